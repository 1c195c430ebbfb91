// SPDX-License-Identifier: GPL-3.0-or-later
// The Workload page's generated form: the right editors with sysbench's defaults, ranges and tooltips, and what it
// hands to the workspace.
#include "common/workspace.h"
#include "workload/mixbox.h"
#include "workload/optionsform.h"
#include "workload/workloadpage.h"
#include "workload/workloadregistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace sb;

class TestWorkloadPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readOnlyDefaults();
    void everySpecHasAnEditorWithItsHelp();
    void changedOptionsReachTheWorkspace();
    void datasetSize();
    void resetToDefaults();
    void workloadSpecificOptions();
    void mixIsBuiltFromTheForm();
};

void TestWorkloadPage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
}

void TestWorkloadPage::readOnlyDefaults()
{
    Workspace workspace;
    WorkloadPage page(&workspace);
    QVERIFY(page.selectWorkload(QStringLiteral("oltp_read_only")));
    OptionsForm* form = page.optionsForm();

    auto* tableSize = qobject_cast<QSpinBox*>(form->editor(QStringLiteral("table_size")));
    QVERIFY(tableSize);
    QCOMPARE(tableSize->value(), 10000);
    QCOMPARE(tableSize->minimum(), 1);
    QCOMPARE(tableSize->suffix(), QStringLiteral(" rows"));
    auto* tables = qobject_cast<QSpinBox*>(form->editor(QStringLiteral("tables")));
    QVERIFY(tables);
    QCOMPARE(tables->value(), 1);
    auto* pointSelects = qobject_cast<QSpinBox*>(form->editor(QStringLiteral("point_selects")));
    QVERIFY(pointSelects);
    QCOMPARE(pointSelects->value(), 10);
    QCOMPARE(pointSelects->minimum(), 0);
    auto* rangeSize = qobject_cast<QSpinBox*>(form->editor(QStringLiteral("range_size")));
    QVERIFY(rangeSize);
    QCOMPARE(rangeSize->value(), 100);

    auto* rangeSelects = qobject_cast<QCheckBox*>(form->editor(QStringLiteral("range_selects")));
    QVERIFY(rangeSelects);
    QVERIFY(rangeSelects->isChecked());
    auto* skipTrx = qobject_cast<QCheckBox*>(form->editor(QStringLiteral("skip_trx")));
    QVERIFY(skipTrx);
    QVERIFY(!skipTrx->isChecked());

    auto* randType = qobject_cast<QComboBox*>(form->editor(QStringLiteral("rand_type")));
    QVERIFY(randType);
    QCOMPARE(randType->currentText(), QStringLiteral("special"));
    QCOMPARE(randType->count(), 5);
    auto* psMode = qobject_cast<QComboBox*>(form->editor(QStringLiteral("db_ps_mode")));
    QVERIFY(psMode);
    QCOMPARE(psMode->currentText(), QStringLiteral("auto"));

    auto* specPct = qobject_cast<QDoubleSpinBox*>(form->editor(QStringLiteral("rand_spec_pct")));
    QVERIFY(specPct);
    QCOMPARE(specPct->value(), 1.0);
    QCOMPARE(specPct->maximum(), 100.0);

    auto* engine = qobject_cast<QLineEdit*>(form->editor(QStringLiteral("mysql_storage_engine")));
    QVERIFY(engine);
    QCOMPARE(engine->text(), QStringLiteral("innodb"));

    QVERIFY(form->changedValues().isEmpty());
    QCOMPARE(workspace.workloadName(), QStringLiteral("oltp_read_only"));
    QVERIFY(workspace.workloadOptions().isEmpty());
    QVERIFY(workspace.createWorkload().ok());
}

