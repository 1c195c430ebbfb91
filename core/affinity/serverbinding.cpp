// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverbinding.h"

#include "procthreads.h"
#include "threadaffinity.h"

#include <QDir>
#include <QFile>
#include <cerrno>
#include <optional>
#include <condition_variable>
#include <csignal>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>

namespace sb {

struct ServerBinding::State {
    pid_t pid = 0;
    CpuSet cpus;
    CpuSet mainThreadMask; // what threads created during the binding go back to
    std::map<pid_t, CpuSet> previous; // every thread we bound, with its mask from before
    QList<ThreadMask> refused;
    std::chrono::milliseconds interval { 100 };
    mutable std::mutex mutex;
    std::condition_variable wake;
    bool stopping = false;
    bool active = false;
    std::thread rescanner;
};

namespace {

    // A journal of the mask a server had before we bound it, kept while a binding is active. If the binding
    // process dies (kill -9), the next binding of the same server finds it and restores the true old mask
    // instead of the pinned one. The process start time guards against a reused pid.
    QString journalPath(pid_t pid)
    {
        return QDir::tempPath() + QStringLiteral("/scalebench-binding-%1").arg(pid);
    }

    QByteArray processStartTime(pid_t pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return {};
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        return fields.value(19); // field 22 of stat, counted after the command name
    }

    std::optional<CpuSet> readJournal(pid_t pid)
    {
        QFile f(journalPath(pid));
        if (!f.open(QIODevice::ReadOnly))
            return std::nullopt;
        const QList<QByteArray> lines = f.readAll().split('\n');
        if (lines.value(0) != processStartTime(pid))
            return std::nullopt;
        auto mask = CpuSet::parse(QString::fromLatin1(lines.value(1)));
        return mask ? std::optional<CpuSet>(*mask) : std::nullopt;
    }

    void writeJournal(pid_t pid, const CpuSet& mask)
    {
        QFile f(journalPath(pid));
        if (f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            f.write(processStartTime(pid) + '\n' + mask.toCpuList().toLatin1() + '\n');
    }


    Error bindingError(pid_t pid, const QString& detail, int error = 0)
    {
        Error e;
        e.code = ErrorCode::InvalidOption;
        e.context = QStringLiteral("server process %1").arg(pid);
        e.detail = detail;
        e.value = error;
        return e;
    }

    // Checked before anything is changed, so that a wrong pid leaves no trace.
    Error checkProcess(pid_t pid)
    {
        if (pid <= 0)
            return bindingError(pid, QStringLiteral("not a process id"));
        if (::kill(pid, 0) != 0) {
            const int error = errno;
            if (error == EPERM)
                return bindingError(pid,
                    QStringLiteral("the process is not ours to bind (run ScaleBench as the server's user)"), error);
            return bindingError(pid, QStringLiteral("no such process"), error);
        }
        return {};
    }

    void recordIfRefused(ServerBinding::State& s, pid_t tid)
    {
        const auto mask = threadCpus(tid);
        if (mask && *mask == s.cpus)
            return;
        if (!mask && mask.error().value == ESRCH)
            return; // the thread ended: nothing to report
        s.refused.append({ tid, procThreadName(s.pid, tid), mask ? *mask : CpuSet() });
    }

    // Binds threads not seen before; runs with the mutex held.
    void bindNewThreads(ServerBinding::State& s)
    {
        for (pid_t tid : procThreadIds(s.pid)) {
            if (s.previous.count(tid))
                continue;
            s.previous.emplace(tid, s.mainThreadMask);
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

    // Puts the previous masks back on the given threads; a thread that ended meanwhile is not an error.
    Error restoreMasks(const ServerBinding::State& s, const std::vector<pid_t>& tids)
    {
        Error first;
        for (pid_t tid : tids) {
            const auto it = s.previous.find(tid);
            const CpuSet& mask = it != s.previous.end() ? it->second : s.mainThreadMask;
            const Error e = bindThread(tid, mask);
            if (e && e.value != ESRCH && !first)
                first = e;
        }
        return first;
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
        return bindingError(pid, QStringLiteral("the server CPU set is empty"));
    if (Error e = checkProcess(pid))
        return e;
    auto state = std::make_unique<State>();
    state->pid = pid;
    state->cpus = cpus;
    state->interval = rescanInterval;
    const auto mainMask = threadCpus(pid);
    if (!mainMask)
        return bindingError(pid, mainMask.error().detail, int(mainMask.error().value));
    state->mainThreadMask = *mainMask;
    const std::optional<CpuSet> leftOver = readJournal(pid); // a binder that died left the server pinned
    if (leftOver)
        state->mainThreadMask = *leftOver;

    std::vector<pid_t> bound;
    for (pid_t tid : procThreadIds(pid)) {
        const auto before = threadCpus(tid);
        if (!before)
            continue; // ended between the listing and now
        state->previous.emplace(tid, leftOver ? *leftOver : *before);
        const Error e = bindThread(tid, cpus);
        if (e && e.value == ESRCH)
            continue;
        if (e) {
            restoreMasks(*state, bound);
            return e;
        }
        bound.push_back(tid);
    }
    if (bound.empty())
        return bindingError(pid, QStringLiteral("no thread of the process could be bound"));
    for (pid_t tid : bound)
        recordIfRefused(*state, tid);
    if (!leftOver)
        writeJournal(pid, state->mainThreadMask);
    state->active = true;
    state->rescanner = std::thread(rescanLoop, state.get());
    return ServerBinding(std::move(state));
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
    m_state->rescanner.join();
    std::lock_guard lock(m_state->mutex);
    m_state->active = false;
    // Threads created since the last re-scan are in the listing too and get the main thread's old mask.
    const Error e = restoreMasks(*m_state, procThreadIds(m_state->pid));
    QFile::remove(journalPath(m_state->pid));
    return e;
}

pid_t ServerBinding::pid() const
{
    return m_state ? m_state->pid : 0;
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

Result<pid_t> ServerBinding::pidFromFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        Error e;
        e.code = ErrorCode::FileError;
        e.context = path;
        e.detail = file.errorString();
        return e;
    }
    const QString text = QString::fromUtf8(file.read(64)).trimmed();
    bool ok = false;
    const int pid = text.toInt(&ok);
    if (!ok || pid <= 0) {
        Error e;
        e.code = ErrorCode::ParseError;
        e.context = path;
        e.detail = QStringLiteral("'%1' is not a process id").arg(text);
        return e;
    }
    return pid_t(pid);
}

} // namespace sb
