// SPDX-License-Identifier: GPL-3.0-or-later
// The engine as a QObject for the GUI, the one skeleton RunController, PlanController and ExploreController share
// (in the style of hotspot's PerfParser): a state, its signal, the jobs (EngineJobs: one thread each, a generation
// number so whatever a superseded job still sends is dropped) and the way a job's thread reaches this object's
// thread. Each controller adds what it starts and what it reports. QtCore only.
#pragma once

#include "experiment/enginejob.h"

#include <QObject>
#include <functional>
#include <memory>

namespace sb {

class EngineController : public QObject {
    Q_OBJECT
public:
    // Preparing and CleaningUp are RunController's workload tasks; a plan and an explore are Running or Stopping.
    enum class State { Idle, Running, Stopping, Preparing, CleaningUp };
    Q_ENUM(State)

    // Stops every job and waits for its thread (m_jobs): no engine thread outlives the controller.
    ~EngineController() override = default;

    State state() const { return m_state; }
    bool isBusy() const { return m_state != State::Idle; }
    quint64 generation() const { return m_jobs.generation(); }

    // The value types every controller's signals carry (IntervalSample, RunSummary, Error, ...), for queued
    // connections; each controller adds its own.
    static void registerMetaTypes();

Q_SIGNALS:
    void stateChanged(sb::EngineController::State state);

protected:
    using Job = EngineJob;

    explicit EngineController(QObject* parent);

    // A new current job in `state`; the job it supersedes is stopped and what it still sends is dropped.
    std::shared_ptr<Job> launch(State state);
    // From the job's thread: runs `emitter` on this object's thread if `job` is still the current job.
    void post(const std::shared_ptr<Job>& job, std::function<void()> emitter);
    // The job thread's last act, queued after everything it sent: `ended` (if the job is still the current one),
    // then Idle, once everything it sent has been delivered.
    void finish(const std::shared_ptr<Job>& job, std::function<void()> ended = {});
    // Asks the current job to end. `dropPending`: what it still sends (but its end) is dropped. Returns false when
    // no job runs.
    bool stopCurrent(bool dropPending);
    void setState(State state);

private:
    EngineJobs m_jobs;
    State m_state = State::Idle;
};

} // namespace sb
