// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginecontroller.h"

#include "collectors/incident.h"
#include "collectors/runevent.h"
#include "collectors/serverwatch.h"
#include "common/error.h"
#include "engine/intervalsample.h"
#include "engine/runsummary.h"

namespace sb {

EngineController::EngineController(QObject* parent)
    : QObject(parent)
    , m_jobs(this)
{
    registerMetaTypes();
}

void EngineController::registerMetaTypes()
{
    qRegisterMetaType<sb::IntervalSample>("sb::IntervalSample");
    qRegisterMetaType<sb::RunSummary>("sb::RunSummary");
    qRegisterMetaType<sb::Incident>("sb::Incident");
    qRegisterMetaType<sb::CollectorNote>("sb::CollectorNote");
    qRegisterMetaType<sb::RunEvent>("sb::RunEvent");
    qRegisterMetaType<sb::Error>("sb::Error");
    qRegisterMetaType<sb::EngineController::State>("sb::EngineController::State");
}

void EngineController::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

std::shared_ptr<EngineController::Job> EngineController::launch(State state)
{
    auto job = m_jobs.launch();
    setState(state);
    return job;
}

void EngineController::post(const std::shared_ptr<Job>& job, std::function<void()> emitter)
{
    m_jobs.post(job, std::move(emitter));
}

void EngineController::finish(const std::shared_ptr<Job>& job, std::function<void()> ended)
{
    m_jobs.finish(job, [this, ended = std::move(ended)] {
        if (ended)
            ended();
        setState(State::Idle);
    });
}

bool EngineController::stopCurrent(bool dropPending)
{
    if (!m_jobs.current())
        return false;
    m_jobs.current()->requestStop();
    if (dropPending)
        m_jobs.dropPending();
    return true;
}

} // namespace sb
