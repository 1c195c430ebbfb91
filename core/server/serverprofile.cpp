// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverprofile.h"

namespace sb {

QString ServerProfile::endpoint() const
{
    if (usesSocket())
        return socket.isEmpty() ? QStringLiteral("localhost (default socket)") : socket;
    return host + QLatin1Char(':') + QString::number(port);
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
    return Error { ErrorCode::InvalidOption, QStringLiteral("--ssl-mode"),
        text + QStringLiteral(": use DISABLED, PREFERRED, REQUIRED, VERIFY_CA or VERIFY_IDENTITY") };
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
