// SPDX-License-Identifier: GPL-3.0-or-later
#include "faultproxy.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sb::test {

using Clock = std::chrono::steady_clock;

namespace {

    // Up to this many bytes wait per direction before the proxy stops reading that side (the sender then blocks, as
    // over a slow network).
    constexpr std::size_t kMaxQueued = 1 << 20;

    int connectTo(const QString& host, unsigned port)
    {
        addrinfo hints {};
        hints.ai_family = AF_UNSPEC;
        hints.ai_socktype = SOCK_STREAM;
        addrinfo* found = nullptr;
        if (getaddrinfo(host.toUtf8().constData(), QByteArray::number(port).constData(), &hints, &found) != 0)
            return -1;
        int fd = -1;
        for (addrinfo* a = found; a && fd < 0; a = a->ai_next) {
            fd = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
            if (fd >= 0 && ::connect(fd, a->ai_addr, a->ai_addrlen) != 0) {
                ::close(fd);
                fd = -1;
            }
        }
        freeaddrinfo(found);
        return fd;
    }

    void setNonBlocking(int fd)
    {
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        const int one = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    }

} // namespace

FaultProxy::FaultProxy(const QString& targetHost, unsigned targetPort)
    : m_targetHost(targetHost)
    , m_targetPort(targetPort)
{
}

FaultProxy::~FaultProxy()
{
    m_stop.store(true);
    wake();
    if (m_thread.joinable())
        m_thread.join();
    for (Link& link : m_links)
        closeLink(link);
    if (m_listen >= 0)
        ::close(m_listen);
    if (m_wake >= 0)
        ::close(m_wake);
}

bool FaultProxy::start(const QString& listenAddress)
{
    m_listen = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    m_wake = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (m_listen < 0 || m_wake < 0)
        return false;
    sockaddr_in address {};
    address.sin_family = AF_INET;
    if (::inet_pton(AF_INET, listenAddress.toLatin1().constData(), &address.sin_addr) != 1)
        return false;
    socklen_t length = sizeof address;
    if (::bind(m_listen, reinterpret_cast<sockaddr*>(&address), length) != 0 || ::listen(m_listen, 128) != 0
        || ::getsockname(m_listen, reinterpret_cast<sockaddr*>(&address), &length) != 0)
        return false;
    m_port = ntohs(address.sin_port);
    m_thread = std::thread([this] { loop(); });
    return true;
}

void FaultProxy::pause()
{
    m_paused.store(true);
    wake();
}

void FaultProxy::resume()
{
    m_paused.store(false);
    wake();
}

void FaultProxy::dropAll()
{
    m_dropRequests.fetch_add(1);
    wake();
}

void FaultProxy::resetAll()
{
    m_resetRequests.fetch_add(1);
    wake();
}

void FaultProxy::setDelay(std::chrono::milliseconds delay)
{
    m_delayMs.store(delay.count());
    wake();
}

void FaultProxy::wake()
{
    if (m_wake >= 0) {
        const std::uint64_t one = 1;
        [[maybe_unused]] const auto n = ::write(m_wake, &one, sizeof one);
    }
}

void FaultProxy::acceptOne()
{
    const int client = ::accept4(m_listen, nullptr, nullptr, SOCK_CLOEXEC);
    if (client < 0)
        return;
    const int server = connectTo(m_targetHost, m_targetPort);
    if (server < 0) { // the server is gone: the client sees its connection closed, as it would without the proxy
        ::close(client);
        return;
    }
    setNonBlocking(client);
    setNonBlocking(server);
    Link link;
    link.fd[0] = client;
    link.fd[1] = server;
    m_links.push_back(std::move(link));
    m_accepted.fetch_add(1);
    m_open.fetch_add(1);
}

bool FaultProxy::readSide(Link& link, int side)
{
    char buffer[65536];
    const ssize_t n = ::recv(link.fd[side], buffer, sizeof buffer, 0);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
        return false;
    if (n > 0)
        link.queue[side].push_back(
            { std::vector<char>(buffer, buffer + n), 0, Clock::now() + std::chrono::milliseconds(m_delayMs.load()) });
    return true;
}

