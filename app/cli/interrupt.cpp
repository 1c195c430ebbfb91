// SPDX-License-Identifier: GPL-3.0-or-later
#include "interrupt.h"

#include "experiment/measuredrun.h"

#include <csignal>
#include <unistd.h>

namespace sb::cli {

namespace {

std::atomic<bool> g_requested { false };
std::atomic<MeasuredRun*> g_run { nullptr };

void onSignal(int signal)
{
    if (g_requested.exchange(true))
        ::_exit(128 + signal); // the second one: at once
    if (MeasuredRun* run = g_run.load())
        run->requestStopFromSignal();
}

} // namespace

void Interrupt::install()
{
    struct sigaction sa {};
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    for (int signal : { SIGINT, SIGTERM, SIGHUP })
        sigaction(signal, &sa, nullptr);
    std::signal(SIGPIPE, SIG_IGN);
}

const std::atomic<bool>& Interrupt::requested()
{
    return g_requested;
}

Interrupt::Guard::Guard(MeasuredRun& run)
{
    g_run.store(&run);
    if (g_requested.load())
        run.requestStop();
}

Interrupt::Guard::~Guard()
{
    g_run.store(nullptr);
}

} // namespace sb::cli
