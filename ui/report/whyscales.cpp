// SPDX-License-Identifier: GPL-3.0-or-later
#include "whyscales.h"
#include "reportnumbers.h"

#include "costtables.h"

#include "scalingsentence.h"
#include "whyscalesmath.h"

#include "analysis/statistics.h"
#include "charts/chartpalette.h"
#include "export/tablewriter.h"

#include <QSet>
#include <algorithm>
#include <cmath>

namespace sb {

using namespace why;


WhyScales::WhyScales(QList<ServerRun> runs, QStringList columns)
    : m_runs(std::move(runs))
    , m_columns(std::move(columns))
{
    for (const ServerRun& r : std::as_const(m_runs)) {
        for (const ServerMetric& m : r.metrics)
            m_metricInfo.insert(m.key, m);
    }
    if (!m_runs.isEmpty()) {
        const auto [fewest, most] = std::minmax_element(m_runs.cbegin(), m_runs.cend(),
            [](const ServerRun& a, const ServerRun& b) { return a.loadProcesses < b.loadProcesses; });
        m_fewestLoadProcesses = fewest->loadProcesses;
        m_mostLoadProcesses = most->loadProcesses;
    }
    // A wait (or a whole level) a run with a profile did not see took no time in it: 0 for that run, so that a wait
    // appearing counts as a change and a level without events reads 0, not "not measured", and a repetition that
    // saw none counts in its cell's mean and interval.
    for (const QString& level : { QStringLiteral("table"), QStringLiteral("synch"), QStringLiteral("file"),
             QStringLiteral("socket") }) {
        const QString key = kLevelPrefix + level;
        if (!m_metricInfo.contains(key) && hasWaits())
            m_metricInfo.insert(key, ServerMetric { key, QStringLiteral("wait_level"), level, QStringLiteral("µs/tx"), 0 });
    }
    for (const ServerRun& r : std::as_const(m_runs)) {
        if (!m_columns.contains(r.column))
            m_columns << r.column;
        Cell& c = m_cells[r.column][r.x];
        c.tps << r.tps;
        c.hasWaits = c.hasWaits || r.waitsReason.isEmpty();
        QSet<QString> seen;
        for (const ServerMetric& m : r.metrics) {
            c.metrics[m.key] << m.value;
            seen.insert(m.key);
        }
        if (!r.waitsReason.isEmpty())
            continue;
        for (auto it = m_metricInfo.cbegin(); it != m_metricInfo.cend(); ++it) {
            const QString& g = it.value().group;
            if ((g == QLatin1String("wait") || g == QLatin1String("wait_level")) && !seen.contains(it.key()))
                c.metrics[it.key()] << 0.0;
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

// A cell's throughput as the measurements table writes it: its decimals (TableWriter::decimalsFor) from the largest
// mean, "39 ± 2" beside "1557 ± 140", not three significant digits ("39.3 ± 2.1").
QString WhyScales::throughputText(const Cell* c) const
{
    if (!c || c->tps.isEmpty())
        return QStringLiteral("-");
    double largest = 0;
    for (const QMap<double, Cell>& column : m_cells) {
        for (const Cell& other : column) {
            if (!other.tps.isEmpty())
                largest = std::max(largest, std::abs(Statistics::mean(other.tps)));
        }
    }
    const int decimals = TableWriter::decimalsFor(largest);
    QString text = ReportNumbers::table(Statistics::mean(c->tps), decimals);
    if (c->tps.size() >= 2)
        text += QStringLiteral(" ± ") + ReportNumbers::table(Statistics::confidenceHalfWidth(c->tps), decimals);
    return text;
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
    return CostTables::label(key, m_fewestLoadProcesses, m_mostLoadProcesses); // the cost's, or the key itself

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
        n = ReportNumbers::number(v, 'f', 0);
    else if (std::abs(v) >= 10)
        n = ReportNumbers::number(v, 'f', 1);
    else if (std::abs(v) >= 0.1)
        n = ReportNumbers::number(v, 'f', 2);
    else
        n = ReportNumbers::number(v, 'g', 2);
    const QString unit = unitOf(key);
    if (unit == QStringLiteral("µs/tx"))
        return n + QStringLiteral(" µs");
    if (unit == QStringLiteral("B/tx"))
        return n + QStringLiteral(" B");
    if (unit == QStringLiteral("KB/tx") || unit == QStringLiteral("MB"))
        return n + QLatin1Char(' ') + unit.left(2);
    return n;
}

// What changed from `xa` to `xb` in `column`: the two times per transaction (or costs: KB read, disk reads) that
// changed most beyond the noise and not alike in every other column; a wait only where it is a visible part of its
// level. *compared: some metric was there on both sides.
QStringList WhyScales::stepParts(const QString& column, double xa, double xb, bool* compared) const
{
    const Cell* a = cell(column, xa);
    const Cell* b = cell(column, xb);
    // What changed: every metric but the level totals, a wait only where it is a visible part of its level.
    struct Change {
        QString key;
        Ratio ratio;
        double delta;
    };
    QList<Change> changes;
    for (auto it = b->metrics.cbegin(); it != b->metrics.cend(); ++it) {
        const ServerMetric& info = m_metricInfo.value(it.key());
        if (!(isTime(info.group) || isNamedCost(it.key(), info.group)) || !a->metrics.contains(it.key()))
            continue;
        *compared = true;
        const QList<double>& av = a->metrics.value(it.key());
        const QList<double>& bv = it.value();
        const Ratio r = ratioOf(av, bv);
        if (!changed(r))
            continue;
        // Moved alike in every other column: it tells nothing about this one (the columns compare above).
        if (changedAlikeElsewhere(column, xa, xb, it.key(), r.value >= 1))
            continue;
        if (info.group == QLatin1String("cost") && !fiellerBeyondNoise(av, bv)) // as the cost tables bound it
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
    // The times by how much they changed; of the costs (other units) the one whose ratio moved furthest, after them.
    std::sort(changes.begin(), changes.end(), [this](const Change& x, const Change& y) {
        const bool xc = m_metricInfo.value(x.key).group == QLatin1String("cost");
        const bool yc = m_metricInfo.value(y.key).group == QLatin1String("cost");
        if (xc != yc)
            return yc;
        return xc ? std::abs(std::log(x.ratio.value)) > std::abs(std::log(y.ratio.value)) : x.delta > y.delta;
    });
    QStringList parts;
    int times = 0;
    bool cost = false;
    for (const Change& c : changes) {
        const bool isCost = m_metricInfo.value(c.key).group == QLatin1String("cost");
        if ((isCost && cost) || (!isCost && times >= 2))
            continue;
        if (isCost)
            cost = true;
        else
            ++times;
        QString factor = QStringLiteral("%1x").arg(num(c.ratio.value, 2));
        if (c.ratio.hasInterval())
            factor += QStringLiteral(" (%1–%2x)").arg(num(c.ratio.low, 2), num(c.ratio.high, 2));
        if (isCost)
            parts << costChange(c.key, c.ratio.value, factor);
        else if (c.ratio.value == 0)
            parts << tr("%1 time per transaction falls to 0").arg(metricLabel(c.key));
        else
            parts << (c.ratio.value >= 1 ? tr("%1 time per transaction grows %2")
                                         : tr("%1 time per transaction shrinks to %2"))
                         .arg(metricLabel(c.key), factor);
    }
    return parts;
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
            bool compared = false;
            const QStringList parts = stepParts(column, xs.at(i), xs.at(i + 1), &compared);
            if (!compared)
                continue;
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
                cells << (v.size() >= 2
                        ? ReportNumbers::withInterval(Statistics::mean(v), Statistics::confidenceHalfWidth(v))
                        : num(Statistics::mean(v)));
            }
            t.rows << cells;
        };
        t.rows << QStringList { tr("throughput"), QString(), tr("tx/s") };
        for (double x : xs)
            t.rows.last() << throughputText(cell(column, x));
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
            // The cost per transaction and the run's sizes have tables of their own (CostTables).
            if (g != QLatin1String("wait") && g != QLatin1String("wait_level") && g != QLatin1String("cost")
                && g != QLatin1String("size") && !keys.contains(it.key()))
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
        return tr("the run was made by several load processes and stored before ScaleBench read their wait profile.");
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
