// SPDX-License-Identifier: GPL-3.0-or-later
// One measured run of an experiment, as a plain value: what ExperimentPlan::expand() yields, what the PlanRunner
// executes and what the ResultStore keeps (as JSON) next to the run's results.
#pragma once

#include "cpuconfig.h"
#include "engine/runoptions.h"
#include "runsettingvalues.h"

#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <cstdint>

namespace sb {

struct RunSpec : RunSettingValues {
    int index = 0; // position in the expanded plan, 0-based; stable while the plan is unchanged (resume key)
    QString serverProfile; // a PlanServer name; "sandbox" = the built-in sandbox server
    QString workload; // registered workload name
    QString workloadLabel; // the plan's label for this workload entry (defaults to the name)
    QVariantMap workloadOptions; // sysbench option names -> values
    int threads = 1; // client connections
    CpuConfig clientCpu = CpuConfig::all();
    CpuConfig serverCpu = CpuConfig::all();
    int repetition = 0; // 0-based
    // The run settings (duration, rate, driver, ...): RunSettingValues, declared in RunSettings' table.
    // Phased workloads (kv): each phase is stored as a run of its own with the same index; empty otherwise.
    QString phase;
    // A run of several client groups (run --mix, MixSpec's grammar): workload "mix", threads their sum; empty else.
    QString mix;
    int phaseIndex = 0;
    int phaseCount = 0;

    QJsonObject toJson() const;
    static RunSpec fromJson(const QJsonObject& object);

    // The workload options as the registry takes them (booleans as on/off).
    QMap<QString, QString> workloadOptionTexts() const;
    // Identifies the data a run needs: prepare runs once per distinct key, not once per run.
    QString datasetKey() const;
    // Workload option names (underscore form) that change the prepared data rather than the transactions.
    static const QStringList& dataOptionNames();

    // Seconds the run is expected to take when bounded by duration (events-only runs count 0 measured time).
    double estimatedSeconds() const { return restartSettleSec + warmupSec + durationSec + cooldownSec; }

    friend bool operator==(const RunSpec&, const RunSpec&) = default;
};

} // namespace sb

Q_DECLARE_METATYPE(sb::RunSpec)
