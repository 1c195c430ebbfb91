// SPDX-License-Identifier: GPL-3.0-or-later
// A data point's marker in a figure: the palette's shapes (circle, square, triangles, diamond, cross, plus, star)
// drawn at a point, filled with the series' colour and ringed in white so that overlapping markers stay apart.
#pragma once

#include "chartpalette.h"

#include <QColor>
#include <QPointF>

class QPainter;

namespace sb {

class MarkerShape {
public:
    static void draw(QPainter* p, QPointF centre, ChartPalette::Marker shape, const QColor& color, double size);
};

} // namespace sb
