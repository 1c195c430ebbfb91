// SPDX-License-Identifier: GPL-3.0-or-later
#include "incident.h"

#include "common/statementdigest.h"

namespace sb {

namespace {
    QString key(const char* name)
    {
        return QString::fromLatin1(name);
    }

    QJsonObject part(Incident::Part status, const QString& error)
    {
        QJsonObject o { { key("status"), QLatin1String(Incident::partName(status)) } };
        if (!error.isEmpty())
            o.insert(key("error"), error);
        return o;
    }
}

const char* Incident::reasonName(Reason reason)
{
    return reason == Reason::Stall ? "stall" : "throughput";
}

const char* Incident::partName(Part part)
{
    switch (part) {
    case Part::Answered:
        return "answered";
    case Part::NotAnswered:
        return "not_answered";
    case Part::Failed:
        return "failed";
    case Part::NotAvailable:
        return "not_available";
    }
    return "not_available";
}

Incident::Part Incident::partFromName(const QString& name)
{
    for (Part p : { Part::Answered, Part::NotAnswered, Part::Failed }) {
        if (name == QLatin1String(partName(p)))
            return p;
    }
    return Part::NotAvailable;
}

QJsonObject Incident::toJson() const
{
    QJsonObject processes = part(processlist, processlistError);
    if (processlist == Part::Answered)
        processes.insert(key("rows"), processlistRows);
    QJsonObject innodb = part(innodbStatus, innodbStatusError);
    if (innodbStatus == Part::Answered)
        innodb.insert(key("text"), innodbStatusText);
    QJsonObject status = part(statusDelta, statusDeltaError);
    if (statusDelta == Part::Answered) {
        status.insert(key("deltas"), statusDeltas);
        status.insert(key("seconds"), statusDeltaSec);
    }
    QJsonObject host = part(hostThreads, {});
    if (hostThreads == Part::Answered) {
        host.insert(key("threads"), threads);
        host.insert(key("states"), threadStates);
    }
    QJsonObject o { { key("type"), key("incident") }, { key("time"), timeSec },
        { key("reason"), QLatin1String(reasonName(reason)) }, { key("tps"), tps }, { key("median_tps"), medianTps },
        { key("low_intervals"), lowIntervals }, { key("captured_at"), capturedAt }, { key("capture_sec"), captureSec },
        { key("processlist"), processes }, { key("innodb_status"), innodb }, { key("status_delta"), status },
        { key("host_threads"), host } };
    if (notAnsweringSec > 0)
        o.insert(key("not_answering_sec"), notAnsweringSec);
    if (!queryText.isEmpty())
        o.insert(key("query_text"), queryText);
    return o;
}

Incident Incident::fromJson(const QJsonObject& o)
{
    Incident i;
    i.timeSec = o.value(key("time")).toDouble();
    i.reason = o.value(key("reason")).toString() == QLatin1String("stall") ? Reason::Stall : Reason::Throughput;
    i.tps = o.value(key("tps")).toDouble();
    i.medianTps = o.value(key("median_tps")).toDouble();
    i.lowIntervals = o.value(key("low_intervals")).toInt();
    i.notAnsweringSec = o.value(key("not_answering_sec")).toDouble();
    i.capturedAt = o.value(key("captured_at")).toString();
    i.captureSec = o.value(key("capture_sec")).toDouble();
    const QJsonObject processes = o.value(key("processlist")).toObject();
    i.processlist = partFromName(processes.value(key("status")).toString());
    i.processlistError = processes.value(key("error")).toString();
    i.processlistRows = processes.value(key("rows")).toArray();
    const QJsonObject innodb = o.value(key("innodb_status")).toObject();
    i.innodbStatus = partFromName(innodb.value(key("status")).toString());
    i.innodbStatusError = innodb.value(key("error")).toString();
    i.innodbStatusText = innodb.value(key("text")).toString();
    const QJsonObject status = o.value(key("status_delta")).toObject();
    i.statusDelta = partFromName(status.value(key("status")).toString());
    i.statusDeltaError = status.value(key("error")).toString();
    i.statusDeltas = status.value(key("deltas")).toObject();
    i.statusDeltaSec = status.value(key("seconds")).toDouble();
    const QJsonObject host = o.value(key("host_threads")).toObject();
    i.hostThreads = partFromName(host.value(key("status")).toString());
    i.threads = host.value(key("threads")).toArray();
    i.threadStates = host.value(key("states")).toObject();
    i.queryText = o.value(key("query_text")).toString();
    return i;
}

int Incident::waitingForLock() const
{
    int n = 0;
    for (const QJsonValue& row : processlistRows) {
        if (row.toObject().value(key("state")).toString().contains(QLatin1String("lock"), Qt::CaseInsensitive))
            ++n;
    }
    return n;
}

void Incident::normaliseQueryText()
{
    if (!queryText.isEmpty())
        return;
    QJsonArray rows;
    for (const QJsonValue& value : processlistRows) {
        QJsonObject row = value.toObject();
        const QJsonValue info = row.value(key("info"));
        if (info.isString() && !info.toString().isEmpty())
            row.insert(key("info"), StatementDigest::normalised(info.toString()));
        rows.append(row);
    }
    processlistRows = rows;
    innodbStatusText = StatementDigest::normalisedInnodbStatus(innodbStatusText);
    queryText = key("normalised");
}

Incident Incident::withoutHosts() const
{
    Incident copy = *this;
    QJsonArray rows;
    for (const QJsonValue& value : processlistRows) {
        QJsonObject row = value.toObject();
        row.remove(key("user"));
        row.remove(key("host"));
        rows.append(row);
    }
    copy.processlistRows = rows;
    copy.innodbStatusText = StatementDigest::innodbStatusWithoutHosts(innodbStatusText);
    return copy;
}

} // namespace sb
