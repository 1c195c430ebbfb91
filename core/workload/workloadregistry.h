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
    // The options a user gave, in canonical names with their types' values (10000, not "10000"): the same options
    // given on a command line, in a plan or in the GUI then make the same RunSpec. Unknown names are kept as given.
    static QVariantMap typedOptions(const QString& name, const QVariantMap& given);
};

} // namespace sb
