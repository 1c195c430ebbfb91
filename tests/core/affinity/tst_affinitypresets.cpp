// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinity/affinitypresets.h"
#include "affinity/presetproblem.h"
#include "support/synthetictopology.h"

#include <QSet>
#include <QTest>

using sb::AffinityPresets;
using sb::CpuSet;
using sb::Error;
using sb::PresetProblem;
using sb::Topology;

using namespace sb::test;

class TestAffinityPresets : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void presetsYieldExpectedPus_data();
    void presetsYieldExpectedPus();
    void smtOnAndOffUseTheSameCores();
    void errors_data();
    void errors();
    void plainCpuListsAreValidated();
    void listOffersUsefulPresets_data();
    void listOffersUsefulPresets();
    void compactAndScatterCoreOrder();
};

void TestAffinityPresets::presetsYieldExpectedPus_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("pus");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("label");

    QTest::newRow("quad all") << kDualQuad << "all"
                              << "0-7"
                              << "all"
                              << "all PUs";
    QTest::newRow("quad cores:1") << kDualQuad << "cores:1"
                                  << "0"
                                  << "cores:1"
                                  << "1 core";
    QTest::newRow("quad cores:4") << kDualQuad << "cores:4"
                                  << "0-3"
                                  << "cores:4"
                                  << "4 cores";
    QTest::newRow("quad cores:4:nosmt") << kDualQuad << "cores:4:nosmt"
                                        << "0-3"
                                        << "cores:4:nosmt"
                                        << "4 cores";
    QTest::newRow("quad cores:4:scatter") << kDualQuad << "cores:4:scatter"
                                          << "0-1,4-5"
                                          << "cores:4:scatter"
                                          << "4 cores, scatter";
    QTest::newRow("quad cores:3:scatter") << kDualQuad << "cores:3:scatter"
                                          << "0-1,4"
                                          << "cores:3:scatter"
                                          << "3 cores, scatter";
    QTest::newRow("quad cores:8") << kDualQuad << "cores:8"
                                  << "0-7"
                                  << "cores:8"
                                  << "8 cores";
    QTest::newRow("quad package:1") << kDualQuad << "package:1"
                                    << "4-7"
                                    << "package:1"
                                    << "package 1";
    QTest::newRow("quad numa:0") << kDualQuad << "numa:0"
                                 << "0-7"
                                 << "numa:0"
                                 << "NUMA node 0";

    QTest::newRow("smt all") << kDualSixSmt << "all"
                             << "0-23"
                             << "all"
                             << "all PUs";
    QTest::newRow("smt all:nosmt") << kDualSixSmt << "all:nosmt"
                                   << "0,2,4,6,8,10,12,14,16,18,20,22"
                                   << "all:nosmt"
                                   << "all cores, SMT off";
    QTest::newRow("smt cores:4") << kDualSixSmt << "cores:4"
                                 << "0-7"
                                 << "cores:4"
                                 << "4 cores, SMT on";
    QTest::newRow("smt cores:4:nosmt") << kDualSixSmt << "cores:4:nosmt"
                                       << "0,2,4,6"
                                       << "cores:4:nosmt"
                                       << "4 cores, SMT off";
    QTest::newRow("smt cores:4:compact") << kDualSixSmt << "cores:4:compact"
                                         << "0-7"
                                         << "cores:4"
                                         << "4 cores, SMT on";
    QTest::newRow("smt cores:4:scatter") << kDualSixSmt << "cores:4:scatter"
                                         << "0-3,12-15"
                                         << "cores:4:scatter"
                                         << "4 cores, SMT on, scatter";
    QTest::newRow("smt modifiers any order") << kDualSixSmt << "cores:4:scatter:nosmt"
                                             << "0,2,12,14"
                                             << "cores:4:nosmt:scatter"
                                             << "4 cores, SMT off, scatter";
    QTest::newRow("smt cores:12") << kDualSixSmt << "cores:12"
                                  << "0-23"
                                  << "cores:12"
                                  << "12 cores, SMT on";
    QTest::newRow("smt package:1:nosmt") << kDualSixSmt << "package:1:nosmt"
                                         << "12,14,16,18,20,22"
                                         << "package:1:nosmt"
                                         << "package 1, SMT off";
    QTest::newRow("smt whitespace") << kDualSixSmt << " cores:2 "
                                    << "0-3"
                                    << "cores:2"
                                    << "2 cores, SMT on";

    QTest::newRow("numa numa:2") << kFourNuma << "numa:2"
                                 << "16-23"
                                 << "numa:2"
                                 << "NUMA node 2";
    QTest::newRow("numa numa:3:nosmt") << kFourNuma << "numa:3:nosmt"
                                       << "24,26,28,30"
                                       << "numa:3:nosmt"
                                       << "NUMA node 3, SMT off";
    QTest::newRow("numa cores:4:nosmt:scatter") << kFourNuma << "cores:4:nosmt:scatter"
                                                << "0,8,16,24"
                                                << "cores:4:nosmt:scatter"
                                                << "4 cores, SMT off, scatter";
    QTest::newRow("numa cores:2:scatter") << kFourNuma << "cores:2:scatter"
                                          << "0-1,16-17"
                                          << "cores:2:scatter"
                                          << "2 cores, SMT on, scatter";
    QTest::newRow("numa cores:6") << kFourNuma << "cores:6"
                                  << "0-11"
                                  << "cores:6"
                                  << "6 cores, SMT on";
    QTest::newRow("numa package:0") << kFourNuma << "package:0"
                                    << "0-15"
                                    << "package:0"
                                    << "package 0";
}

