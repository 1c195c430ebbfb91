// SPDX-License-Identifier: GPL-3.0-or-later
#include "waitprofile.h"

#include "engine/runoptions.h"

#include <QJsonArray>
#include <QSet>
#include <algorithm>
#include <mysql.h>

namespace sb {

namespace {

    constexpr int kTopWaits = 1000; // all of them: an event without a row was not seen
    constexpr int kTopGlobalWaits = 40;
    constexpr int kTopStatements = 10;
    constexpr int kTopFiles = 15;

    std::uint64_t u64(const QString& text)
    {
        return text.toULongLong();
    }

    std::uint64_t minus(std::uint64_t after, std::uint64_t before)
    {
        return after > before ? after - before : 0; // a TRUNCATE of a summary table in between: counted from 0
    }

    WaitTotals minus(const WaitTotals& after, const WaitTotals& before)
    {
        return { minus(after.count, before.count), minus(after.picoseconds, before.picoseconds) };
    }

    double us(std::uint64_t picoseconds)
    {
        return double(picoseconds) / 1e6;
    }

    QString idList(const QList<quint64>& ids)
    {
        QStringList parts;
        for (quint64 id : ids)
            parts << QString::number(id);
        return parts.join(QLatin1Char(','));
    }

    struct Row {
        QString event;
        WaitTotals totals;
    };

    QJsonArray waitArray(QList<Row> rows, int top)
    {
        std::sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
            return a.totals.picoseconds != b.totals.picoseconds ? a.totals.picoseconds > b.totals.picoseconds
                                                                : a.event < b.event;
        });
        QJsonArray a;
        for (const Row& r : rows) {
            if (a.size() >= top)
                break;
            if (r.totals.count == 0)
                continue;
            a.append(QJsonObject { { QStringLiteral("event"), r.event },
                { QStringLiteral("level"), WaitProfile::levelOf(r.event) },
                { QStringLiteral("count"), double(r.totals.count) }, { QStringLiteral("time_us"), us(r.totals.picoseconds) } });
        }
        return a;
    }

} // namespace

QString WaitProfile::levelOf(const QString& event)
{
    if (event.startsWith(QLatin1String("wait/io/table/")) || event.startsWith(QLatin1String("wait/lock/")))
        return QStringLiteral("table");
    if (event.startsWith(QLatin1String("wait/synch/")))
        return QStringLiteral("synch");
    if (event.startsWith(QLatin1String("wait/io/file/")))
        return QStringLiteral("file");
    if (event.startsWith(QLatin1String("wait/io/socket/")))
        return QStringLiteral("socket");
    if (event == QLatin1String("idle"))
        return QStringLiteral("idle");
    return QStringLiteral("other");
}

QStringList WaitProfile::levels()
{
    return { QStringLiteral("table"), QStringLiteral("synch"), QStringLiteral("file"), QStringLiteral("socket") };
}

QJsonObject WaitProfile::notAvailable(const QString& reason, const QString& detail)
{
    QJsonObject o { { QStringLiteral("available"), false }, { QStringLiteral("reason"), reason } };
    if (!detail.isEmpty())
        o.insert(QStringLiteral("detail"), detail);
    return o;
}

// The statements' digests over the run, the most time first (at most kTopStatements).
static QJsonArray statementsDelta(const PerfSchemaSnapshot& before, const PerfSchemaSnapshot& after)
{
    QList<PerfSchemaSnapshot::Digest> statements;
    for (auto it = after.digests.cbegin(); it != after.digests.cend(); ++it) {
        const PerfSchemaSnapshot::Digest b = before.digests.value(it.key());
        PerfSchemaSnapshot::Digest d = it.value();
        d.totals = minus(d.totals, b.totals);
        d.lockPicoseconds = minus(d.lockPicoseconds, b.lockPicoseconds);
        d.rowsExamined = minus(d.rowsExamined, b.rowsExamined);
        d.rowsSent = minus(d.rowsSent, b.rowsSent);
        if (d.totals.count > 0 && !d.text.contains(QLatin1String("performance_schema")))
            statements << d; // the collector's own reads left out
    }
    std::sort(statements.begin(), statements.end(), [](const auto& a, const auto& b) {
        return a.totals.picoseconds > b.totals.picoseconds;
    });
    QJsonArray statementArray;
    for (const auto& d : statements) {
        if (statementArray.size() >= kTopStatements)
            break;
        statementArray.append(QJsonObject { { QStringLiteral("schema"), d.schema }, { QStringLiteral("text"), d.text },
            { QStringLiteral("count"), double(d.totals.count) }, { QStringLiteral("time_us"), us(d.totals.picoseconds) },
            { QStringLiteral("lock_time_us"), us(d.lockPicoseconds) },
            { QStringLiteral("rows_examined"), double(d.rowsExamined) }, { QStringLiteral("rows_sent"), double(d.rowsSent) } });
    }
    return statementArray;
}

