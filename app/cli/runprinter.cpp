// SPDX-License-Identifier: GPL-3.0-or-later
#include "runprinter.h"

#include "collectors/runcost.h"
#include "collectors/servermetrics.h"
#include "collectors/waitprofile.h"
#include <QJsonArray>

#include "common/errortext.h"
#include "console.h"
#include "runsummarytexts.h"
#include "collectors/hostcounters.h"
#include "engine/enginejson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <cmath>

namespace sb::cli {

namespace {

QString driverText(const QString& driver, int loops)
{
    if (driver == QLatin1String("async"))
        return QStringLiteral("async (%1 event-loop thread%2)")
            .arg(loops)
            .arg(QLatin1String(loops == 1 ? "" : "s"));
    return QStringLiteral("threads (one per connection)");
}

} // namespace

void RunPrinter::header(const QString& workload, const QString& endpoint, const QString& serverVersion, int threads,
    const QString& driver, int loops) const
{
    if (m_json)
        return;
    out() << "scalebench-cli " << SCALEBENCH_VERSION << " running " << workload << " on " << endpoint;
    if (!serverVersion.isEmpty())
        out() << " (" << serverVersion << ")";
    out() << "\nNumber of threads: " << threads << "\nClient driver: " << driverText(driver, loops) << "\n\n";
    out().flush();
}

namespace {

// Connected and busy connections, when they say more than the thread count does: some connections are not
// connected, or many are idle (think time, open-loop arrivals).
QString connectionsText(const IntervalSample& s)
{
    if (s.connected == s.threads && s.busy >= 0.9 * s.threads)
        return {};
    return QStringLiteral(" conn: %1 busy: %2").arg(s.connected).arg(num(s.busy, 1));
}

} // namespace

void RunPrinter::interval(const IntervalSample& s) const
{
    if (m_json) {
        out() << QJsonDocument(EngineJson::interval(s)).toJson(QJsonDocument::Compact) << '\n';
        out().flush();
        return;
    }
    const double t = s.timeSec;
    const QString time = std::abs(t - std::round(t)) < 0.05 ? QString::number(qint64(std::round(t))) : num(t, 1);
    // Open loop: latency from the intended start, then the service time alone, then the backlog (like sysbench's
    // queue length).
    const QString latency = s.targetRate > 0
        ? QStringLiteral("%1 (service %2)").arg(num(s.latency.p95Ms), num(s.serviceLatency.p95Ms))
        : num(s.latency.p95Ms);
    const QString backlog = (s.targetRate > 0 ? QStringLiteral(" backlog: %1").arg(s.backlog) : QString())
        + (s.headline > 0 ? QStringLiteral(" nopm: %1").arg(qint64(std::llround(s.headlinePerMin()))) : QString())
        + connectionsText(s);
    const QString group = !s.group.isEmpty() ? s.group + QLatin1Char(' ') : m_mix ? QStringLiteral("total ") : QString();
    out() << QStringLiteral(
        "[ %1s ] %13thds: %2 tps: %3 qps: %4 (r/w/o: %5/%6/%7) lat (ms,95%): %8 err/s: %9 reconn/s: %10%11%12\n")
                 .arg(time)
                 .arg(s.threads)
                 .arg(num(s.tps()), num(s.qps()), num(s.perSec(s.reads)), num(s.perSec(s.writes)),
                     num(s.perSec(s.others)), latency, num(s.perSec(s.ignoredErrors + s.fatalErrors)),
                     num(s.perSec(s.reconnects)), backlog, s.warmup ? QStringLiteral(" (warm-up)") : QString(), group);
    if (s.restart == QLatin1String("gap"))
        out() << "        server restarting: its old process is gone (the interval holds the gap)\n";
    else if (s.restart == QLatin1String("cold"))
        out() << "        after the server's restart: its buffer pool started empty\n";
    if (s.serverNotAnswering())
        out() << QStringLiteral(
            "        server not answering: no query completed for %1 s (%2 of %3 connections waiting)\n")
                     .arg(num(s.notAnsweringSec, 0))
                     .arg(s.stalledConnections)
                     .arg(s.threads);
    if (m_serverThreads) {
        for (std::size_t i = 0; i < std::min<std::size_t>(5, s.serverThreads.size()); ++i) {
            const ServerThreadCpu& st = s.serverThreads[i];
            out() << QStringLiteral("        server thread %1 %2: %3% CPU (on CPU %4)\n")
                         .arg(st.tid)
                         .arg(st.name, num(st.cpuPercent, 1))
                         .arg(st.lastCpu);
        }
    }
    out().flush();
}

namespace {

// A mixed run: one row per group and the total, and the server's statements, which cover every group.
QString groupsText(const RunSummary& r, const QJsonObject& environment)
{
    QString text = QStringLiteral("\nGroups (one measured window; latency ms avg / 95%% / 99%%):\n").replace(QStringLiteral("%%"), QStringLiteral("%"));
    auto row = [&](const QString& name, const RunSummary& g) {
        text += QStringLiteral("    %1 %2 clients  transactions %3 (%4 per sec.)  queries %5 (%6 per sec.)  errors %7  "
                               "latency %8 / %9 / %10%11\n")
                    .arg(name, -16)
                    .arg(g.threads, 4)
                    .arg(g.transactions)
                    .arg(num(r.perSec(g.transactions)))
                    .arg(g.queries())
                    .arg(num(r.perSec(g.queries())))
                    .arg(g.errors())
                    .arg(num(g.latency.avgMs), num(g.latency.p95Ms), num(g.latency.p99Ms))
                    .arg(g.headline > 0 ? QStringLiteral("  nopm %1").arg(qint64(std::llround(r.perSec(g.headline) * 60)))
                                        : QString());
    };
    for (const RunSummary& g : r.groups)
        row(g.group, g);
    row(QStringLiteral("total"), r);
    const QJsonObject delta = environment.value(QStringLiteral("status_delta")).toObject();
    if (delta.contains(QStringLiteral("Questions")))
        text += QStringLiteral("    server Questions over the run (every group, and the tool's own probes): %1\n")
                    .arg(qint64(delta.value(QStringLiteral("Questions")).toDouble()));
    if (r.workloadFigures.contains(QStringLiteral("mix")))
        text += QStringLiteral("    the server's figures below (TPM from Com_commit + Com_rollback) cover every group\n");
    return text;
}

// tpcc: each transaction type's share, rollbacks, errors and latency; NOPM from the client and the server; TPM.
QString typesText(const RunSummary& r)
{
    if (r.types.empty())
        return {};
    QString text = QStringLiteral("\nTransaction types (share, rolled back on purpose, errors, latency ms avg / 95% / 99%):\n");
    for (const TransactionTypeSummary& t : r.types) {
        const double share = r.typedTransactions() ? 100.0 * double(t.transactions) / double(r.typedTransactions()) : 0.0;
        text += QStringLiteral("    %1 %2 (%3%) rolled back %4 (%5%) errors %6  %7 / %8 / %9\n")
                    .arg(t.name, -14)
                    .arg(t.transactions, 9)
                    .arg(num(share))
                    .arg(t.rolledBack)
                    .arg(num(t.transactions ? 100.0 * double(t.rolledBack) / double(t.transactions) : 0.0))
                    .arg(t.errors)
                    .arg(num(t.latency.avgMs), num(t.latency.p95Ms), num(t.latency.p99Ms));
    }
    const QJsonObject& f = r.workloadFigures;
    if (!r.headlineName.isEmpty()) {
        text += line("NOPM (client New-Orders/min):", num(r.headlinePerMin()));
        if (f.contains(QStringLiteral("server_nopm"))) {
            const double server = f.value(QStringLiteral("server_nopm")).toDouble();
            text += line("NOPM (server d_next_o_id):",
                QStringLiteral("%1 (client/server %2)")
                    .arg(num(server))
                    .arg(num(server > 0 ? r.headlinePerMin() / server : 0.0, 4)));
        }
    }
    if (f.contains(QStringLiteral("tpm")))
        text += line("TPM (Com_commit+Com_rollback):", num(f.value(QStringLiteral("tpm")).toDouble()));
    if (f.contains(QStringLiteral("audited")))
        text += QStringLiteral("    TPC-C-like workload: not an audited TPC-C result.\n");
    return text;
}

QString connectsText(const RunSummary& r)
{
    const ConnectSummary& c = r.connects;
    QString text = QStringLiteral("\nConnections:\n");
    if (!r.driver.isEmpty())
        text += line("client driver:", driverText(r.driver, r.driverThreads));
    text += line("connected:", QStringLiteral("%1 of %2").arg(c.connected).arg(r.threads));
    text += line("failed connect attempts:", QString::number(c.failures));
    if (c.retries > 0)
        text += line("first connects tried again:", QString::number(c.retries));
    text += line("connect time (ms) avg / 95% / max:",
        QStringLiteral("%1 / %2 / %3").arg(num(c.meanMs), num(c.p95Ms), num(c.maxMs)));
    return text;
}

} // namespace

namespace {

