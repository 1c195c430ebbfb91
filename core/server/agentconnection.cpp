// SPDX-License-Identifier: GPL-3.0-or-later
#include "agentconnection.h"

#include "agentproblem.h"
#include "common/errorjson.h"

#include <QFile>
#include <QJsonDocument>
#include <QStandardPaths>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char** environ;

namespace sb {

namespace {

    constexpr int kHelloTimeoutMs = 60000; // ssh's own connect timeout (the user's config) usually ends it sooner

    void closeFd(int& fd)
    {
        if (fd >= 0)
            ::close(fd);
        fd = -1;
    }

    // Exit status once ssh has ended, waiting up to `waitMs`; -1 while it still runs.
    int reap(pid_t pid, int waitMs)
    {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(waitMs);
        for (;;) {
            int status = 0;
            const pid_t r = ::waitpid(pid, &status, WNOHANG);
            if (r == pid)
                return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
            if (r < 0 && errno != EINTR)
                return 255;
            if (std::chrono::steady_clock::now() >= deadline)
                return -1;
            ::usleep(20000);
        }
    }

} // namespace

AgentConnection::AgentConnection(SshTarget target)
    : m_target(std::move(target))
{
}

Result<std::unique_ptr<AgentConnection>> AgentConnection::open(const SshTarget& target)
{
    std::unique_ptr<AgentConnection> c(new AgentConnection(target));
    if (Error e = c->start())
        return e;
    if (Error e = c->hello())
        return e;
    c->m_heartbeatThread = std::thread([raw = c.get()] { raw->heartbeat(); });
    return c;
}

AgentConnection::~AgentConnection()
{
    stopHeartbeat();
    // End of the agent's stdin: it restores whatever it bound and exits; ssh ends with it.
    closeFd(m_toAgent);
    if (m_pid > 0 && m_exitStatus < 0) {
        m_exitStatus = reap(m_pid, 5000);
        if (m_exitStatus < 0) {
            ::kill(m_pid, SIGKILL);
            m_exitStatus = reap(m_pid, 5000);
        }
    }
    closeFd(m_fromAgent);
    closeFd(m_sshErrors);
}

Error AgentConnection::agentError(int problem, const QStringList& args, const QString& detail) const
{
    return { ErrorCode::AgentFailed, m_target.label(), detail, 0, problem, args };
}

Error AgentConnection::start()
{
    const QString program = m_target.sshProgram.isEmpty() ? QStringLiteral("ssh") : m_target.sshProgram;
    const QString found = program.contains(QLatin1Char('/')) ? program : QStandardPaths::findExecutable(program);
    if (found.isEmpty() || !QFile::exists(found))
        return agentError(int(AgentProblem::SshNotFound), { program });
    // Sockets rather than pipes: a write to an agent that is gone is EPIPE (MSG_NOSIGNAL), never a SIGPIPE.
    int in[2], out[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0)
        return agentError(int(AgentProblem::Lost), {}, QString::fromLocal8Bit(std::strerror(errno)));
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, out) != 0) {
        ::close(in[0]);
        ::close(in[1]);
        return agentError(int(AgentProblem::Lost), {}, QString::fromLocal8Bit(std::strerror(errno)));
    }
    m_sshErrors = ::memfd_create("scalebench-ssh-stderr", MFD_CLOEXEC);
    const int devNull = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[1], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_adddup2(&actions, m_sshErrors >= 0 ? m_sshErrors : devNull, 2);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // A process group of its own: the terminal's Ctrl-C is for ScaleBench, which restores in order; it must not kill
    // ssh (and with it the agent) first.
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    const QByteArray file = QFile::encodeName(found);
    std::vector<QByteArray> words { file };
    for (const QString& a : m_target.sshArguments())
        words.push_back(a.toLocal8Bit());
    std::vector<char*> argv;
    for (QByteArray& w : words)
        argv.push_back(w.data());
    argv.push_back(nullptr);
    const int spawned = ::posix_spawn(&m_pid, file.constData(), &actions, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(in[1]);
    ::close(out[1]);
    if (devNull >= 0)
        ::close(devNull);
    m_toAgent = in[0];
    m_fromAgent = out[0];
    if (spawned != 0) {
        m_pid = 0;
        return agentError(int(AgentProblem::SshNotFound), { program }, QString::fromLocal8Bit(std::strerror(spawned)));
    }
    return {};
}

Error AgentConnection::hello()
{
    const int newest = std::max(m_target.protocol, m_target.maxProtocol);
    QJsonObject args { { QStringLiteral("protocol"), m_target.protocol }, { QStringLiteral("max_protocol"), newest },
        { QStringLiteral("heartbeat_ms"), m_target.heartbeatMs } };
    std::lock_guard lock(m_mutex);
    auto reply = exchange(agent::kHello, args, kHelloTimeoutMs);
    if (!reply) {
        m_lost = reply.error();
        return reply.error();
    }
    if (reply->value(QStringLiteral("agent")).toString() != QLatin1String(agent::kAgentName)) {
        m_lost = agentError(int(AgentProblem::NotAnAgent), {}, QString::fromUtf8(QJsonDocument(*reply).toJson(QJsonDocument::Compact)));
        return m_lost;
    }
    const int theirs = reply->value(QStringLiteral("protocol")).toInt();
    if (theirs < m_target.protocol || theirs > newest) {
        m_lost = agentError(int(AgentProblem::VersionMismatch), { QString::number(theirs), QString::number(newest) });
        return m_lost;
    }
    m_protocol = theirs;
    m_hostname = reply->value(QStringLiteral("hostname")).toString();
    m_agentVersion = reply->value(QStringLiteral("version")).toString();
    return {};
}

bool AgentConnection::isLost() const
{
    std::lock_guard lock(m_mutex);
    return bool(m_lost);
}

