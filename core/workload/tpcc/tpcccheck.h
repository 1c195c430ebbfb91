// SPDX-License-Identifier: GPL-3.0-or-later
// The TPC-C specification's consistency conditions 1 to 4 (clause 3.3.2) on the tpcc tables, each with the rows it
// looked at and the rows that break it (as data: the caller words them). A condition that looked at no row fails:
// an empty check proves nothing.
#pragma once

#include "common/error.h"

#include <QList>
#include <QPair>
#include <QString>

namespace sb {

class Session;

struct TpccCheckFailure {
    int warehouse = 0;
    int district = 0; // 0: the condition is per warehouse
    QList<QPair<QString, QString>> values; // the columns compared and their values
};

struct TpccConditionResult {
    int condition = 0; // 1..4
    qint64 rowsChecked = 0; // warehouses (1) or districts (2-4)
    QList<TpccCheckFailure> failures; // the first kMaxFailures
    qint64 failureCount = 0;
    bool holds() const { return rowsChecked > 0 && failureCount == 0; }
};

class TpccCheck {
public:
    static constexpr int kMaxFailures = 20;
    // What each condition compares, for the reader (the specification's words, not a sentence of ours).
    static QString conditionText(int condition);
    static Result<QList<TpccConditionResult>> run(Session& session);
};

} // namespace sb
