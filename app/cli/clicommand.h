// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's subcommands: each lives in its own file and is listed once in main.cpp's table.
#pragma once

#include <QStringList>

namespace sb::cli {

struct CliCommand {
    const char* name;
    const char* synopsis;
    const char* summary;
    int (*run)(const QStringList& args); // args after the command name
};

int sandboxCommand(const QStringList& args);
int prepareCommand(const QStringList& args);
int runCommand(const QStringList& args);
int exploreCommand(const QStringList& args);
int cleanupCommand(const QStringList& args);
int checkCommand(const QStringList& args);
int listCommand(const QStringList& args);
int planCommand(const QStringList& args);
int resultsCommand(const QStringList& args);
class CommandLine;
int hdrLogCommand(CommandLine& cl); // results hdr-log
int topologyCommand(const QStringList& args);
int fitCommand(const QStringList& args);
int compareCommand(const QStringList& args);
int importSysbenchCommand(const QStringList& args);
int reportCommand(const QStringList& args);
int restoreCommand(const QStringList& args);
int bundleCommand(const QStringList& args);
int reproduceCommand(const QStringList& args);
// Restores what ScaleBench processes that died left bound (notes on stderr); main() calls it before every command.
void recoverStaleBindings(const QString& command);

} // namespace sb::cli
