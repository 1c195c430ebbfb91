// SPDX-License-Identifier: GPL-3.0-or-later
#include "ownedtables.h"

#include "server/session.h"

namespace sb {

QString OwnedTables::comment()
{
    return QStringLiteral("created by scalebench");
}

QString OwnedTables::incompleteComment()
{
    return QStringLiteral("created by scalebench, loading");
}

Result<QMap<QString, QString>> OwnedTables::comments(Session& session, const QStringList& names)
{
    QMap<QString, QString> found;
    if (names.isEmpty())
        return found;
    QStringList quoted;
    for (const QString& n : names)
        quoted.append(QLatin1Char('\'') + n + QLatin1Char('\''));
    auto rows = session.query(QStringLiteral("SELECT TABLE_NAME, TABLE_COMMENT FROM information_schema.TABLES "
                                             "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN (%1)")
                                  .arg(quoted.join(QLatin1Char(','))));
    if (!rows)
        return rows.error();
    for (const QStringList& row : *rows)
        found.insert(row.value(0), row.value(1));
    return found;
}

Result<QMap<QString, bool>> OwnedTables::existing(Session& session, const QStringList& names)
{
    auto found = comments(session, names);
    if (!found)
        return found.error();
    QMap<QString, bool> owned;
    for (auto it = found->cbegin(); it != found->cend(); ++it)
        owned.insert(it.key(), it.value() == comment() || it.value() == incompleteComment());
    return owned;
}

Error OwnedTables::mark(Session& session, const QString& table)
{
    return session.execute(QStringLiteral("ALTER TABLE `%1` COMMENT='%2'").arg(table, comment()));
}

Error OwnedTables::clearForPrepare(Session& session, const QStringList& names, bool recreate)
{
    auto found = existing(session, names);
    if (!found)
        return found.error();
    if (found->isEmpty())
        return {};
    QStringList foreign;
    for (auto it = found->cbegin(); it != found->cend(); ++it) {
        if (!it.value())
            foreign.append(it.key());
    }
    if (!recreate || !foreign.isEmpty())
        return { ErrorCode::TablesExist, (recreate ? foreign : found->keys()).join(QStringLiteral(", ")), {} };
    return dropOwned(session, names, nullptr, nullptr);
}

Error OwnedTables::dropOwned(Session& session, const QStringList& names, QStringList* dropped, QStringList* keptForeign)
{
    auto found = existing(session, names);
    if (!found)
        return found.error();
    for (auto it = found->cbegin(); it != found->cend(); ++it) {
        if (!it.value()) {
            if (keptForeign)
                keptForeign->append(it.key());
            continue;
        }
        if (Error e = session.execute(QStringLiteral("DROP TABLE `%1`").arg(it.key())))
            return e;
        if (dropped)
            dropped->append(it.key());
    }
    return {};
}

Result<OwnedTables::Presence> OwnedTables::presence(Session& session, const QStringList& names)
{
    auto found = comments(session, names);
    if (!found)
        return found.error();
    Presence p;
    p.wanted = int(names.size());
    p.present = int(found->size());
    for (auto it = found->cbegin(); it != found->cend(); ++it) {
        if (it.value() == incompleteComment())
            p.incomplete.append(it.key());
        else if (it.value() != comment())
            p.foreign.append(it.key());
    }
    return p;
}

Error OwnedTables::checkPresent(Session& session, const QStringList& names)
{
    auto found = comments(session, names);
    if (!found)
        return found.error();
    QStringList missing;
    for (const QString& n : names) {
        if (!found->contains(n) || found->value(n) == incompleteComment())
            missing.append(n);
    }
    if (missing.isEmpty())
        return {};
    return { ErrorCode::TablesMissing, missing.join(QStringLiteral(", ")), session.profile().database };
}

} // namespace sb
