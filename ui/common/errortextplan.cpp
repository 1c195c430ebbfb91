// SPDX-License-Identifier: GPL-3.0-or-later
// ErrorText's words for a plan's problems: the field as the Plan page names it, and what is wrong with it.
#include "errortext.h"

#include "common/fileproblem.h"
#include "common/optionproblem.h"
#include "fileproblemtext.h"
#include "optionproblemtext.h"

#include <QRegularExpression>

namespace sb {

QString ErrorText::planFieldName(const QString& path)
{
    return planField(path, false);
}

QString ErrorText::planFieldOnPage(const QString& path)
{
    return planField(path, true);
}

QString ErrorText::describeOnPage(const PlanIssue& issue)
{
    return tr("%1: %2").arg(planFieldOnPage(issue.path), planIssueText(issue));
}

// onPage: the entries as the Plan page shows them: rows of the CPU tables, values of the client list.
QString ErrorText::planField(const QString& path, bool onPage)
{
    static const QRegularExpression part(QStringLiteral("^\\$\\.?([a-z_]*)(?:\\[(\\d+)\\])?(?:\\.([a-z_]+))?"));
    const QRegularExpressionMatch m = part.match(path);
    const QString key = m.captured(1);
    QString field;
    if (key.isEmpty())
        field = tr("The plan");
    else if (key == QLatin1String("clients"))
        field = tr("Client counts");
    else if (key == QLatin1String("server_cpus"))
        field = tr("Server CPUs");
    else if (key == QLatin1String("client_cpus"))
        field = tr("Client CPUs");
    else if (key == QLatin1String("client_bind"))
        field = tr("Client binding");
    else if (key == QLatin1String("servers"))
        field = tr("Servers");
    else if (key == QLatin1String("workloads"))
        field = tr("Workloads");
    else if (key == QLatin1String("repetitions"))
        field = tr("Repetitions");
    else if (key == QLatin1String("duration"))
        field = tr("Duration");
    else if (key == QLatin1String("events"))
        field = tr("Events");
    else if (key == QLatin1String("warmup"))
        field = tr("Warm-up");
    else if (key == QLatin1String("cooldown"))
        field = tr("Cool-down");
    else if (key == QLatin1String("restart_settle"))
        field = tr("Restart and settle");
    else if (key == QLatin1String("order"))
        field = tr("Axis order");
    else if (key == QLatin1String("name"))
        field = tr("Name");
    else if (key == QLatin1String("report_interval_ms"))
        field = tr("Report interval");
    else if (key == QLatin1String("rate"))
        field = tr("Rate");
    else if (key == QLatin1String("load"))
        field = tr("Load processes");
    else
        field = tr("Field '%1'").arg(key);
    const int entry = m.captured(2).toInt() + 1;
    const bool table = key == QLatin1String("server_cpus") || key == QLatin1String("client_cpus");
    if (m.captured(2).isEmpty())
        ;
    else if (onPage && table)
        field = tr("%1, row %2").arg(field).arg(entry);
    else if (onPage && key == QLatin1String("clients"))
        field = tr("%1, value %2").arg(field).arg(entry);
    else
        field = tr("%1, entry %2").arg(field).arg(entry);
    if (m.captured(3) == QLatin1String("spec") && !(onPage && table)) // a row of the page's table is its CPU set
        field = tr("%1, CPU set").arg(field);
    else if (m.captured(3) == QLatin1String("spec"))
        ;
    else if (m.captured(3) == QLatin1String("label"))
        field = tr("%1, label").arg(field);
    else if (onPage && m.captured(3) == QLatin1String("ssh"))
        field = tr("%1, server's host over ssh").arg(field);
    else if (!m.captured(3).isEmpty())
        field = tr("%1, %2").arg(field, m.captured(3));
    return field;
}

QString ErrorText::describe(const PlanIssue& issue)
{
    return tr("%1: %2 (%3)").arg(planFieldName(issue.path), planIssueText(issue), issue.path);
}

QString ErrorText::planIssueText(const PlanIssue& issue, Audience audience)
{
    using R = PlanIssue::Reason;
    const auto arg = [&issue](qsizetype i) { return issue.args.value(i); };
    switch (issue.reason) {
    case R::Rejected:
        return issue.cause ? describe(issue.cause, audience) : tr("is missing or wrong");
    case R::Required:
        return tr("is required");
    case R::MustBeString:
        return tr("must be a string");
    case R::MustBeInteger:
        return tr("must be an integer");
    case R::MustNotBeEmpty:
        return tr("must not be empty");
    case R::ScalarValue:
        return tr("must be a string, a number or a boolean");
    case R::SchemaName:
        return tr("must be \"scalebench-plan\"");
    case R::VersionNewer:
        return tr("version %1 is newer than this build reads (%2)").arg(arg(0), arg(1));
    case R::VersionOne:
        return tr("must be 1");
    case R::ServerList:
        return tr("must be a non-empty list of servers");
    case R::PlainServerName:
        return tr("a plain string must be \"sandbox\"; describe other servers as objects");
    case R::ServerShape:
        return tr("must be \"sandbox\" or a server object");
    case R::TimeoutSeconds:
        return tr("must be whole seconds, 0 (no limit) to 86400");
    case R::Port:
        return tr("must be a port number 1..65535");
    case R::SslMode:
        return tr("must be one of %1").arg(arg(0));
    case R::SandboxShape:
        return tr("must be an object {\"dir\", \"mysqld\", \"options\"} (all optional)");
    case R::SandboxOwnsConnection:
        return tr("a sandbox server is reached through its own socket and user; remove this field");
    case R::NotExecutable:
        return tr("%1 is not an executable file; give the full path of a mariadbd or mysqld binary (leave it out to "
                  "use the one on PATH)").arg(arg(0));
    case R::ServerOptionsShape:
        return tr("must be an object of server settings, e.g. {\"innodb_buffer_pool_size\": \"1G\"}");
    case R::PidAndPidFile:
        return tr("give pid or pid_file, not both");
    case R::SshTarget: // "ssh" as the plan spells it: the CLI's --server-host-ssh has its own words
        return tr("must be USER@HOST, HOST, HOST:PORT or USER@[IPV6]:PORT, not '%1'").arg(arg(0));
    case R::PidNumber:
        return tr("must be the process id of the local server (a positive integer)");
    case R::PidFilePath:
        return tr("must be the path of the server's pid file");
    case R::PidFileUnreadable:
        return tr("cannot read a pid from %1 (%2); is the server running, and is this its --pid-file?")
            .arg(arg(0), issue.cause.detail.isEmpty() ? issue.cause.context : issue.cause.detail);
    case R::WorkloadList:
        return tr("must be a non-empty list of workloads");
    case R::WorkloadShape:
        return tr("must be a workload name or {name, options}");
    case R::WorkloadOptionsShape:
        return tr("must be an object of option name -> value");
    case R::PreparePolicy:
        return tr("must be auto, always or never");
    case R::UnknownWorkload:
        return tr("unknown workload \"%1\" (known: %2)").arg(arg(0), arg(1));
    case R::OptionNotAccepted:
        return issue.cause ? describe(issue.cause, audience) : tr("is not accepted by %1").arg(arg(0));
    case R::CpuAxisList:
        return tr("must be a non-empty list of CPU configurations");
    case R::CpuShape:
        return tr("must be a CPU spec or {label, spec}");
    case R::CpuListPart:
        return tr("cannot read cpulist part \"%1\"").arg(arg(0));
    case R::CpuListBackwards:
        return tr("cpulist range \"%1\" runs backwards").arg(arg(0));
    case R::CpuPresetNumber:
        return tr("\"%1\" needs a number: %1:N").arg(arg(0));
    case R::CpuSpecForm:
        return tr("must be all, cores:N, package:K, numa:K (with :nosmt, :scatter) or a cpulist like \"0-3,8\"");
    case R::CpuModifier:
        return tr("unknown modifier \"%1\": use nosmt, smt, scatter or compact").arg(arg(0));
    case R::ScatterCoresOnly:
        return tr("scatter only applies to cores:N");
    case R::DuplicateLabel:
        return arg(1) == QLatin1String("name") ? tr("\"%1\" is used twice: names must be unique").arg(arg(0))
                                               : tr("\"%1\" is used twice: labels must be unique").arg(arg(0));
    case R::PasswordInPlan:
        return tr("passwords never go in a plan: they come from the environment or an option file");
    case R::UnknownField:
        return tr("is not a plan field and is ignored (a typo?)");
    case R::NumberRange:
        return tr("must be a number between %1 and %2").arg(arg(0), arg(1));
    case R::IntegerRange:
        return tr("must be an integer between %1 and %2").arg(arg(0), arg(1));
    case R::DurationForm:
        return tr("must be seconds, or a number with a unit: \"90s\", \"5m\", \"1h\", \"250ms\"");
    case R::RateArrivals:
        return tr("must be poisson or constant");
    case R::ClientBind:
        return tr("must be one of all, compact, scatter, none");
    case R::Driver:
        return tr("must be threads or async");
    case R::OrderList:
        return tr("must be a list of axis names");
    case R::UnknownAxis:
        return tr("unknown axis \"%1\": use %2").arg(arg(0), arg(1));
    case R::AxisTwice:
        return tr("\"%1\" is listed twice").arg(arg(0));
    case R::DurationOrEvents:
        return tr("a run needs a positive duration or events");
    case R::SandboxDirShared:
        return tr("another server of this plan uses the sandbox directory %1; give each its own dir").arg(arg(0));
    case R::RestartSettleIgnored:
        return tr("only the sandbox server can be restarted; ignored for the servers of this plan");
    case R::ClientCountsShape:
        return tr("must be a list of client counts, a range like \"1..256 step 25\", or {from, to, step}");
    case R::ClientCount:
        return tr("must be a positive integer (at most %1)").arg(arg(0));
    case R::ClientCountRepeated:
        return tr("repeats %1").arg(arg(0));
    case R::ClientRangeText:
        return tr("cannot read range \"%1\": write \"FROM..TO\", \"FROM..TO step N\" or \"FROM..TO doubling\"")
            .arg(arg(0));
    case R::StepAndDoubling:
        return tr("has both step and doubling");
    case R::ClientRangeBounds:
        return tr("bounds and step must be between 1 and %1").arg(arg(0));
    case R::ClientRangeBackwards:
        return tr("range runs backwards (%1..%2)").arg(arg(0), arg(1));
    case R::ClientRangeTooLong:
        return tr("expands to more than %1 values").arg(arg(0));
    case R::LoadShape:
        return tr("must be an object {\"ranks\", \"hosts\", \"mpirun\", \"extra\"} (ranks required)");
    case R::StringList:
        return tr("must be a list of strings");
    case R::LauncherNotFound: // the same words as the launch's own check gets
        return FileProblemText::describe(
            { ErrorCode::FileUnusable, arg(0), {}, 0, qint64(FileProblem::LauncherNotFound) });
    case R::FewerClientsThanRanks: // the same words as the run's own check (RankShare) gets
        return OptionProblemText::describe(
            { ErrorCode::OptionValueInvalid, {}, {}, 0, qint64(OptionProblem::ClientsPerRank), { arg(0), arg(1) } },
            {});
    }
    return tr("is missing or wrong");
}

} // namespace sb
