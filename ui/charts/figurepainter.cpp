// SPDX-License-Identifier: GPL-3.0-or-later
#include "figurepainter.h"

#include "axisticks.h"
#include "chartpalette.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <cmath>

namespace sb {

namespace {

    constexpr double kPad = 6; // points around the figure
    constexpr double kTick = 3; // tick length
    constexpr double kGap = 3; // between a tick and its label, a label and the axis title
    constexpr double kSample = 20; // width of a legend line sample

    struct Range {
        double lo = std::numeric_limits<double>::infinity();
        double hi = -std::numeric_limits<double>::infinity();
        void add(double v)
        {
            if (std::isfinite(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        }
        bool valid() const { return lo <= hi; }
    };

    QColor seriesColor(int index)
    {
        return index < 0 ? ChartPalette::reference() : ChartPalette::color(index);
    }

    void drawMarker(QPainter* p, QPointF c, ChartPalette::Marker shape, const QColor& color, double size)
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
            p->drawPolygon(QPolygonF { { c.x(), c.y() - 1.15 * r }, { c.x() + 1.1 * r, c.y() + 0.8 * r },
                { c.x() - 1.1 * r, c.y() + 0.8 * r } });
            break;
        case ChartPalette::Marker::InvertedTriangle:
            p->drawPolygon(QPolygonF { { c.x(), c.y() + 1.15 * r }, { c.x() + 1.1 * r, c.y() - 0.8 * r },
                { c.x() - 1.1 * r, c.y() - 0.8 * r } });
            break;
        case ChartPalette::Marker::Diamond:
            p->drawPolygon(QPolygonF { { c.x(), c.y() - 1.2 * r }, { c.x() + 1.2 * r, c.y() },
                { c.x(), c.y() + 1.2 * r }, { c.x() - 1.2 * r, c.y() } });
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

    QPen linePen(const FigureSeries& s, double width)
    {
        QPen pen(seriesColor(s.colorIndex), s.colorIndex < 0 ? width * 0.7 : width);
        pen.setStyle(s.colorIndex < 0 ? Qt::DashLine : Qt::SolidLine);
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        return pen;
    }

} // namespace

struct FigurePainter::Scales {
    AxisTicks::Axis x;
    AxisTicks::Axis y;
    bool logX = false;
    QRectF plot;

    double px(double v) const
    {
        if (logX) {
            const double lo = std::log2(x.min);
            return plot.left() + (std::log2(std::max(v, 1e-12)) - lo) / (std::log2(x.max) - lo) * plot.width();
        }
        return plot.left() + (v - x.min) / (x.max - x.min) * plot.width();
    }
    double py(double v) const { return plot.bottom() - (v - y.min) / (y.max - y.min) * plot.height(); }
    QPointF map(QPointF v) const { return { px(v.x()), py(v.y()) }; }
};

FigurePainter::FigurePainter(const FigureData& data, const Style& style)
    : m_data(data)
    , m_style(style)
{
}

QFont FigurePainter::font(const QPaintDevice* device, double pt, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    const int dpi = device ? device->logicalDpiY() : 72;
    f.setPointSizeF(pt * 72.0 / std::max(1, dpi));
    f.setBold(bold);
    f.setKerning(true);
    f.setHintingPreference(QFont::PreferNoHinting); // the same glyph shapes at every scale
    return f;
}

FigurePainter::Layout FigurePainter::paint(QPainter* p, const QRectF& target, double widthPt) const
{
    Layout layout;
    if (!(widthPt > 0) || target.isEmpty())
        return layout;
    const double k = target.width() / widthPt;
    const QSizeF size(widthPt, target.height() / k);
    const QPaintDevice* device = p->device();

    p->save();
    p->translate(target.topLeft());
    p->scale(k, k);
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::TextAntialiasing);
    if (m_style.fillBackground)
        p->fillRect(QRectF(QPointF(0, 0), size), Qt::white);

    const QFont tickFont = font(device, m_style.fontPt);
    const QFont titleFont = font(device, m_style.titlePt, true);
    const QFont legendFont = font(device, m_style.fontPt * 0.95);
    const QFont noteFont = font(device, m_style.fontPt * 0.9);
    const QFontMetricsF tickMetrics(tickFont, const_cast<QPaintDevice*>(device));
    const QFontMetricsF titleMetrics(titleFont, const_cast<QPaintDevice*>(device));
    const QFontMetricsF legendMetrics(legendFont, const_cast<QPaintDevice*>(device));
    const QFontMetricsF noteMetrics(noteFont, const_cast<QPaintDevice*>(device));

