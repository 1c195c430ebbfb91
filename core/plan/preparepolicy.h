// SPDX-License-Identifier: GPL-3.0-or-later
// What a run does about its workload's tables before it starts: use them when they fit, load them, or refuse.
// The one rule for the CLI (--prepare), the Run page and plans ("prepare" per workload).
#pragma once

#include "common/error.h"
#include "workload/workload.h"

#include <QString>

namespace sb {

enum class PreparePolicy {
    Auto, // use the tables when their shape matches the options; load ScaleBench's own otherwise; refuse foreign ones
    Always, // recreate ScaleBench's own tables (foreign ones are refused)
    Never, // use what is there; TablesMissing when something is missing
};

[[nodiscard]] Result<PreparePolicy> parsePreparePolicy(const QString& text);
QString preparePolicyName(PreparePolicy policy);

// Applies `policy` to `workload` on `profile`; `prepared` says whether it loaded the tables.
[[nodiscard]] Error applyPreparePolicy(Workload& workload, const ServerProfile& profile, PreparePolicy policy,
    const PrepareOptions& options, bool* prepared = nullptr);

} // namespace sb
