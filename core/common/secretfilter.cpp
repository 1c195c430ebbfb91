// SPDX-License-Identifier: GPL-3.0-or-later
#include "secretfilter.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace sb {

bool SecretFilter::isSecretKey(const QString& key)
{
    static const QRegularExpression secret(QStringLiteral("(^|[_-])(pass|passwd|pwd)$|password|passphrase|secret"),
        QRegularExpression::CaseInsensitiveOption);
    return secret.match(key).hasMatch();
}

static QJsonValue scrubbedValue(const QJsonValue& value)
{
    if (value.isObject())
        return SecretFilter::scrubbed(value.toObject());
    if (!value.isArray())
        return value;
    QJsonArray array;
    for (const QJsonValue& item : value.toArray())
        array.append(scrubbedValue(item));
    return array;
}

QJsonObject SecretFilter::scrubbed(const QJsonObject& object)
{
    QJsonObject result;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (!isSecretKey(it.key()))
            result.insert(it.key(), scrubbedValue(it.value()));
    }
    return result;
}

QVariantMap SecretFilter::scrubbed(const QVariantMap& map)
{
    return scrubbed(QJsonObject::fromVariantMap(map)).toVariantMap();
}

} // namespace sb
