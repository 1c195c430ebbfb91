// SPDX-License-Identifier: GPL-3.0-or-later
#include "tpcccheck.h"

#include "server/session.h"

namespace sb {

QString TpccCheck::conditionText(int condition)
{
    switch (condition) {
    case 1: return QStringLiteral("W_YTD = sum(D_YTD)");
    case 2: return QStringLiteral("D_NEXT_O_ID - 1 = max(O_ID) = max(NO_O_ID)");
    case 3: return QStringLiteral("count(NO_O_ID) = max(NO_O_ID) - min(NO_O_ID) + 1");
    case 4: return QStringLiteral("sum(O_OL_CNT) = count(order_line rows)");
    }
    return {};
}

namespace {

    struct Query {
        int condition;
        bool perDistrict;
        const char* sql; // key columns first, then the compared values, then 1 when the row holds
        QStringList names; // of the compared values
    };

    bool holdsRow(const QStringList& row, int condition)
    {
        // Condition 3 holds trivially for a district without new orders (nothing to count).
        if (condition == 3 && row.value(2) == QLatin1String("0"))
            return true;
        return row.last() == QLatin1String("1");
    }

} // namespace

Result<QList<TpccConditionResult>> TpccCheck::run(Session& session)
{
    const Query queries[] = {
        { 1, false,
            "SELECT w.w_id, w.w_ytd, SUM(d.d_ytd), COALESCE(w.w_ytd = SUM(d.d_ytd), 0) FROM warehouse w "
            "LEFT JOIN district d ON d.d_w_id = w.w_id GROUP BY w.w_id, w.w_ytd ORDER BY w.w_id",
            { QStringLiteral("w_ytd"), QStringLiteral("sum(d_ytd)") } },
        { 2, true,
            "SELECT d_w_id, d_id, d_next_o_id - 1, mo, mno, COALESCE(d_next_o_id - 1 = mo AND mo = mno, 0) FROM ("
            "SELECT d_w_id, d_id, d_next_o_id, "
            "(SELECT MAX(o_id) FROM orders WHERE o_w_id = d_w_id AND o_d_id = d_id) AS mo, "
            "(SELECT MAX(no_o_id) FROM new_orders WHERE no_w_id = d_w_id AND no_d_id = d_id) AS mno "
            "FROM district) t ORDER BY d_w_id, d_id",
            { QStringLiteral("d_next_o_id - 1"), QStringLiteral("max(o_id)"), QStringLiteral("max(no_o_id)") } },
        { 3, true,
            "SELECT d_w_id, d_id, COUNT(no_o_id), COALESCE(MAX(no_o_id) - MIN(no_o_id) + 1, 0), "
            "COALESCE(COUNT(no_o_id) = MAX(no_o_id) - MIN(no_o_id) + 1, 0) FROM district LEFT JOIN new_orders "
            "ON no_w_id = d_w_id AND no_d_id = d_id GROUP BY d_w_id, d_id ORDER BY d_w_id, d_id",
            { QStringLiteral("count(no_o_id)"), QStringLiteral("max(no_o_id) - min(no_o_id) + 1") } },
        { 4, true,
            "SELECT d_w_id, d_id, ol_cnt, line_cnt, COALESCE(ol_cnt = line_cnt, 0) FROM ("
            "SELECT d_w_id, d_id, "
            "(SELECT COALESCE(SUM(o_ol_cnt), 0) FROM orders WHERE o_w_id = d_w_id AND o_d_id = d_id) AS ol_cnt, "
            "(SELECT COUNT(*) FROM order_line WHERE ol_w_id = d_w_id AND ol_d_id = d_id) AS line_cnt "
            "FROM district) t ORDER BY d_w_id, d_id",
            { QStringLiteral("sum(o_ol_cnt)"), QStringLiteral("count(order_line)") } },
    };
    QList<TpccConditionResult> results;
    for (const Query& q : queries) {
        auto rows = session.query(QLatin1String(q.sql));
        if (!rows)
            return rows.error();
        TpccConditionResult r;
        r.condition = q.condition;
        const int keys = q.perDistrict ? 2 : 1;
        for (const QStringList& row : *rows) {
            ++r.rowsChecked;
            if (holdsRow(row, q.condition))
                continue;
            ++r.failureCount;
            if (r.failures.size() >= kMaxFailures)
                continue;
            TpccCheckFailure f;
            f.warehouse = row.value(0).toInt();
            f.district = q.perDistrict ? row.value(1).toInt() : 0;
            for (int i = 0; i < q.names.size(); ++i)
                f.values.append({ q.names[i], row.value(keys + i).isEmpty() ? QStringLiteral("NULL") : row.value(keys + i) });
            r.failures.append(f);
        }
        results.append(r);
    }
    return results;
}

} // namespace sb
