// SPDX-License-Identifier: GPL-3.0-or-later
// A plan run as a QObject for the GUI, next to RunController: PlanRunner works on a thread of its own with its own
// ResultStore connection and reports through queued signals carrying value types (one per interval, one per run).
// Each plan has a generation number; whatever a stopped or superseded plan still sends is dropped. QtCore only.
#pragma once

#include "experiment/enginecontroller.h"
#include "plan/experimentplan.h"
#include "planrunner.h"

#include <QObject>
#include <memory>

namespace sb {

class PlanController : public EngineController {
    Q_OBJECT
public:
    explicit PlanController(QObject* parent = nullptr);

    // Runs (or resumes) `plan` into the store at `storePath` (empty: ResultStore::defaultPath()). The resolver is
    // called on the plan's thread. Supersedes a plan still running.
    void start(const ExperimentPlan& plan, const QString& storePath, PlanRunner::ServerResolver resolver,
        const QString& sandboxDir = QString(), bool resume = false);
    // Ends the current run (kept in the store, marked interrupted) and the plan. Interval and run signals still in
    // flight are dropped; planEnded() follows with ErrorCode::Cancelled (or whatever ended the plan first).
    void stop();

    static void registerMetaTypes();

Q_SIGNALS:
    // A run starts: its position k of n, the plan's elapsed time and the estimate of what is left.
    void runStarted(const sb::PlanProgress& progress);
    // One per report interval of the current run, warm-up intervals included (flagged).
    void intervalAvailable(const sb::IntervalSample& sample);
    // The CPU sets of the current run as the kernel reported them once its workers run (RunAffinity::record()).
    void affinityApplied(const QJsonObject& record);
    void runFinished(const sb::RunSpec& spec, const sb::RunSummary& summary);
    // The plan is over: no error = every run done; Cancelled after stop(); otherwise what stopped it.
    void planEnded(const sb::Error& error, qint64 experimentId, const QString& storePath);
};

} // namespace sb

Q_DECLARE_METATYPE(sb::PlanProgress)
