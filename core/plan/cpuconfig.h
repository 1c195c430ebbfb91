// SPDX-License-Identifier: GPL-3.0-or-later
// A labelled CPU set for the server or the clients: an affinity preset ("all", "cores:4:nosmt", "numa:0") or a cpulist
// ("0-3,8"). Kept as text here; the affinity module resolves it against the machine's topology at run time.
#pragma once

#include "planissue.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace sb {

struct CpuConfig {
    QString label; // what tables and charts show: "1 core", "HT on"
    QString spec; // "all", "cores:N[:nosmt][:scatter]", "package:K", "numa:K", or a cpulist "0-3,8"

    static CpuConfig all() { return { QStringLiteral("all"), QStringLiteral("all") }; }

    QJsonObject toJson() const;
    static CpuConfig fromJson(const QJsonObject& object);

    // Syntax only (a cpulist naming CPUs this machine lacks is valid here): what is wrong (no path), if anything.
    static std::optional<PlanIssue> checkSpec(const QString& spec);

    friend bool operator==(const CpuConfig&, const CpuConfig&) = default;
};

} // namespace sb