    QString reasonWords(const QString& code, const QString& detail = {})
    {
        if (code == QLatin1String("no_pmu"))
            return QStringLiteral("no PMU: this machine has no hardware counters, as most virtual machines");
        if (code == QLatin1String("perf_event_paranoid"))
            return QStringLiteral("kernel.perf_event_paranoid is %1: run as root, give CAP_PERFMON or lower it").arg(detail);
        if (code == QLatin1String("remote"))
            return QStringLiteral("the server is not on this machine");
        if (code == QLatin1String("needs_agent_protocol_2"))
            return QStringLiteral("needs agent protocol 2: the agent on the server's host (%1) speaks protocol 1; install "
                                  "this version's scalebench-agent there").arg(detail.isEmpty() ? QStringLiteral("older") : detail);
        if (code == QLatin1String("other_user"))
            return QStringLiteral("the server runs as %1: give the agent CAP_PERFMON or run it as that user or root").arg(detail);
        if (code == QLatin1String("agent_failed"))
            return QStringLiteral("the agent on the server's host failed: %1").arg(detail);
        if (code == QLatin1String("no_process"))
            return QStringLiteral("the server process is gone");
        if (code == QLatin1String("no_perf"))
            return QStringLiteral("perf is not installed (Debian: linux-perf)");
        if (code == QLatin1String("no_samples"))
            return QStringLiteral("the server used no CPU while it was recorded");
        if (code == QLatin1String("no_transactions"))
            return QStringLiteral("no transaction finished");
        return detail.isEmpty() ? code : code + QStringLiteral(": ") + detail;
    }

