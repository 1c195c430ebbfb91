// SPDX-License-Identifier: GPL-3.0-or-later
// scalebench-agent: started over ssh on the measured server's host by ScaleBench. It reads requests on stdin and
// answers on stdout (server/agentprotocol.h), opens no socket, and ends when stdin closes, when its client has sent
// nothing for the heartbeat timeout (a stopped ssh, a laptop gone away) or on SIGTERM/SIGHUP/SIGINT, putting the
// server's CPU masks back first. If it is killed outright, the affinity guard it started restores them.
#include "agentservice.h"
#include "server/agentprotocol.h"

#include <QByteArray>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <poll.h>
#include <unistd.h>

namespace {

volatile std::sig_atomic_t g_signal = 0;

void onSignal(int signal)
{
    g_signal = signal;
}

bool writeLine(QByteArray line)
{
    line.append('\n');
    for (qsizetype sent = 0; sent < line.size();) {
        const ssize_t n = ::write(STDOUT_FILENO, line.constData() + sent, size_t(line.size() - sent));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        sent += n;
    }
    return true;
}

void say(const char* text)
{
    std::fprintf(stderr, "%s: %s\n", sb::agent::kAgentName, text);
}

int usage(bool error)
{
    std::fprintf(error ? stderr : stdout,
        "usage: %s [--version] [--protocol=N]\n"
        "Started by ScaleBench over ssh on the database server's host (--server-host-ssh): reads protocol %d\n"
        "requests on stdin, answers on stdout, and puts the server's CPU masks back when stdin closes.\n"
        "--protocol=1 answers exactly as an agent of protocol version 1 (binding only), to test older agents.\n",
        sb::agent::kAgentName, sb::agent::kProtocolVersion);
    return error ? 2 : 0;
}

} // namespace

int main(int argc, char** argv)
{
    int maxProtocol = sb::agent::kProtocolVersion;
    if (argc > 1) {
        if (std::strcmp(argv[1], "--version") == 0) {
            std::printf("%s %s (protocol %d)\n", sb::agent::kAgentName, SCALEBENCH_VERSION, sb::agent::kProtocolVersion);
            return 0;
        }
        const int asked = std::strncmp(argv[1], "--protocol=", 11) == 0 ? std::atoi(argv[1] + 11) : 0;
        if (argc > 2 || asked < sb::agent::kFirstProtocolVersion || asked > sb::agent::kProtocolVersion)
            return usage(std::strcmp(argv[1], "--help") != 0);
        maxProtocol = asked;
    }
    std::signal(SIGPIPE, SIG_IGN); // a client gone is a failed write, handled below
    struct sigaction action {};
    action.sa_handler = onSignal; // no SA_RESTART: poll() returns and the loop ends
    for (int s : { SIGTERM, SIGHUP, SIGINT })
        ::sigaction(s, &action, nullptr);

    sb::agent::AgentService service(maxProtocol);
    QByteArray buffer;
    auto lastHeard = std::chrono::steady_clock::now();
    int status = 0;
    for (;;) {
        const auto deadline = lastHeard + std::chrono::milliseconds(service.heartbeatMs());
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        pollfd p { STDIN_FILENO, POLLIN, 0 };
        const int r = g_signal ? -1 : ::poll(&p, 1, int(std::max<long long>(0, left.count())));
        if (g_signal) {
            say("signal: restoring and exiting");
            break;
        }
        if (r < 0 && errno == EINTR)
            continue;
        if (r == 0) {
            say("the client sent nothing within the heartbeat timeout: restoring and exiting");
            status = 3;
            break;
        }
        char chunk[65536];
        const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break; // stdin closed: the client ended or its ssh went away
        lastHeard = std::chrono::steady_clock::now();
        buffer.append(chunk, n);
        bool stop = false;
        for (qsizetype newline; !stop && (newline = buffer.indexOf('\n')) >= 0;) {
            const QByteArray line = buffer.left(newline);
            buffer.remove(0, newline + 1);
            if (line.trimmed().isEmpty())
                continue;
            stop = !writeLine(service.handle(line)) || service.finished();
        }
        if (stop)
            break;
        // The client waits for an answer before it sends again (its pings too): the time spent answering (a bind
        // after a server restart, a host counters session opened on a busy host) is not the client's silence.
        lastHeard = std::chrono::steady_clock::now();
    }
    service.restore();
    return service.finished() ? 4 : status;
}
