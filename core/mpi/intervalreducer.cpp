// SPDX-License-Identifier: GPL-3.0-or-later
#include "intervalreducer.h"

#include "engine/runner.h"

#include <QJsonArray>
#include <algorithm>
#include <ctime>
#include <utility>

namespace sb {

namespace {

std::uint64_t processCpuNs()
{
    timespec t {};
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) != 0)
        return UINT64_MAX;
    return std::uint64_t(t.tv_sec) * 1000000000ULL + std::uint64_t(t.tv_nsec);
}

} // namespace

IntervalReducer::IntervalReducer(MpiContext& mpi, std::chrono::milliseconds intervalTimeout)
    : m_mpi(mpi)
    , m_intervalTimeout(intervalTimeout)
    , m_words(HistogramWords::kWords)
    , m_sum(HistogramWords::kWords)
{
}

void IntervalReducer::install(RunOptions& options)
{
    options.beforeStart = [this] { return meet(); };
    options.mergeInterval = [this](IntervalSample& s, LatencyHistogram& latency, const LatencyHistogram& service) {
        return reduceInterval(s, latency, service);
    };
    options.mergeSummary
        = [this](RunSummary& summary, LatencyHistogram& latency, LatencyHistogram& service,
              const LatencyHistogram& connectLatency) { mergeSummary(summary, latency, service, connectLatency); };
    options.gatherConnectionIds = [this](const QList<quint64>& mine) { return gatherConnectionIds(mine); };
    options.passConnectionId = [this](quint64 id) {
        std::lock_guard lock(m_laterIdsMutex);
        if (m_mpi.rank() != 0) // rank 0's own are its wait profile's already
            m_unpassedIds.push_back(id);
    };
    options.passedConnectionIds = [this] {
        std::lock_guard lock(m_laterIdsMutex);
        return m_passedIds;
    };
    options.loadRank = m_mpi.rank();
    // Chained before the wait profile's (installed later), so rank 0 has read the server when this runs: every rank
    // then keeps its clients connected until all have ended, since their threads' waits leave performance_schema
    // when they disconnect and rank 0's end reading counts every rank's.
    const double planned = options.events == 0 && options.timeSec > 0 ? options.warmupSec + options.timeSec : 0;
    const double interval = options.reportIntervalMs / 1000.0;
    options.onMeasuredEnd = [this, next = options.onMeasuredEnd, planned, interval] {
        m_cpuEndNs = processCpuNs();
        if (next)
            next();
        // A rank whose time was not up ended on its own (an error, a stop): the others stop too, as they would at
        // the end's merge.
        const double ran = double(std::chrono::duration_cast<std::chrono::milliseconds>(
                                      std::chrono::steady_clock::now() - m_startedAt)
                                      .count())
            / 1000.0;
        RankRecord idle;
        idle.failed = planned > 0 && ran < planned - 0.5 * interval && !m_stoppedByPeer ? 1 : 0;
        if (drain(idle))
            m_drained = true;
    };
}

// Once, right after the start's meeting: rank 0 learns every other rank's connections (its wait profile reads their
// threads too). A rank that does not answer in time breaks the run as any lost rank does.
QList<quint64> IntervalReducer::gatherConnectionIds(const QList<quint64>& mine)
{
    if (std::exchange(m_idsGathered, true) || m_abort)
        return {};
    auto all = m_mpi.gatherOthers(std::vector<std::uint64_t>(mine.begin(), mine.end()), m_startTimeout);
    if (!all)
        return {};
    return QList<quint64>(all->begin(), all->end());
}

std::optional<double> IntervalReducer::clientCpuSeconds() const
{
    if (m_mpi.broken() || m_final.size() != std::size_t(m_mpi.size()))
        return std::nullopt;
    double sum = 0;
    for (const RankRecord& r : m_final) {
        if (r.clientCpuNs == UINT64_MAX)
            return std::nullopt;
        sum += double(r.clientCpuNs) / 1e9;
    }
    return sum;
}

