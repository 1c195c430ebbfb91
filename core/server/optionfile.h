// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the [client] group of MySQL option files (~/.my.cnf and the system files), as every MySQL tool does.
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace sb {

class OptionFile {
public:
    // Values of the given groups across files, later files overriding earlier ones. Follows !include / !includedir.
    static QMap<QString, QString> readGroups(const QStringList& files, const QStringList& groups);
    // /etc/my.cnf, /etc/mysql/my.cnf (system) and ~/.my.cnf (user), in the client library's order.
    static QStringList systemFiles();
    static QString userFile();
};

} // namespace sb
