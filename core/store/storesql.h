// SPDX-License-Identifier: GPL-3.0-or-later
// Small pieces of SQL and errors that ResultStore's files (open, write, claim, read) share; not for other callers.
#pragma once

#include "common/error.h"
#include "common/optionproblem.h"
#include "storecodec.h"
#include "storedhistogram.h"

#include <QDateTime>
#include <QString>

namespace sb::storesql {

inline QString now() { return StoreCodec::timestamp(QDateTime::currentDateTimeUtc()); }

inline Error notFound(const char* what, qint64 id)
{
    return Error { ErrorCode::OptionValueInvalid, QLatin1String(what), QString::number(id), 0,
        qint64(OptionProblem::NotInStore) };
}

// A run's row with how many intervals it has and when the last was written (a dead writer's run is derived from it).
inline QString runColumns()
{
    return QStringLiteral(
        "runs.*, (SELECT COUNT(*) FROM intervals WHERE intervals.run_id = runs.id) AS interval_count, "
        "(SELECT MAX(written) FROM intervals WHERE intervals.run_id = runs.id) AS last_written");
}

inline QString histogramTable(HistogramKind kind)
{
    return kind == HistogramKind::Service ? QStringLiteral("service_histograms") : QStringLiteral("histograms");
}

inline QString histogramKindName(HistogramKind kind)
{
    return kind == HistogramKind::Service ? QStringLiteral("service") : QStringLiteral("latency");
}

} // namespace sb::storesql