// The file I/O events over the run, the most time first (at most kTopFiles); `fileUs` their whole time.
static QJsonArray filesDelta(const PerfSchemaSnapshot& before, const PerfSchemaSnapshot& after, double& fileUs)
{
    fileUs = 0;
    QList<QPair<QString, PerfSchemaSnapshot::File>> files;
    for (auto it = after.files.cbegin(); it != after.files.cend(); ++it) {
        const PerfSchemaSnapshot::File b = before.files.value(it.key());
        PerfSchemaSnapshot::File d = it.value();
        d.totals = minus(d.totals, b.totals);
        d.reads = minus(d.reads, b.reads);
        d.writes = minus(d.writes, b.writes);
        d.readBytes = minus(d.readBytes, b.readBytes);
        d.writeBytes = minus(d.writeBytes, b.writeBytes);
        if (d.totals.count > 0)
            files << qMakePair(it.key(), d);
    }
    std::sort(files.begin(), files.end(),
        [](const auto& a, const auto& b) { return a.second.totals.picoseconds > b.second.totals.picoseconds; });
    QJsonArray fileArray;
    for (const auto& [event, d] : files) {
        fileUs += us(d.totals.picoseconds);
        if (fileArray.size() >= kTopFiles)
            continue;
        fileArray.append(QJsonObject { { QStringLiteral("event"), event }, { QStringLiteral("count"), double(d.totals.count) },
            { QStringLiteral("time_us"), us(d.totals.picoseconds) }, { QStringLiteral("reads"), double(d.reads) },
            { QStringLiteral("writes"), double(d.writes) }, { QStringLiteral("read_bytes"), double(d.readBytes) },
            { QStringLiteral("write_bytes"), double(d.writeBytes) } });
    }
    return fileArray;
}

QJsonObject WaitProfile::delta(const PerfSchemaSnapshot& before, const PerfSchemaSnapshot& after, int connections)
{
    // Client threads: a thread found at the start counts from its start totals; one that connected later (a
    // reconnect) from zero; one gone at the end (disconnected) is lost with its waits, and counted as such.
    QSet<quint64> startThreads;
    for (auto it = before.threadOfConnection.cbegin(); it != before.threadOfConnection.cend(); ++it)
        startThreads.insert(it.value());
    QSet<quint64> endThreads;
    for (auto it = after.threadOfConnection.cbegin(); it != after.threadOfConnection.cend(); ++it)
        endThreads.insert(it.value());
    QHash<QString, WaitTotals> clientWaits;
    for (auto it = after.threadWaits.cbegin(); it != after.threadWaits.cend(); ++it) {
        if (!endThreads.contains(it.key().first))
            continue;
        const WaitTotals d = minus(it.value(), before.threadWaits.value(it.key()));
        WaitTotals& sum = clientWaits[it.key().second];
        sum.count += d.count;
        sum.picoseconds += d.picoseconds;
    }
    QList<Row> rows;
    QJsonObject levels;
    QHash<QString, double> levelUs;
    for (auto it = clientWaits.cbegin(); it != clientWaits.cend(); ++it) {
        if (it.value().count == 0)
            continue;
        const QString level = levelOf(it.key());
        if (level == QLatin1String("idle"))
            continue; // waiting for the client's next statement: not the server's time
        rows << Row { it.key(), it.value() };
        levelUs[level] += us(it.value().picoseconds);
    }
    for (auto it = levelUs.cbegin(); it != levelUs.cend(); ++it)
        levels.insert(it.key(), it.value());
    QList<Row> global;
    for (auto it = after.globalWaits.cbegin(); it != after.globalWaits.cend(); ++it) {
        const WaitTotals d = minus(it.value(), before.globalWaits.value(it.key()));
        if (d.count > 0 && it.key() != QLatin1String("idle"))
            global << Row { it.key(), d };
    }
    QList<Row> statementEvents;
    for (auto it = after.statementEvents.cbegin(); it != after.statementEvents.cend(); ++it) {
        const WaitTotals d = minus(it.value(), before.statementEvents.value(it.key()));
        if (d.count > 0)
            statementEvents << Row { it.key(), d };
    }
    double fileUs = 0;
    const QJsonArray statementArray = statementsDelta(before, after);
    const QJsonArray fileArray = filesDelta(before, after, fileUs);
    int found = 0;
    for (quint64 t : std::as_const(endThreads))
        found += startThreads.contains(t) ? 1 : 0;
    return QJsonObject { { QStringLiteral("available"), true }, { QStringLiteral("source"), QStringLiteral("performance_schema") },
        { QStringLiteral("connections"), connections }, { QStringLiteral("threads_start"), int(startThreads.size()) },
        { QStringLiteral("threads_end"), int(endThreads.size()) },
        { QStringLiteral("threads_lost"), int(startThreads.size()) - found },
        { QStringLiteral("levels"), levels }, { QStringLiteral("waits"), waitArray(rows, kTopWaits) },
        { QStringLiteral("global_waits"), waitArray(global, kTopGlobalWaits) },
        { QStringLiteral("statements"), statementArray }, { QStringLiteral("files"), fileArray },
        { QStringLiteral("statement_events"), waitArray(statementEvents, kTopStatements) },
        { QStringLiteral("file_io_us"), fileUs } };
}

