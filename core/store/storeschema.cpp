// SPDX-License-Identifier: GPL-3.0-or-later
#include "storeschema.h"

#include "storecodec.h"
#include "storequery.h"

#include <QSqlError>

namespace sb {

namespace {
    // Version 1: experiments, runs (spec JSON plus the labels and summary numbers tables and filters need),
    // interval samples, merged histograms and environment snapshots.
    QStringList version1()
    {
        return {
            QStringLiteral("CREATE TABLE experiments (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                           "plan_json TEXT NOT NULL, plan_hash TEXT NOT NULL, created TEXT NOT NULL)"),
            QStringLiteral("CREATE INDEX experiments_by_hash ON experiments (name, plan_hash)"),
            QStringLiteral(
                "CREATE TABLE runs (id INTEGER PRIMARY KEY, "
                "experiment_id INTEGER NOT NULL REFERENCES experiments (id) ON DELETE CASCADE, "
                "run_index INTEGER NOT NULL, spec_json TEXT NOT NULL, workload TEXT, threads INTEGER, "
                "server_cpu TEXT, client_cpu TEXT, server_profile TEXT, repetition INTEGER, "
                "status TEXT NOT NULL CHECK (status IN ('running', 'finished', 'interrupted', 'failed')), "
                "reason TEXT, started TEXT NOT NULL, ended TEXT, writer_pid INTEGER, writer_host TEXT, "
                "summary_json TEXT, duration_sec REAL, transactions INTEGER, queries INTEGER, errors INTEGER, "
                "tps REAL, qps REAL, latency_avg_ms REAL, latency_p95_ms REAL, latency_p99_ms REAL, "
                "latency_max_ms REAL)"),
            QStringLiteral("CREATE INDEX runs_by_experiment ON runs (experiment_id, run_index)"),
            QStringLiteral("CREATE INDEX runs_by_status ON runs (status)"),
            QStringLiteral(
                "CREATE TABLE intervals (id INTEGER PRIMARY KEY, "
                "run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE, "
                "t REAL NOT NULL, interval_sec REAL, warmup INTEGER, threads INTEGER, transactions INTEGER, "
                "reads INTEGER, writes INTEGER, others INTEGER, ignored_errors INTEGER, fatal_errors INTEGER, "
                "reconnects INTEGER, lat_count INTEGER, lat_min_ms REAL, lat_avg_ms REAL, lat_p50_ms REAL, "
                "lat_p95_ms REAL, lat_p99_ms REAL, lat_p999_ms REAL, lat_max_ms REAL, lat_sum_ms REAL, "
                "server_threads TEXT, written TEXT)"),
            QStringLiteral("CREATE INDEX intervals_by_run ON intervals (run_id, id)"),
            QStringLiteral("CREATE TABLE histograms (run_id INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE "
                           "CASCADE, encoding TEXT NOT NULL, data BLOB NOT NULL)"),
            QStringLiteral("CREATE TABLE environment (run_id INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE "
                           "CASCADE, snapshot_json TEXT NOT NULL)"),
        };
    }