bool FaultProxy::writeSide(Link& link, int side)
{
    auto& queue = link.queue[side];
    const auto now = Clock::now();
    while (!queue.empty() && queue.front().due <= now) {
        Chunk& c = queue.front();
        const ssize_t n = ::send(link.fd[1 - side], c.bytes.data() + c.sent, c.bytes.size() - c.sent, MSG_NOSIGNAL);
        if (n < 0)
            return errno == EAGAIN || errno == EINTR;
        c.sent += std::size_t(n);
        if (c.sent < c.bytes.size())
            return true;
        queue.pop_front();
    }
    return true;
}

void FaultProxy::closeLink(Link& link, bool reset)
{
    for (int& fd : link.fd) {
        if (fd >= 0) {
            if (reset) { // a close with a zero linger time sends RST, and no FIN before it
                const linger now { 1, 0 };
                ::setsockopt(fd, SOL_SOCKET, SO_LINGER, &now, sizeof now);
            } else {
                ::shutdown(fd, SHUT_RDWR);
            }
            ::close(fd);
            fd = -1;
        }
    }
    m_open.fetch_sub(1);
}

int FaultProxy::pollTimeoutMs() const
{
    // Delayed chunks are due later: wake for the first of them.
    auto first = Clock::time_point::max();
    for (const Link& link : m_links) {
        for (const auto& queue : link.queue) {
            if (!queue.empty())
                first = std::min(first, queue.front().due);
        }
    }
    if (first == Clock::time_point::max())
        return 1000;
    const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(first - Clock::now()).count();
    return int(std::clamp<long long>(wait + 1, 0, 1000));
}

void FaultProxy::loop()
{
    std::vector<pollfd> fds;
    while (!m_stop.load()) {
        if (m_dropsDone != m_dropRequests.load() || m_resetsDone != m_resetRequests.load()) {
            const bool reset = m_resetsDone != m_resetRequests.load();
            m_dropsDone = m_dropRequests.load();
            m_resetsDone = m_resetRequests.load();
            for (Link& link : m_links)
                closeLink(link, reset);
            m_links.clear();
        }
        const bool paused = m_paused.load();
        fds.clear();
        fds.push_back({ m_wake, POLLIN, 0 });
        if (!paused) {
            fds.push_back({ m_listen, POLLIN, 0 });
            for (const Link& link : m_links) {
                for (int side = 0; side < 2; ++side) {
                    std::size_t waiting = 0;
                    for (const Chunk& c : link.queue[side])
                        waiting += c.bytes.size() - c.sent;
                    short events = waiting < kMaxQueued ? POLLIN : 0;
                    if (!link.queue[1 - side].empty() && link.queue[1 - side].front().due <= Clock::now())
                        events |= POLLOUT;
                    fds.push_back({ link.fd[side], events, 0 });
                }
            }
        }
        if (::poll(fds.data(), fds.size(), paused ? -1 : pollTimeoutMs()) < 0 && errno != EINTR)
            break;
        if (fds[0].revents & POLLIN) {
            std::uint64_t count = 0;
            [[maybe_unused]] const auto n = ::read(m_wake, &count, sizeof count);
        }
        if (paused || m_paused.load() || m_dropsDone != m_dropRequests.load() || m_resetsDone != m_resetRequests.load())
            continue;
        // Each link's two pollfds follow the listener's, in m_links' order.
        std::vector<bool> dead(m_links.size(), false);
        for (std::size_t i = 0; i < m_links.size(); ++i) {
            Link& link = m_links[i];
            for (int side = 0; side < 2 && !dead[i]; ++side) {
                const short revents = fds[2 + 2 * i + std::size_t(side)].revents;
                if ((revents & (POLLIN | POLLHUP | POLLERR)) && !readSide(link, side))
                    dead[i] = true;
            }
            for (int side = 0; side < 2 && !dead[i]; ++side) {
                if (!writeSide(link, side))
                    dead[i] = true;
            }
        }
        for (std::size_t i = m_links.size(); i-- > 0;) {
            if (dead[i]) {
                closeLink(m_links[i]);
                m_links.erase(m_links.begin() + std::ptrdiff_t(i));
            }
        }
        if (fds[1].revents & POLLIN)
            acceptOne();
    }
}

} // namespace sb::test
