// SPDX-License-Identifier: GPL-3.0-or-later
// One problem found in a plan file, located by its JSON path so a user can find and fix it. Core keeps no words:
// the reason and its arguments are worded by ErrorText (ui/common), for the GUI and the CLI alike.
#pragma once

#include "common/error.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace sb {

struct PlanIssue {
    enum class Severity { Error, Warning };
    enum class Kind {
        Missing, // a required field is absent
        WrongType, // present but of the wrong JSON type or not a number where one is needed
        Invalid, // right type, bad value (out of range, bad syntax, unknown name)
        Duplicate, // a label or name that must be unique is repeated
        Conflict, // two fields that cannot be combined
        Forbidden, // a field that must never be in a plan (passwords)
        Unsupported, // schema or version this build does not read
        UnknownField, // ignored field (warning): usually a typo
    };
    // What is wrong, for the words; `args` holds what the words quote (in the order noted).
    enum class Reason {
        Rejected, // another part of ScaleBench refused the value: `cause` says why
        Required,
        MustBeString,
        MustBeInteger,
        MustNotBeEmpty,
        ScalarValue, // a string, a number or a boolean
        SchemaName,
        VersionNewer, // version, the newest this build reads
        VersionOne,
        ServerList,
        PlainServerName,
        ServerShape,
        TimeoutSeconds,
        Port,
        SslMode, // the modes
        SandboxShape,
        SandboxOwnsConnection,
        NotExecutable, // path
        ServerOptionsShape,
        PidAndPidFile,
        PidNumber,
        PidFilePath,
        PidFileUnreadable, // pid file (cause: why)
        WorkloadList,
        WorkloadShape,
        WorkloadOptionsShape,
        PreparePolicy,
        UnknownWorkload, // name, known names
        OptionNotAccepted, // workload
        CpuAxisList,
        CpuShape,
        CpuListPart, // part
        CpuListBackwards, // part
        CpuPresetNumber, // kind
        CpuSpecForm,
        CpuModifier, // modifier
        ScatterCoresOnly,
        DuplicateLabel, // label, field
        PasswordInPlan,
        UnknownField,
        NumberRange, // minimum, maximum (a number)
        IntegerRange, // minimum, maximum (a whole number)
        DurationForm,
        RateArrivals,
        ClientBind,
        OrderList,
        UnknownAxis, // axis, known axes
        AxisTwice, // axis
        DurationOrEvents,
        SandboxDirShared, // directory
        RestartSettleIgnored,
        ClientCountsShape,
        ClientCount, // the most clients
        ClientCountRepeated, // count
        ClientRangeText, // text
        StepAndDoubling,
        ClientRangeBounds, // the most clients
        ClientRangeBackwards, // from, to
        ClientRangeTooLong, // the most values
        Driver,
        LoadShape, // "load" is not an object
        StringList,
        LauncherNotFound, // the launcher as given
        FewerClientsThanRanks, // the fewest clients, the ranks
        SshTarget, // a server's "ssh" that is not USER@HOST[:PORT]: the text given
        // New reasons go here, before Last (tst_translations words every reason up to it).
        Last = SshTarget,
    };

    Severity severity = Severity::Error;
    Kind kind = Kind::Invalid;
    QString path; // e.g. "$.clients[2]" or "$.server_cpus[1].spec"
    Reason reason = Reason::Rejected;
    QStringList args;
    Error cause; // Reason::Rejected and PidFileUnreadable

    bool isError() const { return severity == Severity::Error; }
    // "$.clients[2]: ClientCount 100000": for logs and test failures, not for people (ErrorText words issues).
    QString toString() const;

    static bool hasErrors(const QList<PlanIssue>& issues);
};

} // namespace sb
