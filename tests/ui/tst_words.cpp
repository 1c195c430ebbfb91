// SPDX-License-Identifier: GPL-3.0-or-later
// The workstation speaks in words (issue 34, item 4): the Report page's rows and columns as "Server CPUs", not
// server_cpus; numbers in the program's locale on axes and in tables alike; English plurals through
// translations/scalebench_en.ts ("1 client", "3 clients"); the Plan page's CPU presets those the host can run (the
// CPUs page's list) and an entry it cannot run (cores:8 on 2 cores) kept, marked as not runnable here.
#include "affinity/affinitypresets.h"
#include "affinity/topology.h"
#include "charts/axisticks.h"
#include "common/translations.h"
#include "live/planprogressbox.h"
#include "live/runwords.h"
#include "report/axiswords.h"
#include "report/htmlreport.h"
#include "report/reportnumbers.h"
#include "plan/cpuconfigtable.h"
#include "reportpage/reportpage.h"
#include "workload/oltpworkload.h"
#include "workload/optionsform.h"
#include "workload/workloadregistry.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTest>
#include <QXmlStreamReader>

using namespace sb;

class TestWords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void reportAxesInWords();
    void numbersFollowTheLocale();
    void englishPlurals();
    void aPlanSettingUpHasAHeaderOfItsOwn();
    void everyEnglishPluralIsWritten();
    void presetsTheHostCanRun();
    void optionsAWorkloadIgnoresAreDisabled();
    void optionLabelsFromDescriptions();
    void tableHeadersAreHeadings();
    void planProgressSaysOneClient();
    void reportsInTheLocale();
    void aMeanToItsIntervalsPrecision();

private:
    static QString seed()
    {
        return qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/resources/examples/seed-core-scaling.csv");
    }
};

void TestWords::reportAxesInWords()
{
    ReportPage page;
    for (const char* name : { "rows", "columns" }) {
        auto* combo = page.findChild<QComboBox*>(QLatin1String(name));
        QVERIFY(combo);
        for (int i = 0; i < combo->count(); ++i)
            QVERIFY2(!combo->itemText(i).contains(QLatin1Char('_')), qPrintable(combo->itemText(i)));
        const int cpus = combo->findData(QStringLiteral("server_cpus"));
        QVERIFY(cpus >= 0);
        QCOMPARE(combo->itemText(cpus), QStringLiteral("Server CPUs"));
    }
}

void TestWords::numbersFollowTheLocale()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(AxisTicks::label(14000, 2000), QStringLiteral("14.000"));
    QCOMPARE(AxisTicks::label(2.5, 0.5), QStringLiteral("2,5"));
    ReportPage page;
    QVERIFY(page.loadCsv(seed()));
    QTableWidget* table = page.tableWidget();
    // 1 core, 2 cores, 4 cores at 5 clients: 735, 900, 1082 as the German locale writes them, as the axes do.
    QCOMPARE(table->item(0, 3)->text(), QStringLiteral("1.082"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(AxisTicks::label(14000, 2000), QStringLiteral("14,000"));
    QLocale::setDefault(before);
}

void TestWords::englishPlurals()
{
    Translations::install(QLocale(QLocale::English));
    QCOMPARE(QCoreApplication::translate("RunSummaryText", "%n client(s)", nullptr, 1), QStringLiteral("1 client"));
    QCOMPARE(
        QCoreApplication::translate("RunSummaryText", "%n client(s)", nullptr, 3), QStringLiteral("3 clients"));
}

// Every numerus text of the sources has its English forms (lupdate -pluralonly writes them unfinished).
void TestWords::everyEnglishPluralIsWritten()
{
    QFile file(qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/translations/scalebench_en.ts"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int numerus = 0;
    QString source;
    QStringList missing;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++numerus;
            const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            const QString forms = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (unfinished || forms.contains(QLatin1String("(s)")) || forms.trimmed().isEmpty())
                missing << source;
        }
    }
    QVERIFY2(numerus >= 10, qPrintable(QString::number(numerus)));
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String("\n"))));
}

