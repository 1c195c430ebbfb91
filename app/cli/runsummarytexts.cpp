// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsummarytexts.h"

#include "collectors/runcost.h"
#include "console.h"

#include <QJsonArray>

namespace sb::cli {

// What a transaction cost the hardware, a line per metric ("not available (reason)" where it could not be read).
QString costText(const QJsonObject& environment, std::uint64_t transactions)
{
    if (!environment.contains(RunCost::kRecord))
        return QString();
    const QJsonObject cost = RunCost::summaryJson(environment, transactions);
    const QString clientCpu
        = cost.value(QStringLiteral("sources")).toObject().value(QStringLiteral("client_cpu")).toString();
    QString text = QStringLiteral("\nCost per transaction (KB read/written: the server's own /proc/PID/io; "
                                  "device: every process on it; client CPU: %1):\n")
                       .arg(clientCpu);
    QStringList keys { QStringLiteral("server_cpu_us_per_tx"), QStringLiteral("cswitch_per_tx") };
    keys << RunCost::metricNames();
    for (const QString& key : std::as_const(keys)) {
        const QJsonValue v = cost.value(key);
        const QString value = v.isDouble() ? QString::number(v.toDouble(), 'g', 4) : v.toString();
        text += line(key + QLatin1Char(':'), value);
    }
    return text;
}

// What the figures of a run whose server restarted cover (RunSummary::serverRestarts).
QString restartsText(const RunSummary& r)
{
    QString text;
    for (const QJsonValue& v : r.serverRestarts) {
        const QJsonObject o = v.toObject();
        const QJsonValue bound = o.value(QStringLiteral("bound"));
        text += QStringLiteral("\nThe server restarted at %1 s (%2 s without it): these figures cover both servers; "
                               "the %3 s after the restart ran against a buffer pool that started empty%4.\n")
                    .arg(num(o.value(QStringLiteral("at_sec")).toDouble(), 1),
                        num(o.value(QStringLiteral("gap_sec")).toDouble(), 1),
                        num(o.value(QStringLiteral("after_sec")).toDouble(), 1),
                        bound.isUndefined() ? QString()
                            : bound.toBool()   ? QStringLiteral(", its threads bound to the run's CPUs again")
                                               : QStringLiteral(", and its threads could not be bound to the run's CPUs"));
    }
    return text;
}

} // namespace sb::cli
