// SPDX-License-Identifier: GPL-3.0-or-later
#include "kvworkload.h"

#include "common/optionproblem.h"
#include "kvclient.h"
#include "ownedtables.h"
#include "server/session.h"

namespace sb {

bool KvWorkload::isName(const QString& name)
{
    return name == QLatin1String("kv") || name == QLatin1String("flexasync");
}

QList<OptionSpec> KvWorkload::specs()
{
    return {
        { QStringLiteral("records"), OptionType::Int, 1000, 1, 100000000, {}, QStringLiteral("keys"),
            QStringLiteral("Keys per client (flexAsync's records per thread); the key range is records x threads") },
        { QStringLiteral("batch"), OptionType::Int, 10, 1, 10000, {}, QStringLiteral("operations"),
            QStringLiteral(
                "Operations per round trip: rows of one multi-row INSERT, keys of one IN-list SELECT/UPDATE/DELETE") },
        { QStringLiteral("engine"), OptionType::Choice, QStringLiteral("auto"), 0, 0,
            { QStringLiteral("auto"), QStringLiteral("innodb"), QStringLiteral("ndbcluster") }, {},
            QStringLiteral(
                "Storage engine of kvtest: auto takes ndbcluster when the server supports it, InnoDB otherwise") },
        { QStringLiteral("payload_bytes"), OptionType::Int, 100, 0, 4000, {}, QStringLiteral("bytes"),
            QStringLiteral("Bytes of the payload column of each row (flexAsync's 25 attributes of 4 bytes: 100)") },
    };
}

KvWorkload::KvWorkload(const OptionValues& options)
{
    m_options = options;
    m_config.records = options.value(QStringLiteral("records"), 1000).toLongLong();
    m_config.batch = options.value(QStringLiteral("batch"), 10).toInt();
    m_config.engine = options.value(QStringLiteral("engine"), QStringLiteral("auto")).toString();
    m_config.payloadBytes = options.value(QStringLiteral("payload_bytes"), 100).toInt();
}

Result<QString> KvWorkload::resolveEngine(Session& session, const QString& asked)
{
    auto rows = session.query(QStringLiteral("SHOW ENGINES"));
    if (!rows)
        return rows.error();
    bool ndb = false;
    for (const QStringList& row : *rows) {
        const QString support = row.value(1).toUpper();
        if (row.value(0).compare(QLatin1String("ndbcluster"), Qt::CaseInsensitive) == 0
            && (support == QLatin1String("YES") || support == QLatin1String("DEFAULT")))
            ndb = true;
    }
    if (asked == QLatin1String("innodb"))
        return QStringLiteral("InnoDB");
    if (asked == QLatin1String("ndbcluster")) {
        if (!ndb)
            return Error { ErrorCode::OptionValueInvalid, QStringLiteral("--engine"), asked, 0,
                qint64(OptionProblem::NoNdbEngine) };
        return QStringLiteral("ndbcluster");
    }
    return ndb ? QStringLiteral("ndbcluster") : QStringLiteral("InnoDB");
}

Error KvWorkload::prepare(const ServerProfile& profile, const PrepareOptions& options)
{
    Session s;
    if (Error e = s.connect(profile))
        return e;
    auto engine = resolveEngine(s, m_config.engine);
    if (!engine)
        return engine.error();
    if (Error e = OwnedTables::clearForPrepare(s, { tableName() }, options.recreate))
        return e;
    // The phases fill and empty the table themselves: prepare only creates it.
    if (Error e = s.execute(QStringLiteral("CREATE TABLE kvtest (id BIGINT NOT NULL PRIMARY KEY, v INT NOT NULL, "
                                           "payload VARCHAR(%1) NOT NULL) ENGINE=%2 COMMENT='%3'")
                                .arg(std::max(1, m_config.payloadBytes))
                                .arg(*engine, OwnedTables::comment())))
        return e;
    m_engineUsed = *engine;
    m_stats = {};
    return {};
}

Error KvWorkload::cleanup(Session& session, QStringList* dropped, QStringList* keptForeign)
{
    return OwnedTables::dropOwned(session, { tableName() }, dropped, keptForeign);
}

Result<bool> KvWorkload::dataMatches(Session& session) const
{
    auto any = session.scalar(QStringLiteral("SELECT EXISTS (SELECT 1 FROM kvtest)"));
    if (!any)
        return any.error();
    return *any == QLatin1String("0");
}

Error KvWorkload::checkPrepared(Session& session) const
{
    if (Error e = OwnedTables::checkPresent(session, { tableName() }))
        return e;
    // Every phase asks the same one question, so that the statements a phase adds to the server's counters besides
    // its own are the same for all phases.
    auto any = session.scalar(QStringLiteral("SELECT EXISTS (SELECT 1 FROM kvtest)"));
    if (!any)
        return any.error();
    if (m_phase == KvPhase::Insert && *any != QLatin1String("0"))
        return { ErrorCode::ServerError, tableName(), {}, 0, qint64(ServerStep::TableNotEmpty) };
    return {};
}

QStringList KvWorkload::phases() const
{
    return { QStringLiteral("insert"), QStringLiteral("read"), QStringLiteral("update"), QStringLiteral("read"),
        QStringLiteral("delete") };
}

void KvWorkload::setPhase(int phase, int /*threads*/)
{
    m_phase = KvPhase(std::clamp(phase, 0, int(KvPhase::Delete)));
    m_cursor = std::make_shared<std::atomic<std::int64_t>>(0);
}

std::uint64_t KvWorkload::phaseEvents(int threads) const
{
    const std::uint64_t ops = phaseOperations(threads);
    const auto batch = std::uint64_t(m_config.batch);
    return (ops + batch - 1) / batch;
}

std::unique_ptr<WorkloadClient> KvWorkload::createClient(int /*workerIndex*/, int threads, std::uint64_t /*seed*/) const
{
    return std::make_unique<KvClient>(m_phase, m_config, m_cursor, std::int64_t(phaseOperations(threads)));
}

} // namespace sb
