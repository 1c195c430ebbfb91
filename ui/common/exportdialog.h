// SPDX-License-Identifier: GPL-3.0-or-later
// Where an export goes and what it wrote: a save dialog that starts in the folder of the last export (the user's
// documents the first time) and refuses a folder that does not exist or cannot be written before it closes (Qt's own
// dialog, so that the check runs inside it), and after the export a message naming the file with Open and Show folder.
#pragma once

#include <QFileDialog>

namespace sb {

class ExportDialog : public QFileDialog {
    Q_OBJECT
public:
    ExportDialog(QWidget* parent, const QString& title, const QString& fileName, const QString& filter,
        const QString& defaultSuffix);

    // The folder of the last export, or the user's documents.
    static QString startFolder();
    // Asks (modal) and remembers the folder; empty when cancelled.
    static QString ask(QWidget* parent, const QString& title, const QString& fileName, const QString& filter,
        const QString& defaultSuffix);
    // "Wrote <file> (size)." with Open and Show folder; not modal (never blocks the event loop).
    static void confirm(QWidget* parent, const QString& path);
    // Why `path`'s folder cannot take a file; empty when it can.
    static QString folderProblem(const QString& path);

    // The problem that kept the dialog open at the last accept(), empty when none.
    QString problem() const { return m_problem; }

public Q_SLOTS:
    void accept() override;

private:
    QString m_problem;
};

} // namespace sb
