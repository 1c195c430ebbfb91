// SPDX-License-Identifier: GPL-3.0-or-later
// The MPI side of a run over several load processes: initialisation (one thread makes every MPI call), rank, size
// and host, and collectives that never hang: nonblocking, polled, given up after a timeout (a rank that died then
// leaves the communicator marked broken instead of blocking everyone).
#pragma once

#include "common/error.h"
#include "common/rankloss.h"

#include <QString>
#include <QStringList>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mpi.h>
#include <vector>

namespace sb {

class MpiContext {
public:
    // True when mpirun, srun or another PMI launcher started this process (its environment says so).
    static bool launched();
    // MPI_Init_thread(MPI_THREAD_FUNNELED) on the calling thread, which must make every later MPI call.
    static Result<std::unique_ptr<MpiContext>> init();
    ~MpiContext(); // MPI_Finalize, unless a rank was lost (finalize could wait for it)

    MpiContext(const MpiContext&) = delete;
    MpiContext& operator=(const MpiContext&) = delete;

    int rank() const { return m_rank; }
    int size() const { return m_size; }
    const QString& hostName() const { return m_host; }
    QString libraryVersion() const; // MPI_Get_library_version's first line ("Open MPI v4.1.4, ...")
    MPI_Comm comm() const { return m_comm; }
    bool broken() const { return m_broken; }

    // Polls the requests until all completed; false (and the context broken) on an MPI error or the timeout.
    // spin: never sleep between polls (clock pings, where a late look would skew the offset).
    bool waitAll(std::vector<MPI_Request>& requests, std::chrono::milliseconds timeout, bool spin = false);
    // Every rank passes its error code (None: ready); all learn the largest one, i.e. whether every rank is ready.
    // An error when the ranks did not all answer in time.
    Result<ErrorCode> agree(ErrorCode mine, std::chrono::milliseconds timeout);
    // Rank 0: every rank's wall clock minus rank 0's, in milliseconds (round trip halved, best of a few);
    // other ranks: empty.
    Result<std::vector<double>> clockOffsets(std::chrono::milliseconds timeout);
    // The host name of every rank (rank 0 only; others: empty).
    Result<QStringList> hostNames(std::chrono::milliseconds timeout);
    Result<bool> barrier(std::chrono::milliseconds timeout);
    // Rank 0: every other rank's numbers, in rank order (their own count each); other ranks: empty.
    Result<std::vector<std::uint64_t>> gatherOthers(
        const std::vector<std::uint64_t>& mine, std::chrono::milliseconds timeout);

    Error lostError(RankLoss when) const; // LoadRankLost

private:
    MpiContext() = default;
    double pingRank(int peer, std::chrono::milliseconds timeout);
    void answerPings(std::chrono::milliseconds timeout);

    int m_rank = 0;
    int m_size = 1;
    QString m_host;
    MPI_Comm m_comm = MPI_COMM_NULL;
    bool m_broken = false;
};

} // namespace sb