void TestAffinityPresets::presetsYieldExpectedPus()
{
    QFETCH(QString, topology);
    QFETCH(QString, preset);
    QFETCH(QString, pus);
    QFETCH(QString, name);
    QFETCH(QString, label);
    const auto found = AffinityPresets::find(synthetic(topology), preset);
    QVERIFY2(found.ok(), qPrintable(found.error().detail));
    QCOMPARE(found->cpus.toCpuList(), pus);
    QCOMPARE(found->name, name);
    QCOMPARE(found->label, label);
    const auto resolved = AffinityPresets::resolve(synthetic(topology), found->name);
    QVERIFY(resolved.ok());
    QCOMPARE(*resolved, found->cpus);
}

void TestAffinityPresets::smtOnAndOffUseTheSameCores()
{
    const Topology t = synthetic(kDualSixSmt);
    for (const QString& order : { QString(), QStringLiteral(":scatter") }) {
        const CpuSet on = *AffinityPresets::resolve(t, QStringLiteral("cores:4") + order);
        const CpuSet off = *AffinityPresets::resolve(t, QStringLiteral("cores:4:nosmt") + order);
        QCOMPARE(on.count(), 8);
        QCOMPARE(off.count(), 4);
        QVERIFY(on.contains(off));
        QCOMPARE(t.coresPus(off), on);
        QCOMPARE(t.coresCovered(on), 4);
        QCOMPARE(t.coresCovered(off), 4);
    }
}

void TestAffinityPresets::errors_data()
{
    // A preset's problem is a code and its data (ui/common/errortext says it in words). problem 0: a CPU list, whose
    // error is a CpuListInvalid with the data named.
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("problem");
    QTest::addColumn<QString>("mentions");
    const auto p = [](PresetProblem problem) { return int(problem); };
    QTest::newRow("too many cores") << kDualSixSmt << "cores:13" << p(PresetProblem::TooFewCores) << "13 12 topology";
    QTest::newRow("too many nosmt") << kDualQuad << "cores:9:nosmt" << p(PresetProblem::TooFewCores) << "9 8 topology";
    QTest::newRow("zero cores") << kDualQuad << "cores:0" << p(PresetProblem::NeedsCoreCount) << "";
    QTest::newRow("no number") << kDualQuad << "cores" << p(PresetProblem::NeedsCoreCount) << "";
    QTest::newRow("bad number") << kDualQuad << "cores:x" << p(PresetProblem::NeedsCoreCount) << "";
    QTest::newRow("package without number") << kDualQuad << "package:-1" << p(PresetProblem::NeedsIndex) << "package";
    QTest::newRow("unknown") << kDualQuad << "fastest" << p(PresetProblem::UnknownKind) << "fastest";
    QTest::newRow("unknown modifier") << kDualQuad << "cores:2:fast" << p(PresetProblem::UnknownModifier) << "fast";
    QTest::newRow("package out of range")
        << kDualQuad << "package:2" << p(PresetProblem::NoSuchPackage) << "2 topology";
    QTest::newRow("numa out of range") << kDualQuad << "numa:1" << p(PresetProblem::NoSuchNumaNode) << "1 topology";
    QTest::newRow("scatter on package") << kFourNuma << "package:0:scatter" << p(PresetProblem::ScatterCoresOnly) << "";
    QTest::newRow("cpulist beyond") << kFourNuma << "30-40" << 0 << "32-40 9";
    QTest::newRow("cpulist syntax") << kFourNuma << "0-3,y" << 0 << "y";
    QTest::newRow("empty cpulist") << kFourNuma << "" << 0 << "";
}

