// SPDX-License-Identifier: GPL-3.0-or-later
#include "runtablemodel.h"

#include "analysis/runpivot.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <cmath>
#include <limits>

namespace sb {

RunTableModel::RunTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void RunTableModel::setContents(const QList<StoredExperiment>& experiments, const QList<StoredRun>& runs)
{
    beginResetModel();
    m_experimentNames.clear();
    for (const StoredExperiment& e : experiments)
        m_experimentNames.insert(e.id, e.name);
    m_runs = runs;
    endResetModel();
}

void RunTableModel::clear()
{
    setContents({}, {});
}

int RunTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int RunTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int RunTableModel::rowOfRun(qint64 runId) const
{
    for (int row = 0; row < m_runs.size(); ++row) {
        if (m_runs.at(row).id == runId)
            return row;
    }
    return -1;
}

QString RunTableModel::statusText(RunStatus status)
{
    switch (status) {
    case RunStatus::Running:
        return tr("running");
    case RunStatus::Finished:
        return tr("finished");
    case RunStatus::Interrupted:
        return tr("interrupted");
    case RunStatus::Failed:
        return tr("failed");
    case RunStatus::Stalled:
        return tr("stalled");
    }
    return {};
}

bool RunTableModel::isNumeric(int column)
{
    switch (column) {
    case Id:
    case Clients:
    case Duration:
    case Tps:
    case Qps:
    case P95:
        return true;
    default:
        return false;
    }
}

std::optional<double> RunTableModel::number(const StoredRun& run, int column)
{
    switch (column) {
    case Id:
        return double(run.id);
    case Clients:
        return double(run.spec.threads);
    case Duration:
        return run.hasSummary ? std::optional<double>(run.summary.durationSec) : std::nullopt;
    case Tps:
        return RunPivot::value(run, RunMetric::Tps);
    case Qps:
        return RunPivot::value(run, RunMetric::Qps);
    case P95:
        return RunPivot::value(run, RunMetric::P95);
    default:
        return std::nullopt;
    }
}

QVariant RunTableModel::display(const StoredRun& run, int column) const
{
    const QLocale locale;
    switch (column) {
    case Id:
        return QString::number(run.id);
    case Experiment: {
        const QString name = m_experimentNames.value(run.experimentId);
        return name.isEmpty() ? QString::number(run.experimentId) : name;
    }
    case Started:
        return run.started.isValid() ? locale.toString(run.started.toLocalTime(), QLocale::ShortFormat)
                                     : QString();
    case Workload:
        return RunPivot::key(run, RunAxis::Workload).toString();
    case Clients:
        return QString::number(run.spec.threads);
    case ServerCpus:
        return run.spec.serverCpu.label;
    case ClientCpus:
        return run.spec.clientCpu.label;
    case Status:
        return statusText(run.status);
    default:
        break;
    }
    const std::optional<double> v = number(run, column);
    if (!v)
        return QStringLiteral("–");
    const int decimals = column == P95 ? 2 : 1;
    return QString(locale.toString(*v, 'f', decimals) + (column == Duration ? tr(" s") : QString()));
}

QVariant RunTableModel::sortValue(const StoredRun& run, int column) const
{
    if (isNumeric(column)) // missing figures sort below all others in ascending order
        return number(run, column).value_or(-std::numeric_limits<double>::infinity());
    if (column == Started)
        return run.started;
    if (column == Experiment)
        return run.experimentId;
    return display(run, column);
}

QVariant RunTableModel::toolTip(const StoredRun& run, int column) const
{
    switch (column) {
    case Status:
        return run.reason.isEmpty() ? QVariant() : tr("%1: %2").arg(statusText(run.status), run.reason);
    case Experiment:
        return tr("Experiment %1").arg(run.experimentId);
    case Workload: {
        QStringList options;
        for (auto it = run.spec.workloadOptions.cbegin(); it != run.spec.workloadOptions.cend(); ++it)
            options << it.key() + QLatin1Char('=') + it.value().toString();
        return options.isEmpty() ? QVariant() : options.join(QLatin1Char(' '));
    }
    case ServerCpus:
        return run.spec.serverCpu.spec;
    case ClientCpus:
        return tr("%1, bind %2").arg(run.spec.clientCpu.spec, run.spec.clientBind);
    case Started:
        return run.started.isValid() ? QLocale().toString(run.started.toUTC(), QLocale::LongFormat) : QVariant();
    default:
        return {};
    }
}

QVariant RunTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const StoredRun& run = m_runs.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(run, column);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            Qt::Alignment(isNumeric(column) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        return toolTip(run, column);
    case Qt::ForegroundRole:
        if (column == Status && run.status == RunStatus::Failed)
            return QBrush(QColor(0xB0, 0x20, 0x20));
        if (column == Status && run.status == RunStatus::Interrupted)
            return QBrush(QColor(0xA0, 0x60, 0x00));
        return {};
    case SortRole:
        return sortValue(run, column);
    case RunIdRole:
        return run.id;
    case ExperimentIdRole:
        return run.experimentId;
    case StatusRole:
        return int(run.status);
    default:
        return {};
    }
}

QVariant RunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(
            Qt::Alignment(isNumeric(section) ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    static const char* const titles[] = { QT_TR_NOOP("Run"), QT_TR_NOOP("Experiment"), QT_TR_NOOP("Started"),
        QT_TR_NOOP("Workload"), QT_TR_NOOP("Clients"), QT_TR_NOOP("Server CPUs"), QT_TR_NOOP("Client CPUs"),
        QT_TR_NOOP("Duration"), QT_TR_NOOP("tps"), QT_TR_NOOP("qps"), QT_TR_NOOP("p95 ms"), QT_TR_NOOP("Status") };
    static const char* const tips[] = { QT_TR_NOOP("Run id in the results file"),
        QT_TR_NOOP("The experiment (plan) the run belongs to"), QT_TR_NOOP("When the run started (local time)"),
        QT_TR_NOOP("Workload label"), QT_TR_NOOP("Client connections"), QT_TR_NOOP("CPUs the server was bound to"),
        QT_TR_NOOP("CPUs the client threads were bound to"), QT_TR_NOOP("Measured time, warm-up excluded"),
        QT_TR_NOOP("Transactions per second"), QT_TR_NOOP("Queries per second"),
        QT_TR_NOOP("95th percentile of transaction latency, milliseconds"),
        QT_TR_NOOP("finished, interrupted (stopped or writer gone), failed, or still running") };
    return tr(role == Qt::DisplayRole ? titles[section] : tips[section]);
}

} // namespace sb