    // What could not be read, once per reason: "not available (no PMU: ...): ipc, cycles_per_tx".
    QStringList unavailableLines(const QJsonObject& hostSummary, const QJsonObject& record)
    {
        QMap<QString, QStringList> byReason;
        const QJsonObject missing = hostSummary.value(QStringLiteral("not_available")).toObject();
        for (auto it = missing.begin(); it != missing.end(); ++it)
            byReason[it.value().toString()] << it.key();
        QStringList lines;
        const QJsonObject details = record.value(QStringLiteral("not_available")).toObject();
        for (auto it = byReason.cbegin(); it != byReason.cend(); ++it) {
            QString detail;
            for (const QJsonValue v : details) {
                if (v.toObject().value(QStringLiteral("reason")).toString() == it.key())
                    detail = v.toObject().value(QStringLiteral("detail")).toString();
            }
            lines << QStringLiteral("not available (%1): %2").arg(reasonWords(it.key(), detail), it.value().join(QStringLiteral(", ")));
        }
        return lines;
    }

} // namespace

void RunPrinter::serverNotes(const QJsonObject& environment)
{
    const QString reason = ServerMetrics::waitsUnavailableReason(environment);
    if (reason == QLatin1String("performance_schema_off"))
        err() << "note: no wait profile: the server runs with performance_schema=OFF. Start it with "
                 "performance_schema=ON and performance-schema-instrument='wait/%=ON' in its my.cnf (the sandbox: "
                 "scalebench-cli sandbox start --performance-schema)."
              << Qt::endl;
    else if (reason == QLatin1String("no_access"))
        err() << "note: no wait profile: the user may not read performance_schema ("
              << environment.value(QStringLiteral("server_waits")).toObject().value(QStringLiteral("detail")).toString()
              << "); GRANT SELECT ON performance_schema.* gives it." << Qt::endl;
    const QJsonArray off
        = environment.value(QStringLiteral("server_waits")).toObject().value(QStringLiteral("instruments_off")).toArray();
    if (!off.isEmpty()) {
        QStringList names;
        for (const QJsonValue& v : off)
            names << v.toString();
        err() << "note: the wait profile misses " << names.join(QStringLiteral(", "))
              << " (instruments or consumers off): performance-schema-instrument='wait/%=ON' in the server's my.cnf "
                 "counts them."
              << Qt::endl;
    }
}

namespace {

