// SPDX-License-Identifier: GPL-3.0-or-later
// Makes the Runners of several load processes (MPI ranks) one run, through the Runner's hooks: they meet before
// their barriers open (and measure their clock offsets), every interval each rank's counters and histogram buckets
// go to rank 0 (summed: exact), and at the end the summaries are merged. A rank that ends early stops the others;
// one that stops answering ends the run as interrupted within a few seconds, keeping what was measured.
#pragma once

#include "engine/runoptions.h"
#include "mpicontext.h"
#include "rankrecord.h"

#include <QJsonObject>
#include <QStringList>
#include <chrono>
#include <mutex>
#include <optional>

namespace sb {

class IntervalReducer {
public:
    // intervalTimeout: how long a rank waits for the others at an interval before it counts one as lost.
    IntervalReducer(MpiContext& mpi, std::chrono::milliseconds intervalTimeout);

    void setIntervalTimeout(std::chrono::milliseconds timeout) { m_intervalTimeout = timeout; }
    // Every rank's share of the clients, for the layout when a rank is lost before the final merge.
    void setPlannedThreads(std::vector<int> perRank) { m_plannedThreads = std::move(perRank); }
    // Sets beforeStart, mergeInterval and mergeSummary. The options must already hold this rank's share.
    void install(RunOptions& options);
    // Every rank, once rank 0 has prepared the tables (the others never prepare): nobody checks the tables before.
    // A rank that failed earlier answers from finish(); then the run fails at beforeStart on every rank.
    void afterPrepare();
    // Call when this rank gives up or is done: a rank that failed before the start still answers the agreement the
    // others wait in (after the prepare, or at the start).
    void finish(const RunSummary& summary);

    // Rank 0, after the run: one entry per rank (host, clients, clock offset, its counters and how it ended), and
    // the MPI library.
    QJsonObject layout() const;
    const std::vector<RankRecord>& rankSummaries() const { return m_final; }
    const QStringList& hosts() const { return m_hosts; }
    const std::vector<double>& clockOffsetsMs() const { return m_offsets; }
    bool lostRank() const { return m_mpi.broken(); }
    // Rank 0, after the run: the CPU seconds every rank's process spent over the measured part (the clients' CPU of
    // the whole run), or nothing when a rank's is not known (a rank lost, a clock not read).
    std::optional<double> clientCpuSeconds() const;

private:
    Error meet();
    Error agreeOrAbort(std::chrono::milliseconds timeout);
    bool exchange(RankRecord mine, const std::uint64_t* words, MergedReport* merged);
    bool passNewConnectionIds(const std::vector<RankRecord>& all, const std::vector<std::uint64_t>& mine);
    // Rank 0: `sample` and `latency` become those of all ranks.
    bool reduceInterval(IntervalSample& sample, LatencyHistogram& latency, const LatencyHistogram& service);
    bool drain(const RankRecord& mine);
    void mergeSummary(RunSummary& summary, LatencyHistogram& latency, LatencyHistogram& service,
        const LatencyHistogram& connectLatency);
    void applyMerged(RunSummary& summary, const MergedReport& merged) const;
    void applySoFar(RunSummary& summary, LatencyHistogram& latency, LatencyHistogram& service) const;
    void accumulate(const MergedReport& merged);
    QList<quint64> gatherConnectionIds(const QList<quint64>& mine);

    MpiContext& m_mpi;
    std::chrono::milliseconds m_intervalTimeout;
    std::chrono::milliseconds m_startTimeout { 60000 };
    std::chrono::milliseconds m_prepareTimeout { 3600 * 1000 }; // rank 0 may load tables for a long time
    enum class Pending { Prepared, Start, Nothing }; // the next agreement every rank makes
    Pending m_pending = Pending::Prepared;
    Error m_abort; // an agreement said another rank failed: no more collectives, the run fails at its start
    bool m_stoppedByPeer = false;
    // Rank 0: the layout and what the merged intervals held so far (the summary when a rank is lost).
    QStringList m_hosts;
    std::vector<double> m_offsets;
    std::vector<int> m_plannedThreads;
    std::vector<RankRecord> m_final;
    RankRecord m_soFar;
    LatencyHistogram m_soFarLatency, m_soFarService;
    std::vector<std::uint64_t> m_words, m_sum;
    bool m_idsGathered = false;
    // Connection ids opened after the start's gathering: this rank's not yet passed (from the workers' threads), and
    // on rank 0 the other ranks' passed so far.
    std::mutex m_laterIdsMutex;
    std::vector<std::uint64_t> m_unpassedIds;
    QList<quint64> m_passedIds;
    bool m_drained = false; // at the measured end: the clients stayed connected until every rank had ended
    std::chrono::steady_clock::time_point m_startedAt = std::chrono::steady_clock::now();
    // This process's CPU clock at the measured part's start (the barrier, then each warm-up interval's end) and end.
    std::uint64_t m_cpuStartNs = UINT64_MAX, m_cpuEndNs = UINT64_MAX;
};

} // namespace sb
