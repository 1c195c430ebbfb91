// SPDX-License-Identifier: GPL-3.0-or-later
#include "recoverybanner.h"

#include "common/errortext.h"

#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace sb {

namespace {

    QString server(const RecoveredBinding& r)
    {
        return r.serverName.isEmpty() ? RecoveryBanner::tr("server process %1").arg(r.serverPid)
                                      : RecoveryBanner::tr("server process %1 (%2)").arg(r.serverPid).arg(r.serverName);
    }

    QString path(const QString& file)
    {
        return QDir::toNativeSeparators(file);
    }

} // namespace

RecoveryBanner::RecoveryBanner(QWidget* parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("recoveryBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setObjectName(QStringLiteral("recoveryText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* close = new QToolButton(this);
    close->setObjectName(QStringLiteral("recoveryDismiss"));
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Dismiss"));
    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    hide();
}

void RecoveryBanner::setResults(const QList<RecoveredBinding>& results)
{
    QStringList items;
    m_warning = false;
    for (const RecoveredBinding& r : results) {
        const QString words = describe(r);
        if (words.isEmpty())
            continue;
        items << QStringLiteral("<li>%1</li>").arg(words.toHtmlEscaped());
        m_warning |= needsAttention(r);
    }
    if (items.isEmpty()) {
        m_text->clear();
        hide();
        return;
    }
    const QString title = m_warning ? tr("CPU bindings left by an earlier ScaleBench: please check")
                                    : tr("CPU bindings left by an earlier ScaleBench were undone");
    m_text->setText(QStringLiteral("<b>%1</b><ul style='margin-left:-20px'>%2</ul>")
                        .arg(title.toHtmlEscaped(), items.join(QString())));
    const int iconSize = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    m_icon->setPixmap(style()
                          ->standardIcon(m_warning ? QStyle::SP_MessageBoxWarning : QStyle::SP_MessageBoxInformation)
                          .pixmap(iconSize, iconSize));
    QPalette p = palette();
    p.setColor(QPalette::Window, m_warning ? QColor(0xff, 0xf4, 0xce) : QColor(0xe8, 0xf1, 0xfb));
    setPalette(p);
    show();
}

QString RecoveryBanner::text() const
{
    return m_text->text();
}

QString RecoveryBanner::describe(const RecoveredBinding& r)
{
    switch (r.status) {
    case RecoveredBinding::Status::Restored:
        return tr("The CPU masks of %n thread(s) of %1 were put back as they were: ScaleBench process %2 had bound "
                  "them and ended without restoring them.",
            nullptr, r.threads)
            .arg(server(r))
            .arg(r.binderPid);
    case RecoveredBinding::Status::MovedAside:
        // Without core's reason ("incomplete", "line 3 is malformed"): English, and the sentence says it already.
        return tr("The binding journal of %1 could not be read: it was cut while being written, or damaged, so "
                  "nothing could be restored from it. It was moved aside to %2. ScaleBench binds a server only after "
                  "its journal is complete, so the server was most likely never bound; still, check the CPU masks of "
                  "its threads (taskset -a -p %3) and restart the server if they are narrower than they should be.")
            .arg(server(r), path(r.journal))
            .arg(r.serverPid);
    case RecoveredBinding::Status::Failed:
        return tr("The CPU masks of %1 could not all be put back: %2. The journal %3 is kept and ScaleBench tries "
                  "again at its next start; check the server's threads (taskset -a -p %4).")
            .arg(server(r), ErrorText::describe(r.error), path(r.journal))
            .arg(r.serverPid);
    case RecoveredBinding::Status::Refused:
        if (r.error.code == ErrorCode::InvalidOption)
            return {}; // the pid names another process now: the journal was obsolete and is removed
        return tr("The binding journal %1 was not used: %2. Nothing was changed; if a server's CPU masks look wrong, "
                  "check them (taskset -a -p PID), and remove the journal if it is not yours.")
            .arg(path(r.journal), ErrorText::describe(r.error));
    case RecoveredBinding::Status::Active: // its binder runs and restores it
    case RecoveredBinding::Status::ServerGone: // nothing left to restore
        return {};
    }
    return {};
}

bool RecoveryBanner::needsAttention(const RecoveredBinding& r)
{
    return r.status == RecoveredBinding::Status::MovedAside || r.status == RecoveredBinding::Status::Failed
        || (r.status == RecoveredBinding::Status::Refused && r.error.code != ErrorCode::InvalidOption);
}

} // namespace sb
