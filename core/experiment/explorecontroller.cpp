// SPDX-License-Identifier: GPL-3.0-or-later
#include "explorecontroller.h"

#include "experiment/runcontroller.h"
#include "store/resultstore.h"

#include <QMetaObject>
#include <thread>

namespace sb {

ExploreController::ExploreController(QObject* parent)
    : QObject(parent)
{
    registerMetaTypes();
}

ExploreController::~ExploreController()
{
    ++m_generation;
    Job::stopAndJoin(m_jobs);
}

void ExploreController::registerMetaTypes()
{
    RunController::registerMetaTypes();
    qRegisterMetaType<sb::ExploreChoice>("sb::ExploreChoice");
    qRegisterMetaType<sb::ExplorePoint>("sb::ExplorePoint");
    qRegisterMetaType<sb::ExploreEstimate>("sb::ExploreEstimate");
    qRegisterMetaType<sb::ExploreOutcome>("sb::ExploreOutcome");
    qRegisterMetaType<sb::ExploreController::State>("sb::ExploreController::State");
}

void ExploreController::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void ExploreController::post(const std::shared_ptr<Job>& job, std::function<void()> emitter)
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

void ExploreController::start(const MeasuredRunRequest& base, const ExploreSettings& settings, const QString& storePath)
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
    job->thread = std::thread([this, job, base, settings, storePath] {
        ResultStore store; // a QSqlDatabase connection belongs to the thread that opens it
        ExploreOutcome outcome;
        auto experiment = Explorer::createExperiment(store, storePath, base, settings);
        if (experiment) {
            ExploreHooks hooks;
            hooks.runStarting = [this, job](int run, const ExploreChoice& c) {
                post(job, [this, run, c] { Q_EMIT runStarting(run, c); });
            };
            hooks.runMeasured = [this, job](const ExplorePoint& p, const ExploreEstimate& e) {
                post(job, [this, p, e] { Q_EMIT runMeasured(p, e); });
            };
            Explorer explorer(base, settings, hooks);
            explorer.setStore(&store, *experiment);
            job->attach(&explorer);
            outcome = explorer.run();
            job->detach();
        } else {
            outcome.error = experiment.error();
        }
        const qint64 id = experiment ? *experiment : 0;
        const QString path = store.path();
        store.close();
        // Queued after the sweep's last signal; a stopped sweep still says that it ended, a superseded one does not.
        QMetaObject::invokeMethod(
            this,
            [this, job, outcome, id, path] {
                if (job->thread.joinable())
                    job->thread.join(); // the thread queued this as its last act: the join is immediate
                std::erase(m_jobs, job);
                if (m_current == job) {
                    m_current.reset();
                    Q_EMIT exploreEnded(outcome, id, path);
                    setState(State::Idle);
                }
            },
            Qt::QueuedConnection);
    });
}

void ExploreController::stop()
{
    if (!m_current)
        return;
    m_current->requestStop();
    // Unlike a plan's, the stopped sweep's last point still arrives: the dialog shows what was measured.
    setState(State::Stopping);
}

} // namespace sb
