// SPDX-License-Identifier: GPL-3.0-or-later
// The server host's collectors through scalebench-agent (protocol version 2): the host counters session and the
// on-CPU profile run there on the server's pid (a pid of that host), and come back as the plain values a local run
// stores (the counters' record; the profile's meta and folded stacks; an incident's busiest threads and their
// states). A part the agent cannot do comes back as
// "not available (reason)", as it would here.
#pragma once

#include "hostcounters.h"
#include "incident.h"
#include "serverprofiler.h"

#include <functional>
#include <memory>

namespace sb {

class AgentConnection;

class AgentHostCounters : public HostCounterSource {
public:
    AgentHostCounters(std::shared_ptr<AgentConnection> connection, pid_t pid);
    void begin() override;
    void end() override;
    QJsonObject toJson() const override { return m_result; }

private:
    std::shared_ptr<AgentConnection> m_connection;
    pid_t m_pid;
    bool m_opened = false;
    QJsonObject m_result;
};

class AgentProfiler : public HostProfiler {
public:
    AgentProfiler(std::shared_ptr<AgentConnection> connection, pid_t pid,
        int frequencyHz = ServerProfiler::kDefaultFrequencyHz, ProfileKind kind = ProfileKind::OnCpu);
    bool start() override;
    void markMeasuredStart() override;
    void markMeasuredEnd() override;
    ServerProfileResult stop() override;

private:
    std::shared_ptr<AgentConnection> m_connection;
    pid_t m_pid;
    int m_frequencyHz;
    ProfileKind m_kind;
    bool m_started = false;
    ServerProfileResult m_failed; // set when start() failed
    QJsonObject request(QJsonObject fields) const; // with the kind (an on-CPU request as version 2 had it)
};

// An incident's host part read there (ServerWatch::Settings::hostThreads); a failed call leaves it not available.
std::function<void(Incident&)> agentHostThreads(std::shared_ptr<AgentConnection> connection, pid_t pid);

} // namespace sb
