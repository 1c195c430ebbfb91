// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

#include "appsettings.h"

#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUrl>

namespace sb {

namespace {
    const QString kFolderKey = QStringLiteral("export/folder");
}

ExportDialog::ExportDialog(QWidget* parent, const QString& title, const QString& fileName, const QString& filter,
    const QString& defaultSuffix)
    : QFileDialog(parent, title, startFolder(), filter)
{
    setObjectName(QStringLiteral("exportDialog"));
    setAcceptMode(QFileDialog::AcceptSave);
    setFileMode(QFileDialog::AnyFile);
    setOption(QFileDialog::DontUseNativeDialog); // accept() below must run: a native dialog closes by itself
    setDefaultSuffix(defaultSuffix);
    selectFile(fileName);
}

QString ExportDialog::startFolder()
{
    const QString last = AppSettings().value(kFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString ExportDialog::folderProblem(const QString& path)
{
    const QFileInfo folder(QFileInfo(path).absolutePath());
    if (!folder.exists())
        return tr("The folder %1 does not exist. Choose another one, or make it with the New Folder button.")
            .arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (!folder.isDir() || !folder.isWritable())
        return tr("ScaleBench cannot write in the folder %1. Choose another one.")
            .arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    return {};
}

void ExportDialog::accept()
{
    // "report" typed under "PDF report (*.pdf)" is report.pdf, not the first filter's report.html.
    static const QRegularExpression suffix(QStringLiteral("\\*\\.(\\w+)"));
    if (const QRegularExpressionMatch m = suffix.match(selectedNameFilter()); m.hasMatch())
        setDefaultSuffix(m.captured(1));
    const QStringList files = selectedFiles();
    m_problem.clear();
    if (!files.isEmpty() && !QFileInfo(files.first()).isDir()) {
        m_problem = folderProblem(files.first());
        if (!m_problem.isEmpty()) {
            auto* box = new QMessageBox(QMessageBox::Warning, windowTitle(), m_problem, QMessageBox::Ok, this);
            box->setObjectName(QStringLiteral("exportFolderProblem"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
            return; // the dialog stays open
        }
    }
    QFileDialog::accept();
}

QString ExportDialog::ask(QWidget* parent, const QString& title, const QString& fileName, const QString& filter,
    const QString& defaultSuffix)
{
    ExportDialog dialog(parent, title, fileName, filter, defaultSuffix);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    const QString path = dialog.selectedFiles().first();
    AppSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
    return path;
}

void ExportDialog::confirm(QWidget* parent, const QString& path)
{
    const QFileInfo file(path);
    auto* box = new QMessageBox(QMessageBox::Information, tr("Exported"),
        tr("Wrote %1 (%2) in %3.")
            .arg(file.fileName(), QLocale().formattedDataSize(file.size()),
                QDir::toNativeSeparators(file.absolutePath())),
        QMessageBox::Close, parent);
    box->setObjectName(QStringLiteral("exportDone"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* open = box->addButton(tr("&Open"), QMessageBox::ActionRole);
    QPushButton* folder = box->addButton(tr("Show &folder"), QMessageBox::ActionRole);
    open->setObjectName(QStringLiteral("openExported"));
    folder->setObjectName(QStringLiteral("showExportFolder"));
    const QString absolute = file.absoluteFilePath();
    const QString dir = file.absolutePath();
    QObject::connect(open, &QPushButton::clicked, box, [absolute] { // the box closes as well
        QDesktopServices::openUrl(QUrl::fromLocalFile(absolute));
    });
    QObject::connect(folder, &QPushButton::clicked, box, [dir] { QDesktopServices::openUrl(QUrl::fromLocalFile(dir)); });
    box->open();
}

} // namespace sb
