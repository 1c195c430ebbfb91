// SPDX-License-Identifier: GPL-3.0-or-later
#include "preparepolicy.h"

#include "server/session.h"
#include "workload/ownedtables.h"

namespace sb {

namespace {

enum class Found { Ready, Missing, OwnStale, Foreign };

// A cheap look: which tables exist, whose they are, and (all present) whether they hold what the options ask for.
Result<Found> inspect(Session& session, const Workload& workload)
{
    auto presence = OwnedTables::presence(session, workload.dataTables());
    if (!presence)
        return presence.error();
    if (presence->present == 0)
        return Found::Missing;
    if (presence->present == presence->wanted && presence->incomplete.isEmpty()) { // a half-loaded table is stale
        auto matches = workload.dataMatches(session);
        if (!matches)
            return matches.error();
        if (*matches)
            return Found::Ready;
    }
    return presence->foreign.isEmpty() ? Found::OwnStale : Found::Foreign;
}

} // namespace

Result<PreparePolicy> parsePreparePolicy(const QString& text)
{
    if (text == QLatin1String("auto"))
        return PreparePolicy::Auto;
    if (text == QLatin1String("always"))
        return PreparePolicy::Always;
    if (text == QLatin1String("never"))
        return PreparePolicy::Never;
    return Error { ErrorCode::InvalidOption, QStringLiteral("prepare"), text };
}

QString preparePolicyName(PreparePolicy policy)
{
    switch (policy) {
    case PreparePolicy::Auto: return QStringLiteral("auto");
    case PreparePolicy::Always: return QStringLiteral("always");
    case PreparePolicy::Never: return QStringLiteral("never");
    }
    return {};
}

Error applyPreparePolicy(Workload& workload, const ServerProfile& profile, PreparePolicy policy,
    const PrepareOptions& options, bool* prepared)
{
    if (prepared)
        *prepared = false;
    Session session;
    if (Error e = session.connect(profile))
        return e;
    if (policy == PreparePolicy::Never)
        return workload.checkPrepared(session);
    auto found = inspect(session, workload);
    if (!found)
        return found.error();
    if (policy == PreparePolicy::Auto && *found == Found::Ready)
        return workload.checkPrepared(session);
    if (*found == Found::Foreign) { // never touched, whatever the policy
        auto presence = OwnedTables::presence(session, workload.dataTables());
        return { ErrorCode::TablesExist, presence ? presence->foreign.join(QStringLiteral(", ")) : QString(), {} };
    }
    PrepareOptions load = options;
    load.recreate = *found != Found::Missing;
    if (Error e = workload.prepare(profile, load))
        return e;
    if (prepared)
        *prepared = true;
    return {};
}

} // namespace sb
