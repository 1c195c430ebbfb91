// SPDX-License-Identifier: GPL-3.0-or-later
#include "flowlayout.h"

#include <QWidget>

namespace sb {

FlowLayout::FlowLayout(QWidget* parent, int hSpacing, int vSpacing)
    : QLayout(parent)
    , m_hSpacing(hSpacing)
    , m_vSpacing(vSpacing)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item) { m_items.append(item); }

int FlowLayout::count() const { return int(m_items.size()); }

QLayoutItem* FlowLayout::itemAt(int index) const { return m_items.value(index); }

QLayoutItem* FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const { return {}; }

bool FlowLayout::hasHeightForWidth() const { return true; }

int FlowLayout::heightForWidth(int width) const { return doLayout(QRect(0, 0, width, 0), true); }

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem* item : m_items) {
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    }
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

// All in one row.
QSize FlowLayout::sizeHint() const
{
    int width = 0;
    int height = 0;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        width += (width > 0 ? m_hSpacing : 0) + item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return QSize(width + m.left() + m.right(), height + m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    doLayout(rect, false);
}

// Rows of items at their preferred width (narrowed to the row when one alone is wider); returns the height used.
int FlowLayout::doLayout(const QRect& rect, bool testOnly) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    QList<QList<QLayoutItem*>> rows(1);
    int x = 0;
    for (QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        const int w = std::min(item->sizeHint().width(), area.width());
        if (!rows.last().isEmpty() && x + m_hSpacing + w > area.width()) {
            rows.append(QList<QLayoutItem*>());
            x = 0;
        }
        x += (rows.last().isEmpty() ? 0 : m_hSpacing) + w;
        rows.last().append(item);
    }
    int y = area.y();
    for (const auto& row : std::as_const(rows)) {
        if (row.isEmpty())
            continue;
        int height = 0;
        int used = 0;
        for (const QLayoutItem* item : row) {
            height = std::max(height, item->sizeHint().height());
            used += std::min(item->sizeHint().width(), area.width());
        }
        used += m_hSpacing * int(row.size() - 1);
        const int extra = m_fill && rows.size() > 1 ? (area.width() - used) / int(row.size()) : 0;
        int left = area.x();
        for (QLayoutItem* item : row) {
            const int w
                = std::max(item->minimumSize().width(), std::min(item->sizeHint().width(), area.width())) + extra;
            if (!testOnly)
                item->setGeometry(QRect(left, y, std::min(w, area.right() + 1 - left), height));
            left += w + m_hSpacing;
        }
        y += height + m_vSpacing;
    }
    return (y > area.y() ? y - m_vSpacing : y) - rect.y() + contentsMargins().bottom();
}

} // namespace sb
