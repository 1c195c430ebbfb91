// SPDX-License-Identifier: GPL-3.0-or-later
// results list|show|delete: what the results database holds, one run in detail, and removing runs.
#include "clicommand.h"
#include "commandline.h"
#include "console.h"
#include "tableoutputs.h"
#include "export/intervalserieswriter.h"
#include "export/runlistwriter.h"
#include "store/resultstore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>
#include <cmath>
#include <unistd.h>

namespace sb::cli {

namespace {

    const QString kUsage
        = QStringLiteral("usage: scalebench-cli results list [--experiment ID] [--csv FILE] [--json FILE] [--markdown "
                         "FILE] [--store PATH]\n"
                         "       scalebench-cli results show RUN_ID [--intervals-csv FILE] [--store PATH]\n"
                         "       scalebench-cli results delete RUN_ID | --experiment ID [--yes] [--store PATH]\n"
                         "       scalebench-cli results hdr-log RUN_ID [--out PREFIX] [--store PATH] (HdrHistogram log)");

    // list and show only read: the file opens read-only (a read-only mount, a full disk, a file a run is writing).
    enum class Access { Read, Write };
    int openStore(CommandLine& cl, ResultStore& store, Access access)
    {
        const QString path = cl.take(QStringLiteral("store"));
        if (Error e = access == Access::Read ? store.openReadOnly(path) : store.open(path))
            return fail(e);
        return ExitOk;
    }

    int unknownOptions(const CommandLine& cl, const QString& action)
    {
        if (cl.remaining().isEmpty())
            return ExitOk;
        return usageError(QStringLiteral("unknown option --%1 for results %2").arg(cl.remaining().firstKey(), action));
    }

    std::optional<qint64> idArgument(const QString& text)
    {
        bool ok = false;
        const qint64 id = text.toLongLong(&ok);
        return ok && id > 0 ? std::optional<qint64>(id) : std::nullopt;
    }


    int listRuns(CommandLine& cl)
    {
        ResultStore store;
        if (int rc = openStore(cl, store, Access::Read))
            return rc;
        RunFilter filter;
        if (cl.has(QStringLiteral("experiment"))) {
            const auto id = idArgument(cl.take(QStringLiteral("experiment")));
            if (!id)
                return usageError(QStringLiteral("--experiment needs an experiment id (see 'results list')"));
            filter.experimentId = *id;
        }
        const auto outputs = TableOutputs::take(cl);
        if (!outputs)
            return ExitUsage;
        if (int rc = unknownOptions(cl, QStringLiteral("list")))
            return rc;
        auto runs = store.listRuns(filter);
        if (!runs)
            return fail(runs.error());
        if (int rc = TableOutputs::write(*outputs, [&](TableWriter::Format f) { return RunListWriter::write(*runs, f); }))
            return rc;
        out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                     .arg(QStringLiteral("run"), 5)
                     .arg(QStringLiteral("exp"), 4)
                     .arg(QStringLiteral("workload"), -20)
                     .arg(QStringLiteral("clients"), 7)
                     .arg(QStringLiteral("server CPUs"), -14)
                     .arg(QStringLiteral("rep"), 3)
                     .arg(QStringLiteral("status"), -12)
                     .arg(QStringLiteral("tps"), 10)
                     .arg(QStringLiteral("intervals"), 9);
        for (const StoredRun& r : *runs)
            out() << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                         .arg(r.id, 5)
                         .arg(r.experimentId, 4)
                         .arg(r.spec.workloadLabel, -20)
                         .arg(r.spec.threads, 7)
                         .arg(r.spec.serverCpu.label, -14)
                         .arg(r.spec.repetition + 1, 3)
                         .arg(QLatin1String(runStatusName(r.status)), -12)
                         .arg(r.hasSummary ? QString::number(r.summary.tps(), 'f', 1) : QStringLiteral("-"), 10)
                         .arg(r.intervalCount, 9);
        out().flush();
        return ExitOk;
    }