    // Counts, rates and latency, in sysbench's layout.
    QString statisticsText(const RunSummary& r)
    {
        const double d = r.durationSec;
        auto rate = [&](std::uint64_t n) {
            return QStringLiteral("%1 (%2 per sec.)").arg(n).arg(num(d > 0 ? double(n) / d : 0.0));
        };
        QString text;
        text += line("transactions:", rate(r.transactions));
        text += line("queries:", rate(r.queries()));
        text += line("ignored errors:", rate(r.ignoredErrors));
        text += line("reconnects:", rate(r.reconnects));
        text += QStringLiteral("\nGeneral statistics:\n");
        text += line("total time:", num(d, 4) + QLatin1Char('s'));
        text += line("total number of events:", QString::number(r.transactions));
        text += QStringLiteral("\nLatency (ms):\n");
        text += line("     min:", num(r.latency.minMs));
        text += line("     avg:", num(r.latency.avgMs));
        text += line("     max:", num(r.latency.maxMs));
        text += line("     50th percentile:", num(r.latency.p50Ms));
        text += line("     95th percentile:", num(r.latency.p95Ms));
        text += line("     99th percentile:", num(r.latency.p99Ms));
        text += line("     99.9th percentile:", num(r.latency.p999Ms));
        text += line("     sum:", num(r.latency.sumMs));
        return text;
    }

    // The open loop's target and service time, the hosts, the errors by code and the connections shut down at the end.
    QString openLoopAndHostsText(const RunSummary& r)
    {
        QString text;
        if (r.targetRate > 0) {
            text += QStringLiteral("\nOpen loop (latency above counts from each arrival's intended start):\n");
            text += line("target rate:", num(r.targetRate) + QStringLiteral(" tx/s"));
            text += line("backlog at end / peak:", QStringLiteral("%1 / %2").arg(r.backlog).arg(r.backlogPeak));
            text += QStringLiteral("    Service time (ms, actual start to end):\n");
            text += line("     avg:", num(r.serviceLatency.avgMs));
            text += line("     50th percentile:", num(r.serviceLatency.p50Ms));
            text += line("     95th percentile:", num(r.serviceLatency.p95Ms));
            text += line("     99th percentile:", num(r.serviceLatency.p99Ms));
            text += line("     max:", num(r.serviceLatency.maxMs));
        }
        if (!r.perHost.empty()) {
            text += QStringLiteral("\nPer host (connections round-robin):\n");
            for (const HostCounts& h : r.perHost)
                text += QStringLiteral("    %1 %2 connections, transactions %3 (%4 per sec.), queries %5, errors %6\n")
                            .arg(h.endpoint, -24)
                            .arg(h.connections)
                            .arg(h.transactions)
                            .arg(num(r.perSec(h.transactions)))
                            .arg(h.queries)
                            .arg(h.errors);
        }
        if (!r.errorsByCode.empty()) {
            text += QStringLiteral("\nErrors by code:\n");
            for (const auto& [code, count] : r.errorsByCode)
                text += QStringLiteral("    %1: %2\n").arg(code).arg(count);
        }
        if (r.stuckConnections > 0)
            text += QStringLiteral("\nConnections still waiting for the server at the end, shut down: %1\n")
                        .arg(r.stuckConnections);
        return text;
    }

