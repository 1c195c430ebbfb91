// SPDX-License-Identifier: GPL-3.0-or-later
// `report`: an experiment's runs (or a CSV table) as report.html, report.pdf and each figure as PNG, SVG and PDF,
// the files a consultant hands over and a reviewer puts into an article. Rendering runs offscreen (main.cpp).
#include "analysis/runpivot.h"
#include "charts/figureexporter.h"
#include "charts/scalingfigures.h"
#include "clicommand.h"
#include "columnchoice.h"
#include "commandline.h"
#include "console.h"
#include "report/htmlreport.h"
#include "report/pdfreport.h"
#include "report/reportsource.h"
#include "store/resultstore.h"

#include <QDir>
#include <QFileInfo>

namespace sb::cli {

namespace {

    const QString kUsage = QStringLiteral(
        "usage: scalebench-cli report --experiment ID [--store PATH] | --csv FILE [--out DIR]\n"
        "       [--metric qps|tps|nopm|tpm|p95|p99|avg_latency|errors_per_sec|... (as compare)]\n"
        "       [--rows AXIS] [--columns AXIS] [--baseline COLUMN] [--compare COLUMN] [--log2] [--extrapolate]\n"
        "       [--title TEXT] [--width PIXELS] [--height PIXELS] [--dpi DPI] [--include-hosts]\n"
        "  Writes DIR/report.html (self-contained, inline SVG figures), DIR/report.pdf and every figure as\n"
        "  DIR/<figure>.png, .svg and .pdf (throughput, speedup, difference, usl, timeline). Default DIR: ./report.\n"
        "  --csv FILE: a table typed in from an article (first column concurrency, one column per configuration);\n"
        "  --metric then says what its numbers are. AXIS: clients, server_cpus, client_cpus, workload, server,\n"
        "  repetition (defaults: rows clients; columns the one other axis whose value differs between the runs, else\n"
        "  server_cpus). --baseline/--compare name a column or a core\n"
        "  count (default: the fewest cores, and the last other column). Figures default to 1800 x 1200 pixels at\n"
        "  300 DPI (6 x 4 inches; SVG and PDF get the same physical size); --log2 puts concurrency on a log-2 axis.\n"
        "  Fitted curves cover the measured client counts; --extrapolate draws them beyond, dashed.\n"
        "  Incidents show their statements normalised (literal values as ?) unless a run kept them; the clients'\n"
        "  user and host names only with --include-hosts.");

    struct Options {
        QString csv;
        std::optional<qint64> experiment;
        QString store;
        RunMetric metric = RunMetric::Qps;
        RunAxis rows = RunAxis::Clients;
        RunAxis columns = RunAxis::ServerCpus;
        bool columnsGiven = false; // else the one axis that varies between the runs
        QString baseline;
        QString compare;
        QString out = QStringLiteral("report");
        QString title;
        bool logX = false;
        bool extrapolate = false;
        bool includeHosts = false;
        FigureExporter::Size size;
    };

    int positiveInt(CommandLine& cl, const QString& name, int fallback, int max, int* value)
    {
        const QString text = cl.take(name);
        if (text.isEmpty()) {
            *value = fallback;
            return ExitOk;
        }
        bool ok = false;
        *value = text.toInt(&ok);
        if (!ok || *value < 1 || *value > max)
            return usageError(QStringLiteral("--%1 must be a whole number from 1 to %2").arg(name).arg(max));
        return ExitOk;
    }

    int parse(const QStringList& args, Options* o)
    {
        CommandLine cl = CommandLine::parse(args,
            { QStringLiteral("store"), QStringLiteral("experiment"), QStringLiteral("csv"), QStringLiteral("metric"),
                QStringLiteral("rows"), QStringLiteral("columns"), QStringLiteral("baseline"),
                QStringLiteral("compare"), QStringLiteral("out"), QStringLiteral("title"), QStringLiteral("width"),
                QStringLiteral("height"), QStringLiteral("dpi") });
        if (cl.has(QStringLiteral("experiment")) == cl.has(QStringLiteral("csv")))
            return usageError(QStringLiteral("give either --experiment ID or --csv FILE\n") + kUsage);
        if (cl.has(QStringLiteral("experiment"))) {
            bool ok = false;
            o->experiment = cl.take(QStringLiteral("experiment")).toLongLong(&ok);
            if (!ok || *o->experiment <= 0)
                return usageError(QStringLiteral("--experiment needs an experiment id (see 'results list')"));
        }
        o->csv = cl.take(QStringLiteral("csv"));
        o->store = cl.take(QStringLiteral("store"));
        const auto metric = RunPivot::metricFromName(cl.take(QStringLiteral("metric"), QStringLiteral("qps")));
        if (!metric)
            return usageError(
                QStringLiteral("--metric must be one of: %1").arg(RunPivot::metricNames().join(QStringLiteral(", "))));
        o->metric = *metric;
        const auto rows = RunPivot::axisFromName(cl.take(QStringLiteral("rows"), QStringLiteral("clients")));
        o->columnsGiven = cl.has(QStringLiteral("columns"));
        const auto columns = RunPivot::axisFromName(cl.take(QStringLiteral("columns"), QStringLiteral("server_cpus")));
        if (!rows || !columns || *rows == *columns)
            return usageError(QStringLiteral("--rows and --columns must be two different axes of: %1")
                                  .arg(RunPivot::axisNames().join(QStringLiteral(", "))));
        o->rows = *rows;
        o->columns = *columns;
        o->baseline = cl.take(QStringLiteral("baseline"));
        o->compare = cl.take(QStringLiteral("compare"));
        o->out = cl.take(QStringLiteral("out"), o->out);
        o->title = cl.take(QStringLiteral("title"));
        o->logX = cl.takeFlag(QStringLiteral("log2"));
        o->extrapolate = cl.takeFlag(QStringLiteral("extrapolate"));
        o->includeHosts = cl.takeFlag(QStringLiteral("include_hosts"));
        int width = 0;
        int height = 0;
        int dpi = 0;
        if (int rc = positiveInt(cl, QStringLiteral("width"), 1800, 20000, &width))
            return rc;
        if (int rc = positiveInt(cl, QStringLiteral("height"), 1200, 20000, &height))
            return rc;
        if (int rc = positiveInt(cl, QStringLiteral("dpi"), 300, 2400, &dpi))
            return rc;
        if (dpi < 50)
            return usageError(QStringLiteral("--dpi must be at least 50"));
        o->size = { QSize(width, height), dpi };
        if (!cl.remaining().isEmpty())
            return usageError(QStringLiteral("unknown option --%1 for report").arg(cl.remaining().firstKey()));
        if (!cl.positionals().isEmpty())
            return usageError(kUsage);
        return ExitOk;
    }

