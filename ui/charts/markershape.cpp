// SPDX-License-Identifier: GPL-3.0-or-later
#include "markershape.h"

#include <QPainter>
#include <QPolygonF>

namespace sb {

void MarkerShape::draw(QPainter* p, QPointF c, ChartPalette::Marker shape, const QColor& color, double size)
{
    const double r = size / 2;
    p->save();
    p->setPen(QPen(Qt::white, size * 0.12));
    p->setBrush(color);
    switch (shape) {
    case ChartPalette::Marker::Circle:
        p->drawEllipse(c, r, r);
        break;
    case ChartPalette::Marker::Square:
        p->drawRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, 1.8 * r, 1.8 * r));
        break;
    case ChartPalette::Marker::Triangle:
        p->drawPolygon(QPolygonF {
            { c.x(), c.y() - 1.15 * r }, { c.x() + 1.1 * r, c.y() + 0.8 * r }, { c.x() - 1.1 * r, c.y() + 0.8 * r } });
        break;
    case ChartPalette::Marker::InvertedTriangle:
        p->drawPolygon(QPolygonF {
            { c.x(), c.y() + 1.15 * r }, { c.x() + 1.1 * r, c.y() - 0.8 * r }, { c.x() - 1.1 * r, c.y() - 0.8 * r } });
        break;
    case ChartPalette::Marker::Diamond:
        p->drawPolygon(QPolygonF { { c.x(), c.y() - 1.2 * r }, { c.x() + 1.2 * r, c.y() }, { c.x(), c.y() + 1.2 * r },
            { c.x() - 1.2 * r, c.y() } });
        break;
    case ChartPalette::Marker::Cross:
    case ChartPalette::Marker::Plus:
    case ChartPalette::Marker::Star: {
        p->setPen(QPen(color, size * 0.28, Qt::SolidLine, Qt::FlatCap));
        if (shape != ChartPalette::Marker::Plus) {
            p->drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r));
            p->drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r));
        }
        if (shape != ChartPalette::Marker::Cross) {
            p->drawLine(QPointF(c.x() - 1.2 * r, c.y()), QPointF(c.x() + 1.2 * r, c.y()));
            p->drawLine(QPointF(c.x(), c.y() - 1.2 * r), QPointF(c.x(), c.y() + 1.2 * r));
        }
        break;
    }
    }
    p->restore();
}

} // namespace sb