Error IntervalReducer::agreeOrAbort(std::chrono::milliseconds timeout)
{
    auto agreed = m_mpi.agree(ErrorCode::None, timeout);
    if (!agreed)
        m_abort = agreed.error();
    else if (*agreed != ErrorCode::None)
        m_abort = { ErrorCode::LoadRankLost, {}, {}, 0, qint64(RankLoss::OtherCouldNotStart),
            { QLatin1String(errorCodeName(*agreed)) } };
    return m_abort;
}

void IntervalReducer::afterPrepare()
{
    if (m_pending != Pending::Prepared)
        return;
    m_pending = Pending::Start;
    agreeOrAbort(m_prepareTimeout);
}

Error IntervalReducer::meet()
{
    afterPrepare(); // a caller without a prepare step: the two agreements in a row
    if (m_pending != Pending::Start || m_abort)
        return m_abort;
    m_pending = Pending::Nothing;
    if (Error e = agreeOrAbort(m_startTimeout))
        return e;
    auto hosts = m_mpi.hostNames(m_startTimeout);
    auto offsets = hosts ? m_mpi.clockOffsets(m_startTimeout) : Result<std::vector<double>>(hosts.error());
    if (!offsets)
        return offsets.error();
    m_hosts = *hosts;
    m_offsets = *offsets;
    // The last step before every rank opens its barrier: they leave it within a network round trip of each other.
    auto together = m_mpi.barrier(m_startTimeout);
    m_cpuStartNs = processCpuNs(); // without a warm-up the measured part starts here
    m_startedAt = std::chrono::steady_clock::now();
    return together ? Error {} : together.error();
}

void IntervalReducer::finish(const RunSummary& summary)
{
    if (m_pending == Pending::Nothing || m_abort)
        return;
    // This rank failed before the start: the others wait in the pending agreement for its answer.
    const auto timeout = m_pending == Pending::Prepared ? m_prepareTimeout : m_startTimeout;
    m_pending = Pending::Nothing;
    const ErrorCode code = summary.error ? summary.error.code : ErrorCode::Internal;
    auto agreed = m_mpi.agree(code == ErrorCode::None ? ErrorCode::Internal : code, timeout);
    Q_UNUSED(agreed); // this rank reports its own error
}

bool IntervalReducer::exchange(RankRecord mine, const std::uint64_t* words, MergedReport* merged)
{
    std::vector<std::uint64_t> newIds;
    {
        std::lock_guard lock(m_laterIdsMutex);
        newIds.swap(m_unpassedIds);
    }
    mine.newConnectionIds = newIds.size();
    std::vector<RankRecord> all(std::size_t(m_mpi.size()));
    std::vector<MPI_Request> r(2);
    const bool posted = !m_mpi.broken()
        && MPI_Iallgather(&mine, RankRecord::kWords, MPI_UINT64_T, all.data(), RankRecord::kWords, MPI_UINT64_T,
               m_mpi.comm(), &r[0])
            == MPI_SUCCESS
        && MPI_Ireduce(words, m_sum.data(), HistogramWords::kWords, MPI_UINT64_T, MPI_SUM, 0, m_mpi.comm(), &r[1])
            == MPI_SUCCESS;
    if (!posted || !m_mpi.waitAll(r, m_intervalTimeout) || !passNewConnectionIds(all, newIds))
        return false;
    if (m_mpi.rank() == 0)
        *merged = MergedReport::merge(std::move(all), m_sum.data());
    else
        merged->ranks = std::move(all); // the flags: whether another rank ended
    return true;
}

// Every rank has seen every record: when one carries new connection ids, all ranks take part in their gathering (a
// collective, in the same round everywhere) and rank 0 keeps them for its wait profile's end reading.
bool IntervalReducer::passNewConnectionIds(const std::vector<RankRecord>& all, const std::vector<std::uint64_t>& mine)
{
    if (std::none_of(all.begin(), all.end(), [](const RankRecord& r) { return r.newConnectionIds > 0; }))
        return true;
    auto others = m_mpi.gatherOthers(mine, m_intervalTimeout);
    if (!others)
        return false;
    std::lock_guard lock(m_laterIdsMutex);
    for (std::uint64_t id : *others)
        m_passedIds.append(quint64(id));
    return true;
}

