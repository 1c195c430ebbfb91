// SPDX-License-Identifier: GPL-3.0-or-later
// What one scaling figure shows, as plain values: series of points (and fitted curves), reference lines, marked
// points and the axis titles. ScalingFigures builds these from tables; FigurePainter draws them anywhere.
#pragma once

#include <QList>
#include <QMap>
#include <QPointF>
#include <QString>
#include <optional>

namespace sb {

struct FigureSeries {
    QString name;
    QList<QPointF> points; // measured values, drawn as markers (and joined by lines when showLine)
    QList<QPointF> curve; // a fitted curve in the series' colour, drawn without markers
    int colorIndex = 0; // into ChartPalette; -1 = the neutral reference grey, dashed
    bool showLine = true;
    bool showMarkers = true;
};

// A point worth a label, such as the USL optimum N*: a dashed drop line to the x axis and a short text.
struct FigureMarker {
    QPointF at;
    QString label;
    int colorIndex = 0;
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

    bool isEmpty() const
    {
        for (const FigureSeries& s : series) {
            if (!s.points.isEmpty() || !s.curve.isEmpty())
                return false;
        }
        return true;
    }
};

} // namespace sb
