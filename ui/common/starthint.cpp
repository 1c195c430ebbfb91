// SPDX-License-Identifier: GPL-3.0-or-later
#include "starthint.h"

#include "common/appsettings.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

namespace sb {

namespace {

    const QString kKey = QStringLiteral("hints/demo");

} // namespace

StartHint::StartHint(QWidget* parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("startHint"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto* icon = new QLabel(this);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this) * 2;
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(iconSize, iconSize));
    m_text->setObjectName(QStringLiteral("startHintText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setText(tr("<b>New to ScaleBench? Start with the demo.</b> It measures oltp_read_only on a private MariaDB "
                       "server on this machine (the sandbox) at 1, 2, 4, 8, 16 and 32 clients, twice 4 seconds each: about "
                       "a minute. The Report page then shows the throughput curve with its USL fit and the client count "
                       "where the server stops scaling."));
    auto* open = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-start")), tr("Open the &Demo"), this);
    open->setObjectName(QStringLiteral("startHintOpen"));
    open->setToolTip(tr("Loads the demo plan on the Plan page; Run starts it"));
    connect(open, &QPushButton::clicked, this, [this] {
        done();
        Q_EMIT demoRequested();
    });
    auto* close = new QToolButton(this);
    close->setObjectName(QStringLiteral("startHintDismiss"));
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Dismiss: the hint does not come back"));
    connect(close, &QToolButton::clicked, this, &StartHint::done);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(open, 0, Qt::AlignVCenter);
    layout->addWidget(close, 0, Qt::AlignTop);
    setVisible(isDue());
}

bool StartHint::isDue()
{
    return !AppSettings().value(kKey).toBool();
}

QString StartHint::text() const
{
    return m_text->text();
}

void StartHint::showAgain()
{
    AppSettings().remove(kKey);
    show();
}

void StartHint::done()
{
    AppSettings().setValue(kKey, true);
    hide();
}

} // namespace sb
