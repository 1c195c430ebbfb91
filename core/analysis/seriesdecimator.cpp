// SPDX-License-Identifier: GPL-3.0-or-later
#include "seriesdecimator.h"

#include <algorithm>
#include <cmath>

namespace sb {

SeriesDecimator::SeriesDecimator(double from, double to, int buckets)
    : m_from(from)
    , m_to(std::max(to, from))
    , m_buckets(std::size_t(std::max(buckets, 1)))
{
}

int SeriesDecimator::bucketOf(double x) const
{
    const double width = m_to - m_from;
    if (width <= 0)
        return 0;
    const int last = int(m_buckets.size()) - 1;
    return std::clamp(int(std::floor((x - m_from) / width * double(m_buckets.size()))), 0, last);
}

void SeriesDecimator::add(double x, double y)
{
    if (std::isnan(y) || std::isnan(x))
        return;
    const QPointF point(x, y);
    if (x < m_from) {
        m_before = point;
        return;
    }
    if (x > m_to) {
        if (!m_after)
            m_after = point;
        return;
    }
    const int index = bucketOf(x);
    m_lastFilled = std::max(m_lastFilled, index);
    m_newest = point;
    Bucket& bucket = m_buckets[std::size_t(index)];
    if (bucket.count == 0) {
        bucket.low = bucket.high = point;
    } else if (y < bucket.low.y()) {
        bucket.low = point;
    } else if (y > bucket.high.y()) {
        bucket.high = point;
    } else if (bucket.count == 1) {
        // two equal values: keep both times so that a flat column of two points stays two points
        bucket.high = point;
    }
    ++bucket.count;
}

void SeriesDecimator::add(std::span<const double> x, std::span<const double> y)
{
    const std::size_t n = std::min(x.size(), y.size());
    // Only the points in range and their two neighbours matter: skip the rest by binary search.
    const auto begin = std::lower_bound(x.begin(), x.begin() + std::ptrdiff_t(n), m_from);
    const auto end = std::upper_bound(begin, x.begin() + std::ptrdiff_t(n), m_to);
    std::size_t first = std::size_t(begin - x.begin());
    std::size_t last = std::size_t(end - x.begin());
    if (first > 0)
        --first;
    if (last < n)
        ++last;
    for (std::size_t i = first; i < last; ++i)
        add(x[i], y[i]);
}

void SeriesDecimator::clear()
{
    std::fill(m_buckets.begin(), m_buckets.end(), Bucket());
    m_before.reset();
    m_after.reset();
    m_lastFilled = -1;
}

QList<QPointF> SeriesDecimator::points() const
{
    QList<QPointF> result;
    if (m_before)
        result.append(*m_before);
    result.append(points(0, bucketCount()));
    if (m_after)
        result.append(*m_after);
    return result;
}

QList<QPointF> SeriesDecimator::points(int first, int end) const
{
    first = std::clamp(first, 0, bucketCount());
    end = std::clamp(end, first, bucketCount());
    QList<QPointF> result;
    result.reserve(qsizetype(end - first) * 2);
    for (int i = first; i < end; ++i) {
        const Bucket& bucket = m_buckets[std::size_t(i)];
        if (bucket.count == 0)
            continue;
        const bool lowFirst = bucket.low.x() <= bucket.high.x();
        result.append(lowFirst ? bucket.low : bucket.high);
        if (bucket.count > 1)
            result.append(lowFirst ? bucket.high : bucket.low);
        if (i == m_lastFilled && bucket.count > 2 && result.constLast() != m_newest)
            result.append(m_newest);
    }
    return result;
}

std::optional<double> SeriesDecimator::maximum() const
{
    std::optional<double> result;
    for (const Bucket& bucket : m_buckets) {
        if (bucket.count > 0)
            result = std::max(result.value_or(bucket.high.y()), bucket.high.y());
    }
    return result;
}

QList<QPointF> SeriesDecimator::decimate(
    std::span<const double> x, std::span<const double> y, double from, double to, int buckets)
{
    SeriesDecimator decimator(from, to, buckets);
    decimator.add(x, y);
    return decimator.points();
}

} // namespace sb
