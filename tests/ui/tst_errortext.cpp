// SPDX-License-Identifier: GPL-3.0-or-later
// ErrorText speaks to its reader: the workstation's words name its fields and pages, never a command-line option,
// command or --help; scalebench-cli keeps its options and its pointer to --help. A CPU set this machine cannot give
// (the Plan page's "cores:4" on two cores) is the case that showed "see --help" in the GUI.
#include "affinity/affinitypresets.h"
#include "affinity/topology.h"
#include "common/errortext.h"
#include "common/translations.h"

#include <QRegularExpression>
#include <QTest>

using namespace sb;

class TestErrorText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void workstationWordsNameNoCommandLine();
    void commandLineKeepsItsOptions();
    void aSetTheMachineCannotGive();
    void optionsAreNamedByTheirFields();
    void workstationWordsInGerman(); // last: the German translator stays installed

private:
    static QList<Error> everyError();
};

// Every code, with an option as context where the code names one and a server elsewhere.
QList<Error> TestErrorText::everyError()
{
    QList<Error> all;
    for (int c = 1; c <= int(ErrorCode::Internal); ++c) {
        const auto code = ErrorCode(c);
        const bool option = code == ErrorCode::InvalidOption || code == ErrorCode::OptionOutOfRange
            || code == ErrorCode::UnknownOption;
        Error e { code, option ? QStringLiteral("--rate-max-backlog") : QStringLiteral("127.0.0.1:3306"),
            QStringLiteral("7"), 0, 3 };
        all.append(e);
        if (option) { // an option the workstation has a field for, and one of a workload
            e.context = QStringLiteral("--threads");
            all.append(e);
            e.context = QStringLiteral("--table-size");
            all.append(e);
        }
    }
    return all;
}

void TestErrorText::workstationWordsNameNoCommandLine()
{
    static const QRegularExpression option(QStringLiteral("(^|[\\s(])--[a-z]"));
    for (const Error& e : everyError()) {
        const QString text = ErrorText::describe(e);
        const QString what = QStringLiteral("%1: %2").arg(QLatin1String(errorCodeName(e.code)), text);
        QVERIFY2(!text.isEmpty(), qPrintable(what));
        QVERIFY2(!text.contains(QLatin1String("--help")), qPrintable(what));
        QVERIFY2(!text.contains(QLatin1String("scalebench-cli")), qPrintable(what));
        QVERIFY2(!option.match(text).hasMatch() || e.context == QLatin1String("--rate-max-backlog"), qPrintable(what));
    }
}

void TestErrorText::commandLineKeepsItsOptions()
{
    const auto cli = [](const Error& e) { return ErrorText::describe(e, ErrorText::Audience::CommandLine); };
    QCOMPARE(cli({ ErrorCode::InvalidOption, QStringLiteral("--port"), QStringLiteral("x") }),
        QStringLiteral("invalid value for --port; see --help for the accepted values (x)"));
    QCOMPARE(cli({ ErrorCode::NoRunLimit, {}, {} }),
        QStringLiteral("give a duration (--time) or an event count (--events)"));
    QVERIFY(cli({ ErrorCode::AccessDenied, QStringLiteral("h"), {} }).contains(QLatin1String("--user")));
    // An option outside RunSettings' table: no "it takes see --help".
    QCOMPARE(cli({ ErrorCode::OptionOutOfRange, QStringLiteral("--foo"), QStringLiteral("9") }),
        QStringLiteral("--foo cannot be 9; see --help for the accepted values"));
    QCOMPARE(cli({ ErrorCode::OptionOutOfRange, QStringLiteral("--threads"), QStringLiteral("0") }),
        QStringLiteral("--threads cannot be 0: it takes a whole number from 1 to 100000 clients"));
    // A plan's problem printed by `plan validate` is the command line's too.
    PlanIssue issue;
    issue.reason = PlanIssue::Reason::Rejected;
    issue.cause = { ErrorCode::InvalidOption, QStringLiteral("--x"), QStringLiteral("d") };
    QVERIFY(ErrorText::planIssueText(issue, ErrorText::Audience::CommandLine).contains(QLatin1String("--help")));
    QCOMPARE(ErrorText::planIssueText(issue), QStringLiteral("invalid value for x (d)"));
}

void TestErrorText::aSetTheMachineCannotGive()
{
    auto topology = Topology::loadLocal();
    QVERIFY(topology.ok());
    const QString spec = QStringLiteral("cores:%1").arg(topology->coreCount() + 2);
    const auto set = AffinityPresets::resolve(*topology, spec);
    QVERIFY(!set.ok());
    const QString gui = ErrorText::describe(set.error());
    QVERIFY2(!gui.contains(QLatin1String("--help")), qPrintable(gui));
    QVERIFY2(gui.contains(QStringLiteral("but this machine has %1").arg(topology->coreCount())), qPrintable(gui));
    QCOMPARE(gui.left(gui.indexOf(QLatin1String(" ("))), QStringLiteral("invalid value for preset '%1'").arg(spec));
    QVERIFY(ErrorText::describe(set.error(), ErrorText::Audience::CommandLine).contains(QLatin1String("see --help")));
}

void TestErrorText::optionsAreNamedByTheirFields()
{
    QCOMPARE(ErrorText::describe({ ErrorCode::InvalidOption, QStringLiteral("--server-cpus"), QStringLiteral("0-x") }),
        QStringLiteral("invalid value for Server CPUs (0-x)"));
    QCOMPARE(ErrorText::describe({ ErrorCode::InvalidOption, QStringLiteral("--table-size"), QStringLiteral("-1") }),
        QStringLiteral("invalid value for table size (-1)"));
    QCOMPARE(ErrorText::describe({ ErrorCode::OptionOutOfRange, QStringLiteral("--threads"), QStringLiteral("0") }),
        QStringLiteral("Threads cannot be 0: it takes a whole number from 1 to 100000 clients"));
    QCOMPARE(ErrorText::describe({ ErrorCode::OptionOutOfRange, QStringLiteral("--foo"), QStringLiteral("9") }),
        QStringLiteral("foo cannot be 9"));
    QCOMPARE(
        ErrorText::describe({ ErrorCode::NoRunLimit, {}, {} }), QStringLiteral("give a duration or an event count"));
}

void TestErrorText::workstationWordsInGerman()
{
    QVERIFY(Translations::install(QLocale(QLocale::German, QLocale::Germany)));
    const QString text
        = ErrorText::describe({ ErrorCode::InvalidOption, QStringLiteral("--server-cpus"), QStringLiteral("d") });
    QCOMPARE(text, QStringLiteral("ungültiger Wert für Server-CPUs (d)"));
    for (const Error& e : everyError()) {
        const QString german = ErrorText::describe(e);
        QVERIFY2(!german.contains(QLatin1String("--help")) && !german.contains(QLatin1String("scalebench-cli")),
            qPrintable(german));
    }
}

QTEST_MAIN(TestErrorText)
#include "tst_errortext.moc"
