// SPDX-License-Identifier: GPL-3.0-or-later
#include "mpicontext.h"

#include <QByteArray>
#include <algorithm>
#include <array>
#include <thread>
#include <unistd.h>

namespace sb {

namespace {

    constexpr int kPingRounds = 8;
    constexpr int kPingTag = 7701;
    constexpr int kHostChars = 64;

    double wallMs()
    {
        return std::chrono::duration<double, std::milli>(std::chrono::system_clock::now().time_since_epoch()).count();
    }

} // namespace

bool MpiContext::launched()
{
    for (const char* name : { "OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_SIZE", "PMI_RANK", "MPI_LOCALNRANKS" }) {
        if (qEnvironmentVariableIsSet(name))
            return true;
    }
    return false;
}

Result<std::unique_ptr<MpiContext>> MpiContext::init()
{
    int provided = 0;
    if (MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
        return Error { ErrorCode::Internal, QStringLiteral("MPI_Init_thread"), {} };
    std::unique_ptr<MpiContext> c(new MpiContext);
    // A communicator of our own, whose errors come back as codes instead of aborting the job.
    MPI_Comm_dup(MPI_COMM_WORLD, &c->m_comm);
    MPI_Comm_set_errhandler(c->m_comm, MPI_ERRORS_RETURN);
    MPI_Comm_rank(c->m_comm, &c->m_rank);
    MPI_Comm_size(c->m_comm, &c->m_size);
    std::array<char, 256> host {};
    ::gethostname(host.data(), host.size() - 1);
    c->m_host = QString::fromLocal8Bit(host.data());
    if (provided < MPI_THREAD_FUNNELED)
        return Error { ErrorCode::Unsupported, QStringLiteral("MPI_THREAD_FUNNELED"), QString::number(provided) };
    return c;
}

MpiContext::~MpiContext()
{
    if (m_broken)
        return; // MPI_Finalize may wait for the lost rank; the process ends anyway
    MPI_Comm_free(&m_comm);
    MPI_Finalize();
}

QString MpiContext::libraryVersion() const
{
    std::array<char, MPI_MAX_LIBRARY_VERSION_STRING> text {};
    int length = 0;
    MPI_Get_library_version(text.data(), &length);
    return QString::fromLocal8Bit(text.data(), qstrnlen(text.data(), std::size_t(length))).section(QLatin1Char('\n'), 0, 0).trimmed();
}

Error MpiContext::lostError(RankLoss when) const
{
    return { ErrorCode::LoadRankLost, {}, {}, 0, qint64(when) };
}

bool MpiContext::waitAll(std::vector<MPI_Request>& requests, std::chrono::milliseconds timeout, bool spin)
{
    if (m_broken)
        return false;
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    auto pause = std::chrono::microseconds(20);
    while (true) {
        int done = 0;
        if (MPI_Testall(int(requests.size()), requests.data(), &done, MPI_STATUSES_IGNORE) != MPI_SUCCESS)
            break;
        if (done)
            return true;
        if (std::chrono::steady_clock::now() >= deadline)
            break;
        // Poll fast at first (collectives of live ranks finish in microseconds), then back off to 5 ms.
        if (spin) {
            std::this_thread::yield();
            continue;
        }
        std::this_thread::sleep_for(pause);
        pause = std::min<std::chrono::microseconds>(pause * 2, std::chrono::milliseconds(5));
    }
    m_broken = true; // the pending requests are abandoned with the communicator
    return false;
}

Result<ErrorCode> MpiContext::agree(ErrorCode mine, std::chrono::milliseconds timeout)
{
    std::uint64_t code = std::uint64_t(mine), largest = 0;
    std::vector<MPI_Request> r(1);
    if (m_broken || MPI_Iallreduce(&code, &largest, 1, MPI_UINT64_T, MPI_MAX, m_comm, &r[0]) != MPI_SUCCESS
        || !waitAll(r, timeout))
        return lostError(RankLoss::BeforeStart);
    return ErrorCode(largest);
}

Result<bool> MpiContext::barrier(std::chrono::milliseconds timeout)
{
    std::vector<MPI_Request> r(1);
    if (m_broken || MPI_Ibarrier(m_comm, &r[0]) != MPI_SUCCESS || !waitAll(r, timeout))
        return lostError(RankLoss::BeforeStart);
    return true;
}

double MpiContext::pingRank(int peer, std::chrono::milliseconds timeout)
{
    double best = 0, bestRoundTrip = 1e300;
    for (int i = 0; i < kPingRounds && !m_broken; ++i) {
        double sent = wallMs(), theirs = 0;
        std::vector<MPI_Request> r(2);
        MPI_Irecv(&theirs, 1, MPI_DOUBLE, peer, kPingTag, m_comm, &r[0]);
        MPI_Isend(&sent, 1, MPI_DOUBLE, peer, kPingTag, m_comm, &r[1]);
        if (!waitAll(r, timeout, true))
            break;
        const double back = wallMs();
        if (back - sent < bestRoundTrip) { // the shortest round trip bounds the error best
            bestRoundTrip = back - sent;
            best = theirs - (sent + back) / 2.0;
        }
    }
    return best;
}

void MpiContext::answerPings(std::chrono::milliseconds timeout)
{
    for (int i = 0; i < kPingRounds && !m_broken; ++i) {
        double theirs = 0;
        std::vector<MPI_Request> r(1);
        MPI_Irecv(&theirs, 1, MPI_DOUBLE, 0, kPingTag, m_comm, &r[0]);
        if (!waitAll(r, timeout, true))
            break;
        double mine = wallMs();
        MPI_Isend(&mine, 1, MPI_DOUBLE, 0, kPingTag, m_comm, &r[0]);
        waitAll(r, timeout);
    }
}

Result<std::vector<double>> MpiContext::clockOffsets(std::chrono::milliseconds timeout)
{
    std::vector<double> offsets;
    if (m_rank == 0) {
        offsets.push_back(0.0);
        for (int peer = 1; peer < m_size; ++peer)
            offsets.push_back(pingRank(peer, timeout));
    } else {
        answerPings(timeout);
    }
    if (m_broken)
        return lostError(RankLoss::BeforeStart);
    return offsets;
}

Result<QStringList> MpiContext::hostNames(std::chrono::milliseconds timeout)
{
    QByteArray mine = m_host.toUtf8().left(kHostChars - 1);
    mine.resize(kHostChars, '\0');
    QByteArray all(m_rank == 0 ? kHostChars * m_size : 0, '\0');
    std::vector<MPI_Request> r(1);
    if (m_broken
        || MPI_Igather(mine.constData(), kHostChars, MPI_CHAR, all.data(), kHostChars, MPI_CHAR, 0, m_comm, &r[0])
            != MPI_SUCCESS
        || !waitAll(r, timeout))
        return lostError(RankLoss::BeforeStart);
    QStringList names;
    for (int i = 0; m_rank == 0 && i < m_size; ++i)
        names.append(QString::fromUtf8(all.constData() + i * kHostChars));
    return names;
}

Result<std::vector<std::uint64_t>> MpiContext::gatherOthers(
    const std::vector<std::uint64_t>& mine, std::chrono::milliseconds timeout)
{
    // First how many each rank has, then the numbers themselves.
    int count = int(mine.size());
    std::vector<int> counts(m_rank == 0 ? std::size_t(m_size) : 0);
    std::vector<MPI_Request> r(1);
    if (m_broken || MPI_Igather(&count, 1, MPI_INT, counts.data(), 1, MPI_INT, 0, m_comm, &r[0]) != MPI_SUCCESS
        || !waitAll(r, timeout))
        return lostError(RankLoss::BeforeStart);
    std::vector<int> offsets(counts.size());
    int total = 0;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        offsets[i] = total;
        total += counts[i];
    }
    std::vector<std::uint64_t> all(std::size_t(std::max(total, 1)));
    if (MPI_Igatherv(mine.data(), count, MPI_UINT64_T, all.data(), counts.data(), offsets.data(), MPI_UINT64_T, 0,
            m_comm, &r[0])
            != MPI_SUCCESS
        || !waitAll(r, timeout))
        return lostError(RankLoss::BeforeStart);
    if (m_rank != 0)
        return std::vector<std::uint64_t>();
    return std::vector<std::uint64_t>(all.begin() + counts.front(), all.begin() + total); // rank 0's own left out
}

} // namespace sb