void TestWords::presetsTheHostCanRun()
{
    auto twoCores = Topology::fromSynthetic(QStringLiteral("package:1 core:2 pu:1"));
    QVERIFY(twoCores.ok());
    auto host = std::make_shared<const Topology>(std::move(*twoCores));
    CpuConfigTable table;
    table.setTopology(host);
    QStringList expected;
    for (const AffinityPreset& preset : AffinityPresets::list(*host))
        expected << preset.name;
    QStringList offered = table.presetSpecs();
    QCOMPARE(offered.takeLast(), QStringLiteral("0-1")); // a CPU list to edit
    QCOMPARE(offered, expected);
    QVERIFY(!offered.contains(QStringLiteral("cores:8")));
    QVERIFY(!offered.contains(QStringLiteral("cores:4")));

    table.setConfigs({ { QStringLiteral("all"), QStringLiteral("all") }, { QStringLiteral("8"), QStringLiteral("cores:8") } });
    QCOMPARE(table.configs().size(), 2); // kept, not dropped
    QCOMPARE(table.unrunnableRows(), QList<int> { 1 });
    QVERIFY2(table.table()->item(1, 1)->toolTip().startsWith(QLatin1String("Not runnable on this host")),
        qPrintable(table.table()->item(1, 1)->toolTip()));
}

// oltp_read_only accepts index_updates (as sysbench) but never runs an UPDATE: shown disabled, with why.
void TestWords::optionsAWorkloadIgnoresAreDisabled()
{
    OptionsForm form;
    const QString readOnly = QStringLiteral("oltp_read_only");
    form.setSpecs(*WorkloadRegistry::optionSpecs(readOnly), OltpWorkload::ignoredOptions(readOnly));
    auto* updates = form.findChild<QWidget*>(QStringLiteral("index_updates"));
    QVERIFY(updates);
    QVERIFY(!updates->isEnabled());
    QVERIFY2(updates->toolTip().contains(QLatin1String("Not used by this workload")), qPrintable(updates->toolTip()));
    QVERIFY(form.findChild<QWidget*>(QStringLiteral("point_selects"))->isEnabled());
    QVERIFY(form.findChild<QWidget*>(QStringLiteral("skip_trx"))->isEnabled());
    const QString readWrite = QStringLiteral("oltp_read_write");
    QVERIFY(OltpWorkload::ignoredOptions(readWrite).isEmpty());
    const QStringList pointSelect = OltpWorkload::ignoredOptions(QStringLiteral("oltp_point_select"));
    QVERIFY(pointSelect.contains(QStringLiteral("skip_trx")) && pointSelect.contains(QStringLiteral("range_size")));
    QVERIFY(OltpWorkload::ignoredOptions(QStringLiteral("oltp_update_index")).contains(QStringLiteral("delete_inserts")));
    QVERIFY(!OltpWorkload::ignoredOptions(QStringLiteral("oltp_update_index")).contains(QStringLiteral("index_updates")));
    QVERIFY(OltpWorkload::ignoredOptions(QStringLiteral("tpcc")).isEmpty());
}

// Every option of every workload is labelled with words from its description, never its key.
void TestWords::optionLabelsFromDescriptions()
{
    for (const QString& workload : WorkloadRegistry::names()) {
        const auto specs = WorkloadRegistry::optionSpecs(workload);
        if (!specs.ok())
            continue;
        for (const OptionSpec& spec : *specs) {
            const QString label = OptionsForm::label(spec);
            QVERIFY2(label != QString(spec.name).replace(QLatin1Char('_'), QLatin1Char(' ')) + QLatin1Char(':'),
                qPrintable(workload + QLatin1Char(' ') + label));
        }
    }
    const auto oltp = *WorkloadRegistry::optionSpecs(QStringLiteral("oltp_read_write"));
    const auto find = [&oltp](const char* name) {
        return *std::find_if(oltp.begin(), oltp.end(), [name](const OptionSpec& s) { return s.name == QLatin1String(name); });
    };
    QCOMPARE(OptionsForm::label(find("skip_trx")), QStringLiteral("Don't start explicit transactions:"));
    QCOMPARE(OptionsForm::label(find("mysql_storage_engine")), QStringLiteral("Storage engine of the tables:"));
}

// A table's first header is a heading, as on screen: "Clients", not "clients" (the Report page and its HTML).
void TestWords::tableHeadersAreHeadings()
{
    QCOMPARE(AxisWords::heading(QStringLiteral("clients")), QStringLiteral("Clients"));
    QCOMPARE(AxisWords::heading(QStringLiteral("server_cpus")), QStringLiteral("Server CPUs"));
    QCOMPARE(AxisWords::heading(QStringLiteral("Concurrency")), QStringLiteral("Concurrency")); // a CSV's own
}

// The plan progress box: "1 client", through the English numerus forms.
void TestWords::planProgressSaysOneClient()
{
    Translations::install(QLocale(QLocale::English));
    PlanProgressBox box;
    CurrentRun run;
    run.plan = true;
    run.phase = CurrentRun::Phase::Measuring;
    run.position = 2;
    run.count = 4;
    run.spec.threads = 1;
    box.render(run, 1, 0.3);
    const QString text = box.findChild<QLabel*>(QStringLiteral("planRun"))->text();
    QVERIFY2(text.contains(QLatin1String("1 client,")), qPrintable(text));
    run.spec.threads = 3;
    box.render(run, 1, 0.3);
    QVERIFY2(box.findChild<QLabel*>(QStringLiteral("planRun"))->text().contains(QLatin1String("3 clients,")),
        qPrintable(box.findChild<QLabel*>(QStringLiteral("planRun"))->text()));
}

