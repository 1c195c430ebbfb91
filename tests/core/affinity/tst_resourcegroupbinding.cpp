// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinity/resourcegroupbinding.h"

#include <QTest>

using namespace sb;

class TestResourceGroupBinding : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void statementsNameTheGroupAndItsCpus()
    {
        const CpuSet cpus = *CpuSet::parse(QStringLiteral("0-3,8"));
        QCOMPARE(ResourceGroupBinding::createStatement(cpus), QStringLiteral("CREATE RESOURCE GROUP scalebench TYPE = USER VCPU = 0-3,8"));
        QCOMPARE(ResourceGroupBinding::alterStatement(cpus), QStringLiteral("ALTER RESOURCE GROUP scalebench VCPU = 0-3,8 ENABLE"));
        QCOMPARE(ResourceGroupBinding::joinStatement(), QStringLiteral("SET RESOURCE GROUP scalebench"));
    }
};

QTEST_APPLESS_MAIN(TestResourceGroupBinding)
#include "tst_resourcegroupbinding.moc"
