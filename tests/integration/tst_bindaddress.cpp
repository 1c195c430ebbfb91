// SPDX-License-Identifier: GPL-3.0-or-later
// --bind-address: a run's TCP connections come from the local addresses given, round-robin, on both drivers; the
// server sees them (information_schema.PROCESSLIST's HOST) on the suite's sandbox.
#include "engine/runner.h"
#include "support/testserver.h"
#include "workload/workloadregistry.h"

#include <QTest>

using namespace sb;
Q_DECLARE_METATYPE(sb::ClientDriver)

class TestBindAddress : public QObject {
    Q_OBJECT

private:
    ServerProfile m_tcp; // over TCP to 127.0.0.1, as an account that may come from any 127.0.0.x
    std::unique_ptr<Workload> m_workload;

    // The source addresses the server sees for the run's connections, looked at during its first interval.
    QStringList sourcesDuringRun(ClientDriver driver, const QStringList& bindAddresses)
    {
        Session admin;
        if (admin.connect(test::sandboxAdminProfile()))
            return { QStringLiteral("no admin session") };
        RunOptions o;
        o.threads = 4;
        o.driver = driver;
        o.driverThreads = 2;
        o.timeSec = 1;
        o.reportIntervalMs = 300;
        o.bindAddresses = bindAddresses;
        QStringList seen;
        Runner runner(m_tcp, *m_workload, o);
        runner.setIntervalHandler([&](const IntervalSample&) {
            if (!seen.isEmpty())
                return;
            auto rows
                = admin.query(QStringLiteral("SELECT DISTINCT SUBSTRING_INDEX(HOST, ':', 1) FROM "
                                             "information_schema.PROCESSLIST WHERE USER = 'bindtest' ORDER BY 1"));
            for (const QStringList& row : rows.ok() ? *rows : QList<QStringList> {})
                seen << row.value(0);
        });
        const RunSummary r = runner.run();
        if (r.status != RunStatus::Finished)
            return { QStringLiteral("run %1: %2").arg(QLatin1String(runStatusName(r.status)), r.error.detail) };
        return seen;
    }

    static void addDrivers()
    {
        QTest::addColumn<ClientDriver>("driver");
        QTest::newRow("threads") << ClientDriver::Threads;
        QTest::newRow("async") << ClientDriver::Async;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const ServerProfile profile = test::sandboxProfile(QStringLiteral("bind_it"));
        auto workload = WorkloadRegistry::create(QStringLiteral("oltp_point_select"),
            { { QStringLiteral("tables"), QStringLiteral("1") },
                { QStringLiteral("table_size"), QStringLiteral("200") } });
        QVERIFY(workload.ok());
        m_workload = std::move(*workload);
        QVERIFY(!m_workload->prepare(profile, PrepareOptions {}));
        Session admin;
        QVERIFY(!admin.connect(test::sandboxAdminProfile()));
        QVERIFY(!admin.execute(
            QStringLiteral("CREATE USER IF NOT EXISTS 'bindtest'@'127.0.0.%' IDENTIFIED BY 'bindtest'")));
        QVERIFY(!admin.execute(QStringLiteral("GRANT ALL ON bind_it.* TO 'bindtest'@'127.0.0.%'")));
        m_tcp = profile;
        m_tcp.host = QStringLiteral("127.0.0.1");
        m_tcp.socket.clear();
        m_tcp.user = QStringLiteral("bindtest");
        m_tcp.password = QStringLiteral("bindtest");
        QVERIFY(m_tcp.port > 0);
    }

    void cleanupTestCase()
    {
        Session admin;
        if (!admin.connect(test::sandboxAdminProfile())) {
            admin.execute(QStringLiteral("DROP USER IF EXISTS 'bindtest'@'127.0.0.%'"));
            admin.execute(QStringLiteral("DROP DATABASE IF EXISTS bind_it"));
        }
    }

    void connectionsComeFromEveryAddress_data() { addDrivers(); }
    void connectionsComeFromEveryAddress()
    {
        QFETCH(ClientDriver, driver);
        const QStringList both { QStringLiteral("127.0.0.1"), QStringLiteral("127.0.0.2") };
        QCOMPARE(sourcesDuringRun(driver, both), both);
    }

    void withoutBindAddressTheSystemChooses_data() { addDrivers(); }
    void withoutBindAddressTheSystemChooses()
    {
        QFETCH(ClientDriver, driver);
        QCOMPARE(sourcesDuringRun(driver, {}), QStringList { QStringLiteral("127.0.0.1") });
    }

    void oneAddressForAll()
    {
        QCOMPARE(sourcesDuringRun(ClientDriver::Async, { QStringLiteral("127.0.0.2") }),
            QStringList { QStringLiteral("127.0.0.2") });
    }

    void notAnAddressIsRefused()
    {
        RunOptions o;
        o.bindAddresses = { QStringLiteral("127.0.0.1"), QStringLiteral("localhost") };
        const Error e = Runner::validate(o);
        QCOMPARE(e.code, ErrorCode::InvalidOption);
        QCOMPARE(e.detail, QStringLiteral("localhost"));
    }
};

QTEST_GUILESS_MAIN(TestBindAddress)
#include "tst_bindaddress.moc"
