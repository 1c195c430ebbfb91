// SPDX-License-Identifier: GPL-3.0-or-later
// The report's "Cost per transaction" (issue 35 item 4): per column, what a transaction cost the hardware at each
// client count (server and client CPU, context switches, disk reads, KB read and written by the server itself and
// on its datadir's device, network KB in and out) and the run's sizes (the server's peak RSS, the tables' size at
// the start and end), mean ± 95% interval; with several columns, every metric of each column as a ratio to the
// first (the baseline) with Fieller's interval where both cells have repetitions (MeanRatio), "one run each, no
// interval" where they do not. A metric a run could not measure reads "not available (reason)", never 0.
// It reads the cells WhyScales built from the runs' ServerMetrics (RunCost's rows in core/collectors).
#pragma once

#include "scalingreport.h"
#include "whyscales.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sb {

class CostTables {
    Q_DECLARE_TR_FUNCTIONS(CostTables)
public:
    explicit CostTables(const WhyScales& why);

    bool isEmpty() const; // no run has a cost metric
    QList<ScalingReport::Table> tables(const QString& xLabel) const;
    // The rows' metrics, in order: the server's CPU and context switches (ServerMetrics) and RunCost's.
    static QStringList keys();
    // The client CPU's label says whose CPU it is: the one load process's, or every rank's added up (the fewest and
    // most load processes of the report's runs).
    static QString label(const QString& key, int fewestLoadProcesses = 1, int mostLoadProcesses = 1);
    static QString reasonText(const QString& reason);

private:
    ScalingReport::Table costTable(const QString& column, const QString& xLabel) const;
    ScalingReport::Table ratioTable(const QString& column, const QString& xLabel) const;
    QStringList presentKeys() const;
    QString unavailableAt(const QString& column, double x, const QString& key) const;

    const WhyScales& m_why;
};

} // namespace sb
