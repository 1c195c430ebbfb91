// SPDX-License-Identifier: GPL-3.0-or-later
// One entry of a plan's workload axis: a registered workload name with its options (sysbench option names).
#pragma once

#include "preparepolicy.h"

#include <QJsonObject>
#include <QString>
#include <QVariantMap>

namespace sb {

struct PlanWorkload {
    QString name; // oltp_read_only, oltp_read_write, ...
    QString label; // what results show; defaults to the name, must be unique in a plan
    QVariantMap options; // table_size, tables, point_selects, ...
    PreparePolicy prepare = PreparePolicy::Auto; // "prepare": auto | always | never
    // A run of several client groups instead of one workload ("mix", MixSpec's grammar; name "mix"): "{clients}" in
    // it stands for the plan's client count, so a sweep grows that group while the others stay as they are.
    QString mix;

    // The mix of a run at `clients` ({clients} replaced); empty for a workload.
    QString mixAt(int clients) const;

    QJsonObject toJson() const;
    static PlanWorkload fromJson(const QJsonObject& object);

    friend bool operator==(const PlanWorkload&, const PlanWorkload&) = default;
};

} // namespace sb
