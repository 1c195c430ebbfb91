// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportsource.h"

#include "collectors/runcost.h"

#include "analysis/speedup.h"
#include "axiswords.h"
#include "incidentsection.h"
#include "reportenvironment.h"
#include "reportnumbers.h"
#include "offcpusection.h"
#include "servercpusection.h"
#include "store/resultstore.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTextStream>
#include <algorithm>

namespace sb {

namespace {

    QStringList commentLines(const QString& path)
    {
        QStringList notes;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return notes;
        QTextStream in(&file);
        while (!in.atEnd()) {
            const QString line = in.readLine().trimmed();
            if (line.startsWith(QLatin1Char('#')))
                notes << line.mid(1).trimmed();
        }
        return notes;
    }

    // A run's server-side record as the why section and the cost tables read it.
    ServerRun serverRunOf(ResultStore& store, const StoredRun& r, const QJsonObject& e, const QString& column)
    {
        auto intervals = store.intervals(r.id);
        const StatusPerTransaction status = ServerMetrics::statusPerTransaction(
            e, intervals ? *intervals : std::vector<IntervalSample>(), r.summary.transactions);
        ServerRun run { column, double(r.spec.threads), r.summary.tps(),
            ServerMetrics::perTransaction(e, r.summary.transactions, status),
            ServerMetrics::waitsUnavailableReason(e), {} };
        for (const QString& event : ServerMetrics::instrumentsToCheck()) {
            const QString missing = ServerMetrics::missingInstrument(e, event);
            if (!missing.isEmpty())
                run.missingInstruments.insert(event, missing);
        }
        for (const QString& key : RunCost::metricNames()) { // runs stored before the cost record say nothing
            const QString why = e.contains(RunCost::kRecord) ? RunCost::unavailableReason(e, key) : QString();
            if (!why.isEmpty())
                run.unavailable.insert(key, why);
        }
        // An MPI run's client CPU is every rank's, added up (MpiLoad::addClientCpu).
        const QJsonObject clientCpu
            = e.value(RunCost::kRecord).toObject().value(QStringLiteral("client_cpu")).toObject();
        run.loadProcesses = std::max(1, clientCpu.value(QStringLiteral("load_processes")).toInt(1));
        return run;
    }

} // namespace

Result<ReportContent> ReportSource::fromCsv(const QString& path, const QString& metric)
{
    auto table = DataTable::fromCsv(path);
    if (!table)
        return table.error();
    if (table->rowCount() == 0 || table->columnCount() == 0)
        return Error { ErrorCode::InvalidOption, path, tr("the table has a header but no rows") };
    ReportContent c;
    c.title = QFileInfo(path).completeBaseName();
    c.source = tr("CSV file %1").arg(QFileInfo(path).fileName());
    c.notes = commentLines(path);
    c.metric = metric;
    c.rowAxis = table->xLabel();
    c.pivot = PivotTable::fromDataTable(*table);
    c.table = *table;
    c.baseline = Speedup::fewestResourcesColumn(c.table);
    return c;
}

Result<ReportContent> ReportSource::fromStore(
    ResultStore& store, qint64 experimentId, RunMetric metric, RunAxis rows, RunAxis columns, Timelines timelines)
{
    auto experiment = store.experiment(experimentId);
    if (!experiment)
        return experiment.error();
    RunFilter filter;
    filter.experimentId = experimentId;
    auto runs = store.listRuns(filter);
    if (!runs)
        return runs.error();
    auto content = fromRuns(store, *runs, metric, rows, columns, timelines);
    if (content) {
        content->title = tr("%1 (experiment %2)").arg(experiment->name).arg(experimentId);
        content->source
            = tr("experiment %1 \"%2\" of %3, created %4")
                  .arg(experimentId)
                  .arg(experiment->name, QFileInfo(store.path()).fileName(), ReportNumbers::dateTime(experiment->created));
    }
    return content;
}

// The cost table laid out as the throughput table (the same x and columns, missing cells empty).
DataTable ReportSource::alignedTo(const DataTable& shape, const DataTable& values)
{
    DataTable t(shape.xLabel());
    for (const QString& name : shape.columnNames())
        t.addColumn(name);
    for (int r = 0; r < shape.rowCount(); ++r) {
        QList<std::optional<double>> row;
        const int vr = int(values.xValues().indexOf(shape.x(r)));
        for (const QString& name : shape.columnNames()) {
            const int vc = values.columnIndex(name);
            row << (vr >= 0 && vc >= 0 ? values.value(vr, vc) : std::nullopt);
        }
        t.addRow(shape.x(r), row);
    }
    return t;
}

QHash<qint64, double> ReportSource::serverCpuSeconds(ResultStore& store, const QList<StoredRun>& runs)
{
    QHash<qint64, double> seconds;
    for (const StoredRun& r : runs) {
        if (auto env = store.environment(r.id)) {
            if (const auto s = RunPivot::serverCpuSeconds(*env))
                seconds.insert(r.id, *s);
        }
    }
    return seconds;
}

QHash<qint64, double> ReportSource::metricInputs(ResultStore& store, const QList<StoredRun>& runs, RunMetric metric)
{
    if (!RunPivot::isHostCounter(metric))
        return serverCpuSeconds(store, runs);
    QHash<qint64, QJsonObject> environments;
    for (const StoredRun& r : runs) {
        if (auto env = store.environment(r.id))
            environments.insert(r.id, *env);
    }
    return RunPivot::environmentValues(metric, runs, environments);
}

std::optional<RunAxis> ReportSource::varyingAxis(const QList<StoredRun>& runs, RunAxis rows)
{
    std::optional<RunAxis> varying;
    for (RunAxis axis : { RunAxis::ServerCpus, RunAxis::ClientCpus, RunAxis::Workload, RunAxis::Server }) {
        if (axis == rows)
            continue;
        QSet<QString> keys;
        for (const StoredRun& r : runs)
            keys.insert(RunPivot::key(r, axis).toString());
        if (keys.size() < 2)
            continue;
        if (varying)
            return std::nullopt; // several: the user chooses
        varying = axis;
    }
    return varying;
}

QList<TimelineSeries> ReportSource::timelineRuns(const QList<StoredRun>& runs, RunAxis rows, RunAxis columns)
{
    QList<StoredRun> chosen;
    for (const StoredRun& r : runs) {
        if (r.intervalCount >= 2)
            chosen << r;
    }
    if (chosen.size() > kTimelineRuns) {
        // The longest first (the earlier run of equal length), then back into run order for the legend.
        std::stable_sort(chosen.begin(), chosen.end(),
            [](const StoredRun& a, const StoredRun& b) { return a.intervalCount > b.intervalCount; });
        chosen.erase(std::remove_if(chosen.begin(), chosen.end(),
                         [](const StoredRun& r) { return r.intervalCount < kLongRunIntervals; }),
            chosen.end());
        chosen = chosen.mid(0, kTimelineRuns);
        std::sort(chosen.begin(), chosen.end(), [](const StoredRun& a, const StoredRun& b) { return a.id < b.id; });
    }
    QList<TimelineSeries> series;
    for (const StoredRun& r : chosen) {
        TimelineSeries t;
        t.runId = r.id;
        t.intervals = int(r.intervalCount);
        t.name = tr("run %1 (%2, %3)")
                     .arg(r.id)
                     .arg(AxisWords::value(RunPivot::axisName(rows), RunPivot::key(r, rows).toString()),
                         AxisWords::value(RunPivot::axisName(columns), RunPivot::key(r, columns).toString()));
        series << t;
    }
    return series;
}

Error ReportSource::readTimelines(ResultStore& store, QList<TimelineSeries>* timelines, const QString& metric)
{
    for (TimelineSeries& t : *timelines) {
        auto rates = store.rates(t.runId);
        if (!rates)
            return rates.error();
        t.times = rates->times;
        t.values = metric == QLatin1String("qps") ? rates->qps : rates->tps;
        t.incidents.clear();
        if (auto incidents = store.incidents(t.runId)) {
            for (const Incident& i : *incidents)
                t.incidents.append(i.timeSec);
        }
        t.restarts.clear();
        if (auto events = store.runEvents(t.runId)) {
            for (const RunEvent& e : *events) {
                if (e.kind == QLatin1String(RunEvent::kServerRestarted))
                    t.restarts.append(e.timeSec);
            }
        }
    }
    return {};
}

Result<ReportContent> ReportSource::fromRuns(ResultStore& store, const QList<StoredRun>& runs, RunMetric metric,
    RunAxis rows, RunAxis columns, Timelines timelines)
{
    const QHash<qint64, double> cpu = serverCpuSeconds(store, runs);
    const RunPivotResult result = RunPivot::build(runs, metric, rows, columns, Statistics::kDefaultCvThreshold,
        RunPivot::isHostCounter(metric) ? metricInputs(store, runs, metric) : cpu);
    if (result.usedRuns.isEmpty())
        return Error { ErrorCode::InvalidOption, QStringLiteral("experiment"),
            tr("none of its %1 runs finished with a %2 figure").arg(runs.size()).arg(RunPivot::metricName(metric)) };
    if (!result.mixedAxes.isEmpty()) {
        QStringList names;
        for (RunAxis a : result.mixedAxes)
            names << RunPivot::axisName(a);
        return Error { ErrorCode::InvalidOption, QStringLiteral("rows/columns"),
            tr("the runs of one cell differ in %1: make it the rows or the columns")
                .arg(names.join(QStringLiteral(", "))) };
    }
    ReportContent c;
    c.metric = RunPivot::metricName(metric);
    c.rowAxis = RunPivot::axisName(rows);
    c.columnAxis = RunPivot::axisName(columns);
    c.pivot = result.table;
    c.table = result.table.toDataTable();
    c.baseline = Speedup::fewestResourcesColumn(c.table);
    c.runCount = int(result.usedRuns.size());
    if (metric == RunMetric::Qps || metric == RunMetric::Tps) {
        // The cost of that throughput, on the same rows and columns ("not available" when no run recorded it).
        const RunPivotResult cost
            = RunPivot::build(runs, RunMetric::CpuPerTransaction, rows, columns, Statistics::kDefaultCvThreshold, cpu);
        c.cpuPerTransaction = alignedTo(c.table, cost.table.toDataTable());
    }
    c.title = tr("%1 runs").arg(c.runCount);
    QList<StoredRun> used;
    for (const StoredRun& r : runs) {
        if (result.usedRuns.contains(r.id))
            used << r;
    }
    QList<ReportEnvironment::Run> records;
    QList<QJsonObject> environments;
    for (const StoredRun& r : used) {
        auto env = store.environment(r.id);
        if (env)
            environments << *env;
        records << ReportEnvironment::Run { r, env ? *env : QJsonObject(), RunPivot::key(r, columns).toString() };
        if (rows == RunAxis::Clients && r.hasSummary) {
            c.serverRuns << serverRunOf(store, r, env ? *env : QJsonObject(), RunPivot::key(r, columns).toString());
        }
    }
    c.machineLoad = MachineLoad::summarize(environments);
    const ReportEnvironment environment = ReportEnvironment::build(records, c.pivot.columnLabels());
    c.environment = environment.shared;
    c.environmentColumns = environment.columns;
    c.environmentByColumn = environment.byColumn;
    c.serverConfiguration = environment.sharedSettings;
    c.serverCpu = ServerCpuSection::read(store, used, rows, columns);
    c.offCpu = OffCpuSection::read(store, used, rows, columns);
    QStringList labels;
    for (const StoredRun& r : used)
        labels << tr("Run %1 (%2, %3)")
                      .arg(r.id)
                      .arg(r.spec.threads == 1 ? tr("1 client") : tr("%1 clients").arg(r.spec.threads),
                          RunPivot::key(r, columns).toString());
    c.incidents = IncidentSection::read(store, used, labels);
    c.timelines = timelineRuns(used, rows, columns);
    c.timelineChosenFrom = int(used.size());
    if (timelines == Timelines::Read) {
        if (Error e = readTimelines(store, &c.timelines, c.timelineMetric()))
            return e;
    }
    return c;
}

} // namespace sb
