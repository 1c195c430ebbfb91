// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/bindingproblem.h"
#include "common/optionproblem.h"
#include "plan/clientcounts.h"
#include "plan/experimentplan.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestExperimentPlan : public QObject {
    Q_OBJECT

private:
    static QJsonObject minimalPlan()
    {
        return QJsonDocument::fromJson(R"({
            "schema": "scalebench-plan", "version": 1, "name": "t",
            "servers": ["sandbox"],
            "workloads": [{"name": "oltp_read_only", "options": {"tables": 2, "table_size": 1000}}],
            "clients": [1, 2, 4],
            "duration": 10
        })")
            .object();
    }
    static QStringList paths(const QList<PlanIssue>& issues)
    {
        QStringList list;
        for (const PlanIssue& issue : issues)
            list.append(issue.path);
        return list;
    }

private Q_SLOTS:
    void stepRanges_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("expected");
        QTest::newRow("step 25") << QStringLiteral("1..101 step 25") << QList<int> { 1, 26, 51, 76, 101 };
        QTest::newRow("step, end not hit")
            << QStringLiteral("1..256 step 25") << QList<int> { 1, 26, 51, 76, 101, 126, 151, 176, 201, 226, 251 };
        QTest::newRow("doubling") << QStringLiteral("1..512 doubling")
                                  << QList<int> { 1, 2, 4, 8, 16, 32, 64, 128, 256, 512 };
        QTest::newRow("doubling from 5") << QStringLiteral("5 .. 100 doubling") << QList<int> { 5, 10, 20, 40, 80 };
        QTest::newRow("plain") << QStringLiteral("3..5") << QList<int> { 3, 4, 5 };
    }
    void stepRanges()
    {
        QFETCH(QString, text);
        QFETCH(QList<int>, expected);
        QList<PlanIssue> issues;
        QCOMPARE(ClientCounts::read(text, QStringLiteral("$.clients"), issues), expected);
        QVERIFY(issues.isEmpty());
    }

    void objectRanges()
    {
        QList<PlanIssue> issues;
        const auto read = [&](const char* json) {
            return ClientCounts::read(QJsonDocument::fromJson(json).object(), QStringLiteral("$.clients"), issues);
        };
        QCOMPARE(read(R"({"from": 1, "to": 101, "step": 50})"), (QList<int> { 1, 51, 101 }));
        QCOMPARE(read(R"({"from": 2, "to": 16, "doubling": true})"), (QList<int> { 2, 4, 8, 16 }));
        QVERIFY(issues.isEmpty());
        QVERIFY(read(R"({"from": 1, "to": 8, "step": 2, "doubling": true})").isEmpty());
        QVERIFY(read(R"({"from": 0, "to": -1})").isEmpty());
        QCOMPARE(paths(issues),
            (QStringList {
                QStringLiteral("$.clients"), QStringLiteral("$.clients.from"), QStringLiteral("$.clients.to") }));
    }

    void badRangesAreReported()
    {
        for (const char* text : { "10..1", "1..x", "1..10 step 0", "0..10", "1..1000000 step 1" }) {
            QList<PlanIssue> issues;
            QVERIFY2(
                ClientCounts::read(QString::fromLatin1(text), QStringLiteral("$.clients"), issues).isEmpty(), text);
            QCOMPARE(issues.size(), 1);
            QCOMPARE(issues.first().path, QStringLiteral("$.clients"));
        }
    }

    void cpuSpecs()
    {
        for (const char* good : { "all", "all:nosmt", "cores:1", "cores:4:nosmt", "cores:4:nosmt:scatter", "numa:0",
                 "package:1:compact", "0", "0-3", "0-3,8-11", "2,4" })
            QVERIFY2(!CpuConfig::checkSpec(QLatin1String(good)), good);
        for (const char* bad :
            { "", "cores", "cores:0", "cores:x", "cores:2:nsmt", "numa:0:scatter", "socket:1", "3-1", "0-", "1,,2" })
            QVERIFY2(CpuConfig::checkSpec(QLatin1String(bad)), bad);
    }

    void expansionCountAndDefaultOrder()
    {
        QJsonObject json = minimalPlan();
        json.insert(QStringLiteral("server_cpus"), QJsonArray { QStringLiteral("cores:1"), QStringLiteral("cores:2") });
        json.insert(QStringLiteral("repetitions"), 2);
        const ExperimentPlan plan = ExperimentPlan::fromJson(json);
        QVERIFY2(plan.validate().isEmpty(), qPrintable(plan.validate().value(0).toString()));
        const std::vector<RunSpec> runs = plan.expand();
        QCOMPARE(runs.size(), size_t(2 * 3 * 2));
        QCOMPARE(plan.runCount(), 12);
        // Default order: ... server_cpus, client_cpus, clients, repetition (innermost).
        QCOMPARE(runs[0].serverCpu.spec, QStringLiteral("cores:1"));
        QCOMPARE(runs[0].threads, 1);
        QCOMPARE(runs[0].repetition, 0);
        QCOMPARE(runs[1].threads, 1);
        QCOMPARE(runs[1].repetition, 1);
        QCOMPARE(runs[2].threads, 2);
        QCOMPARE(runs[6].serverCpu.spec, QStringLiteral("cores:2"));
        for (size_t i = 0; i < runs.size(); ++i)
            QCOMPARE(runs[i].index, int(i));
        QCOMPARE(runs[11].workloadOptions.value(QStringLiteral("table_size")).toInt(), 1000);
        QCOMPARE(runs[11].durationSec, 10.0);
    }

    void chosenOrder()
    {
        QJsonObject json = minimalPlan();
        json.insert(QStringLiteral("server_cpus"), QJsonArray { QStringLiteral("cores:1"), QStringLiteral("cores:2") });
        json.insert(QStringLiteral("repetitions"), 2);
        json.insert(QStringLiteral("order"), QJsonArray { QStringLiteral("repetition"), QStringLiteral("clients") });
        const ExperimentPlan plan = ExperimentPlan::fromJson(json);
        QVERIFY(plan.validate().isEmpty());
        QCOMPARE(plan.order.mid(0, 3),
            (QStringList { QStringLiteral("repetition"), QStringLiteral("clients"), QStringLiteral("server") }));
        const std::vector<RunSpec> runs = plan.expand();
        QCOMPARE(runs.size(), size_t(12));
        // Server CPUs are now innermost: they alternate fastest; repetition is outermost.
        QCOMPARE(runs[0].serverCpu.spec, QStringLiteral("cores:1"));
        QCOMPARE(runs[1].serverCpu.spec, QStringLiteral("cores:2"));
        QCOMPARE(runs[1].threads, 1);
        QCOMPARE(runs[2].threads, 2);
        QCOMPARE(runs[5].repetition, 0);
        QCOMPARE(runs[6].repetition, 1);
        QCOMPARE(runs[6].threads, 1);
    }

    void everyProblemReportedWithItsPath()
    {
        const QByteArray json = R"({
            "schema": "scalebench-plan", "version": 1, "name": "",
            "servers": [{"name": "db1", "host": "h", "port": 99999, "password": "x"},
                        {"name": "db1", "socket": "/s", "ssl_mode": "sometimes"}, "other"],
            "workloads": [{"name": "oltp_read_only", "options": {"mysql-password": "x", "tables": [1]}}, 7],
            "clients": [5, 10, -1, "x", 10],
            "server_cpus": ["all", {"label": "bad", "spec": "cores:two"}, {"label": "all", "spec": "0-3"}],
            "client_cpus": [{"label": "x"}],
            "client_bind": "everywhere",
            "repetitions": 0,
            "duration": "ten",
            "warmup": -1,
            "report_interval_ms": 1.5,
            "order": ["clients", "threads", "clients"],
            "colour": "blue"
        })";
        Result<ExperimentPlan> plan = ExperimentPlan::fromJson(json);
        QVERIFY(plan.ok());
        const QList<PlanIssue> issues = plan->validate();
        const QSet<QString> expected {
            QStringLiteral("$.name"),
            QStringLiteral("$.servers[0].port"),
            QStringLiteral("$.servers[0].password"),
            QStringLiteral("$.servers[1].ssl_mode"),
            QStringLiteral("$.servers[1].name"),
            QStringLiteral("$.servers[2]"),
            QStringLiteral("$.workloads[0].options.mysql-password"),
            QStringLiteral("$.workloads[0].options.tables"),
            QStringLiteral("$.workloads[1]"),
            QStringLiteral("$.clients[2]"),
            QStringLiteral("$.clients[3]"),
            QStringLiteral("$.clients[4]"),
            QStringLiteral("$.server_cpus[1].spec"),
            QStringLiteral("$.server_cpus[2].label"),
            QStringLiteral("$.client_cpus[0].spec"),
            QStringLiteral("$.client_bind"),
            QStringLiteral("$.repetitions"),
            QStringLiteral("$.duration"),
            QStringLiteral("$.warmup"),
            QStringLiteral("$.report_interval_ms"),
            QStringLiteral("$.order[1]"),
            QStringLiteral("$.order[2]"),
            QStringLiteral("$.colour"),
        };
        const QStringList found = paths(issues);
        QCOMPARE(QSet<QString>(found.cbegin(), found.cend()), expected);
        QCOMPARE(found.size(), expected.size()); // one issue per problem, none twice
        QVERIFY(!plan->isValid());
        for (const PlanIssue& issue : issues) {
            QVERIFY2(issue.reason != PlanIssue::Reason::Rejected || issue.cause, qPrintable(issue.toString()));
            QCOMPARE(issue.isError(), issue.path != QLatin1String("$.colour"));
        }
        const auto clientIssue = std::find_if(issues.cbegin(), issues.cend(),
            [](const PlanIssue& issue) { return issue.path == QLatin1String("$.clients[2]"); });
        QCOMPARE(clientIssue->reason, PlanIssue::Reason::ClientCount);
        QCOMPARE(clientIssue->args, QStringList { QString::number(ClientCounts::maxClients) });
    }

    // A server with neither host nor socket is the client library's default socket (or what option files say), as
    // for the CLI and the Connection page's default: the Plan page made from that page must be runnable.
    void aServerWithoutHostOrSocketIsTheDefaultSocket()
    {
        const auto plan = ExperimentPlan::fromJson(R"({"schema": "scalebench-plan", "version": 1, "name": "t",
            "servers": [{"name": "connection", "user": "me"}], "workloads": ["oltp_read_only"], "clients": [1]})");
        QVERIFY(plan.ok());
        QVERIFY2(plan->validate().isEmpty(), qPrintable(plan->validate().value(0).toString()));
    }

    // A misspelt workload, a bad option value and a bad prepare policy are refused by validation, not at the first
    // run; a workload that runs in phases (kv) is a plan workload like any other (one stored run per phase).
    void workloadNamesAreChecked()
    {
        QJsonObject json = minimalPlan();
        json.insert(QStringLiteral("workloads"),
            QJsonArray { QStringLiteral("oltp_read_onyl"), QJsonObject { { QStringLiteral("name"), QStringLiteral("kv") } },
                QStringLiteral("web_mix"),
                QJsonObject { { QStringLiteral("name"), QStringLiteral("oltp_point_select") },
                    { QStringLiteral("label"), QStringLiteral("ps") },
                    { QStringLiteral("options"), QJsonObject { { QStringLiteral("table_size"), QStringLiteral("lots") } } } },
                QJsonObject { { QStringLiteral("name"), QStringLiteral("oltp_read_only") }, { QStringLiteral("prepare"), QStringLiteral("sometimes") } } });
        const QList<PlanIssue> issues = ExperimentPlan::fromJson(json).validate();
        QCOMPARE(paths(issues),
            (QStringList { QStringLiteral("$.workloads[0]"), QStringLiteral("$.workloads[3].options.table_size"),
                QStringLiteral("$.workloads[4].prepare") }));
        QCOMPARE(issues.at(0).reason, PlanIssue::Reason::UnknownWorkload);
        QCOMPARE(issues.at(0).args.at(0), QStringLiteral("oltp_read_onyl"));
        QVERIFY(issues.at(0).args.at(1).contains(QStringLiteral("oltp_read_only")));
        QCOMPARE(issues.at(1).reason, PlanIssue::Reason::OptionNotAccepted);
        QVERIFY2(issues.at(1).cause.detail.contains(QStringLiteral("lots")), qPrintable(issues.at(1).toString()));
        QCOMPARE(issues.at(2).reason, PlanIssue::Reason::PreparePolicy);
    }

    // A plan's mix: "{clients}" takes the plan's client count, so a sweep grows that group while the rate-limited
    // one stays; each run is a mix of the groups' clients together. A mix that would ignore the sweep, a bad
    // group option and options beside the mix are refused at their paths.
    void mixSweepsOneGroup()
    {
        QJsonObject json = minimalPlan();
        json.insert(QStringLiteral("workloads"),
            QJsonArray { QJsonObject { { QStringLiteral("mix"),
                                           QStringLiteral("tpcc:{clients}@warehouses=2,oltp_read_only:2@rate=20") },
                { QStringLiteral("label"), QStringLiteral("order entry + report") } } });
        const ExperimentPlan plan = ExperimentPlan::fromJson(json);
        QVERIFY2(plan.validate().isEmpty(), qPrintable(plan.validate().value(0).toString()));
        const std::vector<RunSpec> runs = plan.expand();
        QCOMPARE(runs.size(), size_t(3));
        QCOMPARE(runs.at(2).workload, QStringLiteral("mix"));
        QCOMPARE(runs.at(2).workloadLabel, QStringLiteral("order entry + report"));
        QCOMPARE(runs.at(2).mix, QStringLiteral("tpcc:4@warehouses=2,oltp_read_only:2@rate=20"));
        QCOMPARE(runs.at(2).threads, 6);
        QCOMPARE(runs.at(0).threads, 3);
        QCOMPARE(PlanWorkload::fromJson(plan.workloads.first().toJson()), plan.workloads.first());

        json.insert(QStringLiteral("workloads"),
            QJsonArray { QJsonObject { { QStringLiteral("mix"), QStringLiteral("tpcc:16,oltp_read_only:2") } },
                QJsonObject { { QStringLiteral("mix"), QStringLiteral("tpcc:{clients}@warehouse=2") },
                    { QStringLiteral("label"), QStringLiteral("typo") } },
                QJsonObject { { QStringLiteral("mix"), QStringLiteral("tpcc:{clients}") },
                    { QStringLiteral("label"), QStringLiteral("with options") },
                    { QStringLiteral("options"), QJsonObject { { QStringLiteral("warehouses"), 2 } } } } });
        const QList<PlanIssue> issues = ExperimentPlan::fromJson(json).validate();
        QCOMPARE(paths(issues),
            (QStringList { QStringLiteral("$.workloads[1].mix"), QStringLiteral("$.workloads[2].options"),
                QStringLiteral("$.workloads[0].mix") }));
        const QString cause = issues.at(0).cause.context + QLatin1Char(' ') + issues.at(0).cause.detail;
        QVERIFY2(cause.contains(QLatin1String("warehouse")), qPrintable(cause));
        QVERIFY2(issues.at(2).cause.detail.contains(QLatin1String("{clients}")), qPrintable(issues.at(2).cause.detail));
    }

    // Local servers by pid or pid file and named sandboxes are checked where the plan says them, before any run.
    void serverPidsAndSandboxesAreChecked()
    {
        QTemporaryDir dir;
        const QString notAServer = dir.filePath(QStringLiteral("self.pid"));
        QFile f(notAServer);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::number(QCoreApplication::applicationPid()));
        f.close();
        const QString json = QStringLiteral(R"({
            "schema": "scalebench-plan", "version": 1, "name": "t",
            "servers": [{"name": "a", "socket": "/s", "pid_file": "%1/missing.pid"},
                        {"name": "b", "socket": "/s", "pid": %2},
                        {"name": "c", "socket": "/s", "pid_file": "%3"},
                        {"name": "d", "socket": "/s", "pid": 1, "pid_file": "/x"},
                        {"name": "e", "host": "h", "sandbox": {"mysqld": "%1/no-such-mariadbd",
                            "options": {"datadir": "/tmp", "innodb buffer": "1G", "max_connections": [1]}, "size": 1}},
                        {"name": "f", "sandbox": {"dir": "f", "options": {"innodb_buffer_pool_size": "64M",
                            "innodb_flush_log_at_trx_commit": 2, "skip_name_resolve": true}}},
                        {"name": "g", "sandbox": {"dir": "f"}}],
            "workloads": ["oltp_read_only"], "clients": [1]
        })")
                                 .arg(dir.path())
                                 .arg(QCoreApplication::applicationPid())
                                 .arg(notAServer);
        Result<ExperimentPlan> plan = ExperimentPlan::fromJson(json.toUtf8());
        QVERIFY(plan.ok());
        const QList<PlanIssue> issues = plan->validate();
        const QStringList found = paths(issues);
        QCOMPARE(found,
            (QStringList { QStringLiteral("$.servers[0].pid_file"), QStringLiteral("$.servers[1].pid"),
                QStringLiteral("$.servers[2].pid_file"), QStringLiteral("$.servers[3].pid_file"),
                QStringLiteral("$.servers[4].host"), QStringLiteral("$.servers[4].sandbox.mysqld"),
                QStringLiteral("$.servers[4].sandbox.options.datadir"),
                QStringLiteral("$.servers[4].sandbox.options.innodb buffer"),
                QStringLiteral("$.servers[4].sandbox.options.max_connections"),
                QStringLiteral("$.servers[4].sandbox.size"), QStringLiteral("$.servers[6].sandbox") }));
        QCOMPARE(issues.at(0).kind, PlanIssue::Kind::Missing);
        QCOMPARE(issues.at(0).reason, PlanIssue::Reason::PidFileUnreadable);
        QCOMPARE(issues.at(1).cause.value, qint64(BindingProblem::NotAServer)); // words: AffinityProblemText's
        QCOMPARE(issues.at(2).cause.value, qint64(BindingProblem::NotAServer));
        QCOMPARE(issues.at(3).reason, PlanIssue::Reason::PidAndPidFile);
        QCOMPARE(issues.at(5).reason, PlanIssue::Reason::NotExecutable);
        QVERIFY(issues.at(5).args.at(0).endsWith(QLatin1String("no-such-mariadbd")));
        QCOMPARE(issues.at(6).cause.value, qint64(OptionProblem::SandboxOwnsOption));
        QCOMPARE(issues.at(6).cause.context, QStringLiteral("datadir"));

        const PlanServer named = *plan->server(QStringLiteral("f"));
        QVERIFY(named.isManagedSandbox());
        QCOMPARE(named.sandboxDirectory(QStringLiteral("/data/sb/sandbox")), QStringLiteral("/data/sb/f"));
        const PlanSandbox expected { QStringLiteral("f"), {},
            { { QStringLiteral("innodb_buffer_pool_size"), QStringLiteral("64M") },
                { QStringLiteral("innodb_flush_log_at_trx_commit"), QStringLiteral("2") },
                { QStringLiteral("skip_name_resolve"), QStringLiteral("ON") } } };
        QCOMPARE(*named.sandbox, expected);
        QCOMPARE(PlanServer::fromJson(named.toJson()), named);
        PlanServer spaced;
        spaced.name = QStringLiteral("10.11 / big");
        spaced.sandbox = PlanSandbox {};
        QCOMPARE(spaced.sandboxDirectory(QStringLiteral("/data/sb/sandbox")),
            QStringLiteral("/data/sb/sandbox-10.11---big"));
    }

    // A server's "ssh" that is not a target ssh takes is refused, not quietly left unset (a local server then).
    void aBadSshTargetIsRefused()
    {
        const QByteArray json = R"({
            "schema": "scalebench-plan", "version": 1, "name": "t",
            "servers": [{"name": "a", "host": "db", "ssh": "dba@db1:2222"}, {"name": "b", "host": "db", "ssh": "db1"},
                        {"name": "c", "host": "db", "ssh": "dba@[fd00::1]:22"}, {"name": "d", "host": "db", "ssh": "two words"},
                        {"name": "e", "host": "db", "ssh": "dba@db1:99999"}, {"name": "f", "host": "db", "ssh": "a@b@c"},
                        {"name": "g", "host": "db", "ssh": 22}],
            "workloads": ["oltp_read_only"], "clients": [1]
        })";
        Result<ExperimentPlan> plan = ExperimentPlan::fromJson(json);
        QVERIFY(plan.ok());
        const QList<PlanIssue> issues = plan->validate();
        QCOMPARE(paths(issues),
            (QStringList { QStringLiteral("$.servers[3].ssh"), QStringLiteral("$.servers[4].ssh"),
                QStringLiteral("$.servers[5].ssh"), QStringLiteral("$.servers[6].ssh") }));
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(issues.at(i).reason, PlanIssue::Reason::SshTarget);
            QCOMPARE(issues.at(i).kind, PlanIssue::Kind::Invalid);
        }
        QCOMPARE(issues.at(0).args, QStringList { QStringLiteral("two words") });
        QCOMPARE(issues.at(3).reason, PlanIssue::Reason::MustBeString);
        QCOMPARE(plan->server(QStringLiteral("a"))->ssh.label(), QStringLiteral("dba@db1:2222"));
        QVERIFY(plan->server(QStringLiteral("c"))->ssh.isSet());
    }

    void headerAndRequiredFields()
    {
        const ExperimentPlan plan = ExperimentPlan::fromJson(QJsonObject { { QStringLiteral("version"), 2 } });
        const QStringList found = paths(plan.validate());
        for (const char* path : { "$.schema", "$.version", "$.name", "$.servers", "$.workloads", "$.clients" })
            QVERIFY2(found.contains(QLatin1String(path)), path);
        QVERIFY(!ExperimentPlan::fromJson(QByteArray("{ not json")).ok());
        QCOMPARE(ExperimentPlan::fromJson(QByteArray("[1]")).error().code, ErrorCode::FileContentInvalid);
        QCOMPARE(ExperimentPlan::fromFile(QStringLiteral("/nonexistent/plan.json")).error().code, ErrorCode::FileError);
    }

    void durationsAndEstimate()
    {
        QJsonObject json = minimalPlan();
        json.insert(QStringLiteral("duration"), QStringLiteral("2m"));
        json.insert(QStringLiteral("warmup"), QStringLiteral("30s"));
        json.insert(QStringLiteral("cooldown"), 5);
        json.insert(QStringLiteral("restart_settle"), QStringLiteral("1m"));
        json.insert(QStringLiteral("repetitions"), 3);
        const ExperimentPlan plan = ExperimentPlan::fromJson(json);
        QVERIFY(plan.validate().isEmpty());
        QCOMPARE(plan.durationSec, 120.0);
        QCOMPARE(plan.estimatedSeconds(), 9 * (60.0 + 30 + 120 + 5));
        QCOMPARE(plan.expand().front().estimatedSeconds(), 215.0);

        json.remove(QStringLiteral("duration"));
        json.insert(QStringLiteral("events"), 10000);
        const ExperimentPlan byEvents = ExperimentPlan::fromJson(json);
        QVERIFY(byEvents.validate().isEmpty());
        QCOMPARE(byEvents.durationSec, 0.0);
        QCOMPARE(byEvents.expand().front().events, quint64(10000));

        json.insert(QStringLiteral("events"), 0);
        QCOMPARE(paths(ExperimentPlan::fromJson(json).validate()), QStringList { QStringLiteral("$.duration") });
    }

    void runSpecRoundTripAndDatasetKey()
    {
        const std::vector<RunSpec> runs = ExperimentPlan::fromJson(minimalPlan()).expand();
        for (const RunSpec& spec : runs)
            QCOMPARE(RunSpec::fromJson(spec.toJson()), spec);
        QCOMPARE(runs[0].datasetKey(), runs[2].datasetKey()); // threads do not change the data
        RunSpec other = runs[0];
        other.workloadOptions.insert(QStringLiteral("point_selects"), 1);
        QCOMPARE(other.datasetKey(), runs[0].datasetKey());
        other.workloadOptions.remove(QStringLiteral("table_size"));
        other.workloadOptions.insert(QStringLiteral("table-size"), QStringLiteral("1000"));
        QCOMPARE(other.datasetKey(), runs[0].datasetKey()); // sysbench spelling, value as text
        other.workloadOptions.insert(QStringLiteral("table-size"), 2000);
        QVERIFY(other.datasetKey() != runs[0].datasetKey());
        other = runs[0];
        other.serverProfile = QStringLiteral("db2");
        QVERIFY(other.datasetKey() != runs[0].datasetKey());
    }

    // The client driver's settings are written only when not the default, so that specs stored before them keep
    // their JSON (and hash); set, they survive the round trip.
    void runSpecDriverSettings()
    {
        const RunSpec plain;
        for (const char* key :
            { "driver", "driver_threads", "connect_rate", "think_time_ms", "think_time_distribution", "stall_timeout" })
            QVERIFY2(!plain.toJson().contains(QLatin1String(key)), key);
        RunSpec async;
        async.driver = QStringLiteral("async");
        async.driverThreads = 2;
        async.connectRate = 500;
        async.thinkTimeMs = 10;
        async.thinkTimeDistribution = QStringLiteral("constant");
        async.stallTimeoutSec = 0; // no watchdog: stored, since the default is 10 s
        QCOMPARE(async.toJson().value(QStringLiteral("driver")).toString(), QStringLiteral("async"));
        QCOMPARE(async.toJson().value(QStringLiteral("stall_timeout")).toDouble(-1), 0.0);
        QCOMPARE(RunSpec::fromJson(async.toJson()), async);
        QCOMPARE(RunSpec::fromJson(plain.toJson()), plain);
    }

    // A plan names the client driver for all its runs; a plan that does not keeps its JSON as it was.
    void planDriverSettings()
    {
        QJsonObject json = minimalPlan();
        QVERIFY(!ExperimentPlan::fromJson(json).toJson().contains(QStringLiteral("driver")));
        json.insert(QStringLiteral("driver"), QStringLiteral("async"));
        json.insert(QStringLiteral("driver_threads"), 2);
        json.insert(QStringLiteral("connect_rate"), 500);
        json.insert(QStringLiteral("think_time_ms"), 10);
        json.insert(QStringLiteral("stall_timeout"), 30);
        const ExperimentPlan plan = ExperimentPlan::fromJson(json);
        QVERIFY2(plan.validate().isEmpty(), qPrintable(plan.validate().value(0).toString()));
        for (const RunSpec& spec : plan.expand()) {
            QCOMPARE(spec.driver, QStringLiteral("async"));
            QCOMPARE(spec.driverThreads, 2);
            QCOMPARE(spec.connectRate, 500.0);
            QCOMPARE(spec.thinkTimeMs, 10.0);
            QCOMPARE(spec.stallTimeoutSec, 30.0);
        }
        QCOMPARE(ExperimentPlan::fromJson(plan.toJson()).expand(), plan.expand());
        QCOMPARE(ExperimentPlan::single(plan.expand().front(), {}).driver, QStringLiteral("async"));

        json.insert(QStringLiteral("driver"), QStringLiteral("fibers"));
        json.insert(QStringLiteral("driver_threads"), -1);
        json.insert(QStringLiteral("stall_timeout"), -1);
        const QList<PlanIssue> issues = ExperimentPlan::fromJson(json).validate();
        QCOMPARE(paths(issues),
            (QStringList {
                QStringLiteral("$.driver"), QStringLiteral("$.driver_threads"), QStringLiteral("$.stall_timeout") }));
        QCOMPARE(issues.at(0).reason, PlanIssue::Reason::Driver);
    }

    void toJsonRoundTrip()
    {
        QJsonObject json = minimalPlan();
        json.insert(QStringLiteral("clients"), QStringLiteral("1..101 step 25"));
        json.insert(QStringLiteral("client_cpus"),
            QJsonArray { QJsonObject { { QStringLiteral("label"), QStringLiteral("clients") },
                { QStringLiteral("spec"), QStringLiteral("2-3") } } });
        const ExperimentPlan plan = ExperimentPlan::fromJson(json);
        const ExperimentPlan copy = ExperimentPlan::fromJson(plan.toJson());
        QVERIFY(copy.validate().isEmpty());
        QCOMPARE(copy.expand(), plan.expand());

        ExperimentPlan built; // a plan made in code is validated through its JSON
        QVERIFY(!built.isValid());
        built.name = QStringLiteral("built");
        PlanServer sandbox;
        sandbox.name = QStringLiteral("sandbox");
        built.servers = { sandbox };
        built.workloads = { PlanWorkload { QStringLiteral("oltp_point_select"), {}, {} } };
        built.clients = { 8 };
        QVERIFY2(built.isValid(), qPrintable(built.validate().value(0).toString()));
        QCOMPARE(built.expand().size(), size_t(1));
    }

    void examplePlansAreValid()
    {
        // CTest sets SCALEBENCH_SOURCE_DIR; when run by hand, QtTest's source dir (the tests folder) locates it.
        QString root = qEnvironmentVariable("SCALEBENCH_SOURCE_DIR");
        if (root.isEmpty())
            root = QStringLiteral(QT_TESTCASE_SOURCEDIR "/..");
        const QDir dir(root + QStringLiteral("/resources/plans"));
        const QStringList files = dir.entryList({ QStringLiteral("*.json") }, QDir::Files);
        QVERIFY2(files.size() >= 3, qPrintable(dir.absolutePath()));
        for (const QString& file : files) {
            Result<ExperimentPlan> plan = ExperimentPlan::fromFile(dir.filePath(file));
            QVERIFY2(plan.ok(), qPrintable(file + QLatin1String(": ") + plan.error().detail));
            const QList<PlanIssue> issues = plan->validate();
            QVERIFY2(issues.isEmpty(), qPrintable(file + QLatin1String(": ") + issues.value(0).toString()));
            QVERIFY(plan->runCount() > 0);
            QVERIFY(plan->estimatedSeconds() > 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestExperimentPlan)
#include "tst_experimentplan.moc"
