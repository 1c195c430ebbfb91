// SPDX-License-Identifier: GPL-3.0-or-later
#include "offcpufolder.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <algorithm>

namespace sb {

using namespace perfscript;

namespace {

    struct Header {
        QString comm;
        qint64 tid = 0;
        double time = 0;
        QByteArray rest; // after the time: "sched:sched_switch: prev_comm=...", "PERF_RECORD_SWITCH OUT"
    };

    // "mariadbd 1234 5678.123456: PERF_RECORD_SWITCH IN" (perf script -F comm,tid,time,event,trace)
    bool parseSwitchHeader(const QByteArray& line, Header& h)
    {
        if (!parseHeader(line, h.comm, h.time))
            return false;
        const QList<QByteArray> tokens = line.simplified().split(' ');
        for (qsizetype i = 1; i < tokens.size(); ++i) {
            const QByteArray& t = tokens.at(i);
            bool ok = false;
            if (!t.endsWith(':') || !t.contains('.') || (t.left(t.size() - 1).toDouble(&ok), !ok))
                continue;
            qsizetype tidIndex = i - 1;
            if (tidIndex > 0 && tokens.at(tidIndex).startsWith('['))
                --tidIndex;
            h.tid = tokens.at(tidIndex).toLongLong();
            h.rest = tokens.mid(i + 1).join(' ');
            return true;
        }
        return false;
    }

} // namespace

OffCpuFolder::OffCpuFolder(const QString& serverBinary, double from, double to, int period)
    : m_from(from)
    , m_to(to)
    , m_period(std::max(1, period))
{
    m_profile.serverBinary = serverBinary;
    m_profile.event = QStringLiteral("sched:sched_switch");
}

double OffCpuFolder::clipped(double a, double b) const
{
    const double lo = std::max(a, m_from);
    const double hi = m_to > 0 ? std::min(b, m_to) : b;
    return hi > lo ? hi - lo : 0;
}

void OffCpuFolder::finishSample()
{
    if (!m_inSample)
        return;
    m_inSample = false;
    QStringList names { m_comm };
    for (auto it = m_frames.rbegin(); it != m_frames.rend(); ++it)
        names << frameName(*it, m_profile.serverBinary);
    if (names.size() == 1)
        names << QStringLiteral("[unknown]");
    if (m_preempted)
        names << QLatin1String(kPreempted);
    m_threads[m_tid].pending = names.join(QLatin1Char(';'));
    m_frames.clear();
}

void OffCpuFolder::switchRecord(qint64 tid, const QString& comm, double time, bool in)
{
    Thread& t = m_threads[tid];
    t.comm = comm;
    m_tids[comm].insert(tid);
    if (time >= m_from && (m_to <= 0 || time <= m_to)) {
        ++m_switches;
        m_first = m_first < 0 ? time : m_first;
        m_last = time;
    }
    if (!in) {
        if (t.in >= 0 && t.out < 0) // a switch-in before it (not a switch-out: one in between was lost)
            m_byName[comm].second += clipped(t.in, time);
        t.out = time;
        t.outStack = t.pending; // the sample just before this switch-out, if it was one of the sampled
        t.pending.clear();
        return;
    }
    if (t.out >= 0) {
        const double off = clipped(t.out, time);
        m_byName[comm].first += off;
        if (!t.outStack.isEmpty() && off > 0)
            m_stackSeconds[t.outStack] += off * m_period;
        if (!t.outStack.isEmpty() && time >= m_from && (m_to <= 0 || t.out <= m_to)) {
            ++m_profile.samples;
            const QStringList frames = t.outStack.split(QLatin1Char(';'));
            if (frames.size() < 2 || !isThreadRoot(frames.at(1)))
                ++m_profile.truncated;
            ++m_profile.leafKinds[frameKind(frames.last(), m_profile.serverBinary)];
        } else if (!t.outStack.isEmpty()) {
            ++m_profile.skipped;
        }
    }
    t.out = -1;
    t.outStack.clear();
    t.in = time;
}

void OffCpuFolder::addLine(const QByteArray& line)
{
    if (line.trimmed().isEmpty()) {
        finishSample();
        return;
    }
    if (line.at(0) == ' ' || line.at(0) == '\t') {
        const QByteArray trimmed = line.trimmed();
        // A header printed with leading spaces (perf script right-aligns comm) has a time; a frame does not.
        if (!trimmed.contains(": ") && !trimmed.endsWith(':')) {
            Frame frame;
            if (m_inSample && parseFrame(line, frame))
                m_frames.push_back(frame);
            return;
        }
    }
    finishSample();
    Header h;
    if (!parseSwitchHeader(line.trimmed(), h))
        return;
    if (h.comm.startsWith(QLatin1Char(':'))) // perf did not see this thread named
        h.comm = m_names.value(h.tid, m_profile.serverBinary);
    if (h.rest.startsWith("PERF_RECORD_LOST ")) { // records (not only a stack) lost: this thread's open interval is unknown
        m_lost += std::max<qint64>(1, h.rest.split(' ').value(2).toLongLong());
        Thread& t = m_threads[h.tid];
        t = Thread { t.comm };
    } else if (h.rest.startsWith("PERF_RECORD_SWITCH")) {
        switchRecord(h.tid, h.comm, h.time, !h.rest.contains("OUT"));
    } else if (h.rest.startsWith("sched:sched_switch")) {
        m_inSample = true;
        m_tid = h.tid;
        m_comm = h.comm;
        m_time = h.time;
        const qsizetype state = h.rest.indexOf("prev_state=");
        m_preempted = state >= 0 && h.rest.mid(state + 11, 1) == "R";
    }
}

FoldedProfile OffCpuFolder::result()
{
    finishSample();
    for (const auto& [stack, seconds] : m_stackSeconds) {
        const auto us = std::uint64_t(seconds * 1e6 + 0.5);
        if (us > 0)
            m_profile.stacks[stack] += us;
    }
    QJsonObject threads;
    double off = 0, run = 0;
    for (const auto& [comm, times] : m_byName) {
        threads.insert(comm, QJsonObject { { QStringLiteral("off_us"), times.first * 1e6 },
                                 { QStringLiteral("run_us"), times.second * 1e6 },
                                 { QStringLiteral("threads"), double(m_tids[comm].size()) } });
        off += times.first;
        run += times.second;
    }
    m_profile.extraMeta = { { QStringLiteral("unit"), QStringLiteral("us") }, { QStringLiteral("period"), m_period },
        { QStringLiteral("off_us"), off * 1e6 }, { QStringLiteral("run_us"), run * 1e6 },
        { QStringLiteral("switches"), double(m_switches) }, { QStringLiteral("lost"), double(m_lost) },
        { QStringLiteral("window_s"), m_last > m_first ? m_last - m_first : 0.0 }, { QStringLiteral("threads"), threads } };
    return m_profile;
}

} // namespace sb
