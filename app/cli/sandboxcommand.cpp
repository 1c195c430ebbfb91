// SPDX-License-Identifier: GPL-3.0-or-later
#include "clicommand.h"
#include "commandline.h"
#include "common/errortext.h"
#include "common/sandboxtext.h"
#include "console.h"
#include "server/sandboxserver.h"

namespace sb::cli {

int sandboxCommand(const QStringList& args)
{
    CommandLine cl
        = CommandLine::parse(args, { QStringLiteral("dir"), QStringLiteral("mysqld"), QStringLiteral("option") });
    const QString dir = cl.take(QStringLiteral("dir"));
    const bool hasBinary = cl.has(QStringLiteral("mysqld"));
    const bool perfSchema = cl.takeFlag(QStringLiteral("performance_schema"));
    const bool configured = hasBinary || cl.has(QStringLiteral("option")) || perfSchema;
    const QString binary = cl.take(QStringLiteral("mysqld"));
    const QStringList optionTexts = cl.takeAll(QStringLiteral("option"));
    if (cl.positionals().size() != 1 || !cl.remaining().isEmpty())
        return usageError(
            QStringLiteral("usage: scalebench-cli sandbox start|stop|status [--dir DIR]\n"
                           "       sandbox start [--mysqld PATH] [--option name=value ...] [--performance-schema]\n"
                           "  --mysqld: the server program (default: mariadbd or mysqld on PATH);\n"
                           "  --option: an extra [mysqld] setting, repeatable (innodb_buffer_pool_size=1G).\n"
                           "  --performance-schema: performance_schema on with every wait instrument, so that runs\n"
                           "  store where the server waited (it costs the server some throughput).\n"
                           "  A running sandbox started with another program or options is restarted."));
    const QString action = cl.positionals().first();
    SandboxServer sandbox(dir);
    if (configured && action != QLatin1String("start"))
        return usageError(QStringLiteral("--mysqld, --option and --performance-schema go with 'sandbox start'"));
    if (configured) {
        QList<SandboxOption> options;
        if (perfSchema)
            options = SandboxServer::performanceSchemaOptions();
        for (const QString& text : optionTexts) {
            auto option = SandboxServer::parseOption(text);
            if (!option)
                return usageError(
                    QStringLiteral("--option %1: %2")
                        .arg(text, ErrorText::describe(option.error(), ErrorText::Audience::CommandLine)));
            options.append(*option);
        }
        if (hasBinary && binary.isEmpty())
            return usageError(QStringLiteral("--mysqld needs the path of a mariadbd or mysqld program"));
        if (hasBinary)
            sandbox.setServerBinary(binary);
        sandbox.setOptions(options);
    }
    if (action == QLatin1String("start")) {
        auto profile = sandbox.start(
            [](SandboxStep step, const QStringList& args) { out() << SandboxText::step(step, args) << Qt::endl; });
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
        for (const SandboxOption& o : s.options)
            out() << "option: " << o.first << '=' << o.second << Qt::endl;
        return s.running ? ExitOk : ExitConnection;
    }
    return usageError(QStringLiteral("unknown sandbox action '%1': use start, stop or status").arg(action));
}

} // namespace sb::cli
