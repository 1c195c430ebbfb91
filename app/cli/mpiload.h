// SPDX-License-Identifier: GPL-3.0-or-later
// `run` under mpirun or srun: this process is one load rank of several acting as one run (core/mpi). Rank 0 prints;
// the others run their share of the clients silently. Without MPI in the build, start() refuses a multi-rank launch.
#pragma once

#include "common/error.h"
#include "engine/runoptions.h"
#include "experiment/measuredrun.h"

#include <memory>

namespace sb::cli {

class MpiLoad {
public:
    // Null when this process was not started by an MPI launcher (or is the only rank): a plain run.
    static Result<std::unique_ptr<MpiLoad>> start();
    ~MpiLoad(); // a rank that never reached the start still answers the others, then MPI is finalised

    bool isRoot() const;
    // Makes a MeasuredRun one rank of the run: its share of the clients, rate and events (adjustOptions), the
    // Runner's hooks that merge the ranks, and a meeting once rank 0 has prepared the tables (prepareDone on rank
    // 0, serverProbed on the others, before they check the tables). Every rank binds its own clients
    // (--client-cpus on its host); only rank 0 binds the server and records the rank layout in the environment.
    void attach(MeasuredRunRequest& request, MeasuredRunHooks& hooks, bool phasedWorkload);
    // Rank 0, after the summary: one line (or a JSON object) per rank.
    void printRanks(bool json) const;

private:
    struct Impl;
    explicit MpiLoad(std::unique_ptr<Impl> impl);
    Error share(RunOptions& options, bool phasedWorkload);
    void addClientCpu(QJsonObject& environment) const;
    std::unique_ptr<Impl> m;
};

} // namespace sb::cli