QJsonValue WaitProfile::summaryJson(const QJsonObject& record, std::uint64_t transactions, int top)
{
    if (!record.value(QStringLiteral("available")).toBool() || transactions == 0)
        return QStringLiteral("not available");
    const QJsonObject levels = record.value(QStringLiteral("levels")).toObject();
    QJsonArray list;
    for (const QJsonValue& v : record.value(QStringLiteral("waits")).toArray()) {
        if (list.size() >= top)
            break;
        const QJsonObject w = v.toObject();
        const double time = w.value(QStringLiteral("time_us")).toDouble();
        const double level = levels.value(w.value(QStringLiteral("level")).toString()).toDouble();
        list.append(QJsonObject { { QStringLiteral("event"), w.value(QStringLiteral("event")) },
            { QStringLiteral("level"), w.value(QStringLiteral("level")) },
            { QStringLiteral("time_us_per_tx"), time / double(transactions) },
            { QStringLiteral("count_per_tx"), w.value(QStringLiteral("count")).toDouble() / double(transactions) },
            { QStringLiteral("share"), level > 0 ? time / level : 0.0 } });
    }
    return list;
}

WaitProfileCollector::WaitProfileCollector(const ServerProfile& profile)
    : m_profile(profile)
{
}

void WaitProfileCollector::open()
{
    m_available = false;
    if (Error e = m_session.connect(m_profile)) {
        m_unavailable = WaitProfile::notAvailable(QStringLiteral("not_answering"), e.detail);
        return;
    }
    auto on = m_session.scalar(QStringLiteral("SELECT @@performance_schema"));
    if (!on) {
        m_unavailable = WaitProfile::notAvailable(QStringLiteral("no_access"), on.error().detail);
        return;
    }
    if (*on != QLatin1String("1")) {
        m_unavailable = WaitProfile::notAvailable(QStringLiteral("performance_schema_off"));
        return;
    }
    // Wait classes with instruments off or untimed: their waits are missing from the profile (said with it).
    auto off = m_session.query(QStringLiteral(
        "SELECT SUBSTRING_INDEX(NAME, '/', 3) AS k, SUM(ENABLED = 'NO' OR TIMED = 'NO') FROM "
        "performance_schema.setup_instruments WHERE NAME LIKE 'wait/%' GROUP BY k ORDER BY k"));
    if (!off) {
        m_unavailable = WaitProfile::notAvailable(QStringLiteral("no_access"), off.error().detail);
        return;
    }
    m_instrumentsOff.clear();
    for (const QStringList& row : *off) {
        if (row.value(1).toInt() > 0)
            m_instrumentsOff << row.value(0);
    }
    m_fileInstruments.clear();
    if (auto files = m_session.query(QStringLiteral(
            "SELECT NAME FROM performance_schema.setup_instruments WHERE NAME LIKE 'wait/io/file/%' ORDER BY NAME"))) {
        for (const QStringList& row : *files)
            m_fileInstruments << row.value(0);
    }
    auto consumers = m_session.query(QStringLiteral(
        "SELECT NAME FROM performance_schema.setup_consumers WHERE ENABLED = 'NO' AND NAME IN "
        "('global_instrumentation', 'thread_instrumentation', 'statements_digest')"));
    if (consumers) {
        for (const QStringList& row : *consumers)
            m_instrumentsOff << QStringLiteral("consumer/") + row.value(0);
    }
    m_available = true;
}

