// SPDX-License-Identifier: GPL-3.0-or-later
// The workloads ScaleBench knows, by name: how to list them, describe their options and create them.
#pragma once

#include "workload.h"

#include <QMap>
#include <QStringList>
#include <memory>

namespace sb {

class WorkloadRegistry {
public:
    static QStringList names();
    static QString description(const QString& name); // one line, for lists
    static Result<QList<OptionSpec>> optionSpecs(const QString& name);
    // Validates the option texts against the workload's specs and creates it.
    static Result<std::unique_ptr<Workload>> create(const QString& name, const QMap<QString, QString>& options);
};

} // namespace sb
