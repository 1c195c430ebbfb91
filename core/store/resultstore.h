// SPDX-License-Identifier: GPL-3.0-or-later
// The results database: one SQLite file (WAL) holding experiments, runs, every interval sample as it comes,
// merged histograms and environment snapshots. Each write commits on its own, so a crash keeps everything
// measured so far. Secrets (password-like keys) are removed from every JSON value before it is written.
// Like any QSqlDatabase connection, an instance is used from the thread that opened it.
#pragma once

#include "common/error.h"
#include "collectors/incident.h"
#include "collectors/runevent.h"
#include "engine/intervalsample.h"
#include "engine/runsummary.h"
#include "plan/runspec.h"
#include "runfilter.h"
#include "storedexperiment.h"
#include "storedhistogram.h"
#include "storedrates.h"
#include "storedrun.h"

#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QSqlDatabase>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QSqlQuery;
class QSqlRecord;
class QTemporaryDir;

namespace sb {

class ResultStore {
public:
    ResultStore();
    ~ResultStore();
    ResultStore(const ResultStore&) = delete;
    ResultStore& operator=(const ResultStore&) = delete;

    static QString defaultPath(); // AppDataLocation/results.sqlite
    static QString staleReason() { return QStringLiteral("writer-gone"); } // reason of runs whose writer died
    static QByteArray planHash(const QJsonObject& plan); // hex SHA-256 of the plan with secrets removed

    // Opens or creates the file, migrates it, marks stale runs interrupted. Errors (file left untouched):
    // Unsupported (written by a newer build; value = its version), ParseError (not an SQLite file or damaged),
    // FileError (cannot create or open; serverCode 5 or 6 when another connection holds a lock on it).
    Error open(const QString& path = QString());
    // Opens the file for reading only: nothing is ever written to it (no migration, no recovery: a 'running' run
    // whose writer on this host is gone reads as interrupted, staleReason()). It opens on a read-only file or mount
    // too, and a WAL file whose -shm is missing and cannot be made there, or a file of an older format, is read from
    // a private copy (with its -wal, so nothing it holds is lost). A missing file reads as an empty store (no file is
    // made). Everything read comes from one snapshot, taken by the first read, however a writer goes on meanwhile.
    Error openReadOnly(const QString& path = QString());
    void close();
    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    QString path() const { return m_path; }

    // Keeps `plan` as given; its hash (what findExperiment() compares) is of `identity` when given (the plan's
    // normalised content: ExperimentPlan::identity()), else of `plan`.
    Result<qint64> createExperiment(const QString& name, const QJsonObject& plan, const QJsonObject& identity = {});
    // The newest experiment with this name and the same plan (after secret removal): what resume continues.
    // With `normalise` (ExperimentPlan::identityOf), `plan` is an identity and an experiment also matches when its
    // stored plan normalises to it: files written before plans were normalised (or by another front end) still match.
    using PlanNormaliser = std::function<QJsonObject(const QJsonObject&)>;
    Result<std::optional<qint64>> findExperiment(
        const QString& name, const QJsonObject& plan, const PlanNormaliser& normalise = {});
    Result<QList<StoredExperiment>> experiments();
    Result<StoredExperiment> experiment(qint64 id);

    Result<qint64> beginRun(qint64 experimentId, const RunSpec& spec); // status running, writer = this process
    // beginRun() unless another live process is running the same run (and phase) of the experiment: then
    // AlreadyClaimed. Atomic across processes (an immediate transaction). The first phase of a phased run
    // retires the finished phases of an earlier, incomplete attempt (status interrupted, 'phases-incomplete').
    Result<qint64> claimRun(qint64 experimentId, const RunSpec& spec);
    Error appendInterval(qint64 runId, const IntervalSample& sample);
    // A mixed run's interval of one client group (sample.group), kept beside the run's total (appendInterval takes
    // a group's sample here too).
    Error appendGroupInterval(qint64 runId, const IntervalSample& sample);
    Error setEnvironment(qint64 runId, const QJsonObject& snapshot);
    // An incident the run captured (core/collectors), kept as it came, in the order of its time.
    Error appendIncident(qint64 runId, const Incident& incident);
    // Something that happened to the run's server (a restart), kept as it came (schema 9).
    Error appendRunEvent(qint64 runId, const RunEvent& event);
    // The run's merged histogram, or (`group` given) that of one client group of a mixed run.
    Error setHistogram(qint64 runId, const StoredHistogram& histogram, HistogramKind kind = HistogramKind::Latency,
        const QString& group = {});
    Error finishRun(qint64 runId, const RunSummary& summary, RunStatus status, const QString& reason = QString());
    // Runs still 'running' whose writer process (on this host) is gone become 'interrupted'. open() calls it.
    Result<int> markStaleRunsInterrupted();

    Result<QList<StoredRun>> listRuns(const RunFilter& filter = RunFilter());
    Result<StoredRun> run(qint64 runId);
    Result<std::vector<IntervalSample>> intervals(qint64 runId);
    // A mixed run's per-group intervals in the order written (each with its group); empty for other runs.
    Result<std::vector<IntervalSample>> groupIntervals(qint64 runId);
    Result<StoredRates> rates(qint64 runId); // the measured intervals' rates, in the order they were written
    Result<QJsonObject> environment(qint64 runId);
    Result<std::vector<Incident>> incidents(qint64 runId);
    // The run's events in the order of their time; none in a file older than schema 9.
    Result<std::vector<RunEvent>> runEvents(qint64 runId);
    // The server's profiles of a run by kind ("on-cpu": counts are samples; "off-cpu": microseconds off the CPU):
    // folded stacks ("frame;frame count" lines) and their meta (FoldedProfile::meta). A run without one reads back
    // empty; a file older than schema 10 has on-CPU ones only.
    Error setServerProfile(qint64 runId, const QJsonObject& meta, const QByteArray& folded,
        const QString& kind = QStringLiteral("on-cpu"));
    struct StoredProfile {
        QJsonObject meta;
        QByteArray folded;
    };
    Result<StoredProfile> serverProfile(qint64 runId, const QString& kind = QStringLiteral("on-cpu"));
    // Empty (no encoding) when none was stored, e.g. a group's in a file older than version 8.
    Result<StoredHistogram> histogram(qint64 runId, HistogramKind kind = HistogramKind::Latency, const QString& group = {});
    // Runs of the plan that need no running again: finished, and for a phased run its last phase finished.
    Result<QSet<int>> finishedRunIndexes(qint64 experimentId);

    Error deleteRun(qint64 runId); // with its intervals, histogram and environment
    Error deleteExperiment(qint64 experimentId); // with all its runs

private:
    Error connectFile(const QString& databaseName, const QString& options);
    void disconnect();
    Error connectReadOnly();
    Error connectCopy();
    Error checkReadable(bool mayBeOlder);
    Error prepareSchema();
    StoredRun readRun(const QSqlRecord& record) const;
    Error checkRunExists(qint64 runId);
    Error exec(const QString& sql, const QVariantList& values);
    Result<qint64> claimInTransaction(qint64 experimentId, const RunSpec& spec);
    bool phaseFinished(qint64 experimentId, const RunSpec& spec);

    QString m_connectionName;
    QString m_path;
    QSqlDatabase m_db;
    std::unique_ptr<QSqlQuery> m_insertInterval;
    std::unique_ptr<QSqlQuery> m_insertGroupInterval;
    bool m_readOnly = false;
    std::unique_ptr<QTemporaryDir> m_copy; // the private copy a read-only open reads, when it needs one
};

} // namespace sb
