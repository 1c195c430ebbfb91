// SPDX-License-Identifier: GPL-3.0-or-later
#include "figurepainter.h"

#include "axisticks.h"
#include "chartpalette.h"
#include "markershape.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <algorithm>
#include <cmath>
#include <tuple>

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

    QColor bandColor(int index)
    {
        QColor c = seriesColor(index);
        c.setAlphaF(0.18);
        return c;
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

// The fonts of one figure and their metrics on the device drawn on.
struct FigurePainter::Fonts {
    QFont tick;
    QFont title;
    QFont legend;
    QFont note;
    QFontMetricsF tickMetrics;
    QFontMetricsF titleMetrics;
    QFontMetricsF legendMetrics;
    QFontMetricsF noteMetrics;
    double yLabelWidth = 0;

    Fonts(const QPaintDevice* device, const FigureStyle& style)
        : tick(FigurePainter::font(device, style.fontPt))
        , title(FigurePainter::font(device, style.titlePt, true))
        , legend(FigurePainter::font(device, style.fontPt * 0.95))
        , note(FigurePainter::font(device, style.fontPt * 0.9))
        , tickMetrics(tick, const_cast<QPaintDevice*>(device))
        , titleMetrics(title, const_cast<QPaintDevice*>(device))
        , legendMetrics(legend, const_cast<QPaintDevice*>(device))
        , noteMetrics(note, const_cast<QPaintDevice*>(device))
    {
    }
    double legendRow() const { return legendMetrics.height() * 1.2; }
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

// The axes' ranges and ticks from everything drawn (points, curves, bands, markers, the reference line).
FigurePainter::Scales FigurePainter::scales() const
{
    Range xr;
    Range yr;
    for (const FigureSeries& s : m_data.series) {
        QList<const QList<QPointF>*> lists { &s.points, &s.curve, &s.bandLow, &s.bandHigh };
        for (const QList<QPointF>& piece : s.extrapolation)
            lists.append(&piece);
        for (const QList<QPointF>* list : lists) {
            for (const QPointF& pt : *list) {
                xr.add(pt.x());
                yr.add(pt.y());
            }
        }
    }
    // A whisker widens the axis by at most the data's own span on each side: a Fieller interval whose denominator is
    // barely above 0 is finite but huge and would flatten every point; beyond the plot it is drawn open.
    const Range data = yr;
    const double reach = std::max(data.hi - data.lo, 0.1 * std::max(std::abs(data.lo), std::abs(data.hi)));
    for (const FigureSeries& s : m_data.series) {
        for (const FigureErrorBar& bar : s.errorBars) {
            xr.add(bar.x);
            for (double end : { bar.low, bar.high })
                yr.add(data.valid() ? std::clamp(end, data.lo - reach, data.hi + reach) : end);
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
    } else if (m_data.xTime) {
        // A run's time axis starts at its start and ends with its last interval, not at the next tick: a plot
        // that went on past the run would read as a time nothing was measured in.
        sc.x = AxisTicks::time(xr.lo >= 0 ? 0 : xr.lo, xr.hi);
        if (xr.hi > sc.x.min && xr.hi < sc.x.max) {
            sc.x.max = xr.hi;
            sc.x.ticks.removeIf([&](double t) { return t > xr.hi + sc.x.step * 1e-9; });
        }
    } else {
        const double lo = (xr.lo >= 0 && xr.lo <= 0.25 * xr.hi) ? 0 : xr.lo;
        sc.x = AxisTicks::linear(lo, xr.hi);
        if (m_data.xIntegers && sc.x.step > 0 && sc.x.step < 1) {
            sc.x.step = 1;
            sc.x.min = std::floor(sc.x.min);
            sc.x.max = std::ceil(sc.x.max);
            sc.x.ticks.clear();
            for (double t = sc.x.min; t <= sc.x.max + 1e-9; t += 1)
                sc.x.ticks.append(t);
        }
    }
    return sc;
}

QString FigurePainter::xLabel(const Scales& sc, double value) const
{
    if (!m_data.xCategories.isEmpty())
        return m_data.xCategories.value(value);
    if (m_data.xTime) {
        const auto format = AxisTicks::timeFormat(std::max(std::abs(sc.x.min), std::abs(sc.x.max)));
        if (format != AxisTicks::TimeFormat::Seconds)
            return AxisTicks::timeLabel(value, format);
    }
    return AxisTicks::label(value, sc.x.step);
}

QRectF FigurePainter::plotArea(const Scales& sc, const Fonts& f, QSizeF size) const
{
    const double titleHeight = m_data.title.isEmpty() ? 0 : f.titleMetrics.height() + 4;
    const double axisTitleHeight = f.tickMetrics.height();
    const double lastXLabel = sc.x.ticks.isEmpty() ? 0 : f.tickMetrics.horizontalAdvance(xLabel(sc, sc.x.ticks.last()));
    QRectF plot;
    plot.setLeft(kPad + axisTitleHeight + kGap + f.yLabelWidth + kGap + kTick);
    plot.setTop(kPad + titleHeight + f.tickMetrics.height() / 2);
    plot.setRight(size.width() - kPad - std::max(lastXLabel / 2, 4.0));
    plot.setBottom(size.height() - kPad - axisTitleHeight - kGap - f.tickMetrics.height() - kGap / 2 - kTick);
    return plot;
}

// Points along everything drawn, in plot coordinates: where a legend box would hide data.
QList<QPointF> FigurePainter::dataOutline(const Scales& s, const Fonts& f) const
{
    QList<QPointF> pts;
    auto add = [&](const QList<QPointF>& list, bool joined) {
        for (int i = 0; i < list.size(); ++i) {
            const QPointF a = s.map(list.at(i));
            pts.append(a);
            if (joined && i + 1 < list.size()) {
                const QPointF b = s.map(list.at(i + 1));
                for (int j = 1; j < 24; ++j)
                    pts.append(a + (b - a) * (j / 24.0));
            }
        }
    };
    for (const FigureSeries& series : m_data.series) {
        add(series.points, series.showLine);
        for (const QList<QPointF>* list : { &series.curve, &series.bandLow, &series.bandHigh })
            add(*list, true);
        for (const QList<QPointF>& piece : series.extrapolation)
            add(piece, true);
        for (const FigureErrorBar& bar : series.errorBars) {
            const double low = std::max(bar.low, s.y.min);
            const double high = std::min(bar.high, s.y.max);
            add({ QPointF(bar.x, low), QPointF(bar.x, high) }, true);
        }
    }
    for (const FigureMarker& m : m_data.markers) {
        const QPointF a = s.map(m.at);
        for (int j = 0; j <= 12; ++j)
            pts.append(QPointF(a.x() - 20 + j * 40 / 12.0, a.y() - f.noteMetrics.height() - 2));
    }
    return pts;
}

// The legend lists the series that have a name, in the first corner of the plot where it covers no data, else
// outside the plot: on the right while it takes at most a quarter of the width, under the x axis's title when its
// names are longer (beside the plot they squeezed it to half the figure); sc->plot makes room either way.
QRectF FigurePainter::placeLegend(Scales* sc, const Fonts& f, QSizeF size, Layout* layout) const
{
    int entries = 0;
    double textWidth = 0;
    for (const FigureSeries& s : m_data.series) {
        if (!s.name.isEmpty()) {
            ++entries;
            textWidth = std::max(textWidth, f.legendMetrics.horizontalAdvance(s.name));
        }
    }
    if (entries == 0)
        return {};
    const QSizeF legendSize(4 + kSample + 5 + textWidth + 5, 4 + f.legendRow() * entries + 2);
    const QList<QPointF> pts = dataOutline(*sc, f);
    const QRectF& plot = sc->plot;
    const double in = 4;
    const QList<QPointF> corners { { plot.right() - in - legendSize.width(), plot.top() + in },
        { plot.left() + in, plot.top() + in },
        { plot.right() - in - legendSize.width(), plot.bottom() - in - legendSize.height() },
        { plot.left() + in, plot.bottom() - in - legendSize.height() } };
    for (const QPointF& corner : corners) {
        const QRectF candidate(corner, legendSize);
        const QRectF guard = candidate.adjusted(-4, -4, 4, 4);
        if (std::none_of(pts.begin(), pts.end(), [&](const QPointF& pt) { return guard.contains(pt); })) {
            layout->legendInside = true;
            return candidate;
        }
    }
    if (legendSize.width() <= 0.25 * size.width()) {
        sc->plot.setRight(size.width() - kPad - legendSize.width() - 8);
        return QRectF(QPointF(size.width() - kPad - legendSize.width(), sc->plot.top()), legendSize);
    }
    sc->plot.setBottom(sc->plot.bottom() - legendSize.height() - kGap);
    // Under the plot from its left edge, moved left as far as the figure's edge where it is wider than that leaves.
    const double left = std::max(kPad, std::min(sc->plot.left(), size.width() - kPad - legendSize.width()));
    return QRectF(QPointF(left, size.height() - kPad - legendSize.height()), legendSize);
}

// Title, grid, the reference line, axes with ticks and labels, axis titles.
void FigurePainter::drawFrame(QPainter* p, const Scales& sc, const Fonts& f, QSizeF size) const
{
    const QRectF& plot = sc.plot;
    p->setPen(ChartPalette::text());
    if (!m_data.title.isEmpty()) {
        p->setFont(f.title);
        p->drawText(
            QRectF(kPad, kPad, size.width() - 2 * kPad, f.titleMetrics.height()), Qt::AlignCenter, m_data.title);
    }
    p->setPen(QPen(ChartPalette::grid(), 0.5));
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
    p->setFont(f.tick);
    const double th = f.tickMetrics.height();
    for (double t : sc.y.ticks) {
        const double y = sc.py(t);
        p->setPen(axisPen);
        p->drawLine(QPointF(plot.left() - kTick, y), QPointF(plot.left(), y));
        p->setPen(ChartPalette::text());
        p->drawText(QRectF(plot.left() - kTick - kGap - f.yLabelWidth - 2, y - th / 2, f.yLabelWidth + 2, th),
            Qt::AlignRight | Qt::AlignVCenter, AxisTicks::label(t, sc.y.step));
    }
    for (double t : sc.x.ticks) {
        const double x = sc.px(t);
        p->setPen(axisPen);
        p->drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + kTick));
        p->setPen(ChartPalette::text());
        const QString text = xLabel(sc, t);
        const double w = f.tickMetrics.horizontalAdvance(text) + 2;
        p->drawText(QRectF(x - w / 2, plot.bottom() + kTick + kGap / 2, w, th), Qt::AlignCenter, text);
    }
    // Under the tick labels (plotArea leaves this much room), so that a legend under the plot comes after it.
    const double titleTop = plot.bottom() + kTick + kGap / 2 + f.tickMetrics.height() + kGap;
    p->drawText(QRectF(plot.left(), titleTop, plot.width(), th), Qt::AlignCenter, m_data.xTitle);
    p->save();
    p->translate(kPad, plot.center().y());
    p->rotate(-90);
    p->drawText(QRectF(-plot.height() / 2 - 40, 0, plot.height() + 80, th), Qt::AlignCenter, m_data.yTitle);
    p->restore();
}

// Bands first (under everything), then fitted curves, their dashed extrapolations, measured lines and markers;
// clipped to the plot, since a curve may leave it.
void FigurePainter::drawSeries(QPainter* p, const Scales& sc) const
{
    const QRectF& plot = sc.plot;
    auto polyline = [&](const QList<QPointF>& list) {
        QPolygonF poly;
        for (const QPointF& pt : list)
            poly << sc.map(pt);
        return poly;
    };
    p->save();
    p->setClipRect(plot);
    for (const FigureSeries& s : m_data.series) {
        if (s.bandLow.size() > 1 && s.bandLow.size() == s.bandHigh.size()) {
            QPolygonF band = polyline(s.bandHigh);
            const QPolygonF low = polyline(s.bandLow);
            for (qsizetype i = low.size() - 1; i >= 0; --i)
                band << low.at(i);
            p->setPen(Qt::NoPen);
            p->setBrush(bandColor(s.colorIndex));
            p->drawPolygon(band);
        }
    }
    p->setBrush(Qt::NoBrush);
    for (const FigureSeries& s : m_data.series) {
        if (s.curve.size() > 1) {
            p->setPen(linePen(s, m_style.lineWidthPt * 0.85));
            p->drawPolyline(polyline(s.curve));
        }
        for (const QList<QPointF>& piece : s.extrapolation) {
            QPen dashed = linePen(s, m_style.lineWidthPt * 0.7);
            dashed.setStyle(Qt::DashLine);
            p->setPen(dashed);
            p->drawPolyline(polyline(piece));
        }
    }
    p->restore();
    p->save();
    p->setClipRect(plot.adjusted(-m_style.markerPt, -m_style.markerPt, m_style.markerPt, m_style.markerPt));
    for (const FigureSeries& s : m_data.series) {
        if (s.showLine && s.points.size() > 1) {
            p->setPen(linePen(s, m_style.lineWidthPt * s.lineWidthScale));
            p->drawPolyline(polyline(s.points));
        }
    }
    for (const FigureSeries& s : m_data.series) {
        // Lighter than the lines, like N*'s interval bar, so that a whisker does not read as data.
        QColor color = seriesColor(s.colorIndex);
        color.setAlphaF(0.6);
        p->setPen(QPen(color, 0.9, Qt::SolidLine, Qt::FlatCap));
        const double cap = m_style.markerPt * 0.45;
        for (const FigureErrorBar& bar : s.errorBars) {
            const double x = sc.px(bar.x);
            const bool lowOpen = !(bar.low >= sc.y.min);
            const bool highOpen = !(bar.high <= sc.y.max);
            const double bottom = lowOpen ? plot.bottom() : sc.py(bar.low);
            const double top = highOpen ? plot.top() : sc.py(bar.high);
            p->drawLine(QPointF(x, bottom), QPointF(x, top));
            for (const auto& [y, open, dir] : { std::tuple(bottom, lowOpen, 1.0), std::tuple(top, highOpen, -1.0) }) {
                if (!open && dir > 0 && bar.lowClipped) {
                    // Cut where the value cannot go (0): two slanted strokes, as a broken axis, instead of a cap.
                    for (double k : { 0.0, 0.6 })
                        p->drawLine(QPointF(x - cap, y - cap * (0.2 + k)), QPointF(x + cap, y - cap * (0.8 + k)));
                } else if (!open) {
                    p->drawLine(QPointF(x - cap, y), QPointF(x + cap, y));
                } else { // an arrow head: the interval goes on past the plot
                    p->drawLine(QPointF(x - cap * 0.7, y - dir * cap), QPointF(x, y));
                    p->drawLine(QPointF(x + cap * 0.7, y - dir * cap), QPointF(x, y));
                }
            }
        }
    }
    for (const FigureSeries& s : m_data.series) {
        if (!s.showMarkers || s.colorIndex < 0)
            continue;
        for (const QPointF& pt : s.points)
            MarkerShape::draw(
                p, sc.map(pt), ChartPalette::marker(s.colorIndex), seriesColor(s.colorIndex), m_style.markerPt);
    }
    p->restore();
}

// Marked points: a drop line to the axis and a label above, moved up while it would cover another label or a
// measured point (on a plateau the points near the optimum sit where its label goes), on a light ground.
void FigurePainter::drawMarkers(QPainter* p, const Scales& sc, const Fonts& f) const
{
    const QRectF& plot = sc.plot;
    QList<QRectF> placed;
    const double half = m_style.markerPt * 0.6;
    for (const FigureSeries& s : m_data.series) {
        for (const QPointF& point : s.points) {
            if (s.showMarkers)
                placed.append(QRectF(sc.map(point) - QPointF(half, half), QSizeF(2 * half, 2 * half)));
        }
    }
    p->setFont(f.note);
    for (const FigureMarker& m : m_data.markers) {
        const QPointF at = sc.map(m.at);
        if (!plot.adjusted(-1, -1, 1, 1).contains(at))
            continue;
        const QColor color = seriesColor(m.colorIndex);
        p->setPen(QPen(color, 0.8, Qt::DashLine));
        p->drawLine(QPointF(at.x(), plot.bottom()), at);
        if (std::isfinite(m.xLow) && !std::isnan(m.xHigh)) {
            // The interval as a bar with end ticks; an end outside the plot is left open.
            const double left = std::max(plot.left(), sc.px(std::max(m.xLow, 1e-9)));
            const double right = std::isfinite(m.xHigh) ? std::min(plot.right(), sc.px(m.xHigh)) : plot.right();
            // Lighter than the curves, so that a wide interval does not read as another line.
            QColor bar = color;
            bar.setAlphaF(0.6);
            p->setPen(QPen(bar, 0.9, Qt::SolidLine, Qt::FlatCap));
            p->drawLine(QPointF(left, at.y()), QPointF(right, at.y()));
            const double tick = m_style.markerPt * 0.45;
            if (left > plot.left())
                p->drawLine(QPointF(left, at.y() - tick), QPointF(left, at.y() + tick));
            if (std::isfinite(m.xHigh) && right < plot.right()) {
                p->drawLine(QPointF(right, at.y() - tick), QPointF(right, at.y() + tick));
            } else { // open: an arrow head says the interval goes on
                p->drawLine(QPointF(right - tick, at.y() - tick * 0.7), QPointF(right, at.y()));
                p->drawLine(QPointF(right - tick, at.y() + tick * 0.7), QPointF(right, at.y()));
            }
        }
        p->setPen(QPen(color, 0.9));
        p->setBrush(Qt::white);
        p->drawEllipse(at, m_style.markerPt * 0.45, m_style.markerPt * 0.45);
        const double w = f.noteMetrics.horizontalAdvance(m.label) + 2;
        const double h = f.noteMetrics.height();
        QRectF box(at.x() - w / 2, at.y() - m_style.markerPt * 0.6 - h, w, h);
        box.moveLeft(std::clamp(box.left(), plot.left(), plot.right() - w));
        const QRectF first = box;
        for (bool moved = true; moved;) {
            moved = false;
            for (const QRectF& other : placed) {
                if (other.intersects(box)) {
                    box.moveBottom(other.top());
                    moved = true;
                }
            }
        }
        if (box.top() < plot.top()) // no free place above inside the plot: where it belongs, over what is there
            box = first;
        placed.append(box);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(255, 255, 255, 200));
        p->drawRect(box);
        p->setPen(color.darker(130));
        p->drawText(box, Qt::AlignCenter, m.label);
    }
}

