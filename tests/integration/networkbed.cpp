// SPDX-License-Identifier: GPL-3.0-or-later
#include "networkbed.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <fcntl.h>
#include <sched.h>
#include <thread>
#include <unistd.h>

namespace sb::test {

namespace {

    constexpr const char* kClientLink = "sbclient0";
    constexpr const char* kServerLink = "sbserver0";
    constexpr const char* kTable = "scalebench_bed";
    constexpr int kCommandMs = 30000;

    QStringList words(const char* text)
    {
        return QString::fromLatin1(text).split(QLatin1Char(' '));
    }

    // Runs a command in the calling thread's namespaces; empty or what failed.
    QString run(const QString& program, const QStringList& args, const QByteArray& input = {})
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(program, args);
        if (!p.waitForStarted(kCommandMs))
            return program + QStringLiteral(": cannot start");
        p.write(input);
        p.closeWriteChannel();
        if (!p.waitForFinished(kCommandMs)) {
            p.kill();
            p.waitForFinished();
        }
        if (p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
            return {};
        return program + QLatin1Char(' ') + args.join(QLatin1Char(' ')) + QStringLiteral(": ")
            + QString::fromLocal8Bit(p.readAll()).trimmed();
    }

    // The faults' chains, and connection tracking in the namespace from the start (a rule that reads it turns it on):
    // a flow first seen by a packet that is dropped leaves no entry, so a cut could not remember its connections.
    QString tableText()
    {
        return QStringLiteral("table inet %1 {\n"
                              "  chain track {\n"
                              "    type filter hook prerouting priority -10; policy accept; ct state new counter;\n"
                              "  }\n"
                              "  chain input { type filter hook input priority 0; policy accept; }\n"
                              "  chain output { type filter hook output priority 0; policy accept; }\n"
                              "}\n")
            .arg(QLatin1String(kTable));
    }

} // namespace

NetworkBed::NetworkBed() = default;

NetworkBed::~NetworkBed()
{
    m_proxy.reset();
    if (m_namespace.state() != QProcess::NotRunning) {
        m_namespace.closeWriteChannel(); // the script stops the sandbox, then the namespace ends
        if (!m_namespace.waitForFinished(60000)) {
            m_namespace.kill(); // --kill-child: the namespace's processes end with it
            m_namespace.waitForFinished();
        }
    }
}

QString NetworkBed::missing()
{
    if (::geteuid() != 0)
        return QStringLiteral("network namespaces, veth pairs and nftables need root");
    for (const char* tool : { "unshare", "nsenter", "ip", "nft" }) {
        const QStringList sbin { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin") };
        if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty()
            && QStandardPaths::findExecutable(QLatin1String(tool), sbin).isEmpty())
            return QStringLiteral("'%1' is missing (packaging/install-deps.sh installs util-linux, iproute2 and "
                                  "nftables)")
                .arg(QLatin1String(tool));
    }
    return {};
}

QString NetworkBed::start(const QString& cli)
{
    if (!m_dir.isValid())
        return QStringLiteral("no temporary directory");
    // This thread's own network: only its loopback until the link comes. Threads and processes started from it later
    // (the runs' clients, the CLI) are in it too.
    if (::unshare(CLONE_NEWNET) != 0)
        return QStringLiteral("unshare(CLONE_NEWNET): %1").arg(QString::fromLocal8Bit(strerror(errno)));
    if (QString e = run(QStringLiteral("ip"), words("link set lo up")); !e.isEmpty())
        return e;

    // The server's namespaces, until this bed closes the script's stdin (or this process ends: --kill-child).
    const QString script = QStringLiteral("ip link set lo up || exit 1\n"
                                          "\"$0\" sandbox start --dir \"$1/sandbox\" >\"$1/sandbox.log\" 2>&1 "
                                          "|| exit 1\n"
                                          "echo ready\n"
                                          "read line\n"
                                          "\"$0\" sandbox stop --dir \"$1/sandbox\" >>\"$1/sandbox.log\" 2>&1\n");
    m_namespace.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_namespace.start(QStringLiteral("unshare"),
        { QStringLiteral("--net"), QStringLiteral("--pid"), QStringLiteral("--mount"), QStringLiteral("--fork"),
            QStringLiteral("--kill-child"), QStringLiteral("--mount-proc"), QStringLiteral("sh"), QStringLiteral("-c"),
            script, cli, m_dir.path() });
    if (!m_namespace.waitForStarted(kCommandMs))
        return QStringLiteral("unshare did not start");
    m_serverPid = m_namespace.processId();
    const auto log = [this] {
        QFile f(m_dir.filePath(QStringLiteral("sandbox.log")));
        return f.open(QIODevice::ReadOnly) ? QString::fromLocal8Bit(f.readAll()) : QString();
    };
    if (!m_namespace.waitForReadyRead(240000) || m_namespace.readLine().trimmed() != "ready")
        return QStringLiteral("the sandbox did not start in its namespace: ") + log();

    // The link: one end here, the other in the server's namespace.
    const QString pid = QString::number(m_serverPid);
    const QString client = QLatin1String(kClientLink), server = QLatin1String(kServerLink);
    const QString ip = QStringLiteral("ip");
    const QString clientNet = QLatin1String(kClientAddress) + QStringLiteral("/30");
    const QString serverNet = QLatin1String(kServerAddress) + QStringLiteral("/30");
    for (const QStringList& args : { words("link add") << client << words("type veth peer name") << server
                                         << QStringLiteral("netns") << pid,
             words("addr add") << clientNet << QStringLiteral("dev") << client,
             words("link set") << client << QStringLiteral("up") }) {
        if (QString e = run(ip, args); !e.isEmpty())
            return e;
    }
    for (const QStringList& args : { words("addr add") << serverNet << QStringLiteral("dev") << server,
             words("link set") << server << QStringLiteral("up") }) {
        if (QString e = inServer(QStringList { ip } + args); !e.isEmpty())
            return e;
    }
    if (QString e = inServer(words("nft -f -"), tableText().toUtf8()); !e.isEmpty())
        return e;

    QFile state(m_dir.filePath(QStringLiteral("sandbox/sandbox.json")));
    if (!state.open(QIODevice::ReadOnly))
        return QStringLiteral("no sandbox.json: ") + log();
    const QJsonObject o = QJsonDocument::fromJson(state.readAll()).object();
    m_user = o.value(QStringLiteral("user")).toString();
    m_password = o.value(QStringLiteral("password")).toString();
    const unsigned serverPort = unsigned(o.value(QStringLiteral("port")).toInt());

    // The proxy's sockets are made in the server's namespace: a thread of its own enters it (setns() moves only the
    // calling thread) and starts the proxy, whose thread stays there.
    QString failed;
    std::thread enter([&] {
        const int ns = ::open(QStringLiteral("/proc/%1/ns/net").arg(pid).toLatin1().constData(), O_RDONLY | O_CLOEXEC);
        if (ns < 0 || ::setns(ns, CLONE_NEWNET) != 0) {
            failed = QStringLiteral("setns into the server's network: %1").arg(QString::fromLocal8Bit(strerror(errno)));
            if (ns >= 0)
                ::close(ns);
            return;
        }
        ::close(ns);
        m_proxy = std::make_unique<FaultProxy>(QStringLiteral("127.0.0.1"), serverPort);
        if (!m_proxy->start(QLatin1String(kServerAddress)))
            failed = QStringLiteral("the proxy cannot listen on %1").arg(QLatin1String(kServerAddress));
    });
    enter.join();
    return failed;
}

QString NetworkBed::inServer(const QStringList& command, const QByteArray& input)
{
    return run(QStringLiteral("nsenter"),
        words("--net --target") << QString::number(m_serverPid) << command, input);
}

QString NetworkBed::rules(const QString& input, const QString& output)
{
    QString text = QStringLiteral("flush chain inet %1 input\nflush chain inet %1 output\n").arg(QLatin1String(kTable));
    if (!input.isEmpty())
        text += QStringLiteral("add rule inet %1 input iifname \"%2\" %3\n")
                    .arg(QLatin1String(kTable), QLatin1String(kServerLink), input);
    if (!output.isEmpty())
        text += QStringLiteral("add rule inet %1 output oifname \"%2\" %3\n")
                    .arg(QLatin1String(kTable), QLatin1String(kServerLink), output);
    return inServer(words("nft -f -"), text.toUtf8());
}

QString NetworkBed::clear()
{
    return rules({}, {});
}

QString NetworkBed::loss(int percent)
{
    const QString drop = QStringLiteral("numgen random mod 100 < %1 drop").arg(percent);
    return rules(drop, drop);
}

QString NetworkBed::cut()
{
    // Every flow that tries to pass is marked, so that lostState() can tell the cut's connections from new ones.
    const QString drop = QStringLiteral("ct mark set 1 drop");
    return rules(drop, drop);
}

QString NetworkBed::lostState()
{
    // The cut's flows are unknown on the far side now, which says so: the server end resets them (a client waiting
    // for an answer it has acknowledged sends nothing that a reset could answer), the clients' packets of them are
    // answered with a reset, and nothing else of them passes any more.
    const QString input = QStringLiteral("ct mark 1 reject with tcp reset");
    if (QString e = rules(input, QStringLiteral("ct mark 1 tcp flags & rst == 0 drop")); !e.isEmpty())
        return e;
    m_proxy->resetAll();
    return {};
}

QString NetworkBed::halfOpen()
{
    if (QString e = cut(); !e.isEmpty())
        return e;
    m_proxy->dropAll(); // its FINs to the clients are dropped: they keep connections the far end has closed
    return {};
}

} // namespace sb::test
