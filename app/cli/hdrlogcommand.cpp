// SPDX-License-Identifier: GPL-3.0-or-later
// `results hdr-log RUN_ID`: a stored run's latency as HdrHistogram's interval log (.hlog) and percentile
// distribution (.hgrm), for HdrHistogram's own tools (HistogramLogProcessor, HistogramLogAnalyzer, hdr-plot).
// A stored run keeps one histogram for the whole run (and each mix group's): the log has one interval per tag.
#include "clicommand.h"
#include "commandline.h"
#include "console.h"
#include "engine/latencyhistogram.h"
#include "export/hdrhistogram.h"
#include "export/hdrhistogramlog.h"
#include "store/resultstore.h"
#include "store/storecodec.h"
#include "tableoutputs.h"

#include <QDir>

namespace sb::cli {

namespace {

    const QString kUsage = QStringLiteral(
        "usage: scalebench-cli results hdr-log RUN_ID [--out PREFIX] [--store PATH]\n"
        "  Writes PREFIX.hlog (HdrHistogram interval log, format 1.3, latency in nanoseconds, tag 'total' and one\n"
        "  per client group of a mix; one interval: the run's measured part) and PREFIX.hgrm (the total's percentile\n"
        "  distribution in microseconds, as HdrHistogram prints it). Default PREFIX: run-RUN_ID.\n"
        "  ScaleBench's buckets (+-0.8%) are re-binned into HdrHistogram's (3 significant digits): HdrHistogram reads\n"
        "  back each bucket's value less 0.5 ns. Read them with HdrHistogram's tools, for example\n"
        "  java -cp /usr/share/java/hdrhistogram.jar org.HdrHistogram.HistogramLogProcessor -i PREFIX.hlog -tag total\n"
        "  -outputValueUnitRatio 1000");

    struct Tagged {
        QString tag;
        LatencyHistogram histogram;
    };

    Result<std::vector<Tagged>> histograms(ResultStore& store, const StoredRun& run)
    {
        std::vector<Tagged> out;
        QStringList tags { QString() };
        for (const RunSummary& g : run.summary.groups)
            tags << g.group;
        for (const QString& group : tags) {
            auto stored = store.histogram(run.id, HistogramKind::Latency, group);
            if (!stored)
                return stored.error();
            if (stored->encoding.isEmpty())
                continue; // a group's in a file older than version 8
            auto h = StoreCodec::latencyHistogram(*stored);
            if (!h)
                return Error { ErrorCode::InvalidOption, QStringLiteral("run %1").arg(run.id),
                    QStringLiteral("its histogram is stored as '%1', which this version cannot read")
                        .arg(stored->encoding) };
            out.push_back({ group.isEmpty() ? QStringLiteral("total") : group, *h });
        }
        if (out.empty() || out.front().tag != QLatin1String("total"))
            return Error { ErrorCode::InvalidOption, QStringLiteral("run %1").arg(run.id),
                QStringLiteral("it has no stored latency histogram (a run that did not finish its measured part)") };
        return out;
    }

} // namespace

int hdrLogCommand(CommandLine& cl)
{
    bool ok = false;
    const qint64 id = cl.positionals().value(1).toLongLong(&ok);
    if (!ok || id <= 0 || cl.positionals().size() != 2)
        return usageError(kUsage);
    const QString prefix = cl.take(QStringLiteral("out"), QStringLiteral("run-%1").arg(id));
    ResultStore store;
    if (Error e = store.openReadOnly(cl.take(QStringLiteral("store"))))
        return fail(e);
    if (!cl.remaining().isEmpty())
        return usageError(QStringLiteral("unknown option --%1 for results hdr-log").arg(cl.remaining().firstKey()));
    auto run = store.run(id);
    if (!run)
        return fail(run.error());
    auto tagged = histograms(store, *run);
    if (!tagged)
        return fail(tagged.error());
    const double lengthSec = run->hasSummary ? run->summary.durationSec : 0;
    std::vector<HdrHistogramLog::Interval> intervals;
    for (const Tagged& t : *tagged)
        intervals.push_back({ t.tag, 0.0, lengthSec, &t.histogram });
    const QStringList comments {
        QStringLiteral("ScaleBench run %1, %2, %3 clients: latency in nanoseconds, Interval_Max "
                       "in milliseconds; one interval, the measured part")
            .arg(id)
            .arg(run->spec.workloadLabel.isEmpty() ? run->spec.workload : run->spec.workloadLabel)
            .arg(run->spec.threads),
        QStringLiteral(
            "Re-binned from ScaleBench's 64 buckets per octave (+-0.8%%): HdrHistogram reads back each "
            "bucket's midpoint less 0.5 ns; it rounds a percentile's rank to the nearest count, ScaleBench up")
            .replace(QStringLiteral("%%"), QStringLiteral("%"))
    };
    const QDateTime start = run->started.isValid() ? run->started : QDateTime::fromMSecsSinceEpoch(0, Qt::UTC);
    if (Error e
        = TableOutputs::writeFile(prefix + QStringLiteral(".hlog"), HdrHistogramLog::text(start, comments, intervals)))
        return fail(e);
    const HdrHistogram total(tagged->front().histogram);
    if (Error e = TableOutputs::writeFile(prefix + QStringLiteral(".hgrm"), total.percentileDistribution(1000.0)))
        return fail(e);
    out() << QDir::toNativeSeparators(prefix + QStringLiteral(".hlog")) << '\n'
          << QDir::toNativeSeparators(prefix + QStringLiteral(".hgrm")) << '\n';
    out().flush();
    return ExitOk;
}

} // namespace sb::cli
