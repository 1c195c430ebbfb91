// SPDX-License-Identifier: GPL-3.0-or-later
// A run of several client groups (run --mix), each its own workload, client count and rate: one Runner per group,
// all connected before any starts, their barriers opened together (RunOptions::beforeStart meets at one barrier),
// on the same report interval, warm-up and duration. Each interval comes back per group and in total (counts
// summed, latency from the merged histograms), on the thread that called run(); so does the summary.
#pragma once

#include "latencyhistogram.h"
#include "runner.h"

#include <QString>
#include <functional>
#include <memory>
#include <stop_token>
#include <vector>

namespace sb {

struct MixGroupRun {
    QString name;
    const Workload* workload = nullptr;
    RunOptions options; // the shared ones, with this group's threads and rate
};

class MixRunner {
public:
    // `groups`: each group's sample of one interval (IntervalSample::group set), then the total of all.
    using Handler = std::function<void(const std::vector<IntervalSample>& groups, const IntervalSample& total)>;

    MixRunner(const ServerProfile& profile, std::vector<MixGroupRun> groups);
    ~MixRunner();

    void setIntervalHandler(Handler handler) { m_onInterval = std::move(handler); }
    // Each group's latency histogram of the interval (nanoseconds, that interval only), just before the interval
    // handler, on the same thread: a live exporter's (core/export/metricsregistry).
    void setLatencyHandler(std::function<void(const QString& group, const LatencyHistogram& latency)> handler)
    {
        m_onLatency = std::move(handler);
    }
    // Runs every group; the total summary, its `groups` each group's own. Blocks until every group ended; one that
    // ends early (failed, stalled) ends the others.
    RunSummary run(std::stop_token stop = {});
    void requestStop();
    // The merged histograms of the measured part, after run().
    const LatencyHistogram& histogram() const { return m_histogram; }
    const LatencyHistogram& serviceHistogram() const { return m_serviceHistogram; }
    // Group `index`'s runner (its histograms), in the order of the groups given and of the summary's `groups`.
    const Runner& groupRunner(std::size_t index) const;

    // Adds `group` into `total` (counts summed; latency is the caller's, from merged histograms).
    static void addSample(IntervalSample& total, const IntervalSample& group);
    static void addSummary(RunSummary& total, const RunSummary& group);

private:
    struct Slot; // one group's runner and what it has delivered
    void deliver(std::size_t index, const IntervalSample& s, const LatencyHistogram& latency,
        const LatencyHistogram& service);
    void emitReady(bool flush);

    ServerProfile m_profile;
    std::vector<std::unique_ptr<Slot>> m_slots;
    Handler m_onInterval;
    std::function<void(const QString& group, const LatencyHistogram& latency)> m_onLatency;
    LatencyHistogram m_histogram;
    LatencyHistogram m_serviceHistogram;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::size_t m_emitted = 0; // intervals handed on
    int m_running = 0;
    std::atomic<bool> m_stopAll { false };
};

} // namespace sb
