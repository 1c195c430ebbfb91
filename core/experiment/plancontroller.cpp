// SPDX-License-Identifier: GPL-3.0-or-later
#include "plancontroller.h"

#include "experiment/runcontroller.h"
#include "store/resultstore.h"

#include <QMetaObject>
#include <thread>

namespace sb {

PlanController::PlanController(QObject* parent)
    : QObject(parent)
{
    registerMetaTypes();
}

PlanController::~PlanController()
{
    ++m_generation;
    Job::stopAndJoin(m_jobs);
}

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
    const quint64 generation = job->generation;
    QMetaObject::invokeMethod(
        this,
        [this, generation, emitter = std::move(emitter)] {
            if (generation == m_generation)
                emitter();
        },
        Qt::QueuedConnection);
}

void PlanController::start(const ExperimentPlan& plan, const QString& storePath, PlanRunner::ServerResolver resolver,
    const QString& sandboxDir, bool resume)
{
    if (m_current) {
        m_current->requestStop();
        m_current.reset();
    }
    auto job = std::make_shared<Job>();
    job->generation = ++m_generation;
    m_current = job;
    m_jobs.push_back(job);
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
            job->attach(&runner);
            error = runner.run(resume);
            experimentId = runner.experimentId();
            job->detach();
        }
        const QString path = store.path();
        store.close();
        // Queued after the plan's last signal. A stopped plan still says that it ended (its interval and run
        // signals were dropped by the stop); a superseded one says nothing.
        QMetaObject::invokeMethod(
            this,
            [this, job, error, experimentId, path] {
                if (job->thread.joinable())
                    job->thread.join(); // the thread queued this as its last act: the join is immediate
                std::erase(m_jobs, job);
                if (m_current == job) {
                    m_current.reset();
                    Q_EMIT planEnded(error, experimentId, path);
                    setState(State::Idle);
                }
            },
            Qt::QueuedConnection);
    });
}

void PlanController::stop()
{
    if (!m_current)
        return;
    m_current->requestStop();
    ++m_generation; // what the stopped plan still sends about intervals and runs is dropped
    setState(State::Stopping);
}

} // namespace sb
