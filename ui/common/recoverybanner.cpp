// SPDX-License-Identifier: GPL-3.0-or-later
#include "recoverybanner.h"

#include "common/recoverytext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace sb {

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
        // One text with the command line's, which starts lower case and has no full stop (it follows a prefix).
        items << QStringLiteral("<li>%1.</li>").arg(QString(words.left(1).toUpper() + words.mid(1)).toHtmlEscaped());
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
    return RecoveryText::describe(r, ErrorText::Audience::Workstation);
}

bool RecoveryBanner::needsAttention(const RecoveredBinding& r)
{
    return RecoveryText::needsAttention(r);
}

} // namespace sb
