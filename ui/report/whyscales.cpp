// SPDX-License-Identifier: GPL-3.0-or-later
#include "whyscales.h"

#include "scalingsentence.h"

#include "analysis/statistics.h"
#include "charts/chartpalette.h"

#include <QSet>
#include <algorithm>
#include <cmath>

namespace sb {

namespace {

    const QString kWaitPrefix = QStringLiteral("wait_us_per_tx:");
    const QString kLevelPrefix = QStringLiteral("wait_level_us_per_tx:");

    // A change from `a` to `b` (the runs of two cells): the ratio of the means and, with two runs or more on each
    // side, its 95% interval (delta method on the logarithm, Student t with the smaller side's degrees of freedom).
    struct Ratio {
        double value = std::nan("");
        double low = std::nan("");
        double high = std::nan("");
        bool hasInterval() const { return std::isfinite(low) && std::isfinite(high); }
        bool valid() const { return std::isfinite(value); }
    };

    Ratio ratioOf(const QList<double>& a, const QList<double>& b)
    {
        Ratio r;
        const double ma = Statistics::mean(a);
        const double mb = Statistics::mean(b);
        if (!(ma > 0) || !(mb >= 0))
            return r;
        r.value = mb / ma;
        if (a.size() >= 2 && b.size() >= 2 && mb > 0) {
            const double sa = Statistics::sampleStdDev(a);
            const double sb = Statistics::sampleStdDev(b);
            const double se = std::sqrt(sa * sa / (double(a.size()) * ma * ma) + sb * sb / (double(b.size()) * mb * mb));
            const double df = double(std::min(a.size(), b.size()) - 1);
            const double t = Statistics::studentTQuantile(0.975, df);
            r.low = r.value * std::exp(-t * se);
            r.high = r.value * std::exp(t * se);
        }
        return r;
    }

    // Beyond the noise: the interval excludes 1 and the change is at least 25%; without an interval, 1.5x or more.
    bool changed(const Ratio& r)
    {
        if (!r.valid())
            return false;
        if (r.hasInterval())
            return (r.low > 1 || r.high < 1) && (r.value >= 1.25 || r.value <= 0.8);
        return r.value >= 1.5 || r.value <= 1 / 1.5;
    }

    QString num(double v, int significant = 3)
    {
        if (!std::isfinite(v))
            return QStringLiteral("-");
        if (std::abs(v) >= std::pow(10.0, significant))
            return QString::number(v, 'f', 0);
        return QString::number(v, 'g', significant);
    }

    // A signed percentage change: "+40", "−95" (the minus sign, as in the report's other tables).
    QString signedPercent(double ratio)
    {
        const double p = 100 * (ratio - 1);
        const QString n = std::abs(p) >= 10 ? QString::number(std::abs(p), 'f', 0) : QString::number(std::abs(p), 'g', 2);
        return (p < 0 ? QStringLiteral("−") : QStringLiteral("+")) + n;
    }

    QString xText(double x)
    {
        return QString::number(x, 'g', 6);
    }

    // A cell's metric per second, run by run (its values per transaction times the runs' throughput); the means'
    // product when some run lacks the metric.
    QList<double> perSecond(const QList<double>& tps, const QList<double>& perTx)
    {
        if (tps.size() != perTx.size())
            return { Statistics::mean(tps) * Statistics::mean(perTx) };
        QList<double> v;
        for (qsizetype i = 0; i < tps.size(); ++i)
            v << tps.at(i) * perTx.at(i);
        return v;
    }