    QString field(const QString& name, const QString& value)
    {
        return QStringLiteral("  %1 %2\n").arg(name, -18).arg(value);
    }

    QString cpuConfig(const CpuConfig& c)
    {
        return c.label == c.spec ? c.label : QStringLiteral("%1 (%2)").arg(c.label, c.spec);
    }

    QString specText(const StoredRun& r)
    {
        const RunSpec& s = r.spec;
        QStringList options;
        for (auto it = s.workloadOptions.cbegin(); it != s.workloadOptions.cend(); ++it)
            options << it.key() + QLatin1Char('=') + it.value().toString();
        QString workload = s.workloadLabel == s.workload
            ? s.workload
            : s.workloadLabel + QStringLiteral(" (") + s.workload + QLatin1Char(')');
        if (!options.isEmpty())
            workload += QLatin1Char(' ') + options.join(QLatin1Char(' '));
        QString text = QStringLiteral("Spec\n");
        text += field(QStringLiteral("server"), s.serverProfile);
        text += field(QStringLiteral("workload"), workload);
        text += field(QStringLiteral("clients"), QString::number(s.threads));
        text += field(QStringLiteral("server CPUs"), cpuConfig(s.serverCpu));
        text += field(QStringLiteral("client CPUs"), cpuConfig(s.clientCpu) + QStringLiteral(", bind ") + s.clientBind);
        text += field(QStringLiteral("duration"),
            QStringLiteral("%1 s, warm-up %2 s, cool-down %3 s")
                .arg(s.durationSec)
                .arg(s.warmupSec)
                .arg(s.cooldownSec));
        if (s.events > 0)
            text += field(QStringLiteral("events"), QString::number(s.events));
        text += field(
            QStringLiteral("rate"), s.rate > 0 ? QStringLiteral("%1 tps").arg(s.rate) : QStringLiteral("unlimited"));
        text += field(QStringLiteral("report interval"), QStringLiteral("%1 ms").arg(s.reportIntervalMs));
        if (s.restartSettleSec > 0)
            text += field(QStringLiteral("restart, settle"), QStringLiteral("%1 s").arg(s.restartSettleSec));
        text += field(QStringLiteral("repetition"), QString::number(s.repetition + 1));
        return text;
    }

    QString statusText(const StoredRun& r)
    {
        QString text = QStringLiteral("run %1 of experiment %2 (plan position %3)\n")
                           .arg(r.id)
                           .arg(r.experimentId)
                           .arg(r.runIndex + 1);
        text += field(QStringLiteral("status"), QLatin1String(runStatusName(r.status)));
        if (!r.reason.isEmpty())
            text += field(QStringLiteral("reason"), r.reason);
        text += field(QStringLiteral("started (UTC)"), r.started.toString(Qt::ISODate));
        if (r.ended.isValid())
            text += field(QStringLiteral("ended (UTC)"), r.ended.toString(Qt::ISODate));
        text += field(QStringLiteral("written by"), QStringLiteral("pid %1 on %2").arg(r.writerPid).arg(r.writerHost));
        return text;
    }

