// SPDX-License-Identifier: GPL-3.0-or-later
// The three ways of starting a run — `scalebench-cli run`, a plan of one, and the Run page's path (Workspace and
// RunController) — go through MeasuredRun and so send the same statements for the same seed (read back from the
// server's general log) and store the same run: spec, environment and intervals, apart from times.
#include "support/testserver.h"

#include "common/workspace.h"
#include "plan/experimentplan.h"
#include "experiment/planrunner.h"
#include "experiment/runcontroller.h"
#include "affinity/topology.h"
#include "store/resultstore.h"

#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestOneRunPath : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sameStatementsAndSameStoredRun();
    void planOnSysbenchTablesWithPrepareAutoAndNever();
    void planWithKvStoresEveryPhase();
    void planValidateRefusesMissingCores();

private:
    ServerProfile admin() const;
    void startGeneralLog();
    QStringList loggedRowIds();
    QString runCli(const QString& store);
    QString runPlanOfOne(const QString& store);
    QString runLikeTheRunPage(const QString& store);
    QStringList cliConnection() const;

    QTemporaryDir m_dir;
    ServerProfile m_profile;
};

void TestOneRunPath::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_profile = test::sandboxProfile(QStringLiteral("onerunpath"));
    m_profile.name = QStringLiteral("server"); // what the CLI calls a server it was pointed at
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("MYSQL_PWD"), m_profile.password);
    const auto r = test::runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select"),
                                    QStringLiteral("--table-size=1000"), QStringLiteral("--recreate") }
            + cliConnection(),
        env);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
}

ServerProfile TestOneRunPath::admin() const
{
    QFile state(test::sandboxDir() + QStringLiteral("/sandbox.json"));
    if (!state.open(QIODevice::ReadOnly))
        qFatal("no sandbox.json");
    ServerProfile p = m_profile;
    p.user = QStringLiteral("root");
    p.password = QJsonDocument::fromJson(state.readAll()).object().value(QStringLiteral("admin_password")).toString();
    return p;
}

QStringList TestOneRunPath::cliConnection() const
{
    return { QStringLiteral("--socket=") + m_profile.socket, QStringLiteral("--user=") + m_profile.user,
        QStringLiteral("--database=") + m_profile.database, QStringLiteral("--ssl-mode=DISABLED") };
}

void TestOneRunPath::startGeneralLog()
{
    Session s;
    QVERIFY(!s.connect(admin()));
    QVERIFY(!s.execute(QStringLiteral("SET GLOBAL log_output = 'TABLE'")));
    QVERIFY(!s.execute(QStringLiteral("SET GLOBAL general_log = OFF")));
    QVERIFY(!s.execute(QStringLiteral("TRUNCATE TABLE mysql.general_log")));
    QVERIFY(!s.execute(QStringLiteral("SET GLOBAL general_log = ON")));
}

// The ids of the point selects in the order the server received them.
QStringList TestOneRunPath::loggedRowIds()
{
    Session s;
    if (s.connect(admin()))
        return {};
    s.execute(QStringLiteral("SET GLOBAL general_log = OFF"));
    auto rows = s.query(QStringLiteral("SELECT CONVERT(argument USING utf8) FROM mysql.general_log "
                                       "WHERE command_type IN ('Execute', 'Query') AND argument LIKE 'SELECT c FROM sbtest1 WHERE id=%'"));
    QStringList ids;
    static const QRegularExpression id(QStringLiteral("id=(\\d+)"));
    for (const QStringList& row : rows.value())
        ids.append(id.match(row.value(0)).captured(1));
    return ids;
}

QString TestOneRunPath::runCli(const QString& store)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("MYSQL_PWD"), m_profile.password);
    const auto r = test::runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"),
                                    QStringLiteral("--table-size=1000"), QStringLiteral("--rand-seed=7"),
                                    QStringLiteral("--threads=1"), QStringLiteral("--events=50"),
                                    QStringLiteral("--store=") + store }
            + cliConnection(),
        env);
    return r.exitCode == 0 ? QString() : r.err;
}

QString TestOneRunPath::runPlanOfOne(const QString& store)
{
    RunSpec spec;
    spec.serverProfile = m_profile.name;
    spec.workload = QStringLiteral("oltp_point_select");
    spec.workloadLabel = spec.workload;
    spec.workloadOptions = { { QStringLiteral("table_size"), 1000 }, { QStringLiteral("rand_seed"), 7 } };
    spec.threads = 1;
    spec.events = 50;
    const ExperimentPlan plan = ExperimentPlan::single(spec, m_profile);
    if (!plan.isValid())
        return plan.validate().first().toString();
    ResultStore results;
    if (Error e = results.open(store))
        return e.detail;
    const ServerProfile profile = m_profile;
    PlanRunner runner(plan, results, [profile](const PlanServer&) -> Result<ResolvedServer> { return ResolvedServer { profile, 0, false, {} }; });
    const Error e = runner.run(false);
    return e ? QLatin1String(errorCodeName(e.code)) + QLatin1Char(' ') + e.context + QLatin1Char(' ') + e.detail : QString();
}

