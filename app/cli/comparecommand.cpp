// SPDX-License-Identifier: GPL-3.0-or-later
// `compare`: stored runs as the table an article prints (rows: clients, columns: server cores), repetitions
// aggregated, with speedup against a baseline column, a percentage difference between two columns, and (rows are
// client counts) the USL fit per column, the Amdahl fit across core counts and the summary sentence.
#include "collectors/servermetrics.h"
#include "analysis/runpivot.h"
#include "analysis/speedup.h"
#include "analysis/uslfit.h"
#include "clicommand.h"
#include "columnchoice.h"
#include "comparecost.h"
#include "commandline.h"
#include "console.h"
#include "export/tablewriter.h"
#include "report/reportsource.h"
#include "report/scalingreport.h"
#include "store/resultstore.h"
#include "tableoutputs.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <cmath>
#include <optional>

namespace sb::cli {

namespace {

    const QString kUsage = QStringLiteral(
        "usage: scalebench-cli compare --experiment ID[,ID...] | --runs 1,2,5-9 [--store PATH]\n"
        "       [--metric qps|tps|p95|p99|avg_latency|errors_per_sec|cpu_us_per_tx|cswitch_per_tx|migrations_per_tx|ipc|nopm|tpm|\n"
        "                 wait_us_per_tx:EVENT|wait_level_us_per_tx:LEVEL|file_io_us_per_tx|status_per_tx:NAME|...]\n"
        "       [--rows AXIS] [--columns AXIS]\n"
        "       [--baseline COLUMN] [--percent-diff A,B] [--csv FILE] [--json FILE] [--markdown FILE]\n"
        "  AXIS: clients, server_cpus, client_cpus, workload, server, repetition, experiment, group (defaults:\n"
        "  rows clients, columns server_cpus; with several experiments, columns experiment and the first the\n"
        "  baseline; group: a mix's client groups, each from its own summary, for the clients' metrics only).\n"
        "  Only finished runs count; repetitions of a cell give mean ± 95% CI.\n"
        "  --baseline: the column speedup and efficiency are measured against, by label or core count\n"
        "  (default: the fewest cores). --percent-diff A,B: percentage difference from column A to B per row\n"
        "  (HT off,HT on; a server or version label against another). With repetitions both come with 95%\n"
        "  Fieller intervals (Bonferroni over the rows compared) and a verdict: distinguishable, or not from the\n"
        "  run-to-run noise.\n"
        "  --fail-if 'METRIC < F * baseline' (or >, <=, >=): exit 5 when a column's ratio to the baseline\n"
        "  column is past F with its whole 95% interval (Bonferroni over every cell compared); 0 when it is\n"
        "  noise. Cells without repetitions cannot fail: they are named on stderr. Against the last build's\n"
        "  runs: --experiment OLD,NEW --fail-if 'tps < 0.95 * baseline'.\n")
        + serverMetricsUsage();

    struct Choice {
        RunMetric metric = RunMetric::Qps;
        QString metricKey; // PerTransaction: the ServerMetrics key (wait_us_per_tx:EVENT)
        QString metricText() const { return metric == RunMetric::PerTransaction ? metricKey : RunPivot::metricName(metric); }
        RunAxis rows = RunAxis::Clients;
        RunAxis columns = RunAxis::ServerCpus;
    };

    // "1,2,5-9" -> 1 2 5 6 7 8 9, in the order given, without repeats.
    std::optional<QList<qint64>> parseRunList(const QString& text)
    {
        QList<qint64> ids;
        for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringList ends = part.trimmed().split(QLatin1Char('-'));
            bool okFrom = false;
            bool okTo = false;
            const qint64 from = ends.first().toLongLong(&okFrom);
            const qint64 to = ends.size() == 2 ? ends.last().toLongLong(&okTo) : from;
            if (!okFrom || (ends.size() == 2 && !okTo) || ends.size() > 2 || from <= 0 || to < from
                || to - from > 100000)
                return std::nullopt;
            for (qint64 id = from; id <= to; ++id) {
                if (!ids.contains(id))
                    ids.append(id);
            }
        }
        return ids.isEmpty() ? std::nullopt : std::optional<QList<qint64>>(ids);
    }

