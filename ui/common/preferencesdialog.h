// SPDX-License-Identifier: GPL-3.0-or-later
// Settings > Preferences: the workstation's language (System, English, Deutsch), applied at the next start.
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;

namespace sb {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    // Writes the choice to the settings.
    void accept() override;

private:
    void updateNote();

    QComboBox* m_language = nullptr;
    QLabel* m_note = nullptr;
    QString m_languageAtStart;
};

} // namespace sb
