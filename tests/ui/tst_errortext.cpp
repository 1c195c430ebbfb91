// SPDX-License-Identifier: GPL-3.0-or-later
// ErrorText speaks to its reader: the workstation's words name its fields and pages, never a command-line option,
// command or --help; scalebench-cli keeps its options and its pointer to --help. A CPU set this machine cannot give
// (the Plan page's "cores:4" on two cores) is the case that showed "see --help" in the GUI.
#include "affinity/affinitypresets.h"
#include "common/bindingproblem.h"
#include "affinity/cpulistproblem.h"
#include "affinity/presetproblem.h"
#include "affinity/topology.h"
#include "common/errorjson.h"
#include "common/errortext.h"
#include "common/fileproblem.h"
#include "common/optionproblem.h"
#include "common/rankloss.h"
#include "common/sandboxtext.h"
#include "common/translations.h"
#include "server/serverstep.h"
#include "workload/scriptproblem.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <cerrno>

using namespace sb;

class TestErrorText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void workstationWordsNameNoCommandLine();
    void commandLineKeepsItsOptions();
    void aSetTheMachineCannotGive();
    void optionsAreNamedByTheirFields();
    void problemsSayWhatAndKeepTheirData();
    void aPlanSshTargetNamedAsEachReaderSeesIt();
    void filesThreadsAndRanksSayWhat();
    void errorsStoredBeforeReadAsBefore();
    void workstationWordsInGerman(); // from here on the German translator stays installed
    void problemsInGermanHaveNoEnglish();

private:
    static QList<Error> everyError();
    static QList<Error> everyProblem();
};

// A sentence given more values than it has places fills none of them (QString::arg warns): a failure here.
void TestErrorText::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("QString::arg")));
}

