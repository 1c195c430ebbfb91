// SPDX-License-Identifier: GPL-3.0-or-later
#include "affinityguard.h"

#include "bindingjournal.h"
#include "common/bindingproblem.h"

#include <QFile>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace sb {

namespace {

    constexpr int kGuardFd = 3; // where the guard finds its end of the socket
    constexpr int kStartTimeoutMs = 30000; // exec of a Qt program on a machine busy with builds
    constexpr int kExitTimeoutMs = 5000;
    constexpr char kReady = 'R';
    constexpr char kStandDown = 'S';

    // Before anything is bound: without its guard, a server is not bound at all.
    Error guardError(const QString& detail = {})
    {
        return { ErrorCode::BindingRefused, {}, detail, 0, qint64(BindingProblem::NoGuard) };
    }

    bool sendAll(int fd, const QByteArray& data)
    {
        for (qsizetype done = 0; done < data.size();) {
            const ssize_t n = ::send(fd, data.constData() + done, size_t(data.size() - done), MSG_NOSIGNAL);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false;
            done += n;
        }
        return true;
    }

    // Waits up to `ms` for `fd` to be readable; false on timeout.
    bool waitReadable(int fd, int ms)
    {
        pollfd p { fd, POLLIN, 0 };
        int n;
        while ((n = ::poll(&p, 1, ms)) < 0 && errno == EINTR) { }
        return n > 0;
    }

    // The frame the guard reads: "<length>\n<journal path>\n<record text>".
    QByteArray frame(const BindingRecord& record, const QString& journalPath)
    {
        const QByteArray body = QFile::encodeName(journalPath) + '\n' + record.toText();
        return QByteArray::number(body.size()) + '\n' + body;
    }

    bool readFrame(int fd, QByteArray& path, QByteArray& text)
    {
        QByteArray data;
        char buffer[65536];
        qsizetype wanted = -1;
        while (wanted < 0 || data.size() < wanted) {
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false;
            data.append(buffer, n);
            const qsizetype newline = data.indexOf('\n');
            if (wanted < 0 && newline > 0) {
                wanted = data.left(newline).toLongLong();
                data.remove(0, newline + 1);
                if (wanted <= 0 || wanted > (qsizetype(8) << 20))
                    return false;
            }
        }
        const qsizetype newline = data.indexOf('\n');
        path = data.left(newline);
        text = data.mid(newline + 1);
        return newline > 0;
    }

    // The guard must outlive the binder: the terminal's ^C, a dropped ssh session's HUP or a TERM sent to the whole
    // group must not end it first.
    void ignoreSignals()
    {
        for (int s : { SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGPIPE, SIGTSTP, SIGTTIN, SIGTTOU, SIGUSR1, SIGUSR2 })
            ::signal(s, SIG_IGN);
        ::prctl(PR_SET_NAME, "sb-guard", 0, 0, 0);
        [[maybe_unused]] const int cwd = ::chdir("/"); // keeps no directory of the binder busy (an unmount)
    }

    // Waits until the binder stands us down (true) or goes away (false).
    bool waitForOrders(int fd, const PidFd& binder)
    {
        pollfd p[2] = { { fd, POLLIN, 0 }, { binder.fd(), POLLIN, 0 } };
        for (;;) {
            const int n = ::poll(p, binder.isValid() ? 2 : 1, -1);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0 || (p[1].revents & POLLIN))
                return false;
            char c = 0;
            return ::read(fd, &c, 1) == 1 && c == kStandDown;
        }
    }

    // glibc hands argc and argv to ELF constructors; the guard never reaches main().
    [[gnu::constructor, gnu::used]] void guardEntry(int argc, char** argv, char**)
    {
        if (argc == 2 && std::strcmp(argv[1], AffinityGuard::kArgument) == 0)
            AffinityGuard::run(kGuardFd);
    }

} // namespace

