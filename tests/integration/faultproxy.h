// SPDX-License-Identifier: GPL-3.0-or-later
// A TCP proxy between the clients under test and a server, for fault-injection tests (no root needed): it forwards,
// pauses (stops forwarding and leaves every connection open: a server that does not answer), drops (closes both sides
// of every connection: a network that cuts them) or slows (delays every chunk). One thread with poll(2).
#pragma once

#include <QString>
#include <atomic>
#include <chrono>
#include <deque>
#include <thread>
#include <vector>

namespace sb::test {

class FaultProxy {
public:
    FaultProxy(const QString& targetHost, unsigned targetPort);
    ~FaultProxy();
    FaultProxy(const FaultProxy&) = delete;
    FaultProxy& operator=(const FaultProxy&) = delete;

    // Listens on `address` (IPv4; the network bed's: an address inside a namespace of its own) at a free port and
    // starts forwarding; false when it cannot listen. The proxy's sockets live in the network namespace of the
    // thread that calls start().
    bool start(const QString& address = QStringLiteral("127.0.0.1"));
    unsigned port() const { return m_port; }

    // Stops forwarding: bytes stay where they are, accepted connections stay open, new ones wait in the backlog.
    void pause();
    void resume();
    // Closes both sides of every connection open now; later connections are forwarded as before.
    void dropAll();
    // The same with a reset (RST) instead of FIN: a far side that has lost the connections and says so.
    void resetAll();
    // Forwards each chunk this much later than it arrived (0: at once).
    void setDelay(std::chrono::milliseconds delay);
    int accepted() const { return m_accepted.load(); } // connections accepted so far
    int open() const { return m_open.load(); } // connections open now

private:
    struct Chunk {
        std::vector<char> bytes;
        std::size_t sent = 0;
        std::chrono::steady_clock::time_point due;
    };
    struct Link {
        int fd[2] = { -1, -1 }; // client, server
        std::deque<Chunk> queue[2]; // bytes read from fd[i], to be written to fd[1 - i]
    };

    void loop();
    void wake();
    void acceptOne();
    bool readSide(Link& link, int side);
    bool writeSide(Link& link, int side);
    void closeLink(Link& link, bool reset = false);
    int pollTimeoutMs() const;

    QString m_targetHost;
    unsigned m_targetPort;
    unsigned m_port = 0;
    int m_listen = -1;
    int m_wake = -1; // eventfd: commands and the destructor interrupt poll()
    std::thread m_thread;
    std::vector<Link> m_links; // the proxy thread's only
    std::atomic<bool> m_stop { false };
    std::atomic<bool> m_paused { false };
    std::atomic<int> m_dropRequests { 0 };
    int m_dropsDone = 0;
    std::atomic<int> m_resetRequests { 0 };
    int m_resetsDone = 0;
    std::atomic<long long> m_delayMs { 0 };
    std::atomic<int> m_accepted { 0 };
    std::atomic<int> m_open { 0 };
};

} // namespace sb::test
