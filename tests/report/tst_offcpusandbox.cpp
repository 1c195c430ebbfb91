// SPDX-License-Identifier: GPL-3.0-or-later
// The off-CPU profile on the suite's sandbox (issue 35): oltp_update_index on a 100-row table at 32 clients waits on
// its rows' locks (stacks through the UPDATE's path, mysql_update / handler::ha_update_row / ha_index_read_map, that
// end in a futex or condition wait, through mariadbd's unexported frames), which rank among its top waiting places
// per transaction; oltp_point_select on the same table shows that wait far lower, and the report's difference view
// between the two names it. Stored as µs off the CPU by stack, with each thread name's waiting and running time.
#include "collectors/serverprofiler.h"
#include "support/offcpuranking.h"
#include "support/testserver.h"

#include <QTemporaryDir>

using namespace sb;

class TestOffCpuSandbox : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QTemporaryDir m_dir;

    test::CliResult run(const QString& workload, const QString& store)
    {
        return test::runCli(QStringList { QStringLiteral("run"), workload, QStringLiteral("--table-size=100"),
                                QStringLiteral("--threads=32"), QStringLiteral("--time=2"),
                                QStringLiteral("--warmup-time=1"), QStringLiteral("--profile-server=off-cpu"),
                                QStringLiteral("--store=") + store,
                                QStringLiteral("--server-pidfile=") + test::sandboxDir() + QStringLiteral("/mysqld.pid") }
                + test::cliConnection(m_profile),
            QProcessEnvironment::systemEnvironment(), 600000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_profile = test::sandboxProfile(QStringLiteral("offcpu_it"));
        const auto r = test::runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_update_index"),
                                        QStringLiteral("--table-size=100") }
            + test::cliConnection(m_profile));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void rowLockWaitRanksHighInUpdatesOnly()
    {
        if (ServerProfiler::perfExecutable().isEmpty())
            QSKIP("perf is not installed (packaging/install-deps.sh installs linux-perf)");
        const QString store = m_dir.filePath(QStringLiteral("offcpu.sqlite"));
        for (const QString& workload : { QStringLiteral("oltp_update_index"), QStringLiteral("oltp_point_select") }) {
            const auto r = run(workload, store);
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            qInfo("%s with the off-CPU profile: %lld ms end to end", qPrintable(workload), r.elapsedMs);
        }
        ResultStore s;
        QVERIFY(!s.open(store));
        test::verifyRowLockRanking(s, "local");
    }

    void cleanupTestCase()
    {
        test::runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_update_index") } + test::cliConnection(m_profile));
    }
};

QTEST_GUILESS_MAIN(TestOffCpuSandbox)
#include "tst_offcpusandbox.moc"
