// SPDX-License-Identifier: GPL-3.0-or-later
// The client-count axis of a plan: a list [5,10,25], a range text "1..256 step 25" / "1..512 doubling",
// or an object {from, to, step} / {from, to, doubling: true}. Expands to the list of thread counts.
#pragma once

#include "planissue.h"

#include <QJsonValue>
#include <QList>

namespace sb {

class ClientCounts {
public:
    static constexpr int maxClients = 100000;
    static constexpr int maxValues = 10000;

    // Reads any accepted form; every problem is appended to issues with its path (under `path`).
    static QList<int> read(const QJsonValue& value, const QString& path, QList<PlanIssue>& issues);

    // from, from+step, ... while <= to.
    static QList<int> stepRange(int from, int to, int step);
    // from, 2*from, 4*from, ... while <= to.
    static QList<int> doublingRange(int from, int to);

private:
    static QList<int> readList(const QJsonArray& array, const QString& path, QList<PlanIssue>& issues);
    static QList<int> readText(const QString& text, const QString& path, QList<PlanIssue>& issues);
    static QList<int> readObject(const QJsonObject& object, const QString& path, QList<PlanIssue>& issues);
    static QList<int> checkedRange(
        int from, int to, int step, bool doubling, const QString& path, QList<PlanIssue>& issues);
};

} // namespace sb