    // Data ranges.
    Range xr;
    Range yr;
    for (const FigureSeries& s : m_data.series) {
        for (const QPointF& pt : s.points) {
            xr.add(pt.x());
            yr.add(pt.y());
        }
        for (const QPointF& pt : s.curve) {
            xr.add(pt.x());
            yr.add(pt.y());
        }
    }
    for (const FigureMarker& m : m_data.markers) {
        xr.add(m.at.x());
        yr.add(m.at.y());
    }
    if (m_data.horizontalLine)
        yr.add(*m_data.horizontalLine);
    if (!xr.valid())
        xr = { 0, 1 };
    if (!yr.valid())
        yr = { 0, 1 };
    if (m_data.yFromZero)
        yr.add(0);
    const double markerHeadroom = m_data.markers.isEmpty() ? 0.03 : 0.08;
    Scales sc;
    sc.logX = m_data.logX && !(xr.lo <= 0);
    sc.y = AxisTicks::linear(yr.lo, yr.hi + (yr.hi - yr.lo) * markerHeadroom);
    if (!m_data.xCategories.isEmpty()) {
        sc.x.min = m_data.xCategories.firstKey() - 0.5;
        sc.x.max = m_data.xCategories.lastKey() + 0.5;
        sc.x.ticks = m_data.xCategories.keys();
        sc.logX = false;
    } else if (sc.logX) {
        sc.x = AxisTicks::log2(xr.lo, xr.hi);
    } else {
        const double lo = (xr.lo >= 0 && xr.lo <= 0.25 * xr.hi) ? 0 : xr.lo;
        sc.x = AxisTicks::linear(lo, xr.hi);
    }
    auto xLabel = [&](double v) {
        return m_data.xCategories.isEmpty() ? AxisTicks::label(v, sc.x.step) : m_data.xCategories.value(v);
    };

    // Margins around the plot.
    double yLabelWidth = 0;
    for (double t : sc.y.ticks)
        yLabelWidth = std::max(yLabelWidth, tickMetrics.horizontalAdvance(AxisTicks::label(t, sc.y.step)));
    const double titleHeight = m_data.title.isEmpty() ? 0 : titleMetrics.height() + 4;
    const double axisTitleHeight = tickMetrics.height();
    const double lastXLabel = sc.x.ticks.isEmpty() ? 0 : tickMetrics.horizontalAdvance(xLabel(sc.x.ticks.last()));
    QRectF plot;
    plot.setLeft(kPad + axisTitleHeight + kGap + yLabelWidth + kGap + kTick);
    plot.setTop(kPad + titleHeight + tickMetrics.height() / 2);
    plot.setRight(size.width() - kPad - std::max(lastXLabel / 2, 4.0));
    plot.setBottom(size.height() - kPad - axisTitleHeight - kGap - tickMetrics.height() - kGap / 2 - kTick);

    // Legend: entries that have a name, in a box placed where it covers no data.
    QList<int> legendSeries;
    double legendTextWidth = 0;
    for (int i = 0; i < m_data.series.size(); ++i) {
        if (!m_data.series.at(i).name.isEmpty()) {
            legendSeries.append(i);
            legendTextWidth = std::max(legendTextWidth, legendMetrics.horizontalAdvance(m_data.series.at(i).name));
        }
    }
    const double rowHeight = legendMetrics.height() * 1.2;
    const QSizeF legendSize = legendSeries.isEmpty()
        ? QSizeF()
        : QSizeF(4 + kSample + 5 + legendTextWidth + 5, 4 + rowHeight * legendSeries.size() + 2);

