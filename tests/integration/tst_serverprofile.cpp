// SPDX-License-Identifier: GPL-3.0-or-later
// The server's side on the CPUs, on the suite's sandbox (issue 22): a run stores context switches and migrations per
// transaction of the server's threads, says why the hardware counters are missing where they are (no PMU here),
// and with --profile-server stores a profile whose entries name the server's functions; perf is never left running.
#include "collectors/foldedstacks.h"
#include "collectors/hostcounters.h"
#include "collectors/serverprofiler.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QDir>
#include <QJsonArray>
#include <QTemporaryDir>

using namespace sb;

class TestServerProfile : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QTemporaryDir m_dir;
    QStringList connection() const
    {
        return test::cliConnection(m_profile);
    }
    // perf processes this test's runs could have started (perf record -p of the sandbox).
    static int perfRecordsOf(const QString& pid)
    {
        int n = 0;
        for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(entry));
            if (!cmdline.open(QIODevice::ReadOnly))
                continue;
            const QList<QByteArray> args = cmdline.readAll().split('\0');
            if (args.size() > 2 && args.at(0).endsWith("perf") && args.at(1) == "record" && args.contains(pid.toUtf8()))
                ++n;
        }
        return n;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_profile = test::sandboxProfile(QStringLiteral("profile_it"));
        const auto r = test::runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select"),
                                        QStringLiteral("--table-size=2000") }
            + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void pointSelectsStoreCountersAndProfile()
    {
        if (ServerProfiler::perfExecutable().isEmpty())
            QSKIP("perf is not installed (packaging/install-deps.sh installs linux-perf)");
        const QString store = m_dir.filePath(QStringLiteral("profile.sqlite"));
        const auto r = test::runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"),
                                        QStringLiteral("--table-size=2000"), QStringLiteral("--threads=4"),
                                        QStringLiteral("--time=4"), QStringLiteral("--warmup-time=1"),
                                        QStringLiteral("--profile-server"), QStringLiteral("--json"),
                                        QStringLiteral("--store=") + store,
                                        QStringLiteral("--server-pidfile=") + test::sandboxDir() + QStringLiteral("/mysqld.pid") }
            + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile pidFile(test::sandboxDir() + QStringLiteral("/mysqld.pid"));
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const QString pid = QString::fromUtf8(pidFile.readAll()).trimmed();
        QCOMPARE(perfRecordsOf(pid), 0); // stopped with the run

        // --json: the summary line carries the counters per transaction and the profile's meta.
        QJsonObject summary;
        for (const QString& line : r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
            if (o.contains(QStringLiteral("server_host")))
                summary = o;
        }
        QVERIFY2(!summary.isEmpty(), qPrintable(r.out));
        const QJsonObject host = summary.value(QStringLiteral("server_host")).toObject();
        QVERIFY2(host.value(QStringLiteral("cswitch_per_tx")).toDouble() > 0, qPrintable(r.out));
        QVERIFY(host.value(QStringLiteral("migrations_per_tx")).isDouble());
        if (!host.contains(QStringLiteral("ipc"))) {
            // This VM: no PMU. Said with its reason, in the stream and once on stderr; never 0.
            const QString reason = host.value(QStringLiteral("not_available")).toObject().value(QStringLiteral("ipc")).toString();
            QVERIFY(!reason.isEmpty());
            if (reason == QLatin1String("no_pmu"))
                QCOMPARE(r.err.count(QStringLiteral("not available (no PMU")), 1);
        }

        ResultStore s;
        QVERIFY(!s.open(store));
        const auto runs = s.listRuns();
        QVERIFY(runs && runs->size() == 1);
        const qint64 id = runs->first().id;
        const QJsonObject env = *s.environment(id);
        const QJsonObject counters = env.value(QStringLiteral("server_host_counters")).toObject().value(QStringLiteral("counters")).toObject();
        QVERIFY(counters.value(QStringLiteral("voluntary_switches")).toDouble() > 0);
        QVERIFY(counters.value(QStringLiteral("involuntary_switches")).isDouble());
        QVERIFY(counters.value(QStringLiteral("proc_migrations")).isDouble());
        QVERIFY(!counters.contains(QStringLiteral("context_switches"))); // no perf software event (their cost)
        QVERIFY(!counters.contains(QStringLiteral("cycles")) || counters.value(QStringLiteral("cycles")).toDouble() > 0);

        const auto stored = s.serverProfile(id);
        QVERIFY(stored);
        QVERIFY2(!stored->folded.isEmpty(), QJsonDocument(env.value(QStringLiteral("server_profile")).toObject()).toJson().constData());
        const FoldedProfile profile = FoldedProfile::fromStored(stored->folded, stored->meta);
        QVERIFY(profile.samples > 0);
        QVERIFY(stored->meta.value(QStringLiteral("skipped")).isDouble()); // the warm-up's samples, left out
        const auto functions = functionSamples(profile);
        // mariadbd's exported symbols, the kernel's frames, and addresses without a symbol grouped per library.
        QVERIFY2(functions.count(QStringLiteral("mysql_execute_command")) || functions.count(QStringLiteral("do_command")),
            stored->folded.left(2000).constData());
        bool kernel = false;
        for (const auto& [name, f] : functions)
            kernel = kernel || name.endsWith(QLatin1String("_[k]"));
        QVERIFY(kernel);
        for (const auto& [name, f] : functions)
            QVERIFY2(!name.contains(QLatin1String("0x")) && !name.startsWith(QLatin1String("7f")), qPrintable(name));
        const QJsonObject shares = stored->meta.value(QStringLiteral("shares")).toObject();
        QVERIFY(shares.value(QStringLiteral("kernel")).toDouble() > 0);
        QVERIFY(shares.value(QStringLiteral("server")).toDouble() > 0);
    }

    void profilerStopsPerfOnEveryPath()
    {
        if (ServerProfiler::perfExecutable().isEmpty())
            QSKIP("perf is not installed");
        QFile pidFile(test::sandboxDir() + QStringLiteral("/mysqld.pid"));
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const pid_t pid = pid_t(QString::fromUtf8(pidFile.readAll()).trimmed().toInt());
        pid_t perf = 0;
        {
            ServerProfiler profiler(pid);
            QVERIFY(profiler.start());
            perf = profiler.perfPid();
            QVERIFY(perf > 0);
            QVERIFY(QFile::exists(QStringLiteral("/proc/%1").arg(perf)));
        } // destroyed without stop(): perf gets SIGINT and is waited for
        QVERIFY(!QFile::exists(QStringLiteral("/proc/%1/cmdline").arg(perf)) || perfRecordsOf(QString::number(pid)) == 0);

        // A pid that is not there: no perf at all, and the reason.
        ServerProfiler gone(999999);
        QVERIFY(!gone.start());
        const ServerProfileResult result = gone.stop();
        QVERIFY(!result.available);
        QCOMPARE(result.reason, QStringLiteral("no_process"));
        QCOMPARE(result.toJson().value(QStringLiteral("not_available")).toObject().value(QStringLiteral("reason")).toString(),
            QStringLiteral("no_process"));
    }

    void cleanupTestCase()
    {
        test::runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_point_select") } + connection());
    }
};

QTEST_GUILESS_MAIN(TestServerProfile)
#include "tst_serverprofile.moc"
