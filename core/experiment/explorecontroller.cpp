// SPDX-License-Identifier: GPL-3.0-or-later
#include "explorecontroller.h"

#include "store/resultstore.h"

#include <QMetaObject>
#include <thread>

namespace sb {

ExploreController::ExploreController(QObject* parent)
    : EngineController(parent)
{
    registerMetaTypes();
}

void ExploreController::registerMetaTypes()
{
    EngineController::registerMetaTypes();
    qRegisterMetaType<sb::ExploreChoice>("sb::ExploreChoice");
    qRegisterMetaType<sb::ExplorePoint>("sb::ExplorePoint");
    qRegisterMetaType<sb::ExploreEstimate>("sb::ExploreEstimate");
    qRegisterMetaType<sb::ExploreOutcome>("sb::ExploreOutcome");
}


void ExploreController::start(const MeasuredRunRequest& base, const ExploreSettings& settings, const QString& storePath)
{
    auto job = launch(State::Running);
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
            outcome = explorer.run(job->token());
        } else {
            outcome.error = experiment.error();
        }
        const qint64 id = experiment ? *experiment : 0;
        const QString path = store.path();
        store.close();
        // Queued after the sweep's last signal; a stopped sweep still says that it ended, a superseded one does not.
        finish(job, [this, outcome, id, path] { Q_EMIT exploreEnded(outcome, id, path); });
    });
}

void ExploreController::stop()
{
    // Unlike a plan's, the stopped sweep's last point still arrives: the dialog shows what was measured.
    if (stopCurrent(false))
        setState(State::Stopping);
}

} // namespace sb
