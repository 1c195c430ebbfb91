// SPDX-License-Identifier: GPL-3.0-or-later
// The status counters a run samples every interval (--server-counters, plans' server_counters): a list of names, the
// default set, or none; and which of them are levels (read as they are) rather than counters (read as rates).
#pragma once

#include "common/error.h"

#include <QStringList>

namespace sb {

class ServerCounterSet {
public:
    static QString defaultText() { return QStringLiteral("default"); }
    static const QStringList& defaultNames();
    // "default" (or empty), "none", or names separated by commas ("default" may be one of them: the default set
    // and more). OptionValueInvalid (OptionProblem::StatusCounterName) for a name that cannot be a status variable's.
    // `option` names the option in the error ("--server-counters", "$.server_counters").
    [[nodiscard]] static Result<QStringList> parse(const QString& text, const QString& option);
    // Threads_running and the like: the value at the interval's end, not a rate.
    static bool isLevel(const QString& name);
};

} // namespace sb
