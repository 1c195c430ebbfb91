// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a run axis (RunPivot's keys: clients, server_cpus, ...) for titles, captions and legends, so that a
// figure says what its table says: "server CPUs", "server CPUs: all", "1 client", "repetition 2".
#pragma once

#include <QCoreApplication>
#include <QString>

namespace sb {

class AxisWords {
    Q_DECLARE_TR_FUNCTIONS(AxisWords)
public:
    // "server CPUs" for "server_cpus"; a name it does not know (a CSV's own header) as it is.
    static QString name(const QString& axisKey);
    // The same as a heading (a table's first header, a choice's label): "Server CPUs", "Clients".
    static QString heading(const QString& axisKey);
    // One value on the axis: "1 client", "16 clients", "server CPUs: all", "repetition 2".
    static QString value(const QString& axisKey, const QString& value);
};

} // namespace sb
