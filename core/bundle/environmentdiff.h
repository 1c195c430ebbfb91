// SPDX-License-Identifier: GPL-3.0-or-later
// What differs between the environments of two runs (a study's original and its reproduction): the machine (CPU
// model, cores, PUs, SMT, kernel), the server (flavour, version, every setting the run read) and the tools (ScaleBench,
// client library), from the runs' environment snapshots. What one side did not record is named as such.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace sb {

struct EnvironmentDifference {
    QString key; // "cpu_model", "cores", "pus", "smt", "kernel", "server_flavour", "server_version",
                 // "setting:NAME", "tool_version", "client_library"
    QString before; // empty: not recorded
    QString after;
};

class EnvironmentDiff {
public:
    static QList<EnvironmentDifference> between(const QJsonObject& before, const QJsonObject& after);
    // The facts compared, by the keys above (for a line that says what agreed).
    static QList<EnvironmentDifference> facts(const QJsonObject& environment);
};

} // namespace sb