void WaitProfileCollector::install(RunOptions& options)
{
    // Several load processes: every one takes part in the gathering of the connection ids, whether or not it reads.
    const auto gather = options.gatherConnectionIds;
    if (!m_available && !gather)
        return;
    m_passedIds = options.passedConnectionIds;
    auto previousConnect = options.onConnect;
    options.onConnect = [this, previousConnect, pass = options.passConnectionId](Session& s) -> Error {
        // The id the server sent in its handshake: read from the client library, no round trip.
        const quint64 id = s.handle() ? quint64(mysql_thread_id(s.handle())) : 0;
        if (id) {
            std::lock_guard lock(m_idsMutex);
            m_ids.append(id);
            if (m_gathered && pass) // a reconnect after the start's gathering: rank 0 reads its thread too
                pass(id);
        }
        return previousConnect ? previousConnect(s) : Error {};
    };
    auto previousStart = options.beforeStart;
    options.beforeStart = [this, previousStart, gather]() -> Error {
        if (Error e = previousStart ? previousStart() : Error {})
            return e;
        if (gather) { // rank 0 gets the other processes' clients: their threads are the run's too
            QList<quint64> mine;
            {
                std::lock_guard lock(m_idsMutex);
                mine = m_ids;
                m_gathered = true; // later connects are passed one by one
            }
            const QList<quint64> others = gather(mine);
            std::lock_guard lock(m_idsMutex);
            m_ids += others;
        }
        if (!m_available)
            return {};
        if (auto s = read()) { // replaced at the end of warm-up when there is one
            m_start = std::move(*s);
            m_from = QStringLiteral("start");
        }
        return {};
    };
    auto previousEnd = options.onMeasuredEnd;
    options.onMeasuredEnd = [this, previousEnd]() {
        markMeasuredEnd();
        if (previousEnd)
            previousEnd();
    };
}

void WaitProfileCollector::beginPhase()
{
    std::lock_guard lock(m_idsMutex);
    m_ids.clear();
    m_start.reset();
    m_end.reset();
    m_endError = {};
    m_result = m_available ? QJsonObject() : m_unavailable;
}

void WaitProfileCollector::markMeasuredStart()
{
    if (!m_available)
        return;
    if (auto s = read()) {
        m_start = std::move(*s);
        m_from = QStringLiteral("warmup_end");
    }
}

void WaitProfileCollector::markMeasuredEnd()
{
    if (!m_available || !m_start)
        return;
    auto end = read();
    if (end)
        m_end = std::move(*end);
    else
        m_endError = end.error();
}

void WaitProfileCollector::finish(bool answering)
{
    if (!m_available) {
        m_result = m_unavailable;
        return;
    }
    if (!answering) {
        m_result = WaitProfile::notAvailable(QStringLiteral("not_answering"));
        return;
    }
    if (!m_start) {
        m_result = WaitProfile::notAvailable(QStringLiteral("not_answering"));
        return;
    }
    if (!m_end) {
        m_result = WaitProfile::notAvailable(m_endError ? QStringLiteral("no_access") : QStringLiteral("not_answering"),
            m_endError.detail);
        return;
    }
    m_result = WaitProfile::delta(*m_start, *m_end, int(connectionIds().size()));
    m_result.insert(QStringLiteral("from"), m_from);
    if (!m_instrumentsOff.isEmpty())
        m_result.insert(QStringLiteral("instruments_off"), QJsonArray::fromStringList(m_instrumentsOff));
    if (!m_fileInstruments.isEmpty())
        m_result.insert(QStringLiteral("file_instruments"), QJsonArray::fromStringList(m_fileInstruments));
}

