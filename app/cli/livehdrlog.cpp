// SPDX-License-Identifier: GPL-3.0-or-later
#include "livehdrlog.h"

#include "console.h"

#include "engine/intervalsample.h"
#include "experiment/measuredrun.h"
#include "export/hdrhistogramlog.h"

#include <algorithm>

namespace sb::cli {

Result<std::unique_ptr<LiveHdrLog>> LiveHdrLog::start(CommandLine& cl)
{
    if (!cl.has(QStringLiteral("hdr_log")))
        return std::unique_ptr<LiveHdrLog>();
    const QString path = cl.take(QStringLiteral("hdr_log"));
    if (path.isEmpty())
        return Error { ErrorCode::InvalidOption, QStringLiteral("--hdr-log"), QStringLiteral("a file name") };
    auto log = std::make_unique<LiveHdrLog>();
    log->m_file.setFileName(path);
    if (!log->m_file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return Error { ErrorCode::FileError, path, log->m_file.errorString() };
    return log;
}

const char* LiveHdrLog::help()
{
    return "  --hdr-log=FILE (HdrHistogram's interval log, format 1.3, written as the run goes: latency in nanoseconds\n"
           "    per measured interval, tag 'total' and one per transaction type (tpcc) or mix group; for\n"
           "    HdrHistogram's HistogramLogProcessor and HistogramLogAnalyzer)\n";
}

void LiveHdrLog::attach(MeasuredRunHooks& hooks, const RunSpec& spec, bool perType)
{
    auto chain = [](auto& slot, auto mine) {
        auto before = std::move(slot);
        slot = [before, mine](const auto&... args) {
            if (before)
                before(args...);
            mine(args...);
        };
    };
    m_comments = QStringList {
        QStringLiteral("ScaleBench %1, %2 clients: latency in nanoseconds, Interval_Max in milliseconds; the measured "
                       "intervals, warm-up left out")
            .arg(spec.workloadLabel.isEmpty() ? spec.workload : spec.workloadLabel)
            .arg(spec.threads),
        QStringLiteral("Re-binned from ScaleBench's 64 buckets per octave (+-0.8 percent): HdrHistogram reads back "
                       "each bucket's midpoint less 0.5 ns")
    };
    if (perType)
        chain(hooks.intervalTypeLatency, [this](const QString& type, const LatencyHistogram& h) { typeLatency(type, h); });
    else
        m_comments << QStringLiteral("No tag per transaction type: each load process has its own");
    chain(hooks.intervalLatency, [this](const QString& group, const LatencyHistogram& h) { latency(group, h); });
    chain(hooks.groupInterval, [this](const IntervalSample& s) { interval(s, true); });
    chain(hooks.interval, [this](const IntervalSample& s) { interval(s, false); });
    chain(hooks.phaseEnded, [this](const PhaseResult&) {
        if (!m_headerWritten)
            writeHeader(0); // a run that measured nothing still leaves a log its readers take
    });
}

void LiveHdrLog::typeLatency(const QString& type, const LatencyHistogram& latency)
{
    m_pending.emplace_back(type, latency);
}

void LiveHdrLog::latency(const QString& group, const LatencyHistogram& latency)
{
    if (group.isEmpty()) {
        m_pending.emplace_back(QStringLiteral("total"), latency);
        return;
    }
    m_pending.emplace_back(group, latency); // a mix's group: its sample follows once every group's came
    m_mixTotal.add(latency);
}

void LiveHdrLog::interval(const IntervalSample& sample, bool group)
{
    if (!group && !m_mixTotal.count() && m_pending.empty())
        return; // no histogram came with it
    if (!group && m_mixTotal.count()) {
        m_pending.emplace_back(QStringLiteral("total"), m_mixTotal);
        m_mixTotal.clear();
    }
    std::vector<std::pair<QString, LatencyHistogram>> lines;
    if (group) { // this group's own histogram (every group's came before the first group's sample)
        const auto own = std::find_if(m_pending.begin(), m_pending.end(),
            [&](const auto& p) { return p.first == sample.group; });
        if (own == m_pending.end())
            return;
        lines.push_back(std::move(*own));
        m_pending.erase(own);
    } else {
        lines.swap(m_pending);
    }
    if (sample.warmup)
        return;
    if (!m_headerWritten)
        writeHeader(sample.timeSec);
    QString text;
    const double start = std::max(0.0, sample.timeSec - sample.intervalSec);
    for (const auto& [tag, histogram] : lines)
        text += HdrHistogramLog::line({ tag, start, sample.intervalSec, &histogram });
    write(text);
}

void LiveHdrLog::writeHeader(double measuredSec)
{
    // The base time is the measured start: this interval ended `measuredSec` after it.
    const QDateTime base = QDateTime::currentDateTimeUtc().addMSecs(-qint64(measuredSec * 1000.0));
    m_headerWritten = true;
    write(HdrHistogramLog::header(base, m_comments));
}

void LiveHdrLog::write(const QString& text)
{
    if (m_writeFailed)
        return;
    if (m_file.write(text.toUtf8()) < 0 || !m_file.flush()) {
        m_writeFailed = true; // said once; the run goes on
        err() << "warning: cannot write the HdrHistogram log " << m_file.fileName() << ": " << m_file.errorString()
              << "; the run goes on without it" << Qt::endl;
    }
}

} // namespace sb::cli