void TestWorkloadPage::everySpecHasAnEditorWithItsHelp()
{
    Workspace workspace;
    WorkloadPage page(&workspace);
    for (const QString& name : WorkloadRegistry::names()) {
        QVERIFY(page.selectWorkload(name));
        const auto specs = WorkloadRegistry::optionSpecs(name);
        QVERIFY(specs.ok());
        QCOMPARE(page.optionsForm()->specs().size(), specs->size());
        for (const OptionSpec& spec : *specs) {
            QWidget* editor = page.optionsForm()->editor(spec.name);
            QVERIFY2(editor, qPrintable(spec.name));
            QVERIFY2(editor->toolTip().contains(spec.help.toHtmlEscaped()), qPrintable(spec.name));
            // Each editor's text is accepted by the spec it came from.
            QVERIFY2(spec.parse(page.optionsForm()->value(spec.name)).ok(), qPrintable(spec.name));
        }
    }
}

void TestWorkloadPage::changedOptionsReachTheWorkspace()
{
    Workspace workspace;
    WorkloadPage page(&workspace);
    QVERIFY(page.selectWorkload(QStringLiteral("oltp_point_select")));
    QSignalSpy changed(&workspace, &Workspace::workloadChanged);
    auto* tableSize = qobject_cast<QSpinBox*>(page.optionsForm()->editor(QStringLiteral("table_size")));
    tableSize->setValue(1000);
    QVERIFY(changed.count() >= 1);
    QCOMPARE(workspace.workloadOptions().value(QStringLiteral("table_size")), QStringLiteral("1000"));
    // oltp_point_select runs no transactions: skip_trx is shown disabled; an option it reads is clicked instead.
    QVERIFY(!page.optionsForm()->editor(QStringLiteral("skip_trx"))->isEnabled());
    auto* secondary = qobject_cast<QCheckBox*>(page.optionsForm()->editor(QStringLiteral("secondary")));
    QTest::mouseClick(secondary, Qt::LeftButton, {}, QPoint(4, secondary->height() / 2));
    QCOMPARE(workspace.workloadOptions().value(QStringLiteral("secondary")), QStringLiteral("on"));
    auto workload = workspace.createWorkload();
    QVERIFY(workload.ok());
    QCOMPARE((*workload)->options().value(QStringLiteral("table_size")).toInt(), 1000);
    QCOMPARE((*workload)->options().value(QStringLiteral("secondary")).toBool(), true);
}

void TestWorkloadPage::datasetSize()
{
    Workspace workspace;
    WorkloadPage page(&workspace);
    QVERIFY(page.selectWorkload(QStringLiteral("oltp_read_write")));
    qobject_cast<QSpinBox*>(page.optionsForm()->editor(QStringLiteral("tables")))->setValue(4);
    qobject_cast<QSpinBox*>(page.optionsForm()->editor(QStringLiteral("table_size")))->setValue(1000000);
    QCOMPARE(page.datasetRows(), qint64(4000000));
    auto* label = page.findChild<QLabel*>(QStringLiteral("datasetSize"));
    QVERIFY(label);
    QVERIFY2(label->text().contains(QLocale().toString(qint64(4000000))), qPrintable(label->text()));
    QVERIFY2(
        label->text().contains(QLocale().toString(1000.0, 'f', 0) + QStringLiteral(" MB")), qPrintable(label->text()));
}

void TestWorkloadPage::resetToDefaults()
{
    Workspace workspace;
    WorkloadPage page(&workspace);
    QVERIFY(page.selectWorkload(QStringLiteral("oltp_read_only")));
    qobject_cast<QComboBox*>(page.optionsForm()->editor(QStringLiteral("rand_type")))
        ->setCurrentText(QStringLiteral("uniform"));
    QCOMPARE(page.optionsForm()->changedValues().size(), 1);
    page.resetOptions();
    QVERIFY(page.optionsForm()->changedValues().isEmpty());
    QVERIFY(workspace.workloadOptions().isEmpty());
}

void TestWorkloadPage::workloadSpecificOptions()
{
    Workspace workspace;
    WorkloadPage page(&workspace);
    QVERIFY(page.selectWorkload(QStringLiteral("select_random_ranges")));
    QVERIFY(page.optionsForm()->editor(QStringLiteral("number_of_ranges")));
    QVERIFY(page.optionsForm()->editor(QStringLiteral("delta")));
    QVERIFY(!page.optionsForm()->editor(QStringLiteral("random_points")));
    QVERIFY(page.selectWorkload(QStringLiteral("oltp_read_only")));
    QVERIFY(!page.optionsForm()->editor(QStringLiteral("number_of_ranges")));
}

