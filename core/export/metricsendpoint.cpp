// SPDX-License-Identifier: GPL-3.0-or-later
#include "metricsendpoint.h"

#include "metricsregistry.h"

#include "common/optionproblem.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

namespace sb {

namespace {

    Error formError(const QString& option, const QString& text)
    {
        return { ErrorCode::OptionValueInvalid, option, text, 0, qint64(OptionProblem::AddressForm) };
    }

    // host:port as a person writes it back: [::1]:9100.
    QString hostPort(const QString& host, quint16 port)
    {
        return (host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host) + QLatin1Char(':')
            + QString::number(port);
    }

    bool sendAll(int fd, const QByteArray& data)
    {
        qsizetype sent = 0;
        while (sent < data.size()) {
            const ssize_t n = ::send(fd, data.constData() + sent, std::size_t(data.size() - sent), MSG_NOSIGNAL);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false;
            sent += n;
        }
        return true;
    }

    QByteArray response(const char* status, const QByteArray& type, const QByteArray& body, const char* extra = "")
    {
        return QByteArray("HTTP/1.1 ") + status + "\r\nContent-Type: " + type + "\r\nContent-Length: "
            + QByteArray::number(body.size()) + "\r\nConnection: close\r\n" + extra + "\r\n" + body;
    }

} // namespace

Result<MetricsEndpoint::Address> MetricsEndpoint::parse(const QString& text, const QString& option)
{
    QString host = QStringLiteral("127.0.0.1");
    QString port = text.trimmed();
    if (port.startsWith(QLatin1Char('['))) {
        const qsizetype close = port.indexOf(QStringLiteral("]:"));
        if (close < 0)
            return formError(option, text);
        host = port.mid(1, close - 1);
        port = port.mid(close + 2);
    } else if (const qsizetype colon = port.lastIndexOf(QLatin1Char(':')); colon >= 0) {
        host = port.left(colon);
        port = port.mid(colon + 1);
        if (host.contains(QLatin1Char(':'))) // an IPv6 address is written in brackets
            return formError(option, text);
    }
    bool ok = false;
    const uint number = port.toUInt(&ok);
    if (!ok || number > 65535 || port.isEmpty() || !port.at(0).isDigit())
        return formError(option, text);
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0)
        host = QStringLiteral("127.0.0.1");
    Address a { host, quint16(number), true };
    in_addr v4 {};
    in6_addr v6 {};
    if (inet_pton(AF_INET, host.toLatin1().constData(), &v4) == 1)
        a.loopback = (ntohl(v4.s_addr) >> 24) == 127;
    else if (inet_pton(AF_INET6, host.toLatin1().constData(), &v6) == 1)
        a.loopback = IN6_IS_ADDR_LOOPBACK(&v6);
    else
        return formError(option, text); // names would be looked up: only numbers and localhost
    return a;
}

