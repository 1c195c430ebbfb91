// SPDX-License-Identifier: GPL-3.0-or-later
// One client connection: RAII over MYSQL*, with errors classified the way the engine needs them.
// Compiles against MariaDB Connector/C and Oracle's libmysqlclient alike.
#pragma once

#include "common/error.h"
#include "serverprofile.h"
#include "serverstep.h"

#include <QList>
#include <QStringList>
#include <memory>
#include <string_view>

typedef struct st_mysql MYSQL;

namespace sb {

class IoWait;

// How the engine reacts to a failed statement.
enum class ErrorClass {
    Ignorable, // deadlock, lock wait timeout: roll back, count, retry the transaction
    ConnectionLost, // reconnect with backoff, count, go on
    Fatal, // stop the run, keep what it measured
};

// The TLS protocol and cipher a connection negotiated; both empty on a plaintext connection (or a unix socket).
struct TlsInfo {
    QString version; // "TLSv1.3"
    QString cipher; // "TLS_AES_256_GCM_SHA384"
    bool active() const { return !cipher.isEmpty(); }
};

class Session {
public:
    Session();
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;
    Session(Session&& other) noexcept;
    Session& operator=(Session&& other) noexcept;

    // Connects with the profile's TLS mode and timeouts. Besides the server's own refusals it reports TlsRequired
    // (a plaintext attempt refused by a server that requires TLS: it answers "access denied" for that) and
    // TlsUnavailable (REQUIRED or stricter, and the server offers no TLS).
    Error connect(const ServerProfile& profile);
    // Non-blocking connect (MariaDB Connector/C only): connectStart(), then connectCont() with what the socket did
    // while they return MYSQL_WAIT_* flags; 0: done, then connectResult() says how it went (with the same TLS
    // checks as connect()).
    int connectStart(const ServerProfile& profile);
    int connectCont(int ready);
    Error connectResult();
    // What TLS this connection uses, for run headers and the stored environment.
    TlsInfo tlsInfo() const;
    void close();
    bool isOpen() const { return m_mysql != nullptr; }
    MYSQL* handle() const { return m_mysql; }
    // The event loop that continues this connection's non-blocking calls; none: calls block (the thread driver).
    IoWait* ioWait() const { return m_ioWait; }
    void setIoWait(IoWait* io) { m_ioWait = io; }
    const ServerProfile& profile() const { return m_profile; }

    // Runs a statement and discards any result.
    Error execute(std::string_view sql);
    Error execute(const QString& sql)
    {
        const QByteArray text = sql.toUtf8();
        return execute(std::string_view(text.constData(), size_t(text.size())));
    }
    // Runs a query and returns its rows as text (for probes and small look-ups, not for the hot path).
    Result<QList<QStringList>> query(const QString& sql);
    // The first column of the first row, or an empty string.
    Result<QString> scalar(const QString& sql);

    unsigned lastErrorCode() const;
    QString lastErrorMessage() const;
    // The current error of this connection as a typed value: `what` is the statement or place, `step` what was done.
    Error error(const QString& what, ServerStep step = ServerStep::Statement) const;

    static ErrorClass classify(unsigned code);
    static QString clientLibraryVersion();

private:
    struct PendingConnect;
    Error connectOnce(const ServerProfile& profile);
    Error initHandle(const ServerProfile& profile);
    Error connectFailure();
    Error checkedConnect(const ServerProfile& profile, Error e);
    Error refusalCause(const ServerProfile& profile, Error refusal) const;

    MYSQL* m_mysql = nullptr;
    ServerProfile m_profile;
    IoWait* m_ioWait = nullptr;
    std::unique_ptr<PendingConnect> m_pending;
};

} // namespace sb
