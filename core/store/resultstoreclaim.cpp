// SPDX-License-Identifier: GPL-3.0-or-later
// ResultStore's claim protocol: a run is claimed before it starts (two `plan resume` never run the same run), a
// dead writer's runs are marked interrupted, and resume reads which runs are finished.
#include "resultstore.h"

#include "storefile.h"
#include "storequery.h"

namespace sb {

// A later phase of a phased run already finished by another process of the same attempt.
bool ResultStore::phaseFinished(qint64 experimentId, const RunSpec& spec)
{
    if (spec.phaseIndex == 0)
        return false; // the first phase starts a new attempt (earlier, incomplete ones are retired)
    StoreQuery query(m_db,
        QStringLiteral("SELECT 1 FROM runs WHERE experiment_id = ? AND run_index = ? AND status = 'finished' "
                       "AND json_extract(spec_json, '$.phase_index') = ?"));
    return !query.bind(experimentId).bind(spec.index).bind(spec.phaseIndex).exec() && query.next();
}

Result<qint64> ResultStore::claimRun(qint64 experimentId, const RunSpec& spec)
{
    if (Error error = exec(QStringLiteral("BEGIN IMMEDIATE"), {}))
        return error;
    auto claimed = claimInTransaction(experimentId, spec);
    if (Error error = exec(claimed ? QStringLiteral("COMMIT") : QStringLiteral("ROLLBACK"), {}); error && claimed)
        return error;
    return claimed;
}

Result<qint64> ResultStore::claimInTransaction(qint64 experimentId, const RunSpec& spec)
{
    StoreQuery running(m_db,
        QStringLiteral("SELECT writer_pid, writer_host FROM runs WHERE experiment_id = ? AND run_index = ? "
                       "AND status = 'running' AND IFNULL(json_extract(spec_json, '$.phase'), '') = ?"));
    if (Error error = running.bind(experimentId).bind(spec.index).bind(spec.phase).exec())
        return error;
    while (running.next()) {
        const qint64 pid = running.value(0).toLongLong();
        const bool here = running.value(1).toString() == StoreFile::hostName();
        if (!here || (pid != StoreFile::currentPid() && StoreFile::processAlive(pid)))
            return Error { ErrorCode::AlreadyClaimed, {}, {}, 0, spec.index + 1 };
    }
    running.query().finish();
    // Finished by another process since this one looked (a second resume that came later): nothing to do.
    auto done = finishedRunIndexes(experimentId);
    if (!done)
        return done.error();
    if (done->contains(spec.index) || (!spec.phase.isEmpty() && phaseFinished(experimentId, spec)))
        return Error { ErrorCode::AlreadyClaimed, {}, {}, 0, spec.index + 1 };
    if (!spec.phase.isEmpty() && spec.phaseIndex == 0) {
        if (Error error = exec(QStringLiteral("UPDATE runs SET status = 'interrupted', reason = 'phases-incomplete' "
                                              "WHERE experiment_id = ? AND run_index = ? AND status = 'finished'"),
                { experimentId, spec.index }))
            return error;
    }
    return beginRun(experimentId, spec);
}

Result<int> ResultStore::markStaleRunsInterrupted()
{
    StoreQuery query(
        m_db, QStringLiteral("SELECT id, writer_pid FROM runs WHERE status = 'running' AND writer_host = ?"));
    if (Error error = query.bind(StoreFile::hostName()).exec())
        return error;
    QList<qint64> stale;
    while (query.next()) {
        if (!StoreFile::processAlive(query.value(1).toLongLong()))
            stale.append(query.value(0).toLongLong());
    }
    query.query().finish();
    // The run ended when its last interval was written; without intervals, when it started.
    const QString update = QStringLiteral(
        "UPDATE runs SET status = 'interrupted', reason = ?, ended = COALESCE((SELECT MAX(written) FROM intervals "
        "WHERE run_id = runs.id), started) WHERE id = ? AND status = 'running'");
    for (qint64 runId : stale) {
        if (Error error = exec(update, { staleReason(), runId }))
            return error;
    }
    return int(stale.size());
}

Result<QSet<int>> ResultStore::finishedRunIndexes(qint64 experimentId)
{
    StoreQuery query(m_db,
        QStringLiteral("SELECT DISTINCT run_index FROM runs WHERE experiment_id = ? AND status = 'finished' "
                       "AND (json_extract(spec_json, '$.phase') IS NULL "
                       "OR json_extract(spec_json, '$.phase_index') = json_extract(spec_json, '$.phases') - 1)"));
    if (Error error = query.bind(experimentId).exec())
        return error;
    QSet<int> indexes;
    while (query.next())
        indexes.insert(query.value(0).toInt());
    return indexes;
}

} // namespace sb
