// SPDX-License-Identifier: GPL-3.0-or-later
// Turns a plan's server entry into a ConnectionRequest for the one resolver: a managed sandbox is started (or found
// running) in its directory; any other server gets its password from MYSQL_PWD or the option files, never from the
// plan. Shared by the CLI and the GUI so both run a plan against the same servers.
#pragma once

#include "planserver.h"
#include "server/connectionresolver.h"

namespace sb {

class PlanServerResolver {
public:
    static ConnectionRequest request(const PlanServer& server, const QString& sandboxDir);
    // `sandboxDir` empty = the user's sandbox.
    static Result<ResolvedServer> resolve(const PlanServer& server, const QString& sandboxDir);
};

} // namespace sb
