// SPDX-License-Identifier: GPL-3.0-or-later
// Turns a plan's server entry into something to connect to: the sandbox is started (or found running) in its
// directory; any other server gets its password from MYSQL_PWD or the [client] group of the option files, never
// from the plan. Shared by the CLI and the GUI so both run a plan against the same servers.
#pragma once

#include "planrunner.h"

namespace sb {

class PlanServerResolver {
public:
    // `sandboxDir` empty = the user's sandbox.
    static Result<ResolvedServer> resolve(const PlanServer& server, const QString& sandboxDir);
};

} // namespace sb
