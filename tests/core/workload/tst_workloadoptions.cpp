// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/runner.h"
#include "workload/oltpworkload.h"
#include "workload/workloadregistry.h"

#include <QTest>
#include <cmath>

using namespace sb;

class TestWorkloadOptions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaultsMatchSysbench()
    {
        auto w = WorkloadRegistry::create(QStringLiteral("oltp_read_write"), {});
        QVERIFY(w.ok());
        const auto* oltp = dynamic_cast<const OltpWorkload*>(w->get());
        QVERIFY(oltp);
        const OltpConfig& c = oltp->config();
        QCOMPARE(c.tables, 1);
        QCOMPARE(c.tableSize, 10000);
        QCOMPARE(c.rangeSize, 100);
        QCOMPARE(c.pointSelects, 10);
        QCOMPARE(c.simpleRanges + c.sumRanges + c.orderRanges + c.distinctRanges, 4);
        QCOMPARE(c.indexUpdates + c.nonIndexUpdates + c.deleteInserts, 3);
        QVERIFY(c.rangeSelects && c.autoInc && !c.skipTrx && c.createSecondary && c.preparedStatements);
        QCOMPARE(c.random.type, RandType::Special);
    }

    void pointSelectUsesOneSelectPerEvent()
    {
        auto w = WorkloadRegistry::create(QStringLiteral("oltp_point_select"), { { QStringLiteral("point_selects"), QStringLiteral("7") } });
        QVERIFY(w.ok());
        QCOMPARE(dynamic_cast<const OltpWorkload*>(w->get())->config().pointSelects, 1);
    }

    void dashesAndUnderscoresNameTheSameOption()
    {
        auto w = WorkloadRegistry::create(QStringLiteral("oltp_read_only"),
            { { QStringLiteral("table-size"), QStringLiteral("500") }, { QStringLiteral("rand_type"), QStringLiteral("uniform") } });
        QVERIFY(w.ok());
        QCOMPARE(dynamic_cast<const OltpWorkload*>(w->get())->config().tableSize, 500);
    }

    void badInputIsRefused_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::addColumn<int>("code");
        QTest::newRow("unknown workload") << "oltp_nothing" << "" << "" << int(ErrorCode::UnknownWorkload);
        QTest::newRow("unknown option") << "oltp_read_only" << "tabels" << "2" << int(ErrorCode::UnknownOption);
        QTest::newRow("table size 0") << "oltp_read_only" << "table_size" << "0" << int(ErrorCode::OptionValueInvalid);
        QTest::newRow("non-numeric") << "oltp_read_only" << "tables" << "two" << int(ErrorCode::OptionValueInvalid);
        QTest::newRow("bad choice") << "oltp_read_only" << "rand_type" << "normal" << int(ErrorCode::OptionValueInvalid);
        QTest::newRow("bad bool") << "oltp_read_only" << "skip_trx" << "maybe" << int(ErrorCode::OptionValueInvalid);
    }

    void badInputIsRefused()
    {
        QFETCH(QString, workload);
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(int, code);
        QMap<QString, QString> given;
        if (!option.isEmpty())
            given.insert(option, value);
        auto w = WorkloadRegistry::create(workload, given);
        QVERIFY(!w.ok());
        QCOMPARE(int(w.error().code), code);
    }

    void runOptionsAreValidated()
    {
        RunOptions o;
        QVERIFY(!Runner::validate(o));
        o.threads = 0;
        Error e = Runner::validate(o);
        // A code, the option and the value: the words are ErrorText's.
        QCOMPARE(e.code, ErrorCode::OptionOutOfRange);
        QCOMPARE(e.context, QStringLiteral("--threads"));
        QCOMPARE(e.detail, QStringLiteral("0"));
        o.threads = 4;
        o.timeSec = 0;
        QCOMPARE(Runner::validate(o).code, ErrorCode::NoRunLimit); // neither time nor events
        o.events = 100;
        QVERIFY(!Runner::validate(o));
        o.reportIntervalMs = 50;
        e = Runner::validate(o); // below 100 ms
        QCOMPARE(e.code, ErrorCode::OptionOutOfRange);
        QCOMPARE(e.context, QStringLiteral("--report-interval"));
        o.reportIntervalMs = 1000;
        o.timeSec = std::nan("");
        QCOMPARE(Runner::validate(o).context, QStringLiteral("--time"));
        o.timeSec = 10;
        o.stallTimeoutSec = -1;
        QCOMPARE(Runner::validate(o).context, QStringLiteral("--stall-timeout"));
        o.stallTimeoutSec = 0; // no watchdog
        QVERIFY(!Runner::validate(o));
    }

    void everyWorkloadHasDocumentedOptions()
    {
        for (const QString& name : WorkloadRegistry::names()) {
            auto specs = WorkloadRegistry::optionSpecs(name);
            QVERIFY(specs.ok());
            for (const OptionSpec& s : *specs)
                QVERIFY2(!s.help.isEmpty(), qPrintable(name + QLatin1Char(' ') + s.name));
            QVERIFY(!WorkloadRegistry::description(name).isEmpty());
        }
        // The 10 sysbench OLTP workloads, super-smack's select_index and update_select, script, kv, web_mix and tpcc.
        QCOMPARE(WorkloadRegistry::names().size(), 16);
        for (const char* name : { "oltp_read_write", "select_index", "update_select", "script", "kv", "web_mix", "tpcc" })
            QVERIFY2(WorkloadRegistry::names().contains(QLatin1String(name)), name);
    }
};

QTEST_APPLESS_MAIN(TestWorkloadOptions)
#include "tst_workloadoptions.moc"
