// SPDX-License-Identifier: GPL-3.0-or-later
// What one scaling figure shows, as plain values: series of points (and fitted curves), reference lines, marked
// points and the axis titles. ScalingFigures builds these from tables; FigurePainter draws them anywhere.
#pragma once

#include <QList>
#include <QMap>
#include <QPointF>
#include <QString>
#include <limits>
#include <optional>

namespace sb {

// The interval of one point's y (a speedup's or a difference's 95% interval): a vertical whisker with end caps; an
// infinite end reaches the plot's edge and stays open.
struct FigureErrorBar {
    double x = 0;
    double low = 0;
    double high = 0;
    // The interval reached below what the value can be (a throughput or a ratio below 0, a difference below -100%):
    // the bar ends there, drawn with two slanted strokes instead of a cap, and the legend says so.
    bool lowClipped = false;
};

struct FigureSeries {
    QString name;
    QList<QPointF> points; // measured values, drawn as markers (and joined by lines when showLine)
    QList<QPointF> curve; // a fitted curve in the series' colour, drawn without markers
    // A confidence band around the curve (lower and upper bounds at the same x), shaded in the series' colour.
    QList<QPointF> bandLow;
    QList<QPointF> bandHigh;
    QList<FigureErrorBar> errorBars; // in the series' colour, under its markers
    QList<QList<QPointF>> extrapolation; // pieces of the fitted curve beyond the measured range (when asked): dashed
    int colorIndex = 0; // into ChartPalette; -1 = the neutral reference grey, dashed
    bool showLine = true;
    bool showMarkers = true;
    // A dense series over time (two points per pixel column): a thinner line, so that neighbouring columns' minima
    // and maxima stay lines instead of merging into a band.
    double lineWidthScale = 1;
    // A legend entry that says what the error bars are: a whisker as its sample, nothing drawn in the plot.
    bool legendWhisker = false;
};

// A point worth a label, such as the USL optimum N*: a dashed drop line to the x axis and a short text.
struct FigureMarker {
    QPointF at;
    QString label;
    int colorIndex = 0;
    // The interval of the marked x (N*'s 95% interval): a horizontal bar through the point; an end beyond the axis
    // stays open.
    double xLow = std::numeric_limits<double>::quiet_NaN();
    double xHigh = std::numeric_limits<double>::quiet_NaN();
};

struct FigureData {
    QString title; // empty in figures meant for a paper, where the caption names the figure
    QString xTitle; // with its unit, "Concurrent clients"
    QString yTitle; // with its unit, "Throughput (queries/s)"
    QList<FigureSeries> series;
    QList<FigureMarker> markers;
    std::optional<double> horizontalLine; // 0 % or a speedup of 1
    bool logX = false; // base 2: concurrency doubles from one measured level to the next
    bool yFromZero = true;
    QMap<double, QString> xCategories; // when x is a configuration rather than a number: the tick labels
    bool xIntegers = false; // x counts clients or cores: ticks on whole numbers only (never "0.5 clients")
    bool xTime = false; // x is seconds since a run's start: ticks on the clock's steps, labelled s, m:ss or h:mm

    bool isEmpty() const
    {
        for (const FigureSeries& s : series) {
            if (!s.points.isEmpty() || !s.curve.isEmpty() || !s.bandHigh.isEmpty())
                return false;
        }
        return true;
    }
};

} // namespace sb
