// SPDX-License-Identifier: GPL-3.0-or-later
// The Run and Workload pages' spin boxes for run settings take their ranges from core's one table (RunSettings):
// the GUI accepts what the CLI and plans accept, never more (narrower only where the page needs it), and a value
// the CLI refuses cannot be typed in.
#include "common/workspace.h"
#include "plan/runsettings.h"
#include "live/livepage.h"
#include "workload/workloadpage.h"

#include <QDoubleSpinBox>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace sb;

class TestRunSettingBox : public QObject {
    Q_OBJECT

private:
    // The box's range as the table gives it, narrowed only to `lowest` where the page asks for a floor.
    static void compareRange(QWidget* page, const QString& objectName, const char* cliName, double lowest)
    {
        const RunSetting* s = RunSettings::byCliName(QLatin1String(cliName));
        QVERIFY(s);
        const double minimum = std::max(s->minimum, lowest);
        if (auto* box = page->findChild<QSpinBox*>(objectName)) {
            QCOMPARE(box->minimum(), int(minimum));
            QCOMPARE(box->maximum(), int(std::min(s->maximum, double(INT_MAX))));
            // Typed beyond the table, the value is not accepted.
            box->setValue(box->maximum());
            QTest::keyClicks(box, QStringLiteral("9"));
            QVERIFY(RunSettings::check(*s, box->value(), QString()).ok());
            return;
        }
        auto* box = page->findChild<QDoubleSpinBox*>(objectName);
        QVERIFY2(box, qPrintable(objectName));
        QCOMPARE(box->minimum(), minimum);
        QCOMPARE(box->maximum(), s->maximum);
        box->setValue(s->maximum * 10);
        QVERIFY(RunSettings::check(*s, box->value(), QString()).ok());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
    }

    void runPage_data()
    {
        QTest::addColumn<QString>("objectName");
        QTest::addColumn<QString>("cliName");
        QTest::addColumn<double>("lowest");
        QTest::newRow("threads") << QStringLiteral("threads") << QStringLiteral("threads") << 0.0;
        QTest::newRow("duration") << QStringLiteral("duration") << QStringLiteral("time") << 1.0; // no event count
        QTest::newRow("warm-up") << QStringLiteral("warmup") << QStringLiteral("warmup_time") << 0.0;
        QTest::newRow("interval") << QStringLiteral("reportInterval") << QStringLiteral("report_interval") << 0.1;
        QTest::newRow("rate") << QStringLiteral("targetRate") << QStringLiteral("rate") << 0.0;
    }
    void runPage()
    {
        QFETCH(QString, objectName);
        QFETCH(QString, cliName);
        QFETCH(double, lowest);
        Workspace workspace;
        LivePage page(&workspace);
        compareRange(&page, objectName, cliName.toLatin1().constData(), lowest);
    }

    void workloadPage()
    {
        Workspace workspace;
        WorkloadPage page(&workspace);
        compareRange(&page, QStringLiteral("prepareThreads"), "prepare_threads", 0);
    }
};

QTEST_MAIN(TestRunSettingBox)
#include "tst_runsettingbox.moc"
