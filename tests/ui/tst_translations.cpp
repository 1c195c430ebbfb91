// SPDX-License-Identifier: GPL-3.0-or-later
// The German translation: complete for every tr() in the code as it is now (lupdate runs on the sources into a copy
// of the .ts, so a new text counts as missing before anyone updated the file), placeholders kept, and the main window
// in German once the translator is installed.
#include "common/errortext.h"
#include "common/preferencesdialog.h"
#include "plan/experimentplan.h"
#include "common/translations.h"
#include "mainwindow.h"

#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QListWidget>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace sb;

namespace {

struct Message {
    QString context;
    QString source;
    QStringList translations; // one per numerus form, or one
    QString type; // "", "unfinished", "vanished", "obsolete"
};

QList<Message> readTs(const QString& path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message"))
                messages << m;
            continue;
        }
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            m = Message { context, {}, {}, {} };
        else if (xml.name() == QLatin1String("source"))
            m.source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (xml.readNext() == QXmlStreamReader::Characters && !xml.isWhitespace())
                m.translations << xml.text().toString();
        } else if (xml.name() == QLatin1String("numerusform"))
            m.translations << xml.readElementText();
    }
    return messages;
}

QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n)"));
    QSet<QString> found;
    for (const auto& match : re.globalMatch(text))
        found << match.captured();
    return found;
}

QString describe(const Message& m)
{
    QString source = m.source;
    source.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    return QStringLiteral("  [%1] \"%2\"").arg(m.context, source);
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void germanIsComplete();
    void germanIsBuiltIn();
    void preferencesStoreTheLanguage();
    void planProblemsInGerman(); // before the German translator is installed for good
    void mainWindowInGerman();
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
}

