// SPDX-License-Identifier: GPL-3.0-or-later
// The client groups of a mixed run (run --mix). Grammar, groups separated by commas:
//   GROUP   = WORKLOAD ":" CLIENTS [ "@" OPTION { "," OPTION } ]
//   OPTION  = NAME "=" VALUE
// e.g. "tpcc:16@warehouses=4,oltp_read_only:2@rate=20,tables=2". A comma followed by NAME=VALUE continues the
// group before it; one followed by WORKLOAD:CLIENTS starts the next. Per group, `rate` is the group's arrivals per
// second (open loop; absent: closed loop); every other option is the workload's own (names as on the command line,
// with - or _). A group is named after its workload, a second group of the same workload WORKLOAD#2, and so on.
#pragma once

#include "common/error.h"

#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace sb {

struct MixGroupSpec {
    QString name;
    QString workload;
    int clients = 0;
    double rate = 0;
    QMap<QString, QString> options; // the workload's, underscore names
};

class MixSpec {
public:
    // InvalidOption (context "--mix", detail: what is wrong) for a text that does not follow the grammar; the
    // workloads and their options are checked when they are created.
    [[nodiscard]] static Result<QList<MixGroupSpec>> parse(const QString& text);
    // parse(), then each group's workload created from its options (as a run creates them): the clients of every
    // group together, or the first error (an unknown workload or option, a value out of range).
    [[nodiscard]] static Result<int> check(const QString& text);
    // The clients of every group together, from the grammar alone (no workload is created); nullopt for a text that
    // does not parse. For a mix check() has passed, or where only the count is shown.
    static std::optional<int> clients(const QString& text);
};

} // namespace sb