    QString summaryText(const StoredRun& r)
    {
        if (!r.hasSummary)
            return QStringLiteral("Summary\n  none: the run did not finish\n");
        const RunSummary& s = r.summary;
        const LatencySummary& l = s.latency;
        auto rate = [&](std::uint64_t n) { return QStringLiteral("%1 (%2 per sec.)").arg(n).arg(num(s.perSec(n))); };
        QString text = QStringLiteral("Summary\n");
        text += field(QStringLiteral("measured time"), QStringLiteral("%1 s").arg(num(s.durationSec, 3)));
        text += field(QStringLiteral("transactions"), rate(s.transactions));
        text += field(QStringLiteral("queries"), rate(s.queries()));
        text += field(QStringLiteral("  read/write/other"),
            QStringLiteral("%1 / %2 / %3").arg(s.reads).arg(s.writes).arg(s.others));
        text += field(QStringLiteral("ignored errors"), rate(s.ignoredErrors));
        text += field(QStringLiteral("fatal errors"), rate(s.fatalErrors));
        text += field(QStringLiteral("reconnects"), rate(s.reconnects));
        QStringList codes;
        for (const auto& [code, n] : s.errorsByCode)
            codes << QStringLiteral("%1: %2").arg(code).arg(n);
        if (!codes.isEmpty())
            text += field(QStringLiteral("errors by code"), codes.join(QStringLiteral(", ")));
        auto ms = [](double v) { return v > 0 ? num(v) : QStringLiteral("-"); };
        text += field(QStringLiteral("latency (ms)"),
            QStringLiteral("min %1, avg %2, p50 %3, p95 %4, p99 %5, max %6")
                .arg(ms(l.minMs), ms(l.avgMs), ms(l.p50Ms), ms(l.p95Ms), ms(l.p99Ms), ms(l.maxMs)));
        return text;
    }

    // Sizes as an article prints them: 268435456 -> "268435456 (256M)".
    QString variableValue(const QString& name, const QString& value)
    {
        bool ok = false;
        const qint64 bytes = value.toLongLong(&ok);
        if (!ok || bytes < 1024 || !name.endsWith(QLatin1String("_size")))
            return value;
        const char* units[] = { "K", "M", "G", "T" };
        double v = double(bytes);
        int unit = -1;
        while (v >= 1024 && unit < 3) {
            v /= 1024;
            ++unit;
        }
        const QString shown = v == std::floor(v) ? QString::number(qint64(v)) : QString::number(v, 'f', 1);
        return QStringLiteral("%1 (%2%3)").arg(value, shown, QLatin1String(units[unit]));
    }

    QString serverText(const QJsonObject& environment)
    {
        const QJsonObject server = environment.value(QStringLiteral("server")).toObject();
        QString text = QStringLiteral("Server\n");
        if (server.isEmpty()) {
            text += field(QStringLiteral("tool"), environment.value(QStringLiteral("tool_version")).toString());
            if (environment.contains(QStringLiteral("imported_from")))
                text += field(
                    QStringLiteral("imported from"), environment.value(QStringLiteral("imported_from")).toString());
            return text + QStringLiteral("  no server configuration was recorded\n");
        }
        text += field(QStringLiteral("version"),
            QStringLiteral("%1 %2 (%3)")
                .arg(server.value(QStringLiteral("flavour")).toString(),
                    server.value(QStringLiteral("version")).toString(),
                    server.value(QStringLiteral("version_comment")).toString()));
        text += field(QStringLiteral("client library"), environment.value(QStringLiteral("client_library")).toString());
        text += field(QStringLiteral("scalebench"), environment.value(QStringLiteral("tool_version")).toString());
        const QJsonObject variables = server.value(QStringLiteral("variables")).toObject();
        QList<QStringList> rows;
        for (auto it = variables.constBegin(); it != variables.constEnd(); ++it)
            rows << QStringList { it.key(), variableValue(it.key(), it.value().toVariant().toString()) };
        if (!rows.isEmpty())
            text += QLatin1Char('\n')
                + TableWriter::markdownTable(
                    { QStringLiteral("variable"), QStringLiteral("value") }, rows, { false, false });
        return text;
    }

    QString cpuSetLine(const QJsonObject& set)
    {
        QStringList parts;
        if (set.contains(QStringLiteral("preset")))
            parts << QStringLiteral("preset %1 (%2), asked %3")
                         .arg(set.value(QStringLiteral("preset")).toString(),
                             set.value(QStringLiteral("label")).toString(),
                             set.value(QStringLiteral("asked")).toString());
        const QString effective = set.value(QStringLiteral("effective")).toString();
        parts << QStringLiteral("effective %1").arg(effective.isEmpty() ? QStringLiteral("not bound") : effective);
        if (set.contains(QStringLiteral("bind")))
            parts << QStringLiteral("bind %1").arg(set.value(QStringLiteral("bind")).toString());
        return parts.join(QStringLiteral(", "));
    }