bool IntervalReducer::reduceInterval(IntervalSample& sample, LatencyHistogram& latency, const LatencyHistogram& service)
{
    if (sample.warmup)
        m_cpuStartNs = processCpuNs(); // the last warm-up interval's end is the measured part's start
    HistogramWords::pack(latency, service, LatencyHistogram {}, m_words.data());
    MergedReport merged;
    const RankRecord mine = RankRecord::fromInterval(sample, latency, service);
    if (!exchange(mine, m_words.data(), &merged)) {
        if (m_mpi.rank() == 0 && !sample.warmup) { // a rank is lost: what rank 0 measures itself still counts
            MergedReport own;
            own.ranks = { mine };
            own.latency = latency;
            own.service = service;
            accumulate(own);
        }
        return false; // end the run; mergeSummary() says why
    }
    if (m_mpi.rank() == 0) {
        sample = merged.mergedSample(sample);
        if (!sample.warmup)
            accumulate(merged);
        latency = merged.latency; // what a live exporter reads (RunOptions::intervalLatency)
    }
    if (merged.total().failed > 0) {
        m_stoppedByPeer = true;
        return false;
    }
    return true;
}

void IntervalReducer::accumulate(const MergedReport& merged)
{
    const RankRecord t = merged.total();
    for (auto [sum, add] : { std::pair { &m_soFar.transactions, t.transactions }, { &m_soFar.reads, t.reads },
             { &m_soFar.writes, t.writes }, { &m_soFar.others, t.others }, { &m_soFar.ignoredErrors, t.ignoredErrors },
             { &m_soFar.fatalErrors, t.fatalErrors }, { &m_soFar.reconnects, t.reconnects } })
        *sum += add;
    m_soFar.threads = std::max(m_soFar.threads, t.threads);
    m_soFarLatency.add(merged.latency);
    m_soFarService.add(merged.service);
}

// This rank's run has ended; the others may still be in theirs (an event limit, or they have not noticed yet):
// answer their intervals with empty reports until every rank has ended (every rank leaves in the same round).
// False when a rank was lost.
bool IntervalReducer::drain(const RankRecord& mine)
{
    RankRecord idle;
    idle.finished = 1;
    idle.failed = mine.failed;
    std::fill(m_words.begin(), m_words.end(), 0);
    while (true) {
        MergedReport merged;
        if (!exchange(idle, m_words.data(), &merged))
            return false;
        if (m_mpi.rank() == 0) {
            // Intervals the others measured after this rank's last one: counted (by the final merge), not printed.
            MergedReport live = merged;
            live.ranks.erase(std::remove_if(live.ranks.begin(), live.ranks.end(),
                                 [](const RankRecord& r) { return r.finished || r.warmup; }),
                live.ranks.end());
            accumulate(live);
        }
        if (merged.total().finished >= std::uint64_t(m_mpi.size()))
            return true;
    }
}

