// SPDX-License-Identifier: GPL-3.0-or-later
// A network between the clients under test and a server, for tests of a real site's faults (needs root): the calling
// thread (the test's main thread; the threads and processes it starts afterwards follow it) moves into a network
// namespace of its own, and a sandbox server runs in a network, PID and mount namespace of its own (unshare; it ends
// with this process). A veth pair links the two, with addresses only inside these namespaces, so no packet can leave
// the machine. On the server's end a FaultProxy forwards the link's address to the sandbox and adds delay; nftables
// rules in the server namespace's own table drop packets at random (loss), drop everything (a cut), answer a cut's
// connections with a reset afterwards (a NAT or firewall that lost their state), or keep the connections of a peer
// gone without FIN or RST (half-open).
#pragma once

#include "faultproxy.h"

#include <QProcess>
#include <QString>
#include <QTemporaryDir>
#include <memory>

namespace sb::test {

class NetworkBed {
public:
    static constexpr const char* kClientAddress = "10.238.0.1";
    static constexpr const char* kServerAddress = "10.238.0.2";

    NetworkBed();
    ~NetworkBed(); // stops the sandbox; its namespace and the link end with it
    NetworkBed(const NetworkBed&) = delete;
    NetworkBed& operator=(const NetworkBed&) = delete;

    // Why this machine cannot have the bed (not root, a tool missing), or empty.
    static QString missing();
    // Builds it all with the CLI at `cli`; an empty string or what failed (the command and its output).
    QString start(const QString& cli);

    // Through the link: the proxy's port at the server's address.
    QString host() const { return QLatin1String(kServerAddress); }
    unsigned port() const { return m_proxy ? m_proxy->port() : 0; }
    QString user() const { return m_user; }
    QString password() const { return m_password; }
    FaultProxy& proxy() { return *m_proxy; }

    // The faults, each replacing the one before; an empty string or what nft said.
    QString clear();
    QString loss(int percent); // each way
    QString cut(); // nothing passes; the connections it caught are remembered
    QString lostState(); // after a cut: its connections are reset, new ones pass
    QString halfOpen(); // the server's end closes its connections unseen; their packets vanish, new ones pass

private:
    QString rules(const QString& input, const QString& output);
    QString inServer(const QStringList& command, const QByteArray& input = {});

    QTemporaryDir m_dir;
    QProcess m_namespace;
    qint64 m_serverPid = 0; // unshare's: it holds the server's network namespace
    std::unique_ptr<FaultProxy> m_proxy;
    QString m_user, m_password;
};

} // namespace sb::test
