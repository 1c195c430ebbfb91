// SPDX-License-Identifier: GPL-3.0-or-later
// Pins what the run settings make today, before and while they move onto one table (issue 37 item 1): the JSON of
// plans ExperimentPlan writes (every run setting at a value of its own), their identity and its hash (what finds an
// experiment in a results file), RunSpec's stored JSON and its hash, and plan validate's issues for every setting out
// of its range. The expected values are in golden/runsettings.json; SCALEBENCH_UPDATE_GOLDEN=1 writes them anew
// (then read the diff: a change there is a change in what users' files hold).
#include "plan/experimentplan.h"
#include "store/resultstore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace sb;

namespace {

QString goldenPath()
{
    return qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/tests/core/plan/golden/runsettings.json");
}

QJsonObject parse(const char* text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

// A plan of one server, one workload and two client counts with every run setting left at its default.
ExperimentPlan defaultPlan()
{
    return ExperimentPlan::fromJson(parse(R"({
        "schema": "scalebench-plan", "version": 1, "name": "defaults",
        "servers": ["sandbox"],
        "workloads": [{"name": "oltp_read_only", "options": {"tables": 2, "table_size": 1000}}],
        "clients": [1, 2]
    })"));
}

// Every run setting a plan takes at a value other than its default, given as a user writes them.
ExperimentPlan everySettingPlan()
{
    return ExperimentPlan::fromJson(parse(R"({
        "schema": "scalebench-plan", "version": 1, "name": "every setting",
        "description": "left out of the identity",
        "servers": ["sandbox"],
        "workloads": [{"name": "oltp_read_write", "options": {"tables": 1, "table_size": 500, "skip_trx": true}}],
        "clients": [1, 4],
        "server_cpus": ["all", {"label": "two", "spec": "cores:2"}],
        "client_bind": "compact",
        "repetitions": 2,
        "duration": "90s",
        "events": 5000,
        "warmup": "250ms",
        "cooldown": 2.5,
        "rate": 120.5,
        "rate_arrivals": "constant",
        "rate_max_backlog": 700,
        "report_interval_ms": 500,
        "restart_settle": "1m",
        "driver": "async",
        "driver_threads": 3,
        "connect_rate": 40,
        "connect_deadline": 12,
        "think_time_ms": 7.5,
        "stall_timeout": 0,
        "server_counters": "default,Innodb_row_lock_waits",
        "profile_server": true,
        "order": ["clients", "server", "workload", "server_cpus", "client_cpus", "repetition"]
    })"));
}

// Every run setting out of its range or of the wrong type: plan validate's issues.
ExperimentPlan everySettingWrongPlan()
{
    return ExperimentPlan::fromJson(parse(R"({
        "schema": "scalebench-plan", "version": 1, "name": "wrong",
        "servers": ["sandbox"],
        "workloads": ["oltp_read_only"],
        "clients": [1],
        "client_bind": "everywhere",
        "repetitions": 0,
        "duration": "ten seconds",
        "events": 1.5,
        "warmup": -1,
        "cooldown": "x",
        "rate": -3,
        "rate_arrivals": "bursty",
        "rate_max_backlog": "many",
        "report_interval_ms": 50,
        "restart_settle": 1e9,
        "driver": "fibers",
        "driver_threads": 5000,
        "connect_rate": -1,
        "connect_deadline": 90000,
        "think_time_ms": "slow",
        "stall_timeout": 2e6,
        "server_counters": "No Such Counter!",
        "profile_server": "yes"
    })"));
}

QJsonArray issuesJson(const QList<PlanIssue>& issues)
{
    QJsonArray array;
    for (const PlanIssue& issue : issues) {
        QJsonObject o { { QStringLiteral("severity"), int(issue.severity) }, { QStringLiteral("kind"), int(issue.kind) },
            { QStringLiteral("path"), issue.path }, { QStringLiteral("reason"), int(issue.reason) },
            { QStringLiteral("args"), QJsonArray::fromStringList(issue.args) } };
        if (issue.cause)
            o.insert(QStringLiteral("cause"), QString::fromLatin1(errorCodeName(issue.cause.code)));
        array.append(o);
    }
    return array;
}

QString sha256(const QJsonObject& object)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(object).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256)
            .toHex());
}

QJsonObject planRecord(const ExperimentPlan& plan)
{
    QJsonArray specs;
    for (const RunSpec& spec : plan.expand()) {
        specs.append(QJsonObject { { QStringLiteral("json"), spec.toJson() },
            { QStringLiteral("sha256"), sha256(spec.toJson()) },
            { QStringLiteral("round_trip"), RunSpec::fromJson(spec.toJson()) == spec } });
    }
    return QJsonObject { { QStringLiteral("json"), plan.toJson() }, { QStringLiteral("identity"), plan.identity() },
        { QStringLiteral("plan_hash"), QString::fromLatin1(ResultStore::planHash(plan.identity())) },
        { QStringLiteral("issues"), issuesJson(plan.validate()) },
        { QStringLiteral("estimated_seconds"), plan.estimatedSeconds() }, { QStringLiteral("specs"), specs } };
}