    QString affinityText(const QJsonObject& environment)
    {
        const QJsonObject affinity = environment.value(QStringLiteral("affinity")).toObject();
        if (affinity.isEmpty())
            return QString();
        QString text = QStringLiteral("Affinity (as read back)\n");
        text += field(QStringLiteral("client CPUs"), cpuSetLine(affinity.value(QStringLiteral("client")).toObject()));
        const QJsonArray clientErrors
            = affinity.value(QStringLiteral("client")).toObject().value(QStringLiteral("errors")).toArray();
        for (const QJsonValue& e : clientErrors)
            text += field(QStringLiteral("  binding error"), e.toString());
        if (affinity.contains(QStringLiteral("server"))) {
            const QJsonObject server = affinity.value(QStringLiteral("server")).toObject();
            text += field(QStringLiteral("server CPUs"),
                cpuSetLine(server) + QStringLiteral(", pid %1").arg(server.value(QStringLiteral("pid")).toInt()));
            for (const QJsonValue& t : server.value(QStringLiteral("refused_threads")).toArray())
                text += field(QStringLiteral("  refused thread"), t.toString());
        } else {
            text += field(QStringLiteral("server CPUs"), QStringLiteral("not bound"));
        }
        const QJsonObject m = affinity.value(QStringLiteral("machine")).toObject();
        if (!m.isEmpty())
            text += field(QStringLiteral("machine"),
                QStringLiteral("%1, %2 cores, %3 CPUs, SMT %4; %5, kernel %6")
                    .arg(m.value(QStringLiteral("cpuModel")).toString())
                    .arg(m.value(QStringLiteral("cores")).toInt())
                    .arg(m.value(QStringLiteral("pus")).toInt())
                    .arg(m.value(QStringLiteral("smtInUse")).toBool() ? QStringLiteral("on") : QStringLiteral("off"),
                        m.value(QStringLiteral("osName")).toString(),
                        m.value(QStringLiteral("kernelRelease")).toString()));
        return text;
    }

    int showRun(CommandLine& cl)
    {
        const auto id = idArgument(cl.positionals().value(1));
        if (!id || cl.positionals().size() != 2)
            return usageError(kUsage);
        const QString intervalsCsv = cl.take(QStringLiteral("intervals_csv"));
        ResultStore store;
        if (int rc = openStore(cl, store, Access::Read))
            return rc;
        if (int rc = unknownOptions(cl, QStringLiteral("show")))
            return rc;
        auto run = store.run(*id);
        if (!run)
            return fail(run.error());
        auto intervals = store.intervals(*id);
        if (!intervals)
            return fail(intervals.error());
        auto environment = store.environment(*id);
        if (!environment)
            return fail(environment.error());
        if (!intervalsCsv.isEmpty()) {
            if (Error e = TableOutputs::writeFile(intervalsCsv, IntervalSeriesWriter::write(*intervals, TableWriter::Format::Csv)))
                return fail(e);
            err() << "wrote " << intervalsCsv << Qt::endl;
        }
        out() << statusText(*run) << '\n' << specText(*run) << '\n' << summaryText(*run) << '\n';
        if (!environment->isEmpty())
            out() << serverText(*environment) << '\n';
        if (const QString affinity = affinityText(*environment); !affinity.isEmpty())
            out() << affinity << '\n';
        out() << "Intervals (" << intervals->size() << ")\n";
        if (!intervals->empty())
            out() << IntervalSeriesWriter::write(*intervals, TableWriter::Format::Markdown);
        out().flush();
        return ExitOk;
    }

    bool confirmed(const QString& question)
    {
        err() << question << " [y/N] " << Qt::flush;
        QTextStream in(stdin);
        const QString answer = in.readLine().trimmed().toLower();
        return answer == QLatin1String("y") || answer == QLatin1String("yes");
    }