    auto dataPoints = [&](const Scales& s) {
        QList<QPointF> pts;
        for (const FigureSeries& series : m_data.series) {
            for (const QList<QPointF>* list : { &series.points, &series.curve }) {
                const bool joined = list == &series.curve || series.showLine;
                for (int i = 0; i < list->size(); ++i) {
                    const QPointF a = s.map(list->at(i));
                    pts.append(a);
                    if (joined && i + 1 < list->size()) {
                        const QPointF b = s.map(list->at(i + 1));
                        for (int j = 1; j < 24; ++j)
                            pts.append(a + (b - a) * (j / 24.0));
                    }
                }
            }
        }
        for (const FigureMarker& m : m_data.markers) {
            const QPointF a = s.map(m.at);
            for (int j = 0; j <= 12; ++j)
                pts.append(QPointF(a.x() - 20 + j * 40 / 12.0, a.y() - noteMetrics.height() - 2));
        }
        return pts;
    };

    sc.plot = plot;
    QRectF legendRect;
    if (!legendSize.isEmpty()) {
        const QList<QPointF> pts = dataPoints(sc);
        const double in = 4;
        const QList<QPointF> corners { { plot.right() - in - legendSize.width(), plot.top() + in },
            { plot.left() + in, plot.top() + in },
            { plot.right() - in - legendSize.width(), plot.bottom() - in - legendSize.height() },
            { plot.left() + in, plot.bottom() - in - legendSize.height() } };
        for (const QPointF& corner : corners) {
            const QRectF candidate(corner, legendSize);
            const QRectF guard = candidate.adjusted(-4, -4, 4, 4);
            bool clear = true;
            for (const QPointF& pt : pts) {
                if (guard.contains(pt)) {
                    clear = false;
                    break;
                }
            }
            if (clear) {
                legendRect = candidate;
                layout.legendInside = true;
                break;
            }
        }
        if (legendRect.isNull()) {
            plot.setRight(size.width() - kPad - legendSize.width() - 8);
            legendRect = QRectF(QPointF(size.width() - kPad - legendSize.width(), plot.top()), legendSize);
        }
    }
    sc.plot = plot;
    layout.plot = plot;
    layout.legend = legendRect;

    // Title, grid, axes.
    p->setPen(ChartPalette::text());
    if (!m_data.title.isEmpty()) {
        p->setFont(titleFont);
        p->drawText(QRectF(kPad, kPad, size.width() - 2 * kPad, titleMetrics.height()), Qt::AlignCenter, m_data.title);
    }
    QPen gridPen(ChartPalette::grid(), 0.5);
    p->setPen(gridPen);
    for (double t : sc.y.ticks)
        p->drawLine(QPointF(plot.left(), sc.py(t)), QPointF(plot.right(), sc.py(t)));
    for (double t : sc.x.ticks)
        p->drawLine(QPointF(sc.px(t), plot.top()), QPointF(sc.px(t), plot.bottom()));

    if (m_data.horizontalLine) {
        p->setPen(QPen(ChartPalette::reference(), 0.8));
        const double y = sc.py(*m_data.horizontalLine);
        p->drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }

    QPen axisPen(ChartPalette::axis(), 0.8);
    axisPen.setCapStyle(Qt::FlatCap);
    p->setPen(axisPen);
    p->drawLine(plot.bottomLeft(), plot.topLeft());
    p->drawLine(plot.bottomLeft(), plot.bottomRight());
    p->setFont(tickFont);
    for (double t : sc.y.ticks) {
        const double y = sc.py(t);
        p->setPen(axisPen);
        p->drawLine(QPointF(plot.left() - kTick, y), QPointF(plot.left(), y));
        p->setPen(ChartPalette::text());
        p->drawText(QRectF(plot.left() - kTick - kGap - yLabelWidth - 2, y - tickMetrics.height() / 2, yLabelWidth + 2,
                        tickMetrics.height()),
            Qt::AlignRight | Qt::AlignVCenter, AxisTicks::label(t, sc.y.step));
    }
    for (double t : sc.x.ticks) {
        const double x = sc.px(t);
        p->setPen(axisPen);
        p->drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + kTick));
        p->setPen(ChartPalette::text());
        const QString text = xLabel(t);
        const double w = tickMetrics.horizontalAdvance(text) + 2;
        p->drawText(
            QRectF(x - w / 2, plot.bottom() + kTick + kGap / 2, w, tickMetrics.height()), Qt::AlignCenter, text);
    }
    p->drawText(QRectF(plot.left(), size.height() - kPad - axisTitleHeight, plot.width(), axisTitleHeight),
        Qt::AlignCenter, m_data.xTitle);
    p->save();
    p->translate(kPad, plot.center().y());
    p->rotate(-90);
    p->drawText(
        QRectF(-plot.height() / 2 - 40, 0, plot.height() + 80, axisTitleHeight), Qt::AlignCenter, m_data.yTitle);
    p->restore();

