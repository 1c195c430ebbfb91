// SPDX-License-Identifier: GPL-3.0-or-later
// The off-CPU profile on the suite's sandbox (issue 35): oltp_update_index on a 100-row table at 32 clients waits on
// its rows' locks (stacks through the UPDATE's path, mysql_update / handler::ha_update_row / ha_index_read_map, that
// end in a futex or condition wait, through mariadbd's unexported frames), which rank among its top waiting places
// per transaction; oltp_point_select on the same table shows that wait far lower, and the report's difference view
// between the two names it. Stored as µs off the CPU by stack, with each thread name's waiting and running time.
#include "collectors/serverprofiler.h"
#include "report/offcpusection.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QJsonObject>
#include <QTemporaryDir>

using namespace sb;

namespace {

// A waiting place of the UPDATE's row lock: on the update path, ending in a futex or condition wait.
bool rowLockWait(const QString& site)
{
    const bool updatePath = site.contains(QLatin1String("mysql_update")) || site.contains(QLatin1String("ha_update_row"))
        || site.contains(QLatin1String("ha_index_read_map"));
    const QString leaf = site.section(QStringLiteral(" ← "), 0, 1);
    const bool wait = leaf.contains(QLatin1String("futex")) || leaf.contains(QLatin1String("cond_"));
    return updatePath && wait;
}

double rowLockUs(const OffCpuProfile& p, int* rank)
{
    const auto sites = OffCpuSection::sites(p);
    double us = 0;
    *rank = -1;
    for (int i = 0; i < sites.size(); ++i) {
        if (!rowLockWait(sites.at(i).site))
            continue;
        us += sites.at(i).us;
        if (*rank < 0)
            *rank = i;
    }
    return p.perTransaction(us);
}

} // namespace

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
        const auto runs = s.listRuns();
        QVERIFY(runs && runs->size() == 2);
        const QJsonObject env = *s.environment(runs->first().id);
        QVERIFY2(!s.serverProfile(runs->first().id, QStringLiteral("off-cpu"))->folded.isEmpty(),
            QJsonDocument(env.value(QStringLiteral("server_offcpu_profile")).toObject()).toJson().constData());
        QVERIFY(s.serverProfile(runs->first().id)->folded.isEmpty()); // no on-CPU profile was asked for

        const OffCpuData data = OffCpuSection::read(s, *runs, RunAxis::Clients, RunAxis::Workload);
        QCOMPARE(data.profiles.size(), 2);
        const OffCpuProfile& update = data.profiles.at(0).column == QLatin1String("oltp_update_index") ? data.profiles.at(0) : data.profiles.at(1);
        const OffCpuProfile& select = &update == &data.profiles.at(0) ? data.profiles.at(1) : data.profiles.at(0);
        QVERIFY(update.transactions > 0 && select.transactions > 0);
        QVERIFY(update.threads.contains(QStringLiteral("mariadbd")) || !update.threads.isEmpty());

        int updateRank = -1, selectRank = -1;
        const double updateUs = rowLockUs(update, &updateRank);
        const double selectUs = rowLockUs(select, &selectRank);
        qInfo("row-lock wait: update_index %.1f µs/tx (rank %d), point_select %.1f µs/tx (rank %d)", updateUs,
            updateRank + 1, selectUs, selectRank + 1);
        QVERIFY2(updateRank >= 0 && updateRank < 5, qPrintable(OffCpuSection::topTable(update)));
        QVERIFY2(selectUs * 10 < updateUs, qPrintable(OffCpuSection::topTable(select)));

        // The difference view, point_select → update_index, names the row-lock wait among the waits that grew most.
        const auto changes = OffCpuSection::difference(select, update, 5);
        bool named = false;
        for (const auto& c : changes)
            named = named || rowLockWait(c.site);
        QVERIFY2(named, qPrintable(OffCpuSection::differenceTable(select, update)));
    }

    void cleanupTestCase()
    {
        test::runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_update_index") } + test::cliConnection(m_profile));
    }
};

QTEST_GUILESS_MAIN(TestOffCpuSandbox)
#include "tst_offcpusandbox.moc"
