// SPDX-License-Identifier: GPL-3.0-or-later
// The engine as a QObject for the GUI (in the style of hotspot's PerfParser): runs (through MeasuredRun, the one run
// path), prepares and cleans up off the caller's thread and reports through queued signals carrying value types.
// Each job has a generation number, so whatever a superseded job still sends is dropped. QtCore only.
#pragma once

#include "affinity/runaffinity.h"
#include "common/error.h"
#include "experiment/enginecontroller.h"
#include "experiment/measuredrun.h"
#include "collectors/incident.h"
#include "collectors/serverwatch.h"
#include "engine/intervalsample.h"
#include "engine/runoptions.h"
#include "engine/runsummary.h"
#include "server/serverprofile.h"

#include <QObject>
#include <QStringList>
#include <memory>

namespace sb {

class Runner;
class Workload;

class RunController : public EngineController {
    Q_OBJECT
public:
    explicit RunController(QObject* parent = nullptr);

    // Each of these supersedes a job still running (it is stopped and its late signals are dropped).
    // The run is kept in the results file `storePath` as a plan of one (empty: not stored).
    void start(const MeasuredRunRequest& request, const QString& storePath = QString());
    void prepareWorkload(const ServerProfile& profile, std::shared_ptr<Workload> workload, int threads, bool recreate);
    void cleanupWorkload(const ServerProfile& profile, std::shared_ptr<Workload> workload);
    // Asks the current job to end: a run still reports finished() (Interrupted), a prepare fails with Cancelled.
    void stop();

Q_SIGNALS:
    // One per report interval, warm-up intervals included (flagged).
    void intervalAvailable(const sb::IntervalSample& sample);
    // A mixed run's interval of one client group (sample.group names it), before the total's intervalAvailable.
    void groupIntervalAvailable(const sb::IntervalSample& sample);
    // The server's side of the run (core/collectors): an incident once captured, a collector's note once.
    void incidentCaptured(const sb::Incident& incident);
    void collectorNoted(const sb::CollectorNote& note);
    // Something that happened to the server (a restart: collectors/runevent.h), once recorded.
    void runEvent(const sb::RunEvent& event);
    // The run ran (finished, interrupted, or failed after measuring something).
    void finished(const sb::RunSummary& summary);
    // The run could not start (validation, preflight, connections); nothing was measured.
    void failed(const sb::Error& error);
    // The client and server CPU sets of the run as the kernel reported them (RunAffinity::record()); sent before
    // finished() when the run was bound.
    void affinityApplied(const QJsonObject& record);
    // The server's CPUs could not be put back after the run.
    void affinityRestoreFailed(const sb::Error& error);
    // The run was stored whole as `runId` in `path`; or writing it failed (what was measured is shown all the same).
    // A results file that cannot take the run before it starts is failed() instead: the run does not start.
    void stored(qint64 runId, const QString& path);
    void storeFailed(const sb::Error& error);
    // The first write of the run to its results file failed (a full disk): sent at once; the run then stops
    // (interrupted) and storeFailed() follows with finished(). `intervalsKept`: of run `runId`, written before.
    void storeWriteFailed(const sb::Error& error, qint64 runId, qint64 intervalsKept);
    void prepareProgress(qint64 rowsDone, qint64 rowsTotal);
    void prepareFinished();
    void cleanupFinished(const QStringList& dropped, const QStringList& keptForeign);
    // Prepare or cleanup failed (ErrorCode::Cancelled after stop()).
    void workloadTaskFailed(const sb::Error& error);

private:
    void runJob(std::shared_ptr<Job> job, MeasuredRunRequest request, QString storePath);
    MeasuredRunHooks hooksFor(const std::shared_ptr<Job>& job);
    void report(const std::shared_ptr<Job>& job, const Result<MeasuredRunOutcome>& outcome, const QString& storePath = {});
};

} // namespace sb
