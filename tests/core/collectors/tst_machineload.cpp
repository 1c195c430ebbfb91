// SPDX-License-Identifier: GPL-3.0-or-later
// MachineLoad: /proc/stat's cpu line split as proc(5) says, a run's load measured on this machine's real /proc (the
// CPU this test burns is its own, not other programs'), and the summary a report names.
#include "collectors/machineload.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QTest>
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
