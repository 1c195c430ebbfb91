// SPDX-License-Identifier: GPL-3.0-or-later
#include "livemetrics.h"

#include "console.h"

#include <chrono>
#include <thread>

namespace sb::cli {

Result<std::unique_ptr<LiveMetrics>> LiveMetrics::start(CommandLine& cl)
{
    if (!cl.has(QStringLiteral("metrics_addr")))
        return std::unique_ptr<LiveMetrics>();
    const QString text = cl.take(QStringLiteral("metrics_addr"));
    auto metrics = std::make_unique<LiveMetrics>();
    auto endpoint = MetricsEndpoint::start(text, metrics->registry);
    if (!endpoint)
        return endpoint.error();
    metrics->endpoint = std::move(*endpoint);
    err() << "Metrics: " << metrics->endpoint->url()
          << (metrics->endpoint->address().loopback ? "" : " (reachable from other machines)") << Qt::endl;
    return metrics;
}

void LiveMetrics::awaitLastScrape() const
{
    const qint64 served = endpoint->requestsServed();
    for (int i = 0; i < 100 && endpoint->requestsServed() == served; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
}

const char* LiveMetrics::help()
{
    return "  --metrics-addr=[HOST:]PORT (serves GET /metrics for Prometheus while the command runs: OpenMetrics or "
           "the\n"
           "    0.0.4 text format; PORT alone: 127.0.0.1; [::1]:PORT for IPv6; 0.0.0.0:PORT only if other machines\n"
           "    may read it; port 0: a free one, printed)\n";
}

} // namespace sb::cli
