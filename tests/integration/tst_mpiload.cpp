// SPDX-License-Identifier: GPL-3.0-or-later
// `run` under mpirun on this machine against the sandbox: the ranks act as one run (the server counts what rank 0
// reports), and a rank killed mid-run ends it as interrupted with what was measured, instead of hanging.
#include "affinity/serverbinding.h"
#include "collectors/servermetrics.h"
#include "common/fileproblem.h"
#include "experiment/measuredrun.h"
#include "store/resultstore.h"
#include "support/timescale.h"
#include "support/testserver.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <csignal>

using namespace sb;

namespace {

struct MpiRun {
    int exitCode = -1;
    QList<QJsonObject> intervals;
    QJsonObject summary, ranks;
    QString out, err;
};

QList<QJsonObject> jsonLines(const QString& text)
{
    QList<QJsonObject> objects;
    for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
        if (!o.isEmpty())
            objects.append(o);
    }
    return objects;
}

MpiRun parse(QProcess& p)
{
    MpiRun r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    for (const QJsonObject& o : jsonLines(r.out)) {
        const QString type = o.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("interval"))
            r.intervals.append(o);
        else if (type == QLatin1String("summary"))
            r.summary = o;
        else if (type == QLatin1String("ranks"))
            r.ranks = o;
    }
    return r;
}

// The ranks of one mpirun: the scalebench-cli processes whose environment names their rank.
int pidOfRank(int rank)
{
    const QByteArray wanted = "OMPI_COMM_WORLD_RANK=" + QByteArray::number(rank);
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString& pid : entries) {
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!cmdline.open(QIODevice::ReadOnly) || !cmdline.readAll().contains("scalebench-cli"))
            continue;
        QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
        if (environ.open(QIODevice::ReadOnly) && environ.readAll().split('\0').contains(wanted))
            return pid.toInt();
    }
    return 0;
}

// The CPUs each thread of a process may run on (Cpus_allowed_list of every task).
QStringList tasksCpus(int pid)
{
    QStringList lists;
    for (const QString& tid :
        QDir(QStringLiteral("/proc/%1/task").arg(pid)).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile status(QStringLiteral("/proc/%1/task/%2/status").arg(pid).arg(tid));
        if (!status.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray& line : status.readAll().split('\n')) {
            if (line.startsWith("Cpus_allowed_list:"))
                lists.append(QString::fromLatin1(line.mid(18).trimmed()));
        }
    }
    return lists;
}

} // namespace