void IntervalReducer::mergeSummary(
    RunSummary& summary, LatencyHistogram& latency, LatencyHistogram& service, const LatencyHistogram& connectLatency)
{
    RankRecord mine = RankRecord::fromSummary(summary, latency, service, connectLatency);
    mine.failed = summary.status != RunStatus::Finished && !m_stoppedByPeer ? 1 : 0;
    if (m_cpuStartNs != UINT64_MAX && m_cpuEndNs != UINT64_MAX && m_cpuEndNs >= m_cpuStartNs)
        mine.clientCpuNs = m_cpuEndNs - m_cpuStartNs;
    if (!m_drained) // a caller without the measured end's hook
        drain(mine);
    HistogramWords::pack(latency, service, connectLatency, m_words.data());
    MergedReport merged;
    if (!exchange(mine, m_words.data(), &merged)) {
        if (m_mpi.rank() == 0)
            applySoFar(summary, latency, service);
        summary.status = RunStatus::Interrupted;
        summary.error = m_mpi.lostError(RankLoss::DuringRun);
        return;
    }
    m_final = merged.ranks;
    if (m_mpi.rank() == 0) {
        applyMerged(summary, merged);
        // A lost rank (applySoFar above) leaves rank 0's own connects: the others' are not known then.
        const RankRecord total = merged.total();
        summary.connects = Runner::connectSummary(merged.connectLatency, total.connectFailures, total.connectRetries);
        latency = merged.latency;
        service = merged.service;
    }
    // How the run ended is the first rank's that ended on its own; the others were stopped by it.
    const auto first = std::find_if(m_final.begin(), m_final.end(), [](const RankRecord& r) { return r.failed != 0; });
    const int firstRank = int(first - m_final.begin());
    if (first == m_final.end()) {
        summary.status = RunStatus::Finished;
        summary.error = {};
    } else if (firstRank != m_mpi.rank()) {
        // Only the other rank's code crossed (not its context or detail): ErrorText names the rank, its host and
        // the code. A stop asked for is not that rank's failure.
        summary.status = RunStatus(first->status);
        const auto code = ErrorCode(first->errorCode);
        summary.error = code == ErrorCode::Cancelled
            ? Error { code, {}, {} }
            : Error { ErrorCode::LoadRankFailed, m_hosts.value(firstRank), {}, unsigned(first->serverCode), firstRank,
                  { QLatin1String(errorCodeName(code)) } };
    }
}

void IntervalReducer::applyMerged(RunSummary& summary, const MergedReport& merged) const
{
    merged.fill(summary);
    const RankRecord t = merged.total();
    summary.durationSec = double(t.durationNs) / 1e9;
    summary.backlogPeak = t.backlogPeak;
}

// A rank was lost: the summary is what the merged intervals held (rank 0's own last interval included).
void IntervalReducer::applySoFar(RunSummary& summary, LatencyHistogram& latency, LatencyHistogram& service) const
{
    const double duration = summary.durationSec;
    MergedReport soFar;
    soFar.ranks = { m_soFar };
    soFar.ranks.front().durationNs = std::uint64_t(duration * 1e9);
    soFar.latency = m_soFarLatency;
    soFar.service = m_soFarService;
    applyMerged(summary, soFar);
    summary.threads = int(m_soFar.threads);
    latency = m_soFarLatency;
    service = m_soFarService;
}

QJsonObject IntervalReducer::layout() const
{
    QJsonArray ranks;
    for (int i = 0; i < m_mpi.size(); ++i) {
        QJsonObject o { { QStringLiteral("rank"), i }, { QStringLiteral("host"), m_hosts.value(i) },
            { QStringLiteral("clock_offset_ms"), i < int(m_offsets.size()) ? m_offsets[std::size_t(i)] : 0.0 } };
        if (i < int(m_plannedThreads.size()))
            o.insert(QStringLiteral("threads"), m_plannedThreads[std::size_t(i)]);
        if (i < int(m_final.size())) {
            const RankRecord& r = m_final[std::size_t(i)];
            const double seconds = double(r.durationNs) / 1e9;
            o.insert(QStringLiteral("threads"), qint64(r.threads));
            o.insert(QStringLiteral("transactions"), qint64(r.transactions));
            o.insert(QStringLiteral("queries"), qint64(r.queries()));
            o.insert(QStringLiteral("errors"), qint64(r.ignoredErrors + r.fatalErrors));
            o.insert(QStringLiteral("tps"), seconds > 0 ? double(r.transactions) / seconds : 0.0);
            o.insert(QStringLiteral("qps"), seconds > 0 ? double(r.queries()) / seconds : 0.0);
            o.insert(QStringLiteral("status"), QLatin1String(runStatusName(RunStatus(r.status))));
        }
        ranks.append(o);
    }
    return { { QStringLiteral("ranks"), m_mpi.size() }, { QStringLiteral("lost_rank"), m_mpi.broken() },
        { QStringLiteral("mpi_library"), m_mpi.libraryVersion() }, { QStringLiteral("per_rank"), ranks } };
}

} // namespace sb
