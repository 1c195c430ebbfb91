// SPDX-License-Identifier: GPL-3.0-or-later
#include "manualwindow.h"

#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

namespace sb {

ManualWindow::ManualWindow(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
    , m_language(new QLabel(this))
{
    setObjectName(QStringLiteral("manual"));
    setWindowTitle(tr("ScaleBench user guide"));
    setWindowFlag(Qt::WindowContextHelpButtonHint, false);
    m_browser->setObjectName(QStringLiteral("manualBrowser"));
    m_browser->setOpenExternalLinks(true);
    const QString file = source(QLocale());
    m_browser->setSource(QUrl(QStringLiteral("qrc") + file));
    m_language->setObjectName(QStringLiteral("manualLanguage"));
    m_language->setWordWrap(true);
    // German is the only other language of the interface; its manual is not written yet.
    const QLocale::Language language = QLocale().language();
    const bool missing = language != QLocale::English && language != QLocale::C
        && file == source(QLocale(QLocale::English));
    m_language->setText(tr("This guide is not yet available in your language; it is shown in English."));
    m_language->setVisible(missing);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_language);
    layout->addWidget(m_browser, 1);
    resize(720, 640);
}

QString ManualWindow::source(const QLocale& locale)
{
    const QString language = locale.name().section(QLatin1Char('_'), 0, 0);
    const QString localized = QStringLiteral(":/manual/manual_%1.html").arg(language);
    return QFile::exists(localized) ? localized : QStringLiteral(":/manual/manual_en.html");
}

QStringList ManualWindow::pageAnchors()
{
    return { QStringLiteral("connection"), QStringLiteral("workload"), QStringLiteral("cpus"), QStringLiteral("plan"),
        QStringLiteral("run"), QStringLiteral("results"), QStringLiteral("report") };
}

QStringList ManualWindow::anchors() const
{
    QStringList names;
    for (QTextBlock block = m_browser->document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            names += it.fragment().charFormat().anchorNames();
    return names;
}

bool ManualWindow::showSection(const QString& anchor)
{
    if (anchor.isEmpty()) {
        m_browser->verticalScrollBar()->setValue(0);
        return true;
    }
    if (!anchors().contains(anchor))
        return false;
    m_browser->scrollToAnchor(anchor);
    return true;
}

} // namespace sb