void AffinityGuard::run(int fd)
{
    ignoreSignals();
    ::syscall(SYS_close_range, kGuardFd + 1, ~0U, 0); // descriptors that leaked without O_CLOEXEC are not ours
    QByteArray path, text;
    if (!readFrame(fd, path, text))
        ::_exit(1);
    auto record = BindingRecord::parse(text);
    if (!record)
        ::_exit(1);
    const PidFd binder(record->binder.pid);
    // Reparented already: the binder died before we were ready, so it never bound anything; restoring is harmless.
    const bool binderAlive = ::getppid() == record->binder.pid && record->binder.isAlive();
    if (binderAlive && ::write(fd, &kReady, 1) == 1 && waitForOrders(fd, binder))
        ::_exit(0); // stood down: the binder restored the masks itself
    const BindingRecord::RestoreResult restored = record->restore();
    if (restored.outcome != BindingRecord::Outcome::Failed) // else the journal stays for a later recovery
        BindingJournal::remove(QFile::decodeName(path));
    ::_exit(restored.outcome == BindingRecord::Outcome::Failed ? 1 : 0);
}

Result<AffinityGuard> AffinityGuard::start(const BindingRecord& record, const QString& journalPath)
{
    int sv[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
        return guardError(QString::fromLocal8Bit(std::strerror(errno)));
    // Above the standard descriptors, so that the dup2 to 3 below never lands on the source itself.
    const int childEnd = ::fcntl(sv[1], F_DUPFD_CLOEXEC, 10);
    ::close(sv[1]);
    AffinityGuard guard;
    guard.m_socket = sv[0];

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, childEnd, kGuardFd);
    // Not the binder's stdout: `$(scalebench-cli run ...)` or a pipe must not wait for the guard.
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, 1, 2);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attr, &all);
    posix_spawnattr_setsigmask(&attr, &none);
    // Its own session: no signal meant for the binder's terminal or process group reaches it.
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSID);
    char name[] = "scalebench-affinity-guard";
    char argument[sizeof kArgument];
    std::memcpy(argument, kArgument, sizeof kArgument);
    char* argv[] = { name, argument, nullptr };
    const int spawned = ::posix_spawn(&guard.m_pid, "/proc/self/exe", &actions, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    ::close(childEnd);
    if (spawned != 0) {
        guard.m_pid = 0;
        return guardError(QString::fromLocal8Bit(std::strerror(spawned)));
    }
    guard.m_pidfd = PidFd(guard.m_pid);
    char reply = 0;
    if (!sendAll(guard.m_socket, frame(record, journalPath)) || !waitReadable(guard.m_socket, kStartTimeoutMs)
        || ::read(guard.m_socket, &reply, 1) != 1 || reply != kReady) {
        guard.finish(false);
        return guardError();
    }
    return guard;
}

AffinityGuard::AffinityGuard(AffinityGuard&& other) noexcept
    : m_pid(std::exchange(other.m_pid, 0))
    , m_socket(std::exchange(other.m_socket, -1))
    , m_pidfd(std::move(other.m_pidfd))
{
}

AffinityGuard& AffinityGuard::operator=(AffinityGuard&& other) noexcept
{
    if (this != &other) {
        finish(true);
        m_pid = std::exchange(other.m_pid, 0);
        m_socket = std::exchange(other.m_socket, -1);
        m_pidfd = std::move(other.m_pidfd);
    }
    return *this;
}

AffinityGuard::~AffinityGuard()
{
    finish(true);
}

void AffinityGuard::standDown()
{
    finish(false);
}

// Tells the guard what to do (restore: just close our end, as a dying binder would), then reaps it.
void AffinityGuard::finish(bool restore)
{
    if (m_socket >= 0) {
        if (!restore)
            sendAll(m_socket, QByteArray(1, kStandDown));
        ::close(m_socket);
        m_socket = -1;
    }
    if (m_pid <= 0)
        return;
    const bool exited = waitReadable(m_pidfd.fd(), kExitTimeoutMs);
    if (!exited && !restore)
        ::kill(m_pid, SIGKILL); // a guard that missed its orders must not restore later behind our back
    ::waitpid(m_pid, nullptr, exited || !restore ? 0 : WNOHANG);
    m_pid = 0;
}

bool AffinityGuard::isRunning() const
{
    return m_pid > 0 && !m_pidfd.hasExited();
}

} // namespace sb
