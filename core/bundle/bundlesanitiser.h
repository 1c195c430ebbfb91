// SPDX-License-Identifier: GPL-3.0-or-later
// What a bundle leaves out unless asked (--include-hosts): host names, user names, socket paths and data paths in
// the JSON a results file keeps (plan, run specs, environment, summaries). Keys that name a host, a user, a socket,
// a directory or a file are removed wherever they stand; the host names found under them are replaced by "?" in every
// other text (an error message that quotes the server's host).
#pragma once

#include <QJsonObject>
#include <QSet>
#include <QString>

namespace sb {

class BundleSanitiser {
public:
    // Collects the host names the JSON holds (under the keys this removes) so that later texts lose them too.
    void learnHosts(const QJsonValue& value);
    QJsonObject clean(const QJsonObject& object) const;
    QString cleanText(QString text) const;
    static bool isPrivateKey(const QString& key);

private:
    QJsonValue cleanValue(const QJsonValue& value) const;
    QSet<QString> m_hosts;
};

} // namespace sb
