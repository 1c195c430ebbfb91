// SPDX-License-Identifier: GPL-3.0-or-later
#include "mpiload.h"

#include "console.h"

#ifdef SCALEBENCH_HAVE_MPI
#include "intervalreducer.h"
#include "mpicontext.h"
#include "rankshare.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>
#endif

namespace sb::cli {

#ifdef SCALEBENCH_HAVE_MPI

struct MpiLoad::Impl {
    std::unique_ptr<MpiContext> mpi;
    std::unique_ptr<IntervalReducer> reducer;
};

MpiLoad::MpiLoad(std::unique_ptr<Impl> impl)
    : m(std::move(impl))
{
}

MpiLoad::~MpiLoad()
{
    m->reducer->finish(RunSummary {}); // answers the start agreement if this rank never got there
}

Result<std::unique_ptr<MpiLoad>> MpiLoad::start()
{
    if (!MpiContext::launched())
        return std::unique_ptr<MpiLoad>();
    auto mpi = MpiContext::init();
    if (!mpi)
        return mpi.error();
    if ((*mpi)->size() < 2)
        return std::unique_ptr<MpiLoad>(); // a single rank is a plain run (finalised when `mpi` goes)
    auto impl = std::make_unique<Impl>();
    impl->mpi = std::move(*mpi);
    impl->reducer = std::make_unique<IntervalReducer>(*impl->mpi, std::chrono::milliseconds(5000));
    if (impl->mpi->rank() != 0) { // rank 0 speaks for the run; the others' errors still reach stderr
        const int devNull = ::open("/dev/null", O_WRONLY);
        if (devNull >= 0) {
            out().flush();
            std::fflush(stdout);
            ::dup2(devNull, STDOUT_FILENO);
            ::close(devNull);
        }
    }
    return std::unique_ptr<MpiLoad>(new MpiLoad(std::move(impl)));
}

bool MpiLoad::isRoot() const
{
    return m->mpi->rank() == 0;
}

Error MpiLoad::share(RunOptions& options, bool phasedWorkload)
{
    if (phasedWorkload)
        return { ErrorCode::Unsupported,
            QStringLiteral("a phased workload (kv) over several load processes (MPI ranks)"), {} };
    if (options.reportIntervalMs == 0) // the ranks hear from each other at every interval; without any, never
        return { ErrorCode::InvalidOption, QStringLiteral("--report-interval"),
            QStringLiteral("0 (off) does not work with several load processes (MPI ranks)") };
    auto share = RankShare::of(options, m->mpi->rank(), m->mpi->size());
    if (!share)
        return share.error();
    std::vector<int> planned;
    for (int rank = 0; rank < m->mpi->size(); ++rank)
        planned.push_back(RankShare::threadsOf(options.threads, rank, m->mpi->size()));
    m->reducer->setPlannedThreads(std::move(planned));
    options.threads = share->threads;
    options.rate = share->rate;
    options.events = share->events;
    // Each rank draws its own random keys: the same seed everywhere would send the same queries R times.
    if (options.seed != 0)
        options.seed += std::uint64_t(m->mpi->rank()) * 0x9E3779B97F4A7C15ULL;
    // A rank that sent nothing for three intervals (at least 5 s) is lost.
    m->reducer->setIntervalTimeout(std::chrono::milliseconds(std::max(5000, 3 * options.reportIntervalMs)));
    m->reducer->install(options);
    return {};
}

void MpiLoad::attach(MeasuredRunRequest& request, MeasuredRunHooks& hooks, bool phasedWorkload)
{
    hooks.adjustOptions = [this, phasedWorkload](RunOptions& options) { return share(options, phasedWorkload); };
    hooks.prepareDone = [this, print = hooks.prepareDone](bool prepared) {
        if (print)
            print(prepared);
        m->reducer->afterPrepare();
    };
    if (isRoot()) { // what rank 0 stores is the whole run: say which processes made it
        hooks.environment = [this, next = hooks.environment](QJsonObject& environment) {
            if (next)
                next(environment);
            environment.insert(QStringLiteral("load"), m->reducer->layout());
            addClientCpu(environment);
        };
        return;
    }
    // Two binders of one server would fight over its masks (and its binding journal): rank 0 binds it. A server on
    // another host than rank 0's is bound through a resource group (SQL) or not at all, never by a rank that
    // happens to share its host.
    request.serverBinding = false;
    // The others never prepare, but they check the tables (prepare policy never) right after the probe: they meet
    // rank 0 before that, once it has prepared (their prepareDone then has nothing left to wait for).
    hooks.serverProbed = [this, next = hooks.serverProbed](const ServerInfo& info) {
        if (next)
            next(info);
        m->reducer->afterPrepare();
    };
}

// The clients' CPU of a run of several processes is every rank's own over the measured part, summed (rank 0's
// cost session reads its own process only and leaves it out). A rank's that is not known leaves it out still.
void MpiLoad::addClientCpu(QJsonObject& environment) const
{
    QJsonObject cost = environment.value(QStringLiteral("run_cost")).toObject();
    const auto seconds = m->reducer->clientCpuSeconds();
    if (cost.isEmpty() || !seconds)
        return;
    cost.insert(QStringLiteral("client_cpu"),
        QJsonObject { { QStringLiteral("seconds"), *seconds }, { QStringLiteral("source"), QStringLiteral("proc") },
            { QStringLiteral("load_processes"), m->mpi->size() } });
    environment.insert(QStringLiteral("run_cost"), cost);
}

void MpiLoad::printRanks(bool json) const
{
    if (!isRoot())
        return;
    const QJsonObject layout = m->reducer->layout();
    if (json) {
        QJsonObject o = layout;
        o.insert(QStringLiteral("type"), QStringLiteral("ranks"));
        out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        out().flush();
        return;
    }
    QString text
        = QStringLiteral("\nLoad ranks (MPI, %1 processes):\n").arg(layout.value(QStringLiteral("ranks")).toInt());
    for (const QJsonValue& v : layout.value(QStringLiteral("per_rank")).toArray()) {
        const QJsonObject r = v.toObject();
        text += QStringLiteral("    rank %1 %2 %3 clients, transactions %4 (%5 per sec.), queries %6, errors %7, "
                               "clock offset %8 ms, %9\n")
                    .arg(r.value(QStringLiteral("rank")).toInt())
                    .arg(r.value(QStringLiteral("host")).toString(), -16)
                    .arg(r.value(QStringLiteral("threads")).toInt())
                    .arg(qint64(r.value(QStringLiteral("transactions")).toDouble()))
                    .arg(r.value(QStringLiteral("tps")).toDouble(), 0, 'f', 2)
                    .arg(qint64(r.value(QStringLiteral("queries")).toDouble()))
                    .arg(qint64(r.value(QStringLiteral("errors")).toDouble()))
                    .arg(r.value(QStringLiteral("clock_offset_ms")).toDouble(), 0, 'f', 3)
                    .arg(r.value(QStringLiteral("status")).toString(QStringLiteral("no answer")));
    }
    out() << text;
    out().flush();
}

#else // built without MPI: a plain run, unless several ranks were started (each would run the whole load)

struct MpiLoad::Impl { };

MpiLoad::MpiLoad(std::unique_ptr<Impl> impl)
    : m(std::move(impl))
{
}

MpiLoad::~MpiLoad() = default;

Result<std::unique_ptr<MpiLoad>> MpiLoad::start()
{
    for (const char* name : { "OMPI_COMM_WORLD_SIZE", "PMI_SIZE" }) {
        if (qEnvironmentVariableIntValue(name) > 1)
            return Error { ErrorCode::Unsupported,
                QStringLiteral("several load processes (this scalebench-cli was built without MPI: SCALEBENCH_MPI)"),
                {} };
    }
    return std::unique_ptr<MpiLoad>();
}

bool MpiLoad::isRoot() const
{
    return true;
}

Error MpiLoad::share(RunOptions&, bool)
{
    return {};
}

void MpiLoad::attach(MeasuredRunRequest&, MeasuredRunHooks&, bool)
{
}

void MpiLoad::printRanks(bool) const
{
}

void MpiLoad::addClientCpu(QJsonObject&) const
{
}

#endif

} // namespace sb::cli
