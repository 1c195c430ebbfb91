// SPDX-License-Identifier: GPL-3.0-or-later
// The experiment matrix as a form: client counts, server and client CPU sets, repetitions, timing and axis order.
// The server and the workload come from the Connection and Workload pages unless the loaded plan file names its
// own. The form reads and writes plan JSON; fields it does not show (rate, report interval ...) are kept.
#pragma once

#include <QJsonObject>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace sb {

class CpuConfigTable;
class LoadFields;
class Workspace;

class PlanForm : public QWidget {
    Q_OBJECT
public:
    explicit PlanForm(Workspace* workspace, QWidget* parent = nullptr);

    // Fills the fields from a plan's JSON (as read, possibly with errors: the form shows what is there).
    void load(const QJsonObject& source);
    // A fresh plan over the Connection and Workload pages' choices.
    void reset();
    QJsonObject toJson() const;
    // The plan's name of the Connection page's server when the plan uses it (not the sandbox); empty otherwise.
    QString connectionServerName() const;

    QLineEdit* clientsEdit() const { return m_clients; }
    QLineEdit* durationEdit() const { return m_duration; }
    QSpinBox* repetitionsBox() const { return m_repetitions; }
    CpuConfigTable* serverCpus() const { return m_serverCpus; }
    CpuConfigTable* clientCpus() const { return m_clientCpus; }
    LoadFields* loadFields() const { return m_load; }

Q_SIGNALS:
    void changed();

private:
    QWidget* createGeneral();
    QWidget* createMatrix();
    QWidget* createCpus();
    QWidget* createTiming();
    QLineEdit* secondsEdit(const char* name, const QString& tip);
    void updateSources();
    void updateTopologies();
    void updateClientsPreview();
    void moveAxis(int delta);
    QJsonValue connectionServerJson() const;
    QJsonValue workspaceWorkloadJson() const;
    bool useFileServers() const;
    bool useFileWorkloads() const;

    Workspace* m_workspace;
    QJsonObject m_base; // the loaded plan: what the form does not show survives a save
    QLineEdit* m_name;
    QLineEdit* m_description;
    QComboBox* m_server;
    QComboBox* m_workload;
    QLineEdit* m_clients;
    QLabel* m_clientsPreview;
    QSpinBox* m_repetitions;
    QListWidget* m_order;
    CpuConfigTable* m_serverCpus;
    CpuConfigTable* m_clientCpus;
    QComboBox* m_clientBind;
    QLineEdit* m_duration;
    QSpinBox* m_events;
    QLineEdit* m_warmup;
    QLineEdit* m_cooldown;
    QLineEdit* m_settle;
    LoadFields* m_load; // "load": each run made by several load processes
};

} // namespace sb
