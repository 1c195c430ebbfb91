// SPDX-License-Identifier: GPL-3.0-or-later
#include "offcpusection.h"
#include "reportnumbers.h"

#include "charts/flamegraph.h"
#include "collectors/offcpufolder.h"
#include "htmlreport.h"
#include "servercpusection.h"
#include "store/resultstore.h"

#include <QHash>
#include <QJsonObject>
#include <QMap>
#include <algorithm>
#include <cmath>

namespace sb {

namespace {

    QString esc(const QString& s)
    {
        return s.toHtmlEscaped();
    }

    QString number(double v, int digits = 3)
    {
        return std::abs(v) >= 1000 ? ReportNumbers::number(v, 'f', 0) : ReportNumbers::number(v, 'g', digits);
    }

    // The share of the time whose stack has a frame without a symbol ("[mariadbd]", "[libc.so.6]", "[unknown]").
    double unsymbolisedShare(const FoldedProfile& f)
    {
        double with = 0, all = 0;
        for (const auto& [stack, us] : f.stacks) {
            all += double(us);
            const QStringList frames = stack.split(QLatin1Char(';'));
            for (qsizetype i = 1; i < frames.size(); ++i) {
                if (frames.at(i).startsWith(QLatin1Char('[')) && frames.at(i) != QLatin1String(OffCpuFolder::kPreempted)) {
                    with += double(us);
                    break;
                }
            }
        }
        return all > 0 ? with / all : 0;
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

    bool schedulerFrame(const QString& frame)
    {
        static const QStringList names { QStringLiteral("__schedule_[k]"), QStringLiteral("schedule_[k]"),
            QStringLiteral("preempt_schedule_common_[k]"), QStringLiteral("preempt_schedule_[k]"),
            QStringLiteral("schedule_hrtimeout_range_clock_[k]"), QStringLiteral("schedule_hrtimeout_range_[k]"),
            QStringLiteral("schedule_timeout_[k]"), QStringLiteral("io_schedule_[k]") };
        return names.contains(frame);
    }

    // One run's off-CPU profile into its configuration's.
    void merge(OffCpuProfile& into, const FoldedProfile& p, const QJsonObject& meta)
    {
        if (into.profile.serverBinary.isEmpty())
            into.profile.serverBinary = p.serverBinary;
        into.profile.event = p.event;
        for (const auto& [stack, us] : p.stacks)
            into.profile.stacks[stack] += us;
        for (const auto& [kind, us] : p.leafKinds)
            into.profile.leafKinds[kind] += us;
        into.profile.samples += p.samples;
        into.profile.truncated += p.truncated;
        into.period = meta.value(QStringLiteral("period")).toInt(1);
        into.stackBytes = meta.value(QStringLiteral("stack_bytes")).toInt();
        into.sizeLimited = into.sizeLimited || meta.contains(QStringLiteral("size_limit_reached"));
        into.lost += qint64(meta.value(QStringLiteral("lost")).toDouble());
        const QJsonObject threads = meta.value(QStringLiteral("threads")).toObject();
        for (auto it = threads.begin(); it != threads.end(); ++it) {
            const QJsonObject t = it.value().toObject();
            OffCpuProfile::Times& times = into.threads[it.key()];
            times.offUs += t.value(QStringLiteral("off_us")).toDouble();
            times.runUs += t.value(QStringLiteral("run_us")).toDouble();
            times.threads = std::max(times.threads, t.value(QStringLiteral("threads")).toInt());
        }
    }

    // The run's transactions inside the recorded window (the whole measured part unless perf's bound ended it).
    double windowTransactions(const StoredRun& r, const QJsonObject& meta)
    {
        const double window = meta.value(QStringLiteral("window_s")).toDouble();
        const double duration = r.summary.durationSec;
        if (window <= 0 || duration <= 0 || window >= duration)
            return double(r.summary.transactions);
        return double(r.summary.transactions) * window / duration;
    }

    void sortProfiles(QList<OffCpuProfile>& profiles, const QStringList& columnOrder)
    {
        std::stable_sort(profiles.begin(), profiles.end(), [&](const OffCpuProfile& a, const OffCpuProfile& b) {
            const qsizetype ca = columnOrder.indexOf(a.column), cb = columnOrder.indexOf(b.column);
            if (ca != cb)
                return ca < cb;
            bool na = false, nb = false;
            const double xa = a.row.toDouble(&na), xb = b.row.toDouble(&nb);
            return na && nb ? xa < xb : a.row < b.row;
        });
    }

} // namespace

OffCpuData OffCpuSection::read(ResultStore& store, const QList<StoredRun>& runs, RunAxis rows, RunAxis columns)
{
    OffCpuData data;
    QMap<QPair<QString, QString>, int> index;
    QStringList columnOrder;
    for (const StoredRun& r : runs) {
        if (r.status != RunStatus::Finished || !r.hasSummary)
            continue;
        auto env = store.environment(r.id);
        const QJsonObject record = env ? env->value(QStringLiteral("server_offcpu_profile")).toObject() : QJsonObject();
        if (record.isEmpty())
            continue;
        const QString why = record.value(QStringLiteral("not_available")).toObject().value(QStringLiteral("reason")).toString();
        if (!why.isEmpty()) {
            if (!data.reasons.contains(why))
                data.reasons << why;
            continue;
        }
        auto stored = store.serverProfile(r.id, QStringLiteral("off-cpu"));
        if (!stored || stored->folded.isEmpty())
            continue;
        const QString column = RunPivot::key(r, columns).toString();
        const QPair<QString, QString> cell { RunPivot::key(r, rows).toString(), column };
        if (!index.contains(cell)) {
            index.insert(cell, int(data.profiles.size()));
            data.profiles.append(OffCpuProfile { cell.first, column, RunPivot::axisName(rows) });
            if (!columnOrder.contains(column))
                columnOrder << column;
        }
        OffCpuProfile& p = data.profiles[index.value(cell)];
        merge(p, FoldedProfile::fromStored(stored->folded, stored->meta), stored->meta);
        p.transactions += windowTransactions(r, stored->meta);
        ++p.runs;
    }
    sortProfiles(data.profiles, columnOrder);
    return data;
}

QString OffCpuSection::siteOf(const QString& stack)
{
    const QStringList frames = stack.split(QLatin1Char(';'));
    QStringList site;
    bool kernelKept = false;
    for (qsizetype i = frames.size() - 1; i >= 1 && site.size() < kSiteFrames; --i) { // frames[0]: the thread
        const QString& f = frames.at(i);
        const bool kernel = f.endsWith(QLatin1String("_[k]"));
        if (f == QLatin1String(OffCpuFolder::kPreempted)) {
            site << f;
            continue;
        }
        if (kernel && (schedulerFrame(f) || kernelKept))
            continue;
        kernelKept = kernelKept || kernel;
        if (!site.isEmpty() && site.last() == f)
            continue;
        site << f;
    }
    return site.join(QStringLiteral(" ← "));
}

QList<OffCpuSection::Site> OffCpuSection::sites(const OffCpuProfile& p)
{
    QHash<QString, Site> by;
    QHash<QString, double> heaviest;
    for (const auto& [stack, us] : p.profile.stacks) {
        const QString key = siteOf(stack);
        Site& s = by[key];
        s.site = key;
        s.us += double(us);
        if (double(us) > heaviest.value(key)) {
            heaviest.insert(key, double(us));
            s.thread = stack.section(QLatin1Char(';'), 0, 0);
        }
    }
    QList<Site> list = by.values();
    std::sort(list.begin(), list.end(), [](const Site& a, const Site& b) { return a.us != b.us ? a.us > b.us : a.site < b.site; });
    return list;
}

QList<OffCpuSection::Change> OffCpuSection::difference(const OffCpuProfile& a, const OffCpuProfile& b, int limit)
{
    QMap<QString, Change> all;
    for (const Site& s : sites(a))
        all[s.site].before = a.perTransaction(s.us);
    for (const Site& s : sites(b))
        all[s.site].after = b.perTransaction(s.us);
    QList<Change> changes;
    for (auto it = all.begin(); it != all.end(); ++it) {
        it->site = it.key();
        changes << *it;
    }
    std::sort(changes.begin(), changes.end(), [](const Change& x, const Change& y) {
        return std::abs(x.after - x.before) > std::abs(y.after - y.before);
    });
    return changes.mid(0, limit);
}

QPair<int, int> OffCpuSection::differencePair(const OffCpuData& data)
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
    return data.profiles.size() >= 2 ? QPair<int, int> { 0, 1 } : QPair<int, int> { -1, -1 };
}

QString OffCpuSection::topTable(const OffCpuProfile& p)
{
    const QList<Site> list = sites(p);
    double total = 0;
    for (const Site& s : list)
        total += s.us;
    QList<QStringList> rows;
    for (int i = 0; i < std::min<int>(kTopStacks, int(list.size())); ++i) {
        const Site& s = list.at(i);
        rows << QStringList { s.site, s.thread, ReportNumbers::number(100.0 * s.us / std::max(1.0, total), 'f', 1),
            p.transactions > 0 ? number(p.perTransaction(s.us)) : QStringLiteral("–") };
    }
    return QStringLiteral("<p class=\"caption\">%1</p>\n")
               .arg(esc(tr("Top %1 waiting places by time off the CPU: %2").arg(kTopStacks).arg(p.label())))
        + tableHtml({ tr("where it waited (innermost first)"), tr("thread"), tr("share %"), tr("µs per transaction") }, rows);
}

QString OffCpuSection::threadTable(const OffCpuProfile& p)
{
    QList<QPair<QString, OffCpuProfile::Times>> list;
    for (auto it = p.threads.cbegin(); it != p.threads.cend(); ++it)
        list << qMakePair(it.key(), it.value());
    std::sort(list.begin(), list.end(), [](const auto& a, const auto& b) { return a.second.offUs > b.second.offUs; });
    QList<QStringList> rows;
    for (const auto& [name, t] : list) {
        const double all = std::max(1e-9, t.offUs + t.runUs);
        rows << QStringList { name, QString::number(t.threads), ReportNumbers::number(100.0 * t.offUs / all, 'f', 1),
            ReportNumbers::number(100.0 * t.runUs / all, 'f', 1), number(p.perTransaction(t.offUs)),
            number(p.perTransaction(t.runUs)) };
    }
    return QStringLiteral("<p class=\"caption\">%1</p>\n").arg(esc(tr("Waiting and running per thread name: %1").arg(p.label())))
        + tableHtml({ tr("thread name"), tr("threads"), tr("waiting %"), tr("running %"), tr("waiting µs/tx"),
                        tr("running µs/tx") },
            rows);
}

QString OffCpuSection::differenceTable(const OffCpuProfile& a, const OffCpuProfile& b)
{
    QList<QStringList> rows;
    for (const Change& c : difference(a, b)) {
        const QString ratio = c.before <= 0 ? tr("new")
            : c.after <= 0                  ? tr("gone")
                                            : QStringLiteral("%1×").arg(number(c.after / c.before, 2));
        rows << QStringList { c.site, number(c.before), number(c.after), number(c.after - c.before), ratio };
    }
    return tableHtml({ tr("where it waited"), tr("µs/tx, %1").arg(a.label()), tr("µs/tx, %1").arg(b.label()),
                         tr("change µs/tx"), tr("ratio") },
        rows);
}

namespace {