QList<quint64> WaitProfileCollector::connectionIds() const
{
    QList<quint64> ids;
    {
        std::lock_guard lock(m_idsMutex);
        ids = m_ids;
    }
    if (m_passedIds) // rank 0: the other ranks' reconnects so far
        ids += m_passedIds();
    return ids;
}

Result<PerfSchemaSnapshot> WaitProfileCollector::read()
{
    PerfSchemaSnapshot s;
    const QList<quint64> ids = connectionIds();
    if (!ids.isEmpty()) {
        auto threads = m_session.query(QStringLiteral("SELECT PROCESSLIST_ID, THREAD_ID FROM performance_schema.threads "
                                                      "WHERE PROCESSLIST_ID IN (%1)")
                                           .arg(idList(ids)));
        if (!threads)
            return threads.error();
        QList<quint64> threadIds;
        for (const QStringList& row : *threads) {
            s.threadOfConnection.insert(u64(row.value(0)), u64(row.value(1)));
            threadIds << u64(row.value(1));
        }
        if (!threadIds.isEmpty()) {
            auto waits = m_session.query(
                QStringLiteral("SELECT THREAD_ID, EVENT_NAME, COUNT_STAR, SUM_TIMER_WAIT FROM "
                               "performance_schema.events_waits_summary_by_thread_by_event_name WHERE THREAD_ID IN (%1) "
                               "AND COUNT_STAR > 0")
                    .arg(idList(threadIds)));
            if (!waits)
                return waits.error();
            for (const QStringList& row : *waits)
                s.threadWaits.insert(qMakePair(u64(row.value(0)), row.value(1)), { u64(row.value(2)), u64(row.value(3)) });
        }
    }
    auto global = m_session.query(QStringLiteral("SELECT EVENT_NAME, COUNT_STAR, SUM_TIMER_WAIT FROM "
                                                 "performance_schema.events_waits_summary_global_by_event_name "
                                                 "WHERE COUNT_STAR > 0"));
    if (!global)
        return global.error();
    for (const QStringList& row : *global)
        s.globalWaits.insert(row.value(0), { u64(row.value(1)), u64(row.value(2)) });
    auto statementEvents = m_session.query(QStringLiteral(
        "SELECT EVENT_NAME, COUNT_STAR, SUM_TIMER_WAIT FROM "
        "performance_schema.events_statements_summary_global_by_event_name WHERE COUNT_STAR > 0"));
    if (!statementEvents)
        return statementEvents.error();
    for (const QStringList& row : *statementEvents)
        s.statementEvents.insert(row.value(0), { u64(row.value(1)), u64(row.value(2)) });
    auto digests = m_session.query(QStringLiteral(
        "SELECT IFNULL(SCHEMA_NAME, ''), IFNULL(DIGEST, ''), IFNULL(DIGEST_TEXT, ''), COUNT_STAR, SUM_TIMER_WAIT, "
        "SUM_LOCK_TIME, SUM_ROWS_EXAMINED, SUM_ROWS_SENT FROM performance_schema.events_statements_summary_by_digest"));
    if (!digests)
        return digests.error();
    for (const QStringList& row : *digests)
        s.digests.insert(row.value(0) + QLatin1Char('\n') + row.value(1),
            { row.value(0), row.value(2), { u64(row.value(3)), u64(row.value(4)) }, u64(row.value(5)), u64(row.value(6)),
                u64(row.value(7)) });
    auto files = m_session.query(QStringLiteral(
        "SELECT EVENT_NAME, COUNT_STAR, SUM_TIMER_WAIT, COUNT_READ, COUNT_WRITE, SUM_NUMBER_OF_BYTES_READ, "
        "SUM_NUMBER_OF_BYTES_WRITE FROM performance_schema.file_summary_by_event_name WHERE COUNT_STAR > 0"));
    if (!files)
        return files.error();
    for (const QStringList& row : *files)
        s.files.insert(row.value(0),
            { { u64(row.value(1)), u64(row.value(2)) }, u64(row.value(3)), u64(row.value(4)), u64(row.value(5)),
                u64(row.value(6)) });
    return s;
}

} // namespace sb
