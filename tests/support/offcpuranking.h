// SPDX-License-Identifier: GPL-3.0-or-later
// The off-CPU profile's row-lock ranking (issue 35), checked alike on a local server (tst_offcpusandbox) and through
// the agent (tst_agentoffcpu): of two stored runs, oltp_update_index and oltp_point_select on a 100-row table at 32
// clients, the UPDATE's row-lock wait (a waiting place on the update path, mysql_update / handler::ha_update_row /
// ha_index_read_map, whose innermost frames are a futex or condition wait, through mariadbd's unexported frames)
// ranks in update_index's top 5 waiting places per transaction, point_select's is under a tenth of it, and the
// report's difference view between the two names it among its top 5.
#pragma once

#include "report/offcpusection.h"
#include "store/resultstore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace sb::test {

// A waiting place of the UPDATE's row lock: on the update path, ending in a futex or condition wait.
inline bool rowLockWait(const QString& site)
{
    const bool updatePath = site.contains(QLatin1String("mysql_update")) || site.contains(QLatin1String("ha_update_row"))
        || site.contains(QLatin1String("ha_index_read_map"));
    const QString leaf = site.section(QStringLiteral(" ← "), 0, 1);
    const bool wait = leaf.contains(QLatin1String("futex")) || leaf.contains(QLatin1String("cond_"));
    return updatePath && wait;
}

// The row-lock wait's µs per transaction in `p`, and the rank (0-based, -1: none) of its first waiting place.
inline double rowLockUs(const OffCpuProfile& p, int* rank)
{
    const auto sites = OffCpuSection::sites(p);
    double us = 0;
    *rank = -1;
    for (int i = 0; i < sites.size(); ++i) {
        if (!rowLockWait(sites.at(i).site))
            continue;
        us += sites.at(i).us;
        if (*rank < 0)
            *rank = i;
    }
    return p.perTransaction(us);
}

// The check on the two runs stored in `s` (QVERIFY: the caller looks at QTest::currentTestFailed()).
inline void verifyRowLockRanking(ResultStore& s, const char* where)
{
    const auto runs = s.listRuns();
    QVERIFY(runs && runs->size() == 2);
    const QJsonObject env = *s.environment(runs->first().id);
    QVERIFY2(!s.serverProfile(runs->first().id, QStringLiteral("off-cpu"))->folded.isEmpty(),
        QJsonDocument(env.value(QStringLiteral("server_offcpu_profile")).toObject()).toJson().constData());
    QVERIFY(s.serverProfile(runs->first().id)->folded.isEmpty()); // no on-CPU profile was asked for

    const OffCpuData data = OffCpuSection::read(s, *runs, RunAxis::Clients, RunAxis::Workload);
    QCOMPARE(data.profiles.size(), 2);
    const bool first = data.profiles.at(0).column == QLatin1String("oltp_update_index");
    const OffCpuProfile& update = data.profiles.at(first ? 0 : 1);
    const OffCpuProfile& select = data.profiles.at(first ? 1 : 0);
    QVERIFY(update.transactions > 0 && select.transactions > 0);
    QVERIFY(!update.threads.isEmpty());

    int updateRank = -1, selectRank = -1;
    const double updateUs = rowLockUs(update, &updateRank);
    const double selectUs = rowLockUs(select, &selectRank);
    qInfo("%s: row-lock wait: update_index %.1f µs/tx (rank %d), point_select %.1f µs/tx (rank %d)", where, updateUs,
        updateRank + 1, selectUs, selectRank + 1);
    QVERIFY2(updateRank >= 0 && updateRank < 5, qPrintable(OffCpuSection::topTable(update)));
    QVERIFY2(selectUs * 10 < updateUs, qPrintable(OffCpuSection::topTable(select)));

    // The difference view, point_select → update_index, names the row-lock wait among the waits that grew most.
    const auto changes = OffCpuSection::difference(select, update, 5);
    bool named = false;
    for (const auto& c : changes)
        named = named || rowLockWait(c.site);
    QVERIFY2(named, qPrintable(OffCpuSection::differenceTable(select, update)));
}

} // namespace sb::test
