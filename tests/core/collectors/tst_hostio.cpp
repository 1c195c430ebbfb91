// SPDX-License-Identifier: GPL-3.0-or-later
// The host readings of a run's cost (/proc/PID/io, /proc/diskstats, /proc/PID/status) and the record's metrics: a
// part that could not be read is absent with its reason, never 0.
#include "collectors/hostio.h"
#include "collectors/runcost.h"

#include <QElapsedTimer>
#include <QTest>
#include <csignal>
#include <ctime>
#include <sys/wait.h>
#include <unistd.h>

using namespace sb;

class TestHostIo : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parsesProcFiles()
    {
        const ProcessIoReading io = parseProcessIo("rchar: 10\nwchar: 0\nsyscr: 1\nsyscw: 0\nread_bytes: 4096\n"
                                                   "write_bytes: 8192\ncancelled_write_bytes: 4096\n");
        QVERIFY(io.ok());
        QCOMPARE(io.readBytes, 4096u);
        QCOMPARE(io.writeBytes, 8192u);
        QCOMPARE(io.cancelledWriteBytes, 4096u);
        QCOMPARE(parseProcessIo("rchar: 10\n").reason, QStringLiteral("not_supported"));

        const QByteArray disks
            = "   7       0 loop0 0 0 0 0 0 0 0 0 0 0 0\n"
              " 254       0 vda 778840 23631 24487298 597177 928145 184674 268506200 1388124 0 1 2\n";
        const DeviceIoReading d = parseDiskStats(disks, 254, 0);
        QVERIFY(d.ok());
        QCOMPARE(d.device, QStringLiteral("vda"));
        QCOMPARE(d.reads, 778840u);
        QCOMPARE(d.readBytes, 24487298ull * 512);
        QCOMPARE(d.writes, 928145u);
        QCOMPARE(d.writeBytes, 268506200ull * 512);
        QCOMPARE(parseDiskStats(disks, 0, 45).reason, QStringLiteral("no_block_device")); // tmpfs, overlay

        const MemoryReading m = parseMemory("Name:\tmariadbd\nVmHWM:\t  138516 kB\nVmRSS:\t  120000 kB\n");
        QVERIFY(m.ok());
        QCOMPARE(m.peakRssKb, 138516u);
        QCOMPARE(m.rssKb, 120000u);
        QCOMPARE(parseMemory("Name:\tkthreadd\n").reason, QStringLiteral("not_supported"));
    }

    void readsThisProcess()
    {
        QVERIFY(readProcessIo(::getpid()).ok());
        QVERIFY(readMemory(::getpid()).peakRssKb > 0);
        QCOMPARE(readProcessIo(0).reason, QStringLiteral("no_process"));
        QCOMPARE(readMemory(999999999).reason, QStringLiteral("no_process"));
    }

    // Another user's server: /proc/PID/io and the datadir link need ptrace access, so a reader without it is told
    // "no_permission", not 0 (a child that became nobody reads this root process).
    void anotherUsersProcessIsNoPermission()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to become another user");
        const pid_t parent = ::getpid();
        const pid_t child = ::fork();
        if (child == 0) {
            if (::setgid(65534) != 0 || ::setuid(65534) != 0)
                ::_exit(3);
            const bool io = readProcessIo(parent).reason == QLatin1String("no_permission");
            const bool device = readDeviceIo(parent).reason == QLatin1String("no_permission");
            const bool memory = readMemory(parent).ok(); // /proc/PID/status is anyone's to read
            ::_exit(io && device && memory ? 0 : 1);
        }
        int status = -1;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
    }

    // A session on this process: every host part read; one for a remote server says so instead of 0.
    void sessionRecord()
    {
        RunCostSession local(::getpid());
        local.begin();
        local.end();
        local.setNetwork(
            QJsonObject { { QStringLiteral("Bytes_received"), 2048.0 }, { QStringLiteral("Bytes_sent"), 4096.0 } }, 4);
        local.setDatabaseSize(DatabaseSize { {}, 1 << 20, 1 }, DatabaseSize { {}, 2 << 20, 1 });
        const QJsonObject env { { RunCost::kRecord, local.toJson() } };
        QHash<QString, double> values;
        for (const ServerMetric& m : RunCost::metrics(env, 2))
            values.insert(m.key, m.value);
        QVERIFY(values.contains(QStringLiteral("kb_read_per_tx")));
        QCOMPARE(values.value(QStringLiteral("net_kb_in_per_tx")), 0.5); // 2 KB over the phase's 4 transactions
        QCOMPARE(values.value(QStringLiteral("net_kb_out_per_tx")), 1.0);
        QCOMPARE(values.value(QStringLiteral("db_size_end_mb")), 2.0);
        QVERIFY(values.value(QStringLiteral("peak_rss_mb")) > 0);

        // What the readings cost: a begin() and end() pair (3 /proc files each, plus this process's CPU), printed in
        // this thread's CPU time and in wall time (which a loaded machine stretches).
        auto cpuNs = [] {
            timespec t {};
            ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
            return double(t.tv_sec) * 1e9 + double(t.tv_nsec);
        };
        QElapsedTimer timer;
        timer.start();
        const double cpu0 = cpuNs();
        constexpr int kPairs = 200;
        for (int i = 0; i < kPairs; ++i) {
            RunCostSession s(::getpid());
            s.begin();
            s.end();
        }
        qInfo("a begin() and end() pair of readings: %.1f µs CPU, %.1f µs wall", (cpuNs() - cpu0) / 1000.0 / kPairs,
            double(timer.nsecsElapsed()) / 1000.0 / kPairs);

        RunCostSession off(::getpid(), false); // --no-host-counters
        off.begin();
        off.end();
        const QJsonObject offEnv { { RunCost::kRecord, off.toJson() } };
        QCOMPARE(RunCost::unavailableReason(offEnv, QStringLiteral("kb_written_per_tx")), QStringLiteral("turned_off"));

        RunCostSession remote(0);
        remote.begin();
        remote.end();
        const QJsonObject remoteEnv { { RunCost::kRecord, remote.toJson() } };
        for (const ServerMetric& m : RunCost::metrics(remoteEnv, 2))
            QVERIFY2(m.key == QLatin1String("client_cpu_us_per_tx"), qPrintable(m.key));
        QCOMPARE(RunCost::unavailableReason(remoteEnv, QStringLiteral("kb_read_per_tx")), QStringLiteral("remote"));
        QCOMPARE(
            RunCost::unavailableReason(QJsonObject(), QStringLiteral("peak_rss_mb")), QStringLiteral("not_recorded"));
        const QJsonObject json = RunCost::summaryJson(remoteEnv, 2);
        QCOMPARE(json.value(QStringLiteral("kb_written_per_tx")).toString(), QStringLiteral("not available (remote)"));
        QCOMPARE(
            json.value(QStringLiteral("server_cpu_us_per_tx")).toString(), QStringLiteral("not available (remote)"));
    }

    // The agent's answer (host_io) is the reading's JSON: read back, it is the same reading; a missing part keeps
    // its reason.
    void readingTravelsAsJson()
    {
        const HostIoReading here = readHostIo(::getpid());
        QVERIFY(here.io.ok() && here.memory.ok());
        const HostIoReading back = HostIoReading::fromJson(here.toJson());
        QCOMPARE(back.io.readBytes, here.io.readBytes);
        QCOMPARE(back.io.writeBytes, here.io.writeBytes);
        QCOMPARE(back.device.reason, here.device.reason);
        QCOMPARE(back.device.device, here.device.device);
        QCOMPARE(back.device.writeBytes, here.device.writeBytes);
        QCOMPARE(back.memory.peakRssKb, here.memory.peakRssKb);
        const HostIoReading gone = HostIoReading::fromJson(readHostIo(999999999).toJson());
        QCOMPARE(gone.io.reason, QStringLiteral("no_process"));
        QCOMPARE(gone.memory.reason, QStringLiteral("no_process"));
        RunCostSession old(::getpid());
        old.unreadable(QStringLiteral("needs_agent_protocol_2"), QStringLiteral("0.1.0"));
        old.begin();
        old.end();
        const QJsonObject env { { RunCost::kRecord, old.toJson() } };
        QCOMPARE(RunCost::summaryJson(env, 2).value(QStringLiteral("peak_rss_mb")).toString(),
            QStringLiteral("not available (needs agent protocol 2)"));
    }

    // A server restart mid-run: the session follows the new process (real ones: this process, then a child), adds
    // the old one's I/O to its last reading, and says so.
    void followsARestartedServer()
    {
        const pid_t child = ::fork();
        if (child == 0) {
            ::pause();
            ::_exit(0);
        }
        RunCostSession session(::getpid());
        session.begin();
        session.checkpoint();
        session.followServer(child);
        session.end();
        ::kill(child, SIGKILL);
        ::waitpid(child, nullptr, 0);
        const QJsonObject record = session.toJson();
        const QJsonObject io = record.value(QStringLiteral("server_io")).toObject();
        QCOMPARE(io.value(QStringLiteral("restarts")).toInt(), 1);
        QVERIFY(io.value(QStringLiteral("read_bytes")).isDouble());
        QCOMPARE(io.value(QStringLiteral("uncounted")).toString(), QStringLiteral("old_process_after_last_reading"));
        const QJsonObject memory = record.value(QStringLiteral("memory")).toObject();
        // The peak is the larger process's: this one's, read before it was left.
        QVERIFY(memory.value(QStringLiteral("peak_rss_kb")).toDouble() >= double(readMemory(child).peakRssKb));
        QCOMPARE(memory.value(QStringLiteral("restarts")).toInt(), 1);
    }
};

QTEST_MAIN(TestHostIo)
#include "tst_hostio.moc"