// A RunSpec built in code with every field away from its default, as the CLI's run and the workstation make one.
RunSpec everySettingSpec()
{
    RunSpec s;
    s.index = 3;
    s.serverProfile = QStringLiteral("local");
    s.workload = QStringLiteral("kv");
    s.workloadLabel = QStringLiteral("kv small");
    s.workloadOptions = { { QStringLiteral("keys"), 100 } };
    s.threads = 8;
    s.clientCpu = CpuConfig { QStringLiteral("c"), QStringLiteral("0-1") };
    s.serverCpu = CpuConfig { QStringLiteral("s"), QStringLiteral("cores:1") };
    s.clientBind = QStringLiteral("scatter");
    s.durationSec = 15;
    s.events = 77;
    s.warmupSec = 1.5;
    s.cooldownSec = 4;
    s.rate = 250;
    s.rateArrivals = QStringLiteral("constant");
    s.reportIntervalMs = 250;
    s.restartSettleSec = 6;
    s.repetition = 1;
    s.rateMaxBacklog = 900;
    s.driver = QStringLiteral("async");
    s.driverThreads = 2;
    s.connectRate = 30;
    s.connectDeadlineSec = 45;
    s.thinkTimeMs = 3;
    s.thinkTimeDistribution = QStringLiteral("constant");
    s.stallTimeoutSec = 25;
    s.bindAddress = QStringLiteral("127.0.0.1,127.0.0.2");
    s.serverCounters = QStringLiteral("none");
    s.profileServer = QStringLiteral("on-cpu");
    s.phase = QStringLiteral("read");
    s.phaseIndex = 1;
    s.phaseCount = 5;
    return s;
}

QJsonObject specRecord(const RunSpec& spec)
{
    return QJsonObject { { QStringLiteral("json"), spec.toJson() }, { QStringLiteral("sha256"), sha256(spec.toJson()) },
        { QStringLiteral("round_trip"), RunSpec::fromJson(spec.toJson()) == spec },
        { QStringLiteral("single_plan"), planRecord(ExperimentPlan::single(spec, ServerProfile {})) } };
}

QJsonObject current()
{
    RunSpec mixed;
    mixed.workload = QStringLiteral("mix");
    mixed.mix = QStringLiteral("oltp_read_only:2,oltp_point_select:1@rate=10");
    mixed.threads = 3;
    return QJsonObject {
        { QStringLiteral("plan_defaults"), planRecord(defaultPlan()) },
        { QStringLiteral("plan_every_setting"), planRecord(everySettingPlan()) },
        { QStringLiteral("plan_every_setting_wrong"), planRecord(everySettingWrongPlan()) },
        { QStringLiteral("spec_defaults"), specRecord(RunSpec {}) },
        { QStringLiteral("spec_every_setting"), specRecord(everySettingSpec()) },
        { QStringLiteral("spec_mix"), specRecord(mixed) },
    };
}

} // namespace

class TestRunSettingGolden : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameAsGolden_data()
    {
        QTest::addColumn<QString>("record");
        for (const QString& key : current().keys())
            QTest::newRow(qPrintable(key)) << key;
    }

    void sameAsGolden()
    {
        QFETCH(QString, record);
        const QJsonObject now = current();
        if (qEnvironmentVariableIsSet("SCALEBENCH_UPDATE_GOLDEN")) {
            QFile out(goldenPath());
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(QJsonDocument(now).toJson(QJsonDocument::Indented));
        }
        QFile file(goldenPath());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(goldenPath()));
        const QJsonObject golden = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonObject expected = golden.value(record).toObject();
        const QJsonObject actual = now.value(record).toObject();
        if (actual != expected) {
            for (const QString& key : actual.keys() + expected.keys()) {
                if (actual.value(key) != expected.value(key))
                    qWarning().noquote() << key << "now:" << QJsonDocument(QJsonObject { { key, actual.value(key) } }).toJson(QJsonDocument::Compact)
                                         << "\ngolden:" << QJsonDocument(QJsonObject { { key, expected.value(key) } }).toJson(QJsonDocument::Compact);
            }
        }
        QCOMPARE(actual, expected);
    }
};

QTEST_GUILESS_MAIN(TestRunSettingGolden)
#include "tst_runsettinggolden.moc"