    int parseChoice(CommandLine& cl, Choice* choice)
    {
        const QString metric = cl.take(QStringLiteral("metric"), QStringLiteral("qps"));
        const QString rows = cl.take(QStringLiteral("rows"), QStringLiteral("clients"));
        const QString columns = cl.take(QStringLiteral("columns"), QStringLiteral("server_cpus"));
        auto m = RunPivot::metricFromName(metric);
        if (!m && ServerMetrics::isMetricName(metric.trimmed())) {
            m = RunMetric::PerTransaction;
            choice->metricKey = metric.trimmed();
        }
        if (!m) {
            QStringList names = RunPivot::metricNames() + ServerMetrics::metricForms();
            names.removeDuplicates();
            return usageError(QStringLiteral("--metric must be one of: %1").arg(names.join(QStringLiteral(", "))));
        }
        const auto r = RunPivot::axisFromName(rows);
        const auto c = RunPivot::axisFromName(columns);
        if (!r || !c)
            return usageError(QStringLiteral("--rows and --columns must be one of: %1")
                                  .arg(RunPivot::axisNames().join(QStringLiteral(", "))));
        if (*r == *c)
            return usageError(QStringLiteral("--rows and --columns must be different axes"));
        if ((*r == RunAxis::Group || *c == RunAxis::Group) && !RunPivot::isClientSide(*m))
            return usageError(QStringLiteral("--metric %1 is the server's and covers every group of a mix: compare it "
                                             "without the group axis (the clients' metrics are qps, tps, p95, p99, "
                                             "avg_latency, errors_per_sec, nopm)")
                                  .arg(metric.trimmed()));
        choice->metric = *m;
        choice->rows = *r;
        choice->columns = *c;
        return ExitOk;
    }

    // The runs of the experiments in the order given (so the first is the first column), else the runs listed.
    Result<QList<StoredRun>> pickRuns(ResultStore& store, const QList<qint64>& experiments, const QList<qint64>& ids)
    {
        QList<StoredRun> runs;
        for (qint64 experiment : experiments) {
            if (auto e = store.experiment(experiment); !e)
                return e.error();
            RunFilter filter;
            filter.experimentId = experiment;
            auto some = store.listRuns(filter);
            if (!some)
                return some.error();
            runs += *some;
        }
        if (!experiments.isEmpty())
            return runs;
        for (qint64 id : ids) {
            auto run = store.run(id);
            if (!run)
                return run.error();
            runs.append(*run);
        }
        return runs;
    }

    QString idList(const QList<qint64>& ids)
    {
        QStringList texts;
        for (qint64 id : ids)
            texts << QString::number(id);
        return texts.join(QLatin1Char(','));
    }

    void reportLeftOut(const RunPivotResult& result, const QString& metric)
    {
        if (!result.unfinishedRuns.isEmpty())
            err() << "left out " << result.unfinishedRuns.size()
                  << " runs that did not finish: " << idList(result.unfinishedRuns) << '\n';
        if (!result.runsWithoutMetric.isEmpty())
            err() << "left out " << result.runsWithoutMetric.size() << " runs that did not measure "
                  << metric << ": " << idList(result.runsWithoutMetric) << '\n';
        err().flush();
    }

    QString unstableCells(const PivotTable& t)
    {
        QStringList cells;
        for (int r = 0; r < t.rowCount(); ++r) {
            for (int c = 0; c < t.columnCount(); ++c) {
                const SampleSummary& s = t.cell(r, c);
                if (s.unstable)
                    cells << QStringLiteral("%1 %2 / %3 (CV %4%)")
                                 .arg(t.rowHeader(), t.rowLabel(r), t.columnLabel(c))
                                 .arg(100 * s.cv, 0, 'f', 1);
            }
        }
        return cells.join(QStringLiteral("; "));
    }

