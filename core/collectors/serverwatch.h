// SPDX-License-Identifier: GPL-3.0-or-later
// The server's side of one measured phase, as MeasuredRun starts and stops it: the status sampler (its latest rates
// attached to every IntervalSample), the incident detector fed with every interval, and the captures it asks for,
// each on a thread of its own, so that neither a measured connection nor the interval sampler ever waits for the
// server here. Notes (counters the server lacks, a sampler that falls behind) are reported once each.
#pragma once

#include "incident.h"
#include "incidentdetector.h"
#include "serverstatussampler.h"

#include "engine/intervalsample.h"

#include <QJsonObject>
#include <atomic>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace sb {

struct RunOptions;

// Something a collector tells the run once: the status counters the server does not have (names), or that the
// status sampler fell behind (count: readings late or failed; seconds: its longest query; timeoutSec: its own).
struct CollectorNote {
    // NeedsAgentProtocol2: the server host's agent speaks version 1; `names` the parts it cannot do
    // ("host_counters", "server_profile"), `host` its ssh destination.
    enum class Kind { CountersMissing, SamplerBehind, NeedsAgentProtocol2 };
    Kind kind = Kind::CountersMissing;
    QStringList names;
    int count = 0;
    double seconds = 0;
    int timeoutSec = 0;
    QString host;

    QJsonObject toJson() const; // {"type": "note", "collector": "server_counters", "kind": ...}
};

class ServerWatch {
public:
    using Clock = std::chrono::steady_clock;
    using NoteHandler = std::function<void(const CollectorNote&)>;
    struct Settings {
        ServerProfile profile;
        pid_t pid = 0; // a local server's process (host threads of incidents), 0: remote
        // A remote server's host part of incidents (through its agent); unset: this machine's /proc by pid.
        std::function<void(Incident&)> hostThreads;
        QStringList counters; // empty: no status sampler (incidents keep no status deltas then)
        int intervalMs = 1000;
        int captureTimeoutSec = 1;
        bool keepQueryText = false; // incidents keep the statements' literal values (else normalised)
    };

    ServerWatch(Settings settings, NoteHandler notes);
    ~ServerWatch();
    ServerWatch(const ServerWatch&) = delete;
    ServerWatch& operator=(const ServerWatch&) = delete;

    // Starts the sampler and chains its step into options.enrichSample (called on the sampler's thread).
    void install(RunOptions& options);
    // The incidents captured since the last call, in the order they were raised (the run's own thread).
    std::vector<Incident> takeIncidents();
    // Stops the sampler and waits for a capture still under way (at most its timeout).
    void stop();
    // For the environment snapshot: what was sampled, what the server lacked, how the sampler kept up.
    QJsonObject record() const;
    // The server's Uptime in the status sampler's latest reading, and that reading's number (0: none yet, or no
    // sampler): a number that goes down says the server restarted (MeasuredRun's restart watch).
    std::pair<std::uint64_t, qint64> uptime() const;
    // The server restarted: later incidents read the new process's threads (`pid` here, or `hostThreads` through
    // its agent; the one that does not apply is 0 / unset).
    void followServer(pid_t pid, std::function<void(Incident&)> hostThreads);

    // Rates per second between two readings for `names` (levels as read at `to`); names missing in either are left
    // out.
    static std::vector<ServerCounterValue> rates(const ServerStatusSampler::Reading& from,
        const ServerStatusSampler::Reading& to, const QStringList& names);

private:
    void enrich(IntervalSample& sample);
    void attachCounters(IntervalSample& sample);
    void watchIncidents(const IntervalSample& sample);
    void note(const CollectorNote& note);

    Settings m_settings;
    NoteHandler m_notes;
    std::unique_ptr<ServerStatusSampler> m_sampler;
    IncidentDetector m_detector;
    ServerStatusSampler::Reading m_attached;
    std::deque<ServerStatusSampler::Reading> m_recent; // the reading attached to each of the last intervals
    QStringList m_missing;
    bool m_missingChecked = false;
    bool m_behindNoted = false;
    int m_intervalsWithout = 0; // intervals that got no new reading

    std::thread m_capture;
    std::atomic<bool> m_capturing { false };
    std::mutex m_mutex;
    std::vector<Incident> m_done;
    int m_skippedIncidents = 0; // raised while another was still being captured
    int m_followed = 0; // server restarts followed (followServer)
};

} // namespace sb

Q_DECLARE_METATYPE(sb::CollectorNote)
