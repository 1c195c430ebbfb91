// SPDX-License-Identifier: GPL-3.0-or-later
// Watches the measured server's identity on its host while a run lasts (its pid and start time: a process killed
// and started again is another process), and when the process the run bound is gone, looks for the server that
// answers where the run connects and hands it to `rebind` at once (RunAffinity::rebind: the run's CPU set again,
// with a journal and a guard of its own), on a thread of its own, so that the new server's threads carry the run's
// set within a poll of its first answer. The run takes the restarts on its own thread (take()) and records them.
//
// The host is asked through two functions: localHost() for this machine (/proc), machineHost() for a ServerMachine
// (the agent's host: its find_server tells a process's identity; the run's rebind then binds through the agent).
#pragma once

#include "affinity/serverbinding.h"
#include "common/error.h"
#include "server/processidentity.h"

#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace sb {

struct ServerLocator;
class ServerMachine;

class ServerRestartWatch {
public:
    using Clock = std::chrono::steady_clock;
    struct Host {
        // True while `server` is still the running process it was read from (a zombie is gone).
        std::function<bool(const ProcessIdentity& server)> alive;
        // The server answering where the run connects (its socket or port), or why none is found (yet).
        std::function<Result<ProcessIdentity>()> find;
        std::chrono::milliseconds poll { 20 }; // how often they are asked
    };
    // This machine: /proc for the identity, ServerProcess for the socket or port.
    static Host localHost(const ServerLocator& where);
    // The server's host as the run reaches it (the agent's: its find_server by pid and by port or socket, a round
    // trip each, asked every kAgentPoll). A call that fails for the connection (not for the process) counts as
    // alive: a lost agent ends the run by its own way, never as a restart.
    static Host machineHost(std::shared_ptr<ServerMachine> machine, const ServerLocator& where);
    static constexpr std::chrono::milliseconds kAgentPoll { 100 };

    struct Restart {
        ProcessIdentity before;
        ProcessIdentity after;
        Clock::time_point down; // when the old process was seen gone
        Clock::time_point up; // when the new one was found answering (listening where the run connects)
        Clock::time_point bound; // when rebind() returned
        Error error; // rebind()'s: the new server could not be given the run's binding
    };
    static constexpr std::chrono::milliseconds kPoll { 20 };
    static constexpr std::chrono::milliseconds kFindAfterAnswer { 1000 };

    ServerRestartWatch(ProcessIdentity server, Host host, std::function<Error(const ProcessIdentity&)> rebind);
    ~ServerRestartWatch();
    ServerRestartWatch(const ServerRestartWatch&) = delete;
    ServerRestartWatch& operator=(const ServerRestartWatch&) = delete;

    void start();
    void stop();
    // The restarts handled since the last call, in their order.
    std::vector<Restart> take();
    // The watched process is gone and no new one answers yet: since when (a zero time point: it runs).
    Clock::time_point downSince() const;
    // The server answers again (its Uptime went down) while the watch is still looking for its process: when it
    // has not found it a second later (a process of another user, say), a restart whose error says why, and no
    // more watching.
    void serverAnswers();

private:
    void loop();
    bool wait(Clock::duration d);

    ProcessIdentity m_server;
    Host m_host;
    std::function<Error(const ProcessIdentity&)> m_rebind;
    std::thread m_thread;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    Clock::time_point m_answers {}; // when the server was said to answer again (serverAnswers), zero: not said
    Clock::time_point m_down {};
    std::vector<Restart> m_done;
};

} // namespace sb
