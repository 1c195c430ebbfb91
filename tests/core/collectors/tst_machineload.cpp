// SPDX-License-Identifier: GPL-3.0-or-later
// MachineLoad: /proc/stat's cpu line split as proc(5) says, a run's load measured on this machine's real /proc (the
// CPU this test burns is its own, not other programs'), and the summary a report names.
#include "support/timescale.h"

#include "collectors/machineload.h"
#include "common/procstat.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QTest>
#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace sb;

class TestMachineLoad : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesTheCpuLine()
    {
        // user nice system idle iowait irq softirq steal guest guest_nice
        const auto t = MachineLoad::parseCpuLine("cpu  100 5 50 1000 20 3 2 7 0 0\ncpu0 50 2 25 500 10 1 1 3 0 0\n");
        QVERIFY(t.valid);
        QCOMPARE(t.busy, 160ULL);
        QCOMPARE(t.idle, 1020ULL);
        QCOMPARE(t.steal, 7ULL);
        QVERIFY(!MachineLoad::parseCpuLine("intr 1 2 3\n").valid);
    }

    void measuresARunOnThisMachine()
    {
        MachineLoad load;
        load.begin(0);
        QElapsedTimer timer;
        timer.start();
        volatile double sink = 0;
        while (timer.elapsed() < 300) // busy: this process's CPU, which is not "other programs"
            sink = sink + 1.0;
        load.end();
        QVERIFY(load.isValid());
        const QJsonObject o = load.toJson();
        QCOMPARE(o.value(QStringLiteral("cpus")).toInt(), int(sysconf(_SC_NPROCESSORS_ONLN)));
        QVERIFY(o.value(QStringLiteral("seconds")).toDouble() >= 0.29);
        QVERIFY(o.value(QStringLiteral("other_cpus")).toDouble() >= 0);
        QVERIFY(o.value(QStringLiteral("other_cpus")).toDouble() <= o.value(QStringLiteral("cpus")).toInt() + 0.5);
        QVERIFY(o.value(QStringLiteral("this_process_cpus")).toDouble() > 0);
        QVERIFY(o.contains(QStringLiteral("steal_cpus")));
        QVERIFY(o.value(QStringLiteral("load_average")).toDouble() >= 0);
        QVERIFY(!o.contains(QStringLiteral("server_cpus"))); // no local server given
    }

    // A local server restarted mid-run (two real processes): its CPU share counts the old one's up to its last
    // checkpoint and the new one's after, and the record says it followed a restart.
    void followsARestartedServer()
    {
        const auto spawn = [](int busyMs) {
            const pid_t child = ::fork();
            if (child == 0) {
                QElapsedTimer timer;
                timer.start();
                volatile double sink = 0;
                while (timer.elapsed() < busyMs)
                    sink = sink + 1.0;
                ::pause();
                ::_exit(0);
            }
            return child;
        };
        const pid_t old = spawn(300);
        MachineLoad load;
        load.begin(old);
        const auto burnt = [old] { // the old "server" has used CPU (a tick or more)
            const auto stat = ProcStat::ofProcess(old);
            return stat && stat->cpuTicks() > 1;
        };
        QTRY_VERIFY_WITH_TIMEOUT(burnt(), test::scaledMs(5000));
        load.checkpoint();
        ::kill(old, SIGKILL);
        ::waitpid(old, nullptr, 0);
        const pid_t fresh = spawn(0);
        load.followServer(fresh);
        load.end();
        ::kill(fresh, SIGKILL);
        ::waitpid(fresh, nullptr, 0);
        const QJsonObject o = load.toJson();
        QCOMPARE(o.value(QStringLiteral("server_restarts")).toInt(), 1);
        QVERIFY2(o.value(QStringLiteral("server_cpus")).toDouble() > 0, qPrintable(QString::number(o.value(QStringLiteral("server_cpus")).toDouble())));
    }

    void summarizesTheBusiestRun()
    {
        auto env = [](double other, double load) {
            return QJsonObject { { QStringLiteral("machine_load"),
                QJsonObject { { QStringLiteral("cpus"), 2 }, { QStringLiteral("other_cpus"), other },
                    { QStringLiteral("steal_cpus"), 0.1 }, { QStringLiteral("load_average"), load } } } };
        };
        QVERIFY(!MachineLoad::summarize({ QJsonObject() }));
        const auto s = MachineLoad::summarize({ env(0.4, 1.0), env(1.2, 3.8), QJsonObject() });
        QVERIFY(s);
        QCOMPARE(s->runs, 2);
        QCOMPARE(s->cpus, 2);
        QCOMPARE(s->otherCpus, 1.2);
        QCOMPARE(s->meanOtherCpus, 0.8);
        QCOMPARE(s->loadAverage, 3.8);
    }
};

QTEST_APPLESS_MAIN(TestMachineLoad)
#include "tst_machineload.moc"
