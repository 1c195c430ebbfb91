// SPDX-License-Identifier: GPL-3.0-or-later
// The sampler's reading of the connections' busy time (BusyClock): each counter block's, unwrapped from modulo
// 2^48 ns into a running total, summed. A block's busy time must grow by less than half the modulus (39 hours)
// between two readings: the sampler reads at least every second, and a block has at most 65,535 connections.
// A transaction begun between a block's load and the instant of the reading is missed by it (microseconds of busy
// time); the next reading has it.
#pragma once

#include <cstdint>
#include <vector>

namespace sb {

class WorkerCounters;

class BusyMeter {
public:
    struct Reading {
        std::uint64_t busyNs = 0; // since the run started
        std::uint64_t atNs = 0; // steady clock
    };

    // The busy time of all blocks (the same blocks at every reading of a run) up to the instant it returns (read after
    // the blocks, so that nothing counted in them lies after it).
    Reading read(const std::vector<const WorkerCounters*>& blocks);
    // The same up to `atNs`, once the blocks' writers have stopped (nothing changes after the last one did).
    Reading readStopped(const std::vector<const WorkerCounters*>& blocks, std::uint64_t atNs);

private:
    void loadWords(const std::vector<const WorkerCounters*>& blocks);
    Reading add(std::uint64_t atNs);

    std::vector<std::uint64_t> m_words; // reused: no allocation per reading
    std::vector<std::uint64_t> m_blockNs; // each block's busy time at the last reading
};

} // namespace sb