void FigurePainter::drawLegend(QPainter* p, const QRectF& rect, const Fonts& f) const
{
    p->setPen(QPen(ChartPalette::grid().darker(115), 0.5));
    p->setBrush(QColor(255, 255, 255, 235));
    p->drawRect(rect);
    p->setFont(f.legend);
    const double row = f.legendRow();
    double y = rect.top() + 3 + row / 2;
    for (const FigureSeries& s : m_data.series) {
        if (s.name.isEmpty())
            continue;
        const double x0 = rect.left() + 4;
        if (!s.bandHigh.isEmpty()) {
            p->setPen(Qt::NoPen);
            p->setBrush(bandColor(s.colorIndex));
            p->drawRect(QRectF(x0, y - row * 0.3, kSample, row * 0.6));
        }
        if (s.showLine || !s.curve.isEmpty()) {
            p->setPen(linePen(s, m_style.lineWidthPt));
            p->drawLine(QPointF(x0, y), QPointF(x0 + kSample, y));
        }
        if (s.showMarkers && s.colorIndex >= 0 && !s.points.isEmpty())
            MarkerShape::draw(p, QPointF(x0 + kSample / 2, y), ChartPalette::marker(s.colorIndex),
                seriesColor(s.colorIndex), m_style.markerPt);
        if (s.legendWhisker) {
            const double cx = x0 + kSample / 2;
            const double half = row * 0.35;
            const double cap = m_style.markerPt * 0.45;
            p->setPen(QPen(seriesColor(s.colorIndex), 0.9, Qt::SolidLine, Qt::FlatCap));
            p->drawLine(QPointF(cx, y - half), QPointF(cx, y + half));
            p->drawLine(QPointF(cx - cap, y - half), QPointF(cx + cap, y - half));
            p->drawLine(QPointF(cx - cap, y + half), QPointF(cx + cap, y + half));
        }
        p->setPen(ChartPalette::text());
        p->drawText(QRectF(x0 + kSample + 5, y - row / 2, rect.right() - x0 - kSample - 5, row),
            Qt::AlignLeft | Qt::AlignVCenter, s.name);
        y += row;
    }
}

FigurePainter::Layout FigurePainter::paint(QPainter* p, const QRectF& target, double widthPt) const
{
    Layout layout;
    if (!(widthPt > 0) || target.isEmpty())
        return layout;
    const double k = target.width() / widthPt;
    const QSizeF size(widthPt, target.height() / k);

    p->save();
    p->translate(target.topLeft());
    p->scale(k, k);
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::TextAntialiasing);
    if (m_style.fillBackground)
        p->fillRect(QRectF(QPointF(0, 0), size), Qt::white);

    Fonts fonts(p->device(), m_style);
    Scales sc = scales();
    for (double t : sc.y.ticks)
        fonts.yLabelWidth
            = std::max(fonts.yLabelWidth, fonts.tickMetrics.horizontalAdvance(AxisTicks::label(t, sc.y.step)));
    sc.plot = plotArea(sc, fonts, size);
    const QRectF legend = placeLegend(&sc, fonts, size, &layout);
    layout.plot = sc.plot;
    layout.legend = legend;

    drawFrame(p, sc, fonts, size);
    drawSeries(p, sc);
    drawMarkers(p, sc, fonts);
    if (!legend.isNull())
        drawLegend(p, legend, fonts);
    p->restore();
    return layout;
}

} // namespace sb
