// SPDX-License-Identifier: GPL-3.0-or-later
// The off-CPU profile folded from perf script --show-switch-events (core/collectors/offcpufolder): a sampled
// switch-out's stack weighted by the time until its thread's next switch-in (a time, not a count), times the
// sampling period; every switch adds to its thread name's waiting and running time; only the measured window
// counts; a preempted switch-out ends in "[waiting for a CPU]".
#include "collectors/offcpufolder.h"

#include <QJsonObject>
#include <QTest>

using namespace sb;

namespace {

// As perf script -F comm,tid,time,event,trace,ip,sym,dso --show-switch-events prints it (comm right-aligned).
const char* const kScript
    = "        mariadbd  2001 100.000000: PERF_RECORD_SWITCH IN\n"
      "        mariadbd  2001 100.001000: sched:sched_switch: prev_comm=mariadbd prev_pid=2001 prev_prio=120 "
      "prev_state=S ==> next_comm=swapper/0 next_pid=0 next_prio=120\n"
      "\tffffffff81a0 __schedule ([kernel.kallsyms])\n"
      "\tffffffff81a1 schedule ([kernel.kallsyms])\n"
      "\tffffffff81a2 futex_wait_queue ([kernel.kallsyms])\n"
      "\t7f0000001000 __futex_abstimed_wait_common (/usr/lib/x86_64-linux-gnu/libc.so.6)\n"
      "\t55d0c1000000 [unknown] (/usr/sbin/mariadbd)\n"
      "\t55d0c1a2b000 mysql_update(THD*) (/usr/sbin/mariadbd)\n"
      "\t7f0000001100 start_thread (/usr/lib/x86_64-linux-gnu/libc.so.6)\n"
      "\n"
      "        mariadbd  2001 100.001000: PERF_RECORD_SWITCH OUT\n"
      "        mariadbd  2001 100.003000: PERF_RECORD_SWITCH IN\n" // 2 ms waiting, with the stack above
      "        mariadbd  2001 100.004000: PERF_RECORD_SWITCH OUT\n" // 1 ms running again; not sampled
      "        mariadbd  2001 100.005000: PERF_RECORD_SWITCH IN\n" // 1 ms waiting, no stack
      "     ib_io_wr-1  2002 100.002000: PERF_RECORD_SWITCH IN\n"
      "     ib_io_wr-1  2002 100.002500: sched:sched_switch: prev_comm=ib_io_wr-1 prev_pid=2002 prev_prio=120 "
      "prev_state=R+ ==> next_comm=mariadbd next_pid=2001 next_prio=120\n"
      "\t55d0c1a2c000 buf_flush_page_cleaner() (/usr/sbin/mariadbd)\n"
      "\n"
      "     ib_io_wr-1  2002 100.002500: PERF_RECORD_SWITCH OUT preempt\n"
      "     ib_io_wr-1  2002 100.012500: PERF_RECORD_SWITCH IN\n" // 10 ms waiting for a CPU, 2.5 of them in the window
      "        mariadbd  2003 100.001000: PERF_RECORD_SWITCH IN\n"
      "        mariadbd  2003 100.001500: sched:sched_switch: prev_comm=mariadbd prev_pid=2003 prev_prio=120 "
      "prev_state=S ==> next_comm=swapper/0 next_pid=0 next_prio=120\n"
      "\t55d0c1a2d000 do_command(THD*) (/usr/sbin/mariadbd)\n"
      "\n"
      "        mariadbd  2003 100.001500: PERF_RECORD_SWITCH OUT\n"
      "        mariadbd  2003 100.002000: PERF_RECORD_LOST lost 3\n" // its switch-in may be among them: no interval
      "        mariadbd  2003 100.004000: PERF_RECORD_SWITCH IN\n";

} // namespace

class TestOffCpuFolder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void pairsEachSampledSwitchOutWithTheNextSwitchIn()
    {
        OffCpuFolder folder(QStringLiteral("mariadbd"), 100.0, 100.005, 2);
        for (const QByteArray& line : QByteArray(kScript).split('\n'))
            folder.addLine(line);
        const FoldedProfile p = folder.result();
        QCOMPARE(p.event, QStringLiteral("sched:sched_switch"));
        QCOMPARE(p.stacks.size(), size_t(2));
        // 2 ms off the CPU times the period (2): 4000 µs, the scheduler's frames kept in the stack.
        const QString update = QStringLiteral("mariadbd;libc.so.6`start_thread;mysql_update(THD*);[mariadbd];"
                                              "libc.so.6`__futex_abstimed_wait_common;futex_wait_queue_[k];"
                                              "schedule_[k];__schedule_[k]");
        QVERIFY2(p.stacks.count(update), p.foldedText().constData());
        QCOMPARE(p.stacks.at(update), std::uint64_t(4000));
        // Preempted: waited for a CPU; only the part inside the window (100.0025 .. 100.005) counts.
        const QString preempted = QStringLiteral("ib_io_wr-1;buf_flush_page_cleaner();[waiting for a CPU]");
        QVERIFY2(p.stacks.count(preempted), p.foldedText().constData());
        QCOMPARE(p.stacks.at(preempted), std::uint64_t(5000));
        QCOMPARE(p.samples, std::uint64_t(2));
        QCOMPARE(p.truncated, std::uint64_t(1)); // the page cleaner's stack does not reach its thread's start

        // Every switch, sampled or not, in its thread name's times: mariadbd waited 2 + 1 ms and ran 1 + 1 + 0.5 ms
        // (the third thread's wait is lost with perf's records).
        const QJsonObject meta = p.meta();
        QCOMPARE(meta.value(QStringLiteral("unit")).toString(), QStringLiteral("us"));
        QCOMPARE(meta.value(QStringLiteral("period")).toInt(), 2);
        const QJsonObject server = meta.value(QStringLiteral("threads")).toObject().value(QStringLiteral("mariadbd")).toObject();
        QCOMPARE(qRound(server.value(QStringLiteral("off_us")).toDouble()), 3000);
        QCOMPARE(qRound(server.value(QStringLiteral("run_us")).toDouble()), 2500);
        QCOMPARE(server.value(QStringLiteral("threads")).toInt(), 2);
        QCOMPARE(meta.value(QStringLiteral("lost")).toInt(), 3);
        const QJsonObject io = meta.value(QStringLiteral("threads")).toObject().value(QStringLiteral("ib_io_wr-1")).toObject();
        QCOMPARE(qRound(io.value(QStringLiteral("off_us")).toDouble()), 2500);
        QCOMPARE(qRound(io.value(QStringLiteral("run_us")).toDouble()), 500);

        // Stored and read back: the counts are µs, the kind's own meta passes through.
        const FoldedProfile back = FoldedProfile::fromStored(p.foldedText(), meta);
        QCOMPARE(back.stacks, p.stacks);
        QCOMPARE(back.meta().value(QStringLiteral("threads")), meta.value(QStringLiteral("threads")));
    }

    void switchesOutsideTheWindowAreLeftOut()
    {
        OffCpuFolder folder(QStringLiteral("mariadbd"), 200.0, 0, 1);
        for (const QByteArray& line : QByteArray(kScript).split('\n'))
            folder.addLine(line);
        const FoldedProfile p = folder.result();
        QVERIFY(p.stacks.empty());
        QCOMPARE(p.samples, std::uint64_t(0));
        QCOMPARE(p.skipped, std::uint64_t(2));
    }
};

QTEST_GUILESS_MAIN(TestOffCpuFolder)
#include "tst_offcpufolder.moc"
