// SPDX-License-Identifier: GPL-3.0-or-later
// RunSettings' table holds together: one entry per field, names and keys unique, what the help says is the default
// it declares, every box the Run page makes has a label, and a RunSpec's settings go through its JSON and into the
// engine's options as the table says.
#include "plan/runsettings.h"
#include "plan/runspec.h"

#include <QSet>
#include <QTest>

using namespace sb;

class TestRunSettings : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void namesAndFieldsOnce()
    {
        QSet<QString> names, keys;
        QList<RunSettingField> fields;
        for (const RunSetting& s : RunSettings::all()) {
            QVERIFY2(!names.contains(QLatin1String(s.cliName)), s.cliName);
            names.insert(QLatin1String(s.cliName));
            if (*s.planKey) {
                QVERIFY2(!keys.contains(QLatin1String(s.planKey)), s.planKey);
                keys.insert(QLatin1String(s.planKey));
            }
            if (s.hasField()) {
                QVERIFY2(!fields.contains(s.field), s.cliName);
                fields.append(s.field);
                QVERIFY2(*s.planKey, s.cliName); // stored with the run
            }
            if (s.place != RunSettingPlace::None)
                QVERIFY2(s.label && *s.guiName, s.cliName);
            if (s.kind == RunSettingKind::Choice)
                QVERIFY2(s.choiceNames().size() >= 2, s.cliName);
        }
        QCOMPARE(fields.size(), 21); // every field of RunSettingValues
    }

    // The words in parentheses start with the default the table declares (or name it before a colon).
    void helpSaysTheDefault()
    {
        for (const RunSetting& s : RunSettings::all()) {
            if (!*s.help || s.kind == RunSettingKind::Option || s.kind == RunSettingKind::Flag)
                continue;
            const QString help = QLatin1String(s.help);
            const QString def = s.kind == RunSettingKind::Number
                ? QString::number(s.cliDefault == s.cliDefault ? s.cliDefault : s.defaultValue / s.cliScale)
                : QLatin1String(s.defaultText);
            if (def.isEmpty())
                continue;
            QVERIFY2(help.startsWith(def) || help.contains(def + QLatin1Char(':')), s.cliName);
        }
    }

    void defaultsAreTheTables()
    {
        const RunSpec spec;
        QCOMPARE(spec.connectDeadlineSec, RunOptions::kDefaultConnectDeadlineSec);
        QCOMPARE(spec.stallTimeoutSec, RunOptions::kDefaultStallTimeoutSec);
        QCOMPARE(spec.reportIntervalMs, 1000);
        QCOMPARE(spec.driver, QStringLiteral("threads"));
        QCOMPARE(spec.serverCounters, QStringLiteral("default"));
        QCOMPARE(spec.profileServer, QStringLiteral("off"));
        RunOptions options;
        QVERIFY(!RunSettings::toRunOptions(spec, options));
        QCOMPARE(options.stallTimeoutSec, RunOptions::kDefaultStallTimeoutSec);
        QCOMPARE(options.reportIntervalMs, 1000);
    }

    void intoTheEngine()
    {
        RunSpec spec;
        spec.driver = QStringLiteral("async");
        spec.thinkTimeDistribution = QStringLiteral("constant");
        spec.rateArrivals = QStringLiteral("constant");
        spec.bindAddress = QStringLiteral("127.0.0.1, 127.0.0.2");
        spec.rateMaxBacklog = 77;
        spec.connectDeadlineSec = 5;
        RunOptions options;
        QVERIFY(!RunSettings::toRunOptions(spec, options));
        QCOMPARE(options.driver, ClientDriver::Async);
        QCOMPARE(options.thinkTime, ThinkTime::Constant);
        QCOMPARE(options.rateArrivals, RateArrivals::Constant);
        QCOMPARE(options.bindAddresses, (QStringList { QStringLiteral("127.0.0.1"), QStringLiteral("127.0.0.2") }));
        QCOMPARE(options.rateMaxBacklog, std::uint64_t(77));
        QCOMPARE(options.connectDeadlineSec, 5.0);
        spec.driver = QStringLiteral("fibers");
        const Error e = RunSettings::toRunOptions(spec, options);
        QCOMPARE(e.code, ErrorCode::OptionValueInvalid);
        QCOMPARE(e.context, QStringLiteral("--driver"));
    }

    void jsonRoundTrip()
    {
        RunSpec spec;
        spec.stallTimeoutSec = 0;
        spec.bindAddress = QStringLiteral("10.0.0.1");
        spec.events = 123456789012ULL;
        QVERIFY(RunSpec::fromJson(spec.toJson()) == spec);
        QVERIFY(!spec.toJson().contains(QStringLiteral("think_time_ms"))); // at its default: not written
        QVERIFY(spec.toJson().contains(QStringLiteral("duration"))); // always written
    }
};

QTEST_GUILESS_MAIN(TestRunSettings)
#include "tst_runsettings.moc"
