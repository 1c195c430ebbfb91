// SPDX-License-Identifier: GPL-3.0-or-later
// The server's threads on the CPUs (core/collectors/hostcounters): /proc's switch counts and migrations, hardware
// counters where a PMU exists and no perf software event (their cost), and "not available" with a reason, never 0.
#include "analysis/runpivot.h"
#include "collectors/hostcounters.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTest>

using namespace sb;

namespace {

// A stand-in server: a thread that sleeps in a loop (voluntary switches); on each input line a new thread is born,
// spins until it has used 0.3 s of CPU and ends.
const char* const kChildScript = R"(
import sys, threading, time
def idle():
    while True:
        time.sleep(0.005)
def burn():
    start = time.thread_time()
    while time.thread_time() - start < 0.3:
        pass
    print("burnt", flush=True)
threading.Thread(target=idle, daemon=True).start()
print("ready", flush=True)
for line in sys.stdin:
    if line.strip() == "burn":
        threading.Thread(target=burn).start()
    else:
        break
)";

// The child's next whole line (readyRead may come before a line is complete).
QByteArray lineOf(QProcess& child)
{
    for (int i = 0; i < 300 && !child.canReadLine(); ++i)
        child.waitForReadyRead(100);
    return child.readLine().trimmed();
}

// This process's perf_event file descriptors (a session opens its counters here).
int perfEventFds()
{
    int n = 0;
    for (const QFileInfo& fd : QDir(QStringLiteral("/proc/self/fd")).entryInfoList(QDir::System | QDir::NoDotAndDotDot)) {
        if (fd.symLinkTarget().contains(QLatin1String("perf_event")))
            ++n;
    }
    return n;
}

} // namespace

class TestHostCounters : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parsesProcFiles();
    void readsOwnThreads();
    void countsAStandInServer();
    void goneProcessIsNotAvailable();
    void metricsPerTransaction();
    void remoteRecordSaysWhy();
    void compareMetrics();
};

void TestHostCounters::parsesProcFiles()
{
    ProcThreadSwitches s;
    QVERIFY(parseProcStatusSwitches("Name:\tmariadbd\nvoluntary_ctxt_switches:\t1234\nnonvoluntary_ctxt_switches:\t56\n", s));
    QCOMPARE(s.voluntary, 1234u);
    QCOMPARE(s.involuntary, 56u);
    QVERIFY(!parseProcStatusSwitches("Name:\tx\n", s));
    QCOMPARE(parseSchedMigrations("mariadbd (123, #threads: 1)\n----\nse.exec_start : 1.5\nse.nr_migrations : 42\n"),
        std::optional<std::uint64_t>(42));
    QVERIFY(!parseSchedMigrations("se.exec_start : 1.5\n"));
}

void TestHostCounters::readsOwnThreads()
{
    const auto threads = readProcThreadSwitches(::getpid());
    QVERIFY(!threads.empty());
    QCOMPARE(threads.front().tid, ::getpid());
    QVERIFY(threads.front().voluntary + threads.front().involuntary > 0);
}

void TestHostCounters::countsAStandInServer()
{
    QProcess child;
    child.start(QStringLiteral("python3"), { QStringLiteral("-u"), QStringLiteral("-c"), QString::fromLatin1(kChildScript) });
    QVERIFY(child.waitForStarted());
    QCOMPARE(lineOf(child), QByteArray("ready"));

    HostCounterSession session(pid_t(child.processId()));
    session.begin();
    const int perfFds = perfEventFds();
    child.write("burn\n");
    QCOMPARE(lineOf(child), QByteArray("burnt"));
    QTest::qWait(100);
    session.end();
    const QJsonObject record = session.toJson();
    child.write("stop\n");
    child.closeWriteChannel();
    QVERIFY(child.waitForFinished(10000));

    const QJsonObject counters = record.value(QStringLiteral("counters")).toObject();
    // Hardware counters only, where a PMU exists: the software ones (context-switches, cpu-migrations, task-clock,
    // opened on every thread before) slowed every switch on the machine.
    const bool hardware = counters.contains(QStringLiteral("cycles")) || counters.contains(QStringLiteral("instructions"))
        || counters.contains(QStringLiteral("llc_misses"));
    QCOMPARE(record.value(QStringLiteral("source")).toString(), hardware ? QStringLiteral("proc+perf_event") : QStringLiteral("proc"));
    if (!hardware)
        QCOMPARE(perfFds, 0);
    QVERIFY(!counters.contains(QStringLiteral("context_switches")) && !counters.contains(QStringLiteral("task_clock_ns")));
    QVERIFY(counters.value(QStringLiteral("proc_migrations")).isDouble()); // Debian's kernel has /proc/PID/task/TID/sched
    QVERIFY2(counters.value(QStringLiteral("voluntary_switches")).toDouble() > 0, QJsonDocument(record).toJson().constData());
    QVERIFY(counters.value(QStringLiteral("involuntary_switches")).isDouble());
    const QJsonObject missing = record.value(QStringLiteral("not_available")).toObject();
    // Every counter is either a number or "not available" with its reason: never both, never a silent 0.
    for (HostEvent e : hostEvents()) {
        const QString name = hostEventName(e);
        QVERIFY2(counters.contains(name) != missing.contains(name), qPrintable(name));
        if (missing.contains(name))
            QVERIFY(!missing.value(name).toObject().value(QStringLiteral("reason")).toString().isEmpty());
    }
    if (!counters.contains(QStringLiteral("cycles")))
        QVERIFY(!missing.value(QStringLiteral("cycles")).toObject().value(QStringLiteral("reason")).toString().isEmpty());
    // Per transaction: 100 transactions.
    const QJsonObject perTx = hostCounterSummary(record, 100);
    QVERIFY(perTx.value(QStringLiteral("cswitch_per_tx")).toDouble() > 0);
    if (!counters.contains(QStringLiteral("cycles")))
        QCOMPARE(perTx.value(QStringLiteral("not_available")).toObject().value(QStringLiteral("ipc")).toString(),
            missing.value(QStringLiteral("cycles")).toObject().value(QStringLiteral("reason")).toString());
}