Result<std::unique_ptr<MetricsEndpoint>> MetricsEndpoint::start(
    const QString& text, const MetricsRegistry& registry, const QString& option)
{
    auto address = parse(text, option);
    if (!address)
        return address.error();
    sockaddr_storage storage {};
    socklen_t length = 0;
    const QByteArray host = address->host.toLatin1();
    int family = AF_INET;
    if (auto* v4 = reinterpret_cast<sockaddr_in*>(&storage); inet_pton(AF_INET, host.constData(), &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(address->port);
        length = sizeof(sockaddr_in);
    } else {
        auto* v6 = reinterpret_cast<sockaddr_in6*>(&storage);
        inet_pton(AF_INET6, host.constData(), &v6->sin6_addr);
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(address->port);
        length = sizeof(sockaddr_in6);
        family = AF_INET6;
    }
    const int fd = ::socket(family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return Error { ErrorCode::InvalidOption, option, QString::fromLocal8Bit(std::strerror(errno)) };
    const int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one); // a port left in TIME_WAIT by the last run
    if (::bind(fd, reinterpret_cast<sockaddr*>(&storage), length) != 0 || ::listen(fd, 16) != 0) {
        const int e = errno;
        ::close(fd);
        const QString given = hostPort(address->host, address->port);
        if (e == EADDRINUSE)
            return Error { ErrorCode::OptionValueInvalid, option, text, 0, qint64(OptionProblem::AddressInUse),
                { given } };
        if (e == EADDRNOTAVAIL)
            return Error { ErrorCode::OptionValueInvalid, option, text, 0, qint64(OptionProblem::AddressNotLocal),
                { given } };
        return Error { ErrorCode::InvalidOption, option,
            given + QStringLiteral(": ") + QString::fromLocal8Bit(std::strerror(e)) };
    }
    if (::getsockname(fd, reinterpret_cast<sockaddr*>(&storage), &length) == 0)
        address->port = ntohs(family == AF_INET ? reinterpret_cast<sockaddr_in*>(&storage)->sin_port
                                                : reinterpret_cast<sockaddr_in6*>(&storage)->sin6_port);
    return std::unique_ptr<MetricsEndpoint>(new MetricsEndpoint(registry, fd, *address));
}

MetricsEndpoint::MetricsEndpoint(const MetricsRegistry& registry, int fd, Address address)
    : m_registry(registry)
    , m_fd(fd)
    , m_address(std::move(address))
{
    if (::pipe2(m_wake, O_CLOEXEC) != 0)
        m_wake[0] = m_wake[1] = -1;
    m_thread = std::thread([this] { serve(); });
}

MetricsEndpoint::~MetricsEndpoint()
{
    if (m_wake[1] >= 0) {
        const char c = 'q';
        [[maybe_unused]] const ssize_t n = ::write(m_wake[1], &c, 1);
    }
    if (m_thread.joinable())
        m_thread.join();
    for (const int fd : { m_fd, m_wake[0], m_wake[1] }) {
        if (fd >= 0)
            ::close(fd);
    }
}

QString MetricsEndpoint::url() const
{
    return QStringLiteral("http://") + hostPort(m_address.host, m_address.port) + QStringLiteral("/metrics");
}

void MetricsEndpoint::serve()
{
    while (true) {
        pollfd fds[2] = { { m_fd, POLLIN, 0 }, { m_wake[0], POLLIN, 0 } };
        const int n = ::poll(fds, m_wake[0] >= 0 ? 2 : 1, m_wake[0] >= 0 ? -1 : 200);
        if (n < 0 && errno != EINTR)
            return;
        if (m_wake[0] >= 0 && (fds[1].revents & POLLIN))
            return;
        if (n > 0 && (fds[0].revents & POLLIN)) {
            const int client = ::accept4(m_fd, nullptr, nullptr, SOCK_CLOEXEC);
            if (client >= 0) {
                answer(client);
                ::close(client);
            }
        }
    }
}

// One request per connection, read for at most 2 s: a client that sends nothing holds up the next scrape no longer.
void MetricsEndpoint::answer(int client)
{
    const timeval wait { 2, 0 };
    ::setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
    ::setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &wait, sizeof wait);
    QByteArray request;
    char buffer[4096];
    while (!request.contains("\r\n\r\n") && !request.contains("\n\n") && request.size() < 16384) {
        const ssize_t n = ::recv(client, buffer, sizeof buffer, 0);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        request.append(buffer, n);
    }
    const qsizetype end = request.indexOf('\n');
    const QList<QByteArray> line = request.left(end < 0 ? request.size() : end).trimmed().split(' ');
    if (line.size() < 2) {
        sendAll(client, response("400 Bad Request", "text/plain; charset=utf-8", "bad request\n"));
        return;
    }
    if (line.at(0) != "GET") {
        sendAll(client,
            response("405 Method Not Allowed", "text/plain; charset=utf-8", "only GET /metrics\n", "Allow: GET\r\n"));
        return;
    }
    QByteArray path = line.at(1);
    if (const qsizetype query = path.indexOf('?'); query >= 0)
        path.truncate(query);
    if (path != "/metrics") {
        sendAll(client, response("404 Not Found", "text/plain; charset=utf-8", "only GET /metrics\n"));
        return;
    }
    QByteArray accept;
    for (const QByteArray& header : request.split('\n')) {
        if (header.toLower().startsWith("accept:"))
            accept = header.mid(7).trimmed();
    }
    const MetricsRegistry::Format format = MetricsRegistry::formatFor(accept);
    sendAll(client, response("200 OK", MetricsRegistry::contentType(format), m_registry.render(format)));
    ++m_served;
}

} // namespace sb
