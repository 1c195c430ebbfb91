// SPDX-License-Identifier: GPL-3.0-or-later
#include "runmodel.h"

#include "experiment/plancontroller.h"
#include "experiment/runcontroller.h"

namespace sb {

RunModel::RunModel(RunController* runs, PlanController* plans, QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<sb::CurrentRun>("sb::CurrentRun");
    followRuns(runs);
    followPlans(plans);
}

void RunModel::beginOwnRun(const RunSpec& spec, const LoadLayout& load, const QString& endpoint, const QString& store)
{
    m_own = true;
    m_run = {};
    m_run.load = load;
    m_run.endpoint = endpoint;
    m_run.store = store;
    begin(spec);
}

// The step's (or run's) settings and a fresh start; `m_run`'s plan position is set by the caller.
void RunModel::begin(const RunSpec& spec)
{
    m_run.spec = spec;
    m_run.phase = CurrentRun::Phase::Starting;
    m_run.affinity = {};
    m_run.intervals = 0;
    m_run.last = {};
    m_run.hasSummary = false;
    m_run.summary = {};
    m_run.error = {};
    m_run.restoreError = {};
    m_run.runId = 0;
    m_sinceBegin.start();
    Q_EMIT runBegan(m_run);
    Q_EMIT changed();
}

double RunModel::stepSeconds() const
{
    return m_sinceBegin.isValid() && m_run.active() ? m_sinceBegin.elapsed() / 1000.0 : 0.0;
}

double RunModel::planFraction() const
{
    if (!m_run.plan || m_run.count <= 0)
        return 0;
    if (m_run.phase == CurrentRun::Phase::Finished)
        return 1;
    double step = 0; // the current step's share done, by its planned time
    const double planned = m_run.spec.warmupSec + m_run.spec.durationSec;
    if (m_run.hasSummary)
        step = 1;
    else if (m_run.position > 0 && planned > 0)
        step = std::clamp(stepSeconds() / planned, 0.0, 1.0);
    return std::clamp((std::max(0, m_run.position - 1) + step) / m_run.count, 0.0, 1.0);
}

void RunModel::addInterval(const IntervalSample& s)
{
    ++m_run.intervals;
    m_run.last = s;
    const CurrentRun::Phase before = m_run.phase;
    if (m_run.phase == CurrentRun::Phase::Starting || m_run.phase == CurrentRun::Phase::WarmingUp
        || m_run.phase == CurrentRun::Phase::Measuring)
        m_run.phase = s.warmup ? CurrentRun::Phase::WarmingUp : CurrentRun::Phase::Measuring;
    Q_EMIT intervalAdded(s);
    // An interval's figures are drawn at the page's pace (LivePage::refreshView); a new phase at once.
    if (m_run.phase != before)
        Q_EMIT changed();
}

void RunModel::setSummary(const RunSummary& s)
{
    m_run.hasSummary = true;
    m_run.summary = s;
}

void RunModel::setPhase(CurrentRun::Phase phase)
{
    m_run.phase = phase;
    Q_EMIT changed();
}

void RunModel::followRuns(RunController* runs)
{
    connect(runs, &RunController::intervalAvailable, this, [this](const IntervalSample& s) {
        if (m_own)
            addInterval(s);
    });
    connect(runs, &RunController::affinityApplied, this, [this](const QJsonObject& record) {
        if (m_own) {
            m_run.affinity = record;
            Q_EMIT changed();
        }
    });
    connect(runs, &RunController::stored, this, [this](qint64 runId, const QString& path) {
        if (m_own) {
            m_run.runId = runId;
            m_run.store = path;
        }
    });
    connect(runs, &RunController::stateChanged, this, [this](RunController::State state) {
        if (m_own && state == RunController::State::Stopping && m_run.active())
            setPhase(CurrentRun::Phase::Stopping);
    });
    connect(runs, &RunController::finished, this, [this](const RunSummary& s) {
        if (!m_own)
            return;
        m_own = false;
        setSummary(s);
        // Stopped: the user's stop; an interruption by anything else (a lost server) is a failure.
        const bool stopped = s.status == RunStatus::Interrupted && s.error.code == ErrorCode::Cancelled;
        setPhase(s.status == RunStatus::Finished ? CurrentRun::Phase::Finished
                : stopped                        ? CurrentRun::Phase::Stopped
                                                 : CurrentRun::Phase::Failed);
    });
    connect(runs, &RunController::failed, this, [this](const Error& e) {
        if (!m_own)
            return;
        m_own = false;
        m_run.error = e;
        setPhase(CurrentRun::Phase::Failed);
    });
    connect(runs, &RunController::affinityRestoreFailed, this, [this](const Error& e) {
        m_run.restoreError = e;
        Q_EMIT changed();
    });
}

void RunModel::followPlans(PlanController* plans)
{
    connect(plans, &PlanController::stateChanged, this, [this](PlanController::State state) {
        if (state == PlanController::State::Running && !m_run.active()) {
            m_own = false;
            m_run = {};
            m_run.plan = true;
            m_run.phase = CurrentRun::Phase::Starting;
            Q_EMIT changed();
        } else if (state == PlanController::State::Stopping && m_run.plan && m_run.active()) {
            setPhase(CurrentRun::Phase::Stopping);
        }
    });
    connect(plans, &PlanController::runStarted, this, [this](const PlanProgress& p) {
        m_run.plan = true;
        m_run.position = p.position;
        m_run.count = p.count;
        m_run.load = p.load;
        m_run.endpoint = p.spec.serverProfile;
        m_run.planElapsedSec = p.elapsedSec;
        m_run.planEtaSec = p.etaSec;
        begin(p.spec);
    });
    connect(plans, &PlanController::intervalAvailable, this, &RunModel::addInterval);
    connect(plans, &PlanController::affinityApplied, this, [this](const QJsonObject& record) {
        m_run.affinity = record;
        Q_EMIT changed();
    });
    connect(plans, &PlanController::runFinished, this, [this](const RunSpec&, const RunSummary& s) {
        setSummary(s);
        Q_EMIT changed(); // the plan goes on: the step's summary, the next step starting
    });
    connect(plans, &PlanController::planEnded, this, [this](const Error& error, qint64 experimentId, const QString& path) {
        m_run.plan = true;
        m_run.error = error;
        m_run.experimentId = experimentId;
        m_run.store = path;
        setPhase(!error                               ? CurrentRun::Phase::Finished
                : error.code == ErrorCode::Cancelled ? CurrentRun::Phase::Stopped
                                                     : CurrentRun::Phase::Failed);
    });
}

} // namespace sb
