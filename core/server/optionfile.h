// SPDX-License-Identifier: GPL-3.0-or-later
// Reads MySQL option files (the system files, then ~/.my.cnf) with the mysql client's rules: the groups it reads,
// !include and !includedir, later values overriding earlier ones, and world-writable files ignored.
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace sb {

class OptionFile {
public:
    // Values of the given groups across files, in reading order, later ones overriding earlier ones. Keys are
    // canonical: '-' for '_', no "loose-" prefix, and skip-/disable-/enable-NAME as NAME=0/0/1. A file that anyone
    // may write is not read (someone else could point the benchmark at their server): it is added to `ignored`.
    static QMap<QString, QString> readGroups(
        const QStringList& files, const QStringList& groups, QStringList* ignored = nullptr);
    // The groups a client program reads: [client], [client-server], [client-mariadb] and ScaleBench's own
    // [scalebench].
    static QStringList clientGroups();
    // /etc/my.cnf, /etc/mysql/my.cnf (system) and ~/.my.cnf (user), in the client library's order.
    static QStringList systemFiles();
    static QString userFile();
    static QStringList defaultFiles() { return systemFiles() << userFile(); }
    // true for a file that others than its owner may write.
    static bool isWorldWritable(const QString& path);
};

} // namespace sb
