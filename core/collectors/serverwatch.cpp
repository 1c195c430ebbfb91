// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverwatch.h"

#include "incidentcapture.h"
#include "servercounterset.h"

#include "engine/runoptions.h"

#include <QJsonArray>

namespace sb {

QJsonObject CollectorNote::toJson() const
{
    if (kind == Kind::NeedsAgentProtocol2)
        return { { QStringLiteral("type"), QStringLiteral("note") }, { QStringLiteral("collector"), QStringLiteral("server_host") },
            { QStringLiteral("kind"), QStringLiteral("needs_agent_protocol_2") }, { QStringLiteral("host"), host },
            { QStringLiteral("names"), QJsonArray::fromStringList(names) } };
    QJsonObject o { { QStringLiteral("type"), QStringLiteral("note") },
        { QStringLiteral("collector"), QStringLiteral("server_counters") },
        { QStringLiteral("kind"),
            kind == Kind::CountersMissing ? QStringLiteral("counters_missing") : QStringLiteral("sampler_behind") } };
    if (!names.isEmpty())
        o.insert(QStringLiteral("names"), QJsonArray::fromStringList(names));
    if (kind == Kind::SamplerBehind) {
        o.insert(QStringLiteral("count"), count);
        o.insert(QStringLiteral("longest_query_sec"), seconds);
        o.insert(QStringLiteral("timeout_sec"), timeoutSec);
    }
    return o;
}

ServerWatch::ServerWatch(Settings settings, NoteHandler notes)
    : m_settings(std::move(settings))
    , m_notes(std::move(notes))
{
}

ServerWatch::~ServerWatch()
{
    stop();
}

void ServerWatch::install(RunOptions& options)
{
    if (!m_settings.counters.isEmpty() && !m_sampler) {
        m_sampler = std::make_unique<ServerStatusSampler>(m_settings.profile, m_settings.intervalMs);
        m_sampler->start();
    }
    auto previous = options.enrichSample;
    options.enrichSample = [this, previous](IntervalSample& s) {
        if (previous)
            previous(s);
        enrich(s);
    };
}

void ServerWatch::enrich(IntervalSample& s)
{
    attachCounters(s);
    watchIncidents(s);
}

std::vector<ServerCounterValue> ServerWatch::rates(
    const ServerStatusSampler::Reading& from, const ServerStatusSampler::Reading& to, const QStringList& names)
{
    std::vector<ServerCounterValue> values;
    const double seconds = std::chrono::duration<double>(to.at - from.at).count();
    if (from.sequence == 0 || to.sequence <= from.sequence || seconds <= 0)
        return values;
    for (const QString& name : names) {
        const auto now = to.values.constFind(name);
        if (now == to.values.cend())
            continue;
        if (ServerCounterSet::isLevel(name)) {
            values.push_back({ name, double(now.value()) });
            continue;
        }
        const auto then = from.values.constFind(name);
        if (then != from.values.cend()) // a counter that went back (FLUSH STATUS) changed by what it counts now
            values.push_back({ name, double(now.value() >= then.value() ? now.value() - then.value() : now.value()) / seconds });
    }
    return values;
}

void ServerWatch::attachCounters(IntervalSample& s)
{
    if (!m_sampler)
        return;
    const ServerStatusSampler::Reading latest = m_sampler->latest();
    m_sampler->alignTo(Clock::now());
    if (latest.sequence != 0 && !m_missingChecked) {
        m_missingChecked = true;
        for (const QString& name : m_settings.counters) {
            if (!latest.values.contains(name))
                m_missing.append(name);
        }
        if (!m_missing.isEmpty())
            note({ CollectorNote::Kind::CountersMissing, m_missing, 0, 0, 0, {} });
    }
    const ServerStatusSampler::Reading from = m_attached.sequence ? m_attached : m_sampler->first();
    if (latest.sequence > from.sequence && from.sequence != 0) {
        s.serverCounters = rates(from, latest, m_settings.counters);
        m_attached = latest;
    } else if (from.sequence != 0) {
        ++m_intervalsWithout; // no reading came in during this interval: its counters are absent
    } else if (latest.sequence != 0) {
        m_attached = latest; // the first reading: the next interval's rates start here
    }
    m_recent.push_back(m_attached);
    while (m_recent.size() > 16)
        m_recent.pop_front();
    const int behind = m_sampler->lateReadings() + m_sampler->failedReadings();
    if (!m_behindNoted && (behind > 0 || m_intervalsWithout > 1)) {
        m_behindNoted = true;
        note({ CollectorNote::Kind::SamplerBehind, {}, std::max(behind, m_intervalsWithout),
            m_sampler->longestQuerySec(), m_sampler->timeoutSec(), {} });
    }
}

void ServerWatch::watchIncidents(const IntervalSample& s)
{
    std::optional<Incident> raised = m_detector.feed(s);
    if (!raised)
        return;
    if (m_capturing.load()) {
        ++m_skippedIncidents;
        return;
    }
    if (m_capture.joinable())
        m_capture.join(); // the previous capture has ended (m_capturing is false)
    // The status deltas count from the reading of the last interval before the low ones began.
    ServerStatusSampler::Reading baseline;
    const std::size_t back = std::size_t(std::max(1, raised->lowIntervals)) + 1;
    if (!m_recent.empty())
        baseline = m_recent.size() >= back ? m_recent[m_recent.size() - back] : m_recent.front();
    m_capturing.store(true);
    pid_t pid = 0;
    std::function<void(Incident&)> hostThreads;
    {
        std::lock_guard lock(m_mutex); // followServer() changes them on the run's thread
        pid = m_settings.pid;
        hostThreads = m_settings.hostThreads;
    }
    m_capture = std::thread([this, incident = *raised, baseline, pid, hostThreads]() mutable {
        if (hostThreads)
            IncidentCapture::capture(incident, m_settings.profile, hostThreads, baseline.values, baseline.at,
                m_settings.captureTimeoutSec, m_settings.keepQueryText);
        else
            IncidentCapture::capture(incident, m_settings.profile, pid, baseline.values, baseline.at,
                m_settings.captureTimeoutSec, m_settings.keepQueryText);
        {
            std::lock_guard lock(m_mutex);
            m_done.push_back(std::move(incident));
        }
        m_capturing.store(false);
    });
}

void ServerWatch::followServer(pid_t pid, std::function<void(Incident&)> hostThreads)
{
    std::lock_guard lock(m_mutex);
    m_settings.pid = pid;
    m_settings.hostThreads = std::move(hostThreads);
    ++m_followed;
}

std::vector<Incident> ServerWatch::takeIncidents()
{
    std::lock_guard lock(m_mutex);
    std::vector<Incident> done;
    done.swap(m_done);
    return done;
}

void ServerWatch::stop()
{
    if (m_sampler)
        m_sampler->stop();
    if (m_capture.joinable())
        m_capture.join();
}

void ServerWatch::note(const CollectorNote& n)
{
    if (m_notes)
        m_notes(n);
}

QJsonObject ServerWatch::record() const
{
    QJsonObject o { { QStringLiteral("names"), QJsonArray::fromStringList(m_settings.counters) },
        { QStringLiteral("interval_ms"), std::max(ServerStatusSampler::kMinimumIntervalMs, m_settings.intervalMs) } };
    if (!m_missing.isEmpty())
        o.insert(QStringLiteral("missing"), QJsonArray::fromStringList(m_missing));
    if (m_sampler) {
        o.insert(QStringLiteral("late_readings"), m_sampler->lateReadings());
        o.insert(QStringLiteral("failed_readings"), m_sampler->failedReadings());
        o.insert(QStringLiteral("longest_query_sec"), m_sampler->longestQuerySec());
        o.insert(QStringLiteral("timeout_sec"), m_sampler->timeoutSec());
        o.insert(QStringLiteral("intervals_without_reading"), m_intervalsWithout);
    }
    if (m_skippedIncidents > 0)
        o.insert(QStringLiteral("incidents_not_captured"), m_skippedIncidents);
    if (m_followed > 0) { // incidents after a restart read the new process (its pid here; 0: through the agent)
        o.insert(QStringLiteral("restarts_followed"), m_followed);
        o.insert(QStringLiteral("incident_pid"), int(m_settings.pid));
    }
    return o;
}

std::pair<std::uint64_t, qint64> ServerWatch::uptime() const
{
    if (!m_sampler)
        return { 0, 0 };
    const ServerStatusSampler::Reading r = m_sampler->latest();
    return { r.sequence, r.values.value(QStringLiteral("Uptime"), -1) };
}

} // namespace sb
