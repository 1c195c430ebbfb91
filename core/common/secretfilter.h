// SPDX-License-Identifier: GPL-3.0-or-later
// Recognises and removes secrets (password-like keys) in JSON, so that plans, run specs and environment
// snapshots never carry a password into a file or a results store.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QVariantMap>

namespace sb {

class SecretFilter {
public:
    // "password", "mysql-password", "mysql_pwd", "passwd", "secret", ... (case-insensitive)
    static bool isSecretKey(const QString& key);
    // Copies with every secret key removed, at any depth (objects inside objects and arrays).
    static QJsonObject scrubbed(const QJsonObject& object);
    static QVariantMap scrubbed(const QVariantMap& map);
};

} // namespace sb
