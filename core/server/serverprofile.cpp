// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverprofile.h"

#include "common/optionproblem.h"

#include <algorithm>

namespace sb {

QString ServerProfile::endpoint() const
{
    if (usesSocket())
        return socket.isEmpty() ? QStringLiteral("localhost (default socket)") : socket;
    return host + QLatin1Char(':') + QString::number(port);
}

ServerProfile ServerProfile::forHost(int index) const
{
    ServerProfile p = *this;
    p.moreHosts.clear();
    const int i = index % hostCount();
    if (i > 0) {
        p.host = moreHosts.at(i - 1).host;
        p.port = moreHosts.at(i - 1).port;
    }
    return p;
}

ServerProfile ServerProfile::longStatements() const
{
    ServerProfile p = *this;
    if (p.readTimeoutSec > 0)
        p.readTimeoutSec = std::max(p.readTimeoutSec, 3600);
    if (p.writeTimeoutSec > 0)
        p.writeTimeoutSec = std::max(p.writeTimeoutSec, 3600);
    return p;
}

ServerProfile ServerProfile::watchedConnections() const
{
    ServerProfile p = *this;
    if (p.defaultIoTimeouts)
        p.readTimeoutSec = p.writeTimeoutSec = 0;
    return p;
}

QStringList ServerProfile::endpoints() const
{
    QStringList list;
    for (int i = 0; i < hostCount(); ++i)
        list.append(forHost(i).endpoint());
    return list;
}

QString ServerProfile::hostsText() const
{
    QStringList hosts { host };
    for (const ServerHost& h : moreHosts)
        hosts.append(h.host);
    return hosts.join(QLatin1Char(','));
}

Error ServerProfile::setHosts(const QString& hostText, const QString& portText)
{
    QStringList hosts = hostText.split(QLatin1Char(','), Qt::SkipEmptyParts);
    const QStringList portTexts = portText.split(QLatin1Char(','), Qt::SkipEmptyParts);
    QList<unsigned> ports;
    for (const QString& t : portTexts) {
        bool ok = false;
        const uint v = t.trimmed().toUInt(&ok);
        if (!ok || v == 0 || v > 65535)
            return { ErrorCode::OptionValueInvalid, QStringLiteral("--port"), t.trimmed(), 0,
                qint64(OptionProblem::Between), { QStringLiteral("1"), QStringLiteral("65535") } };
        ports.append(v);
    }
    if (hosts.isEmpty())
        hosts.append(host);
    if (ports.isEmpty())
        ports.append(port);
    if (hosts.size() == 1 && ports.size() > 1) // one host, several ports: several servers on one machine
        hosts = QStringList(ports.size(), hosts.first());
    if (ports.size() != 1 && ports.size() != hosts.size())
        return { ErrorCode::OptionValueInvalid, QStringLiteral("--port"), portText, 0,
            qint64(OptionProblem::PortsForHosts), { QString::number(ports.size()), QString::number(hosts.size()) } };
    moreHosts.clear();
    for (qsizetype i = 0; i < hosts.size(); ++i) {
        const unsigned p = ports.size() == 1 ? ports.first() : ports.at(i);
        if (i == 0) {
            host = hosts.first().trimmed();
            port = p;
        } else {
            moreHosts.append({ hosts.at(i).trimmed(), p });
        }
    }
    return {};
}

Result<SslMode> ServerProfile::parseSslMode(const QString& text)
{
    const QString t = text.trimmed().toUpper().replace(QLatin1Char('-'), QLatin1Char('_'));
    if (t == QLatin1String("DISABLED") || t == QLatin1String("OFF"))
        return SslMode::Disabled;
    if (t == QLatin1String("PREFERRED"))
        return SslMode::Preferred;
    if (t == QLatin1String("REQUIRED") || t == QLatin1String("ON"))
        return SslMode::Required;
    if (t == QLatin1String("VERIFY_CA"))
        return SslMode::VerifyCa;
    if (t == QLatin1String("VERIFY_IDENTITY"))
        return SslMode::VerifyIdentity;
    return Error { ErrorCode::OptionValueInvalid, QStringLiteral("--ssl-mode"), text, 0, qint64(OptionProblem::OneOf),
        { QStringLiteral("DISABLED"), QStringLiteral("PREFERRED"), QStringLiteral("REQUIRED"),
            QStringLiteral("VERIFY_CA"), QStringLiteral("VERIFY_IDENTITY") } };
}

QString ServerProfile::sslModeName(SslMode mode)
{
    switch (mode) {
    case SslMode::Disabled: return QStringLiteral("DISABLED");
    case SslMode::Preferred: return QStringLiteral("PREFERRED");
    case SslMode::Required: return QStringLiteral("REQUIRED");
    case SslMode::VerifyCa: return QStringLiteral("VERIFY_CA");
    case SslMode::VerifyIdentity: return QStringLiteral("VERIFY_IDENTITY");
    }
    return {};
}

} // namespace sb
