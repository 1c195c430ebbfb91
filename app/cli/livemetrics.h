// SPDX-License-Identifier: GPL-3.0-or-later
// --metrics-addr HOST:PORT (run, explore, plan run and resume): the live /metrics endpoint for Prometheus, listening
// before anything runs and fed by every run the command makes (core/export/metricsendpoint, metricsregistry).
#pragma once

#include "commandline.h"

#include "common/error.h"
#include "export/metricsendpoint.h"
#include "export/metricsregistry.h"

#include <memory>

namespace sb::cli {

struct LiveMetrics {
    MetricsRegistry registry;
    std::unique_ptr<MetricsEndpoint> endpoint;

    // The endpoint --metrics-addr asks for, listening now (its URL said on stderr, the port the system gave for port
    // 0 with it); nullptr without the option. An address in use or not of this machine is an error now.
    [[nodiscard]] static Result<std::unique_ptr<LiveMetrics>> start(CommandLine& cl);
    static const char* help();
    // Once the command's last run ended: serves until one more scrape has read the final values (or 10 s passed),
    // so that Prometheus keeps the run's last interval too.
    void awaitLastScrape() const;
};

} // namespace sb::cli
