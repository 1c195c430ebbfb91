// SPDX-License-Identifier: GPL-3.0-or-later
#include "runcontroller.h"

#include "runverdict.h"
#include "server/session.h"
#include "store/resultstore.h"
#include "workload/workload.h"

#include <QJsonObject>
#include <QMetaObject>
#include <QPointer>
#include <thread>

namespace sb {

RunController::RunController(QObject* parent)
    : EngineController(parent)
{
}

void RunController::start(const MeasuredRunRequest& request, const QString& storePath)
{
    auto job = launch(State::Running);
    job->thread = std::thread(&RunController::runJob, this, job, request, storePath);
}

MeasuredRunHooks RunController::hooksFor(const std::shared_ptr<Job>& job)
{
    MeasuredRunHooks hooks;
    hooks.interval = [this, job](const IntervalSample& sample) {
        post(job, [this, sample] { Q_EMIT intervalAvailable(sample); });
    };
    hooks.groupInterval = [this, job](const IntervalSample& sample) {
        post(job, [this, sample] { Q_EMIT groupIntervalAvailable(sample); });
    };
    hooks.incident = [this, job](const Incident& incident) {
        post(job, [this, incident] { Q_EMIT incidentCaptured(incident); });
    };
    hooks.collectorNote = [this, job](const CollectorNote& note) {
        post(job, [this, note] { Q_EMIT collectorNoted(note); });
    };
    hooks.runEvent = [this, job](const RunEvent& event) { post(job, [this, event] { Q_EMIT runEvent(event); }); };
    hooks.bound = [this, job](const QJsonObject& record) {
        if (!record.isEmpty())
            post(job, [this, record] { Q_EMIT affinityApplied(record); });
    };
    hooks.storeWriteFailed = [this, job](const Error& error, qint64 runId, qint64 kept) {
        post(job, [this, error, runId, kept] { Q_EMIT storeWriteFailed(error, runId, kept); });
    };
    return hooks;
}

void RunController::runJob(std::shared_ptr<Job> job, MeasuredRunRequest request, QString storePath)
{
    ResultStore store; // opened and used on this thread only
    qint64 experiment = 0;
    if (!storePath.isEmpty()) {
        // A run that is to be kept and cannot be does not run (runverdict.h): failed(), as in the CLI.
        auto created = MeasuredRun::createExperiment(store, storePath, request);
        if (!created) {
            report(job, created.error());
            finish(job);
            return;
        }
        experiment = *created;
    }
    MeasuredRun run(std::move(request), hooksFor(job));
    if (experiment > 0)
        run.setStore(&store, experiment);
    report(job, run.run(job->token()), storePath);
    finish(job);
}

// The run's verdict (runVerdict, the same as the CLI's, a plan's and explore's) as this facade's signals.
void RunController::report(const std::shared_ptr<Job>& job, const Result<MeasuredRunOutcome>& outcome, const QString& storePath)
{
    const RunVerdict verdict = runVerdict(outcome);
    if (!verdict.measured()) { // nothing was measured: a setup problem, not a run
        post(job, [this, error = verdict.error] { Q_EMIT failed(error); });
        return;
    }
    if (verdict.restoreError)
        post(job, [this, error = verdict.restoreError] { Q_EMIT affinityRestoreFailed(error); });
    if (verdict.storeError)
        post(job, [this, error = verdict.storeError] { Q_EMIT storeFailed(error); });
    else if (verdict.storedRunId > 0)
        post(job, [this, id = verdict.storedRunId, storePath] { Q_EMIT stored(id, storePath); });
    post(job, [this, summary = outcome->summary] { Q_EMIT finished(summary); });
}

void RunController::prepareWorkload(
    const ServerProfile& profile, std::shared_ptr<Workload> workload, int threads, bool recreate)
{
    auto job = launch(State::Preparing);
    job->thread = std::thread([this, job, profile, workload = std::move(workload), threads, recreate] {
        PrepareOptions options;
        options.threads = threads;
        options.recreate = recreate;
        options.cancel = &job->cancel;
        options.progress = [this, job](qint64 done, qint64 total) {
            post(job, [this, done, total] { Q_EMIT prepareProgress(done, total); });
        };
        Error error = workload->prepare(profile, options);
        if (!error && job->cancel.load())
            error = { ErrorCode::Cancelled, workload->name(), {} };
        if (error)
            post(job, [this, error] { Q_EMIT workloadTaskFailed(error); });
        else
            post(job, [this] { Q_EMIT prepareFinished(); });
        finish(job);
    });
}

void RunController::cleanupWorkload(const ServerProfile& profile, std::shared_ptr<Workload> workload)
{
    auto job = launch(State::CleaningUp);
    job->thread = std::thread([this, job, profile, workload = std::move(workload)] {
        Session session;
        QStringList dropped, kept;
        Error error = session.connect(profile);
        if (!error)
            error = workload->cleanup(session, &dropped, &kept);
        if (error)
            post(job, [this, error] { Q_EMIT workloadTaskFailed(error); });
        else
            post(job, [this, dropped, kept] { Q_EMIT cleanupFinished(dropped, kept); });
        finish(job);
    });
}

void RunController::stop()
{
    if (stopCurrent(false) && state() == State::Running)
        setState(State::Stopping);
}

} // namespace sb