    bool isThroughput(RunMetric metric)
    {
        return metric == RunMetric::Qps || metric == RunMetric::Tps || metric == RunMetric::Nopm
            || metric == RunMetric::Tpm;
    }

    // Peaks, fits and the summary speak of throughput against concurrency: only then are they given.
    bool isScalingTable(const PivotTable& pivot, const Choice& choice)
    {
        return isThroughput(choice.metric) && choice.rows == RunAxis::Clients && pivot.numericRows()
            && pivot.rowCount() >= 2;
    }

    // The tables after the pivot: speedup against the baseline (throughput only), the percentage difference when
    // asked, then the USL and Amdahl fits and the summary for a scaling table.
    QString analysisText(
        const ScalingReport& report, const PivotTable& pivot, const Choice& choice, ScalingReport::Style style)
    {
        QString text;
        if (isThroughput(choice.metric))
            text += ScalingReport::render(report.speedupTable(), style)
                + ScalingReport::render(report.cpuTable(), style);
        text += ScalingReport::render(report.percentDifferenceTable(), style);
        if (isScalingTable(pivot, choice))
            text += ScalingReport::render(report.uslTable(), style) + ScalingReport::render(report.amdahlTable(), style)
                + report.summaryText(style);
        return text;
    }

    // The pivot's CSV with the speedup, efficiency and percentage-difference columns added to each row.
    QString csvWithAnalysis(const ScalingReport& report, const PivotTable& pivot, const Choice& choice)
    {
        const bool speedup = isThroughput(choice.metric);
        QStringList lines = TableWriter::toCsv(pivot).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        if (report.csvHeader(speedup).isEmpty() || lines.size() != pivot.rowCount() + 1)
            return TableWriter::toCsv(pivot);
        QString csv = lines.first() + QLatin1Char(',') + TableWriter::csvLine(report.csvHeader(speedup));
        for (int r = 0; r < pivot.rowCount(); ++r)
            csv += lines.at(r + 1) + QLatin1Char(',') + TableWriter::csvLine(report.csvRow(r, speedup));
        return csv;
    }

    QString render(
        TableWriter::Format format, const ScalingReport& report, const PivotTable& pivot, const Choice& choice)
    {
        switch (format) {
        case TableWriter::Format::Csv:
            return csvWithAnalysis(report, pivot, choice);
        case TableWriter::Format::Markdown:
            return TableWriter::toMarkdown(pivot) + analysisText(report, pivot, choice, ScalingReport::Style::Markdown);
        case TableWriter::Format::Json: {
            QJsonObject doc = QJsonDocument::fromJson(TableWriter::toJson(pivot).toUtf8()).object();
            QJsonObject analysis = report.toJson();
            if (!isThroughput(choice.metric))
                analysis.remove(QStringLiteral("speedup"));
            if (!isScalingTable(pivot, choice)) {
                for (const char* key : { "usl", "amdahl", "summary" })
                    analysis.remove(QLatin1String(key));
            }
            doc.insert(QStringLiteral("analysis"), analysis);
            return QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
        }
        }
        return {};
    }

    struct Request {
        Choice choice;
        QList<qint64> experiments;
        QList<qint64> ids;
        std::optional<QList<TableOutputs::Output>> outputs;
        QString storePath;
        QString baseline;
        std::optional<QString> percentDiff;
        QString failIf;
    };

    struct FailIf {
        RunMetric metric = RunMetric::Tps;
        bool below = true; // "<" or "<=": fails when the ratio is surely below the factor
        double factor = 1.0;
    };

