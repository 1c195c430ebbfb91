// SPDX-License-Identifier: GPL-3.0-or-later
// A benchmark matrix read from a plan file ("schema": "scalebench-plan", "version": 1; see
// resources/plans/README.md): axes that multiply out to RunSpecs in a user-chosen order, plus run settings.
#pragma once

#include "common/error.h"
#include "cpuconfig.h"
#include "loadlayout.h"
#include "planissue.h"
#include "planserver.h"
#include "planworkload.h"
#include "runspec.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <vector>

namespace sb {

class Topology;

class ExperimentPlan : public RunSettingValues {
public:
    ExperimentPlan();
    static constexpr int schemaVersion = 1;
    static QString schemaName() { return QStringLiteral("scalebench-plan"); }
    // Axis names for `order`, outermost first; also the default order.
    static const QStringList& axisNames();

    // Fails only when the text is not a JSON object (ParseError) or the file cannot be read (FileError);
    // everything else is reported by validate().
    static Result<ExperimentPlan> fromJson(const QByteArray& json);
    static ExperimentPlan fromJson(const QJsonObject& object);
    static Result<ExperimentPlan> fromFile(const QString& path);
    // A plan of one: what an interactive run is, so that it expands to `spec` and is stored like a plan's run.
    // The server entry names the profile's host, port, socket, user and database (never its password).
    static ExperimentPlan single(const RunSpec& spec, const ServerProfile& profile);

    // Every problem of the JSON the plan was read from, each with its JSON path; for a plan built in code,
    // the problems of toJson(). The plan can run when no issue is an error.
    QList<PlanIssue> validate() const;
    bool isValid() const { return !PlanIssue::hasErrors(validate()); }
    // The CPU sets checked against a machine: a set it cannot give ("cores:4" on 2 cores) is an error at its path.
    QList<PlanIssue> checkCpuSets(const Topology& topology) const;

    std::vector<RunSpec> expand() const; // in `order`, indexes 0..n-1
    qsizetype runCount() const;
    double
    estimatedSeconds() const; // restart-settle + warm-up + duration + cool-down per run; events-only runs count 0

    QJsonObject toJson() const; // canonical form (ranges written out as lists)
    const QJsonObject& source() const { return m_source; } // the JSON as read: what a result store keeps
    // What makes two plans one experiment: the canonical form (defaults written out, ranges as lists) without the
    // description, workload options as text (1000 and "1000" are one value). The same for the plan file, the
    // Plan page's plan (its form fills in defaults) and explore, so that each resumes what another started.
    QJsonObject identity() const;
    static QJsonObject identityOf(const QJsonObject& planJson); // of the plan read from that JSON
    std::optional<PlanServer> server(const QString& name) const;

    QString name;
    QString description;
    QList<PlanServer> servers;
    QList<PlanWorkload> workloads;
    QList<int> clients;
    QList<CpuConfig> serverCpus { CpuConfig::all() };
    QList<CpuConfig> clientCpus { CpuConfig::all() };
    int repetitions = 1;
    // The settings every run gets (duration, rate, driver, ...): RunSettingValues, those of RunSettings' table that
    // plans take; a plan's duration defaults to 60 s.
    QStringList order = axisNames();
    // Every run made by several load processes (MPI ranks) that mpirun starts; inactive: by this process.
    LoadLayout load;

private:
    friend class PlanReader;
    QList<qsizetype> axisSizes(const QStringList& axes) const;
    RunSpec specAt(const QStringList& axes, const QList<qsizetype>& position) const;

    QJsonObject m_source;
    QList<PlanIssue> m_issues;
};

} // namespace sb
