// SPDX-License-Identifier: GPL-3.0-or-later
#include "sshtarget.h"

#include "agentproblem.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace sb {

Result<SshTarget> SshTarget::parse(const QString& text)
{
    // The host part may be a name, an IPv4 address or a bracketed IPv6 address; a trailing :N is the port.
    static const QRegularExpression form(
        QStringLiteral(R"(^(?:([^@\s:]+)@)?(\[[0-9A-Fa-f:.]+\]|[^@\s:\[\]]+)(?::([0-9]{1,5}))?$)"));
    const auto match = form.match(text.trimmed());
    const auto bad = [&text]() {
        return Error { ErrorCode::AgentFailed, text, {}, 0, qint64(AgentProblem::BadTarget), { text } };
    };
    if (!match.hasMatch())
        return bad();
    SshTarget t;
    QString host = match.captured(2);
    if (host.startsWith(QLatin1Char('[')))
        host = host.mid(1, host.size() - 2);
    t.destination = match.captured(1).isEmpty() ? host : match.captured(1) + QLatin1Char('@') + host;
    if (!match.captured(3).isEmpty()) {
        t.port = match.captured(3).toInt();
        if (t.port < 1 || t.port > 65535)
            return bad();
    }
    return t;
}

QString SshTarget::label() const
{
    return port > 0 ? destination + QLatin1Char(':') + QString::number(port) : destination;
}

QString SshTarget::agentCommand() const
{
    return agentPath.isEmpty() ? QString::fromLatin1(agent::kAgentName) : agentPath;
}

QStringList SshTarget::sshArguments() const
{
    // BatchMode: a host key question or a password prompt fails at once instead of waiting on a terminal. -T: the
    // agent's stdin and stdout are a byte stream, never a terminal. Everything else is the user's ssh defaults.
    QStringList args { QStringLiteral("-T"), QStringLiteral("-o"), QStringLiteral("BatchMode=yes") };
    if (!configFile.isEmpty())
        args << QStringLiteral("-F") << configFile;
    if (port > 0)
        args << QStringLiteral("-p") << QString::number(port);
    for (const QString& o : options)
        args << QStringLiteral("-o") << o;
    args << QStringLiteral("--") << destination << agentCommand();
    return args;
}

QJsonObject SshTarget::toJson() const
{
    QJsonObject o;
    if (!isSet())
        return o;
    o.insert(QStringLiteral("ssh"), label());
    if (!options.isEmpty())
        o.insert(QStringLiteral("ssh_options"), QJsonArray::fromStringList(options));
    if (!configFile.isEmpty())
        o.insert(QStringLiteral("ssh_config"), configFile);
    if (!agentPath.isEmpty())
        o.insert(QStringLiteral("agent_path"), agentPath);
    return o;
}

SshTarget SshTarget::fromJson(const QJsonObject& object)
{
    SshTarget t;
    const QString text = object.value(QStringLiteral("ssh")).toString();
    if (text.isEmpty())
        return t;
    if (auto parsed = parse(text))
        t = *parsed;
    for (const auto& v : object.value(QStringLiteral("ssh_options")).toArray())
        t.options.append(v.toString());
    t.configFile = object.value(QStringLiteral("ssh_config")).toString();
    t.agentPath = object.value(QStringLiteral("agent_path")).toString();
    return t;
}

} // namespace sb
