// SPDX-License-Identifier: GPL-3.0-or-later
// When and how a run lost a load process (MPI rank): the value of an ErrorCode::LoadRankLost error, whose args are
// listed beside each. ui/common/errortext says it in words.
#pragma once

namespace sb {

enum class RankLoss {
    BeforeStart = 1, // a rank gave no answer within the timeout before the measured time began
    DuringRun, // a rank gave no answer within the timeout while the run measured
    OtherCouldNotStart, // another rank reported an error before the start: args: its error code's name
};

} // namespace sb
