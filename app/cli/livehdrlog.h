// SPDX-License-Identifier: GPL-3.0-or-later
// --hdr-log FILE (run): HdrHistogram's interval log (format 1.3, core/export/hdrhistogramlog) written while the run
// goes: a line per measured report interval and tag (total; each transaction type of a workload that has several,
// tpcc's five; each client group of a mix), flushed as each interval ends, so a run that dies keeps the log of what
// it measured. Warm-up intervals are left out: the log's totals are the summary's.
#pragma once

#include "commandline.h"

#include "common/error.h"
#include "engine/latencyhistogram.h"

#include <QDateTime>
#include <QFile>
#include <QStringList>
#include <memory>
#include <utility>
#include <vector>

namespace sb {
struct IntervalSample;
struct MeasuredRunHooks;
struct RunSpec;
}

namespace sb::cli {

class LiveHdrLog {
public:
    // The log --hdr-log asks for, its file created now (a path that cannot be written is an error before the run);
    // nullptr without the option.
    [[nodiscard]] static Result<std::unique_ptr<LiveHdrLog>> start(CommandLine& cl);
    static const char* help();
    // Writes the run's intervals through `hooks` (chained after what they already do). `perType`: a tag per
    // transaction type too (not for a run of several load processes, whose types are each process's own).
    void attach(MeasuredRunHooks& hooks, const RunSpec& spec, bool perType);
    QString path() const { return m_file.fileName(); }

private:
    void typeLatency(const QString& type, const LatencyHistogram& latency);
    void latency(const QString& group, const LatencyHistogram& latency);
    void interval(const IntervalSample& sample, bool group);
    void writeHeader(double measuredSec);
    void write(const QString& text);

    QFile m_file;
    QStringList m_comments;
    bool m_headerWritten = false;
    bool m_writeFailed = false;
    // This interval's histograms by tag, until its sample says when it was and whether it was measured.
    std::vector<std::pair<QString, LatencyHistogram>> m_pending;
    LatencyHistogram m_mixTotal; // a mix's total: its groups' histograms added
};

} // namespace sb::cli