// Every code, with an option as context where the code names one and a server elsewhere.
QList<Error> TestErrorText::everyError()
{
    QList<Error> all;
    for (int c = 1; c <= int(kLastErrorCode); ++c) {
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

// Every problem of the codes whose value says which problem it is, with data that no translation contains.
QList<Error> TestErrorText::everyProblem()
{
    QList<Error> all;
    for (int p = 1; p <= int(CpuListProblem::NoSuchCpus); ++p)
        all.append({ ErrorCode::CpuListInvalid, QStringLiteral("0-9"), {}, 0, p,
            { QStringLiteral("71"), QStringLiteral("72"), QStringLiteral("73"), QStringLiteral("local") } });
    for (int p = 1; p <= int(PresetProblem::TooFewCores); ++p)
        all.append({ ErrorCode::CpuPresetInvalid, QStringLiteral("cores:9"), {}, 0, p,
            { QStringLiteral("71"), QStringLiteral("72"), QStringLiteral("local") } });
    for (int p = 1; p <= int(ScriptProblem::TableOfOtherScript); ++p) {
        const bool list = p >= int(ScriptProblem::ListFileMissing) && p <= int(ScriptProblem::NoScripts);
        all.append({ ErrorCode::ScriptInvalid, list ? QStringLiteral("--scripts") : QStringLiteral("q.sql:3:4"), {}, 0,
            p, { QStringLiteral("x71"), QStringLiteral("x72") } });
    }
    all.append({ ErrorCode::TlsCaMissing, QStringLiteral("VERIFY_CA"), {} });
    for (int s = 0; s <= int(ServerStep::KeysChanged); ++s) {
        const auto step = ServerStep(s);
        const QString context = step == ServerStep::Workload ? QString()
            : step == ServerStep::TableNotEmpty              ? QStringLiteral("kvtest")
                                                             : QStringLiteral("SELECT c FROM sbtest1 WHERE id=?");
        all.append({ ErrorCode::ServerError, context, {}, 0, s,
            { QStringLiteral("71"), QStringLiteral("72"), QStringLiteral("73"), QStringLiteral("74") } });
        if (step <= ServerStep::Binding)
            all.append({ ErrorCode::ConnectionLost, context, {}, 0, s });
    }
    all.append(
        { ErrorCode::ConnectionLost, QStringLiteral("127.0.0.1:3306"), {}, 0, qint64(ServerStep::Reconnecting) });
    for (int p = 1; p <= int(OptionProblem::SyntheticTopology); ++p) {
        const auto problem = OptionProblem(p);
        const QString context = problem == OptionProblem::NotInStore ? QStringLiteral("experiment")
            : problem == OptionProblem::RankZeroHost                 ? QStringLiteral("hosts")
            : problem > OptionProblem::NotInStore                    ? QStringLiteral("init_file") // a server setting
                                                                     : QStringLiteral("--threads");
        all.append({ ErrorCode::OptionValueInvalid, context, QStringLiteral("x70"), 0, p,
            { QStringLiteral("71"), QStringLiteral("72"), QStringLiteral("73") } });
    }
    for (int p = int(OptionProblem::AddressForm); p <= int(OptionProblem::AddressNotLocal); ++p) // --metrics-addr
        all.append({ ErrorCode::OptionValueInvalid, QStringLiteral("--metrics-addr"), QStringLiteral("x70"), 0, p,
            { QStringLiteral("127.0.0.71:72") } });
    all.append({ ErrorCode::OptionValueInvalid, QStringLiteral("run"), QStringLiteral("x70"), 0,
        qint64(OptionProblem::NotInStore) });
    for (int p = 1; p <= int(BindingProblem::NoGuard); ++p)
        all.append({ ErrorCode::BindingRefused, QStringLiteral("--server-pid"), {}, 0, p,
            { QStringLiteral("71"), QStringLiteral("x72") } });
    for (int w = int(RankLoss::BeforeStart); w <= int(RankLoss::OtherCouldNotStart); ++w)
        all.append({ ErrorCode::LoadRankLost, {}, {}, 0, w, { QStringLiteral("x71") } });
    for (int s = int(SandboxStep::NotRunning); s <= int(SandboxStep::ShutdownKilled); ++s)
        all.append({ ErrorCode::SandboxFailed, QStringLiteral("/x/sandbox"), {}, 0, s, { QStringLiteral("71") } });
    for (int p = 1; p <= int(FileProblem::BundleExperimentThere); ++p) {
        const auto code
            = p >= int(FileProblem::NotJsonObject) ? ErrorCode::FileContentInvalid : ErrorCode::FileUnusable;
        all.append({ code, QStringLiteral("/x/f70"), {}, 0, p,
            { QStringLiteral("71"), QStringLiteral("x72"), QStringLiteral("73"), QStringLiteral("x74"),
                QStringLiteral("75") } });
    }
    for (const int error : { ESRCH, EPERM, EINVAL, EIO })
        all.append({ ErrorCode::ThreadBindFailed, QStringLiteral("0-3"), {}, 0, error, { QStringLiteral("71") } });
    all.append({ ErrorCode::ThreadBindFailed, {}, {}, 0, ESRCH, { QStringLiteral("71") } }); // reading the mask
    all.append({ ErrorCode::LoadRankFailed, QStringLiteral("node70"), {}, 0, 2, { QStringLiteral("x71") } });
    return all;
}

// Core gives a problem and its data, no words: each problem has its own sentence, and the sentence keeps the data.
void TestErrorText::problemsSayWhatAndKeepTheirData()
{
    QSet<QString> seen;
    for (const Error& e : everyProblem()) {
        for (const auto audience : { ErrorText::Audience::Workstation, ErrorText::Audience::CommandLine }) {
            const QString text = ErrorText::describe(e, audience);
            const QString what
                = QStringLiteral("%1 %2: %3").arg(QLatin1String(errorCodeName(e.code))).arg(e.value).arg(text);
            if (e.code == ErrorCode::OptionValueInvalid) // the option, or the numbers it is about
                QVERIFY2(text.contains(e.detail) || text.contains(e.args.value(1)) || text.contains(e.context)
                        || e.value == qint64(OptionProblem::NoNdbEngine),
                    qPrintable(what));
            else
                QVERIFY2(text.contains(e.context) || e.context == QLatin1String("--scripts")
                        || e.code == ErrorCode::SandboxFailed || e.code == ErrorCode::BindingRefused
                        || e.value == qint64(CpuListProblem::EmptySet)
                        || (e.code == ErrorCode::FileUnusable && e.value == qint64(FileProblem::OtherProcess)),
                    qPrintable(what));
            QVERIFY2(!text.contains(QLatin1String("%1")) && !text.contains(QLatin1String("%2")), qPrintable(what));
            QVERIFY2(!text.contains(QLatin1String("is wrong")) && !text.startsWith(QLatin1String("invalid CPU")),
                qPrintable(what)); // not the fallback
            if (audience == ErrorText::Audience::Workstation) {
                QVERIFY2(!seen.contains(text), qPrintable(what));
                seen.insert(text);
            }
        }
    }
    const Error cores { ErrorCode::CpuPresetInvalid, QStringLiteral("cores:9"), {}, 0,
        qint64(PresetProblem::TooFewCores), { QStringLiteral("9"), QStringLiteral("8"), QStringLiteral("topology") } };
    QCOMPARE(
        ErrorText::describe(cores), QStringLiteral("the CPU preset 'cores:9' needs 9 cores, but this topology has 8"));
    const Error low { ErrorCode::ScriptInvalid, QStringLiteral("a.sql:1:16"), {}, 0,
        qint64(ScriptProblem::LowAboveHigh), { QStringLiteral("10"), QStringLiteral("1") } };
    QCOMPARE(ErrorText::describe(low), QStringLiteral("a.sql:1:16: low (10) is above high (1)"));
    // A file name with "%1" in it stays as it is.
    const Error odd { ErrorCode::ScriptInvalid, QStringLiteral("--scripts"), {}, 0, qint64(ScriptProblem::ListWeight),
        { QStringLiteral("a%1.sql@0") } };
    QCOMPARE(ErrorText::describe(odd, ErrorText::Audience::CommandLine),
        QStringLiteral("invalid value for --scripts: 'a%1.sql@0': the weight after '@' must be a whole number of at "
                       "least 1"));
    QCOMPARE(ErrorText::describe(
                 { ErrorCode::TlsCaMissing, QStringLiteral("VERIFY_CA"), {} }, ErrorText::Audience::CommandLine),
        QStringLiteral("--ssl-mode=VERIFY_CA checks the server's certificate: give --ssl-ca=FILE or --ssl-capath=DIR"));
    // A statement the server failed: the step, the statement, then the server's own message and number.
    QCOMPARE(ErrorText::describe({ ErrorCode::ServerError, QStringLiteral("SELECT 1"),
                 QStringLiteral("Table 'x' doesn't exist"), 1146, qint64(ServerStep::Running) }),
        QStringLiteral("the server returned an error while running SELECT 1 (Table 'x' doesn't exist [1146])"));
    QCOMPARE(ErrorText::describe({ ErrorCode::ServerError, QStringLiteral("SELECT k FROM kvtest"), {}, 9100,
                 qint64(ServerStep::KeysRead),
                 { QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("0"), QStringLiteral("1") } }),
        QStringLiteral("the server's answer to SELECT k FROM kvtest failed the check: 1 of 10 keys found, 0 of them "
                       "with a value other than 1"));
    const Error left { ErrorCode::ServerError, QStringLiteral("kvtest"), {}, 0, qint64(ServerStep::TableNotEmpty) };
    QVERIFY(ErrorText::describe(left, ErrorText::Audience::CommandLine).contains(QLatin1String("--recreate")));
    QVERIFY(ErrorText::describe(left).contains(QLatin1String("Workload page")));
    // A workload option's range, said with the option as each reader knows it.
    const Error size { ErrorCode::OptionValueInvalid, QStringLiteral("--table-size"), QStringLiteral("0"), 0,
        qint64(OptionProblem::AtLeast), { QStringLiteral("1") } };
    QCOMPARE(ErrorText::describe(size), QStringLiteral("table size takes 1 or more, not 0"));
    QCOMPARE(ErrorText::describe(size, ErrorText::Audience::CommandLine),
        QStringLiteral("--table-size takes 1 or more, not 0"));
    // A plan's check of its client counts and the run's own (RankShare) say it alike.
    PlanIssue shared;
    shared.reason = PlanIssue::Reason::FewerClientsThanRanks;
    shared.args = { QStringLiteral("2"), QStringLiteral("3") };
    QCOMPARE(ErrorText::planIssueText(shared),
        QStringLiteral("2 clients cannot be shared by 3 load processes: every process needs one client at least"));
    // The sandbox's steps as it starts, and where it failed with the log's own words after it.
    QCOMPARE(SandboxText::step(SandboxStep::Starting,
                 { QStringLiteral("/usr/sbin/mariadbd"), QStringLiteral("3307"), QStringLiteral("/tmp/s.sock") }),
        QStringLiteral("starting /usr/sbin/mariadbd on port 3307 and socket /tmp/s.sock"));
    QCOMPARE(ErrorText::describe({ ErrorCode::SandboxFailed, QStringLiteral("/x/sandbox"),
                 QStringLiteral("[ERROR] Can't open the mysql.plugin table"), 0, qint64(SandboxStep::Initialise) }),
        QStringLiteral(
            "the sandbox server could not initialise its data directory ([ERROR] Can't open the mysql.plugin "
            "table)"));
}

// The words for files, a thread's CPU mask and another load process, each with its data, as core gives them.
// A plan's "ssh" that is not a target: ErrorText::describe names the field and keeps the JSON path, the Plan page
// words the field.
void TestErrorText::aPlanSshTargetNamedAsEachReaderSeesIt()
{
    PlanIssue ssh;
    ssh.path = QStringLiteral("$.servers[1].ssh");
    ssh.reason = PlanIssue::Reason::SshTarget;
    ssh.args = { QStringLiteral("two words") };
    QCOMPARE(ErrorText::describe(ssh),
        QStringLiteral("Servers, entry 2, ssh: must be USER@HOST, HOST, HOST:PORT or USER@[IPV6]:PORT, not 'two words' "
                       "($.servers[1].ssh)"));
    QCOMPARE(ErrorText::describeOnPage(ssh),
        QStringLiteral("Servers, entry 2, server's host over ssh: must be USER@HOST, HOST, HOST:PORT or "
                       "USER@[IPV6]:PORT, not 'two words'"));
}

void TestErrorText::filesThreadsAndRanksSayWhat()
{
    QCOMPARE(ErrorText::describe({ ErrorCode::FileUnusable, QStringLiteral("/run/user/1000/scalebench"), {}, 0,
                 qint64(FileProblem::NotOurs), { QStringLiteral("65534"), QStringLiteral("1000") } }),
        QStringLiteral("/run/user/1000/scalebench belongs to user id 65534, not to this user (1000)"));
    QCOMPARE(ErrorText::describe({ ErrorCode::FileContentInvalid, QStringLiteral("/j"), {}, 0,
                 qint64(FileProblem::JournalLine), { QStringLiteral("3") } }),
        QStringLiteral("line 3 of the binding journal /j cannot be read"));
    QCOMPARE(ErrorText::describe({ ErrorCode::FileUnusable, QStringLiteral("/r.sqlite"), {}, 0,
                 qint64(FileProblem::NewerStore), { QStringLiteral("9"), QStringLiteral("4") } }),
        QStringLiteral("/r.sqlite was written by a newer version of ScaleBench (results format 9; this version reads "
                       "up to 4); open it with that version"));
    QCOMPARE(ErrorText::describe({ ErrorCode::FileUnusable, QStringLiteral("/s"), QStringLiteral("Permission denied"),
                 0, qint64(FileProblem::NotCreated) }),
        QStringLiteral("cannot create the directory /s (Permission denied)"));
    // A plan's launcher check and the launch's own say it alike.
    PlanIssue launcher;
    launcher.reason = PlanIssue::Reason::LauncherNotFound;
    launcher.args = { QStringLiteral("mpirun") };
    QCOMPARE(ErrorText::planIssueText(launcher),
        ErrorText::describe(
            { ErrorCode::FileUnusable, QStringLiteral("mpirun"), {}, 0, qint64(FileProblem::LauncherNotFound) }));
    QCOMPARE(ErrorText::describe({ ErrorCode::ThreadBindFailed, QStringLiteral("0-3"),
                 QStringLiteral("Invalid argument"), 0, EINVAL, { QStringLiteral("77") } }),
        QStringLiteral("the kernel refused CPUs 0-3 for thread 77: are they outside this cgroup's cpuset? (Invalid "
                       "argument)"));
    QCOMPARE(ErrorText::describe({ ErrorCode::LoadRankFailed, QStringLiteral("node2"), {}, 1205, 2,
                 { QLatin1String(errorCodeName(ErrorCode::ServerError)) } }),
        QStringLiteral("load process 2 (MPI rank) on node2 ended the run with the error server-error [1205]"));
    QCOMPARE(ErrorText::describe({ ErrorCode::BindingRefused, {}, QStringLiteral("Resource temporarily unavailable"), 0,
                 qint64(BindingProblem::NoGuard) }),
        QStringLiteral("the guard process, which puts the server's CPU masks back if ScaleBench ends, did not start; "
                       "nothing was bound (Resource temporarily unavailable)"));
    QCOMPARE(ErrorText::describe({ ErrorCode::OptionValueInvalid, QStringLiteral("--synthetic"),
                 QStringLiteral("package:two"), 0, qint64(OptionProblem::SyntheticTopology) }),
        QStringLiteral("'package:two' is not an hwloc synthetic topology such as 'package:2 core:6 pu:2'"));
    // The codes after Internal travel by name in results files and error lines like the others.
    for (const ErrorCode code : { ErrorCode::FileUnusable, ErrorCode::LoadRankFailed, kLastErrorCode })
        QCOMPARE(ErrorJson::fromJson(ErrorJson::toJson({ code, {}, {} })).code, code);
}

// A results file keeps a failed run's error as core gave it then: English details that core no longer writes still
// read as they did.
void TestErrorText::errorsStoredBeforeReadAsBefore()
{
    const auto cli = [](const Error& e) { return ErrorText::describe(e, ErrorText::Audience::CommandLine); };
    QCOMPARE(cli({ ErrorCode::InvalidOption, QStringLiteral("CPU set '0-3'"), QStringLiteral("thread 5 does not exist"),
                 0, ESRCH }),
        QStringLiteral(
            "invalid value for CPU set '0-3'; see --help for the accepted values (thread 5 does not exist)"));
    QCOMPARE(cli({ ErrorCode::LoadLaunchFailed, QStringLiteral("mpirun"), QStringLiteral("not found on PATH") }),
        QStringLiteral("the load processes could not be started with mpirun (not found on PATH)"));
    QCOMPARE(cli({ ErrorCode::AlreadyClaimed, QStringLiteral("run 3"), {} }),
        QStringLiteral("run 3 is being run by another process (a second 'plan resume' of the same plan?); it was left "
                       "to it"));
    QCOMPARE(cli({ ErrorCode::AlreadyClaimed, {}, {}, 0, 3 }),
        QStringLiteral("run 3 of the plan is being run by another process (a second 'plan resume' of the same plan?); "
                       "it was left to it"));
    QCOMPARE(cli({ ErrorCode::ConnectFailed, QStringLiteral("load rank 1 (node2)"), {} }),
        QStringLiteral("cannot connect to load rank 1 (node2): check that the server runs and that host, port or "
                       "socket are right"));
}

void TestErrorText::workstationWordsNameNoCommandLine()
{
    static const QRegularExpression option(QStringLiteral("(^|[\\s(])--[a-z]"));
    for (const Error& e : everyError() + everyProblem()) {
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
    QCOMPARE(gui,
        QStringLiteral("the CPU preset '%1' needs %2 cores, but this machine has %3")
            .arg(spec)
            .arg(topology->coreCount() + 2)
            .arg(topology->coreCount()));
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

// The sentences a German reader sees for these problems are German throughout: what is left after taking out the
// data and the script syntax they quote has none of the English words the old details brought in.
void TestErrorText::problemsInGermanHaveNoEnglish()
{
    static const QRegularExpression english(QStringLiteral(
        "\\b(the|is|are|needs?|but|this|has|have|and|or|of|to|must|not|with|use|give|after|before|expected|unknown|"
        "without|inside|only|at|line|file|name|number|value|table|variable|takes|checks|invalid|no|a)\\b"));
    static const QRegularExpression option(QStringLiteral("--[a-z-]+")); // --server-pidfile is no English "file"
    for (const Error& e : everyProblem()) {
        for (const auto audience : { ErrorText::Audience::Workstation, ErrorText::Audience::CommandLine }) {
            const QString german = ErrorText::describe(e, audience);
            QString words = german;
            words.remove(option);
            words.remove(e.context);
            if (e.code == ErrorCode::OptionValueInvalid)
                words.remove(e.detail); // the value given
            for (const QString& a : e.args)
                words.remove(a);
            const auto m = english.match(words);
            QVERIFY2(!m.hasMatch(), qPrintable(m.captured(0) + QStringLiteral(" in: ") + german));
        }
    }
    // What the sandbox says while it starts (the Connection page's activity line, the CLI's progress).
    const QStringList paths { QStringLiteral("/x71"), QStringLiteral("72"), QStringLiteral("/x73") };
    for (int s = int(SandboxStep::AlreadyRunning); s <= int(SandboxStep::Ready); ++s) {
        QString words = SandboxText::step(SandboxStep(s), paths);
        QVERIFY(!words.isEmpty());
        for (const QString& p : paths)
            words.remove(p);
        const auto m = english.match(words);
        QVERIFY2(!m.hasMatch(), qPrintable(m.captured(0) + QStringLiteral(" in: ") + words));
    }
    QCOMPARE(ErrorText::describe(
                 { ErrorCode::CpuPresetInvalid, QStringLiteral("cores:4"), {}, 0, qint64(PresetProblem::TooFewCores),
                     { QStringLiteral("4"), QStringLiteral("2"), QStringLiteral("local") } }),
        QStringLiteral("die CPU-Vorgabe 'cores:4' braucht 4 Kerne, aber dieser Rechner hat 2"));
    QCOMPARE(ErrorText::describe({ ErrorCode::FileContentInvalid, QStringLiteral("/j"), {}, 0,
                 qint64(FileProblem::JournalLine), { QStringLiteral("3") } }),
        QStringLiteral("Zeile 3 des Bindungsjournals /j ist unlesbar"));
}

QTEST_MAIN(TestErrorText)
#include "tst_errortext.moc"