class TestMpiLoad : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QString m_mpirun;

    QStringList connection() const
    {
        return test::cliConnection(m_profile);
    }
    // --enable-recovery: mpirun keeps the other ranks when one dies, so that rank 0 can report the run.
    QStringList mpirun(int ranks) const
    {
        return { QStringLiteral("--allow-run-as-root"), QStringLiteral("--oversubscribe"),
            QStringLiteral("--enable-recovery"), QStringLiteral("-np"), QString::number(ranks),
            qEnvironmentVariable("SCALEBENCH_CLI"), QStringLiteral("run"), QStringLiteral("oltp_point_select"),
            QStringLiteral("--table-size=1000"), QStringLiteral("--json") };
    }
    // A request as a plan or the Run page makes it, made by `ranks` load processes that mpirun starts.
    MeasuredRunRequest launched(int ranks, int threads, double seconds) const
    {
        MeasuredRunRequest request;
        request.spec.workload = request.spec.workloadLabel = QStringLiteral("oltp_point_select");
        request.spec.workloadOptions = { { QStringLiteral("table_size"), 1000 } };
        request.spec.threads = threads;
        request.spec.durationSec = seconds;
        request.spec.serverProfile = QStringLiteral("mpi_it");
        request.server.profile = m_profile;
        request.load.ranks = ranks;
        request.load.mpirun = m_mpirun;
        return request;
    }
    MpiRun run(int ranks, const QStringList& options)
    {
        QProcess p;
        p.start(m_mpirun, mpirun(ranks) + options + connection());
        if (!p.waitForFinished(test::scaledMs(120000)))
            p.kill();
        return parse(p);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_mpirun = QStandardPaths::findExecutable(QStringLiteral("mpirun"));
        if (m_mpirun.isEmpty())
            QSKIP("mpirun is not installed (Debian: openmpi-bin): the MPI load tests need it");
        if (qEnvironmentVariable("SCALEBENCH_CLI_MPI") != QLatin1String("1"))
            QSKIP("scalebench-cli was built without MPI (SCALEBENCH_MPI off or no libopenmpi-dev)");
        m_profile = test::sandboxProfile(QStringLiteral("mpi_it"));
        const auto r = test::runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select"),
                                        QStringLiteral("--table-size=1000") }
            + connection());
        QVERIFY2(r.exitCode == 0 || r.err.contains(QLatin1String("exist")), qPrintable(r.err));
    }

    void cleanupTestCase()
    {
        if (!m_mpirun.isEmpty() && !m_profile.socket.isEmpty())
            test::runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_point_select") } + connection());
    }

    void ranksSumToWhatTheServerCounted_data()
    {
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("threads");
        QTest::newRow("2 ranks x 2 clients") << 2 << 4;
        QTest::newRow("3 ranks, 5 clients (2+2+1)") << 3 << 5;
    }

    void ranksSumToWhatTheServerCounted()
    {
        QFETCH(int, ranks);
        QFETCH(int, threads);
        Session s;
        QVERIFY(!s.connect(m_profile));
        const qint64 before = test::status(s, QStringLiteral("Questions"));
        const MpiRun r = run(ranks,
            { QStringLiteral("--threads=") + QString::number(threads), QStringLiteral("--time=3"),
                QStringLiteral("--warmup-time=1") });
        const qint64 after = test::status(s, QStringLiteral("Questions"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.summary.value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
        QCOMPARE(r.summary.value(QStringLiteral("threads")).toInt(), threads);
        // Every rank's connections, not rank 0's alone.
        QCOMPARE(
            r.summary.value(QStringLiteral("connects")).toObject().value(QStringLiteral("connected")).toInt(), threads);
        QVERIFY(r.intervals.size() >= 3);

        // The server saw the warm-up too, and the ranks' setup statements: count those intervals as well.
        qint64 reported = 0, measured = 0;
        for (const QJsonObject& i : r.intervals) {
            reported += i.value(QStringLiteral("queries")).toInteger();
            if (!i.value(QStringLiteral("warmup")).toBool())
                measured += i.value(QStringLiteral("queries")).toInteger();
        }
        const qint64 counted = after - before;
        // The merged intervals add up to the merged summary (the last interval of a rank may land in the summary only).
        const qint64 summaryQueries = r.summary.value(QStringLiteral("queries")).toInteger();
        QVERIFY2(std::abs(double(summaryQueries - measured)) <= 0.01 * double(summaryQueries),
            qPrintable(QStringLiteral("summary %1, intervals %2").arg(summaryQueries).arg(measured)));
        qInfo("server Questions delta %lld, ranks' intervals %lld", counted, reported);
        QVERIFY2(reported > 1000, qPrintable(r.out));
        QVERIFY2(std::abs(double(counted - reported)) <= 0.01 * double(counted),
            qPrintable(QStringLiteral("server %1, ranks %2").arg(counted).arg(reported)));

        // The breakdown: every rank, its share of the clients, and shares that add up to the summary.
        const QJsonArray perRank = r.ranks.value(QStringLiteral("per_rank")).toArray();
        QCOMPARE(perRank.size(), ranks);
        qint64 queries = 0;
        int clients = 0;
        for (const QJsonValue& v : perRank) {
            queries += v.toObject().value(QStringLiteral("queries")).toInteger();
            clients += v.toObject().value(QStringLiteral("threads")).toInt();
            QCOMPARE(v.toObject().value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
        }
        QCOMPARE(clients, threads);
        QCOMPARE(queries, r.summary.value(QStringLiteral("queries")).toInteger());
    }

    void rankZeroPreparesOnceAndTheOthersWait()
    {
        Session s;
        QVERIFY(!s.connect(m_profile));
        QVERIFY(!s.execute(QStringLiteral("DROP TABLE IF EXISTS sbtest1")));
        const MpiRun r
            = run(3, { QStringLiteral("--threads=3"), QStringLiteral("--time=2"), QStringLiteral("--prepare=auto") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.summary.value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
        QCOMPARE(r.err.count(QLatin1String("Prepared the tables")), 1); // rank 0 only
        auto rows = s.scalar(QStringLiteral("SELECT COUNT(*) FROM sbtest1"));
        QVERIFY(rows.ok());
        QCOMPARE(rows->toInt(), 1000);
    }

    // Rank 0 stores the run, once, through MeasuredRun's store code; the environment names the processes that made it.
    void storedOnceWithTheRankLayout()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("results.sqlite"));
        const MpiRun r
            = run(2, { QStringLiteral("--threads=3"), QStringLiteral("--time=2"), QStringLiteral("--store=") + path });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1String("Stored as run")), 1);
        ResultStore store;
        QVERIFY(!store.open(path));
        QCOMPARE(store.experiments()->size(), 1);
        const auto runs = store.listRuns();
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 1);
        const StoredRun& stored = runs->first();
        QCOMPARE(stored.status, RunStatus::Finished);
        QCOMPARE(stored.spec.threads, 3);
        QCOMPARE(stored.summary.threads, 3);
        QCOMPARE(qint64(stored.summary.queries()), r.summary.value(QStringLiteral("queries")).toInteger());
        QCOMPARE(qsizetype(store.intervals(stored.id)->size()), r.intervals.size());

        const QJsonObject load = store.environment(stored.id)->value(QStringLiteral("load")).toObject();
        QCOMPARE(load.value(QStringLiteral("ranks")).toInt(), 2);
        QVERIFY(load.value(QStringLiteral("mpi_library")).toString().contains(QLatin1String("MPI")));
        const QJsonArray perRank = load.value(QStringLiteral("per_rank")).toArray();
        QCOMPARE(perRank.size(), 2);
        QCOMPARE(perRank.at(0).toObject().value(QStringLiteral("threads")).toInt(), 2); // 3 clients: 2 + 1
        QCOMPARE(perRank.at(1).toObject().value(QStringLiteral("threads")).toInt(), 1);
        for (const QJsonValue& v : perRank) {
            QVERIFY(!v.toObject().value(QStringLiteral("host")).toString().isEmpty());
            QVERIFY(v.toObject().contains(QStringLiteral("clock_offset_ms")));
        }
        QCOMPARE(perRank.at(0).toObject().value(QStringLiteral("clock_offset_ms")).toDouble(), 0.0);
    }

    // The ranks' clients together, as a run of one process has them: rank 0's wait profile reads the threads of every
    // rank's connections (they pass their ids to it before the barrier opens), and the clients' CPU is every rank's.
    // A sandbox of its own with performance_schema on (the suite's has it off).
    void waitProfileAndCostOfEveryRank()
    {
        QTemporaryDir dir;
        SandboxServer sandbox(dir.filePath(QStringLiteral("waits")));
        sandbox.setOptions(SandboxServer::performanceSchemaOptions());
        auto profile = sandbox.start();
        QVERIFY2(profile.ok(), qPrintable(profile.ok() ? QString() : profile.error().detail));
        const auto stop = qScopeGuard([&sandbox] { sandbox.stop(); });
        const QStringList waitsConnection = test::cliConnection(*profile);
        const auto prepared = test::runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select"),
                                               QStringLiteral("--table-size=1000") }
            + waitsConnection);
        QVERIFY2(prepared.exitCode == 0, qPrintable(prepared.err));
        const QString path = dir.filePath(QStringLiteral("results.sqlite"));
        QProcess p;
        p.start(m_mpirun,
            mpirun(2)
                + QStringList { QStringLiteral("--threads=5"), QStringLiteral("--time=2"), QStringLiteral("--warmup-time=1"),
                    QStringLiteral("--server-pid=") + QString::number(sandbox.status().pid),
                    QStringLiteral("--store=") + path }
                + waitsConnection);
        QVERIFY(p.waitForFinished(test::scaledMs(120000)));
        const MpiRun r = parse(p);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        ResultStore store;
        QVERIFY(!store.open(path));
        const auto runs = store.listRuns();
        QVERIFY(runs.ok() && runs->size() == 1);
        const QJsonObject env = *store.environment(runs->first().id);
        const QJsonObject waits = env.value(QStringLiteral("server_waits")).toObject();
        qInfo("server_waits: connections %d, threads at start %d, at end %d, lost %d",
            waits.value(QStringLiteral("connections")).toInt(), waits.value(QStringLiteral("threads_start")).toInt(),
            waits.value(QStringLiteral("threads_end")).toInt(), waits.value(QStringLiteral("threads_lost")).toInt());
        QVERIFY2(waits.value(QStringLiteral("available")).toBool(), QJsonDocument(waits).toJson().constData());
        QCOMPARE(waits.value(QStringLiteral("connections")).toInt(), 5); // 3 of rank 0, 2 of rank 1
        QCOMPARE(waits.value(QStringLiteral("threads_start")).toInt(), 5);
        // Every rank's clients stay connected until rank 0 has read the server at the end: none is lost.
        QCOMPARE(waits.value(QStringLiteral("threads_lost")).toInt(), 0);
        QVERIFY(!waits.value(QStringLiteral("waits")).toArray().isEmpty());
        // The per-transaction figures a single process's run has: waits, switches, the clients' CPU.
        const std::uint64_t transactions = runs->first().summary.transactions;
        QVERIFY(transactions > 0);
        QStringList keys;
        for (const ServerMetric& m : ServerMetrics::perTransaction(env, transactions))
            keys << m.key;
        for (const char* key : { "wait_level_us_per_tx:table", "cswitch_per_tx", "client_cpu_us_per_tx" })
            QVERIFY2(keys.contains(QLatin1String(key)), qPrintable(QLatin1String(key) + u' ' + keys.join(u' ')));
        const QJsonObject clientCpu = env.value(QStringLiteral("run_cost")).toObject().value(QStringLiteral("client_cpu")).toObject();
        QCOMPARE(clientCpu.value(QStringLiteral("load_processes")).toInt(), 2);
        QVERIFY(clientCpu.value(QStringLiteral("seconds")).toDouble() > 0);
        qInfo("client CPU %.3f s of 2 ranks, %.1f µs/tx", clientCpu.value(QStringLiteral("seconds")).toDouble(),
            1e6 * clientCpu.value(QStringLiteral("seconds")).toDouble() / double(transactions));
    }

    // --client-cpus binds every rank's own workers; the server is bound (and put back) by rank 0 alone: two ranks
    // binding it would collide on its binding journal and restore each other's masks.
    void clientsBoundOnEveryRankServerByRankZero()
    {
        const pid_t server = pid_t(SandboxServer(test::sandboxDir()).status().pid);
        QVERIFY(server > 0);
        const QList<ThreadMask> before = ServerBinding::readThreads(server);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("results.sqlite"));
        QProcess p;
        p.start(m_mpirun,
            mpirun(2)
                + QStringList { QStringLiteral("--threads=4"), QStringLiteral("--time=4"),
                    QStringLiteral("--client-cpus=0"), QStringLiteral("--server-cpus=1"),
                    QStringLiteral("--server-pid=") + QString::number(server), QStringLiteral("--store=") + path }
                + connection());
        QVERIFY(p.waitForStarted());
        QString seen; // once intervals come, every rank's workers run
        while (seen.count(QLatin1String("\"interval\"")) < 2 && p.state() == QProcess::Running) {
            p.waitForReadyRead(test::scaledMs(1000));
            seen += QString::fromUtf8(p.readAllStandardOutput());
        }
        for (int rank : { 0, 1 }) {
            const int pid = pidOfRank(rank);
            QVERIFY(pid > 0);
            QVERIFY2(tasksCpus(pid).count(QStringLiteral("0")) >= 2, qPrintable(tasksCpus(pid).join(u' ')));
        }
        QVERIFY(p.waitForFinished(test::scaledMs(60000)));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());

        ResultStore store;
        QVERIFY(!store.open(path));
        const auto runs = store.listRuns();
        QCOMPARE(runs->size(), 1);
        const QJsonObject affinity = store.environment(runs->first().id)->value(QStringLiteral("affinity")).toObject();
        QCOMPARE(affinity.value(QStringLiteral("server")).toObject().value(QStringLiteral("effective")).toString(),
            QStringLiteral("1"));
        QCOMPARE(affinity.value(QStringLiteral("client")).toObject().value(QStringLiteral("effective")).toString(),
            QStringLiteral("0"));
        // Put back as it was, by the one rank that bound it.
        QList<ThreadMask> after = ServerBinding::readThreads(server);
        for (const ThreadMask& t : after) {
            for (const ThreadMask& b : before) {
                if (b.tid == t.tid)
                    QCOMPARE(t.cpus.toCpuList(), b.cpus.toCpuList());
            }
        }
    }

    // A request with a load layout (what a plan's "load" and the Run page's ranks set): MeasuredRun starts mpirun,
    // relays rank 0's stream to the hooks, and returns the run rank 0 stored in this process's results file.
    void aLaunchedRunIsStoredOnceAndRelayed()
    {
        QTemporaryDir dir;
        ResultStore store;
        MeasuredRunRequest request = launched(2, 3, 2);
        request.load.extra = { QStringLiteral("--oversubscribe") };
        auto experiment = MeasuredRun::createExperiment(store, dir.filePath(QStringLiteral("r.sqlite")), request);
        QVERIFY(experiment.ok());
        QList<IntervalSample> relayed;
        QJsonObject bound;
        int ended = 0;
        MeasuredRunHooks hooks;
        hooks.interval = [&](const IntervalSample& s) { relayed.append(s); };
        hooks.bound = [&](const QJsonObject& record) { bound = record; };
        hooks.phaseEnded = [&](const PhaseResult&) { ++ended; };
        MeasuredRun run(request, hooks);
        run.setStore(&store, *experiment);
        auto outcome = run.run();
        QVERIFY2(outcome.ok(), qPrintable(outcome.error().context + u' ' + outcome.error().detail));
        QCOMPARE(outcome->summary.status, RunStatus::Finished);
        QCOMPARE(outcome->summary.threads, 3);
        QCOMPARE(ended, 1);
        QVERIFY(!bound.isEmpty());
        QVERIFY(relayed.size() >= 2);
        QCOMPARE(relayed.last().threads, 3);

        const auto runs = store.listRuns();
        QCOMPARE(runs->size(), 1);
        QCOMPARE(outcome->phases.first().runId, runs->first().id);
        QCOMPARE(qsizetype(store.intervals(runs->first().id)->size()), relayed.size());
        QCOMPARE(runs->first().summary.queries(), outcome->summary.queries());
        QCOMPARE(
            outcome->environment.value(QStringLiteral("load")).toObject().value(QStringLiteral("ranks")).toInt(), 2);
    }

    // Nothing measured: the rank's typed error comes back (the table is not there), not mpirun's exit status.
    void aLaunchedRunThatCannotStartSaysWhy()
    {
        MeasuredRunRequest request = launched(2, 2, 2);
        request.spec.workloadOptions.insert(QStringLiteral("tables"), 7);
        auto outcome = MeasuredRun(request).run();
        QVERIFY(!outcome.ok());
        QCOMPARE(outcome.error().code, ErrorCode::TablesMissing);

        // A launcher that is not there is named, with the words a plan's own check gives it (FileProblemText).
        request.load.mpirun = QStringLiteral("no-such-mpirun");
        outcome = MeasuredRun(request).run();
        QVERIFY(!outcome.ok());
        QCOMPARE(outcome.error().code, ErrorCode::FileUnusable);
        QCOMPARE(outcome.error().value, qint64(FileProblem::LauncherNotFound));
        QCOMPARE(outcome.error().context, QStringLiteral("no-such-mpirun"));
    }

    // A stop reaches every rank through mpirun (SIGTERM): the run ends as interrupted and keeps what it measured.
    void aLaunchedRunStops()
    {
        MeasuredRunRequest request = launched(2, 2, 60);
        MeasuredRunHooks hooks;
        MeasuredRun* running = nullptr;
        int intervals = 0;
        hooks.interval = [&](const IntervalSample&) {
            if (++intervals == 2)
                running->requestStop();
        };
        MeasuredRun run(request, hooks);
        running = &run;
        QElapsedTimer clock;
        clock.start();
        auto outcome = run.run();
        QVERIFY2(outcome.ok(), qPrintable(outcome.error().detail));
        QVERIFY2(clock.elapsed() < test::scaledMs(30000), "the stop did not reach the ranks");
        QCOMPARE(outcome->summary.status, RunStatus::Interrupted);
        QVERIFY(outcome->summary.transactions > 0);
    }

    // A rank of a launched run dies: the run ends as interrupted, stored with what it measured, and the launch says so.
    void aLaunchedRunKeepsWhatWasMeasuredWhenARankDies()
    {
        QTemporaryDir dir;
        ResultStore store;
        MeasuredRunRequest request = launched(3, 3, 60);
        auto experiment = MeasuredRun::createExperiment(store, dir.filePath(QStringLiteral("r.sqlite")), request);
        QVERIFY(experiment.ok());
        int intervals = 0;
        MeasuredRunHooks hooks;
        hooks.interval = [&](const IntervalSample&) {
            if (++intervals == 2)
                ::kill(pidOfRank(2), SIGKILL);
        };
        MeasuredRun run(request, hooks);
        run.setStore(&store, *experiment);
        QElapsedTimer clock;
        clock.start();
        auto outcome = run.run();
        QVERIFY2(outcome.ok(), qPrintable(outcome.error().context + u' ' + outcome.error().detail));
        QVERIFY2(clock.elapsed() < test::scaledMs(40000), "the lost rank was not noticed");
        QCOMPARE(outcome->summary.status, RunStatus::Interrupted);
        QCOMPARE(outcome->summary.error.code, ErrorCode::LoadRankLost);
        const auto runs = store.listRuns();
        QCOMPARE(runs->size(), 1);
        QCOMPARE(runs->first().status, RunStatus::Interrupted);
        QVERIFY(runs->first().intervalCount >= 2);
        QVERIFY(runs->first().summary.transactions > 0);
    }

    // A plan with "load" from the CLI: every run made by two ranks, each stored once with its rank layout; and
    // `plan validate` refuses a load the machine cannot launch.
    void aPlanWithLoadRunsFromTheCli()
    {
        QTemporaryDir dir;
        const QJsonObject server { { QStringLiteral("name"), QStringLiteral("it") },
            { QStringLiteral("socket"), m_profile.socket }, { QStringLiteral("user"), m_profile.user },
            { QStringLiteral("database"), m_profile.database } };
        QJsonObject plan { { QStringLiteral("schema"), QStringLiteral("scalebench-plan") },
            { QStringLiteral("version"), 1 }, { QStringLiteral("name"), QStringLiteral("mpi-plan") },
            { QStringLiteral("servers"), QJsonArray { server } },
            { QStringLiteral("workloads"),
                QJsonArray { QJsonObject { { QStringLiteral("name"), QStringLiteral("oltp_point_select") },
                    { QStringLiteral("options"), QJsonObject { { QStringLiteral("table_size"), 1000 } } },
                    { QStringLiteral("prepare"), QStringLiteral("never") } } } },
            { QStringLiteral("clients"), QJsonArray { 2, 3 } }, { QStringLiteral("duration"), 2 },
            { QStringLiteral("load"),
                QJsonObject { { QStringLiteral("ranks"), 2 }, { QStringLiteral("mpirun"), m_mpirun },
                    { QStringLiteral("extra"), QJsonArray { QStringLiteral("--oversubscribe") } } } } };
        const QString planPath = dir.filePath(QStringLiteral("plan.json"));
        const QString storePath = dir.filePath(QStringLiteral("results.sqlite"));
        auto write = [&planPath](const QJsonObject& o) {
            QFile f(planPath);
            return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(o).toJson()) > 0;
        };
        QVERIFY(write(plan));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MYSQL_PWD"), m_profile.password);
        const auto r = test::runCli(
            { QStringLiteral("plan"), QStringLiteral("run"), planPath, QStringLiteral("--store"), storePath }, env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));

        ResultStore store;
        QVERIFY(!store.open(storePath));
        const auto runs = store.listRuns();
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 2); // one each, stored by rank 0 only
        for (const StoredRun& run : *runs) {
            QCOMPARE(run.status, RunStatus::Finished);
            QCOMPARE(run.summary.threads, run.spec.threads);
            QVERIFY(run.intervalCount >= 1);
            const QJsonObject load = store.environment(run.id)->value(QStringLiteral("load")).toObject();
            QCOMPARE(load.value(QStringLiteral("ranks")).toInt(), 2);
            int clients = 0;
            for (const QJsonValue& v : load.value(QStringLiteral("per_rank")).toArray())
                clients += v.toObject().value(QStringLiteral("threads")).toInt();
            QCOMPARE(clients, run.spec.threads);
        }

        plan.insert(QStringLiteral("load"),
            QJsonObject { { QStringLiteral("ranks"), 3 },
                { QStringLiteral("mpirun"), QStringLiteral("no-such-mpirun") },
                { QStringLiteral("hosts"), QJsonArray { 7 } } });
        QVERIFY(write(plan));
        const auto invalid = test::runCli({ QStringLiteral("plan"), QStringLiteral("validate"), planPath });
        QCOMPARE(invalid.exitCode, 2);
        for (const char* path : { "$.load.mpirun", "$.load.hosts[0]", "$.load.ranks" })
            QVERIFY2(invalid.out.contains(QLatin1String(path)) || invalid.err.contains(QLatin1String(path)),
                qPrintable(invalid.out + invalid.err));
    }

    void aKilledRankEndsTheRunAsInterrupted()
    {
        QProcess p;
        p.start(m_mpirun,
            mpirun(3) + QStringList { QStringLiteral("--threads=3"), QStringLiteral("--time=60") } + connection());
        QVERIFY(p.waitForStarted());
        QString seen; // wait for two merged intervals, then kill rank 1
        while (seen.count(QLatin1String("\"interval\"")) < 2 && p.state() == QProcess::Running) {
            p.waitForReadyRead(test::scaledMs(1000));
            seen += QString::fromUtf8(p.readAllStandardOutput());
        }
        const int victim = pidOfRank(1);
        QVERIFY(victim > 0);
        QVERIFY(::kill(victim, SIGKILL) == 0);
        // The bound: rank 0 reports within 10 s instead of waiting for the 60 s run or hanging.
        const bool ended = p.waitForFinished(test::scaledMs(10000));
        if (!ended) {
            p.kill();
            p.waitForFinished();
        }
        QVERIFY2(ended, "mpirun did not end within 10 s of a rank's death");
        MpiRun r = parse(p);
        r.intervals += [&] {
            QList<QJsonObject> early;
            for (const QJsonObject& o : jsonLines(seen)) {
                if (o.value(QStringLiteral("type")).toString() == QLatin1String("interval"))
                    early.append(o);
            }
            return early;
        }();
        QCOMPARE(r.summary.value(QStringLiteral("status")).toString(), QStringLiteral("interrupted"));
        QVERIFY(r.intervals.size() >= 2);
        // What was measured is kept: at least the merged intervals before the kill.
        qint64 early = 0;
        for (const QJsonObject& i : r.intervals)
            if (i.value(QStringLiteral("threads")).toInt() == 3)
                early += i.value(QStringLiteral("transactions")).toInteger();
        QVERIFY(early > 0);
        QVERIFY2(r.summary.value(QStringLiteral("transactions")).toInteger() >= early,
            QJsonDocument(r.summary).toJson().constData());
        QVERIFY(r.ranks.value(QStringLiteral("lost_rank")).toBool());
    }
};

QTEST_GUILESS_MAIN(TestMpiLoad)
#include "tst_mpiload.moc"
