// SPDX-License-Identifier: GPL-3.0-or-later
// Reads a plan's JSON into an ExperimentPlan, collecting every problem with its JSON path instead of stopping
// at the first one (ExperimentPlan::validate() returns them).
#pragma once

#include "experimentplan.h"
#include "runsettings.h"
#include "planfields.h"

#include <QJsonValue>

namespace sb {

class PlanReader {
public:
    explicit PlanReader(const QJsonObject& root);
    ExperimentPlan read();

private:
    void readHeader();
    void readWorkloads();
    PlanWorkload readWorkload(const QJsonValue& value, const QString& path);
    PlanWorkload readMix(const QJsonObject& object, const QString& path);
    void checkWorkloadName(const QString& name, const QString& path);
    void checkWorkloadOptions(const PlanWorkload& workload, const QString& optionsPath);
    void readCpuAxis(const QString& key, QList<CpuConfig>& target);
    CpuConfig readCpu(const QJsonValue& value, const QString& path);
    void readSettings();
    void readSetting(const RunSetting& setting);
    void readOrder();
    void readLoad();
    QStringList readStrings(const QJsonObject& object, const QString& key, const QString& path);
    void checkCrossFields();

    std::optional<double> readNumber(const QString& key, double min, double max, bool integer);
    std::optional<double> readNumber(const RunSetting& setting);
    std::optional<double> readSeconds(const RunSetting& setting);

    QJsonObject m_root;
    ExperimentPlan m_plan;
    QList<PlanIssue> m_issues;
    PlanFields m_fields; // adds to m_issues
};

} // namespace sb
