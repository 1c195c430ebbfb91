// SPDX-License-Identifier: GPL-3.0-or-later
// An explore as a QObject for the GUI, next to PlanController: Explorer works on a thread of its own with its own
// ResultStore connection and reports through queued signals carrying value types (one before and one after each
// run). A stopped or superseded explore's late signals are dropped by generation number. QtCore only.
#pragma once

#include "experiment/enginecontroller.h"
#include "explorer.h"

#include <QObject>
#include <memory>

namespace sb {

class ExploreController : public EngineController {
    Q_OBJECT
public:
    explicit ExploreController(QObject* parent = nullptr);

    // Explores `base` into a new experiment of the store at `storePath` (empty: ResultStore::defaultPath()).
    void start(const MeasuredRunRequest& base, const ExploreSettings& settings, const QString& storePath);
    // Ends the current run (kept, marked interrupted) and the sweep; exploreEnded() follows with ExploreEnd::Stopped.
    void stop();

    static void registerMetaTypes();

Q_SIGNALS:
    void runStarting(int run, const sb::ExploreChoice& choice);
    void runMeasured(const sb::ExplorePoint& point, const sb::ExploreEstimate& estimate);
    // The sweep is over; `error` is set when it could not start (the store) or a run failed.
    void exploreEnded(const sb::ExploreOutcome& outcome, qint64 experimentId, const QString& storePath);
};

} // namespace sb

Q_DECLARE_METATYPE(sb::ExploreChoice)
Q_DECLARE_METATYPE(sb::ExplorePoint)
Q_DECLARE_METATYPE(sb::ExploreEstimate)
Q_DECLARE_METATYPE(sb::ExploreOutcome)
