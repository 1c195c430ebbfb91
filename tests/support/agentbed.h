// SPDX-License-Identifier: GPL-3.0-or-later
// The agent's ssh test bed (tst_agent, tst_agentoffcpu): a private sshd on 127.0.0.1 with its own keys and a sandbox
// server, both in a PID and mount namespace of their own (AgentBed), and its helpers: a free port, a program's
// success, a file's bytes, and the bed's server and ssh as this (outside) process sees them through /proc.
#pragma once

#include "support/timescale.h"

#include "affinity/cpuset.h"
#include "affinity/threadaffinity.h"
#include "affinity/topology.h"
#include "server/serverprofile.h"
#include "server/sshtarget.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sb::test::bed {

inline bool run(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    return p.waitForFinished(test::scaledMs(60000)) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

inline unsigned freePort()
{
    const int s = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a);
    socklen_t len = sizeof a;
    ::getsockname(s, reinterpret_cast<sockaddr*>(&a), &len);
    ::close(s);
    return ntohs(a.sin_port);
}

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The sandbox's server in `dir` as this process sees it: its pid here (0: none), found by its data directory.
inline pid_t serverPid(const QString& dir)
{
    const QByteArray encoded = QFile::encodeName(dir);
    for (const QString& name : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const pid_t pid = pid_t(name.toInt(&ok));
        if (!ok)
            continue;
        const QByteArray exe = QFile::symLinkTarget(QStringLiteral("/proc/%1/exe").arg(pid)).toUtf8();
        if ((exe.endsWith("/mariadbd") || exe.endsWith("/mysqld"))
            && readAll(QStringLiteral("/proc/%1/cmdline").arg(pid)).contains(encoded))
            return pid;
    }
    return 0;
}

// The union of a process's thread masks, read from the kernel.
inline QString masks(pid_t pid)
{
    CpuSet all;
    for (const QString& tid : QDir(QStringLiteral("/proc/%1/task").arg(pid)).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (auto cpus = threadCpus(pid_t(tid.toInt())))
            all = all | *cpus;
    }
    return all.toCpuList();
}

// The ssh this process started (a child named ssh), 0: none.
inline pid_t sshChild()
{
    for (const QString& name : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        const QList<QByteArray> f = readAll(QStringLiteral("/proc/%1/stat").arg(name)).split(' ');
        if (f.size() > 4 && f.at(1) == "(ssh)" && f.at(3).toInt() == ::getpid())
            return pid_t(name.toInt());
    }
    return 0;
}

// The "server host": the sandbox and sshd in a PID and mount namespace, until the test closes its stdin (sh -c
// SCRIPT CLI DIR). Its binding journals (/tmp/scalebench-UID) are its own, as on another host: a CLI started meanwhile
// on this side (any test's) took them for a dead binder's and removed them, naming the namespace's server pid.
inline QString serverHostScript()
{
    return QStringLiteral(
        "journals=/tmp/scalebench-$(id -u)\n"
        "mkdir -p -m 0700 \"$journals\" && mount -t tmpfs -o mode=0700 sb-journals \"$journals\" || exit 1\n"
        "\"$0\" sandbox start --dir \"$1/sandbox\" >\"$1/sandbox.log\" 2>&1 || exit 1\n"
        "/usr/sbin/sshd -D -e -f \"$1/sshd_config\" 2>\"$1/sshd.log\" &\n"
        "echo ready\n"
        "read line\n"
        "kill $!\n"
        "\"$0\" sandbox stop --dir \"$1/sandbox\" >>\"$1/sandbox.log\" 2>&1\n");
}

// The bed itself: start() makes the keys, sshd's and ssh's configs (ssh_config; ssh_config_other_key with a key the
// bed refuses; ssh_config_unknown_host with no known host key), unpacks the agent's .deb where one was made, and
// starts the namespace (serverHostScript); then `profile` reaches the bed's sandbox over TCP and `agent` is the
// agent's path there. stop() (or the destructor) ends it.
class AgentBed {
public:
    QString agent;
    unsigned sshPort = 0;
    ServerProfile profile;
    CpuSet all; // this machine's CPUs (the bed's too: it shares them)

    ~AgentBed() { stop(); }

    // Why this machine cannot have the bed (empty: it can).
    static QString missing()
    {
        if (!QFile::exists(QStringLiteral("/usr/sbin/sshd")) || QStandardPaths::findExecutable(QStringLiteral("unshare")).isEmpty())
            return QStringLiteral("needs openssh-server and unshare (packaging/install-deps.sh)");
        if (::geteuid() != 0)
            return QStringLiteral("a PID namespace and sshd's privilege separation need root here");
        auto topology = Topology::loadLocal();
        if (!topology || topology->allPus().count() < 2)
            return QStringLiteral("needs two CPUs to bind the server to one of them");
        return {};
    }

    QString path(const QString& name) const { return m_dir.filePath(name); }

    SshTarget target(const QString& config = QStringLiteral("ssh_config")) const
    {
        SshTarget t;
        t.destination = QStringLiteral("root@127.0.0.1");
        t.port = int(sshPort);
        t.configFile = path(config);
        t.agentPath = agent;
        t.heartbeatMs = 2000;
        return t;
    }

    // The bed's server as this process sees it (its pid here).
    pid_t serverPidOutside() const { return serverPid(path(QStringLiteral("sandbox"))); }