void TestTranslations::germanIsComplete()
{
    const QString sourceDir = qEnvironmentVariable("SCALEBENCH_SOURCE_DIR");
    const QString lupdate = qEnvironmentVariable("SCALEBENCH_LUPDATE");
    QVERIFY2(
        !sourceDir.isEmpty() && !lupdate.isEmpty(), "run through ctest (SCALEBENCH_SOURCE_DIR, SCALEBENCH_LUPDATE)");
    const QString ts = sourceDir + QStringLiteral("/translations/scalebench_de.ts");
    QVERIFY2(QFile::exists(ts), qPrintable(ts));

    // What update_translations would make of the file today, without dropping what left the code.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("scalebench_de.ts"));
    QVERIFY(QFile::copy(ts, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QStringList arguments { QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
        QStringLiteral("-I"), sourceDir + QStringLiteral("/ui"), QStringLiteral("-I"),
        sourceDir + QStringLiteral("/core") };
    QDirIterator it(sourceDir + QStringLiteral("/ui"), { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext())
        arguments << it.next();
    // core's one table of run settings holds the Run page's labels (QT_TRANSLATE_NOOP; ui/CMakeLists.txt reads it too).
    arguments << sourceDir + QStringLiteral("/app/gui/main.cpp")
              << sourceDir + QStringLiteral("/core/plan/runsettingtable.cpp") << QStringLiteral("-ts") << copy;
    QProcess process;
    process.start(lupdate, arguments);
    QVERIFY2(process.waitForFinished(60000) && process.exitCode() == 0, process.readAllStandardError().constData());

    const QList<Message> messages = readTs(copy);
    QVERIFY2(messages.size() > 100, qPrintable(QStringLiteral("only %1 texts in the .ts").arg(messages.size())));
    QStringList untranslated, gone, badPlaceholders;
    for (const Message& m : messages) {
        if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
            gone << describe(m);
        else if (m.type == QLatin1String("unfinished") || m.translations.isEmpty())
            untranslated << describe(m);
        else {
            for (const QString& t : m.translations) {
                if (placeholders(t) != placeholders(m.source))
                    badPlaceholders << describe(m) + QStringLiteral(" -> \"") + t + QLatin1Char('"');
            }
        }
    }
    QString report;
    if (!untranslated.isEmpty())
        report += QStringLiteral("\n%1 text(s) without a German translation:\n").arg(untranslated.size())
            + untranslated.join(QLatin1Char('\n'));
    if (!gone.isEmpty())
        report += QStringLiteral("\n%1 text(s) in the .ts that are no longer in the code:\n").arg(gone.size())
            + gone.join(QLatin1Char('\n'));
    if (!badPlaceholders.isEmpty())
        report += QLatin1Char('\n') + QString::number(badPlaceholders.size())
            + QStringLiteral(" translation(s) whose placeholders (%1, %n, ...) differ from the source:\n")
            + badPlaceholders.join(QLatin1Char('\n'));
    if (!report.isEmpty())
        report += QStringLiteral("\nFix: cmake --build build/dev --target update_translations, then translate the "
                                 "unfinished entries of translations/scalebench_de.ts (linguist or an editor).");
    QVERIFY2(report.isEmpty(), qPrintable(report));
}

void TestTranslations::germanIsBuiltIn()
{
    QVERIFY2(Translations::languages().contains(QStringLiteral("de")),
        qPrintable(Translations::languages().join(QLatin1Char(' '))));
    QCOMPARE(Translations::nativeName(QStringLiteral("de")), QStringLiteral("Deutsch"));
    QCOMPARE(Translations::nativeName(QStringLiteral("en")), QStringLiteral("English"));
    QCOMPARE(Translations::localeFor(QStringLiteral("de")).language(), QLocale::German);
    // English is the language of the sources: nothing to install.
    QVERIFY(!Translations::install(QLocale(QLocale::English, QLocale::UnitedStates)));
}

void TestTranslations::preferencesStoreTheLanguage()
{
    QCOMPARE(Translations::configuredLanguage(), QString());
    PreferencesDialog dialog;
    auto* language = dialog.findChild<QComboBox*>(QStringLiteral("language"));
    auto* note = dialog.findChild<QLabel*>(QStringLiteral("restartNote"));
    QVERIFY(language && note);
    QCOMPARE(language->currentData().toString(), QString()); // System
    const QString before = note->text();
    const int german = language->findData(QStringLiteral("de"));
    QVERIFY(german > 0);
    QCOMPARE(language->itemText(german), QStringLiteral("Deutsch"));
    language->setCurrentIndex(german);
    QVERIFY2(
        note->text() != before && note->text().contains(QStringLiteral("started again")), qPrintable(note->text()));
    dialog.accept();
    QCOMPARE(Translations::configuredLanguage(), QStringLiteral("de"));
    Translations::setConfiguredLanguage(QString());
    QCOMPARE(Translations::configuredLanguage(), QString());
}

void TestTranslations::mainWindowInGerman()
{
    QVERIFY(Translations::install(QLocale(QLocale::German, QLocale::Germany)));
    MainWindow window;
    QStringList menus;
    for (QAction* action : window.menuBar()->actions())
        menus << action->text();
    QCOMPARE(menus,
        QStringList({ QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"), QStringLiteral("&Ansicht"),
            QStringLiteral("&Lauf"), QStringLiteral("&Hilfe") }));

    const QStringList pages { QStringLiteral("Verbindung"), QStringLiteral("Workload"), QStringLiteral("CPUs"),
        QStringLiteral("Plan"), QStringLiteral("Lauf"), QStringLiteral("Ergebnisse"), QStringLiteral("Bericht") };
    auto* navigation = window.findChild<QListWidget*>(QStringLiteral("navigation"));
    QVERIFY(navigation);
    for (int i = 0; i < MainWindow::pageCount(); ++i) {
        QCOMPARE(window.pageTitle(MainWindow::Page(i)), pages.at(i));
        QVERIFY2(navigation->item(i)->text().endsWith(pages.at(i)), qPrintable(navigation->item(i)->text()));
    }
    // Qt's own texts follow when its translations are installed (qt6-translations-l10n).
    if (QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm")))
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));
}

// What a plan's validation says is worded in the user's language, every reason of it: core gives reasons and
// arguments, never English phrases to splice into German sentences.
void TestTranslations::planProblemsInGerman()
{
    const auto texts = [] {
        QStringList all;
        for (int r = 0; r <= int(PlanIssue::Reason::Last); ++r) {
            PlanIssue issue;
            issue.reason = PlanIssue::Reason(r);
            issue.args = { QStringLiteral("a1"), QStringLiteral("name") };
            issue.cause = { ErrorCode::InvalidOption, QStringLiteral("--x"), QStringLiteral("d") };
            all.append(ErrorText::planIssueText(issue));
        }
        return all;
    };
    const QStringList english = texts();
    QVERIFY(Translations::install(QLocale(QLocale::German, QLocale::Germany)));
    const QStringList german = texts();
    for (qsizetype r = 0; r < english.size(); ++r)
        QVERIFY2(!german.at(r).isEmpty() && german.at(r) != english.at(r),
            qPrintable(QStringLiteral("reason %1: %2").arg(r).arg(german.at(r))));
    const auto plan = ExperimentPlan::fromJson(R"({"schema": "scalebench-plan", "version": 1, "name": "t",
        "servers": ["sandbox"], "workloads": ["oltp_read_only"], "clients": "5..1"})");
    QVERIFY(plan.ok());
    const QList<PlanIssue> issues = plan->validate();
    QCOMPARE(issues.size(), 1);
    QCOMPARE(ErrorText::describe(issues.first()),
        QStringLiteral("Client-Anzahlen: der Bereich läuft rückwärts (5..1) ($.clients)"));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
