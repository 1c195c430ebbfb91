// SPDX-License-Identifier: GPL-3.0-or-later
// `scalebench-cli restore`: puts back the CPU masks a binder that died left on a server, from its journal; and the
// same recovery every other command runs first, with a note for each journal it acted on.
#include "affinity/bindingrecovery.h"
#include "clicommand.h"
#include "common/recoverytext.h"
#include "console.h"

namespace sb::cli {

void recoverStaleBindings(const QString& command)
{
    if (command == QLatin1String("restore"))
        return; // it reports the same on stdout
    for (const RecoveredBinding& r : BindingRecovery::recoverStale()) {
        if (r.status != RecoveredBinding::Status::Active)
            err() << "scalebench-cli: " << RecoveryText::describe(r, ErrorText::Audience::CommandLine) << Qt::endl;
    }
}

int restoreCommand(const QStringList& args)
{
    if (!args.isEmpty())
        return usageError(QStringLiteral("restore: takes no arguments"));
    const QList<RecoveredBinding> all = BindingRecovery::recoverStale();
    if (all.isEmpty())
        out() << "nothing to restore: no server is bound by ScaleBench" << Qt::endl;
    bool attention = false;
    for (const RecoveredBinding& r : all) {
        out() << RecoveryText::describe(r, ErrorText::Audience::CommandLine) << Qt::endl;
        attention |= RecoveryText::needsAttention(r);
    }
    return attention ? ExitInternal : ExitOk;
}

} // namespace sb::cli
