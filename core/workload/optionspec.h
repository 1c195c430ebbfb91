// SPDX-License-Identifier: GPL-3.0-or-later
// Describes one option of a workload (or of a run) once, so that CLI help, validation and the GUI form are all
// generated from it and never written twice.
#pragma once

#include "common/error.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace sb {

enum class OptionType { Int, Double, Bool, String, Choice };

struct OptionSpec {
    QString name; // canonical, with underscores (sysbench's Lua names): table_size
    OptionType type = OptionType::Int;
    QVariant defaultValue;
    double minimum = 0; // for Int and Double
    double maximum = 0; // 0: no upper bound
    QStringList choices; // for Choice
    QString unit; // "rows", "s", "%"
    QString help; // one line

    // "table-size" and "table_size" both name table_size.
    static QString canonicalName(const QString& name);
    Result<QVariant> parse(const QString& text) const;
};

using OptionValues = QVariantMap;

class OptionSpecs {
public:
    // Turns option texts (from a command line or a plan) into typed values, with defaults for the rest.
    // Options not in `specs` are errors unless `allowUnknown`, in which case they are left in `rest`.
    static Result<OptionValues> resolve(const QList<OptionSpec>& specs, const QMap<QString, QString>& given,
        QMap<QString, QString>* rest = nullptr);
    static const OptionSpec* find(const QList<OptionSpec>& specs, const QString& name);
};

} // namespace sb
