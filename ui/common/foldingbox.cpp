// SPDX-License-Identifier: GPL-3.0-or-later
#include "foldingbox.h"

#include <QBoxLayout>
#include <QResizeEvent>

namespace sb {

FoldingBox::FoldingBox(QWidget* parent)
    : QWidget(parent)
    , m_layout(new QBoxLayout(QBoxLayout::LeftToRight, this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
}

void FoldingBox::addColumn(QWidget* column, int stretch)
{
    m_columns.append(column);
    m_layout->addWidget(column, stretch);
}

bool FoldingBox::isFolded() const { return m_layout->direction() == QBoxLayout::TopToBottom; }

int FoldingBox::sideBySideWidth() const
{
    int width = 0;
    for (const QWidget* column : m_columns) {
        if (!column->isHidden())
            width += (width > 0 ? m_layout->spacing() : 0)
                + column->minimumSizeHint().expandedTo(column->minimumSize()).width();
    }
    return width;
}

QSize FoldingBox::minimumSizeHint() const
{
    QSize size = m_layout->minimumSize();
    int widest = 0;
    for (const QWidget* column : m_columns) {
        if (!column->isHidden())
            widest = std::max(widest, column->minimumSizeHint().expandedTo(column->minimumSize()).width());
    }
    size.setWidth(widest);
    return size;
}

void FoldingBox::arrange(int width)
{
    const auto direction = width >= sideBySideWidth() ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (direction == m_layout->direction())
        return;
    m_layout->setDirection(direction);
    updateGeometry(); // the minimum height changed with the arrangement
}

void FoldingBox::resizeEvent(QResizeEvent* event)
{
    arrange(event->size().width());
    QWidget::resizeEvent(event);
}

} // namespace sb