void TestHostCounters::goneProcessIsNotAvailable()
{
    QProcess child;
    child.start(QStringLiteral("true"), {});
    QVERIFY(child.waitForFinished(5000));
    HostCounterSession session(pid_t(child.processId()));
    session.begin();
    session.end();
    const QJsonObject record = session.toJson();
    QVERIFY(!record.contains(QStringLiteral("counters")));
    QCOMPARE(record.value(QStringLiteral("not_available")).toObject().value(QStringLiteral("cycles")).toObject().value(
                 QStringLiteral("reason")).toString(),
        QStringLiteral("no_process"));
    QVERIFY(!hostCounterMetric(record, QStringLiteral("cswitch_per_tx"), 10));
}

void TestHostCounters::metricsPerTransaction()
{
    // As a run on this VM stores it: /proc read, the hardware counters not (no PMU).
    const QJsonObject now = QJsonDocument::fromJson(R"({"source": "proc", "threads": 40,
        "counters": {"voluntary_switches": 3000, "involuntary_switches": 1000, "proc_migrations": 50},
        "not_available": {"cycles": {"reason": "no_pmu"}, "instructions": {"reason": "no_pmu"},
                          "llc_misses": {"reason": "no_pmu"}}})").object();
    QCOMPARE(*hostCounterMetric(now, QStringLiteral("cswitch_per_tx"), 1000), 4.0);
    QCOMPARE(*hostCounterMetric(now, QStringLiteral("migrations_per_tx"), 1000), 0.05);
    QCOMPARE(hostCounterReason(now, QStringLiteral("cswitch_per_tx")), QString());
    QCOMPARE(hostCounterReason(now, QStringLiteral("migrations_per_tx")), QString());
    QCOMPARE(hostCounterReason(now, QStringLiteral("ipc")), QStringLiteral("no_pmu"));
    // A kernel without CONFIG_SCHED_DEBUG: no migrations, and why.
    const QJsonObject noSched = QJsonDocument::fromJson(R"({"source": "proc", "counters": {"voluntary_switches": 3,
        "involuntary_switches": 1}, "not_available": {"proc_migrations": {"reason": "unsupported"}}})").object();
    QVERIFY(!hostCounterMetric(noSched, QStringLiteral("migrations_per_tx"), 10));
    QCOMPARE(hostCounterReason(noSched, QStringLiteral("migrations_per_tx")), QStringLiteral("unsupported"));

    // As runs stored it before, with perf's software counters beside /proc's.
    const QJsonObject vm = QJsonDocument::fromJson(R"({"source": "proc+perf_event", "threads": 40,
        "counters": {"voluntary_switches": 3000, "involuntary_switches": 1000, "proc_migrations": 50,
                     "context_switches": 4200, "cpu_migrations": 60, "task_clock_ns": 2e9},
        "not_available": {"cycles": {"reason": "no_pmu"}, "instructions": {"reason": "no_pmu"},
                          "llc_misses": {"reason": "no_pmu"}}})").object();
    QCOMPARE(*hostCounterMetric(vm, QStringLiteral("cswitch_per_tx"), 1000), 4.2); // perf's count first
    QCOMPARE(*hostCounterMetric(vm, QStringLiteral("voluntary_cswitch_per_tx"), 1000), 3.0);
    QCOMPARE(*hostCounterMetric(vm, QStringLiteral("migrations_per_tx"), 1000), 0.06);
    QVERIFY(!hostCounterMetric(vm, QStringLiteral("ipc"), 1000));
    QCOMPARE(hostCounterReason(vm, QStringLiteral("ipc")), QStringLiteral("no_pmu"));
    QCOMPARE(hostCounterReason(vm, QStringLiteral("cswitch_per_tx")), QString());
    QVERIFY(!hostCounterMetric(vm, QStringLiteral("cswitch_per_tx"), 0));

    // /proc alone (perf_event refused): the switches still per transaction, from the threads alive.
    const QJsonObject procOnly = QJsonDocument::fromJson(R"({"counters": {"voluntary_switches": 30,
        "involuntary_switches": 10, "proc_migrations": 5}, "not_available": {"context_switches":
        {"reason": "perf_event_paranoid", "detail": "3"}, "cpu_migrations": {"reason": "perf_event_paranoid"}}})").object();
    QCOMPARE(*hostCounterMetric(procOnly, QStringLiteral("cswitch_per_tx"), 10), 4.0);
    QCOMPARE(*hostCounterMetric(procOnly, QStringLiteral("migrations_per_tx"), 10), 0.5);
    QCOMPARE(hostCounterReason(procOnly, QStringLiteral("migrations_per_tx")), QString());

    // A machine with a PMU.
    const QJsonObject pmu = QJsonDocument::fromJson(
        R"({"counters": {"cycles": 1e9, "instructions": 1.4e9, "llc_misses": 2e6}})").object();
    QCOMPARE(*hostCounterMetric(pmu, QStringLiteral("ipc"), 0), 1.4);
    QCOMPARE(*hostCounterMetric(pmu, QStringLiteral("llc_misses_per_tx"), 1000), 2000.0);
    QCOMPARE(*hostCounterMetric(pmu, QStringLiteral("cycles_per_tx"), 1000), 1e6);
}

