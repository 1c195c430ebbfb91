// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinity/cpulistproblem.h"
#include "affinity/topology.h"
#include "common/fileproblem.h"
#include "common/optionproblem.h"
#include "support/synthetictopology.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <hwloc.h>

using sb::CpuSet;
using sb::Topology;

using namespace sb::test;

class TestTopology : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void counts_data();
    void counts();
    void coresKnowTheirSiblingsPackageAndNode();
    void numaNodesCoverTheirCores();
    void cachesAreListed();
    void coverageHelpers();
    void validateNamesMissingCpus();
    void validateRejectsEmptySet();
    void badSyntheticDescriptionIsAnError();
    void missingXmlFileIsAnError();
    void xmlFileLoads();
    void treeAndJson();
    void localMachineLoads();
};

void TestTopology::counts_data()
{
    QTest::addColumn<QString>("description");
    QTest::addColumn<int>("packages");
    QTest::addColumn<int>("numaNodes");
    QTest::addColumn<int>("cores");
    QTest::addColumn<int>("pus");
    QTest::addColumn<bool>("smt");
    QTest::newRow("dual quad-core") << kDualQuad << 2 << 1 << 8 << 8 << false;
    QTest::newRow("dual 6-core SMT") << kDualSixSmt << 2 << 1 << 12 << 24 << true;
    QTest::newRow("4-node NUMA") << kFourNuma << 2 << 4 << 16 << 32 << true;
}

void TestTopology::counts()
{
    QFETCH(QString, description);
    QFETCH(int, packages);
    QFETCH(int, numaNodes);
    QFETCH(int, cores);
    QFETCH(int, pus);
    QFETCH(bool, smt);
    const Topology t = synthetic(description);
    QCOMPARE(int(t.packages().size()), packages);
    QCOMPARE(int(t.numaNodes().size()), numaNodes);
    QCOMPARE(t.coreCount(), cores);
    QCOMPARE(t.puCount(), pus);
    QCOMPARE(t.allPus(), CpuSet::range(0, pus - 1));
    QCOMPARE(t.smtEnabled(), smt);
    QVERIFY(t.source().startsWith(QStringLiteral("synthetic:")));
    QVERIFY(!t.isLocal());
}

void TestTopology::coresKnowTheirSiblingsPackageAndNode()
{
    const Topology t = synthetic(kDualSixSmt);
    const auto& core7 = t.cores()[7];
    QCOMPARE(core7.index, 7);
    QCOMPARE(core7.package, 1);
    QCOMPARE(core7.pus, (std::vector<int> { 14, 15 }));
    QCOMPARE(t.coreOfPu(15), &core7);
    QVERIFY(t.coreOfPu(24) == nullptr);
    QCOMPARE(t.packages()[1].pus.toCpuList(), QStringLiteral("12-23"));
    QCOMPARE(t.cores()[0].numaNode, 0);

    const Topology numa = synthetic(kFourNuma);
    QCOMPARE(numa.cores()[5].numaNode, 1);
    QCOMPARE(numa.cores()[15].numaNode, 3);
    QCOMPARE(numa.cores()[15].package, 1);
}

void TestTopology::numaNodesCoverTheirCores()
{
    const Topology t = synthetic(kFourNuma);
    QStringList lists;
    for (const auto& node : t.numaNodes())
        lists << node.pus.toCpuList();
    QCOMPARE(lists,
        (QStringList {
            QStringLiteral("0-7"), QStringLiteral("8-15"), QStringLiteral("16-23"), QStringLiteral("24-31") }));
}

void TestTopology::cachesAreListed()
{
    const Topology t = synthetic(QStringLiteral("package:2 l3:1 core:2 l1d:1 pu:2"));
    int l3 = 0, l1 = 0;
    for (const auto& cache : t.caches()) {
        l3 += cache.level == 3;
        l1 += cache.level == 1;
        QVERIFY(cache.sizeBytes > 0);
    }
    QCOMPARE(l3, 2);
    QCOMPARE(l1, 4);
}

void TestTopology::coverageHelpers()
{
    const Topology t = synthetic(kDualSixSmt);
    const CpuSet set { 0, 3, 4 }; // one PU of core 0, one of core 1, one of core 2
    QCOMPARE(t.coresCovered(set), 3);
    QCOMPARE(t.coresPus(set).toCpuList(), QStringLiteral("0-5"));
}

