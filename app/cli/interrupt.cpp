// SPDX-License-Identifier: GPL-3.0-or-later
#include "interrupt.h"

#include <cerrno>
#include <csignal>
#include <semaphore.h>
#include <thread>
#include <unistd.h>

namespace sb::cli {

namespace {

std::atomic<bool> g_requested { false };

// Never destroyed: the watcher may still wait on the semaphore while the process exits.
struct Watch {
    sem_t posted {};
    std::stop_source source;
};
Watch* g_watch = nullptr;

void onSignal(int signal)
{
    if (g_requested.exchange(true))
        ::_exit(128 + signal); // the second one: at once
    if (g_watch)
        ::sem_post(&g_watch->posted); // async-signal-safe; the watcher does the rest
}

void watch(Watch* w)
{
    while (::sem_wait(&w->posted) != 0 && errno == EINTR) {
    }
    w->source.request_stop();
}

} // namespace

void Interrupt::install()
{
    if (!g_watch) {
        g_watch = new Watch;
        ::sem_init(&g_watch->posted, 0, 0);
        std::thread(watch, g_watch).detach();
    }
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

std::stop_token Interrupt::token()
{
    return g_watch ? g_watch->source.get_token() : std::stop_token();
}

} // namespace sb::cli
