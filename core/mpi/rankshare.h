// SPDX-License-Identifier: GPL-3.0-or-later
// One rank's share of a run over several load processes: clients split evenly (the first ranks take the
// remainder), the open-loop rate and an event limit split in proportion to the clients.
#pragma once

#include "common/error.h"
#include "engine/runoptions.h"

namespace sb {

struct RankShare {
    int threads = 0;
    double rate = 0;
    std::uint64_t events = 0;

    // An error when there are fewer clients than ranks (a rank would run nothing).
    static Result<RankShare> of(const RunOptions& whole, int rank, int size);
    static int threadsOf(int totalThreads, int rank, int size);
};

} // namespace sb