    // "tps < 0.95 * baseline", "qps >= baseline", "p99 > 1.2*baseline".
    std::optional<FailIf> parseFailIf(const QString& text)
    {
        static const QRegularExpression re(QStringLiteral(
            "^\\s*([a-z_0-9]+)\\s*(<=|>=|<|>)\\s*(?:([0-9]*\\.?[0-9]+)\\s*\\*\\s*)?baseline\\s*$"));
        const QRegularExpressionMatch m = re.match(text.trimmed().toLower());
        if (!m.hasMatch())
            return std::nullopt;
        const auto metric = RunPivot::metricFromName(m.captured(1));
        if (!metric)
            return std::nullopt;
        FailIf f;
        f.metric = *metric;
        f.below = m.captured(2).startsWith(QLatin1Char('<'));
        f.factor = m.captured(3).isEmpty() ? 1.0 : m.captured(3).toDouble();
        return f;
    }

    // Every column against the baseline at every row; the exit code.
    int checkFailIf(const FailIf& f, const ScalingReport& report, const PivotTable& pivot, int baseline)
    {
        const DataTable& table = report.table();
        const int comparisons = Speedup::speedupComparisons(table, baseline);
        int failed = 0;
        QStringList unjudged;
        for (int c = 0; c < table.columnCount(); ++c) {
            if (c == baseline)
                continue;
            for (int r = 0; r < table.rowCount(); ++r) {
                const MeanRatio q = report.ratioAt(r, baseline, c, comparisons);
                if (!std::isfinite(q.ratio))
                    continue;
                const QString where = QStringLiteral("%1 at %2 %3").arg(table.columnName(c), pivot.rowLabel(r),
                    pivot.rowHeader());
                if (!q.hasInterval()) {
                    unjudged << where;
                    continue;
                }
                const bool past = f.below ? q.high < f.factor : q.low > f.factor;
                if (past) {
                    ++failed;
                    out() << "fail-if: " << where << ": " << QString::number(q.ratio, 'f', 3) << " x "
                          << table.columnName(baseline) << " (" << QString::number(q.low, 'f', 3) << "-"
                          << QString::number(q.high, 'f', 3) << "), past " << f.factor << '\n';
                }
            }
        }
        if (!unjudged.isEmpty())
            err() << "fail-if: no repetitions, not judged: " << unjudged.join(QStringLiteral("; ")) << Qt::endl;
        if (failed == 0)
            out() << "fail-if: no difference past the bound beyond the run-to-run noise\n";
        out().flush();
        return failed > 0 ? ExitThreshold : ExitOk;
    }

    int parseSelection(CommandLine& cl, Request* r)
    {
        if (cl.has(QStringLiteral("experiment")) == cl.has(QStringLiteral("runs")))
            return usageError(QStringLiteral("give either --experiment ID or --runs LIST\n") + kUsage);
        if (cl.has(QStringLiteral("experiment"))) {
            const auto list = parseRunList(cl.take(QStringLiteral("experiment")));
            if (!list)
                return usageError(
                    QStringLiteral("--experiment needs experiment ids such as 3 or 3,4 (see 'results list')"));
            r->experiments = *list;
            return ExitOk;
        }
        const auto list = parseRunList(cl.take(QStringLiteral("runs")));
        if (!list)
            return usageError(QStringLiteral("--runs needs run ids such as 1,2,5-9"));
        r->ids = *list;
        return ExitOk;
    }

    int parseRequest(CommandLine& cl, Request* r)
    {
        const bool columnsGiven = cl.has(QStringLiteral("columns"));
        if (int rc = parseChoice(cl, &r->choice))
            return rc;
        if (int rc = parseSelection(cl, r))
            return rc;
        // Several experiments are compared cell by cell: one column each, the first the baseline (ColumnChoice).
        if (r->experiments.size() > 1) {
            if (!columnsGiven && r->choice.rows != RunAxis::Experiment)
                r->choice.columns = RunAxis::Experiment;
            if (r->choice.rows != RunAxis::Experiment && r->choice.columns != RunAxis::Experiment)
                return usageError(QStringLiteral("several experiments are compared as the columns: leave out "
                                                 "--columns, or give --columns experiment (or --rows experiment)"));
        }
        r->outputs = TableOutputs::take(cl);
        if (!r->outputs)
            return ExitUsage;
        r->storePath = cl.take(QStringLiteral("store"));
        r->baseline = cl.take(QStringLiteral("baseline"));
        if (cl.has(QStringLiteral("percent_diff")))
            r->percentDiff = cl.take(QStringLiteral("percent_diff"));
        r->failIf = cl.take(QStringLiteral("fail_if"));
        if (!cl.remaining().isEmpty())
            return usageError(QStringLiteral("unknown option --%1 for compare").arg(cl.remaining().firstKey()));
        if (!cl.positionals().isEmpty())
            return usageError(kUsage);
        return ExitOk;
    }

