// SPDX-License-Identifier: GPL-3.0-or-later
#include "planfields.h"

#include "common/secretfilter.h"

#include <QSet>

namespace sb {

PlanFields::PlanFields(QList<PlanIssue>& issues)
    : m_issues(issues)
{
}

QString PlanFields::member(const QString& path, const QString& key)
{
    return path + QLatin1Char('.') + key;
}

QString PlanFields::element(const QString& path, qsizetype i)
{
    return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

void PlanFields::add(const QString& path, PlanIssue::Kind kind, PlanIssue::Reason reason, const QStringList& args,
    PlanIssue::Severity severity)
{
    m_issues.append(PlanIssue { severity, kind, path, reason, args, {} });
}

void PlanFields::reject(const QString& path, const Error& cause, PlanIssue::Reason reason, const QStringList& args)
{
    m_issues.append(PlanIssue { PlanIssue::Severity::Error, PlanIssue::Kind::Invalid, path, reason, args, cause });
}

QString PlanFields::readText(const QJsonObject& object, const QString& key, const QString& path, bool isRequired)
{
    const QJsonValue value = object.value(key);
    const QString fieldPath = member(path, key);
    if (value.isUndefined()) {
        if (isRequired)
            add(fieldPath, PlanIssue::Kind::Missing, PlanIssue::Reason::Required);
        return {};
    }
    if (!value.isString()) {
        add(fieldPath, PlanIssue::Kind::WrongType, PlanIssue::Reason::MustBeString);
        return {};
    }
    if (isRequired && value.toString().trimmed().isEmpty())
        add(fieldPath, PlanIssue::Kind::Invalid, PlanIssue::Reason::MustNotBeEmpty);
    return value.toString();
}

void PlanFields::checkUniqueLabels(const QStringList& labels, const QString& path, const QString& field)
{
    QSet<QString> seen;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        if (!labels.at(i).isEmpty() && seen.contains(labels.at(i)))
            add(member(element(path, i), field), PlanIssue::Kind::Duplicate, PlanIssue::Reason::DuplicateLabel,
                { labels.at(i), field });
        seen.insert(labels.at(i));
    }
}

void PlanFields::checkUnknownFields(const QJsonObject& object, const QStringList& known, const QString& path)
{
    for (const QString& key : object.keys()) {
        // Keys starting with "_" or "comment" are the usual way to annotate JSON, which has no comments.
        if (SecretFilter::isSecretKey(key))
            add(member(path, key), PlanIssue::Kind::Forbidden, PlanIssue::Reason::PasswordInPlan);
        if (known.contains(key) || key.startsWith(QLatin1Char('_')) || key.startsWith(QLatin1String("comment"))
            || SecretFilter::isSecretKey(key))
            continue;
        add(member(path, key), PlanIssue::Kind::UnknownField, PlanIssue::Reason::UnknownField, {},
            PlanIssue::Severity::Warning);
    }
}

} // namespace sb
