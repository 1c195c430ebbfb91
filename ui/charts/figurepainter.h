// SPDX-License-Identifier: GPL-3.0-or-later
// Draws a FigureData with QPainter on any device (widget, image, SVG, PDF) in a coordinate system of typographic
// points, so that a figure keeps its proportions and its 9 pt text at any pixel size and resolution. The legend goes
// into an empty corner of the plot, or outside on the right when every corner holds data.
#pragma once

#include "figuredata.h"

#include <QRectF>

class QFont;
class QPainter;
class QPaintDevice;

namespace sb {

struct FigureStyle {
    double fontPt = 9;
    double titlePt = 10.5;
    double lineWidthPt = 1.5;
    double markerPt = 5.5;
    bool fillBackground = true; // false inside a document, whose page is already white
};

class FigurePainter {
public:
    using Style = FigureStyle;

    // Where the parts went, in points from the figure's top left: for tests and for the widget's tooltips.
    struct Layout {
        QRectF plot;
        QRectF legend; // empty when there is no legend
        bool legendInside = false;
    };

    explicit FigurePainter(const FigureData& data, const FigureStyle& style = FigureStyle());

    // target is in the painter's current coordinates; widthPt says how wide the figure is in points (1/72 in).
    Layout paint(QPainter* painter, const QRectF& target, double widthPt) const;

    // A font `pt` points tall in a coordinate system of points on `device`.
    static QFont font(const QPaintDevice* device, double pt, bool bold = false);

private:
    struct Scales;
    struct Fonts;

    Scales scales() const;
    QString xLabel(const Scales& sc, double value) const;
    QRectF plotArea(const Scales& sc, const Fonts& f, QSizeF size) const;
    QList<QPointF> dataOutline(const Scales& sc, const Fonts& f) const;
    QRectF placeLegend(Scales* sc, const Fonts& f, QSizeF size, Layout* layout) const;
    void drawFrame(QPainter* p, const Scales& sc, const Fonts& f, QSizeF size) const;
    void drawSeries(QPainter* p, const Scales& sc) const;
    void drawMarkers(QPainter* p, const Scales& sc, const Fonts& f) const;
    void drawLegend(QPainter* p, const QRectF& rect, const Fonts& f) const;

    const FigureData& m_data;
    Style m_style;
};

} // namespace sb
