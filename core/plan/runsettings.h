// SPDX-License-Identifier: GPL-3.0-or-later
// The run settings, declared once (issue 37): one table (runsettingtable.cpp) names each setting's field in
// RunSettingValues, default, range and unit, its command-line option and help, its key in plans and in RunSpec's
// JSON, what it sets in the engine's RunOptions and the workstation's label and place. The CLI's options and help,
// the plan reader and writer (and plan validate's issues), RunSpec's JSON (and so its identity), the run options
// handed to the engine, the Run page's settings and the README's option list all read it here, so a value is checked
// the same way wherever it comes from and a new setting is one entry plus the code that uses it.
// core calls no tr(): labels and tool tips are marked QT_TRANSLATE_NOOP("RunSettings", ...); the ui translates them.
#pragma once

#include "common/error.h"
#include "engine/runoptions.h"
#include "planissue.h"
#include "runsettingvalues.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <limits>
#include <span>
#include <variant>

namespace sb {

enum class RunSettingKind {
    Number, // a finite number in [minimum, maximum], whole where `integer`
    Choice, // one of `choices` ("poisson|constant")
    Text, // free text, checked by `checkText` where given
    Flag, // on or off (--profile-server; true/false in plans)
    Option, // a command-line run option that is no value of a RunSpec's settings (its own code reads it)
};

// Where the workstation's Run page shows a setting: on its settings row, under "More settings", or not at all.
enum class RunSettingPlace { None, Row, More };

using RunSettingField = std::variant<std::monostate, double RunSettingValues::*, int RunSettingValues::*,
    std::uint64_t RunSettingValues::*, QString RunSettingValues::*, bool RunSettingValues::*>;
using RunOptionsField
    = std::variant<std::monostate, double RunOptions::*, int RunOptions::*, std::uint64_t RunOptions::*>;

inline constexpr double kUnset = std::numeric_limits<double>::quiet_NaN();

struct RunSetting {
    const char* cliName = ""; // "warmup_time": --warmup-time; "" when the command line has no option for it
    const char* planKey = ""; // its key in plans and in RunSpec's JSON ("warmup"); "" when neither has one
    double minimum = 0;
    double maximum = 0;
    bool integer = false;
    const char* unit = ""; // "s", "clients", "tx/s", ""
    RunSettingKind kind = RunSettingKind::Number;
    RunSettingField field {}; // the value a RunSpec and a plan carry; monostate: none (its own code keeps it)
    double defaultValue = 0; // numbers (the field's default); flags: 1 = on
    const char* defaultText = ""; // choices and texts
    const char* choices = ""; // "poisson|constant"; the engine's enum in the same order
    // A choice that was once on or off (--profile-server): the option given bare, and `true` in plans and RunSpec's
    // JSON, mean this choice; `false` the default. It is written `true` (old identities stay), the others by name.
    const char* flagChoice = "";

    // The command line: --NAME[=METAVAR] (HELP) in `run WORKLOAD --help`.
    const char* metavar = ""; // "S" of --time=S; a choice's: its choices
    const char* help = ""; // in parentheses after the option; may hold "\n    " to go on
    bool helpSameLine = false; // on the help line of the option before it
    const char* helpText = ""; // the whole line instead (--mix)
    double cliScale = 1; // the field holds the option's value times this (--report-interval in s, the field ms)
    double cliDefault = kUnset; // when the command line's default is not the field's (--time: 10)
    bool cliReads = true; // the table's code reads the option into the field (false: not an option of `run`)

    // Plans and RunSpec's JSON (the same key): written when not at the default, or always (`alwaysWritten`: the
    // keys of the first plans, whose identities and hashes have them).
    bool inPlans = false; // plans take it; else only RunSpec's JSON has it (when it has a field)
    bool alwaysWritten = false;
    bool secondsText = false; // plans also take "90s", "5m", "1h", "250ms"
    double planMinimum = kUnset, planMaximum = kUnset; // when a plan's range is not the option's (other unit)
    bool planInteger = false; // a plan's value is whole even where the option's is not
    double planDefault = kUnset; // a plan's default when not the field's (duration: 60)
    PlanIssue::Reason invalidChoice = PlanIssue::Reason::Rejected; // plan validate's reason for another choice
    Error (*checkText)(const QString& text, const QString& context) = nullptr; // a text's own check (the engine's)

