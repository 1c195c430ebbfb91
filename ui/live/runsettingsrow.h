// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page's settings, made from RunSettings' table: a box for every setting the table places on the row, and
// under "More settings" (a button that opens a second row) those it places there. Each box has the setting's range,
// unit, label and tool tip from the table, keeps its value between starts (AppSettings group "run") and reads into
// and shows from a RunSpec. Adding a setting to the table with a place adds its box here.
#pragma once

#include "plan/runspec.h"

#include <QWidget>

class QToolButton;

namespace sb {

struct RunSetting;

class RunSettingsRow : public QWidget {
    Q_OBJECT
public:
    explicit RunSettingsRow(QWidget* parent = nullptr);

    // The box of a setting by its CLI name ("threads"), or nullptr when the row has none.
    QWidget* box(const char* cliName) const;
    // The boxes' values into the settings of `spec` (those with a field); and back.
    void read(RunSpec& spec) const;
    void show(const RunSpec& spec);
    // Keeps the values for the next start of the workstation.
    void remember() const;
    bool moreShown() const;

Q_SIGNALS:
    // A box's value changed by the user (or by a caller's setValue), never by show().
    void edited();

private:
    QWidget* makeBox(const RunSetting& setting, QWidget* parent);
    void connectEdited(QWidget* box);
    QJsonValue valueOf(const RunSetting& setting, const QWidget* box) const;
    void setValueOf(const RunSetting& setting, QWidget* box, const QJsonValue& value);

    QList<std::pair<const RunSetting*, QWidget*>> m_boxes;
    QToolButton* m_more;
    QWidget* m_moreRow;
    bool m_showing = false; // show() sets the boxes
};

} // namespace sb
