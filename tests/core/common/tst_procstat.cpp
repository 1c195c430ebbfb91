// SPDX-License-Identifier: GPL-3.0-or-later
// ProcStat: the one reader of /proc/PID/stat (issue 24): fields counted from the last ')' of the command name.
#include "common/procstat.h"

#include <QTest>
#include <thread>
#include <unistd.h>
#include <sys/syscall.h>

using namespace sb;

class TestProcStat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void nameWithSpacesAndParentheses()
    {
        // A name like "a) (b c" must not shift the fields: state S, utime 7, stime 5, start 4242, processor 3.
        QByteArray line = "123 (a) (b c) S";
        for (int n = 4; n <= 41; ++n) {
            const char* value = n == 14 ? "7" : n == 15 ? "5" : n == 22 ? "4242" : n == 39 ? "3" : "0";
            line += ' ';
            line += value;
        }
        line += '\n';
        const auto stat = ProcStat::parse(line);
        QVERIFY(stat);
        QCOMPARE(stat->state(), 'S');
        QCOMPARE(stat->cpuTicks(), 12ULL);
        QCOMPARE(stat->startTime(), 4242ULL);
        QCOMPARE(stat->processor(), 3);
        QCOMPARE(stat->lastField(), 41);
        QVERIFY(stat->field(42).isEmpty());
    }

    void shortOrBrokenLines()
    {
        QVERIFY(!ProcStat::parse("123 no name"));
        const auto shortLine = ProcStat::parse("1 (x) R 1 2");
        QVERIFY(shortLine);
        QCOMPARE(shortLine->lastField(), 5);
        QCOMPARE(shortLine->processor(), -1);
        QCOMPARE(shortLine->startTime(), 0ULL);
        QVERIFY(!ProcStat::ofProcess(0));
        QVERIFY(!ProcStat::ofThread(::getpid(), 0));
    }

    void thisProcessAndThread()
    {
        const auto self = ProcStat::ofProcess(::getpid());
        QVERIFY(self);
        QVERIFY(self->lastField() >= 39);
        QVERIFY(self->startTime() > 0);
        QVERIFY(self->state() == 'R' || self->state() == 'S');
        const auto thread = ProcStat::ofThread(::getpid(), pid_t(::syscall(SYS_gettid)));
        QVERIFY(thread);
        QVERIFY(thread->processor() >= 0);
        QCOMPARE(thread->startTime(), self->startTime()); // the main thread started with the process
    }
};

QTEST_APPLESS_MAIN(TestProcStat)
#include "tst_procstat.moc"