    // The server's side: its threads' counters, its profile and its waits.
    QString serverText(
        const QJsonObject& host, const QStringList& missing, const QJsonObject& profile, const QJsonValue& waits)
    {
        QString text;
        if (!host.isEmpty()) {
            text += QStringLiteral("\nServer threads on the CPUs (measured part, per transaction):\n");
            for (const QString& name : hostCounterMetricNames()) {
                if (host.value(name).isDouble())
                    text += line(
                        qPrintable(name + QLatin1Char(':')), QString::number(host.value(name).toDouble(), 'g', 4));
            }
            for (const QString& l : missing)
                text += QStringLiteral("    %1\n").arg(l);
        }
        if (!profile.isEmpty()) {
            const QJsonObject why = profile.value(QStringLiteral("not_available")).toObject();
            text += QStringLiteral("\nServer profile (perf record -e cpu-clock -g):\n");
            if (!why.isEmpty()) {
                text += QStringLiteral("    not available (%1)\n")
                            .arg(reasonWords(why.value(QStringLiteral("reason")).toString(),
                                why.value(QStringLiteral("detail")).toString()));
            } else {
                const QJsonObject shares = profile.value(QStringLiteral("shares")).toObject();
                text += line("samples:", QString::number(qint64(profile.value(QStringLiteral("samples")).toDouble())));
                text += line("kernel / server / libraries:",
                    QStringLiteral("%1% / %2% / %3%")
                        .arg(num(100 * shares.value(QStringLiteral("kernel")).toDouble(), 1),
                            num(100 * shares.value(QStringLiteral("server")).toDouble(), 1),
                            num(100 * shares.value(QStringLiteral("libraries")).toDouble(), 1)));
                text += line("truncated stacks:",
                    num(100 * profile.value(QStringLiteral("truncated_share")).toDouble(), 1) + QLatin1Char('%'));
            }
        }
        if (waits.isArray() && !waits.toArray().isEmpty()) {
            text += QStringLiteral("\nServer waits of the run's connections (performance_schema), µs per transaction;\n"
                                   "share: of its level's time (synch and file waits happen inside table waits):\n");
            int shown = 0;
            for (const QJsonValue& v : waits.toArray()) {
                if (++shown > 10)
                    break;
                const QJsonObject w = v.toObject();
                text += QStringLiteral("    %1 %2 %3 (%4% of %5)\n")
                            .arg(w.value(QStringLiteral("event")).toString(), -48)
                            .arg(num(w.value(QStringLiteral("time_us_per_tx")).toDouble()), 10)
                            .arg(QStringLiteral("µs/tx"))
                            .arg(num(100 * w.value(QStringLiteral("share")).toDouble()))
                            .arg(w.value(QStringLiteral("level")).toString());
            }
        }
        return text;
    }

} // namespace


void RunPrinter::summary(const RunSummary& r, const QJsonObject& environment) const
{
    const QJsonObject hostRecord = environment.value(QStringLiteral("server_host_counters")).toObject();
    const QJsonObject host = hostCounterSummary(hostRecord, r.transactions);
    const QJsonObject profile = environment.value(QStringLiteral("server_profile")).toObject();
    const QStringList missing = unavailableLines(host, hostRecord);
    const QJsonValue waits = environment.isEmpty()
        ? QJsonValue()
        : WaitProfile::summaryJson(environment.value(QStringLiteral("server_waits")).toObject(), r.transactions);
    if (m_json) {
        QJsonObject o = EngineJson::summary(r);
        if (!host.isEmpty())
            o.insert(QStringLiteral("server_host"), host);
        if (!profile.isEmpty())
            o.insert(QStringLiteral("server_profile"), profile);
        if (const QJsonObject off = environment.value(QStringLiteral("server_offcpu_profile")).toObject(); !off.isEmpty())
            o.insert(QStringLiteral("server_offcpu_profile"), off);
        if (!waits.isUndefined())
            o.insert(QStringLiteral("wait_profile"), waits);
        if (environment.contains(RunCost::kRecord))
            o.insert(QStringLiteral("cost_per_transaction"), RunCost::summaryJson(environment, r.transactions));
        out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        out().flush();
        for (const QString& l : missing) // said once, beside the stream
            err() << "note: server counters " << l << Qt::endl;
        return;
    }
    QString text = r.groups.empty() ? QString() : groupsText(r, environment);
    text += QStringLiteral("\nSQL statistics%1:\n    queries performed:\n")
                .arg(r.groups.empty() ? QString() : QStringLiteral(" (total of every group)"));
    text += QStringLiteral("        read:                            %1\n").arg(r.reads);
    text += QStringLiteral("        write:                           %1\n").arg(r.writes);
    text += QStringLiteral("        other:                           %1\n").arg(r.others);
    text += QStringLiteral("        total:                           %1\n").arg(r.queries());
    text += statisticsText(r);
    text += typesText(r);
    text += connectsText(r);
    text += openLoopAndHostsText(r);
    text += serverText(host, missing, profile, waits);
    text += costText(environment, r.transactions);
    text += restartsText(r);
    text += QStringLiteral("\nRun status: %1\n").arg(QLatin1String(runStatusName(r.status)));
    out() << text;
    out().flush();
}

void RunPrinter::phase(const QString& name, int index, int count, std::uint64_t operations, const RunSummary& r) const
{
    if (m_json) {
        QJsonObject o = EngineJson::summary(r);
        o.insert(QStringLiteral("type"), QStringLiteral("phase"));
        o.insert(QStringLiteral("phase"), name);
        o.insert(QStringLiteral("phase_index"), index);
        o.insert(QStringLiteral("operations"), qint64(operations));
        o.insert(QStringLiteral("ops"), r.perSec(operations));
        out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        out().flush();
        return;
    }
    auto rate = [&](std::uint64_t n) { return QStringLiteral("%1 (%2 per sec.)").arg(n).arg(num(r.perSec(n))); };
    QString text = QStringLiteral("\nPhase %1/%2: %3\n").arg(index + 1).arg(count).arg(name);
    text += line("operations:", rate(operations));
    text += line("transactions (round trips):", rate(r.transactions));
    text += line("latency (ms) avg / 95% / max:",
        QStringLiteral("%1 / %2 / %3").arg(num(r.latency.avgMs), num(r.latency.p95Ms), num(r.latency.maxMs)));
    text += line("errors:", QString::number(r.errors()));
    text += line("time:", num(r.durationSec, 4) + QLatin1Char('s'));
    text += line("status:", QLatin1String(runStatusName(r.status)));
    out() << text;
    out().flush();
}

} // namespace sb::cli

