// SPDX-License-Identifier: GPL-3.0-or-later
// A benchmark workload: its options, the prepare / run / cleanup lifecycle, and the per-connection clients that
// the engine's workers drive. Transaction logic lives in WorkloadClient and does not own a thread.
#pragma once

#include "common/error.h"
#include "common/task.h"
#include "optionspec.h"
#include "server/serverprofile.h"

#include <QJsonObject>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

namespace sb {

class Session;

// The statements one event sent, by kind (sysbench's read / write / other).
struct QueryCounts {
    std::uint64_t reads = 0;
    std::uint64_t writes = 0;
    std::uint64_t others = 0;
    // Workloads with several transaction types (tpcc): this event's type, an index into
    // Workload::transactionTypes() (-1: the workload has none), set before its first statement so that an error
    // counts against it too; and whether the workload rolled it back on purpose (tpcc's 1% of New-Orders), which
    // still counts as a transaction done.
    int type = -1;
    bool rolledBack = false;
    // A pause the client asks for before its next event, in ns (tpcc's keying and think times); the run's own
    // --think-time comes on top.
    std::uint64_t pauseNs = 0;
};

// How prepare sends the rows (workloads that load many rows; the others ignore it).
enum class LoadMethod {
    Auto, // the fastest the server takes, in this order:
    BulkInsert, // a prepared INSERT executed for arrays of rows (MariaDB servers)
    LoadData, // LOAD DATA LOCAL INFILE fed from memory (needs local_infile=ON on the server)
    Inserts, // multi-row INSERT statements, as sysbench loads
};

struct PrepareOptions {
    int threads = 1; // connections loading tables in parallel
    bool recreate = false; // drop and load again tables that exist
    // A method the server refuses falls back to the next one (BulkInsert, LoadData, Inserts).
    LoadMethod loadMethod = LoadMethod::Auto;
    std::function<void(qint64 rowsDone, qint64 rowsTotal)> progress; // called from the preparing thread
    const std::atomic<bool>* cancel = nullptr;
};

// What prepare loaded, for the user: rows and the tables' size on the server (information_schema data + index).
struct PrepareStats {
    qint64 rows = 0;
    qint64 bytes = 0;
    LoadMethod loadMethod = LoadMethod::Auto; // what sent the rows (Auto: the workload does not say)
    // Set when the server refused LOAD DATA LOCAL INFILE and the rows went in with multi-row INSERTs (slower).
    Error bulkLoadRefused;
};

class WorkloadClient {
public:
    virtual ~WorkloadClient() = default;
    // Sets up statements on a fresh connection (again after every reconnect).
    virtual Error open(Session& session) = 0;
    // Runs one event (a transaction). Returns 0, or the error number of the statement that failed; the
    // statements sent before it are counted in `counts`.
    virtual unsigned event(QueryCounts& counts) = 0;
    // The failed statement's error with its context, after event() returned non-zero.
    virtual Error lastError() const = 0;
    // Ends an open transaction after an ignorable error.
    virtual void rollback() = 0;

    // The same three as coroutines, for the async driver (a few event-loop threads, many connections). A client
    // written as coroutines implements the blocking calls with syncWait(); these defaults run the blocking calls,
    // which works on an event loop too but holds the loop for the call.
    virtual Task<Error> openAsync(Session& session) { co_return open(session); }
    virtual Task<unsigned> eventAsync(QueryCounts& counts) { co_return event(counts); }
    virtual Task<void> rollbackAsync()
    {
        rollback();
        co_return;
    }
};

class Workload {
public:
    virtual ~Workload() = default;
    virtual QString name() const = 0;
    virtual QList<OptionSpec> optionSpecs() const = 0;
    const OptionValues& options() const { return m_options; }

    // Creates and loads the workload's tables; refuses tables that exist unless told to recreate them.
    virtual Error prepare(const ServerProfile& profile, const PrepareOptions& options) = 0;
    // Drops the tables this workload created, and only those.
    virtual Error cleanup(Session& session, QStringList* dropped = nullptr, QStringList* keptForeign = nullptr) = 0;
    // Checks before a run that the tables are there (a clear error instead of a failing first statement).
    virtual Error checkPrepared(Session& session) const = 0;
    // The tables prepare creates and a run uses, for the prepare policy's look at what is there.
    virtual QStringList dataTables() const = 0;
    // With every table of dataTables() present: whether they hold the data these options ask for (OLTP: each
    // table's id range). Must be cheap: it runs before every run whose prepare policy is auto.
    virtual Result<bool> dataMatches(Session& /*session*/) const { return true; }
    // One client per worker; `threads` is the run's client count (some workloads partition by it).
    virtual std::unique_ptr<WorkloadClient> createClient(int workerIndex, int threads, std::uint64_t seed) const = 0;

    // Workloads whose events are of several types (tpcc's five transactions): their names, counted and timed each
    // (QueryCounts::type); empty for the others. The committed events of headlineType() make the workload's headline
    // figure (tpcc: New-Orders per minute); -1: none.
    virtual QStringList transactionTypes() const { return {}; }
    virtual int headlineType() const { return -1; }
    // Called by the Runner on the sampler's thread when the measured part starts (the barrier opens, or the warm-up
    // ends) and when it ends, so that a workload can read the server's side of the same window (tpcc: the districts'
    // d_next_o_id and Com_commit). endMeasured's figures go into RunSummary::workloadFigures as they are.
    virtual void beginMeasured(const ServerProfile& /*profile*/) const { }
    virtual QJsonObject endMeasured(const ServerProfile& /*profile*/, double /*measuredSec*/) const { return {}; }

    // After prepare(): what it loaded (zeros when the workload does not say).
    virtual PrepareStats prepareStats() const { return {}; }

    // Workloads that run in phases (kv: insert, read, update, read, delete): each phase is an event-limited run of
    // its own, selected with setPhase() before the Runner starts; the clients are created per run, so per phase.
    virtual QStringList phases() const { return {}; }
    virtual void setPhase(int /*phase*/, int /*threads*/) { }
    // The events (round trips) and the operations (rows) of the current phase at `threads` clients.
    virtual std::uint64_t phaseEvents(int /*threads*/) const { return 0; }
    virtual std::uint64_t phaseOperations(int /*threads*/) const { return 0; }

protected:
    OptionValues m_options;
};

} // namespace sb
