// SPDX-License-Identifier: GPL-3.0-or-later
// The report's "Where the server's threads waited" on stored synthetic runs (issue 35): off-CPU profiles (µs by
// stack) per configuration, their waiting places told by their innermost frames, µs per transaction, waiting vs
// running per thread name, and the difference between two configurations naming the wait that grew; a run whose
// profile could not be taken says why.
#include "report/offcpusection.h"
#include "store/resultstore.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

namespace {

const QString kRowLock = QStringLiteral(
    "mariadbd;libc.so.6`start_thread;do_command(THD*);mysql_update(THD*);handler::ha_index_read_map();[mariadbd];"
    "libc.so.6`__futex_abstimed_wait_common;futex_wait_queue_[k];schedule_[k];__schedule_[k]");
const QString kNetwork = QStringLiteral(
    "mariadbd;libc.so.6`start_thread;do_command(THD*);[mariadbd];libc.so.6`recv;sk_wait_data_[k];schedule_[k]");

// One finished run of `workload` at 32 clients, 1000 transactions, with an off-CPU profile of these µs (or a reason).
bool store(ResultStore& s, qint64 experiment, const QString& workload, double rowLockUs, double networkUs,
    const QString& reason = {})
{
    RunSpec spec;
    spec.workload = workload;
    spec.threads = 32;
    spec.durationSec = 10;
    spec.profileServer = QStringLiteral("off-cpu");
    auto id = s.beginRun(experiment, spec);
    if (!id)
        return false;
    RunSummary summary;
    summary.status = RunStatus::Finished;
    summary.durationSec = 10;
    summary.transactions = 1000;
    QJsonObject record;
    if (reason.isEmpty()) {
        const QByteArray folded = QStringLiteral("%1 %2\n%3 %4\n").arg(kRowLock).arg(rowLockUs).arg(kNetwork).arg(networkUs).toUtf8();
        record = { { QStringLiteral("event"), QStringLiteral("sched:sched_switch") }, { QStringLiteral("period"), 4 },
            { QStringLiteral("stack_bytes"), 8192 }, { QStringLiteral("server_binary"), QStringLiteral("mariadbd") },
            { QStringLiteral("window_s"), 10.0 },
            { QStringLiteral("threads"), QJsonObject { { QStringLiteral("mariadbd"),
                                             QJsonObject { { QStringLiteral("off_us"), rowLockUs + networkUs },
                                                 { QStringLiteral("run_us"), 100000.0 }, { QStringLiteral("threads"), 33 } } } } } };
        if (s.setServerProfile(*id, record, folded, QStringLiteral("off-cpu")))
            return false;
    } else {
        record = { { QStringLiteral("not_available"), QJsonObject { { QStringLiteral("reason"), reason } } } };
    }
    return !s.setEnvironment(*id, { { QStringLiteral("server_offcpu_profile"), record } })
        && !s.finishRun(*id, summary, RunStatus::Finished);
}

} // namespace

class TestOffCpuSection : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void siteNamesTheInnermostFrames()
    {
        QCOMPARE(OffCpuSection::siteOf(kRowLock),
            QStringLiteral("futex_wait_queue_[k] ← libc.so.6`__futex_abstimed_wait_common ← [mariadbd] ← "
                           "handler::ha_index_read_map() ← mysql_update(THD*) ← do_command(THD*) ← libc.so.6`start_thread"));
    }

    void updatesWaitOnRowLocksSelectsDoNot()
    {
        ResultStore s;
        QVERIFY(!s.open(m_dir.filePath(QStringLiteral("offcpu.sqlite"))));
        const qint64 experiment = *s.createExperiment(QStringLiteral("waits"), {});
        QVERIFY(store(s, experiment, QStringLiteral("oltp_point_select"), 2000, 50000));
        QVERIFY(store(s, experiment, QStringLiteral("oltp_update_index"), 400000, 60000));
        QVERIFY(store(s, experiment, QStringLiteral("oltp_read_only"), 0, 0, QStringLiteral("no_perf")));
        const auto runs = s.listRuns();
        QVERIFY(runs);
        const OffCpuData data = OffCpuSection::read(s, *runs, RunAxis::Clients, RunAxis::Workload);
        QCOMPARE(data.profiles.size(), 2);
        QCOMPARE(data.reasons, QStringList { QStringLiteral("no_perf") });
        const OffCpuProfile& select = data.profiles.at(0);
        const OffCpuProfile& update = data.profiles.at(1);
        QCOMPARE(update.column, QStringLiteral("oltp_update_index"));
        const auto sites = OffCpuSection::sites(update);
        QVERIFY(sites.first().site.contains(QLatin1String("mysql_update")));
        QCOMPARE(update.perTransaction(sites.first().us), 400.0);

        const auto changes = OffCpuSection::difference(select, update);
        QVERIFY(changes.first().site.contains(QLatin1String("mysql_update")));
        QCOMPARE(changes.first().before, 2.0);
        QCOMPARE(changes.first().after, 400.0);

        QString html;
        for (const auto& block : OffCpuSection::blocks(data))
            html += block.html + block.svg;
        QVERIFY(html.contains(QLatin1String("Where the server&#x27;s threads waited")) || html.contains(QLatin1String("Where the server's threads waited")));
        QVERIFY(html.contains(QLatin1String("perf is not installed")));
        QVERIFY(html.contains(QStringLiteral("Waits compared: 32 clients, oltp_point_select → 32 clients, oltp_update_index")));
        QVERIFY(html.contains(QLatin1String("<svg")));
        QVERIFY(html.contains(QStringLiteral("µs")));
        QVERIFY(html.contains(QLatin1String("Waiting and running per thread name")));
    }
};

QTEST_GUILESS_MAIN(TestOffCpuSection)
#include "tst_offcpusection.moc"
