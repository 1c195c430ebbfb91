// SPDX-License-Identifier: GPL-3.0-or-later
// Reads a plan's "servers": each server's connection, timeouts, sandbox and local process (pid, pid file), adding every
// problem to the plan's issue list it is given. Split out of PlanReader, which calls it.
#pragma once

#include "experimentplan.h"
#include "planfields.h"

#include <QJsonValue>

namespace sb {

class PlanServerReader {
public:
    explicit PlanServerReader(QList<PlanIssue>& issues);
    // The servers of the plan's "servers" value at `path` ("$.servers").
    QList<PlanServer> read(const QJsonValue& value, const QString& path);

private:
    PlanServer readServer(const QJsonValue& value, const QString& path);
    void readSandbox(const QJsonObject& server, const QString& serverPath);
    void readLocalPid(const QJsonObject& object, const PlanServer& server, const QString& path);

    QList<PlanIssue>& m_issues;
    PlanFields m_fields; // adds to m_issues
};

} // namespace sb
