// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancontroller.h"

#include "experiment/runcontroller.h"
#include "store/resultstore.h"

#include <QMetaObject>
#include <thread>

namespace sb {

PlanController::PlanController(QObject* parent)
    : QObject(parent)
    , m_jobs(this)
{
    registerMetaTypes();
}

PlanController::~PlanController() = default; // m_jobs stops and joins every job

void PlanController::registerMetaTypes()
{
    RunController::registerMetaTypes();
    qRegisterMetaType<sb::PlanProgress>("sb::PlanProgress");
    qRegisterMetaType<sb::RunSpec>("sb::RunSpec");
    qRegisterMetaType<sb::PlanController::State>("sb::PlanController::State");
}

void PlanController::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void PlanController::post(const std::shared_ptr<Job>& job, std::function<void()> emitter)
{
    m_jobs.post(job, std::move(emitter));
}

void PlanController::start(const ExperimentPlan& plan, const QString& storePath, PlanRunner::ServerResolver resolver,
    const QString& sandboxDir, bool resume)
{
    auto job = m_jobs.launch();
    setState(State::Running);
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
        m_jobs.finish(job, [this, error, experimentId, path] {
            Q_EMIT planEnded(error, experimentId, path);
            setState(State::Idle);
        });
    });
}

void PlanController::stop()
{
    if (!m_jobs.current())
        return;
    m_jobs.current()->requestStop();
    m_jobs.dropPending(); // what the stopped plan still sends about intervals and runs is dropped
    setState(State::Stopping);
}

} // namespace sb
