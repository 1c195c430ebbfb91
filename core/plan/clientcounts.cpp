// SPDX-License-Identifier: GPL-3.0-or-later
#include "clientcounts.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <cmath>

namespace sb {

namespace {
    PlanIssue issue(const QString& path, PlanIssue::Kind kind, PlanIssue::Reason reason, const QStringList& args = {})
    {
        return PlanIssue { PlanIssue::Severity::Error, kind, path, reason, args, {} };
    }

    // A JSON number that is a whole number in [1, maxClients]; 0 when it is not.
    int positiveInt(const QJsonValue& value)
    {
        if (!value.isDouble())
            return 0;
        const double number = value.toDouble();
        if (number < 1 || number > ClientCounts::maxClients || std::floor(number) != number)
            return 0;
        return int(number);
    }

    PlanIssue notAClientCount(const QString& path, PlanIssue::Kind kind)
    {
        return issue(path, kind, PlanIssue::Reason::ClientCount, { QString::number(ClientCounts::maxClients) });
    }
}

QList<int> ClientCounts::stepRange(int from, int to, int step)
{
    QList<int> values;
    for (qint64 n = from; step > 0 && n <= to && values.size() < maxValues; n += step)
        values.append(int(n));
    return values;
}

QList<int> ClientCounts::doublingRange(int from, int to)
{
    QList<int> values;
    for (qint64 n = from; from > 0 && n <= to; n *= 2)
        values.append(int(n));
    return values;
}

QList<int> ClientCounts::read(const QJsonValue& value, const QString& path, QList<PlanIssue>& issues)
{
    if (value.isUndefined() || value.isNull()) {
        issues.append(issue(path, PlanIssue::Kind::Missing, PlanIssue::Reason::Required));
        return {};
    }
    if (value.isArray())
        return readList(value.toArray(), path, issues);
    if (value.isString())
        return readText(value.toString(), path, issues);
    if (value.isObject())
        return readObject(value.toObject(), path, issues);
    if (const int n = positiveInt(value))
        return { n };
    issues.append(issue(path, PlanIssue::Kind::WrongType,
        PlanIssue::Reason::ClientCountsShape));
    return {};
}

QList<int> ClientCounts::readList(const QJsonArray& array, const QString& path, QList<PlanIssue>& issues)
{
    QList<int> values;
    if (array.isEmpty())
        issues.append(issue(path, PlanIssue::Kind::Invalid, PlanIssue::Reason::MustNotBeEmpty));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString itemPath = path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
        const int n = positiveInt(array.at(i));
        if (n == 0) {
            const auto kind = array.at(i).isDouble() ? PlanIssue::Kind::Invalid : PlanIssue::Kind::WrongType;
            issues.append(notAClientCount(itemPath, kind));
        } else if (values.contains(n)) {
            issues.append(issue(itemPath, PlanIssue::Kind::Duplicate, PlanIssue::Reason::ClientCountRepeated, { QString::number(n) }));
        } else {
            values.append(n);
        }
    }
    return values;
}

QList<int> ClientCounts::readText(const QString& text, const QString& path, QList<PlanIssue>& issues)
{
    static const QRegularExpression range(
        QStringLiteral("^\\s*(\\d+)\\s*\\.\\.\\s*(\\d+)\\s*(?:step\\s+(\\d+)|(doubling))?\\s*$"));
    const QRegularExpressionMatch match = range.match(text);
    if (!match.hasMatch()) {
        issues.append(issue(path, PlanIssue::Kind::Invalid,
            PlanIssue::Reason::ClientRangeText, { text }));
        return {};
    }
    const int step = match.captured(3).isEmpty() ? 1 : match.captured(3).toInt();
    return checkedRange(match.captured(1).toInt(), match.captured(2).toInt(), step, match.hasCaptured(4), path, issues);
}

QList<int> ClientCounts::readObject(const QJsonObject& object, const QString& path, QList<PlanIssue>& issues)
{
    const qsizetype before = issues.size();
    int bounds[2] = { 0, 0 };
    const char* names[2] = { "from", "to" };
    for (int i = 0; i < 2; ++i) {
        const QJsonValue value = object.value(QLatin1String(names[i]));
        const QString fieldPath = path + QLatin1Char('.') + QLatin1String(names[i]);
        if (value.isUndefined())
            issues.append(issue(fieldPath, PlanIssue::Kind::Missing, PlanIssue::Reason::Required));
        else if (!(bounds[i] = positiveInt(value)))
            issues.append(notAClientCount(fieldPath, PlanIssue::Kind::Invalid));
    }
    const bool doubling = object.value(QStringLiteral("doubling")).toBool();
    const bool hasStep = object.contains(QStringLiteral("step"));
    const int step = hasStep ? positiveInt(object.value(QStringLiteral("step"))) : 1;
    if (hasStep && doubling)
        issues.append(issue(path, PlanIssue::Kind::Conflict, PlanIssue::Reason::StepAndDoubling));
    else if (step == 0)
        issues.append(notAClientCount(path + QStringLiteral(".step"), PlanIssue::Kind::Invalid));
    if (issues.size() != before)
        return {};
    return checkedRange(bounds[0], bounds[1], step, doubling, path, issues);
}

QList<int> ClientCounts::checkedRange(
    int from, int to, int step, bool doubling, const QString& path, QList<PlanIssue>& issues)
{
    const qsizetype before = issues.size();
    if (from < 1 || to > maxClients || step < 1)
        issues.append(issue(path, PlanIssue::Kind::Invalid,
            PlanIssue::Reason::ClientRangeBounds, { QString::number(maxClients) }));
    else if (to < from)
        issues.append(
            issue(path, PlanIssue::Kind::Invalid, PlanIssue::Reason::ClientRangeBackwards, { QString::number(from), QString::number(to) }));
    else if (!doubling && (qint64(to) - from) / step + 1 > maxValues)
        issues.append(
            issue(path, PlanIssue::Kind::Invalid, PlanIssue::Reason::ClientRangeTooLong, { QString::number(maxValues) }));
    if (issues.size() != before)
        return {};
    return doubling ? doublingRange(from, to) : stepRange(from, to, step);
}

} // namespace sb
