// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostthreads.h"

#include "affinity/procthreads.h"

#include <QFile>
#include <algorithm>
#include <chrono>
#include <map>
#include <thread>
#include <unistd.h>

namespace sb {

namespace {

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

} // namespace

HostThreadsNow readHostThreadsNow(pid_t pid, int sampleMs)
{
    HostThreadsNow now;
    if (pid <= 0)
        return now;
    const auto before = readThreads(pid);
    const auto start = std::chrono::steady_clock::now();
    std::this_thread::sleep_for(std::chrono::milliseconds(sampleMs));
    const auto after = readThreads(pid);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (after.empty())
        return now; // the process is gone
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
        if (threads.size() >= kHostBusiestThreads)
            break;
        QJsonObject o { { QStringLiteral("tid"), int(r.tid) }, { QStringLiteral("name"), r.t->name },
            { QStringLiteral("state"), QString(QLatin1Char(r.t->state)) }, { QStringLiteral("cpu_percent"), r.cpu } };
        const QString channel = wchan(pid, r.tid);
        if (!channel.isEmpty())
            o.insert(QStringLiteral("wchan"), channel);
        threads.append(o);
    }
    now.answered = true;
    now.threads = threads;
    now.states = states;
    return now;
}

} // namespace sb