namespace sb::cli {

namespace {

QString partText(Incident::Part part, const QString& error, const QString& answered)
{
    switch (part) {
    case Incident::Part::Answered:
        return answered;
    case Incident::Part::NotAnswered:
        return QStringLiteral("the server did not answer");
    case Incident::Part::Failed:
        return QStringLiteral("refused (%1)").arg(error);
    case Incident::Part::NotAvailable:
        break;
    }
    return QStringLiteral("not available");
}

QString statesText(const QJsonObject& states)
{
    QStringList parts;
    for (auto it = states.constBegin(); it != states.constEnd(); ++it)
        parts.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value().toInt()));
    return parts.join(QStringLiteral(", "));
}


} // namespace

void RunPrinter::event(const RunEvent& e) const
{
    if (m_json) {
        out() << QJsonDocument(e.toJson()).toJson(QJsonDocument::Compact) << '\n';
        out().flush();
        return;
    }
    const QJsonObject d = e.detail;
    const QJsonObject binding = d.value(QStringLiteral("binding")).toObject();
    QString bound;
    if (binding.contains(QStringLiteral("refused")))
        bound = QStringLiteral("; its threads could not be bound to CPUs %1 (%2)")
                    .arg(binding.value(QStringLiteral("asked")).toString(),
                        binding.value(QStringLiteral("detail")).toString(binding.value(QStringLiteral("refused")).toString()));
    else if (!binding.isEmpty())
        bound = QStringLiteral("; its threads bound to CPUs %1 again %2 ms after it answered (read back: %3)")
                    .arg(binding.value(QStringLiteral("asked")).toString(), num(d.value(QStringLiteral("bound_ms")).toDouble(), 0),
                        binding.value(QStringLiteral("read_back")).toString());
    const int newPid = d.value(QStringLiteral("new_pid")).toInt();
    err() << "Server restarted at " << num(e.timeSec, 1) << " s (pid " << d.value(QStringLiteral("old_pid")).toInt()
          << (newPid > 0 ? QStringLiteral(", now %1").arg(newPid) : QString())
          << (d.value(QStringLiteral("seen_by")).toString() == QLatin1String("uptime") ? ", seen by its Uptime" : "") << ")"
          << bound << Qt::endl;
}

