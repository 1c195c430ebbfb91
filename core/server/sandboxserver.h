// SPDX-License-Identifier: GPL-3.0-or-later
// A private MariaDB/MySQL server for benchmarking on this machine: its own data directory, a unix socket and a
// free loopback port, a benchmark database and user. Start, stop and status are idempotent; a second start
// reuses the running server. The default connection of the CLI and the workstation, and the test suite's server.
#pragma once

#include "common/error.h"
#include "serverprofile.h"

#include <QString>
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
};

class SandboxServer {
public:
    // An empty directory means the user's data directory (QStandardPaths::AppDataLocation)/sandbox.
    explicit SandboxServer(const QString& directory = {});

    static QString defaultDirectory();
    // mariadbd or mysqld on PATH or in the usual sbin folders; empty when there is none.
    static QString findServerBinary();

    // Starts the server (initialising the data directory the first time) or reuses the running one.
    // `progress` receives one line per step, for people watching.
    Result<ServerProfile> start(const std::function<void(const QString&)>& progress = {});
    Error stop();
    SandboxStatus status() const;
    // The connection to the running sandbox, with the benchmark user's credentials.
    Result<ServerProfile> profile() const;
    const QString& directory() const { return m_dir; }

private:
    QString path(const QString& name) const;
    QString socketPath() const;
    Error initialise(const QString& binary, const std::function<void(const QString&)>& progress);
    Error writeConfig(const QString& binary, unsigned port);
    Result<qint64> launch(const QString& binary);
    Error waitUntilReady(qint64 pid, int timeoutSec);
    Error bootstrap();
    Error failure(const QString& what, const QString& detail = {}) const;

    QString m_dir;
};

} // namespace sb
