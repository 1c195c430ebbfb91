// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinity/cpulistproblem.h"
#include "affinity/cpuset.h"

#include <QTest>

using sb::CpuSet;

class TestCpuSet : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void parseRoundTrip_data();
    void parseRoundTrip();
    void parseErrorsNameTheToken_data();
    void parseErrorsNameTheToken();
    void emptyTextIsEmptySet();
    void setOperations();
    void membershipAndCounts();
    void cpuSetTConversion();
    void copiesAndMovesAreIndependent();
};

void TestCpuSet::parseRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<int>("count");
    QTest::newRow("single") << QStringLiteral("3") << QStringLiteral("3") << 1;
    QTest::newRow("mixed") << QStringLiteral("0-3,8,10-11") << QStringLiteral("0-3,8,10-11") << 7;
    QTest::newRow("whitespace") << QStringLiteral(" 0 - 1 , 4 ") << QStringLiteral("0-1,4") << 3;
    QTest::newRow("collapses") << QStringLiteral("0,1,2,3,5") << QStringLiteral("0-3,5") << 5;
    QTest::newRow("unordered overlap") << QStringLiteral("8-9,0-4,2-6") << QStringLiteral("0-6,8-9") << 9;
    QTest::newRow("one-wide range") << QStringLiteral("7-7") << QStringLiteral("7") << 1;
    QTest::newRow("adjacent ranges") << QStringLiteral("0-1,2-3") << QStringLiteral("0-3") << 4;
}

void TestCpuSet::parseRoundTrip()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    QFETCH(int, count);
    const auto set = CpuSet::parse(text);
    QVERIFY2(set.ok(), qPrintable(set.error().detail));
    QCOMPARE(set->toCpuList(), canonical);
    QCOMPARE(set->count(), count);
    const auto again = CpuSet::parse(set->toCpuList());
    QVERIFY(again.ok());
    QCOMPARE(*again, *set);
}

void TestCpuSet::parseErrorsNameTheToken_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("letters") << QStringLiteral("0-3,x") << QStringLiteral("'x'");
    QTest::newRow("negative") << QStringLiteral("-1") << QStringLiteral("''");
    QTest::newRow("reversed") << QStringLiteral("5-2") << QStringLiteral("'5-2'");
    QTest::newRow("trailing comma") << QStringLiteral("0,") << QStringLiteral("empty");
    QTest::newRow("double dash") << QStringLiteral("1-2-3") << QStringLiteral("'2-3'");
    QTest::newRow("too large") << QStringLiteral("0-99999") << QStringLiteral("99999");
    QTest::newRow("plus") << QStringLiteral("+1") << QStringLiteral("'+1'");
}

void TestCpuSet::parseErrorsNameTheToken()
{
    QFETCH(QString, text);
    QFETCH(QString, mentions);
    const auto set = CpuSet::parse(text);
    QVERIFY(!set.ok());
    QCOMPARE(set.error().code, sb::ErrorCode::CpuListInvalid);
    const QString data = set.error().args.join(QLatin1Char(' ')); // the words are ErrorText's
    QVERIFY2(mentions == QLatin1String("empty") ? set.error().value == qint64(sb::CpuListProblem::EmptyItem)
                                                : data.contains(QString(mentions).remove(QLatin1Char('\''))),
        qPrintable(data));
    QCOMPARE(set.error().context, text);
}

void TestCpuSet::emptyTextIsEmptySet()
{
    const auto set = CpuSet::parse(QStringLiteral("  "));
    QVERIFY(set.ok());
    QVERIFY(set->isEmpty());
    QCOMPARE(set->toCpuList(), QString());
    QCOMPARE(set->first(), -1);
}

void TestCpuSet::setOperations()
{
    const CpuSet a = *CpuSet::parse(QStringLiteral("0-5"));
    const CpuSet b = *CpuSet::parse(QStringLiteral("4-7"));
    QCOMPARE((a | b).toCpuList(), QStringLiteral("0-7"));
    QCOMPARE((a & b).toCpuList(), QStringLiteral("4-5"));
    QCOMPARE((a - b).toCpuList(), QStringLiteral("0-3"));
    QCOMPARE((b - a).toCpuList(), QStringLiteral("6-7"));
    QVERIFY((a & CpuSet { 9 }).isEmpty());
    QVERIFY(a != b);
    QVERIFY(a.contains(CpuSet { 1, 2 }));
    QVERIFY(!a.contains(b));
}

void TestCpuSet::membershipAndCounts()
{
    CpuSet set { 2, 4, 6 };
    QVERIFY(set.contains(4));
    QVERIFY(!set.contains(5));
    QVERIFY(!set.contains(-1));
    QCOMPARE(set.toVector(), (std::vector<int> { 2, 4, 6 }));
    QCOMPARE(set.first(), 2);
    QCOMPARE(set.last(), 6);
    set.remove(4);
    set.add(3);
    QCOMPARE(set.toCpuList(), QStringLiteral("2-3,6"));
    QCOMPARE(CpuSet::range(1, 3).toCpuList(), QStringLiteral("1-3"));
    QVERIFY(CpuSet::range(3, 1).isEmpty());
}

void TestCpuSet::cpuSetTConversion()
{
    const CpuSet set { 0, 5, 63, 64, 1023 };
    const cpu_set_t raw = set.toCpuSetT();
    QCOMPARE(CPU_COUNT(&raw), 5);
    QVERIFY(CPU_ISSET(63, &raw));
    QVERIFY(CPU_ISSET(1023, &raw));
    QVERIFY(!CPU_ISSET(1, &raw));
    QCOMPARE(CpuSet::fromCpuSetT(raw), set);
}

void TestCpuSet::copiesAndMovesAreIndependent()
{
    CpuSet a { 1, 2 };
    CpuSet b = a;
    b.add(3);
    QCOMPARE(a.toCpuList(), QStringLiteral("1-2"));
    CpuSet c = std::move(b);
    QCOMPARE(c.toCpuList(), QStringLiteral("1-3"));
    QVERIFY(b.isEmpty()); // NOLINT(bugprone-use-after-move): a moved-from set reads as empty and stays usable
    b.add(9);
    QCOMPARE(b.toCpuList(), QStringLiteral("9"));
    a = c;
    QCOMPARE(a, c);
}

QTEST_APPLESS_MAIN(TestCpuSet)
#include "tst_cpuset.moc"
