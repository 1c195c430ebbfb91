// SPDX-License-Identifier: GPL-3.0-or-later
// How a stop travels (issue 24): whoever can end a job owns a std::stop_source (the CLI's interrupt, a GUI job, a
// PlanRunner or Explorer for the runs it starts, a MeasuredRun for its phases) and hands its std::stop_token down:
// plan -> run -> Runner / LoadLaunch. Each level forwards the stop with a std::stop_callback that lives exactly as
// long as the scope that can be stopped, so a stop never reaches an object that is gone (the callback's destructor
// waits for a delivery under way), and nobody keeps a pointer to an object on another thread's stack. Waits that
// are not measurements (a plan's cooldown, a restarted server's settle time) end on the token too.
#pragma once

#include <chrono>
#include <stop_token>

namespace sb {

// Sleeps for `duration` or until `stop` is requested, whichever comes first; false when stopped.
bool sleepUnlessStopped(const std::stop_token& stop, std::chrono::milliseconds duration);

} // namespace sb