// The HTML report the workstation writes uses its locale (app/gui/main.cpp sets ReportNumbers' locale); the CLI's
// keeps the C locale, ReportNumbers' own. The seed's 4 cores at 5 clients: 1082 tx/s.
void TestWords::reportsInTheLocale()
{
    ReportPage page;
    QVERIFY(page.loadCsv(seed()));
    QVERIFY(page.hasContent());
    const QString c = HtmlReport::render(page.content());
    QVERIFY2(c.contains(QLatin1String(">1082</td>")), "the C locale's table");
    QVERIFY(c.contains(QLatin1String("<th>Concurrency</th>"))); // a CSV's own header, as it is
    ReportNumbers::setLocale(QLocale(QLocale::German, QLocale::Germany));
    const QString german = HtmlReport::render(page.content());
    ReportNumbers::setLocale(QLocale::c());
    QVERIFY2(german.contains(QLatin1String(">1.082</td>")), "the German table");
    QVERIFY(!german.contains(QLatin1String(">1082</td>")));
    // When it was generated: ISO and UTC for the CLI, the locale's short format (local time) in the workstation's, as
    // every page of the workstation says a time.
    const QRegularExpression generated(QStringLiteral("Generated by ScaleBench [^ ]* on ([^<]*)\\.</p>"));
    const QString cWhen = generated.match(c).captured(1);
    QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC$")).match(cWhen).hasMatch(),
        qPrintable(cWhen));
    const QString germanWhen = generated.match(german).captured(1);
    const QLocale de(QLocale::German, QLocale::Germany);
    const QDateTime now = QDateTime::currentDateTime();
    QVERIFY2(germanWhen == de.toString(now, QLocale::ShortFormat)
            || germanWhen == de.toString(now.addSecs(-60), QLocale::ShortFormat),
        qPrintable(germanWhen + QStringLiteral(" for ") + de.toString(now, QLocale::ShortFormat)));
}

// The report's cells with an interval give the mean to the interval's precision: they showed "1 ± 0.0033" beside
// "0.998 ± 0.0078", and "0.000146 ± 0.0001" (a mean more precise than what its interval allows).
void TestWords::aMeanToItsIntervalsPrecision()
{
    QCOMPARE(ReportNumbers::withInterval(1.0, 0.0033), QStringLiteral("1.0000 ± 0.0033"));
    QCOMPARE(ReportNumbers::withInterval(0.998, 0.0078), QStringLiteral("0.9980 ± 0.0078"));
    QCOMPARE(ReportNumbers::withInterval(1.1, 0.33), QStringLiteral("1.10 ± 0.33"));
    QCOMPARE(ReportNumbers::withInterval(0.000146, 0.0001), QStringLiteral("0.00015 ± 0.00010"));
    QCOMPARE(ReportNumbers::withInterval(16003.4, 28296.2), QStringLiteral("16003 ± 28296"));
    QCOMPARE(ReportNumbers::withInterval(0, 0), QStringLiteral("0 ± 0"));
    QCOMPARE(ReportNumbers::withInterval(0.0123456, 0), QStringLiteral("0.0123 ± 0"));
    QCOMPARE(ReportNumbers::withInterval(1200, 0), QStringLiteral("1200 ± 0"));
    ReportNumbers::setLocale(QLocale(QLocale::German, QLocale::Germany));
    const QString german = ReportNumbers::withInterval(1.1, 0.33);
    ReportNumbers::setLocale(QLocale::c());
    QCOMPARE(german, QStringLiteral("1,10 ± 0,33"));
}

// While a plan sets up its server, before its first run, the Run page's header says so: it showed the page's own
// "Next run: oltp_read_write against 127.0.0.1:3306" beside a plan about to run another workload on another server.
void TestWords::aPlanSettingUpHasAHeaderOfItsOwn()
{
    CurrentRun run;
    run.phase = CurrentRun::Phase::Starting;
    run.plan = true;
    run.position = 0;
    run.count = 8;
    QCOMPARE(RunWords::header(run), QStringLiteral("<b>Plan</b>: setting up its server and tables before run 1 of 8"));
    run.phase = CurrentRun::Phase::Failed; // ended in its setup: the page's own line again
    QVERIFY(RunWords::header(run).isEmpty());
}

QTEST_MAIN(TestWords)
#include "tst_words.moc"