void RunPrinter::incident(const Incident& i) const
{
    if (m_json) {
        out() << QJsonDocument(i.toJson()).toJson(QJsonDocument::Compact) << '\n';
        out().flush();
        return;
    }
    const QString why = i.reason == Incident::Reason::Stall
        ? QStringLiteral("no query completed for %1 s").arg(num(i.notAnsweringSec, 1))
        : QStringLiteral("%1 tx/s, under half the run's median of %2 tx/s for %3 intervals")
              .arg(num(i.tps), num(i.medianTps))
              .arg(i.lowIntervals);
    err() << "Incident at " << num(i.timeSec, 1) << " s (" << why << "):\n"
          << "    processlist: "
          << partText(i.processlist, i.processlistError,
                 QStringLiteral("%1 connections, %2 waiting for a lock").arg(i.processlistRows.size()).arg(i.waitingForLock()))
          << "\n    InnoDB status: "
          << partText(i.innodbStatus, i.innodbStatusError, QStringLiteral("%1 characters").arg(i.innodbStatusText.size()))
          << "\n    status counters: "
          << partText(i.statusDelta, i.statusDeltaError,
                 QStringLiteral("%1 changed over %2 s").arg(i.statusDeltas.size()).arg(num(i.statusDeltaSec, 1)))
          << "\n    server threads (states): " << partText(i.hostThreads, {}, statesText(i.threadStates)) << Qt::endl;
}

void RunPrinter::note(const CollectorNote& n) const
{
    if (m_json) {
        out() << QJsonDocument(n.toJson()).toJson(QJsonDocument::Compact) << '\n';
        out().flush();
        return;
    }
    if (n.kind == CollectorNote::Kind::NeedsAgentProtocol2)
        err() << "Note: the agent on " << n.host << " speaks protocol version 1: it binds the server and samples "
              << "its threads; " << n.names.join(QStringLiteral(", "))
              << " need agent protocol 2 (install this version's scalebench-agent there) and are stored as not available"
              << Qt::endl;
    else if (n.kind == CollectorNote::Kind::CountersMissing)
        err() << "Note: the server has no status counter " << n.names.join(QStringLiteral(", "))
              << "; the run samples the others" << Qt::endl;
    else
        err() << "Note: the server was slow to answer the status sampler (" << n.count
              << " readings late or failed, the longest took " << num(n.seconds, 2) << " s; its timeout is "
              << n.timeoutSec << " s): some intervals have no server counters. The clients were not held up."
              << Qt::endl;
}

} // namespace sb::cli
