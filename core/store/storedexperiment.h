// SPDX-License-Identifier: GPL-3.0-or-later
// An experiment as the ResultStore keeps it: the plan JSON it was run from (secrets removed).
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace sb {

struct StoredExperiment {
    qint64 id = 0;
    QString name;
    QJsonObject plan;
    QByteArray planHash; // hex SHA-256 of the stored plan (ResultStore::planHash)
    QDateTime created; // UTC
};

} // namespace sb
