// SPDX-License-Identifier: GPL-3.0-or-later
// For tests only: a point inside requestStop() of PlanRunner and Explorer, after the stop has been recorded and
// before requestStop() returns. tst_stopduringend holds the stopping thread there while the run it stops ends, to
// show that nothing a stop does after it is recorded touches a run that may already be gone. Empty otherwise.
#pragma once

#include <functional>

namespace sb::testhook {

inline std::function<void()> stopRecorded;

} // namespace sb::testhook
