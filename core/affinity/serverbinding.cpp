// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverbinding.h"

#include "affinityguard.h"
#include "bindingjournal.h"
#include "common/bindingproblem.h"
#include "bindingrecovery.h"
#include "cpulistproblem.h"
#include "procthreads.h"
#include "threadaffinity.h"

#include <QFile>
#include <cerrno>
#include <condition_variable>
#include <csignal>
#include <cstring>
#include <mutex>
#include <optional>
#include <set>
#include <system_error>
#include <thread>
#include <unistd.h>

namespace sb {

struct ServerBinding::State {
    CpuSet cpus;
    BindingRecord record; // every thread's mask from before, as the journal and the guard hold it too
    QString journal;
    std::optional<AffinityGuard> guard;
    std::set<pid_t> seen; // every thread we bound
    QList<ThreadMask> refused;
    std::chrono::milliseconds interval { 100 };
    mutable std::mutex mutex;
    std::condition_variable wake;
    bool stopping = false;
    bool active = false;
    std::thread rescanner;
};

namespace {

    // Context and args[0]: the server's process id; ui/common/affinityproblemtext says the problem.
    Error bindingError(pid_t pid, BindingProblem problem, const QString& detail = {})
    {
        return { ErrorCode::BindingRefused, QString::number(pid), detail, 0, qint64(problem),
            { QString::number(pid) } };
    }

    // binder 0: the other process is still writing its journal, so who it is cannot be read yet.
    Error alreadyBound(pid_t pid, pid_t binder)
    {
        return { ErrorCode::ServerAlreadyBound, QString::number(pid), {}, 0, qint64(binder) };
    }

    // Checked before anything is changed, so that a wrong pid leaves no trace.
    Error checkProcess(pid_t pid)
    {
        if (pid <= 0)
            return bindingError(pid, BindingProblem::NotAProcessId);
        if (::kill(pid, 0) != 0)
            return bindingError(pid, errno == EPERM ? BindingProblem::NotOurs : BindingProblem::NoSuchProcess);
        return {};
    }

    // A binder that died left the server bound: its journal gives the true old masks back before we read them.
    // A live binding of the same server, or a journal we cannot trust in the way, stops us.
    Error recoverEarlierBinding(pid_t pid)
    {
        for (const RecoveredBinding& r : BindingRecovery::recoverServer(pid)) {
            if (r.status == RecoveredBinding::Status::Active)
                return alreadyBound(pid, r.binderPid);
            if (r.status == RecoveredBinding::Status::Failed || r.status == RecoveredBinding::Status::Refused)
                return r.error;
        }
        return {};
    }

    // Everything needed to undo the binding, read before anything changes.
    Result<BindingRecord> recordOf(pid_t pid, const CpuSet& cpus)
    {
        BindingRecord r;
        auto server = ProcessIdentity::of(pid);
        if (!server)
            return server.error().value == ESRCH ? bindingError(pid, BindingProblem::NoSuchProcess)
                                                 : bindingError(pid, BindingProblem::NotIdentified,
                                                     QString::fromLocal8Bit(std::strerror(int(server.error().value))));
        auto self = ProcessIdentity::of(::getpid());
        if (!self)
            return self.error();
        r.server = *server;
        r.binder = *self;
        r.bound = cpus;
        for (pid_t tid : procThreadIds(pid)) {
            if (const auto mask = threadCpus(tid))
                r.masks.emplace(tid, *mask);
        }
        const auto main = r.masks.find(pid);
        if (main == r.masks.end())
            return bindingError(pid, BindingProblem::NoSuchProcess);
        r.fallback = main->second;
        return r;
    }

    void recordIfRefused(ServerBinding::State& s, pid_t tid)
    {
        const auto mask = threadCpus(tid);
        if (mask && *mask == s.cpus)
            return;
        if (!mask && mask.error().value == ESRCH)
            return; // the thread ended: nothing to report
        s.refused.append({ tid, procThreadName(s.record.server.pid, tid), mask ? *mask : CpuSet() });
    }

    // Binds threads not seen before; runs with the mutex held. They go back to the record's fallback mask.
    void bindNewThreads(ServerBinding::State& s)
    {
        for (pid_t tid : procThreadIds(s.record.server.pid)) {
            if (!s.seen.insert(tid).second)
                continue;
            const Error e = bindThread(tid, s.cpus);
            if (e && e.value == ESRCH)
                continue;
            recordIfRefused(s, tid);
        }
    }

    void rescanLoop(ServerBinding::State* s)
    {
        std::unique_lock lock(s->mutex);
        while (!s->wake.wait_for(lock, s->interval, [s] { return s->stopping; }))
            bindNewThreads(*s);
    }

