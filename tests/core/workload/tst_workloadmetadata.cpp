// SPDX-License-Identifier: GPL-3.0-or-later
// Every registered workload describes itself completely, so that CLI help and the GUI form can be generated from
// its OptionSpecs alone: a description, and per option a canonical name, one line of help and a valid default.
#include "workload/workloadregistry.h"

#include <QTest>

using namespace sb;

class TestWorkloadMetadata : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyWorkloadIsDescribed_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString& name : WorkloadRegistry::names())
            QTest::newRow(qPrintable(name)) << name;
    }

    void everyWorkloadIsDescribed()
    {
        QFETCH(QString, name);
        QVERIFY2(!WorkloadRegistry::description(name).isEmpty(), "no description for the workload list");
        auto specs = WorkloadRegistry::optionSpecs(name);
        QVERIFY(specs.ok());
        QStringList seen;
        for (const OptionSpec& s : *specs) {
            QVERIFY2(!seen.contains(s.name), qPrintable(s.name + QStringLiteral(" twice")));
            seen.append(s.name);
            QCOMPARE(OptionSpec::canonicalName(s.name), s.name);
            QVERIFY2(!s.help.isEmpty() && !s.help.contains(QLatin1Char('\n')), qPrintable(s.name));
            if (s.type == OptionType::String)
                continue;
            // The default, written as a user would, is accepted by the option itself (type, range, choices).
            const QString text = s.type == OptionType::Bool
                ? (s.defaultValue.toBool() ? QStringLiteral("on") : QStringLiteral("off"))
                : s.defaultValue.toString();
            auto parsed = s.parse(text);
            QVERIFY2(parsed.ok(),
                qPrintable(
                    s.name + QStringLiteral(": default '") + text + QStringLiteral("' ") + parsed.error().detail));
            if (s.type == OptionType::Choice)
                QVERIFY2(s.choices.size() >= 2, qPrintable(s.name));
        }
    }

    void workloadsAreCreatedFromTheirDefaults()
    {
        for (const QString& name : WorkloadRegistry::names()) {
            auto w = WorkloadRegistry::create(name, {});
            if (name == QLatin1String("script")) { // needs its files
                QVERIFY(!w.ok());
                QCOMPARE(w.error().code, ErrorCode::ScriptInvalid);
                QCOMPARE(w.error().context, QStringLiteral("--scripts"));
                continue;
            }
            QVERIFY2(w.ok(), qPrintable(name));
            QCOMPARE((*w)->name(), name);
            QCOMPARE((*w)->optionSpecs().size(), WorkloadRegistry::optionSpecs(name)->size());
        }
    }

    void smackDefaultsFollowSuperSmack()
    {
        auto specs = WorkloadRegistry::optionSpecs(QStringLiteral("select_index"));
        QVERIFY(specs.ok());
        QCOMPARE(OptionSpecs::find(*specs, QStringLiteral("rows"))->defaultValue.toInt(), 90000); // select-key.smack
        QCOMPARE(
            OptionSpecs::find(*specs, QStringLiteral("queries_per_event"))->defaultValue.toInt(), 2); // query_barrel
        QCOMPARE(OptionSpecs::find(*specs, QStringLiteral("db_ps_mode"))->defaultValue.toString(),
            QStringLiteral("disable"));
        auto update = WorkloadRegistry::optionSpecs(QStringLiteral("update_select"));
        QVERIFY(
            !OptionSpecs::find(*update, QStringLiteral("queries_per_event"))); // its barrel is one UPDATE, one SELECT
        QCOMPARE(WorkloadRegistry::create(
                     QStringLiteral("select_index"), { { QStringLiteral("dictionary"), QStringLiteral("shuffled") } })
                     .error()
                     .code,
            ErrorCode::OptionValueInvalid);
    }
};

QTEST_APPLESS_MAIN(TestWorkloadMetadata)
#include "tst_workloadmetadata.moc"