QString TestOneRunPath::runLikeTheRunPage(const QString& store)
{
    Workspace workspace;
    workspace.setProfile(m_profile);
    workspace.setWorkload(QStringLiteral("oltp_point_select"),
        { { QStringLiteral("table_size"), QStringLiteral("1000") }, { QStringLiteral("rand_seed"), QStringLiteral("7") } });
    RunSpec limits;
    limits.threads = 1;
    limits.events = 50;
    QSignalSpy finished(workspace.runController(), &RunController::finished);
    QSignalSpy failed(workspace.runController(), &RunController::failed);
    workspace.runController()->start(workspace.runRequest(limits), store);
    if (!QTest::qWaitFor([&] { return finished.count() + failed.count() > 0; }, 60000))
        return QStringLiteral("the run did not end");
    return failed.isEmpty() ? QString() : failed.first().first().value<Error>().detail;
}

void TestOneRunPath::sameStatementsAndSameStoredRun()
{
    const QStringList stores { m_dir.filePath(QStringLiteral("cli.sqlite")), m_dir.filePath(QStringLiteral("plan.sqlite")),
        m_dir.filePath(QStringLiteral("gui.sqlite")) };
    QList<QStringList> ids;
    for (int way = 0; way < 3; ++way) {
        startGeneralLog();
        const QString problem = way == 0 ? runCli(stores[0]) : way == 1 ? runPlanOfOne(stores[1]) : runLikeTheRunPage(stores[2]);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        ids.append(loggedRowIds());
        QCOMPARE(ids.last().size(), 50);
    }
    QCOMPARE(ids.at(1), ids.at(0));
    QCOMPARE(ids.at(2), ids.at(0));

    QList<StoredRun> runs;
    QList<QJsonObject> environments;
    QList<std::vector<IntervalSample>> intervals;
    for (const QString& path : stores) {
        ResultStore store;
        QVERIFY(!store.open(path));
        const auto listed = store.listRuns();
        QVERIFY(listed.ok());
        QCOMPARE(listed->size(), 1);
        runs.append(listed->first());
        environments.append(*store.environment(runs.last().id));
        intervals.append(*store.intervals(runs.last().id));
    }
    for (int way = 1; way < 3; ++way) {
        QCOMPARE(runs.at(way).spec.toJson(), runs.at(0).spec.toJson());
        QCOMPARE(runs.at(way).summary.transactions, quint64(50));
        QJsonObject a = environments.at(0), b = environments.at(way);
        // Both ways collect the same things about the server; what they measured (its counters, moving with what
        // else the server did, the collectors' readings and how busy this machine was) differs from run to run, and
        // the statements themselves are compared above.
        QCOMPARE(b.keys(), a.keys());
        for (const char* measured : { "status_delta", "server_counters", "server_host_counters", "server_cpu",
                 "server_waits", "machine_load" }) {
            a.remove(QLatin1String(measured));
            b.remove(QLatin1String(measured));
        }
        QCOMPARE(b, a);
        QCOMPARE(intervals.at(way).size(), intervals.at(0).size());
    }
    for (const auto& stored : intervals) { // however short the run, its intervals hold all its events
        quint64 sum = 0;
        for (const IntervalSample& s : stored)
            sum += s.transactions;
        QCOMPARE(sum, quint64(50));
    }
}