    // Why --metric names nothing these runs could have measured ("" when it may): a status counter none of them
    // stored, a wait event none of their profiles saw or that the server has no instrument for, a level that is
    // none. Each says what exists instead.
    QString unknownMetric(const QString& key, const QList<QJsonObject>& environments,
        const QList<StatusPerTransaction>& statuses)
    {
        const QString status = ServerMetrics::kStatusPrefix;
        const QString wait = QStringLiteral("wait_us_per_tx:");
        const QString level = QStringLiteral("wait_level_us_per_tx:");
        if (key.startsWith(status)) {
            const QString name = key.mid(status.size());
            QStringList stored;
            for (const StatusPerTransaction& s : statuses) {
                if (s.contains(name))
                    return QString();
                for (auto it = s.cbegin(); it != s.cend(); ++it) {
                    if (!stored.contains(it.key()))
                        stored << it.key();
                }
            }
            if (stored.isEmpty())
                return QStringLiteral("--metric %1: none of the runs picked stored status counters (they were run "
                                      "without --server-counters and before runs kept the status delta)")
                    .arg(key);
            std::sort(stored.begin(), stored.end());
            return QStringLiteral("--metric %1: no run stored a status counter %2 (the server has no such counter, "
                                  "or it stayed at 0 in every run); the counters they stored (per transaction, as "
                                  "status_per_tx:NAME): %3")
                .arg(key, name, stored.join(QStringLiteral(", ")));
        }
        if (key.startsWith(level)) {
            const QStringList levels { QStringLiteral("table"), QStringLiteral("synch"), QStringLiteral("file"),
                QStringLiteral("socket") };
            if (levels.contains(key.mid(level.size())))
                return QString();
            return QStringLiteral("--metric %1: no such wait level; the levels are %2")
                .arg(key, levels.join(QStringLiteral(", ")));
        }
        if (!key.startsWith(wait))
            return QString();
        const QString event = key.mid(wait.size());
        QStringList seen;
        bool profiled = false;
        for (const QJsonObject& env : environments) {
            const QString missing = ServerMetrics::missingInstrument(env, event);
            if (missing == QLatin1String("mariadb_no_redo_log_instrument"))
                return QStringLiteral("--metric %1: this server has no %2: MariaDB 10.8 and later do not instrument "
                                      "redo-log I/O (its time is not measured, not 0); see "
                                      "status_per_tx:Innodb_data_fsyncs and status_per_tx:Innodb_os_log_written")
                    .arg(key, event);
            if (missing == QLatin1String("not_instrumented"))
                return QStringLiteral("--metric %1: this server has no %2 among its performance_schema instruments "
                                      "(its time is not measured, not 0)")
                    .arg(key, event);
            if (!ServerMetrics::waitsUnavailableReason(env).isEmpty())
                continue;
            profiled = true;
            const QJsonObject waits = env.value(QStringLiteral("server_waits")).toObject();
            for (const char* list : { "waits", "global_waits" }) {
                for (const QJsonValue& v : waits.value(QLatin1String(list)).toArray()) {
                    const QString e = v.toObject().value(QStringLiteral("event")).toString();
                    if (e == event)
                        return QString();
                    if (!seen.contains(e))
                        seen << e;
                }
            }
        }
        if (!profiled)
            return QString(); // no profile: the table says "not available" per run
        std::sort(seen.begin(), seen.end());
        return QStringLiteral("--metric %1: no run's wait profile saw %2 (this server has no such instrument, or "
                              "nothing waited on it in any thread); the events they saw: %3")
            .arg(key, event, seen.join(QStringLiteral(", ")));
    }

