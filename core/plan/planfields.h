// SPDX-License-Identifier: GPL-3.0-or-later
// The checks every part of a plan's reading shares (a text field, unknown fields, unique labels), adding what they find
// to the plan's issue list with its JSON path. PlanReader and PlanServerReader write to the same list through it.
#pragma once

#include "planissue.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

namespace sb {

class PlanFields {
public:
    explicit PlanFields(QList<PlanIssue>& issues);

    static QString member(const QString& path, const QString& key); // "$.servers[0]" + "port"
    static QString element(const QString& path, qsizetype i); // "$.servers" + 0

    void add(const QString& path, PlanIssue::Kind kind, PlanIssue::Reason reason, const QStringList& args = {},
        PlanIssue::Severity severity = PlanIssue::Severity::Error);
    void reject(const QString& path, const Error& cause, PlanIssue::Reason reason = PlanIssue::Reason::Rejected,
        const QStringList& args = {});
    QString readText(const QJsonObject& object, const QString& key, const QString& path, bool required);
    void checkUnknownFields(const QJsonObject& object, const QStringList& known, const QString& path);
    void checkUniqueLabels(const QStringList& labels, const QString& path, const QString& field);

private:
    QList<PlanIssue>& m_issues;
};

} // namespace sb
