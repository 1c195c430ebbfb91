// SPDX-License-Identifier: GPL-3.0-or-later
#include "incidentcapture.h"

#include "affinity/procthreads.h"
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

    struct ThreadTicks {
        QString name;
        char state = '?';
        unsigned long long ticks = 0;
    };

    // /proc/PID/task/TID/stat: the state is the field after the name in parentheses, utime and stime the 14th, 15th.
    std::map<pid_t, ThreadTicks> readThreads(pid_t pid)
    {
        std::map<pid_t, ThreadTicks> threads;
        for (pid_t tid : procThreadIds(pid)) {
            QFile file(QStringLiteral("/proc/%1/task/%2/stat").arg(pid).arg(tid));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QByteArray line = file.readAll();
            const qsizetype open = line.indexOf('('), close = line.lastIndexOf(')');
            if (open < 0 || close < open)
                continue;
            const QList<QByteArray> fields = line.mid(close + 2).simplified().split(' ');
            if (fields.size() < 13)
                continue;
            ThreadTicks t;
            t.name = QString::fromUtf8(line.mid(open + 1, close - open - 1));
            t.state = fields.at(0).isEmpty() ? '?' : fields.at(0).at(0);
            t.ticks = fields.at(11).toULongLong() + fields.at(12).toULongLong();
            threads[tid] = t;
        }
        return threads;
    }

    QString wchan(pid_t pid, pid_t tid)
    {
        QFile file(QStringLiteral("/proc/%1/task/%2/wchan").arg(pid).arg(tid));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QString text = QString::fromUtf8(file.readAll()).trimmed();
        return text == QLatin1String("0") ? QString() : text;
    }
}

void IncidentCapture::readHostThreads(Incident& incident, pid_t pid, int sampleMs)
{
    if (pid <= 0)
        return;
    const auto before = readThreads(pid);
    const auto start = Clock::now();
    std::this_thread::sleep_for(std::chrono::milliseconds(sampleMs));
    const auto after = readThreads(pid);
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (after.empty())
        return; // the process is gone
    const double ticksPerSecond = double(::sysconf(_SC_CLK_TCK));
    struct Row {
        pid_t tid;
        const ThreadTicks* t;
        double cpu;
    };
    std::vector<Row> rows;
    QJsonObject states;
    for (const auto& [tid, t] : after) {
        const auto was = before.find(tid);
        const unsigned long long used = was != before.end() && t.ticks >= was->second.ticks ? t.ticks - was->second.ticks : 0;
        rows.push_back({ tid, &t, seconds > 0 ? 100.0 * double(used) / ticksPerSecond / seconds : 0.0 });
        const QString state = QString(QLatin1Char(t.state));
        states.insert(state, states.value(state).toInt() + 1);
    }
    // Busiest first; among equals, the threads that are not sleeping (running, in I/O, stopped) first.
    const auto rank = [](char s) { return s == 'S' || s == 'I' ? 1 : 0; };
    std::stable_sort(rows.begin(), rows.end(), [&](const Row& a, const Row& b) {
        if (a.cpu != b.cpu)
            return a.cpu > b.cpu;
        return rank(a.t->state) < rank(b.t->state);
    });
    QJsonArray threads;
    for (const Row& r : rows) {
        if (threads.size() >= kBusiestThreads)
            break;
        QJsonObject o { { QStringLiteral("tid"), int(r.tid) }, { QStringLiteral("name"), r.t->name },
            { QStringLiteral("state"), QString(QLatin1Char(r.t->state)) }, { QStringLiteral("cpu_percent"), r.cpu } };
        const QString channel = wchan(pid, r.tid);
        if (!channel.isEmpty())
            o.insert(QStringLiteral("wchan"), channel);
        threads.append(o);
    }
    incident.hostThreads = Incident::Part::Answered;
    incident.threads = threads;
    incident.threadStates = states;
}

void IncidentCapture::capture(Incident& incident, const ServerProfile& profile, pid_t pid, const StatusSnapshot& baseline,
    Clock::time_point baselineAt, int timeoutSec, bool keepQueryText)
{
    const auto start = Clock::now();
    incident.capturedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    const ServerProfile p = shortTimeouts(profile, std::max(1, timeoutSec));
    auto processes = std::async(std::launch::async, ask, p, QStringLiteral("SHOW FULL PROCESSLIST"));
    auto innodb = std::async(std::launch::async, ask, p, QStringLiteral("SHOW ENGINE INNODB STATUS"));
    auto status = std::async(std::launch::async, ask, p, QStringLiteral("SHOW GLOBAL STATUS"));
    readHostThreads(incident, pid);

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
