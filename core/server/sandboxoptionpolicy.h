// SPDX-License-Identifier: GPL-3.0-or-later
// Which extra [mysqld] settings a sandbox accepts. Options come from plans and command lines that may not be the
// user's own, and the server runs as the user (root here): a setting that moves the sandbox's files, opens it to the
// network, drops authentication, loads code or writes files outside the sandbox folder is refused.
#pragma once

#include "common/error.h"

#include <QString>

namespace sb {

class SandboxOptionPolicy {
public:
    // The name as the server resolves it: lower case, '-' as '_', and the prefixes the server strips or turns into
    // a value (loose-, skip-, enable-, disable-, maximum-) removed, repeatedly: "loose-skip-grant-tables" is
    // "grant_tables".
    static QString canonicalName(const QString& name);
    // InvalidOption (context: the name as written) when the sandbox must not take the setting.
    static Error check(const QString& name, const QString& value);
};

} // namespace sb
