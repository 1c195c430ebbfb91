// SPDX-License-Identifier: GPL-3.0-or-later
#include "servercpusection.h"

#include "axiswords.h"
#include "reportnumbers.h"

#include "analysis/statistics.h"
#include "charts/flamegraph.h"
#include "collectors/hostcounters.h"
#include "htmlreport.h"
#include "store/resultstore.h"

#include <QJsonObject>
#include <algorithm>
#include <cmath>

namespace sb {

namespace {

    QString esc(const QString& s)
    {
        return s.toHtmlEscaped();
    }

    QString tableHtml(const QStringList& header, const QList<QStringList>& rows)
    {
        QString h = QStringLiteral("<table class=\"data\" border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n<thead><tr>");
        for (int i = 0; i < header.size(); ++i)
            h += QStringLiteral("<th%1>%2</th>").arg(i > 0 ? QStringLiteral(" align=\"right\"") : QString(), esc(header.at(i)));
        h += QStringLiteral("</tr></thead>\n<tbody>\n");
        for (const QStringList& row : rows) {
            h += QStringLiteral("<tr>");
            for (int i = 0; i < row.size(); ++i)
                h += QStringLiteral("<td%1>%2</td>")
                         .arg(i > 0 ? QStringLiteral(" align=\"right\" class=\"num\"") : QString(), esc(row.at(i)));
            h += QStringLiteral("</tr>\n");
        }
        return h + QStringLiteral("</tbody></table>\n");
    }

    QString number(double v, int digits = 3)
    {
        return ReportNumbers::number(v, 'g', digits);
    }

    QString cellText(const SampleSummary& s, int digits)
    {
        if (s.isEmpty())
            return QStringLiteral("–");
        if (s.hasSpread() && std::isfinite(s.ciHalfWidth))
            return ReportNumbers::withInterval(s.mean, s.ciHalfWidth, digits);
        return number(s.mean, digits);
    }

    QString kindText(FrameKind k)
    {
        switch (k) {
        case FrameKind::Kernel:
            return ServerCpuSection::tr("kernel");
        case FrameKind::Server:
            return ServerCpuSection::tr("server");
        case FrameKind::Library:
            return ServerCpuSection::tr("library");
        case FrameKind::Unknown:
            break;
        }
        return ServerCpuSection::tr("unknown");
    }

    void merge(FoldedProfile& into, const FoldedProfile& p)
    {
        if (into.frequencyHz == 0)
            into.frequencyHz = p.frequencyHz;
        if (into.serverBinary.isEmpty())
            into.serverBinary = p.serverBinary;
        for (const auto& [stack, count] : p.stacks)
            into.stacks[stack] += count;
        for (const auto& [kind, count] : p.leafKinds)
            into.leafKinds[kind] += count;
        into.samples += p.samples;
        into.truncated += p.truncated;
        into.skipped += p.skipped;
    }

} // namespace

const QStringList& ServerCpuSection::counterMetrics()
{
    static const QStringList names { QStringLiteral("cswitch_per_tx"), QStringLiteral("migrations_per_tx"), QStringLiteral("ipc") };
    return names;
}

QString ServerCpuSection::metricTitle(const QString& metric)
{
    if (metric == QLatin1String("cswitch_per_tx"))
        return tr("Context switches per transaction (the server's threads)");
    if (metric == QLatin1String("migrations_per_tx"))
        return tr("CPU migrations per transaction (the server's threads)");
    if (metric == QLatin1String("ipc"))
        return tr("Instructions per cycle (IPC) of the server's threads");
    return metric;
}

QString ServerCpuSection::reasonText(const QString& code)
{
    if (code == QLatin1String("no_pmu"))
        return tr("no PMU: this machine has no hardware counters, as most virtual machines");
    if (code == QLatin1String("perf_event_paranoid"))
        return tr("the kernel's perf_event_paranoid setting forbids it without CAP_PERFMON");
    if (code == QLatin1String("remote"))
        return tr("the server is not on this machine");
    if (code == QLatin1String("needs_agent_protocol_2"))
        return tr("needs agent protocol 2: the agent on the server's host is older; install this version's "
                  "scalebench-agent there");
    if (code == QLatin1String("other_user"))
        return tr("the server runs as another user: give the agent CAP_PERFMON, or run it as that user or root");
    if (code == QLatin1String("agent_failed"))
        return tr("the agent on the server's host failed");
    if (code == QLatin1String("no_process"))
        return tr("the server process was gone");
    if (code == QLatin1String("no_perf"))
        return tr("perf is not installed (Debian: linux-perf)");
    if (code == QLatin1String("no_samples"))
        return tr("the server used no CPU while it was recorded");
    if (code == QLatin1String("perf_failed"))
        return tr("perf failed");
    return code;
}

namespace {

