// SPDX-License-Identifier: GPL-3.0-or-later
// The server's threads as its host shows them now, whatever the server does (an incident's host part): over a short
// sample, the busiest first with their state (R, S, D, T, ...) and kernel wait channel, and how many threads are in
// each state. Host side only (a pid in, plain values out): the agent runs it for a server on its host.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <sys/types.h>

namespace sb {

constexpr int kHostBusiestThreads = 12;

struct HostThreadsNow {
    bool answered = false; // false: the process is gone or was never there
    QJsonArray threads; // busiest first: {tid, name, state, cpu_percent, wchan}
    QJsonObject states; // state letter -> threads in it
};

HostThreadsNow readHostThreadsNow(pid_t pid, int sampleMs = 200);

} // namespace sb