    // Binds the threads of the record; the first hard failure is returned (a thread that ended is none).
    Error bindAll(ServerBinding::State& s)
    {
        for (const auto& [tid, before] : s.record.masks) {
            const Error e = bindThread(tid, s.cpus);
            if (e && e.value == ESRCH)
                continue;
            if (e)
                return e;
            s.seen.insert(tid);
        }
        if (s.seen.empty())
            return bindingError(s.record.server.pid, BindingProblem::NoThreadBound);
        return {};
    }

} // namespace

ServerBinding::ServerBinding(std::unique_ptr<State> state)
    : m_state(std::move(state))
{
}

ServerBinding::ServerBinding(ServerBinding&& other) noexcept = default;

ServerBinding& ServerBinding::operator=(ServerBinding&& other) noexcept
{
    if (this != &other) {
        restoreQuietly();
        m_state = std::move(other.m_state);
    }
    return *this;
}

ServerBinding::~ServerBinding()
{
    restoreQuietly();
}

void ServerBinding::restoreQuietly()
{
    if (m_state && m_state->active)
        restore();
}

Result<ServerBinding> ServerBinding::apply(pid_t pid, const CpuSet& cpus, std::chrono::milliseconds rescanInterval)
{
    if (cpus.isEmpty())
        return Error { ErrorCode::CpuListInvalid, {}, {}, 0, qint64(CpuListProblem::EmptySet) };
    if (Error e = checkProcess(pid))
        return e;
    if (Error e = recoverEarlierBinding(pid))
        return e;
    auto record = recordOf(pid, cpus);
    if (!record)
        return record.error();
    auto state = std::make_unique<State>();
    state->cpus = cpus;
    state->interval = rescanInterval;
    state->record = std::move(*record);
    // Journal first, then the guard, then the binding: whatever kills us from here on, something can undo it.
    auto journal = BindingJournal::create(state->record);
    if (!journal)
        return journal.error().value == EEXIST ? alreadyBound(pid, 0) : journal.error();
    state->journal = *journal;
    auto guard = AffinityGuard::start(state->record, state->journal);
    if (!guard) {
        BindingJournal::remove(state->journal);
        return guard.error();
    }
    state->guard.emplace(std::move(*guard));
    state->active = true;
    ServerBinding binding(std::move(state));
    if (Error e = bindAll(*binding.m_state)) {
        binding.restore();
        return e;
    }
    for (pid_t tid : binding.m_state->seen)
        recordIfRefused(*binding.m_state, tid);
    {
        // Threads born between the record and the binding (a server that just started makes many) are bound now,
        // not at the first rescan: the binding is whole when this returns, and a read-back right after says so.
        std::lock_guard lock(binding.m_state->mutex);
        bindNewThreads(*binding.m_state);
    }
    try {
        binding.m_state->rescanner = std::thread(rescanLoop, binding.m_state.get());
    } catch (const std::system_error& e) { // no thread to be had (a thread or memory limit): undo, say why
        binding.restore();
        return bindingError(pid, BindingProblem::NoRescanThread, QString::fromLocal8Bit(e.what()));
    }
    return binding;
}

Error ServerBinding::restore()
{
    if (!m_state || !m_state->active)
        return {};
    {
        std::lock_guard lock(m_state->mutex);
        m_state->stopping = true;
    }
    m_state->wake.notify_all();
    if (m_state->rescanner.joinable())
        m_state->rescanner.join();
    std::lock_guard lock(m_state->mutex);
    m_state->active = false;
    const BindingRecord::RestoreResult restored = m_state->record.restore();
    m_state->guard->standDown();
    if (restored.outcome == BindingRecord::Outcome::Failed)
        return restored.error; // the journal stays: the next command's recovery tries again
    BindingJournal::remove(m_state->journal);
    return {};
}

pid_t ServerBinding::pid() const
{
    return m_state ? m_state->record.server.pid : 0;
}

CpuSet ServerBinding::cpus() const
{
    return m_state ? m_state->cpus : CpuSet();
}

bool ServerBinding::isActive() const
{
    return m_state && m_state->active;
}

QList<ThreadMask> ServerBinding::readThreads(pid_t pid)
{
    QList<ThreadMask> masks;
    for (pid_t tid : procThreadIds(pid)) {
        if (const auto mask = threadCpus(tid))
            masks.append({ tid, procThreadName(pid, tid), *mask });
    }
    return masks;
}

CpuSet ServerBinding::effectiveCpus() const
{
    CpuSet all;
    for (const ThreadMask& t : readBack())
        all = all | t.cpus;
    return all;
}

QList<ThreadMask> ServerBinding::refusedThreads() const
{
    if (!m_state)
        return {};
    std::lock_guard lock(m_state->mutex);
    return m_state->refused;
}

} // namespace sb