void TestTopology::validateNamesMissingCpus()
{
    const Topology t = synthetic(kDualQuad);
    QVERIFY(!t.validate(CpuSet::range(0, 7)));
    const sb::Error e = t.validate(*CpuSet::parse(QStringLiteral("6-9")));
    QCOMPARE(e.code, sb::ErrorCode::CpuListInvalid);
    QCOMPARE(e.value, qint64(sb::CpuListProblem::NoSuchCpus));
    QCOMPARE(e.context, QStringLiteral("6-9"));
    QCOMPARE(e.args,
        (QStringList {
            QStringLiteral("8-9"), QStringLiteral("2"), QStringLiteral("0-7"), QStringLiteral("topology") }));
    const sb::Error one = t.validate(CpuSet { 12 });
    QCOMPARE(one.args.value(0), QStringLiteral("12"));
}

void TestTopology::validateRejectsEmptySet()
{
    const sb::Error e = synthetic(kDualQuad).validate(CpuSet());
    QCOMPARE(e.code, sb::ErrorCode::CpuListInvalid);
    QCOMPARE(e.value, qint64(sb::CpuListProblem::EmptySet));
}

void TestTopology::badSyntheticDescriptionIsAnError()
{
    const auto t = Topology::fromSynthetic(QStringLiteral("package:two"));
    QVERIFY(!t.ok());
    QCOMPARE(t.error().code, sb::ErrorCode::OptionValueInvalid);
    QCOMPARE(t.error().value, qint64(sb::OptionProblem::SyntheticTopology));
    QCOMPARE(t.error().detail, QStringLiteral("package:two"));
}

void TestTopology::missingXmlFileIsAnError()
{
    const auto t = Topology::fromXmlFile(QStringLiteral("/nonexistent/topology.xml"));
    QVERIFY(!t.ok());
    QCOMPARE(t.error().code, sb::ErrorCode::FileUnusable);
    QCOMPARE(t.error().value, qint64(sb::FileProblem::Unreadable));
    QCOMPARE(t.error().context, QStringLiteral("/nonexistent/topology.xml"));
}

void TestTopology::xmlFileLoads()
{
    // Written by hwloc itself, as `lstopo file.xml` would on a user's machine.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("machine.xml"));
    hwloc_topology_t raw;
    hwloc_topology_init(&raw);
    hwloc_topology_set_synthetic(raw, "package:2 core:6 pu:2");
    hwloc_topology_load(raw);
    QCOMPARE(hwloc_topology_export_xml(raw, QFile::encodeName(path).constData(), 0), 0);
    hwloc_topology_destroy(raw);

    const auto t = Topology::fromXmlFile(path);
    QVERIFY2(t.ok(), qPrintable(t.error().detail));
    QCOMPARE(t->coreCount(), 12);
    QCOMPARE(t->puCount(), 24);
    QCOMPARE(t->source(), QStringLiteral("xml:") + path);

    QFile garbage(dir.filePath(QStringLiteral("garbage.xml")));
    QVERIFY(garbage.open(QIODevice::WriteOnly));
    garbage.write("not xml at all");
    garbage.close();
    QVERIFY(!Topology::fromXmlFile(garbage.fileName()).ok());
}

void TestTopology::treeAndJson()
{
    const Topology t = synthetic(kDualSixSmt);
    const QString tree = t.toTreeText();
    QVERIFY2(tree.startsWith(QStringLiteral("Machine")), qPrintable(tree));
    QVERIFY(tree.contains(QStringLiteral("\n  Package P#1\n")));
    QVERIFY(tree.contains(QStringLiteral("\n      PU P#23\n")));
    QCOMPARE(tree.count(QStringLiteral("PU P#")), 24);

    const QJsonObject json = t.toJson();
    QCOMPARE(json.value(QStringLiteral("coreCount")).toInt(), 12);
    QCOMPARE(json.value(QStringLiteral("pus")).toString(), QStringLiteral("0-23"));
    QCOMPARE(json.value(QStringLiteral("smt")).toBool(), true);
    const QJsonArray cores = json.value(QStringLiteral("cores")).toArray();
    QCOMPARE(cores.size(), 12);
    QCOMPARE(cores.at(11).toObject().value(QStringLiteral("pus")).toArray(), (QJsonArray { 22, 23 }));
}

void TestTopology::localMachineLoads()
{
    const auto t = Topology::loadLocal();
    QVERIFY2(t.ok(), qPrintable(t.error().detail));
    QVERIFY(t->isLocal());
    QVERIFY(t->coreCount() >= 1);
    QVERIFY(t->puCount() >= t->coreCount());
    QVERIFY(t->allPus().contains(0) || !t->allPus().isEmpty());
    const sb::Error e = t->validate(CpuSet { CpuSet::kMaxCpu });
    QCOMPARE(e.args.value(3), QStringLiteral("local")); // errortext: "on this machine"
    QVERIFY(!t->validate(t->allPus()));
}

QTEST_APPLESS_MAIN(TestTopology)
#include "tst_topology.moc"