// A customer's database prepared by sysbench: a plan uses its tables when they match (auto) or as they are (never),
// refuses them when they do not match, and never changes them.
void TestOneRunPath::planOnSysbenchTablesWithPrepareAutoAndNever()
{
    const QString sysbench = QStandardPaths::findExecutable(QStringLiteral("sysbench"));
    if (sysbench.isEmpty())
        QSKIP("sysbench is not installed (packaging/install-deps.sh installs it)");
    const ServerProfile customer = test::sandboxProfile(QStringLiteral("customer"));
    QProcess p;
    p.start(sysbench, { QStringLiteral("oltp_point_select"), QStringLiteral("--mysql-socket=") + customer.socket,
                          QStringLiteral("--mysql-user=") + customer.user, QStringLiteral("--mysql-password=") + customer.password,
                          QStringLiteral("--mysql-db=customer"), QStringLiteral("--table-size=500"), QStringLiteral("cleanup") });
    p.waitForFinished(60000);
    p.start(sysbench, { QStringLiteral("oltp_point_select"), QStringLiteral("--mysql-socket=") + customer.socket,
                          QStringLiteral("--mysql-user=") + customer.user, QStringLiteral("--mysql-password=") + customer.password,
                          QStringLiteral("--mysql-db=customer"), QStringLiteral("--table-size=500"), QStringLiteral("prepare") });
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());

    auto planFor = [&](const QString& prepare, int tableSize) {
        RunSpec spec;
        spec.serverProfile = QStringLiteral("customer");
        spec.workload = QStringLiteral("oltp_point_select");
        spec.workloadOptions = { { QStringLiteral("table_size"), tableSize } };
        spec.threads = 2;
        spec.events = 200;
        ExperimentPlan plan = ExperimentPlan::single(spec, customer);
        plan.workloads.first().prepare = *parsePreparePolicy(prepare);
        return plan;
    };
    const auto run = [&](const ExperimentPlan& plan) {
        ResultStore store;
        if (Error e = store.open(m_dir.filePath(QStringLiteral("customer.sqlite"))))
            return e;
        PlanRunner runner(plan, store, [customer](const PlanServer&) -> Result<ResolvedServer> { return ResolvedServer { customer, 0, false, {} }; });
        return runner.run(false);
    };
    const auto tableComment = [&] {
        Session s;
        s.connect(customer);
        return s.scalar(QStringLiteral("SELECT CONCAT(TABLE_COMMENT, '/', (SELECT COUNT(*) FROM sbtest1)) FROM "
                                       "information_schema.TABLES WHERE TABLE_SCHEMA = 'customer' AND TABLE_NAME = 'sbtest1'"))
            .value();
    };
    const QString before = tableComment();
    QCOMPARE(before, QStringLiteral("/500"));
    for (const char* policy : { "auto", "never" }) {
        const Error e = run(planFor(QLatin1String(policy), 500));
        QVERIFY2(!e, qPrintable(QLatin1String(policy) + QLatin1Char(' ') + QLatin1String(errorCodeName(e.code)) + e.context));
    }
    // Another size: auto would have to reload them, and they are not ScaleBench's: refused, left as they were.
    const Error refused = run(planFor(QStringLiteral("auto"), 600));
    QCOMPARE(refused.code, ErrorCode::TablesExist);
    QCOMPARE(refused.context, QStringLiteral("sbtest1"));
    QCOMPARE(tableComment(), before);
}

// kv in a plan: one stored run per phase, each finished, and the plan's run counts as done for resume.
void TestOneRunPath::planWithKvStoresEveryPhase()
{
    RunSpec spec;
    spec.serverProfile = m_profile.name;
    spec.workload = QStringLiteral("kv");
    spec.workloadOptions = { { QStringLiteral("records"), 200 }, { QStringLiteral("batch"), 8 } };
    spec.threads = 2;
    spec.durationSec = 10;
    const ExperimentPlan plan = ExperimentPlan::single(spec, m_profile);
    QVERIFY2(plan.isValid(), qPrintable(plan.validate().value(0).toString()));
    ResultStore store;
    QVERIFY(!store.open(m_dir.filePath(QStringLiteral("kv.sqlite"))));
    const ServerProfile profile = m_profile;
    PlanRunner runner(plan, store, [profile](const PlanServer&) -> Result<ResolvedServer> { return ResolvedServer { profile, 0, false, {} }; });
    const Error e = runner.run(false);
    QVERIFY2(!e, qPrintable(QLatin1String(errorCodeName(e.code)) + e.context + e.detail));
    const auto runs = store.listRuns();
    QVERIFY(runs.ok());
    QStringList phases;
    for (const StoredRun& r : *runs) {
        QCOMPARE(r.status, RunStatus::Finished);
        phases.append(r.spec.phase);
    }
    QCOMPARE(phases, (QStringList { QStringLiteral("insert"), QStringLiteral("read"), QStringLiteral("update"),
                         QStringLiteral("read"), QStringLiteral("delete") }));
    QCOMPARE(*store.finishedRunIndexes(runner.experimentId()), (QSet<int> { 0 }));
}

// A plan asking for more cores than this machine has is refused by validation, at the set's JSON path.
void TestOneRunPath::planValidateRefusesMissingCores()
{
    auto topology = Topology::loadLocal();
    QVERIFY(topology.ok());
    const int tooMany = int(topology->cores().size()) + 1;
    QFile file(m_dir.filePath(QStringLiteral("cores.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QStringLiteral(R"({"schema": "scalebench-plan", "version": 1, "name": "cores", "servers": ["sandbox"],
        "workloads": ["oltp_point_select"], "clients": [1],
        "server_cpus": [{"label": "1 core", "spec": "cores:1"}, {"label": "too many", "spec": "cores:%1"}]})")
                   .arg(tooMany)
                   .toUtf8());
    file.close();
    const auto r = test::runCli({ QStringLiteral("plan"), QStringLiteral("validate"), file.fileName() });
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("$.server_cpus[1].spec")), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QStringLiteral("$.server_cpus[0]")), qPrintable(r.err));
}

QTEST_MAIN(TestOneRunPath)
#include "tst_onerunpath.moc"
