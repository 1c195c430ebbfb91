// SPDX-License-Identifier: GPL-3.0-or-later
// --baseline COL and --percent-diff A,B (or --compare COL) as the user gave them, resolved to column indices of a
// table with Speedup::findColumn; a name that matches nothing is a usage error that lists the columns.
#pragma once

#include "analysis/datatable.h"

#include <QString>
#include <optional>

namespace sb::cli {

class ColumnChoice {
public:
    int baseline = 0;
    int diffFrom = -1; // -1: no percentage difference asked
    int diffTo = -1;

    // nullopt after printing the usage error.
    static std::optional<ColumnChoice> pick(
        const DataTable& table, const QString& baseline, const std::optional<QString>& percentDiff);
    // The column `option` names other than the baseline (for `report --compare`); -1 after a usage error.
    static int pickOther(const DataTable& table, const QString& option, const QString& wanted, int baseline);
};

} // namespace sb::cli
