// SPDX-License-Identifier: GPL-3.0-or-later
// Plans whose servers are not the default sandbox: a local server named by its pid file, bound to each run's
// server CPU set and restored afterwards; and two named sandboxes with different settings compared side by side.
#include "affinity/serverbinding.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace sb;

namespace {

// Cpus_allowed_list of every thread of a process, by thread id, as the kernel reports it.
QMap<QString, QString> allowedCpus(qint64 pid)
{
    QMap<QString, QString> masks;
    const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
    for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile status(tasks.filePath(tid) + QStringLiteral("/status"));
        if (!status.open(QIODevice::ReadOnly))
            continue; // the thread ended meanwhile
        for (const QByteArray& line : status.readAll().split('\n')) {
            if (line.startsWith("Cpus_allowed_list:"))
                masks.insert(tid, QString::fromLatin1(line.mid(18).trimmed()));
        }
    }
    return masks;
}

QString effectiveServerCpus(const QJsonObject& environment)
{
    return environment.value(QStringLiteral("affinity"))
        .toObject()
        .value(QStringLiteral("server"))
        .toObject()
        .value(QStringLiteral("effective"))
        .toString();
}

} // namespace

class TestPlanServers : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_secondSandbox;

    QString writePlan(const char* name, const QString& text) const
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0)
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void cleanupTestCase()
    {
        if (!m_secondSandbox.isEmpty())
            QVERIFY(!SandboxServer(m_secondSandbox).stop()); // the one this test started
    }

    // `sandbox start --mysqld --option` refuses what it cannot use before touching anything.
    void sandboxStartRefusesBadProgramAndOptions()
    {
        const QString dir = m_dir.filePath(QStringLiteral("never-started"));
        const QStringList start { QStringLiteral("sandbox"), QStringLiteral("start"), QStringLiteral("--dir"), dir };
        const auto binary
            = test::runCli(start + QStringList { QStringLiteral("--mysqld"), dir + QStringLiteral("/mariadbd") });
        QVERIFY(binary.exitCode != 0);
        QVERIFY2(
            binary.err.contains(QLatin1String("mariadbd does not exist or is not executable")), qPrintable(binary.err));
        const auto owned
            = test::runCli(start + QStringList { QStringLiteral("--option"), QStringLiteral("datadir=/tmp") });
        QCOMPARE(owned.exitCode, 2);
        QVERIFY2(owned.err.contains(QLatin1String("sets datadir itself")), qPrintable(owned.err));
        const auto noValue = test::runCli(
            start + QStringList { QStringLiteral("--option"), QStringLiteral("innodb_buffer_pool_size") });
        QCOMPARE(noValue.exitCode, 2);
        QVERIFY2(noValue.err.contains(QLatin1String("name=value")), qPrintable(noValue.err));
        QVERIFY(!QFileInfo::exists(dir + QStringLiteral("/data")));
    }

    // The suite's sandbox given as a plain local server by its pid file: the plan binds it to CPU 0, then to CPU 1
    // (or all CPUs on a one-CPU machine), and each thread has its old mask again afterwards.
    void localServerByPidFileIsBoundPerRunAndRestored()
    {
        SandboxServer sandbox(test::sandboxDir());
        const SandboxStatus status = sandbox.status();
        QVERIFY(status.running);
        auto profile = sandbox.profile();
        QVERIFY(profile.ok());
        const QString second = QThread::idealThreadCount() > 1 ? QStringLiteral("1") : QStringLiteral("0");
        const QString plan = writePlan("local.json",
            QStringLiteral(R"({
  "schema": "scalebench-plan", "version": 1, "name": "local-by-pid-file",
  "servers": [{"name": "local", "socket": "%1", "user": "%2", "database": "sbtest", "ssl_mode": "DISABLED",
               "pid_file": "%3"}],
  "workloads": [{"name": "oltp_point_select", "options": {"tables": 1, "table_size": 1000}}],
  "clients": [2],
  "server_cpus": [{"label": "cpu 0", "spec": "0"}, {"label": "cpu %4", "spec": "%4"}],
  "duration": 1, "report_interval_ms": 500
})")
                .arg(profile->socket, profile->user, sandbox.pidFile(), second));
        const QMap<QString, QString> before = allowedCpus(status.pid);
        QVERIFY(!before.isEmpty());

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MYSQL_PWD"), profile->password); // plans never hold passwords
        const QString store = m_dir.filePath(QStringLiteral("local.sqlite"));
        const auto run = test::runCli(
            { QStringLiteral("plan"), QStringLiteral("run"), plan, QStringLiteral("--store=") + store }, env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));

        ResultStore results;
        QVERIFY(!results.open(store));
        auto runs = results.listRuns();
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 2);
        for (const StoredRun& r : *runs) {
            QCOMPARE(r.status, RunStatus::Finished);
            auto environment = results.environment(r.id);
            QVERIFY(environment.ok());
            QCOMPARE(effectiveServerCpus(*environment), r.spec.serverCpu.spec);
            QCOMPARE(environment->value(QStringLiteral("affinity"))
                         .toObject()
                         .value(QStringLiteral("server"))
                         .toObject()
                         .value(QStringLiteral("pid"))
                         .toInteger(),
                status.pid);
        }
        // Threads that lived through the plan have their old masks; threads born meanwhile got the main thread's.
        const QMap<QString, QString> after = allowedCpus(status.pid);
        for (auto it = after.cbegin(); it != after.cend(); ++it)
            QCOMPARE(it.value(), before.value(it.key(), before.value(QString::number(status.pid))));
    }

    // Two configurations of one server program on one machine: the suite's sandbox as it is, and a second sandbox
    // with a smaller buffer pool. Each run records its own server's value; the pivot has a column per server.
    void twoSandboxesWithDifferentSettings()
    {
        m_secondSandbox = m_dir.filePath(QStringLiteral("small-pool"));
        const QString plan = writePlan("two.json",
            QStringLiteral(R"({
  "schema": "scalebench-plan", "version": 1, "name": "two-configurations",
  "servers": [{"name": "pool-256M", "sandbox": {"dir": "%1"}},
              {"name": "pool-64M", "sandbox": {"dir": "%2",
                  "options": {"innodb_buffer_pool_size": "64M", "innodb_log_file_size": "48M"}}}],
  "workloads": [{"name": "oltp_point_select", "options": {"tables": 1, "table_size": 1000}}],
  "clients": [1, 2],
  "duration": 1, "report_interval_ms": 500,
  "order": ["workload", "clients", "server"]
})")
                .arg(test::sandboxDir(), m_secondSandbox));
        const QString store = m_dir.filePath(QStringLiteral("two.sqlite"));
        QElapsedTimer timer;
        timer.start();
        const auto run
            = test::runCli({ QStringLiteral("plan"), QStringLiteral("run"), plan, QStringLiteral("--store=") + store });
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        qInfo("two sandboxes: plan took %lld ms", timer.elapsed());

        ResultStore results;
        QVERIFY(!results.open(store));
        auto runs = results.listRuns();
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 4);
        for (const StoredRun& r : *runs) {
            QCOMPARE(r.status, RunStatus::Finished);
            auto environment = results.environment(r.id);
            QVERIFY(environment.ok());
            const QString pool = environment->value(QStringLiteral("server"))
                                     .toObject()
                                     .value(QStringLiteral("variables"))
                                     .toObject()
                                     .value(QStringLiteral("innodb_buffer_pool_size"))
                                     .toString();
            QCOMPARE(pool,
                r.spec.serverProfile == QLatin1String("pool-64M") ? QStringLiteral("67108864")
                                                                  : QStringLiteral("268435456"));
        }
        QVERIFY(SandboxServer(m_secondSandbox).status().running);
        QCOMPARE(SandboxServer(m_secondSandbox).status().options.size(), 2);

        const auto compare = test::runCli(
            { QStringLiteral("compare"), QStringLiteral("--experiment=1"), QStringLiteral("--columns=server"),
                QStringLiteral("--percent-diff=pool-256M,pool-64M"), QStringLiteral("--store=") + store });
        QVERIFY2(compare.exitCode == 0, qPrintable(compare.out + compare.err));
        const QString header = compare.out.section(QLatin1Char('\n'), 2, 2);
        QVERIFY2(header.contains(QLatin1String("| pool-256M")) && header.contains(QLatin1String("| pool-64M")),
            qPrintable(compare.out));
        QVERIFY(compare.out.contains(QLatin1String("Percentage difference from pool-256M to pool-64M")));
    }
};

QTEST_GUILESS_MAIN(TestPlanServers)
#include "tst_planservers.moc"