    // The host counters per transaction as pivot tables, or why each is not available.
    void readCounters(ServerCpuData& data, const QList<StoredRun>& runs, const QHash<qint64, QJsonObject>& environments,
        RunAxis rows, RunAxis columns)
    {
        bool anyRecord = false;
        for (const QJsonObject& env : environments)
            anyRecord = anyRecord || env.contains(QStringLiteral("server_host_counters"));
        if (!anyRecord)
            return;
        for (const QString& metric : ServerCpuSection::counterMetrics()) {
            const RunMetric m = *RunPivot::metricFromName(metric);
            const QHash<qint64, double> values = RunPivot::environmentValues(m, runs, environments);
            const RunPivotResult pivot = RunPivot::build(runs, m, rows, columns, Statistics::kDefaultCvThreshold, values);
            if (!pivot.usedRuns.isEmpty()) {
                data.counters.append({ metric, pivot.table });
                continue;
            }
            QString reason;
            for (const QJsonObject& env : environments) {
                reason = hostCounterReason(env.value(QStringLiteral("server_host_counters")).toObject(), metric);
                if (!reason.isEmpty())
                    break;
            }
            data.unavailable.insert(metric, reason.isEmpty() ? QStringLiteral("unsupported") : reason);
        }
    }

    // Profiles, one per cell: the repetitions' samples and transactions added up; by column as first met, then by
    // row (numbers as numbers).
    void readProfiles(ServerCpuData& data, ResultStore& store, const QList<StoredRun>& runs,
        const QHash<qint64, QJsonObject>& environments, RunAxis rows, RunAxis columns)
    {
        QMap<QPair<QString, QString>, int> index;
        QStringList columnOrder;
        for (const StoredRun& r : runs) {
            if (r.status != RunStatus::Finished || !r.hasSummary)
                continue;
            const QJsonObject record = environments.value(r.id).value(QStringLiteral("server_profile")).toObject();
            if (record.isEmpty())
                continue;
            const QString why
                = record.value(QStringLiteral("not_available")).toObject().value(QStringLiteral("reason")).toString();
            if (!why.isEmpty()) {
                if (!data.profileReasons.contains(why))
                    data.profileReasons << why;
                continue;
            }
            auto stored = store.serverProfile(r.id);
            if (!stored || stored->folded.isEmpty())
                continue;
            const QString column = RunPivot::key(r, columns).toString();
            const QPair<QString, QString> cell { RunPivot::key(r, rows).toString(), column };
            if (!index.contains(cell)) {
                index.insert(cell, int(data.profiles.size()));
                ConfigurationProfile p;
                p.row = cell.first;
                p.column = column;
                p.rowAxis = RunPivot::axisName(rows);
                data.profiles.append(p);
                if (!columnOrder.contains(column))
                    columnOrder << column;
            }
            ConfigurationProfile& p = data.profiles[index.value(cell)];
            merge(p.profile, FoldedProfile::fromStored(stored->folded, stored->meta));
            p.transactions += r.summary.transactions;
            ++p.runs;
        }
        std::stable_sort(data.profiles.begin(), data.profiles.end(),
            [&](const ConfigurationProfile& a, const ConfigurationProfile& b) {
                const qsizetype ca = columnOrder.indexOf(a.column), cb = columnOrder.indexOf(b.column);
                if (ca != cb)
                    return ca < cb;
                bool na = false, nb = false;
                const double xa = a.row.toDouble(&na), xb = b.row.toDouble(&nb);
                return na && nb ? xa < xb : a.row < b.row;
            });
    }

} // namespace

ServerCpuData ServerCpuSection::read(ResultStore& store, const QList<StoredRun>& runs, RunAxis rows, RunAxis columns)
{
    ServerCpuData data;
    QHash<qint64, QJsonObject> environments;
    QHash<QString, int> smtVotes;
    for (const StoredRun& r : runs) {
        auto env = store.environment(r.id);
        if (!env)
            continue;
        environments.insert(r.id, *env);
        const QJsonObject host = env->value(QStringLiteral("affinity")).toObject().value(QStringLiteral("server")).toObject().value(
            QStringLiteral("host")).toObject();
        if (host.contains(QStringLiteral("smtInUse")))
            smtVotes[RunPivot::key(r, columns).toString()] += host.value(QStringLiteral("smtInUse")).toBool() ? 1 : -1;
    }
    for (auto it = smtVotes.cbegin(); it != smtVotes.cend(); ++it)
        data.smtInUse.insert(it.key(), it.value() > 0);
    readCounters(data, runs, environments, rows, columns);
    readProfiles(data, store, runs, environments, rows, columns);
    return data;
}

QStringList ServerCpuSection::ipcSentences(const ServerCpuData& data)
{
    QStringList sentences;
    for (const auto& [metric, table] : data.counters) {
        if (metric != QLatin1String("ipc"))
            continue;
        for (int r = 0; r < table.rowCount(); ++r) {
            for (int off = 0; off < table.columnCount(); ++off) {
                if (data.smtInUse.value(table.columnLabel(off), true))
                    continue;
                for (int on = 0; on < table.columnCount(); ++on) {
                    if (!data.smtInUse.value(table.columnLabel(on), false))
                        continue;
                    const SampleSummary& a = table.cell(r, off);
                    const SampleSummary& b = table.cell(r, on);
                    if (a.isEmpty() || b.isEmpty())
                        continue;
                    const QString where = tr("%1 %2: %3 → %4")
                                              .arg(table.rowLabel(r), table.rowHeader(), table.columnLabel(off), table.columnLabel(on));
                    const bool intervals = a.hasSpread() && b.hasSpread() && std::isfinite(a.ciHalfWidth) && std::isfinite(b.ciHalfWidth);
                    if (intervals) {
                        const bool apart = a.mean + a.ciHalfWidth < b.mean - b.ciHalfWidth || b.mean + b.ciHalfWidth < a.mean - a.ciHalfWidth;
                        if (!apart) {
                            sentences << tr("With SMT the server's IPC does not change beyond its 95% intervals (%1 ± %2 and %3 ± %4; %5).")
                                             .arg(number(a.mean, 2), number(a.ciHalfWidth, 1), number(b.mean, 2), number(b.ciHalfWidth, 1), where);
                            continue;
                        }
                        sentences << (b.mean < a.mean ? tr("With SMT the server's IPC falls from %1 (± %2) to %3 (± %4) (%5).")
                                                      : tr("With SMT the server's IPC rises from %1 (± %2) to %3 (± %4) (%5)."))
                                         .arg(number(a.mean, 2), number(a.ciHalfWidth, 1), number(b.mean, 2), number(b.ciHalfWidth, 1), where);
                        continue;
                    }
                    sentences << (b.mean < a.mean ? tr("With SMT the server's IPC falls from %1 to %2 (%3; one run each, no interval).")
                                                  : tr("With SMT the server's IPC rises from %1 to %2 (%3; one run each, no interval)."))
                                     .arg(number(a.mean, 2), number(b.mean, 2), where);
                }
            }
        }
    }
    return sentences;
}

QList<ServerCpuSection::FunctionChange> ServerCpuSection::difference(
    const ConfigurationProfile& a, const ConfigurationProfile& b, int limit)
{
    const auto fa = functionSamples(a.profile);
    const auto fb = functionSamples(b.profile);
    QMap<QString, FunctionChange> all;
    for (const auto& [name, s] : fa)
        all[name].before = a.usPerTransaction(s.self);
    for (const auto& [name, s] : fb)
        all[name].after = b.usPerTransaction(s.self);
    QList<FunctionChange> changes;
    for (auto it = all.begin(); it != all.end(); ++it) {
        it->function = it.key();
        if (it->before > 0 || it->after > 0)
            changes << *it;
    }
    std::sort(changes.begin(), changes.end(), [](const FunctionChange& x, const FunctionChange& y) {
        return (x.after - x.before) > (y.after - y.before);
    });
    if (changes.size() > limit)
        changes = changes.mid(0, limit);
    return changes;
}

QPair<int, int> ServerCpuSection::differencePair(const ServerCpuData& data)
{
    for (int i = 0; i < data.profiles.size(); ++i) {
        int last = -1;
        for (int j = i + 1; j < data.profiles.size(); ++j) {
            if (data.profiles.at(j).column == data.profiles.at(i).column)
                last = j;
        }
        if (last >= 0)
            return { i, last };
    }
    if (data.profiles.size() >= 2)
        return { 0, 1 };
    return { -1, -1 };
}

QString ServerCpuSection::topTable(const ConfigurationProfile& p)
{
    const auto functions = functionSamples(p.profile);
    QList<FunctionSamples> list;
    for (const auto& [name, s] : functions) {
        if (s.self > 0)
            list << s;
    }
    std::sort(list.begin(), list.end(), [](const FunctionSamples& a, const FunctionSamples& b) {
        return a.self != b.self ? a.self > b.self : a.function < b.function;
    });
    QList<QStringList> rows;
    const double total = double(std::max<std::uint64_t>(1, p.profile.samples));
    for (int i = 0; i < std::min<int>(kTopFunctions, int(list.size())); ++i) {
        const FunctionSamples& s = list.at(i);
        rows << QStringList { s.function, kindText(frameKind(s.function, p.profile.serverBinary)),
            ReportNumbers::number(100.0 * double(s.self) / total, 'f', 1), ReportNumbers::number(100.0 * double(s.total) / total, 'f', 1),
            p.transactions ? number(p.usPerTransaction(s.self)) : QStringLiteral("–") };
    }
    return QStringLiteral("<p class=\"caption\">%1</p>\n").arg(esc(tr("Top %1 functions by own samples: %2").arg(kTopFunctions).arg(p.label())))
        + tableHtml({ tr("function"), tr("where"), tr("self %"), tr("with callees %"), tr("self µs per transaction") }, rows);
}

QString ServerCpuSection::differenceTable(const ConfigurationProfile& a, const ConfigurationProfile& b)
{
    QList<QStringList> rows;
    for (const FunctionChange& c : difference(a, b)) {
        const QString ratio = c.before > 0 ? QStringLiteral("%1×").arg(number(c.after / c.before, 2)) : tr("new");
        rows << QStringList { c.function, number(c.before), number(c.after), number(c.after - c.before), ratio };
    }
    return tableHtml({ tr("function"), tr("µs/tx, %1").arg(a.label()), tr("µs/tx, %1").arg(b.label()), tr("change µs/tx"), tr("ratio") }, rows);
}

QList<ReportSections::Block> ServerCpuSection::blocks(const ServerCpuData& data)
{
    QList<ReportSections::Block> list;
    if (data.isEmpty())
        return list;
    QString h = QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("What the server's CPUs did")));
    if (!data.counters.isEmpty() || !data.unavailable.isEmpty())
        h += QStringLiteral("<p>%1</p>\n")
                 .arg(esc(tr("Counted over the measured part on every thread of the server, on its host: switches and "
                             "migrations as /proc gives them (the threads alive at the end), and where the host has a "
                             "PMU its hardware counters (inherited by threads born during the run), divided by the "
                             "run's transactions; repetitions give mean ± 95% interval.")));
    for (const auto& [metric, table] : data.counters) {
        QList<QStringList> rows;
        for (int r = 0; r < table.rowCount(); ++r) {
            QStringList row { table.rowLabel(r) };
            for (int c = 0; c < table.columnCount(); ++c)
                row << cellText(table.cell(r, c), metric == QLatin1String("ipc") ? 2 : 3);
            rows << row;
        }
        h += QStringLiteral("<p class=\"caption\">%1</p>\n").arg(esc(metricTitle(metric)))
            + tableHtml(QStringList { AxisWords::heading(table.rowHeader()) } + table.columnLabels(), rows);
    }
    for (auto it = data.unavailable.cbegin(); it != data.unavailable.cend(); ++it)
        h += QStringLiteral("<p class=\"note\">%1</p>\n")
                 .arg(esc(tr("%1: not available (%2).").arg(metricTitle(it.key()), reasonText(it.value()))));
    const QStringList sentences = ipcSentences(data);
    if (!sentences.isEmpty()) {
        h += QStringLiteral("<ul>\n");
        for (const QString& s : sentences)
            h += QStringLiteral("<li>%1</li>\n").arg(esc(s));
        h += QStringLiteral("</ul>\n");
    }
    list.append({ h, {}, {} });

    if (!data.profileReasons.isEmpty()) {
        QStringList reasons;
        for (const QString& r : data.profileReasons)
            reasons << reasonText(r);
        list.append({ QStringLiteral("<p class=\"note\">%1</p>\n")
                          .arg(esc(tr("On-CPU profile: not available for some runs (%1).").arg(reasons.join(QStringLiteral("; "))))),
            {}, {} });
    }
    for (const ConfigurationProfile& p : data.profiles) {
        const FoldedProfile& f = p.profile;
        QString text = QStringLiteral("<h3>%1</h3>\n").arg(esc(tr("On-CPU profile: %1").arg(p.label())));
        text += QStringLiteral("<p>%1</p>\n")
                    .arg(esc(tr("%1 samples of %2 at %3 Hz over %4 run(s): kernel %5%, server %6%, libraries %7%, "
                                "unknown %8% (where the sampled instruction was).")
                                 .arg(f.samples)
                                 .arg(f.event)
                                 .arg(f.frequencyHz)
                                 .arg(p.runs)
                                 .arg(100 * f.share(FrameKind::Kernel), 0, 'f', 1)
                                 .arg(100 * f.share(FrameKind::Server), 0, 'f', 1)
                                 .arg(100 * f.share(FrameKind::Library), 0, 'f', 1)
                                 .arg(100 * f.share(FrameKind::Unknown), 0, 'f', 1)));
        if (f.truncated > 0)
            text += QStringLiteral("<p class=\"note\">%1</p>\n")
                        .arg(esc(tr("%1% of the stacks are truncated: they do not reach their thread's start, because the "
                                    "server (or a library) was built without frame pointers; their callers are missing, "
                                    "and addresses without a symbol are grouped per library, as [libc.so.6].")
                                     .arg(100.0 * double(f.truncated) / double(std::max<std::uint64_t>(1, f.samples)), 0, 'f', 0)));
        ReportSections::Block flame { text, {}, {} };
        flame.svg = HtmlReport::inlineSvg(FlameGraph::svg(f, tr("On-CPU flame graph: %1").arg(p.label())));
        list.append(flame);
        list.append({ topTable(p), {}, {} });
    }
    const auto [a, b] = differencePair(data);
    if (a >= 0) {
        const ConfigurationProfile& pa = data.profiles.at(a);
        const ConfigurationProfile& pb = data.profiles.at(b);
        list.append({ QStringLiteral("<h3>%1</h3>\n<p>%2</p>\n")
                              .arg(esc(tr("Difference: %1 → %2").arg(pa.label(), pb.label())),
                                  esc(tr("Own CPU time per transaction of each function (µs, from the samples), the ones that "
                                         "grew most first.")))
                + differenceTable(pa, pb),
            {}, {} });
    }
    return list;
}

} // namespace sb
