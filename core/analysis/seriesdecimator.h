// SPDX-License-Identifier: GPL-3.0-or-later
// Reduces a time series to what a plot can show: over [from, to] split into `buckets` equal columns (one per pixel
// column), each column keeps its lowest and its highest point in time order, so a spike of a single sample survives
// any reduction. A column with one or two points keeps them as they are: a range holding fewer points than columns
// comes back at full resolution. The last column also keeps its newest point, so a live line ends at the latest
// value. Points are added in increasing time, one at a time (a live run, O(1) each) or all
// at once; the nearest point outside the range on either side is kept too, so a zoomed line runs to the plot edges.
// Pure math (Qt Core only): the live charts, the Results page and the report's figures share it.
#pragma once

#include <QList>
#include <QPointF>
#include <optional>
#include <span>
#include <vector>

namespace sb {

class SeriesDecimator {
public:
    SeriesDecimator() = default;
    SeriesDecimator(double from, double to, int buckets);

    double from() const { return m_from; }
    double to() const { return m_to; }
    int bucketCount() const { return int(m_buckets.size()); }

    // x must not decrease from one call to the next (points with NaN y are skipped).
    void add(double x, double y);
    void add(std::span<const double> x, std::span<const double> y);
    void clear();

    // The reduced series: per non-empty column its minimum and maximum in time order, plus the edge points.
    QList<QPointF> points() const;
    // The reduction of the columns [first, end) only, without edge points; the index of the last column holding a
    // point (-1: none). A live chart redraws the columns that still change apart from those that no longer do.
    QList<QPointF> points(int first, int end) const;
    int lastFilled() const { return m_lastFilled; }
    std::optional<QPointF> before() const { return m_before; }
    std::optional<QPointF> after() const { return m_after; }
    // The largest value inside [from, to]; nullopt when no point is inside.
    std::optional<double> maximum() const;

    // One-shot reduction of a sorted series (x and y of equal length).
    static QList<QPointF> decimate(
        std::span<const double> x, std::span<const double> y, double from, double to, int buckets);

private:
    struct Bucket {
        QPointF low;
        QPointF high;
        int count = 0;
    };
    int bucketOf(double x) const;

    double m_from = 0;
    double m_to = 0;
    std::vector<Bucket> m_buckets;
    std::optional<QPointF> m_before; // the last point before m_from
    std::optional<QPointF> m_after; // the first point after m_to
    int m_lastFilled = -1;
    QPointF m_newest; // the newest point inside the range, in column m_lastFilled
};

} // namespace sb
