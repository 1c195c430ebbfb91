// SPDX-License-Identifier: GPL-3.0-or-later
#include "explorer.h"

#include "plan/experimentplan.h"
#include "runverdict.h"
#include "stoptesthook.h"
#include "store/resultstore.h"

#include <QElapsedTimer>

namespace sb {

Explorer::Explorer(MeasuredRunRequest base, const ExploreSettings& settings, ExploreHooks hooks)
    : m_base(std::move(base))
    , m_settings(settings)
    , m_hooks(std::move(hooks))
{
}

void Explorer::setStore(ResultStore* store, qint64 experimentId)
{
    m_store = store;
    m_experimentId = experimentId;
}

Result<qint64> Explorer::createExperiment(
    ResultStore& store, const QString& path, const MeasuredRunRequest& base, const ExploreSettings& settings)
{
    if (Error e = store.open(path))
        return e;
    const ExperimentPlan plan = ExperimentPlan::single(base.spec, base.server.profile);
    QJsonObject json = plan.toJson();
    json.insert(QStringLiteral("explore"),
        QJsonObject { { QStringLiteral("max_clients"), settings.maxClients },
            { QStringLiteral("target"), settings.target }, { QStringLiteral("budget"), settings.budgetSec } });
    QJsonObject identity = plan.identity(); // as a plan's: the same normalised content, with what explore adds
    identity.insert(QStringLiteral("explore"), json.value(QStringLiteral("explore")));
    return store.createExperiment(QStringLiteral("explore ") + plan.name, json, identity);
}

ExploreSettings Explorer::defaultSettings(const RunSpec& base)
{
    ExploreSettings s;
    s.runSecondsGuess = base.estimatedSeconds() + 1; // connecting, probing and storing take about a second more
    return s;
}

void Explorer::requestStop()
{
    m_stop.request_stop(); // reaches the current run through the callback its MeasuredRun::run() holds
    if (testhook::stopRecorded)
        testhook::stopRecorded();
}

ExploreOutcome Explorer::run(std::stop_token stop)
{
    const std::stop_callback forward(stop, [this] { m_stop.request_stop(); });
    ExploreStrategy strategy(m_settings);
    ExploreOutcome outcome;
    for (int number = 1;; ++number) {
        if (m_stop.stop_requested()) {
            outcome.end = ExploreEnd::Stopped;
            break;
        }
        const ExploreChoice choice = strategy.next();
        if (choice.end) {
            outcome.end = *choice.end;
            break;
        }
        if (m_hooks.runStarting)
            m_hooks.runStarting(number, choice);
        if (Error e = runOne(number, choice, strategy)) {
            outcome.end = m_stop.stop_requested() ? ExploreEnd::Stopped : ExploreEnd::Failed;
            outcome.error = m_stop.stop_requested() ? Error {} : e;
            break;
        }
    }
    outcome.points = strategy.points();
    outcome.estimate = strategy.estimate();
    outcome.elapsedSec = strategy.elapsedSec();
    return outcome;
}

// One MeasuredRun at the chosen count; its throughput joins the fit only when it finished.
Error Explorer::runOne(int number, const ExploreChoice& choice, ExploreStrategy& strategy)
{
    MeasuredRunRequest request = m_base;
    request.spec.index = number - 1;
    request.spec.threads = choice.clients;
    int repetition = 0;
    for (const ExplorePoint& p : strategy.points())
        repetition += p.clients == choice.clients ? 1 : 0;
    request.spec.repetition = repetition;
    request.bindServerToAll = true; // a run killed earlier may have left a local server pinned
    if (m_prepared)
        request.prepare = PreparePolicy::Never; // prepared (or checked) once for the whole sweep
    MeasuredRun run(request, m_hooks.run);
    if (m_store)
        run.setStore(m_store, m_experimentId);
    QElapsedTimer clock;
    clock.start();
    const auto outcome = run.run(m_stop.get_token());
    const RunVerdict verdict = runVerdict(outcome);
    if (!verdict.measured())
        return verdict.error;
    m_prepared = true;
    if (!verdict.goesOn()) // only a finished run joins the fit
        return verdict.error;
    strategy.add(choice.clients, outcome->summary.tps(), clock.elapsed() / 1000.0, verdict.storedRunId);
    if (m_hooks.runMeasured)
        m_hooks.runMeasured(strategy.points().constLast(), strategy.estimate());
    return {};
}

} // namespace sb
