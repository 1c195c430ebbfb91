// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the text output of sysbench 1.0 (`run` with --report-interval) and stores it as a finished run, so that
// logs measured before ScaleBench, or elsewhere, join comparisons with stored runs.
#pragma once

#include "common/error.h"
#include "sysbenchlog.h"

#include <QString>

namespace sb {

class ResultStore;

class SysbenchLogImport {
public:
    // What the log does not say: sysbench names neither the workload nor the CPUs.
    struct Options {
        QString workload; // empty: unknownLabel()
        QString serverCpuLabel; // empty: unknownLabel()
        QString clientCpuLabel; // empty: unknownLabel()
        QString serverProfile; // empty: "sysbench-log"
        int threads = 0; // > 0 wins over the log's "Number of threads"
    };

    struct Stored {
        qint64 experimentId = 0;
        qint64 runId = 0;
        bool experimentCreated = false;
    };

    static QString unknownLabel() { return QStringLiteral("unknown"); }

    // Errors: ParseError with context "<source>:<line>" and value the line number (1-based); detail is the
    // offending line, or for something missing the text sysbench would have printed ("transactions:"), with the
    // line number of the log's end. FileError when the file cannot be read.
    static Result<SysbenchLog> parse(const QString& text, const QString& source, const Options& options);
    static Result<SysbenchLog> parse(const QString& text, const QString& source);
    static Result<SysbenchLog> parseFile(const QString& path, const Options& options);
    static Result<SysbenchLog> parseFile(const QString& path);

    // Adds the log as a finished run (intervals, summary, an environment naming the source) to the newest
    // experiment called `experimentName`, created when there is none. Runs of the same conditions already in
    // it make this one a further repetition.
    static Result<Stored> store(ResultStore& store, SysbenchLog log, const QString& experimentName);
};

} // namespace sb