void TestHostCounters::remoteRecordSaysWhy()
{
    const QJsonObject remote = hostCountersUnavailable(QStringLiteral("remote"));
    const QJsonObject summary = hostCounterSummary(remote, 500);
    for (const QString& name : hostCounterMetricNames()) {
        QVERIFY2(!summary.contains(name), qPrintable(name));
        QCOMPARE(summary.value(QStringLiteral("not_available")).toObject().value(name).toString(), QStringLiteral("remote"));
    }
}

void TestHostCounters::compareMetrics()
{
    // compare --metric cswitch_per_tx / migrations_per_tx / ipc: from the runs' stored records, per transaction.
    for (const char* name : { "cswitch_per_tx", "migrations_per_tx", "ipc", "llc_misses_per_tx" }) {
        const auto m = RunPivot::metricFromName(QLatin1String(name));
        QVERIFY2(m && RunPivot::isHostCounter(*m), name);
        QCOMPARE(RunPivot::metricName(*m), QLatin1String(name));
    }
    StoredRun a, b;
    a.id = 1;
    b.id = 2;
    a.status = b.status = RunStatus::Finished;
    a.hasSummary = b.hasSummary = true;
    a.summary.transactions = 1000;
    b.summary.transactions = 2000;
    a.summary.durationSec = b.summary.durationSec = 1;
    b.spec.threads = 64;
    const QJsonObject counters { { QStringLiteral("counters"),
        QJsonObject { { QStringLiteral("context_switches"), 3000.0 }, { QStringLiteral("cpu_migrations"), 20.0 } } },
        { QStringLiteral("not_available"),
            QJsonObject { { QStringLiteral("cycles"), QJsonObject { { QStringLiteral("reason"), QStringLiteral("no_pmu") } } } } } };
    const QHash<qint64, QJsonObject> envs { { 1, { { QStringLiteral("server_host_counters"), counters } } },
        { 2, { { QStringLiteral("server_host_counters"), counters } } } };
    const QList<StoredRun> runs { a, b };
    const auto values = RunPivot::environmentValues(RunMetric::CswitchPerTransaction, runs, envs);
    QCOMPARE(values.value(1), 3.0);
    QCOMPARE(values.value(2), 1.5);
    const RunPivotResult pivot = RunPivot::build(runs, RunMetric::CswitchPerTransaction, RunAxis::Clients,
        RunAxis::ServerCpus, 0.1, values);
    QCOMPARE(pivot.usedRuns.size(), 2);
    // No PMU: IPC is left out, not 0.
    const auto ipc = RunPivot::environmentValues(RunMetric::Ipc, runs, envs);
    QVERIFY(ipc.isEmpty());
    const RunPivotResult none = RunPivot::build(runs, RunMetric::Ipc, RunAxis::Clients, RunAxis::ServerCpus, 0.1, ipc);
    QCOMPARE(none.runsWithoutMetric.size(), 2);
}

QTEST_GUILESS_MAIN(TestHostCounters)
#include "tst_hostcounters.moc"
