// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancontroller.h"

#include "store/resultstore.h"

#include <QMetaObject>
#include <thread>

namespace sb {

PlanController::PlanController(QObject* parent)
    : EngineController(parent)
{
    registerMetaTypes();
}

void PlanController::registerMetaTypes()
{
    EngineController::registerMetaTypes();
    qRegisterMetaType<sb::PlanProgress>("sb::PlanProgress");
    qRegisterMetaType<sb::RunSpec>("sb::RunSpec");
}

void PlanController::start(const ExperimentPlan& plan, const QString& storePath, PlanRunner::ServerResolver resolver,
    const QString& sandboxDir, bool resume)
{
    auto job = launch(State::Running);
    job->thread = std::thread([this, job, plan, storePath, resolver = std::move(resolver), sandboxDir, resume] {
        ResultStore store; // a QSqlDatabase connection belongs to the thread that opens it
        Error error = store.open(storePath);
        qint64 experimentId = 0;
        if (!error) {
            PlanRunner runner(plan, store, resolver);
            runner.setSandboxDirectory(sandboxDir);
            runner.setProgressHandler(
                [this, job](const PlanProgress& p) { post(job, [this, p] { Q_EMIT runStarted(p); }); });
            runner.setIntervalHandler([this, job](const RunSpec&, const IntervalSample& s) {
                post(job, [this, s] { Q_EMIT intervalAvailable(s); });
            });
            runner.setRunHooks([this, job](MeasuredRunHooks& hooks, const RunSpec&, qint64) {
                hooks.bound = [this, job](const QJsonObject& record) {
                    if (!record.isEmpty())
                        post(job, [this, record] { Q_EMIT affinityApplied(record); });
                };
            });
            runner.setRunFinishedHandler([this, job](const RunSpec& spec, const RunSummary& summary) {
                post(job, [this, spec, summary] { Q_EMIT runFinished(spec, summary); });
            });
            error = runner.run(resume, job->token());
            experimentId = runner.experimentId();
        }
        const QString path = store.path();
        store.close();
        // Queued after the plan's last signal. A stopped plan still says that it ended (its interval and run
        // signals were dropped by the stop); a superseded one says nothing.
        finish(job, [this, error, experimentId, path] { Q_EMIT planEnded(error, experimentId, path); });
    });
}

void PlanController::stop()
{
    if (stopCurrent(true)) // what the stopped plan still sends about intervals and runs is dropped
        setState(State::Stopping);
}

} // namespace sb