    // The pivot of the runs picked; nullopt after printing why there is none.
    // cost: server CPU per transaction on the same rows and columns, for a throughput table.
    std::optional<RunPivotResult> loadPivot(const Request& r, std::optional<DataTable>* cost,
        std::optional<MachineLoad::Summary>* load, int* rc)
    {
        ResultStore store;
        if (Error e = store.openReadOnly(r.storePath)) {
            *rc = fail(e);
            return std::nullopt;
        }
        auto runs = pickRuns(store, r.experiments, r.ids);
        if (!runs) {
            *rc = fail(runs.error());
            return std::nullopt;
        }
        const QHash<qint64, double> cpu = ReportSource::serverCpuSeconds(store, *runs);
        QHash<qint64, double> perTransaction; // run id -> the --metric's value (server-side metrics)
        if (r.choice.metric == RunMetric::PerTransaction) {
            QList<QJsonObject> environments;
            QList<StatusPerTransaction> statuses;
            for (const StoredRun& run : std::as_const(*runs)) {
                auto env = store.environment(run.id);
                StatusPerTransaction status;
                if (env && run.hasSummary && r.choice.metricKey.startsWith(ServerMetrics::kStatusPrefix)) {
                    auto intervals = store.intervals(run.id);
                    status = ServerMetrics::statusPerTransaction(
                        *env, intervals ? *intervals : std::vector<IntervalSample>(), run.summary.transactions);
                }
                if (env) {
                    environments << *env;
                    statuses << status;
                }
                const auto v = env && run.hasSummary
                    ? ServerMetrics::value(*env, run.summary.transactions, r.choice.metricKey, status)
                    : std::nullopt;
                if (v)
                    perTransaction.insert(run.id, *v);
            }
            if (const QString why = unknownMetric(r.choice.metricKey, environments, statuses); !why.isEmpty()) {
                *rc = usageError(why);
                return std::nullopt;
            }
        }
        RunPivotResult result = RunPivot::build(*runs, r.choice.metric, r.choice.rows, r.choice.columns,
            Statistics::kDefaultCvThreshold,
            r.choice.metric == RunMetric::PerTransaction    ? perTransaction
                : RunPivot::isHostCounter(r.choice.metric) ? ReportSource::metricInputs(store, *runs, r.choice.metric)
                                                            : cpu);
        if (isThroughput(r.choice.metric))
            *cost = RunPivot::build(*runs, RunMetric::CpuPerTransaction, r.choice.rows, r.choice.columns,
                Statistics::kDefaultCvThreshold, cpu)
                        .table.toDataTable();
        reportLeftOut(result, r.choice.metricText());
        const QStringList reasons
            = leftOutReasons(store, *runs, result.runsWithoutMetric, r.choice.metric, r.choice.metricKey);
        if (!reasons.isEmpty())
            err() << "  not available (" << reasons.join(QStringLiteral(", ")) << ")" << Qt::endl;
        if (result.usedRuns.isEmpty()) {
            *rc = usageError(QStringLiteral("none of the %1 runs picked has finished with a %2 figure")
                                 .arg(runs->size())
                                 .arg(r.choice.metricText()));
            return std::nullopt;
        }
        if (!result.mixedAxes.isEmpty()) {
            QStringList names;
            for (RunAxis a : result.mixedAxes)
                names << RunPivot::axisName(a);
            *rc = usageError(QStringLiteral("the runs of one cell differ in %1: make it --rows or --columns, or pick "
                                            "runs of one kind with --runs")
                                 .arg(names.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        QList<QJsonObject> environments; // how busy the machine was: the noise verdict names it
        for (const StoredRun& run : std::as_const(*runs)) {
            if (!result.usedRuns.contains(run.id))
                continue;
            if (auto env = store.environment(run.id))
                environments << *env;
        }
        *load = MachineLoad::summarize(environments);
        return result;
    }

    void printPivot(const RunPivotResult& result, const Choice& choice)
    {
        const PivotTable& pivot = result.table;
        out() << choice.metricText() << " by " << RunPivot::axisName(choice.rows) << " (rows) and "
              << RunPivot::axisName(choice.columns) << " (columns), " << result.usedRuns.size() << " runs";
        if (pivot.hasRepetitions())
            out() << "; cells with repetitions show mean ± 95% confidence interval";
        out() << "\n\n" << TableWriter::toMarkdown(pivot);
        if (pivot.hasUnstableCells())
            out() << "\nRepetitions disagree (CV above " << int(100 * Statistics::kDefaultCvThreshold)
                  << "%) at: " << unstableCells(pivot) << '\n';
    }

    QStringList rowLabels(const PivotTable& pivot)
    {
        QStringList labels;
        for (int r = 0; r < pivot.rowCount(); ++r)
            labels << pivot.rowLabel(r);
        return labels;
    }

} // namespace

int compareCommand(const QStringList& args)
{
    CommandLine cl = CommandLine::parse(args,
        { QStringLiteral("store"), QStringLiteral("experiment"), QStringLiteral("runs"), QStringLiteral("metric"),
            QStringLiteral("rows"), QStringLiteral("columns"), QStringLiteral("csv"), QStringLiteral("json"),
            QStringLiteral("markdown"), QStringLiteral("baseline"), QStringLiteral("percent_diff"),
            QStringLiteral("fail_if") });
    if (cl.takeFlag(QStringLiteral("help"))) {
        out() << kUsage << Qt::endl;
        return ExitOk;
    }
    Request request;
    if (int rc = parseRequest(cl, &request))
        return rc;
    std::optional<FailIf> failIf;
    if (!request.failIf.isEmpty()) {
        failIf = parseFailIf(request.failIf);
        if (!failIf)
            return usageError(QStringLiteral("--fail-if needs 'METRIC < FACTOR * baseline' (or >, <=, >=), for "
                                             "example 'tps < 0.95 * baseline'"));
        if (failIf->metric != request.choice.metric)
            return usageError(QStringLiteral("--fail-if speaks of %1 but the table is of %2: add --metric=%1")
                                  .arg(RunPivot::metricName(failIf->metric), RunPivot::metricName(request.choice.metric)));
    }
    int rc = ExitOk;
    std::optional<DataTable> cost;
    std::optional<MachineLoad::Summary> load;
    const auto result = loadPivot(request, &cost, &load, &rc);
    if (!result)
        return rc;
    const Choice& choice = request.choice;
    const PivotTable& pivot = result->table;
    printPivot(*result, choice);
    const auto columns = ColumnChoice::pick(pivot.toDataTable(), request.baseline, request.percentDiff);
    if (!columns)
        return ExitUsage;
    if (!request.baseline.isEmpty() && !isThroughput(choice.metric))
        err() << "--baseline: speedup and efficiency are given for qps and tps only" << Qt::endl;
    ScalingReport report(pivot.toDataTable(), columns->baseline, &pivot);
    report.setRowLabels(rowLabels(pivot));
    report.setMachineLoad(load);
    if (columns->diffFrom >= 0)
        report.setPercentDifference(columns->diffFrom, columns->diffTo);
    if (cost && pivot.numericRows())
        report.setCpuPerTransaction(ReportSource::alignedTo(report.table(), *cost));
    out() << analysisText(report, pivot, choice, ScalingReport::Style::Text);
    out().flush();
    const int written = TableOutputs::write(
        *request.outputs, [&](TableWriter::Format f) { return render(f, report, pivot, choice); });
    if (written != ExitOk || !failIf)
        return written;
    return checkFailIf(*failIf, report, pivot, columns->baseline);
}

} // namespace sb::cli