    // What was recorded and how, and what it leaves out.
    QString methodText(const OffCpuProfile& p)
    {
        const FoldedProfile& f = p.profile;
        QString text = QStringLiteral("<p>%1</p>\n")
                           .arg(esc(OffCpuSection::tr("Time the server's threads spent off the CPU over the measured part "
                                                      "of %1 run(s): the scheduler's switches (perf record of %2 with "
                                                      "--switch-events), each switch-out's stack (%3 bytes of stack "
                                                      "unwound with DWARF) weighted by the time until its thread ran "
                                                      "again. A stack ending in [waiting for a CPU] was preempted: ready "
                                                      "to run, with no CPU free. A connection's thread in "
                                                      "my_net_read_packet under do_command waits for its client's next "
                                                      "statement: the server had nothing to do for it.")
                                        .arg(p.runs)
                                        .arg(f.event)
                                        .arg(p.stackBytes)));
        if (p.lost > 0)
            text += QStringLiteral("<p class=\"note\">%1</p>\n")
                        .arg(esc(OffCpuSection::tr("perf lost %1 of its records (its buffers were full: the machine was "
                                                   "busy); the waits they would have closed are left out.")
                                     .arg(p.lost)));
        const double total = double(std::max<std::uint64_t>(1, f.samples));
        if (f.truncated > 0 || unsymbolisedShare(f) > 0)
            text += QStringLiteral("<p class=\"note\">%1</p>\n")
                        .arg(esc(OffCpuSection::tr("%1% of the waiting time's stacks are truncated (they do not reach "
                                                   "their thread's start: the stack copied was too short). Frames without "
                                                   "a symbol are named by their file, as [%2] (the server's binary "
                                                   "exports few functions: InnoDB's own are not among them): %3% of the "
                                                   "waiting time has such a frame in its stack.")
                                     .arg(100.0 * double(f.truncated) / total, 0, 'f', 0)
                                     .arg(f.serverBinary)
                                     .arg(100.0 * unsymbolisedShare(f), 0, 'f', 0)));
        if (p.sizeLimited)
            text += QStringLiteral("<p class=\"note\">%1</p>\n")
                        .arg(esc(OffCpuSection::tr("The recording reached its size bound before the run ended: the "
                                                   "figures per transaction are those of the window it covers.")));
        return text;
    }

} // namespace

QList<ReportSections::Block> OffCpuSection::blocks(const OffCpuData& data)
{
    QList<ReportSections::Block> list;
    if (data.isEmpty())
        return list;
    list.append({ QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Where the server's threads waited"))), {}, {} });
    if (!data.reasons.isEmpty()) {
        QStringList reasons;
        for (const QString& r : data.reasons)
            reasons << ServerCpuSection::reasonText(r);
        list.append({ QStringLiteral("<p class=\"note\">%1</p>\n")
                          .arg(esc(tr("Off-CPU profile: not available for some runs (%1).").arg(reasons.join(QStringLiteral("; "))))),
            {}, {} });
    }
    for (const OffCpuProfile& p : data.profiles) {
        ReportSections::Block flame { QStringLiteral("<h3>%1</h3>\n").arg(esc(tr("Off-CPU profile: %1").arg(p.label())))
                + methodText(p),
            {}, {} };
        flame.svg = HtmlReport::inlineSvg(FlameGraph::svg(p.profile, tr("Off-CPU flame graph (µs waiting): %1").arg(p.label()),
            FlameGraph::kDefaultWidth, QStringLiteral("µs")));
        list.append(flame);
        list.append({ topTable(p) + threadTable(p), {}, {} });
    }
    const auto [a, b] = differencePair(data);
    if (a >= 0) {
        const OffCpuProfile& pa = data.profiles.at(a);
        const OffCpuProfile& pb = data.profiles.at(b);
        list.append({ QStringLiteral("<h3>%1</h3>\n<p>%2</p>\n")
                              .arg(esc(tr("Waits compared: %1 → %2").arg(pa.label(), pb.label())),
                                  esc(tr("Time off the CPU per transaction at each waiting place (µs), the ones that "
                                         "changed most first (grown or shrunk).")))
                + differenceTable(pa, pb),
            {}, {} });
    }
    return list;
}

} // namespace sb