    // What failed, empty when the bed is up.
    QString start()
    {
        auto topology = Topology::loadLocal();
        if (!topology || !m_dir.isValid())
            return QStringLiteral("no topology or no temporary directory");
        all = topology->allPus();
        agent = installedAgent();
        if (!QFile::exists(agent))
            return QStringLiteral("no agent at '%1'").arg(agent);
        for (const char* key : { "host_key", "user_key", "other_key" }) {
            if (!run(QStringLiteral("ssh-keygen"), { QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                    QStringLiteral("-N"), QString(), QStringLiteral("-f"), path(QLatin1String(key)) }))
                return QStringLiteral("ssh-keygen failed");
        }
        QFile::copy(path(QStringLiteral("user_key.pub")), path(QStringLiteral("authorized_keys")));
        sshPort = freePort();
        writeConfigs();
        QDir().mkpath(QStringLiteral("/run/sshd")); // sshd's privilege separation directory (a runtime directory)
        return startNamespace();
    }

    void stop()
    {
        if (m_namespace.state() != QProcess::Running)
            return;
        m_namespace.closeWriteChannel();
        if (!m_namespace.waitForFinished(test::scaledMs(60000)))
            m_namespace.kill();
    }

private:
    QTemporaryDir m_dir;
    QProcess m_namespace;

    // The agent's .deb unpacked into the "server host" (dpkg-deb -x), or the build's agent where none was made.
    QString installedAgent() const
    {
        const QString debs = qEnvironmentVariable("SCALEBENCH_AGENT_DEB_DIR");
        if (debs.isEmpty())
            return qEnvironmentVariable("SCALEBENCH_AGENT");
        const QStringList found = QDir(debs).entryList({ QStringLiteral("scalebench-agent_*.deb") }, QDir::Files);
        if (found.size() != 1
            || !run(QStringLiteral("dpkg-deb"), { QStringLiteral("-x"), QDir(debs).filePath(found.first()), path(QStringLiteral("root")) }))
            return {};
        return path(QStringLiteral("root/usr/bin/scalebench-agent"));
    }

    void write(const QString& name, const QString& text) const
    {
        QFile f(path(name));
        if (f.open(QIODevice::WriteOnly))
            f.write(text.toUtf8());
    }

    void writeConfigs() const
    {
        write(QStringLiteral("sshd_config"),
            QStringLiteral("Port %1\nListenAddress 127.0.0.1\nHostKey %2\nPidFile %3\nAuthorizedKeysFile %4\n"
                           "PasswordAuthentication no\nKbdInteractiveAuthentication no\nPubkeyAuthentication yes\n"
                           "UsePAM no\nStrictModes no\nPermitRootLogin prohibit-password\nLogLevel ERROR\n")
                .arg(sshPort)
                .arg(path(QStringLiteral("host_key")), path(QStringLiteral("sshd.pid")), path(QStringLiteral("authorized_keys"))));
        const QByteArray hostKey = readAll(path(QStringLiteral("host_key.pub"))).trimmed();
        write(QStringLiteral("known_hosts"),
            QStringLiteral("[127.0.0.1]:%1 ").arg(sshPort) + QString::fromUtf8(hostKey.left(hostKey.lastIndexOf(' '))) + QLatin1Char('\n'));
        const auto clientConfig = [this](const QString& name, const QString& key, const QString& knownHosts) {
            write(name, QStringLiteral("Host *\n  IdentityFile %1\n  IdentitiesOnly yes\n  UserKnownHostsFile %2\n"
                                       "  GlobalKnownHostsFile /dev/null\n  StrictHostKeyChecking yes\n  LogLevel ERROR\n")
                            .arg(path(key), knownHosts));
        };
        clientConfig(QStringLiteral("ssh_config"), QStringLiteral("user_key"), path(QStringLiteral("known_hosts")));
        clientConfig(QStringLiteral("ssh_config_other_key"), QStringLiteral("other_key"), path(QStringLiteral("known_hosts")));
        clientConfig(QStringLiteral("ssh_config_unknown_host"), QStringLiteral("user_key"), QStringLiteral("/dev/null"));
    }

    QString startNamespace()
    {
        m_namespace.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_namespace.start(QStringLiteral("unshare"), { QStringLiteral("--pid"), QStringLiteral("--fork"), QStringLiteral("--mount-proc"),
            QStringLiteral("--kill-child"), QStringLiteral("sh"), QStringLiteral("-c"), serverHostScript(),
            qEnvironmentVariable("SCALEBENCH_CLI"), m_dir.path() });
        if (!m_namespace.waitForStarted() || !m_namespace.waitForReadyRead(test::scaledMs(240000))
            || m_namespace.readLine().trimmed() != "ready")
            return QStringLiteral("the bed did not start: ") + QString::fromUtf8(readAll(path(QStringLiteral("sandbox.log"))));
        const QJsonObject o = QJsonDocument::fromJson(readAll(path(QStringLiteral("sandbox/sandbox.json")))).object();
        profile.host = QStringLiteral("127.0.0.1"); // TCP: the namespace shares the network, not the pids
        profile.port = unsigned(o.value(QStringLiteral("port")).toInt());
        profile.user = o.value(QStringLiteral("user")).toString();
        profile.password = o.value(QStringLiteral("password")).toString();
        profile.database = QStringLiteral("sbtest");
        profile.sslMode = SslMode::Disabled;
        if (serverPidOutside() <= 0)
            return QStringLiteral("the bed's server is not seen from here");
        for (int waited = 0; !QFile::exists(path(QStringLiteral("sshd.pid"))); waited += 50) {
            if (waited > test::scaledMs(20000))
                return QStringLiteral("sshd did not start: ") + QString::fromUtf8(readAll(path(QStringLiteral("sshd.log"))));
            QThread::msleep(50);
        }
        return {};
    }
};

} // namespace sb::test::bed