    // Data, clipped to the plot (a fitted curve may leave it).
    p->save();
    p->setClipRect(plot.adjusted(-m_style.markerPt, -m_style.markerPt, m_style.markerPt, m_style.markerPt));
    for (const FigureSeries& s : m_data.series) {
        if (s.curve.size() > 1) {
            QPen pen = linePen(s, m_style.lineWidthPt * 0.85);
            p->setPen(pen);
            p->setBrush(Qt::NoBrush);
            QPolygonF poly;
            for (const QPointF& pt : s.curve)
                poly << sc.map(pt);
            p->save();
            p->setClipRect(plot);
            p->drawPolyline(poly);
            p->restore();
        }
        if (s.showLine && s.points.size() > 1) {
            p->setPen(linePen(s, m_style.lineWidthPt));
            p->setBrush(Qt::NoBrush);
            QPolygonF poly;
            for (const QPointF& pt : s.points)
                poly << sc.map(pt);
            p->drawPolyline(poly);
        }
    }
    for (const FigureSeries& s : m_data.series) {
        if (!s.showMarkers || s.colorIndex < 0)
            continue;
        for (const QPointF& pt : s.points)
            drawMarker(p, sc.map(pt), ChartPalette::marker(s.colorIndex), seriesColor(s.colorIndex), m_style.markerPt);
    }
    p->restore();

    // Marked points: a drop line to the axis and a label above, moved up while it would cover another label.
    QList<QRectF> placed;
    p->setFont(noteFont);
    for (const FigureMarker& m : m_data.markers) {
        const QPointF at = sc.map(m.at);
        if (!plot.adjusted(-1, -1, 1, 1).contains(at))
            continue;
        const QColor color = seriesColor(m.colorIndex);
        QPen drop(color, 0.8, Qt::DashLine);
        p->setPen(drop);
        p->drawLine(QPointF(at.x(), plot.bottom()), at);
        p->setPen(QPen(color, 0.9));
        p->setBrush(Qt::white);
        p->drawEllipse(at, m_style.markerPt * 0.45, m_style.markerPt * 0.45);
        const double w = noteMetrics.horizontalAdvance(m.label) + 2;
        QRectF box(at.x() - w / 2, at.y() - m_style.markerPt * 0.6 - noteMetrics.height(), w, noteMetrics.height());
        box.moveLeft(std::clamp(box.left(), plot.left(), plot.right() - w));
        for (bool moved = true; moved;) {
            moved = false;
            for (const QRectF& other : placed) {
                if (other.intersects(box)) {
                    box.moveBottom(other.top());
                    moved = true;
                }
            }
        }
        placed.append(box);
        p->setPen(color.darker(130));
        p->drawText(box, Qt::AlignCenter, m.label);
    }

    // Legend.
    if (!legendRect.isNull()) {
        p->setPen(QPen(ChartPalette::grid().darker(115), 0.5));
        p->setBrush(QColor(255, 255, 255, 235));
        p->drawRect(legendRect);
        p->setFont(legendFont);
        double y = legendRect.top() + 3 + rowHeight / 2;
        for (int i : legendSeries) {
            const FigureSeries& s = m_data.series.at(i);
            const double x0 = legendRect.left() + 4;
            if (s.showLine || !s.curve.isEmpty()) {
                p->setPen(linePen(s, m_style.lineWidthPt));
                p->drawLine(QPointF(x0, y), QPointF(x0 + kSample, y));
            }
            if (s.showMarkers && s.colorIndex >= 0 && !s.points.isEmpty())
                drawMarker(p, QPointF(x0 + kSample / 2, y), ChartPalette::marker(s.colorIndex),
                    seriesColor(s.colorIndex), m_style.markerPt);
            p->setPen(ChartPalette::text());
            p->drawText(QRectF(x0 + kSample + 5, y - rowHeight / 2, legendTextWidth + 4, rowHeight),
                Qt::AlignLeft | Qt::AlignVCenter, s.name);
            y += rowHeight;
        }
    }
    p->restore();
    return layout;
}

} // namespace sb
