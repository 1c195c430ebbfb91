// SPDX-License-Identifier: GPL-3.0-or-later
#include "runprinter.h"

#include "collectors/servermetrics.h"
#include "collectors/waitprofile.h"
#include <QJsonArray>

#include "common/errortext.h"
#include "console.h"
#include "engine/enginejson.h"

#include <QJsonDocument>

namespace sb::cli {

namespace {

QString num(double v, int precision = 2)
{
    return QString::number(v, 'f', precision);
}

QString line(const char* label, const QString& value, int width = 40)
{
    return QStringLiteral("    %1%2\n").arg(QLatin1String(label), -width + 4).arg(value);
}

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
    const QString backlog
        = (s.targetRate > 0 ? QStringLiteral(" backlog: %1").arg(s.backlog) : QString()) + connectionsText(s);
    out() << QStringLiteral(
        "[ %1s ] thds: %2 tps: %3 qps: %4 (r/w/o: %5/%6/%7) lat (ms,95%): %8 err/s: %9 reconn/s: %10%11%12\n")
                 .arg(time)
                 .arg(s.threads)
                 .arg(num(s.tps()), num(s.qps()), num(s.perSec(s.reads)), num(s.perSec(s.writes)),
                     num(s.perSec(s.others)), latency, num(s.perSec(s.ignoredErrors + s.fatalErrors)),
                     num(s.perSec(s.reconnects)), backlog, s.warmup ? QStringLiteral(" (warm-up)") : QString());
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

QString connectsText(const RunSummary& r)
{
    const ConnectSummary& c = r.connects;
    QString text = QStringLiteral("\nConnections:\n");
    if (!r.driver.isEmpty())
        text += line("client driver:", driverText(r.driver, r.driverThreads));
    text += line("connected:", QStringLiteral("%1 of %2").arg(c.connected).arg(r.threads));
    text += line("failed connect attempts:", QString::number(c.failures));
    text += line("connect time (ms) avg / 95% / max:",
        QStringLiteral("%1 / %2 / %3").arg(num(c.meanMs), num(c.p95Ms), num(c.maxMs)));
    return text;
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

void RunPrinter::summary(const RunSummary& r, const QJsonObject& environment) const
{
    const QJsonValue waits = environment.isEmpty()
        ? QJsonValue()
        : WaitProfile::summaryJson(environment.value(QStringLiteral("server_waits")).toObject(), r.transactions);
    if (m_json) {
        QJsonObject o = EngineJson::summary(r);
        if (!waits.isUndefined())
            o.insert(QStringLiteral("wait_profile"), waits);
        out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        out().flush();
        return;
    }
    const double d = r.durationSec;
    auto rate = [&](std::uint64_t n) { return QStringLiteral("%1 (%2 per sec.)").arg(n).arg(num(d > 0 ? double(n) / d : 0.0)); };
    QString text = QStringLiteral("\nSQL statistics:\n    queries performed:\n");
    text += QStringLiteral("        read:                            %1\n").arg(r.reads);
    text += QStringLiteral("        write:                           %1\n").arg(r.writes);
    text += QStringLiteral("        other:                           %1\n").arg(r.others);
    text += QStringLiteral("        total:                           %1\n").arg(r.queries());
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
    text += connectsText(r);
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