    // Without --yes, only a person at a terminal can agree; a script must say --yes.
    int askToDelete(bool yes, const QString& what)
    {
        if (yes)
            return ExitOk;
        if (!::isatty(STDIN_FILENO))
            return usageError(QStringLiteral("not deleting %1: stdin is not a terminal; add --yes").arg(what));
        if (!confirmed(QStringLiteral("Delete %1?").arg(what))) {
            err() << "nothing deleted" << Qt::endl;
            return ExitUsage;
        }
        return ExitOk;
    }

    QString runDescription(const StoredRun& r)
    {
        return QStringLiteral("run %1 (%2, %3, server CPUs %4, repetition %5, %6, %7 intervals)")
            .arg(r.id)
            .arg(r.spec.workloadLabel)
            .arg(clientCount(r.spec.threads))
            .arg(r.spec.serverCpu.label)
            .arg(r.spec.repetition + 1)
            .arg(QLatin1String(runStatusName(r.status)))
            .arg(r.intervalCount);
    }

    int deleteExperiment(ResultStore& store, qint64 id, bool yes)
    {
        auto experiment = store.experiment(id);
        if (!experiment)
            return fail(experiment.error());
        RunFilter filter;
        filter.experimentId = id;
        auto runs = store.listRuns(filter);
        if (!runs)
            return fail(runs.error());
        qint64 intervals = 0;
        for (const StoredRun& r : *runs)
            intervals += r.intervalCount;
        const QString what = QStringLiteral("experiment %1 '%2' with %3 runs and %4 intervals")
                                 .arg(id)
                                 .arg(experiment->name)
                                 .arg(runs->size())
                                 .arg(intervals);
        if (int rc = askToDelete(yes, what))
            return rc;
        if (Error e = store.deleteExperiment(id))
            return fail(e);
        out() << "deleted " << what << Qt::endl;
        return ExitOk;
    }

    int deleteRuns(CommandLine& cl)
    {
        const bool yes = cl.takeFlag(QStringLiteral("yes"));
        const bool byExperiment = cl.has(QStringLiteral("experiment"));
        const auto id = idArgument(byExperiment ? cl.take(QStringLiteral("experiment")) : cl.positionals().value(1));
        if (!id || cl.positionals().size() != (byExperiment ? 1 : 2))
            return usageError(kUsage);
        ResultStore store;
        if (int rc = openStore(cl, store, Access::Write))
            return rc;
        if (int rc = unknownOptions(cl, QStringLiteral("delete")))
            return rc;
        if (byExperiment)
            return deleteExperiment(store, *id, yes);
        auto run = store.run(*id);
        if (!run)
            return fail(run.error());
        const QString what = runDescription(*run);
        if (int rc = askToDelete(yes, what))
            return rc;
        if (Error e = store.deleteRun(*id))
            return fail(e);
        out() << "deleted " << what << Qt::endl;
        return ExitOk;
    }

} // namespace

int resultsCommand(const QStringList& args)
{
    CommandLine cl = CommandLine::parse(args,
        { QStringLiteral("store"), QStringLiteral("experiment"), QStringLiteral("csv"), QStringLiteral("json"),
            QStringLiteral("markdown"), QStringLiteral("intervals_csv"), QStringLiteral("out") });
    const QString action = cl.positionals().value(0);
    if (cl.takeFlag(QStringLiteral("help"))) {
        out() << kUsage << Qt::endl;
        return ExitOk;
    }
    if (action == QLatin1String("list") && cl.positionals().size() == 1)
        return listRuns(cl);
    if (action == QLatin1String("show"))
        return showRun(cl);
    if (action == QLatin1String("delete"))
        return deleteRuns(cl);
    if (action == QLatin1String("hdr-log"))
        return hdrLogCommand(cl);
    return usageError(kUsage);
}

} // namespace sb::cli
