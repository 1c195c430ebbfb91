// SPDX-License-Identifier: GPL-3.0-or-later
#include "incidentcapture.h"

#include "hostthreads.h"
#include "server/session.h"

#include <QDateTime>
#include <QFile>
#include <algorithm>
#include <future>
#include <map>
#include <thread>
#include <unistd.h>

namespace sb {

namespace {
    struct PartResult {
        Incident::Part status = Incident::Part::NotAvailable;
        QString error;
        QList<QStringList> rows;
    };

    ServerProfile shortTimeouts(ServerProfile p, int seconds)
    {
        p.connectTimeoutSec = seconds;
        p.readTimeoutSec = seconds;
        p.writeTimeoutSec = seconds;
        p.defaultIoTimeouts = false;
        return p;
    }

    // The client library's own errors (2000-2999: cannot connect, lost, timed out) mean the server did not answer;
    // the server's own (privileges, syntax) that it did, with a refusal.
    PartResult failure(const Error& e)
    {
        const bool answered = e.serverCode > 0 && (e.serverCode < 2000 || e.serverCode >= 3000);
        return { answered ? Incident::Part::Failed : Incident::Part::NotAnswered, e.detail, {} };
    }

    PartResult ask(const ServerProfile& profile, const QString& sql)
    {
        Session session;
        if (Error e = session.connect(profile))
            return failure(e);
        auto rows = session.query(sql);
        if (!rows)
            return failure(rows.error());
        return { Incident::Part::Answered, {}, *rows };
    }

    QJsonArray processRows(const QList<QStringList>& rows)
    {
        static const char* const names[] = { "id", "user", "host", "db", "command", "time", "state", "info" };
        QJsonArray out;
        for (const QStringList& row : rows) {
            if (out.size() >= IncidentCapture::kMaxProcesslistRows)
                break;
            QJsonObject o;
            for (int c = 0; c < 8 && c < row.size(); ++c)
                o.insert(QLatin1String(names[c]), c == 0 || c == 5 ? QJsonValue(row.at(c).toLongLong()) : QJsonValue(row.at(c)));
            out.append(o);
        }
        return out;
    }

}

void IncidentCapture::readHostThreads(Incident& incident, pid_t pid, int sampleMs)
{
    const HostThreadsNow now = readHostThreadsNow(pid, sampleMs);
    if (!now.answered)
        return;
    incident.hostThreads = Incident::Part::Answered;
    incident.threads = now.threads;
    incident.threadStates = now.states;
}

void IncidentCapture::capture(Incident& incident, const ServerProfile& profile, pid_t pid, const StatusSnapshot& baseline,
    Clock::time_point baselineAt, int timeoutSec, bool keepQueryText)
{
    capture(incident, profile, [pid](Incident& i) { readHostThreads(i, pid); }, baseline, baselineAt, timeoutSec,
        keepQueryText);
}

void IncidentCapture::capture(Incident& incident, const ServerProfile& profile, const HostReader& readHost,
    const StatusSnapshot& baseline, Clock::time_point baselineAt, int timeoutSec, bool keepQueryText)
{
    const auto start = Clock::now();
    incident.capturedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    const ServerProfile p = shortTimeouts(profile, std::max(1, timeoutSec));
    auto processes = std::async(std::launch::async, ask, p, QStringLiteral("SHOW FULL PROCESSLIST"));
    auto innodb = std::async(std::launch::async, ask, p, QStringLiteral("SHOW ENGINE INNODB STATUS"));
    auto status = std::async(std::launch::async, ask, p, QStringLiteral("SHOW GLOBAL STATUS"));
    readHost(incident);

    const PartResult list = processes.get();
    incident.processlist = list.status;
    incident.processlistError = list.error;
    incident.processlistRows = processRows(list.rows);

    const PartResult engine = innodb.get();
    incident.innodbStatus = engine.status;
    incident.innodbStatusError = engine.error;
    if (!engine.rows.isEmpty())
        incident.innodbStatusText = engine.rows.first().value(2).left(kMaxInnodbStatusChars);

    const PartResult now = status.get();
    const auto readAt = Clock::now();
    incident.statusDelta = now.status;
    incident.statusDeltaError = now.error;
    if (now.status == Incident::Part::Answered && !baseline.isEmpty()) {
        for (const QStringList& row : now.rows) {
            bool ok = false;
            const qint64 value = row.value(1).toLongLong(&ok);
            const auto was = baseline.constFind(row.value(0));
            if (ok && was != baseline.cend() && value != was.value())
                incident.statusDeltas.insert(row.value(0), value - was.value());
        }
        incident.statusDeltaSec = std::chrono::duration<double>(readAt - baselineAt).count();
    } else if (now.status == Incident::Part::Answered) {
        incident.statusDelta = Incident::Part::NotAvailable; // no reading before the incident to compare with
    }
    if (keepQueryText)
        incident.queryText = QStringLiteral("kept");
    else
        incident.normaliseQueryText();
    incident.captureSec = std::chrono::duration<double>(Clock::now() - start).count();
}

} // namespace sb
