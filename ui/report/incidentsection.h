// SPDX-License-Identifier: GPL-3.0-or-later
// The report's section on incidents (a collapse or stall a run captured): per run, the statements its connections
// were running, grouped, and InnoDB's latest deadlock. Statement texts are normalised (literal values as ?) unless
// the run was asked to keep them; user and host names are shown only when the report is asked to include them.
#pragma once

#include "incidentdata.h"
#include "reportsections.h"

#include <QCoreApplication>
#include <vector>

namespace sb {

class ResultStore;
struct StoredRun;
struct Incident;

class IncidentSection {
    Q_DECLARE_TR_FUNCTIONS(IncidentSection)
public:
    static constexpr int kStatementsPerRun = 10;

    // From the runs' stored incidents: those stored before ScaleBench normalised are normalised here.
    static IncidentData read(ResultStore& store, const QList<StoredRun>& runs, const QStringList& labels);
    static IncidentData::Run summarise(const QString& label, std::vector<Incident> incidents);
    // The "LATEST DETECTED DEADLOCK" section of an InnoDB status, without its heading; empty when there is none.
    static QString latestDeadlock(const QString& innodbStatus);
    static QList<ReportSections::Block> blocks(const IncidentData& data);
};

} // namespace sb
