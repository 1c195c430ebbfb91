// SPDX-License-Identifier: GPL-3.0-or-later
// The why section's first sentences: each column against the first at every client count both ran.
#include "whyscales.h"

#include "scalingsentence.h"
#include "whyscalesmath.h"

namespace sb {

using namespace why;

// How far `key`'s ratio between `column` and `base` lies beyond the noise at the counts `xs`, at its furthest (log of
// the interval's nearer end; a side at 0 counts as 1000x); 0 where it does not, or where the metric is not one a
// sentence names.
double WhyScales::beyondNoise(
    const QString& key, const QString& base, const QString& column, const QList<double>& xs) const
{
    const ServerMetric& info = m_metricInfo.value(key);
    // Bytes_sent and Bytes_received count ScaleBench's own status and profile readings too (tens of KB per second, a
    // share per transaction that differs with throughput alone): tables and compare only. So do the network KB of
    // the cost per transaction, the datadir device's I/O (every process on that disk) and the run's sizes (memory,
    // data: a setting more than a cost): the cost tables show them.
    if (info.group == QLatin1String("wait_level") || info.group == QLatin1String("size")
        || key.startsWith(ServerMetrics::kStatusPrefix + QStringLiteral("Bytes_"))
        || key.startsWith(QLatin1String("net_kb_")) || key.startsWith(QLatin1String("device_")))
        return 0;
    double furthest = 0;
    for (double x : xs) {
        const Cell* a = cell(base, x);
        const Cell* b = cell(column, x);
        if (!a->metrics.contains(key) || !b->metrics.contains(key))
            continue;
        const QList<double>& av = a->metrics.value(key);
        const QList<double>& bv = b->metrics.value(key);
        const double ma = Statistics::mean(av);
        const double mb = Statistics::mean(bv);
        const double larger = std::max(ma, mb);
        if (!(larger > 0))
            continue;
        if (info.group == QLatin1String("status") || info.group == QLatin1String("host")
            || info.group == QLatin1String("cost")) {
            // ScaleBench's own readings (a SHOW GLOBAL STATUS per interval, the wait profile's queries)
            // count a temporary table, a scan and a few selects each: about 0.01 per transaction at 200
            // tx/s, different between columns by their throughput alone. Below one in 20 transactions on
            // both sides a counter is not named.
            if (larger < 0.05)
                continue;
        } else {
            // A time too small to matter: under 1% of the larger of the server's CPU and its table-level
            // waits per transaction (the time a transaction costs it), on both sides.
            double scale = 0;
            for (const QString& k :
                QStringList { QStringLiteral("cpu_us_per_tx"), kLevelPrefix + QStringLiteral("table") }) {
                scale
                    = std::max({ scale, Statistics::mean(a->metrics.value(k)), Statistics::mean(b->metrics.value(k)) });
            }
            if (larger < 0.01 * scale)
                continue;
        }
        if (info.group == QLatin1String("wait")) {
            const QString level = kLevelPrefix + info.level;
            const double whole
                = std::max(Statistics::mean(a->metrics.value(level)), Statistics::mean(b->metrics.value(level)));
            if (!(whole > 0) || larger < 0.05 * whole)
                continue;
        }
        constexpr double kFar = 6.9; // log(1000): a side at 0
        double beyond = 0;
        const double smaller = std::min(ma, mb);
        if (smaller <= 0) {
            // One side never saw it: beyond the noise unless the other side's interval reaches 0.
            const QList<double>& seen = ma > 0 ? av : bv;
            if (seen.size() < 2 || Statistics::mean(seen) > Statistics::confidenceHalfWidth(seen))
                beyond = kFar;
        } else {
            const Ratio r = ratioOf(av, bv);
            if (info.group == QLatin1String("cost") && !fiellerBeyondNoise(av, bv)) // as the cost table says
                continue;
            // The same count per second in both (background work, ScaleBench's own status readings: a SHOW
            // GLOBAL STATUS scans some 600 rows) differs per transaction by the throughput alone.
            if (info.group != QLatin1String("wait") && changed(r)
                && !changed(ratioOf(perSecond(a->tps, av), perSecond(b->tps, bv))))
                continue;
            if (changed(r)) {
                if (r.hasInterval())
                    beyond = r.low > 1 ? std::log(r.low) : -std::log(r.high);
                else
                    beyond = std::abs(std::log(r.value)) - std::log(1.5);
                beyond = std::max(beyond, 1e-6);
            }
        }
        furthest = std::max(furthest, std::min(beyond, kFar));
    }
    return furthest;
}

QStringList WhyScales::columnSentences() const
{
    QStringList list;
    if (m_columns.size() < 2)
        return list;
    const QString& base = m_columns.constFirst();
    for (int ci = 1; ci < m_columns.size(); ++ci) {
        const QString& column = m_columns.at(ci);
        QList<double> xs; // the client counts both columns ran
        for (double x : xValues(column)) {
            const Cell* a = cell(base, x);
            const Cell* b = cell(column, x);
            if (a && b && Statistics::mean(a->tps) > 0)
                xs << x;
        }
        if (xs.isEmpty())
            continue;
        bool repeated = false;
        QStringList throughput;
        for (double x : xs) {
            const Ratio r = ratioOf(cell(base, x)->tps, cell(column, x)->tps);
            QString t = QStringLiteral("%1x").arg(num(r.value, 2));
            if (r.hasInterval()) {
                repeated = true;
                t += QStringLiteral(" (%1–%2x)").arg(num(r.low, 2), num(r.high, 2));
            }
            throughput << t;
        }
        // Each metric's furthest distance beyond the noise over the client counts (log of the ratio's nearer end).
        struct Difference {
            QString key;
            double beyond = 0;
        };
        QList<Difference> differences;
        for (auto it = m_metricInfo.cbegin(); it != m_metricInfo.cend(); ++it) {
            if (const double furthest = beyondNoise(it.key(), base, column, xs); furthest > 0)
                differences << Difference { it.key(), furthest };
        }
        std::sort(differences.begin(), differences.end(), [](const Difference& x, const Difference& y) {
            return x.beyond != y.beyond ? x.beyond > y.beyond : x.key < y.key;
        });
        QStringList counts;
        for (double x : xs)
            counts << xText(x);
        auto listed = [](const QStringList& items) {
            if (items.size() <= 1)
                return items.value(0);
            return tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(tr(", ")), items.constLast());
        };
        QStringList parts;
        for (const Difference& d : std::as_const(differences)) {
            if (parts.size() >= kNamedDifferences)
                break;
            auto valuesOf = [&](const QString& c) {
                QStringList v;
                for (double x : xs) {
                    const Cell* cl = cell(c, x);
                    v << (cl->metrics.contains(d.key) ? valueText(d.key, Statistics::mean(cl->metrics.value(d.key)))
                                                      : QStringLiteral("-"));
                }
                QStringList distinct = v;
                distinct.removeDuplicates();
                return distinct.size() == 1 ? distinct.constFirst() : listed(v);
            };
            parts << tr("%1 per transaction %2 against %3").arg(metricLabel(d.key), valuesOf(column), valuesOf(base));
        }
        QString tail = tr("throughput %1").arg(listed(throughput));
        if (!repeated)
            tail += QStringLiteral(" (%1)").arg(ScalingSentence::oneRunEach());
        const QString at
            = xs.size() == 1 && xs.constFirst() == 1 ? tr("at 1 client") : tr("at %1 clients").arg(listed(counts));
        if (parts.isEmpty())
            list << tr("%1 against %2 %3: %4; no per-transaction metric differs between them beyond the noise.")
                        .arg(column, base, at, tail);
        else
            list << tr("%1 against %2 %3: %4; %5.").arg(column, base, at, parts.join(tr("; ")), tail);
    }
    return list;
}

} // namespace sb
