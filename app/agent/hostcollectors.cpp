// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostcollectors.h"

#include "collectors/hostthreads.h"
#include "server/agentprotocol.h"
#include "server/serverprocess.h"

#include <QThread>

namespace sb::agent {

ProfileWorker::ProfileWorker(pid_t pid, int frequencyHz, ProfileKind kind)
{
    // A QThread (not a std::thread): QProcess needs an event dispatcher in the thread that starts perf, and perf
    // gets SIGINT when this thread ends (PR_SET_PDEATHSIG), so it lives until the profile is folded.
    m_thread = QThread::create([this, pid, frequencyHz, kind] { work(pid, frequencyHz, kind); });
    m_thread->start();
    std::unique_lock lock(m_mutex);
    m_wake.wait(lock, [this] { return m_started; });
}

ProfileWorker::~ProfileWorker()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopAsked = true; // unless it was asked before: the profiler's destructor stops perf
        m_marks |= 4; // bit 4: dropped, no folding
    }
    m_wake.notify_all();
    m_thread->wait();
    delete m_thread;
}

void ProfileWorker::work(pid_t pid, int frequencyHz, ProfileKind kind)
{
    ServerProfiler profiler(pid, frequencyHz, kind);
    const bool started = profiler.start();
    {
        std::lock_guard lock(m_mutex);
        m_started = true;
        if (!started)
            m_startFailure = profiler.stop();
    }
    m_wake.notify_all();
    if (!started)
        return;
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_marks != 0 || m_stopAsked; });
        if (m_marks & 4)
            return; // dropped: ~ServerProfiler stops perf, ~QTemporaryDir removes its data
        if (m_marks & 1)
            profiler.markMeasuredStart();
        if (m_marks & 2)
            profiler.markMeasuredEnd();
        m_marks = 0;
        if (m_stopAsked)
            break;
    }
    lock.unlock();
    ServerProfileResult result = profiler.stop(); // seconds: perf's end and perf script, pings answered meanwhile
    lock.lock();
    m_result = std::move(result);
}

std::optional<ServerProfileResult> ProfileWorker::startFailure() const
{
    std::lock_guard lock(m_mutex);
    return m_startFailure;
}

void ProfileWorker::mark(bool start)
{
    {
        std::lock_guard lock(m_mutex);
        m_marks |= start ? 1 : 2;
    }
    m_wake.notify_all();
}

void ProfileWorker::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopAsked = true;
    }
    m_wake.notify_all();
}

std::optional<ServerProfileResult> ProfileWorker::result() const
{
    std::lock_guard lock(m_mutex);
    return m_startFailure ? m_startFailure : m_result;
}

HostCollectors::HostCollectors() = default;

HostCollectors::~HostCollectors()
{
    drop();
}

void HostCollectors::drop()
{
    m_profiles.clear();
    m_counters.reset();
}

std::optional<Result<QJsonObject>> HostCollectors::handle(const QString& op, const QJsonObject& request)
{
    const pid_t pid = pid_t(request.value(QStringLiteral("pid")).toInt());
    if (op == QLatin1String(kCountersOpen)) {
        if (Error e = ServerProcess::check(pid)) // a MySQL-family server, nothing else
            return Result<QJsonObject>(e);
        m_counters = std::make_unique<HostCounterSession>(pid);
        return Result<QJsonObject>(QJsonObject());
    }
    if (op == QLatin1String(kCountersBegin)) {
        if (m_counters)
            m_counters->begin();
        return Result<QJsonObject>(QJsonObject());
    }
    if (op == QLatin1String(kCountersEnd)) {
        QJsonObject record;
        if (m_counters) {
            m_counters->end();
            record = m_counters->toJson();
        }
        return Result<QJsonObject>(QJsonObject { { QStringLiteral("record"), record } });
    }
    if (op == QLatin1String(kHostThreads)) {
        if (Error e = ServerProcess::check(pid))
            return Result<QJsonObject>(e);
        const int sampleMs = std::clamp(request.value(QStringLiteral("sample_ms")).toInt(200), 20, 1000);
        const HostThreadsNow now = readHostThreadsNow(pid, sampleMs); // well within the heartbeat
        return Result<QJsonObject>(QJsonObject { { QStringLiteral("answered"), now.answered },
            { QStringLiteral("threads"), now.threads }, { QStringLiteral("states"), now.states } });
    }
    if (op == QLatin1String(kProfileStart))
        return profileStart(request);
    // Each profile request names its kind ("on-cpu" when it does not: version 2's first requests).
    const QString kind = request.value(QStringLiteral("kind")).toString(QStringLiteral("on-cpu"));
    const auto found = m_profiles.find(kind);
    ProfileWorker* profile = found == m_profiles.end() ? nullptr : found->second.get();
    if (op == QLatin1String(kProfileMark)) {
        if (profile)
            profile->mark(request.value(QStringLiteral("at")).toString() == QLatin1String("start"));
        return Result<QJsonObject>(QJsonObject());
    }
    if (op == QLatin1String(kProfileStop)) {
        if (profile)
            profile->stop();
        return Result<QJsonObject>(QJsonObject());
    }
    if (op == QLatin1String(kProfileResult)) {
        const auto result = profile ? profile->result() : std::optional<ServerProfileResult>(ServerProfileResult {
                                          false, QStringLiteral("perf_failed"), QStringLiteral("not started"), {} });
        if (!result)
            return Result<QJsonObject>(QJsonObject { { QStringLiteral("done"), false } });
        QJsonObject reply { { QStringLiteral("done"), true }, { QStringLiteral("record"), result->toJson() } };
        if (result->available)
            reply.insert(QStringLiteral("folded"), QString::fromUtf8(result->profile.foldedText()));
        m_profiles.erase(kind); // its data is gone with it
        return Result<QJsonObject>(reply);
    }
    return std::nullopt;
}

Result<QJsonObject> HostCollectors::profileStart(const QJsonObject& request)
{
    const pid_t pid = pid_t(request.value(QStringLiteral("pid")).toInt());
    if (Error e = ServerProcess::check(pid))
        return e;
    const QString kindName = request.value(QStringLiteral("kind")).toString(QStringLiteral("on-cpu"));
    const auto kind = profileKindFromName(kindName);
    if (!kind)
        return Error { ErrorCode::InvalidOption, QStringLiteral("kind"), kindName };
    m_profiles.erase(kindName); // one of a kind at a time: an earlier one's perf is stopped and its data removed
    const int hz = std::clamp(request.value(QStringLiteral("frequency_hz")).toInt(ServerProfiler::kDefaultFrequencyHz), 1, 999);
    auto worker = std::make_unique<ProfileWorker>(pid, hz, *kind);
    if (auto failed = worker->startFailure()) // no perf, perf_event_paranoid, another user's server: said up front
        return QJsonObject { { QStringLiteral("not_available"), failed->toJson().value(QStringLiteral("not_available")) } };
    m_profiles[kindName] = std::move(worker);
    return QJsonObject();
}

} // namespace sb::agent
