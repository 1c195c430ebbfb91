// SPDX-License-Identifier: GPL-3.0-or-later
// A private MariaDB/MySQL server for benchmarking on this machine: its own data directory, a unix socket and a
// free loopback port, a benchmark database and user. Start, stop and status are idempotent; a second start
// reuses the running server. The default connection of the CLI and the workstation, and the test suite's server.
#pragma once

#include "common/error.h"
#include "sandboxstep.h"
#include "serverprofile.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <functional>

namespace sb {

struct SandboxStatus {
    bool initialized = false; // a data directory exists
    bool running = false;
    qint64 pid = 0;
    unsigned port = 0;
    QString socket;
    QString directory;
    QString binary; // the server program
    QString version;
    QList<QPair<QString, QString>> options; // extra my.cnf settings it was started with
};

// An extra [mysqld] setting of a sandbox, as `name=value` (innodb_buffer_pool_size=1G).
using SandboxOption = QPair<QString, QString>;

class SandboxServer {
public:
    // An empty directory means the user's data directory (QStandardPaths::AppDataLocation)/sandbox.
    explicit SandboxServer(const QString& directory = {});

    static QString defaultDirectory();
    // mariadbd or mysqld on PATH or in the usual sbin folders; empty when there is none.
    static QString findServerBinary();
    // "name=value" as a user types it; InvalidOption naming what is wrong otherwise (no '=', a name that is not a
    // server variable's spelling, a value with a line break, or a setting SandboxOptionPolicy refuses).
    static Result<SandboxOption> parseOption(const QString& text);
    static Error checkOption(const QString& name, const QString& value);
    // The settings a wait profile needs (sandbox start --performance-schema, the plan's and Connection page's
    // switch): performance_schema on with every wait instrument timed (synch waits are off by default); the
    // consumers the summary tables need (global, thread, statements_digest) are on by default.
    static QList<SandboxOption> performanceSchemaOptions();

    // The server program to run (default: findServerBinary()). A path that is not an executable file makes start()
    // fail with ServerBinaryNotFound naming it.
    void setServerBinary(const QString& path);
    // Extra [mysqld] settings written after the sandbox's defaults, so they win.
    void setOptions(const QList<SandboxOption>& options);
    // With setServerBinary or setOptions, start() restarts a running sandbox whose binary or options differ.

    // Starts the server (initialising the data directory the first time) or reuses the running one.
    // `progress` is told each step, for people watching.
    Result<ServerProfile> start(const SandboxProgress& progress = {});
    Error stop();
    SandboxStatus status() const;
    // The connection to the running sandbox, with the benchmark user's credentials.
    Result<ServerProfile> profile() const;
    const QString& directory() const { return m_dir; }
    // The server's pid file (mysqld --pid-file), for tools that bind a local server by its pid file.
    QString pidFile() const;

private:
    QString path(const QString& name) const;
    QString socketPath() const;
    Error initialise(const QString& binary);
    Error writeConfig(const QString& binary, unsigned port);
    Result<QString> chooseBinary() const;
    QString extraOptions() const;
    bool runsAsAsked(const SandboxStatus& running) const;
    Result<qint64> launch(const QString& binary, const QStringList& extraArgs, const QString& socket);
    Error waitUntilReady(qint64 pid, int timeoutSec, const QString& socket);
    Error bootstrapPrivately(const QString& binary, const SandboxProgress& say);
    Error bootstrap(const QString& socket);
    Error terminate(qint64 pid) const;
    Error failure(SandboxStep step, const QString& detail = {}, const QStringList& args = {}) const;

    QString m_dir;
    QString m_binary; // empty: found on PATH
    QList<SandboxOption> m_options;
    bool m_configured = false; // binary or options were set: a running sandbox must match them
};

} // namespace sb
