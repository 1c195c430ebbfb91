// SPDX-License-Identifier: GPL-3.0-or-later
#include "rankshare.h"

#include "common/optionproblem.h"

namespace sb {

int RankShare::threadsOf(int totalThreads, int rank, int size)
{
    return totalThreads / size + (rank < totalThreads % size ? 1 : 0);
}

Result<RankShare> RankShare::of(const RunOptions& whole, int rank, int size)
{
    if (size < 1 || rank < 0 || rank >= size)
        return Error { ErrorCode::Internal, QStringLiteral("RankShare"),
            QStringLiteral("rank %1 of %2").arg(rank).arg(size) };
    if (whole.threads < size)
        return Error { ErrorCode::OptionValueInvalid, QStringLiteral("--threads"), QString::number(whole.threads), 0,
            qint64(OptionProblem::ClientsPerRank), { QString::number(whole.threads), QString::number(size) } };
    RankShare share;
    share.threads = threadsOf(whole.threads, rank, size);
    const double fraction = double(share.threads) / double(whole.threads);
    share.rate = whole.rate * fraction;
    if (whole.events > 0) { // the first ranks take the remainder, so the shares add up exactly
        const std::uint64_t n = std::uint64_t(size);
        share.events = whole.events / n + (std::uint64_t(rank) < whole.events % n ? 1 : 0);
        if (share.events == 0)
            return Error { ErrorCode::OptionValueInvalid, QStringLiteral("--events"), QString::number(whole.events), 0,
                qint64(OptionProblem::EventsPerRank), { QString::number(whole.events), QString::number(size) } };
    }
    return share;
}

} // namespace sb
