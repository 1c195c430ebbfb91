// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverprobe.h"

namespace sb {

QString ServerInfo::flavourName() const
{
    switch (flavour) {
    case ServerFlavour::MariaDB: return QStringLiteral("MariaDB");
    case ServerFlavour::MySQL: return QStringLiteral("MySQL");
    case ServerFlavour::Percona: return QStringLiteral("Percona Server");
    case ServerFlavour::Unknown: break;
    }
    return QStringLiteral("unknown");
}

QJsonObject ServerInfo::toJson() const
{
    QJsonObject vars;
    for (auto it = variables.cbegin(); it != variables.cend(); ++it)
        vars.insert(it.key(), it.value());
    return { { QStringLiteral("version"), version }, { QStringLiteral("version_comment"), versionComment },
        { QStringLiteral("flavour"), flavourName() }, { QStringLiteral("variables"), vars },
        { QStringLiteral("tls"),
            QJsonObject { { QStringLiteral("version"), tls.version }, { QStringLiteral("cipher"), tls.cipher } } } };
}

const QStringList& ServerProbe::performanceVariables()
{
    static const QStringList names {
        QStringLiteral("innodb_buffer_pool_size"),
        QStringLiteral("innodb_buffer_pool_instances"),
        QStringLiteral("innodb_log_file_size"),
        QStringLiteral("innodb_log_buffer_size"),
        QStringLiteral("innodb_flush_log_at_trx_commit"),
        QStringLiteral("innodb_flush_method"),
        QStringLiteral("innodb_doublewrite"),
        QStringLiteral("innodb_io_capacity"),
        QStringLiteral("innodb_thread_concurrency"),
        QStringLiteral("innodb_read_io_threads"),
        QStringLiteral("innodb_write_io_threads"),
        QStringLiteral("thread_concurrency"),
        QStringLiteral("thread_handling"),
        QStringLiteral("thread_pool_size"),
        QStringLiteral("thread_cache_size"),
        QStringLiteral("max_connections"),
        QStringLiteral("sync_binlog"),
        QStringLiteral("log_bin"),
        QStringLiteral("query_cache_type"),
        QStringLiteral("query_cache_size"),
        QStringLiteral("table_open_cache"),
        QStringLiteral("key_buffer_size"),
        QStringLiteral("tmp_table_size"),
        QStringLiteral("performance_schema"),
        QStringLiteral("transaction_isolation"),
        QStringLiteral("tx_isolation"),
        QStringLiteral("default_storage_engine"),
    };
    return names;
}

Result<ServerInfo> ServerProbe::probe(Session& session)
{
    ServerInfo info;
    info.tls = session.tlsInfo();
    auto rows = session.query(QStringLiteral("SELECT @@version, @@version_comment"));
    if (!rows)
        return rows.error();
    if (!rows->isEmpty()) {
        info.version = rows->first().value(0);
        info.versionComment = rows->first().value(1);
    }
    const QString all = info.version + QLatin1Char(' ') + info.versionComment;
    if (all.contains(QLatin1String("MariaDB"), Qt::CaseInsensitive))
        info.flavour = ServerFlavour::MariaDB;
    else if (all.contains(QLatin1String("Percona"), Qt::CaseInsensitive))
        info.flavour = ServerFlavour::Percona;
    else if (!info.version.isEmpty())
        info.flavour = ServerFlavour::MySQL;

    QStringList quoted;
    for (const QString& name : performanceVariables())
        quoted.append(QLatin1Char('\'') + name + QLatin1Char('\''));
    auto vars = session.query(QStringLiteral("SHOW GLOBAL VARIABLES WHERE Variable_name IN (%1)").arg(quoted.join(QLatin1Char(','))));
    if (!vars)
        return vars.error();
    for (const QStringList& row : *vars)
        info.variables.insert(row.value(0).toLower(), row.value(1));
    return info;
}

Result<StatusSnapshot> ServerProbe::globalStatus(Session& session)
{
    auto rows = session.query(QStringLiteral("SHOW GLOBAL STATUS"));
    if (!rows)
        return rows.error();
    StatusSnapshot snapshot;
    for (const QStringList& row : *rows) {
        bool ok = false;
        const qint64 value = row.value(1).toLongLong(&ok);
        if (ok)
            snapshot.insert(row.value(0), value);
    }
    return snapshot;
}

StatusSnapshot ServerProbe::delta(const StatusSnapshot& before, const StatusSnapshot& after)
{
    StatusSnapshot d;
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        const auto b = before.constFind(it.key());
        if (b != before.cend())
            d.insert(it.key(), it.value() - b.value());
    }
    return d;
}

} // namespace sb
