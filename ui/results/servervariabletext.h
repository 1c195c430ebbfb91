// SPDX-License-Identifier: GPL-3.0-or-later
// Server variables as a person reads them: byte sizes in binary units (innodb_buffer_pool_size 134217728 ->
// "128 MiB"), everything else as the server reported it.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace sb {

class ServerVariableText {
    Q_DECLARE_TR_FUNCTIONS(ServerVariableText)
public:
    static bool isByteSize(const QString& name);
    static QString bytes(qint64 bytes); // "512 bytes", "128 MiB", "1.5 GiB"
    static QString display(const QString& name, const QString& value);
};

} // namespace sb
