// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverrestartwatch.h"

#include "affinity/servermachine.h"
#include "common/procstat.h"
#include "server/serverprocess.h"

#include <optional>

namespace sb {

ServerRestartWatch::Host ServerRestartWatch::localHost(const ServerLocator& where)
{
    Host host;
    host.alive = [](const ProcessIdentity& server) {
        const auto stat = ProcStat::ofProcess(server.pid);
        return stat && stat->startTime() == server.startTime && stat->state() != 'Z';
    };
    host.find = [where]() -> Result<ProcessIdentity> {
        if (!where.socket.isEmpty()) {
            auto found = ServerProcess::bySocket(where.socket);
            if (found || where.port == 0)
                return found;
        }
        return ServerProcess::byPort(where.port);
    };
    return host;
}

ServerRestartWatch::Host ServerRestartWatch::machineHost(std::shared_ptr<ServerMachine> machine, const ServerLocator& where)
{
    Host host;
    host.poll = kAgentPoll;
    host.alive = [machine](const ProcessIdentity& server) {
        auto now = machine->findServer(ServerLocator { server.pid, 0, {} });
        if (!now)
            return now.error().code == ErrorCode::AgentFailed; // the connection's failure: not the server's
        return now->startTime == server.startTime;
    };
    host.find = [machine, where]() { return machine->findServer(where); };
    return host;
}

ServerRestartWatch::ServerRestartWatch(
    ProcessIdentity server, Host host, std::function<Error(const ProcessIdentity&)> rebind)
    : m_server(std::move(server))
    , m_host(std::move(host))
    , m_rebind(std::move(rebind))
{
}

ServerRestartWatch::~ServerRestartWatch()
{
    stop();
}

void ServerRestartWatch::start()
{
    if (!m_thread.joinable())
        m_thread = std::thread([this] { loop(); });
}

void ServerRestartWatch::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

std::vector<ServerRestartWatch::Restart> ServerRestartWatch::take()
{
    std::lock_guard lock(m_mutex);
    return std::exchange(m_done, {});
}

void ServerRestartWatch::serverAnswers()
{
    std::lock_guard lock(m_mutex);
    if (m_answers == Clock::time_point {})
        m_answers = Clock::now();
}

ServerRestartWatch::Clock::time_point ServerRestartWatch::downSince() const
{
    std::lock_guard lock(m_mutex);
    return m_down;
}

// False once stopped.
bool ServerRestartWatch::wait(Clock::duration d)
{
    std::unique_lock lock(m_mutex);
    return !m_wake.wait_for(lock, d, [this] { return m_stop; });
}

void ServerRestartWatch::loop()
{
    while (wait(m_host.poll)) {
        if (m_host.alive(m_server))
            continue;
        const auto down = Clock::now();
        {
            std::lock_guard lock(m_mutex);
            m_down = down;
        }
        // Gone: the server that answers where the run connects next, as soon as it listens.
        std::optional<ProcessIdentity> fresh;
        while (!fresh && wait(m_host.poll)) {
            auto found = m_host.find();
            if (found && !(found->pid == m_server.pid && found->startTime == m_server.startTime)) {
                fresh = *found;
            } else if (std::lock_guard lock(m_mutex);
                       m_answers != Clock::time_point {} && Clock::now() - m_answers > kFindAfterAnswer) {
                // The server answers, yet its process is not to be found: a restart that cannot be bound.
                const Error why = found ? Error { ErrorCode::BindingRefused, {}, {} } : found.error();
                m_done.push_back(Restart { m_server, ProcessIdentity {}, down, m_answers, Clock::now(), why });
                m_down = {};
                return;
            }
        }
        if (!fresh)
            return; // stopped while the server was down: the run records no restart it did not see end
        Restart r { m_server, *fresh, down, Clock::now(), {}, {} };
        r.error = m_rebind(*fresh);
        r.bound = Clock::now();
        m_server = *fresh;
        std::lock_guard lock(m_mutex);
        m_down = {};
        m_answers = {};
        m_done.push_back(r);
    }
}

} // namespace sb
