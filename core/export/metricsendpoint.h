// SPDX-License-Identifier: GPL-3.0-or-later
// The live /metrics endpoint (--metrics-addr): a listening socket bound before any run starts (an address in use or
// not of this machine fails then), served on a thread of its own with plain POSIX sockets. It answers GET /metrics
// with the registry's text (OpenMetrics when the Accept header asks for it), 404 for any other path and 405 for any
// other method; nothing a request says can change anything.
#pragma once

#include "common/error.h"

#include <QString>
#include <atomic>
#include <memory>
#include <thread>

namespace sb {

class MetricsRegistry;

class MetricsEndpoint {
public:
    struct Address {
        QString host; // numeric, as bound: 127.0.0.1, ::1, 0.0.0.0
        quint16 port = 0;
        bool loopback = true;
    };
    // "PORT" (loopback, 127.0.0.1), "HOST:PORT" or "[IPV6]:PORT"; HOST is a numeric address or localhost. Other
    // machines can reach the endpoint only when HOST says so (0.0.0.0, ::, an address of this machine's network).
    // OptionValueInvalid (OptionProblem::AddressForm) with `option` as its context when it is none of these.
    [[nodiscard]] static Result<Address> parse(const QString& text, const QString& option);

    // Binds and listens now, then serves `registry` (which must outlive this object) on its own thread. Errors:
    // OptionValueInvalid with OptionProblem::AddressInUse or AddressNotLocal (args: the address), InvalidOption for
    // another refusal of the system (detail: its words).
    [[nodiscard]] static Result<std::unique_ptr<MetricsEndpoint>> start(
        const QString& text, const MetricsRegistry& registry, const QString& option = QStringLiteral("--metrics-addr"));
    ~MetricsEndpoint();
    MetricsEndpoint(const MetricsEndpoint&) = delete;
    MetricsEndpoint& operator=(const MetricsEndpoint&) = delete;

    const Address& address() const { return m_address; } // the port bound (port 0 asked: the one the system gave)
    QString url() const;
    qint64 requestsServed() const { return m_served.load(); }

private:
    MetricsEndpoint(const MetricsRegistry& registry, int fd, Address address);
    void serve();
    void answer(int client);

    const MetricsRegistry& m_registry;
    int m_fd = -1;
    int m_wake[2] = { -1, -1 };
    Address m_address;
    std::atomic<qint64> m_served { 0 };
    std::thread m_thread;
};

} // namespace sb