    // Version 2: open-loop (rate-limited) runs. Intervals of older stores keep NULLs there, read back as 0
    // (a closed-loop interval).
    QStringList version2()
    {
        QStringList steps;
        for (const char* column : { "target_rate REAL", "backlog INTEGER", "svc_count INTEGER", "svc_min_ms REAL",
                 "svc_avg_ms REAL", "svc_p50_ms REAL", "svc_p95_ms REAL", "svc_p99_ms REAL", "svc_p999_ms REAL",
                 "svc_max_ms REAL", "svc_sum_ms REAL" })
            steps << QStringLiteral("ALTER TABLE intervals ADD COLUMN ") + QLatin1String(column);
        return steps;
    }
    // Version 3: open-loop runs keep their service-time histogram beside the latency one.
    QStringList version3()
    {
        return { QStringLiteral("CREATE TABLE service_histograms (run_id INTEGER PRIMARY KEY REFERENCES runs (id) "
                                "ON DELETE CASCADE, encoding TEXT NOT NULL, data BLOB NOT NULL)") };
    }
    // Version 4: connections per interval (connected, and the mean inside a transaction). Older intervals read
    // back 0 for both: not measured.
    QStringList version4()
    {
        return { QStringLiteral("ALTER TABLE intervals ADD COLUMN connected INTEGER"),
            QStringLiteral("ALTER TABLE intervals ADD COLUMN busy REAL") };
    }
    // Version 5 (counters22): the server's status counters per interval (a JSON object, NULL: none sampled) and the
    // incidents a run captured (processlist, InnoDB status, status deltas, host threads: JSON).
    QStringList version5()
    {
        return { QStringLiteral("ALTER TABLE intervals ADD COLUMN server_counters TEXT"),
            QStringLiteral("CREATE TABLE incidents (id INTEGER PRIMARY KEY, "
                           "run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE, t REAL NOT NULL, "
                           "reason TEXT NOT NULL, data_json TEXT NOT NULL, written TEXT)"),
            QStringLiteral("CREATE INDEX incidents_by_run ON incidents (run_id, id)") };
    }
    // Version 6 (issue 22, cpu22): the local server's on-CPU profile per run (perf record), as folded stacks and
    // their meta (samples, truncated stacks, kernel / server / library shares).
    QStringList version6()
    {
        return { QStringLiteral("CREATE TABLE IF NOT EXISTS server_profiles (run_id INTEGER PRIMARY KEY REFERENCES runs (id) "
                                "ON DELETE CASCADE, meta_json TEXT NOT NULL, folded TEXT NOT NULL)") };
    }
    // Version 7 (mix23): a mixed run's intervals per client group, beside the run's total in `intervals` (which
    // every reader of older files keeps reading as before); the groups' summaries are in the run's summary_json.
    QStringList version7()
    {
        return { QStringLiteral("CREATE TABLE IF NOT EXISTS group_intervals (id INTEGER PRIMARY KEY, "
                                "run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE, grp TEXT NOT NULL, ")
                + StoreCodec::intervalColumns().join(QStringLiteral(", ")) + QLatin1Char(')'),
            QStringLiteral("CREATE INDEX IF NOT EXISTS group_intervals_by_run ON group_intervals (run_id, id)") };
    }
    // Version 8: a mixed run's histograms per client group (kind 'latency' or 'service'), beside the run's merged
    // ones in `histograms` and `service_histograms`.
    QStringList version8()
    {
        return { QStringLiteral("CREATE TABLE IF NOT EXISTS group_histograms (run_id INTEGER NOT NULL REFERENCES runs (id) "
                                "ON DELETE CASCADE, grp TEXT NOT NULL, kind TEXT NOT NULL, encoding TEXT NOT NULL, "
                                "data BLOB NOT NULL, PRIMARY KEY (run_id, grp, kind))") };
    }
    // Version 9: what happened to a run's server while it measured (collectors/runevent.h: a server restart), in the
    // order of its time on the intervals' clock.
    QStringList version9()
    {
        return { QStringLiteral("CREATE TABLE IF NOT EXISTS run_events (id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL "
                                "REFERENCES runs (id) ON DELETE CASCADE, t REAL NOT NULL, kind TEXT NOT NULL, "
                                "detail_json TEXT, written TEXT)"),
            QStringLiteral("CREATE INDEX IF NOT EXISTS run_events_by_run ON run_events (run_id, id)") };
    }
    // Version 10 (issue 35): profiles by kind, a run's on-CPU and off-CPU profile side by side (the off-CPU one's
    // counts are microseconds off the CPU). Older rows are on-CPU profiles.
    QStringList version10()
    {
        return { QStringLiteral("CREATE TABLE server_profiles_by_kind (run_id INTEGER NOT NULL REFERENCES runs (id) "
                                "ON DELETE CASCADE, kind TEXT NOT NULL, meta_json TEXT NOT NULL, folded TEXT NOT NULL, "
                                "PRIMARY KEY (run_id, kind))"),
            QStringLiteral("INSERT INTO server_profiles_by_kind (run_id, kind, meta_json, folded) "
                           "SELECT run_id, 'on-cpu', meta_json, folded FROM server_profiles"),
            QStringLiteral("DROP TABLE server_profiles"),
            QStringLiteral("ALTER TABLE server_profiles_by_kind RENAME TO server_profiles") };
    }
}

const std::vector<QStringList>& StoreSchema::steps()
{
    static const std::vector<QStringList> all { version1(), version2(), version3(), version4(), version5(), version6(), version7(),
        version8(), version9(), version10() };
    return all;
}

int StoreSchema::latestVersion()
{
    return int(steps().size());
}

Result<int> StoreSchema::version(const QSqlDatabase& db)
{
    StoreQuery query(db, QStringLiteral("PRAGMA user_version"));
    if (Error error = query.exec())
        return error;
    return query.next() ? query.value(0).toInt() : 0;
}

Error StoreSchema::checkIntegrity(const QSqlDatabase& db, const QString& path)
{
    StoreQuery query(db, QStringLiteral("PRAGMA quick_check"));
    if (Error error = query.exec())
        return Error { ErrorCode::ParseError, path, error.detail };
    const QString verdict = query.next() ? query.value(0).toString() : QString();
    if (verdict != QLatin1String("ok"))
        return Error { ErrorCode::ParseError, path, verdict };
    return {};
}

Error StoreSchema::migrate(QSqlDatabase& db, int from)
{
    if (from >= latestVersion())
        return {};
    if (!db.transaction())
        return StoreQuery::error(db.databaseName(), db.lastError());
    if (Error error = applySteps(db, from)) {
        db.rollback();
        return error;
    }
    if (!db.commit())
        return StoreQuery::error(db.databaseName(), db.lastError());
    return {};
}

Error StoreSchema::applySteps(const QSqlDatabase& db, int from)
{
    for (int version = from + 1; version <= latestVersion(); ++version) {
        for (const QString& statement : steps().at(size_t(version - 1))) {
            if (Error error = StoreQuery(db, statement).exec())
                return error;
        }
        // PRAGMA takes no bound values; the number is ours, not user input.
        if (Error error = StoreQuery(db, QStringLiteral("PRAGMA user_version = %1").arg(version)).exec())
            return error;
    }
    return {};
}

} // namespace sb