void TestAffinityPresets::errors()
{
    QFETCH(QString, topology);
    QFETCH(QString, preset);
    QFETCH(int, problem);
    QFETCH(QString, mentions);
    const auto found = AffinityPresets::resolve(synthetic(topology), preset);
    QVERIFY(!found.ok());
    const Error& e = found.error();
    if (problem == 0) {
        QCOMPARE(e.code, sb::ErrorCode::CpuListInvalid);
        QVERIFY2(mentions.isEmpty() || e.args.join(QLatin1Char(' ')).startsWith(mentions),
            qPrintable(e.args.join(QLatin1Char(' '))));
        return;
    }
    QCOMPARE(e.code, sb::ErrorCode::CpuPresetInvalid);
    QCOMPARE(e.context, preset);
    QCOMPARE(int(e.value), problem);
    QVERIFY2(e.detail.isEmpty(), qPrintable(e.detail)); // no words from core
    QCOMPARE(e.args.join(QLatin1Char(' ')), mentions);
}

void TestAffinityPresets::plainCpuListsAreValidated()
{
    const auto found = AffinityPresets::find(synthetic(kDualQuad), QStringLiteral("6,4-5"));
    QVERIFY(found.ok());
    QCOMPARE(found->name, QStringLiteral("4-6"));
    QCOMPARE(found->label, QStringLiteral("CPUs 4-6"));
    QCOMPARE(found->cpus, (CpuSet { 4, 5, 6 }));
}

void TestAffinityPresets::listOffersUsefulPresets_data()
{
    QTest::addColumn<QString>("topology");
    QTest::addColumn<QStringList>("expected");
    // Space-separated because QT_NO_CAST_FROM_ASCII forbids QStringList { "..." }.
    const auto names = [](const char* list) { return QString::fromLatin1(list).split(QLatin1Char(' ')); };
    QTest::newRow("dual quad") << kDualQuad
                               << names("all cores:1 cores:2 cores:2:scatter cores:4 cores:4:scatter cores:8 package:0 "
                                        "package:1");
    QTest::newRow("dual 6-core SMT")
        << kDualSixSmt
        << names("all all:nosmt cores:1 cores:1:nosmt cores:2 cores:2:nosmt cores:2:scatter cores:2:nosmt:scatter "
                 "cores:4 cores:4:nosmt cores:4:scatter cores:4:nosmt:scatter cores:8 cores:8:nosmt cores:8:scatter "
                 "cores:8:nosmt:scatter cores:12 cores:12:nosmt package:0 package:1");
    QTest::newRow("4-node NUMA")
        << kFourNuma
        << names("all all:nosmt cores:1 cores:1:nosmt cores:2 cores:2:nosmt cores:2:scatter cores:2:nosmt:scatter "
                 "cores:4 cores:4:nosmt cores:4:scatter cores:4:nosmt:scatter cores:8 cores:8:nosmt cores:8:scatter "
                 "cores:8:nosmt:scatter cores:16 cores:16:nosmt package:0 package:1 numa:0 numa:1 numa:2 numa:3");
}

void TestAffinityPresets::listOffersUsefulPresets()
{
    QFETCH(QString, topology);
    QFETCH(QStringList, expected);
    const Topology t = synthetic(topology);
    QStringList names;
    for (const auto& preset : AffinityPresets::list(t)) {
        names << preset.name;
        QVERIFY(!preset.label.isEmpty());
        QVERIFY(!preset.cpus.isEmpty());
        QCOMPARE(*AffinityPresets::resolve(t, preset.name), preset.cpus);
    }
    QCOMPARE(names, expected);
}

void TestAffinityPresets::compactAndScatterCoreOrder()
{
    const Topology t = synthetic(kFourNuma);
    const auto compact = AffinityPresets::coreOrder(t, false);
    const auto scatter = AffinityPresets::coreOrder(t, true);
    QCOMPARE(compact.size(), size_t(16));
    QCOMPARE(compact.front(), 0);
    QCOMPARE(compact[1], 1);
    // Packages alternate first, then the NUMA nodes inside each package.
    QCOMPARE(std::vector<int>(scatter.begin(), scatter.begin() + 6), (std::vector<int> { 0, 8, 4, 12, 1, 9 }));
    QCOMPARE(QSet<int>(scatter.begin(), scatter.end()).size(), 16);
}

QTEST_APPLESS_MAIN(TestAffinityPresets)
#include "tst_affinitypresets.moc"