Result<QJsonObject> AgentConnection::call(const char* op, QJsonObject args)
{
    std::lock_guard lock(m_mutex);
    if (m_lost)
        return m_lost;
    // A request waits for its answer a little longer than the agent waits for us: a stopped ssh is seen here too.
    const int timeoutMs = std::max(m_target.heartbeatMs, 5000) + 5000;
    auto reply = exchange(op, std::move(args), timeoutMs);
    if (!reply && reply.error().code == ErrorCode::AgentFailed)
        m_lost = reply.error();
    return reply;
}

Result<QJsonObject> AgentConnection::exchange(const char* op, QJsonObject args, int timeoutMs)
{
    const qint64 id = m_nextId++;
    args.insert(QStringLiteral("id"), id);
    args.insert(QStringLiteral("op"), QLatin1String(op));
    const QByteArray line = QJsonDocument(args).toJson(QJsonDocument::Compact) + '\n';
    for (qsizetype sent = 0; sent < line.size();) {
        const ssize_t n = ::send(m_toAgent, line.constData() + sent, size_t(line.size() - sent), MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return endedError();
        sent += n;
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        const int left = int(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count());
        auto text = readLine(std::max(0, left));
        if (!text)
            return text.error();
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(*text, &parseError);
        if (!doc.isObject())
            return agentError(int(AgentProblem::NotAnAgent), {}, QString::fromUtf8(text->left(200)));
        const QJsonObject reply = doc.object();
        if (reply.value(QStringLiteral("id")).toInteger() != id)
            continue; // a late answer to a request that timed out
        if (reply.value(QStringLiteral("ok")).toBool())
            return reply;
        Error e = ErrorJson::fromJson(reply.value(QStringLiteral("error")).toObject());
        if (e.code == ErrorCode::AgentFailed)
            e.context = m_target.label(); // the agent names no destination: it does not know how it was reached
        return e;
    }
}

Result<QByteArray> AgentConnection::readLine(int timeoutMs)
{
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        const qsizetype newline = m_buffer.indexOf('\n');
        if (newline >= 0) {
            QByteArray line = m_buffer.left(newline);
            m_buffer.remove(0, newline + 1);
            return line;
        }
        const int left = int(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count());
        if (left <= 0)
            return agentError(int(AgentProblem::NoAnswer), { QString::number((timeoutMs + 999) / 1000) });
        pollfd p { m_fromAgent, POLLIN, 0 };
        const int r = ::poll(&p, 1, left);
        if (r < 0 && errno == EINTR)
            continue;
        if (r == 0)
            continue;
        char chunk[65536];
        const ssize_t n = ::read(m_fromAgent, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return endedError();
        m_buffer.append(chunk, n);
    }
}

QString AgentConnection::sshWords() const
{
    if (m_sshErrors < 0)
        return {};
    QByteArray all;
    char chunk[4096];
    for (off_t at = 0;;) {
        const ssize_t n = ::pread(m_sshErrors, chunk, sizeof chunk, at);
        if (n <= 0)
            break;
        all.append(chunk, n);
        at += n;
        if (all.size() > 65536)
            break;
    }
    // The last few lines are ssh's reason; "Warning: Permanently added ..." and banners come before it.
    QStringList lines;
    for (const QByteArray& l : all.split('\n')) {
        const QString t = QString::fromLocal8Bit(l).trimmed();
        if (!t.isEmpty())
            lines.append(t);
    }
    return lines.mid(std::max<qsizetype>(0, lines.size() - 3)).join(QLatin1Char('\n'));
}

Error AgentConnection::endedError()
{
    if (m_exitStatus < 0 && m_pid > 0)
        m_exitStatus = reap(m_pid, 3000);
    const QString words = sshWords();
    const auto says = [&words](const char* text) { return words.contains(QLatin1String(text), Qt::CaseInsensitive); };
    if (says("Host key verification failed") || says("REMOTE HOST IDENTIFICATION HAS CHANGED")
        || says("No ED25519 host key is known") || says("host key is known"))
        return agentError(int(AgentProblem::HostKeyRefused), {}, words);
    if (says("Permission denied") || says("Too many authentication failures"))
        return agentError(int(AgentProblem::AuthenticationRefused), {}, words);
    if (m_exitStatus == 127 || says("command not found") || says("No such file or directory"))
        return agentError(int(AgentProblem::AgentNotFound), { m_target.agentCommand() }, words);
    if (m_exitStatus == 255
        && (says("Connection refused") || says("Could not resolve") || says("No route to host") || says("timed out")
            || says("Network is unreachable") || says("Connection closed") || says("Connection reset")))
        return agentError(int(AgentProblem::Unreachable), {}, words);
    return agentError(int(AgentProblem::Lost), {}, words);
}

void AgentConnection::heartbeat()
{
    const auto period = std::chrono::milliseconds(std::max(250, m_target.heartbeatMs / 4));
    std::unique_lock wait(m_heartbeatMutex);
    while (!m_heartbeatWake.wait_for(wait, period, [this] { return m_stopping; })) {
        wait.unlock();
        {
            std::lock_guard lock(m_mutex);
            if (!m_lost) {
                auto reply = exchange(agent::kPing, {}, std::max(m_target.heartbeatMs, 5000) + 5000);
                if (!reply && reply.error().code == ErrorCode::AgentFailed)
                    m_lost = reply.error();
            }
        }
        wait.lock();
    }
}

void AgentConnection::stopHeartbeat()
{
    {
        std::lock_guard lock(m_heartbeatMutex);
        m_stopping = true;
    }
    m_heartbeatWake.notify_all();
    if (m_heartbeatThread.joinable())
        m_heartbeatThread.join();
}

} // namespace sb
