// SPDX-License-Identifier: GPL-3.0-or-later
#include "interrupt.h"

#include <csignal>
#include <unistd.h>

namespace sb::cli {

namespace {

std::atomic<bool> g_requested { false };
std::atomic<void (*)(void*)> g_stop { nullptr };
std::atomic<void*> g_target { nullptr };

void onSignal(int signal)
{
    if (g_requested.exchange(true))
        ::_exit(128 + signal); // the second one: at once
    auto* stop = g_stop.load();
    void* target = g_target.load();
    if (stop && target)
        stop(target);
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

void Interrupt::setTarget(void (*stop)(void*), void* target)
{
    g_target.store(nullptr);
    g_stop.store(stop);
    g_target.store(target);
    if (target && g_requested.load())
        stop(target); // a signal that came before the run started
}

} // namespace sb::cli
