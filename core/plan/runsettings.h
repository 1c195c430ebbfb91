// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers a user gives for a run, described once: the CLI's options, a plan's fields and the GUI's spin boxes
// all take their names, ranges and units from here, so a value is checked the same way wherever it comes from.
#pragma once

#include "common/error.h"

#include <QList>
#include <QString>

namespace sb {

struct RunSetting {
    const char* cliName; // "warmup_time": --warmup-time
    const char* planKey; // "warmup"
    double minimum;
    double maximum;
    bool integer;
    const char* unit; // "s", "clients", "tx/s", ""
};

class RunSettings {
public:
    static const QList<RunSetting>& all();
    static const RunSetting* byCliName(const QString& name);
    static const RunSetting* byPlanKey(const QString& key);
    // A finite number within the setting's range (a whole one where it must be); OptionOutOfRange naming the option
    // (`context`, as the user wrote it: "--time", "$.duration") and the value otherwise. ErrorText says what the
    // setting accepts, from this table.
    [[nodiscard]] static Result<double> check(const RunSetting& setting, double value, const QString& context);
    // The same from text ("10", "1e3"; "nan", "inf" and overflow refused).
    [[nodiscard]] static Result<double> parse(const RunSetting& setting, const QString& text, const QString& context);
};

} // namespace sb
