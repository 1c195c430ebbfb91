// SPDX-License-Identifier: GPL-3.0-or-later
// A client connection's socket as the end of a run may cut it (shutdown(2)), the same for both drivers: the
// connection's own thread publishes it after a connect and withdraws it before the connection closes; the sampler's
// thread cuts it when the connection still waits for a server that does not answer after the grace time, so that the
// waiting call returns (a blocking recv() on the thread driver, the event loop's epoll on the async one).
#pragma once

#include <atomic>
#include <mutex>
#include <sys/socket.h>

namespace sb {

class SocketCut {
public:
    // The connected socket, or -1: none (between connections, or the client library has closed it).
    void publish(int fd)
    {
        std::lock_guard lock(m_mutex);
        m_socket = fd;
    }

    // False when there is no connected socket to shut down.
    bool shutDown()
    {
        // The socket number is withdrawn before the connection closes, so it cannot name another file by then. (The
        // client library also closes it by itself after a lost connection, a few instructions before the connection
        // withdraws it; shutdown(2) on a number reused in that instant would at worst end another connection of
        // this stopping run, or fail with ENOTSOCK.)
        std::lock_guard lock(m_mutex);
        if (m_socket < 0)
            return false;
        m_cut.store(true);
        ::shutdown(m_socket, SHUT_RDWR);
        m_socket = -1;
        return true;
    }

    // shutDown() was called: the errors that follow are its own, not the server's.
    bool cut() const { return m_cut.load(); }

private:
    std::atomic<bool> m_cut { false };
    std::mutex m_mutex; // taken per connect and by shutDown(), never per query
    int m_socket = -1;
};

} // namespace sb
