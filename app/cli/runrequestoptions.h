// SPDX-License-Identifier: GPL-3.0-or-later
// The run options of a command line (limits, driver, CPU sets, prepare policy, the local server's pid) into a
// MeasuredRunRequest: read once here for `run` and `explore`.
#pragma once

#include "commandline.h"
#include "common/error.h"
#include "experiment/measuredrun.h"
#include "workloadinvocation.h"

#include <sys/types.h>

namespace sb::cli {

class RunRequestOptions {
public:
    // --threads, --time, --events, --warmup-time, --report-interval, --rate and its companions, --driver and its
    // companions, --client-cpus, --server-cpus, --preset, --client-bind, --server-threads, --keep-off-server-cpus,
    // --prepare and --prepare-threads: into the request's spec and fields.
    [[nodiscard]] static Error read(CommandLine& cl, MeasuredRunRequest& request);
    // --server-pid or --server-pidfile: a local server to bind, checked to be one (0 when neither was given);
    // `check` false: not checked (a load rank other than 0 leaves the server to rank 0, and may run where that pid
    // means nothing).
    [[nodiscard]] static Result<pid_t> serverPid(CommandLine& cl, bool check = true);
    // After inv.createWorkload(): the workload and its options into the spec (the run options checked), then the
    // server from the connection options (starting the sandbox when it is the target), bound through `localPid`.
    [[nodiscard]] static Error complete(WorkloadInvocation& inv, pid_t localPid, MeasuredRunRequest& request);
    // A RunSettings number given as --NAME, checked against its range; `fallback` when absent.
    [[nodiscard]] static Result<double> setting(CommandLine& cl, const char* name, double fallback);
};

} // namespace sb::cli
