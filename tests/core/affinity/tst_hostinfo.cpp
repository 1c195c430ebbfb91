// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinity/hostinfo.h"

#include <QFile>
#include <QTest>
#include <sys/utsname.h>

using sb::CpuSet;
using sb::HostInfo;

class TestHostInfo : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void localHostIsDescribed();
    void unknownValuesAreNullNotZero();
    void smtUseFollowsTheSet();
};

void TestHostInfo::localHostIsDescribed()
{
    const HostInfo info = HostInfo::collect(CpuSet { 0 });
    QCOMPARE(info.pus, 1);
    QCOMPARE(info.cores, 1);
    QVERIFY(!info.smtInUse);
    QCOMPARE(info.frequencies.size(), size_t(1));
    QCOMPARE(info.frequencies.front().cpu, 0);
    utsname uts {};
    QCOMPARE(::uname(&uts), 0);
    QCOMPARE(info.kernelRelease, QString::fromLocal8Bit(uts.release));
    QVERIFY(!info.osName.isEmpty());
    QVERIFY(!info.hostname.isEmpty());
    if (QFile::exists(QStringLiteral("/proc/cpuinfo")))
        QVERIFY(!info.cpuModel.isEmpty());
    const QJsonObject json = info.toJson();
    QCOMPARE(json.value(QStringLiteral("cpus")).toString(), QStringLiteral("0"));
    QCOMPARE(json.value(QStringLiteral("kernelRelease")).toString(), info.kernelRelease);
}

void TestHostInfo::unknownValuesAreNullNotZero()
{
    const HostInfo info = HostInfo::collect(CpuSet { 0 });
    const QJsonObject json = info.toJson();
    for (const auto* key : { "currentMHz", "maxMHz" }) {
        const QJsonValue v = json.value(QLatin1String(key));
        QVERIFY2(v.isNull() || v.toDouble() > 0, key);
    }
    QCOMPARE(json.value(QStringLiteral("maxMHz")).isNull(), !info.maxMHz.has_value());
    const QString turbo = json.value(QStringLiteral("turbo")).toString();
    QVERIFY(turbo == QLatin1String("on") || turbo == QLatin1String("off") || turbo == QLatin1String("unknown"));
}

void TestHostInfo::smtUseFollowsTheSet()
{
    const sb::Topology t = *sb::Topology::fromSynthetic(QStringLiteral("package:1 core:2 pu:2"));
    const HostInfo siblings = HostInfo::collect(CpuSet { 0, 1 }, t);
    QVERIFY(siblings.smtAvailable);
    QVERIFY(siblings.smtInUse);
    QCOMPARE(siblings.cores, 1);
    const HostInfo spread = HostInfo::collect(CpuSet { 0, 2 }, t);
    QVERIFY(!spread.smtInUse);
    QCOMPARE(spread.cores, 2);
    QCOMPARE(spread.pus, 2);
}

QTEST_APPLESS_MAIN(TestHostInfo)
#include "tst_hostinfo.moc"
