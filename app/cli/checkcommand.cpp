// SPDX-License-Identifier: GPL-3.0-or-later
// check: a workload's consistency conditions on its tables after runs (tpcc: the TPC-C specification's 1 to 4).
#include "clicommand.h"
#include "connectionoptions.h"
#include "console.h"
#include "workloadinvocation.h"

#include "server/session.h"
#include "workload/tpcc/tpcccheck.h"
#include "workload/tpcc/tpccworkload.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace sb::cli {

int checkCommand(const QStringList& args)
{
    int exitCode = ExitOk;
    auto inv = WorkloadInvocation::open(args, "check", exitCode);
    if (!inv)
        return exitCode;
    const bool json = inv->cl.takeFlag(QStringLiteral("json"));
    if (inv->workloadName() != TpccWorkload::workloadName())
        return fail({ ErrorCode::InvalidOption, QStringLiteral("check"), inv->workloadName() });
    auto connection = inv->createAndResolve();
    if (!connection)
        return fail(connection.error());
    Session session;
    if (Error e = session.connect(connection->profile))
        return fail(e);
    if (Error e = inv->workload().checkPrepared(session))
        return fail(e);
    auto results = TpccCheck::run(session);
    if (!results)
        return fail(results.error());
    bool all = true;
    QJsonArray conditions;
    for (const TpccConditionResult& r : *results) {
        all = all && r.holds();
        QJsonArray failures;
        for (const TpccCheckFailure& f : r.failures) {
            QJsonObject row { { QStringLiteral("w_id"), f.warehouse } };
            if (f.district)
                row.insert(QStringLiteral("d_id"), f.district);
            for (const auto& [name, value] : f.values)
                row.insert(name, value);
            failures.append(row);
        }
        conditions.append(QJsonObject { { QStringLiteral("condition"), r.condition },
            { QStringLiteral("rule"), TpccCheck::conditionText(r.condition) }, { QStringLiteral("holds"), r.holds() },
            { QStringLiteral("rows_checked"), r.rowsChecked }, { QStringLiteral("failures"), r.failureCount },
            { QStringLiteral("failing_rows"), failures } });
        if (json)
            continue;
        out() << QStringLiteral("Condition %1 (%2): %3, %4 %5 checked")
                     .arg(r.condition)
                     .arg(TpccCheck::conditionText(r.condition),
                         r.holds() ? QStringLiteral("holds") : QStringLiteral("FAILS"))
                     .arg(r.rowsChecked)
                     .arg(r.condition == 1 ? QStringLiteral("warehouses") : QStringLiteral("districts"));
        if (r.rowsChecked == 0)
            out() << " (no rows: nothing was checked)";
        if (r.failureCount > 0)
            out() << QStringLiteral(", %1 failing").arg(r.failureCount);
        out() << '\n';
        for (const TpccCheckFailure& f : r.failures) {
            QStringList values;
            for (const auto& [name, value] : f.values)
                values << name + QLatin1Char('=') + value;
            out() << "    w_id=" << f.warehouse;
            if (f.district)
                out() << " d_id=" << f.district;
            out() << ": " << values.join(QStringLiteral(", ")) << '\n';
        }
    }
    if (json)
        out() << QJsonDocument(QJsonObject { { QStringLiteral("workload"), TpccWorkload::workloadName() },
                                   { QStringLiteral("holds"), all }, { QStringLiteral("conditions"), conditions } })
                     .toJson(QJsonDocument::Compact)
              << '\n';
    else
        out() << (all ? "All consistency conditions hold.\n" : "Consistency check failed.\n");
    out().flush();
    return all ? ExitOk : ExitRunFailed;
}

} // namespace sb::cli