    Result<ReportContent> load(const Options& o)
    {
        if (!o.experiment)
            return ReportSource::fromCsv(o.csv, RunPivot::metricName(o.metric));
        if (!o.store.isEmpty() && !QFileInfo::exists(o.store))
            return Error { ErrorCode::FileError, QDir::toNativeSeparators(o.store),
                QStringLiteral("no results database there; give the --store that 'plan run' wrote") };
        ResultStore store;
        if (Error e = store.openReadOnly(o.store))
            return e;
        if (auto e = store.experiment(*o.experiment); !e)
            return Error { ErrorCode::InvalidOption, QStringLiteral("--experiment %1").arg(*o.experiment),
                QStringLiteral("no such experiment in %1; 'scalebench-cli results list' shows the stored runs and "
                               "their experiments")
                    .arg(QDir::toNativeSeparators(store.path())) };
        RunAxis columns = o.columns;
        if (!o.columnsGiven) {
            RunFilter filter;
            filter.experimentId = *o.experiment;
            if (auto runs = store.listRuns(filter)) {
                if (const auto varying = ReportSource::varyingAxis(*runs, o.rows))
                    columns = *varying;
            }
        }
        return ReportSource::fromStore(store, *o.experiment, o.metric, o.rows, columns);
    }

    int pickColumns(const Options& o, ReportContent* content)
    {
        const auto columns = ColumnChoice::pick(content->table, o.baseline, std::nullopt);
        if (!columns)
            return ExitUsage;
        content->baseline = columns->baseline;
        if (!o.compare.isEmpty()) {
            content->compared
                = ColumnChoice::pickOther(content->table, QStringLiteral("compare"), o.compare, content->baseline);
            if (content->compared < 0)
                return ExitUsage;
        }
        return ExitOk;
    }

    Error writeAll(const ReportContent& content, const Options& o, QStringList* written)
    {
        if (!QDir().mkpath(o.out) || !QFileInfo(o.out).isDir())
            return { ErrorCode::FileError, QDir::toNativeSeparators(o.out),
                QStringLiteral("cannot create the directory; choose another --out") };
        const QDir dir(o.out);
        ReportOptions options { o.logX, o.extrapolate, o.size };
        auto note = [&](const QString& name) {
            written->append(QDir::toNativeSeparators(dir.filePath(name)));
            return dir.filePath(name);
        };
        for (FigureKind kind : content.figureKinds()) {
            const FigureData figure = content.figure(kind, o.logX, o.extrapolate, o.size.pixels.width());
            for (const char* suffix : { ".png", ".svg", ".pdf" }) {
                if (Error e = FigureExporter::save(
                        figure, note(ScalingFigures::kindName(kind) + QLatin1String(suffix)), o.size))
                    return e;
            }
        }
        if (Error e = HtmlReport::write(content, note(QStringLiteral("report.html")), options))
            return e;
        return PdfReport::write(content, note(QStringLiteral("report.pdf")), options);
    }

} // namespace

int reportCommand(const QStringList& args)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        out() << kUsage << Qt::endl;
        return ExitOk;
    }
    Options o;
    if (int rc = parse(args, &o))
        return rc;
    auto content = load(o);
    if (!content)
        return fail(content.error());
    if (int rc = pickColumns(o, &*content))
        return rc;
    if (!o.title.isEmpty())
        content->title = o.title;
    content->incidents.includeHosts = o.includeHosts;
    QStringList written;
    if (Error e = writeAll(*content, o, &written))
        return fail(e);
    for (const QString& path : written)
        out() << path << '\n';
    out().flush();
    return ExitOk;
}

} // namespace sb::cli
