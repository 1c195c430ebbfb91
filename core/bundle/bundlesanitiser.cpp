// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlesanitiser.h"

#include <QJsonArray>

namespace sb {

namespace {

    bool isHostKey(const QString& key)
    {
        return key == QLatin1String("host") || key == QLatin1String("hostname") || key == QLatin1String("writer_host")
            || key == QLatin1String("server_host") || key == QLatin1String("ssh");
    }

} // namespace

bool BundleSanitiser::isPrivateKey(const QString& key)
{
    static const QSet<QString> names { QStringLiteral("socket"), QStringLiteral("user"), QStringLiteral("dir"),
        QStringLiteral("directory"), QStringLiteral("datadir"), QStringLiteral("basedir"), QStringLiteral("tmpdir"),
        QStringLiteral("pid_file"), QStringLiteral("ssh_config"), QStringLiteral("ssh_options"),
        QStringLiteral("agent_path"), QStringLiteral("ssl_ca"), QStringLiteral("ssl_capath"), QStringLiteral("ssl_cert"),
        QStringLiteral("ssl_key"), QStringLiteral("mysqld"), QStringLiteral("server_binary")};
    return isHostKey(key) || names.contains(key) || key.endsWith(QLatin1String("_dir"))
        || key.endsWith(QLatin1String("_path")) || key.endsWith(QLatin1String("_socket"));
}

void BundleSanitiser::learnHosts(const QJsonValue& value)
{
    if (value.isArray()) {
        for (const QJsonValue& v : value.toArray())
            learnHosts(v);
        return;
    }
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString text = it.value().toString();
        // "user@host[:port]" (ssh) gives its host; names shorter than three letters would replace too much.
        const QString host = text.section(QLatin1Char('@'), -1).section(QLatin1Char(':'), 0, 0);
        if (isHostKey(it.key()) && host.size() >= 3 && host != QLatin1String("localhost"))
            m_hosts.insert(host);
        if (it.value().isObject() || it.value().isArray())
            learnHosts(it.value());
    }
}

QString BundleSanitiser::cleanText(QString text) const
{
    for (const QString& host : m_hosts)
        text.replace(host, QStringLiteral("?"));
    return text;
}

QJsonValue BundleSanitiser::cleanValue(const QJsonValue& value) const
{
    if (value.isObject())
        return clean(value.toObject());
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue& v : value.toArray())
            out.append(cleanValue(v));
        return out;
    }
    if (value.isString())
        return cleanText(value.toString());
    return value;
}

QJsonObject BundleSanitiser::clean(const QJsonObject& object) const
{
    QJsonObject out;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!isPrivateKey(it.key()))
            out.insert(it.key(), cleanValue(it.value()));
    }
    return out;
}

} // namespace sb