// The mix is built from the form: "Add" takes the chosen workload with its changed options and the box's clients and
// rate; the text is the command line's and is checked as typed; the workspace's next run is the mix, or an invalid
// mix that Start refuses with the reason (never the workload alone in its place); cleared, the workload alone.
void TestWorkloadPage::mixIsBuiltFromTheForm()
{
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).remove(QStringLiteral("workload"));
    Workspace workspace;
    WorkloadPage page(&workspace);
    MixBox* mix = page.mixBox();
    QVERIFY(mix);
    QVERIFY(mix->text().isEmpty());
    QVERIFY(workspace.mix().isEmpty());
    QVERIFY2(mix->status().startsWith(QLatin1String("No mix")), qPrintable(mix->status()));

    QVERIFY(page.selectWorkload(QStringLiteral("tpcc")));
    qobject_cast<QSpinBox*>(page.optionsForm()->editor(QStringLiteral("warehouses")))->setValue(2);
    mix->findChild<QSpinBox*>(QStringLiteral("mixClients"))->setValue(16);
    mix->findChild<QPushButton*>(QStringLiteral("mixAdd"))->click();
    QVERIFY(page.selectWorkload(QStringLiteral("oltp_read_only")));
    mix->findChild<QSpinBox*>(QStringLiteral("mixClients"))->setValue(2);
    mix->findChild<QDoubleSpinBox*>(QStringLiteral("mixRate"))->setValue(20);
    mix->findChild<QPushButton*>(QStringLiteral("mixAdd"))->click();
    QCOMPARE(mix->text(), QStringLiteral("tpcc:16@warehouses=2,oltp_read_only:2@rate=20"));
    QCOMPARE(workspace.mix(), mix->text());
    QVERIFY2(mix->status().contains(QLatin1String("2 groups (tpcc, oltp_read_only), 18 clients")), qPrintable(mix->status()));
    QVERIFY(!workspace.checkWorkload());
    RunSpec limits;
    limits.threads = 5;
    const MeasuredRunRequest request = workspace.runRequest(limits);
    QCOMPARE(request.spec.workload, QStringLiteral("mix"));
    QCOMPARE(request.spec.mix, mix->text());
    QCOMPARE(request.spec.threads, 18);
    QCOMPARE(request.prepare, PreparePolicy::Auto);

    // Typed by hand, wrong: said at once, kept, refused at Start.
    auto* text = mix->findChild<QLineEdit*>(QStringLiteral("mixText"));
    text->setText(QStringLiteral("tpcc:16@warehouse=2"));
    QVERIFY2(mix->status().contains(QLatin1String("warehouse")), qPrintable(mix->status()));
    QCOMPARE(workspace.mix(), QStringLiteral("tpcc:16@warehouse=2"));
    QVERIFY(workspace.checkWorkload());
    text->setText(QStringLiteral("tpcc16"));
    QVERIFY2(mix->status().contains(QLatin1String("WORKLOAD:CLIENTS")), qPrintable(mix->status()));

    // Remembered, then cleared.
    text->setText(QStringLiteral("oltp_point_select:3"));
    {
        Workspace other;
        WorkloadPage again(&other);
        QCOMPARE(again.mixBox()->text(), QStringLiteral("oltp_point_select:3"));
        QCOMPARE(other.mix(), QStringLiteral("oltp_point_select:3"));
    }
    mix->findChild<QPushButton*>(QStringLiteral("mixClear"))->click();
    QVERIFY(workspace.mix().isEmpty());
    QCOMPARE(workspace.runRequest(limits).spec.threads, 5);
    QCOMPARE(workspace.runRequest(limits).spec.workload, QStringLiteral("oltp_read_only"));
}

QTEST_MAIN(TestWorkloadPage)
#include "tst_workloadpage.moc"
