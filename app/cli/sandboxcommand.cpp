// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "commandline.h"
#include "console.h"

#include "server/sandboxserver.h"

namespace sb::cli {

int sandboxCommand(const QStringList& args)
{
    CommandLine cl = CommandLine::parse(args, { QStringLiteral("dir") });
    const QString dir = cl.take(QStringLiteral("dir"));
    if (cl.positionals().size() != 1 || !cl.remaining().isEmpty())
        return usageError(QStringLiteral("usage: scalebench-cli sandbox start|stop|status [--dir DIR]"));
    const QString action = cl.positionals().first();
    SandboxServer sandbox(dir);
    if (action == QLatin1String("start")) {
        auto profile = sandbox.start([](const QString& line) { out() << line << Qt::endl; });
        if (!profile)
            return fail(profile.error());
        out() << "socket " << profile->socket << ", port " << profile->port << ", user " << profile->user
              << ", database " << profile->database << "\ncredentials: " << sandbox.directory() << "/sandbox.json" << Qt::endl;
        return ExitOk;
    }
    if (action == QLatin1String("stop")) {
        const bool wasRunning = sandbox.status().running;
        if (Error e = sandbox.stop())
            return fail(e);
        out() << (wasRunning ? "sandbox server stopped" : "sandbox server was not running") << Qt::endl;
        return ExitOk;
    }
    if (action == QLatin1String("status")) {
        const SandboxStatus s = sandbox.status();
        out() << "directory: " << s.directory << "\ninitialised: " << (s.initialized ? "yes" : "no")
              << "\nrunning: " << (s.running ? QStringLiteral("yes (pid %1)").arg(s.pid) : QStringLiteral("no")) << Qt::endl;
        if (s.running)
            out() << "socket: " << s.socket << "\nport: " << s.port << "\nserver: " << s.version << Qt::endl;
        return s.running ? ExitOk : ExitConnection;
    }
    return usageError(QStringLiteral("unknown sandbox action '%1': use start, stop or status").arg(action));
}

} // namespace sb::cli