    // The metrics the steps within a column speak of as time per transaction.
    bool isTime(const QString& group)
    {
        return group == QLatin1String("cpu") || group == QLatin1String("wait") || group == QLatin1String("io");
    }

} // namespace

WhyScales::WhyScales(QList<ServerRun> runs, QStringList columns)
    : m_runs(std::move(runs))
    , m_columns(std::move(columns))
{
    for (const ServerRun& r : std::as_const(m_runs)) {
        if (!m_columns.contains(r.column))
            m_columns << r.column;
        Cell& c = m_cells[r.column][r.x];
        c.tps << r.tps;
        c.hasWaits = c.hasWaits || r.waitsReason.isEmpty();
        for (const ServerMetric& m : r.metrics) {
            c.metrics[m.key] << m.value;
            m_metricInfo.insert(m.key, m);
        }
    }
    // A wait (or a whole level) a run with a profile did not see took no time in it: 0, so that a wait appearing
    // counts as a change and a level without events reads 0, not "not measured".
    for (const QString& level : { QStringLiteral("table"), QStringLiteral("synch"), QStringLiteral("file"),
             QStringLiteral("socket") }) {
        const QString key = kLevelPrefix + level;
        if (!m_metricInfo.contains(key) && hasWaits())
            m_metricInfo.insert(key, ServerMetric { key, QStringLiteral("wait_level"), level, QStringLiteral("µs/tx"), 0 });
    }
    for (auto& byX : m_cells) {
        for (Cell& c : byX) {
            if (!c.hasWaits)
                continue;
            for (auto it = m_metricInfo.cbegin(); it != m_metricInfo.cend(); ++it) {
                const QString& g = it.value().group;
                if ((g == QLatin1String("wait") || g == QLatin1String("wait_level")) && !c.metrics.contains(it.key()))
                    c.metrics[it.key()] = QList<double>(c.tps.size(), 0.0);
            }
        }
    }
    QStringList present;
    for (const QString& c : std::as_const(m_columns)) {
        if (m_cells.contains(c))
            present << c;
    }
    m_columns = present;
}

bool WhyScales::isEmpty() const
{
    return m_metricInfo.isEmpty();
}

bool WhyScales::hasWaits() const
{
    for (const ServerRun& r : m_runs) {
        if (r.waitsReason.isEmpty())
            return true;
    }
    return false;
}

bool WhyScales::hasRepetitions() const
{
    for (const auto& byX : m_cells) {
        for (const Cell& c : byX) {
            if (c.tps.size() >= 2)
                return true;
        }
    }
    return false;
}

QList<double> WhyScales::xValues(const QString& column) const
{
    return m_cells.value(column).keys();
}

const WhyScales::Cell* WhyScales::cell(const QString& column, double x) const
{
    auto byX = m_cells.constFind(column);
    if (byX == m_cells.cend())
        return nullptr;
    auto c = byX->constFind(x);
    return c == byX->cend() ? nullptr : &*c;
}

QList<QString> WhyScales::topEvents(const QString& column, const QString& level, int count) const
{
    QHash<QString, double> largest;
    for (const Cell& c : m_cells.value(column)) {
        for (auto it = c.metrics.cbegin(); it != c.metrics.cend(); ++it) {
            const ServerMetric& info = m_metricInfo.value(it.key());
            if (info.group != QLatin1String("wait") || (!level.isEmpty() && info.level != level))
                continue;
            largest[it.key()] = std::max(largest.value(it.key()), Statistics::mean(it.value()));
        }
    }
    QList<QString> keys = largest.keys();
    std::sort(keys.begin(), keys.end(), [&](const QString& a, const QString& b) {
        return largest.value(a) != largest.value(b) ? largest.value(a) > largest.value(b) : a < b;
    });
    QList<QString> top;
    for (const QString& k : keys) {
        if (top.size() >= count || !(largest.value(k) > 0))
            break;
        top << k;
    }
    return top;
}

QString WhyScales::metricLabel(const QString& key) const
{
    if (key == QLatin1String("cpu_us_per_tx"))
        return tr("server CPU (all its threads)");
    if (key == QLatin1String("file_io_us_per_tx"))
        return tr("file I/O (all server threads)");
    if (key.startsWith(kLevelPrefix))
        return tr("%1 waits, all events").arg(key.mid(kLevelPrefix.size()));
    if (key.startsWith(kWaitPrefix))
        return key.mid(kWaitPrefix.size());
    if (key == ServerMetrics::kStatusPrefix + QStringLiteral("Innodb_data_fsyncs"))
        return tr("fsyncs (Innodb_data_fsyncs)");
    if (key == ServerMetrics::kStatusPrefix + QStringLiteral("Innodb_os_log_written"))
        return tr("redo bytes (Innodb_os_log_written)");
    if (key.startsWith(ServerMetrics::kStatusPrefix))
        return key.mid(ServerMetrics::kStatusPrefix.size());
    if (key == QLatin1String("cswitch_per_tx"))
        return tr("server context switches");
    if (key == QLatin1String("migrations_per_tx"))
        return tr("server CPU migrations");
    return key;
}

QString WhyScales::unitOf(const QString& key) const
{
    const QString unit = m_metricInfo.value(key).unit;
    return unit.isEmpty() ? QStringLiteral("µs/tx") : unit;
}

bool WhyScales::changedAlikeElsewhere(const QString& column, double xa, double xb, const QString& key, bool grew) const
{
    int others = 0;
    for (const QString& other : m_columns) {
        if (other == column)
            continue;
        const Cell* a = cell(other, xa);
        const Cell* b = cell(other, xb);
        if (!a || !b)
            continue;
        ++others;
        const Ratio r = ratioOf(a->metrics.value(key), b->metrics.value(key));
        if (!changed(r) || (r.value >= 1) != grew)
            return false;
    }
    return others > 0;
}

QString WhyScales::valueText(const QString& key, double v) const
{
    QString n;
    if (!std::isfinite(v))
        n = QStringLiteral("-");
    else if (v == 0)
        n = QStringLiteral("0");
    else if (std::abs(v) >= 100)
        n = QString::number(v, 'f', 0);
    else if (std::abs(v) >= 10)
        n = QString::number(v, 'f', 1);
    else if (std::abs(v) >= 0.1)
        n = QString::number(v, 'f', 2);
    else
        n = QString::number(v, 'g', 2);
    const QString unit = unitOf(key);
    if (unit == QStringLiteral("µs/tx"))
        return n + QStringLiteral(" µs");
    if (unit == QStringLiteral("B/tx"))
        return n + QStringLiteral(" B");
    return n;
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
            const ServerMetric& info = it.value();
            // Bytes_sent and Bytes_received count ScaleBench's own status and profile readings too (tens of KB
            // per second, a share per transaction that differs with throughput alone): tables and compare only.
            if (info.group == QLatin1String("wait_level") || it.key().startsWith(ServerMetrics::kStatusPrefix + QStringLiteral("Bytes_")))
                continue;
            double furthest = 0;
            for (double x : xs) {
                const Cell* a = cell(base, x);
                const Cell* b = cell(column, x);
                if (!a->metrics.contains(it.key()) || !b->metrics.contains(it.key()))
                    continue;
                const QList<double>& av = a->metrics.value(it.key());
                const QList<double>& bv = b->metrics.value(it.key());
                const double ma = Statistics::mean(av);
                const double mb = Statistics::mean(bv);
                const double larger = std::max(ma, mb);
                if (!(larger > 0))
                    continue;
                if (info.group == QLatin1String("status") || info.group == QLatin1String("host")) {
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
                    for (const QString& k : QStringList { QStringLiteral("cpu_us_per_tx"), kLevelPrefix + QStringLiteral("table") }) {
                        scale = std::max({ scale, Statistics::mean(a->metrics.value(k)), Statistics::mean(b->metrics.value(k)) });
                    }
                    if (larger < 0.01 * scale)
                        continue;
                }
                if (info.group == QLatin1String("wait")) {
                    const QString level = kLevelPrefix + info.level;
                    const double whole = std::max(Statistics::mean(a->metrics.value(level)),
                        Statistics::mean(b->metrics.value(level)));
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
                    // The same count per second in both (background work, ScaleBench's own status readings: a SHOW
                    // GLOBAL STATUS scans some 600 rows) differs per transaction by the throughput alone.
                    if (info.group != QLatin1String("wait") && changed(r) && !changed(ratioOf(perSecond(a->tps, av), perSecond(b->tps, bv))))
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
            if (furthest > 0)
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
        const QString at = xs.size() == 1 && xs.constFirst() == 1 ? tr("at 1 client")
                                                                 : tr("at %1 clients").arg(listed(counts));
        if (parts.isEmpty())
            list << tr("%1 against %2 %3: %4; no per-transaction metric differs between them beyond the noise.")
                        .arg(column, base, at, tail);
        else
            list << tr("%1 against %2 %3: %4; %5.").arg(column, base, at, parts.join(tr("; ")), tail);
    }
    return list;
}

QStringList WhyScales::sentences() const
{
    QStringList list = columnSentences();
    for (const QString& column : m_columns) {
        const QList<double> xs = xValues(column);
        // Each step's sentence parts; a column where no step changed any wait or the CPU is one sentence.
        struct Step {
            QString from, to, throughput, change;
            QStringList parts;
        };
        QList<Step> steps;
        for (int i = 0; i + 1 < xs.size(); ++i) {
            const Cell* a = cell(column, xs.at(i));
            const Cell* b = cell(column, xs.at(i + 1));
            if (!a || !b)
                continue;
            const Ratio tps = ratioOf(a->tps, b->tps);
            if (!tps.valid())
                continue;
            QString throughput = tps.value >= 1 ? tr("throughput rises %1%").arg(num(100 * (tps.value - 1), 2))
                                                : tr("throughput falls %1%").arg(num(100 * (1 - tps.value), 2));
            QString change = signedPercent(tps.value) + QLatin1Char('%');
            if (tps.hasInterval())
                change += QStringLiteral(" (%1% to %2%)").arg(signedPercent(tps.low), signedPercent(tps.high));
            if (tps.hasInterval()) {
                // The interval of the change, signed: it may hold both a fall and a rise.
                if ((tps.value >= 1) == (tps.low >= 1) && (tps.value >= 1) == (tps.high >= 1)) {
                    const double lo = 100 * (tps.value >= 1 ? tps.low - 1 : 1 - tps.high);
                    const double hi = 100 * (tps.value >= 1 ? tps.high - 1 : 1 - tps.low);
                    throughput += QStringLiteral(" (%1–%2%)").arg(num(lo, 2), num(hi, 2));
                } else {
                    throughput += QLatin1Char(' ')
                        + tr("(%1% to %2%: not told apart from no change)").arg(signedPercent(tps.low), signedPercent(tps.high));
                }
            } else {
                throughput += QStringLiteral(" (%1)").arg(ScalingSentence::oneRunEach());
            }
            // What changed: every metric but the level totals, a wait only where it is a visible part of its level.
            struct Change {
                QString key;
                Ratio ratio;
                double delta;
            };
            QList<Change> changes;
            bool compared = false;
            for (auto it = b->metrics.cbegin(); it != b->metrics.cend(); ++it) {
                const ServerMetric& info = m_metricInfo.value(it.key());
                if (!isTime(info.group) || !a->metrics.contains(it.key()))
                    continue;
                compared = true;
                const QList<double>& av = a->metrics.value(it.key());
                const QList<double>& bv = it.value();
                const Ratio r = ratioOf(av, bv);
                if (!changed(r))
                    continue;
                // Moved alike in every other column: it tells nothing about this one (the columns compare above).
                if (changedAlikeElsewhere(column, xs.at(i), xs.at(i + 1), it.key(), r.value >= 1))
                    continue;
                if (info.group == QLatin1String("wait")) {
                    const QString level = kLevelPrefix + info.level;
                    const double part = std::max(Statistics::mean(av), Statistics::mean(bv));
                    const double whole = std::max(Statistics::mean(a->metrics.value(level)),
                        Statistics::mean(b->metrics.value(level)));
                    if (!(whole > 0) || part < 0.05 * whole)
                        continue;
                }
                changes << Change { it.key(), r, std::abs(Statistics::mean(bv) - Statistics::mean(av)) };
            }
            if (!compared)
                continue;
            std::sort(changes.begin(), changes.end(), [](const Change& x, const Change& y) { return x.delta > y.delta; });
            QStringList parts;
            for (const Change& c : changes) {
                if (parts.size() >= 2)
                    break;
                QString factor = QStringLiteral("%1x").arg(num(c.ratio.value, 2));
                if (c.ratio.hasInterval())
                    factor += QStringLiteral(" (%1–%2x)").arg(num(c.ratio.low, 2), num(c.ratio.high, 2));
                if (c.ratio.value == 0)
                    parts << tr("%1 time per transaction falls to 0").arg(metricLabel(c.key));
                else
                    parts << (c.ratio.value >= 1 ? tr("%1 time per transaction grows %2")
                                                 : tr("%1 time per transaction shrinks to %2"))
                                 .arg(metricLabel(c.key), factor);
            }
            steps << Step { xText(xs.at(i)), xText(xs.at(i + 1)), throughput, change, parts };
        }
        const bool nothingChanged
            = std::all_of(steps.cbegin(), steps.cend(), [](const Step& step) { return step.parts.isEmpty(); });
        if (steps.size() >= 2 && nothingChanged) {
            QStringList changes;
            for (const Step& step : std::as_const(steps))
                changes << tr("%1 to %2: %3").arg(step.from, step.to, step.change);
            QString all = changes.join(tr(", "));
            if (!hasRepetitions())
                all += QStringLiteral(" (%1)").arg(ScalingSentence::oneRunEach());
            list << tr("%1: from %2 to %3 clients no wait's or the CPU's time per transaction changed beyond the noise "
                       "at any step; throughput changed by %4.")
                        .arg(column, steps.constFirst().from, steps.constLast().to, all);
            continue;
        }
        for (const Step& step : std::as_const(steps)) {
            if (step.parts.isEmpty())
                list << tr("%1: from %2 to %3 clients %4; no wait's or the CPU's time per transaction changed beyond "
                           "the noise.")
                            .arg(column, step.from, step.to, step.throughput);
            else
                list << tr("%1: from %2 to %3 clients %4 while %5.")
                            .arg(column, step.from, step.to, step.throughput, step.parts.join(tr(" and ")));
        }
    }
    if (!list.isEmpty() && !hasRepetitions())
        list << tr("Each client count was measured once: these changes have no interval, and only those of 1.5x or "
                   "more are named. Repeat the runs (repetitions in the plan) for intervals.");
    return list;
}

QList<ScalingReport::Table> WhyScales::tables(const QString& xLabel) const
{
    QList<ScalingReport::Table> list;
    for (const QString& column : m_columns) {
        const QList<double> xs = xValues(column);
        ScalingReport::Table t;
        t.title = tr("%1: the server's time and counts per transaction by %2. Synch and file waits happen inside the "
                     "table-level waits of the same connections, so the levels are not added up; CPU and file I/O "
                     "count every server thread, the status counters (1/tx, B/tx) the whole server.")
                      .arg(column, xLabel);
        t.header = QStringList { tr("metric"), tr("level"), tr("unit") };
        for (double x : xs)
            t.header << xText(x);
        auto row = [&](const QString& label, const QString& level, const QString& unit, auto valuesAt) {
            QStringList cells { label, level, unit };
            for (double x : xs) {
                const Cell* c = cell(column, x);
                const QList<double> v = c ? valuesAt(*c) : QList<double>();
                if (v.isEmpty()) {
                    cells << QStringLiteral("-");
                    continue;
                }
                QString text = num(Statistics::mean(v));
                if (v.size() >= 2)
                    text += QStringLiteral(" ± ") + num(Statistics::confidenceHalfWidth(v), 2);
                cells << text;
            }
            t.rows << cells;
        };
        row(tr("throughput"), QString(), tr("tx/s"), [](const Cell& c) { return c.tps; });
        QStringList keys;
        if (m_metricInfo.contains(QStringLiteral("cpu_us_per_tx")))
            keys << QStringLiteral("cpu_us_per_tx");
        for (const QString& level : { QStringLiteral("table"), QStringLiteral("synch"), QStringLiteral("file"),
                 QStringLiteral("socket") }) {
            if (m_metricInfo.contains(kLevelPrefix + level))
                keys << kLevelPrefix + level;
        }
        keys << topEvents(column, QString(), kTableEvents);
        if (m_metricInfo.contains(QStringLiteral("file_io_us_per_tx")))
            keys << QStringLiteral("file_io_us_per_tx");
        QStringList others; // metrics other collectors add (context switches, IPC): after the waits
        for (auto it = m_metricInfo.cbegin(); it != m_metricInfo.cend(); ++it) {
            const QString g = it.value().group;
            if (g != QLatin1String("wait") && g != QLatin1String("wait_level") && !keys.contains(it.key()))
                others << it.key();
        }
        std::sort(others.begin(), others.end());
        keys << others;
        for (const QString& key : std::as_const(keys))
            row(metricLabel(key), m_metricInfo.value(key).level, unitOf(key),
                [&key](const Cell& c) { return c.metrics.value(key); });
        t.rightAligned = QList<bool>(t.header.size(), true);
        t.rightAligned[0] = t.rightAligned[1] = t.rightAligned[2] = false;
        list << t;
    }
    return list;
}

FigureData WhyScales::figure() const
{
    FigureData f;
    f.xTitle = tr("Concurrent clients, by column");
    f.yTitle = tr("Synch waits per transaction (µs)");
    // The synch events that are largest anywhere, the same colours in every column.
    QHash<QString, double> largest;
    for (const QString& column : m_columns) {
        for (const QString& k : topEvents(column, QStringLiteral("synch"), kStackedEvents)) {
            for (const Cell& c : m_cells.value(column))
                largest[k] = std::max(largest.value(k), Statistics::mean(c.metrics.value(k)));
        }
    }
    QStringList events = largest.keys();
    std::sort(events.begin(), events.end(), [&](const QString& a, const QString& b) {
        return largest.value(a) != largest.value(b) ? largest.value(a) > largest.value(b) : a < b;
    });
    events = events.mid(0, kStackedEvents);
    const QString level = kLevelPrefix + QStringLiteral("synch");
    double x0 = 0;
    for (int ci = 0; ci < m_columns.size(); ++ci) {
        const QString& column = m_columns.at(ci);
        const QList<double> xs = xValues(column);
        QList<double> below(xs.size(), 0.0);
        auto add = [&](const QString& name, int color, auto valueAt) {
            FigureSeries s;
            s.name = ci == 0 ? name : QString(); // one legend entry per event
            s.colorIndex = color;
            s.showMarkers = true;
            for (int k = 0; k < xs.size(); ++k) {
                const Cell* c = cell(column, xs.at(k));
                const double v = c && c->hasWaits ? std::max(0.0, valueAt(*c)) : 0.0;
                const double x = x0 + k;
                s.bandLow << QPointF(x, below.at(k));
                below[k] += v;
                s.bandHigh << QPointF(x, below.at(k));
                s.points << QPointF(x, below.at(k));
            }
            f.series << s;
        };
        for (int e = 0; e < events.size(); ++e)
            add(metricLabel(events.at(e)), e,
                [&](const Cell& c) { return Statistics::mean(c.metrics.value(events.at(e))); });
        add(tr("other synch waits"), 5, [&](const Cell& c) {
            double rest = c.metrics.contains(level) ? Statistics::mean(c.metrics.value(level)) : 0.0;
            for (const QString& e : events)
                rest -= Statistics::mean(c.metrics.value(e));
            return rest;
        });
        for (int k = 0; k < xs.size(); ++k)
            f.xCategories.insert(x0 + k, k == 0 ? QStringLiteral("%1: %2").arg(column, xText(xs.at(k))) : xText(xs.at(k)));
        x0 += xs.size() + 1;
    }
    return f;
}

QString WhyScales::missingInstrumentText(const QString& event, const QString& reason)
{
    if (reason == QLatin1String("mariadb_no_redo_log_instrument"))
        return tr("This server has no %1: MariaDB 10.8 and later do not instrument redo-log I/O, so the file I/O "
                  "rows leave out the redo log's writes and fsyncs (not 0: not measured); see Innodb_data_fsyncs and "
                  "Innodb_os_log_written per transaction.")
            .arg(event);
    return tr("This server has no %1: its time is not measured (not 0).").arg(event);
}

QString WhyScales::unavailableText(const QString& reason)
{
    if (reason == QLatin1String("performance_schema_off"))
        return tr("performance_schema was OFF: start the server with performance_schema=ON and "
                  "performance-schema-instrument='wait/%=ON' (the sandbox: sandbox start --performance-schema, or "
                  "\"performance_schema\": true in a plan's sandbox).");
    if (reason == QLatin1String("no_access"))
        return tr("the benchmark user may not read performance_schema (GRANT SELECT ON performance_schema.*).");
    if (reason == QLatin1String("not_answering"))
        return tr("the server did not answer the profile's queries at the end of the run.");
    if (reason == QLatin1String("load_processes"))
        return tr("a run of several load processes keeps no wait profile.");
    return tr("the run was stored before ScaleBench kept wait profiles.");
}

QStringList WhyScales::unavailableNotes() const
{
    QMap<QString, int> reasons;
    for (const ServerRun& r : m_runs) {
        if (!r.waitsReason.isEmpty())
            ++reasons[r.waitsReason];
    }
    QStringList notes;
    for (auto it = reasons.cbegin(); it != reasons.cend(); ++it)
        notes << tr("No wait profile in %n run(s): %1", nullptr, it.value()).arg(unavailableText(it.key()));
    QMap<QString, QString> missing; // event -> reason, once each
    for (const ServerRun& r : m_runs) {
        for (auto it = r.missingInstruments.cbegin(); r.waitsReason.isEmpty() && it != r.missingInstruments.cend(); ++it)
            missing.insert(it.key(), it.value());
    }
    for (auto it = missing.cbegin(); it != missing.cend(); ++it)
        notes << missingInstrumentText(it.key(), it.value());
    return notes;
}

} // namespace sb
