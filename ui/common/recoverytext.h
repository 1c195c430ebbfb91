// SPDX-License-Identifier: GPL-3.0-or-later
// The words for what the start-up recovery of CPU bindings did with one journal, for the workstation's banner and for
// scalebench-cli (its note before every command, and `restore`): one text, so both say the same. Part of
// scalebench_report (no Widgets) because the CLI links it.
#pragma once

#include "affinity/bindingrecovery.h"
#include "common/errortext.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class RecoveryText {
    Q_DECLARE_TR_FUNCTIONS(RecoveryText)
public:
    // Empty for the workstation where there is nothing worth telling (a binder still running, a server that ended, an
    // obsolete journal removed); the command line reports those too, as `restore` lists every journal.
    static QString describe(const RecoveredBinding& result, ErrorText::Audience audience);
    // A result the user should act on or check, not only be told about.
    static bool needsAttention(const RecoveredBinding& result);
};

} // namespace sb
