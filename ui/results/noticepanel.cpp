// SPDX-License-Identifier: GPL-3.0-or-later
#include "noticepanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace sb {

NoticePanel::NoticePanel(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_text(new QLabel(this))
    , m_buttons(new QHBoxLayout)
{
    m_title->setObjectName(QStringLiteral("noticeTitle"));
    m_text->setObjectName(QStringLiteral("noticeText"));
    QFont font = m_title->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    font.setBold(true);
    m_title->setFont(font);
    m_title->setAlignment(Qt::AlignHCenter);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_text->setFixedWidth(640);
    m_buttons->addStretch(1);
    m_buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addWidget(m_title, 0, Qt::AlignHCenter);
    layout->addSpacing(8);
    layout->addWidget(m_text, 0, Qt::AlignHCenter);
    layout->addSpacing(12);
    layout->addLayout(m_buttons);
    layout->addStretch(2);
}

void NoticePanel::setNotice(const QString& title, const QString& text)
{
    m_title->setText(title);
    m_text->setText(text);
    m_text->setMinimumHeight(m_text->heightForWidth(m_text->width())); // aligned items get no height-for-width
}

QString NoticePanel::title() const
{
    return m_title->text();
}

QString NoticePanel::text() const
{
    return m_text->text();
}

QPushButton* NoticePanel::addButton(const QString& text)
{
    auto* button = new QPushButton(text, this);
    m_buttons->insertWidget(m_buttons->count() - 1, button); // between the two stretches
    return button;
}

} // namespace sb
