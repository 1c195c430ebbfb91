// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportsource.h"

#include "analysis/speedup.h"
#include "store/resultstore.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QTextStream>

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

    QString valueText(const QJsonValue& v)
    {
        switch (v.type()) {
        case QJsonValue::Bool:
            return v.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
        case QJsonValue::Double:
            return QString::number(v.toDouble(), 'g', 10);
        case QJsonValue::String:
            return v.toString();
        case QJsonValue::Array: {
            QStringList parts;
            for (const QJsonValue& item : v.toArray())
                parts << (item.isObject() ? QStringLiteral("{…}") : valueText(item));
            return parts.join(QStringLiteral(", "));
        }
        default:
            return QString();
        }
    }

    // What varied and what stayed the same across the runs: the conditions a reader needs to repeat them.
    ReportContent::Rows runConditions(const QList<StoredRun>& runs)
    {
        QStringList workloads;
        QSet<QString> durations;
        QSet<QString> warmups;
        QSet<QString> servers;
        int repetitions = 0;
        for (const StoredRun& r : runs) {
            const QString w = r.spec.workloadLabel.isEmpty() ? r.spec.workload : r.spec.workloadLabel;
            if (!workloads.contains(w))
                workloads << w;
            durations.insert(QString::number(r.spec.durationSec, 'g', 6));
            warmups.insert(QString::number(r.spec.warmupSec, 'g', 6));
            servers.insert(r.spec.serverProfile);
            repetitions = std::max(repetitions, r.spec.repetition + 1);
        }
        auto joined = [](const QSet<QString>& set) {
            QStringList list(set.begin(), set.end());
            list.sort();
            return list.join(QStringLiteral(", "));
        };
        return { { ReportSource::tr("workload"), workloads.join(QStringLiteral(", ")) },
            { ReportSource::tr("server profile"), joined(servers) },
            { ReportSource::tr("duration (s)"), joined(durations) },
            { ReportSource::tr("warm-up (s)"), joined(warmups) },
            { ReportSource::tr("repetitions"), QString::number(repetitions) },
            { ReportSource::tr("runs"), QString::number(runs.size()) } };
    }

} // namespace

ReportContent::Rows ReportSource::flatten(const QJsonObject& object, const QString& prefix)
{
    ReportContent::Rows rows;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString key = prefix.isEmpty() ? it.key() : prefix + QLatin1Char('.') + it.key();
        if (it.value().isObject()) {
            rows << flatten(it.value().toObject(), key);
            continue;
        }
        const QString text = valueText(it.value());
        if (!text.isEmpty())
            rows << qMakePair(key, text.size() > 160 ? text.left(157) + QStringLiteral("…") : text);
    }
    return rows;
}

int ReportSource::findColumn(const DataTable& table, const QString& wanted)
{
    if (wanted.isEmpty())
        return Speedup::fewestResourcesColumn(table);
    if (const int c = table.columnIndex(wanted); c >= 0)
        return c;
    const auto count = Speedup::resourcesFromLabel(wanted);
    for (int c = 0; count && c < table.columnCount(); ++c) {
        if (Speedup::resourcesFromLabel(table.columnName(c)) == count)
            return c;
    }
    return -1;
}

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
    ResultStore& store, qint64 experimentId, RunMetric metric, RunAxis rows, RunAxis columns)
{
    auto experiment = store.experiment(experimentId);
    if (!experiment)
        return experiment.error();
    RunFilter filter;
    filter.experimentId = experimentId;
    auto runs = store.listRuns(filter);
    if (!runs)
        return runs.error();
    auto content = fromRuns(store, *runs, metric, rows, columns);
    if (content) {
        content->title = tr("%1 (experiment %2)").arg(experiment->name).arg(experimentId);
        content->source
            = tr("experiment %1 \"%2\" of %3, created %4")
                  .arg(experimentId)
                  .arg(experiment->name, QFileInfo(store.path()).fileName(), experiment->created.toString(Qt::ISODate));
    }
    return content;
}

Result<ReportContent> ReportSource::fromRuns(
    ResultStore& store, const QList<StoredRun>& runs, RunMetric metric, RunAxis rows, RunAxis columns)
{
    const RunPivotResult result = RunPivot::build(runs, metric, rows, columns);
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
    c.title = tr("%1 runs").arg(c.runCount);
    QList<StoredRun> used;
    for (const StoredRun& r : runs) {
        if (result.usedRuns.contains(r.id))
            used << r;
    }
    c.environment = runConditions(used);
    if (!used.isEmpty()) {
        if (auto env = store.environment(used.first().id)) {
            QJsonObject rest = *env;
            const QJsonObject server = rest.take(QStringLiteral("server")).toObject();
            rest.remove(QStringLiteral("status_delta"));
            c.environment << flatten(rest);
            QJsonObject variables = server.value(QStringLiteral("variables")).toObject();
            QJsonObject head = server;
            head.remove(QStringLiteral("variables"));
            c.serverConfiguration << flatten(head) << flatten(variables);
        }
    }
    return c;
}

} // namespace sb