    // The engine: what the value sets in RunOptions (MeasuredRun::runOptions).
    RunOptionsField engine {};
    void (*engineChoice)(RunOptions& options, int index) = nullptr; // a choice: its index as the engine's enum
    void (*engineText)(RunOptions& options, const QString& text) = nullptr;

    // The workstation's Run page: label and tool tip (QT_TRANSLATE_NOOP("RunSettings", ...)), where it goes, the
    // widget's object name and the key it is kept under between starts, and what the page narrows.
    const char* label = nullptr;
    const char* toolTip = nullptr;
    RunSettingPlace place = RunSettingPlace::None;
    const char* guiName = ""; // object name; also the AppSettings key unless guiKey is given
    const char* guiKey = "";
    double guiLowest = kUnset; // a higher minimum the page needs (a duration: it has no event count)
    double guiDefault = kUnset; // the page's first value when not the default (threads: 8, duration: 60)
    int guiDecimals = -1; // a number box's decimals (-1: whole numbers in a whole-number box)
    double guiStep = 1;
    const char* guiMinimumText = nullptr; // shown at the minimum ("as fast as possible")
    std::span<const char* const> choiceLabels {}; // a choice's items, as its choices
    const char* guiSuffix = nullptr; // " s", " tx/s" (QT_TRANSLATE_NOOP)
    bool listed = true; // in `run WORKLOAD --help` and the README's list (false: plans' or prepare's own)

    QString optionName() const; // "--warmup-time"
    QStringList choiceNames() const;
    // --NAME VALUE as well as --NAME=VALUE (every kind but on/off options).
    bool takesValue() const
    {
        return kind != RunSettingKind::Flag && !*flagChoice && (kind != RunSettingKind::Option || *metavar || *helpText);
    }
    bool hasField() const { return !std::holds_alternative<std::monostate>(field); }
    double planMin() const { return planMinimum == planMinimum ? planMinimum : minimum; }
    double planMax() const { return planMaximum == planMaximum ? planMaximum : maximum; }
};

class RunSettings {
public:
    static std::span<const RunSetting> all();
    static const RunSetting* byCliName(const QString& name);
    static const RunSetting* byPlanKey(const QString& key);
    // A finite number within the setting's range (a whole one where it must be); OptionOutOfRange naming the option
    // (`context`, as the user wrote it: "--time", "$.duration") and the value otherwise. ErrorText says what the
    // setting accepts, from this table.
    [[nodiscard]] static Result<double> check(const RunSetting& setting, double value, const QString& context);
    // The same from text ("10", "1e3"; "nan", "inf" and overflow refused).
    [[nodiscard]] static Result<double> parse(const RunSetting& setting, const QString& text, const QString& context);

    // A setting's value in `values` as JSON (a uint64 as a double, as stored since the first results files), and
    // back (a JSON value of the wrong type leaves the field as it is).
    static QJsonValue value(const RunSetting& setting, const RunSettingValues& values);
    static void setValue(const RunSetting& setting, RunSettingValues& values, const QJsonValue& value);
    // A choice's name from JSON: the name, or for a flag choice true/false (its flagChoice, its default).
    static QString choiceOf(const RunSetting& setting, const QJsonValue& value);
    // The same from the command line: a flag choice bare, "on", "true" or "1" is its flagChoice, "false" or "0" its
    // default; any other word as given (lower case), for toRunOptions to check.
    static QString choiceOfText(const RunSetting& setting, const QString& text);
    static bool isDefault(const RunSetting& setting, const RunSettingValues& values);
    // Every setting with a field into `object` (plans: those plans take), at its key, unless at its default.
    static void write(const RunSettingValues& values, QJsonObject& object, bool plan);
    // Every setting with a field read from RunSpec's JSON (absent: the default).
    static void read(const QJsonObject& object, RunSettingValues& values);
    // The settings a plan gives every run, from `from` into `to` (a plan's to a spec, a spec's to a plan of one).
    static void copyPlanSettings(const RunSettingValues& from, RunSettingValues& to);
    // The plan keys the reader knows.
    static QStringList planKeys();
    // The engine's options from the values: a choice not among its choices is OptionValueInvalid (OneOf, naming
    // the option), a text its own check's error.
    [[nodiscard]] static Error toRunOptions(const RunSettingValues& values, RunOptions& options);
    // `run WORKLOAD --help`'s lines of run options, from "Run options: " on.
    static QString cliHelp();
    // The README's list (Markdown, one row per setting).
    static QString markdownList();
};

} // namespace sb
