// SPDX-License-Identifier: GPL-3.0-or-later
// The Workload page's mix: several client groups in one run (run --mix), each its own workload, options, clients and
// rate. "Add" appends the workload chosen above with its changed options; the text is the command line's grammar
// (MixSpec), editable and checked as typed. A valid mix is what the Run page runs (Workspace::setMix); an invalid
// one is kept too, so that Start says what is wrong instead of running something else. Remembered between starts.
#pragma once

#include <QGroupBox>
#include <QMap>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace sb {

class Workspace;

class MixBox : public QGroupBox {
    Q_OBJECT
public:
    explicit MixBox(Workspace* workspace, QWidget* parent = nullptr);

    // A group of `workload` with these options (underscore names), the clients and rate set in the box.
    void addGroup(const QString& workload, const QMap<QString, QString>& options);
    QString text() const;
    void setText(const QString& text);
    QString status() const;

private:
    void textChanged();

    Workspace* m_workspace;
    QSpinBox* m_clients;
    QDoubleSpinBox* m_rate;
    QPushButton* m_add;
    QLineEdit* m_text;
    QLabel* m_status;
};

} // namespace sb
