// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalingfigures.h"

#include "analysis/speedup.h"
#include "analysis/uslfit.h"

#include <cmath>

namespace sb {

QString ScalingFigures::kindName(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Throughput:
        return QStringLiteral("throughput");
    case FigureKind::Speedup:
        return QStringLiteral("speedup");
    case FigureKind::PercentDifference:
        return QStringLiteral("difference");
    case FigureKind::UslFit:
        return QStringLiteral("usl");
    }
    return {};
}

QString ScalingFigures::kindTitle(FigureKind kind)
{
    switch (kind) {
    case FigureKind::Throughput:
        return tr("Values by concurrency");
    case FigureKind::Speedup:
        return tr("Speedup by cores");
    case FigureKind::PercentDifference:
        return tr("Percent difference");
    case FigureKind::UslFit:
        return tr("USL fit");
    }
    return {};
}

std::optional<FigureKind> ScalingFigures::kindFromName(const QString& name)
{
    for (FigureKind k :
        { FigureKind::Throughput, FigureKind::Speedup, FigureKind::PercentDifference, FigureKind::UslFit }) {
        if (kindName(k) == name)
            return k;
    }
    return std::nullopt;
}

QString ScalingFigures::xTitle(const QString& xLabel)
{
    const QString l = xLabel.trimmed().toLower();
    if (l == QLatin1String("concurrency") || l == QLatin1String("clients") || l == QLatin1String("threads")
        || l == QLatin1String("client threads") || l.isEmpty())
        return tr("Concurrent clients");
    return xLabel.left(1).toUpper() + xLabel.mid(1);
}

bool ScalingFigures::isThroughput(const QString& metricName)
{
    return metricName == QLatin1String("qps") || metricName == QLatin1String("tps");
}

QString ScalingFigures::metricTitle(const QString& metricName)
{
    if (metricName == QLatin1String("qps"))
        return tr("Throughput (queries/s)");
    if (metricName == QLatin1String("tps"))
        return tr("Throughput (transactions/s)");
    if (metricName == QLatin1String("p95"))
        return tr("95th percentile latency (ms)");
    if (metricName == QLatin1String("p99"))
        return tr("99th percentile latency (ms)");
    if (metricName == QLatin1String("avg_latency"))
        return tr("Mean latency (ms)");
    if (metricName == QLatin1String("errors_per_sec"))
        return tr("Errors (per s)");
    return metricName;
}

FigureData ScalingFigures::values(const DataTable& table, const QString& yTitle, bool logX)
{
    FigureData f;
    f.xTitle = xTitle(table.xLabel());
    f.yTitle = yTitle;
    f.logX = logX;
    for (int c = 0; c < table.columnCount(); ++c) {
        FigureSeries s;
        s.name = table.columnName(c);
        s.colorIndex = c;
        for (int r = 0; r < table.rowCount(); ++r) {
            if (const auto v = table.value(r, c))
                s.points.append(QPointF(table.x(r), *v));
        }
        f.series.append(s);
    }
    return f;
}

FigureData ScalingFigures::speedup(const DataTable& table, int baseline, bool logX)
{
    FigureData f;
    f.yTitle = tr("Speedup over %1").arg(table.columnName(baseline));
    f.logX = logX;
    QList<std::optional<double>> resources;
    bool allResources = true;
    for (int c = 0; c < table.columnCount(); ++c) {
        resources.append(Speedup::resourcesFromLabel(table.columnName(c)));
        allResources = allResources && resources.last();
    }
    auto xOf = [&](int c) { return allResources ? *resources.at(c) : double(c + 1); };
    if (allResources) {
        f.xTitle = tr("Cores");
        // Ticks at the measured core counts (1, 2, 4), not at 0.5 steps between them.
        if (!logX) {
            for (const auto& r : resources)
                f.xCategories.insert(*r, QString::number(*r, 'g', 6));
        }
    } else {
        f.xTitle = tr("Configuration");
        for (int c = 0; c < table.columnCount(); ++c)
            f.xCategories.insert(c + 1, table.columnName(c));
    }
    const QString noun = xTitle(table.xLabel()) == tr("Concurrent clients") ? tr("clients") : table.xLabel();
    for (int r = 0; r < table.rowCount(); ++r) {
        FigureSeries s;
        s.name = QStringLiteral("%1 %2").arg(QString::number(table.x(r), 'g', 6), noun);
        s.colorIndex = r;
        for (int c = 0; c < table.columnCount(); ++c) {
            const double v = Speedup::speedup(table, c, baseline).at(r);
            if (std::isfinite(v))
                s.points.append(QPointF(xOf(c), v));
        }
        if (s.points.size() > 1)
            f.series.append(s);
    }
    if (allResources && *resources.at(baseline) > 0) {
        FigureSeries ideal;
        ideal.name = tr("linear scaling");
        ideal.colorIndex = -1;
        ideal.showMarkers = false;
        double lo = *resources.at(baseline);
        double hi = lo;
        for (const auto& r : resources) {
            lo = std::min(lo, *r);
            hi = std::max(hi, *r);
        }
        const double base = *resources.at(baseline);
        // Sampled, not two end points: on a log-2 x axis y = x is a curve.
        constexpr int kSamples = 32;
        for (int i = 0; i <= kSamples; ++i) {
            const double t = double(i) / kSamples;
            const double x = logX ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
            ideal.points.append(QPointF(x, x / base));
        }
        f.series.append(ideal);
    }
    f.horizontalLine = 1.0;
    return f;
}

FigureData ScalingFigures::percentDifference(const DataTable& table, int from, int to, bool logX)
{
    FigureData f;
    f.xTitle = xTitle(table.xLabel());
    f.yTitle = tr("Difference, %1 vs %2 (%)").arg(table.columnName(to), table.columnName(from));
    f.logX = logX;
    f.horizontalLine = 0.0;
    FigureSeries s;
    s.name = tr("%1 vs %2").arg(table.columnName(to), table.columnName(from));
    s.colorIndex = 0;
    const QList<double> d = Speedup::percentDifference(table, from, to);
    for (int r = 0; r < table.rowCount(); ++r) {
        if (std::isfinite(d.at(r)))
            s.points.append(QPointF(table.x(r), d.at(r)));
    }
    f.series.append(s);
    return f;
}

FigureData ScalingFigures::uslFit(const DataTable& table, const QString& yTitle, bool logX)
{
    FigureData f = values(table, yTitle, logX);
    for (FigureSeries& s : f.series) {
        s.showLine = false;
        QList<double> xs;
        QList<double> ys;
        for (const QPointF& p : s.points) {
            xs.append(p.x());
            ys.append(p.y());
        }
        const auto fit = UslFit::fit(xs, ys);
        if (!fit || xs.isEmpty())
            continue;
        const double lo = std::max(1.0, *std::min_element(xs.begin(), xs.end()) * (logX ? 0.8 : 0.0));
        double hi = *std::max_element(xs.begin(), xs.end());
        const auto optimum = fit->optimalConcurrency();
        if (optimum && *optimum > hi)
            hi = std::min(*optimum * 1.15, 2 * hi);
        constexpr int kSamples = 160;
        for (int i = 0; i <= kSamples; ++i) {
            const double t = double(i) / kSamples;
            const double n = logX ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
            s.curve.append(QPointF(n, fit->predict(n)));
        }
        s.name = tr("%1 (R² %2)").arg(s.name, QString::number(fit->rSquared(), 'f', 3));
        if (optimum && *optimum >= lo && *optimum <= hi) {
            f.markers.append({ QPointF(*optimum, fit->predict(*optimum)),
                tr("N* ≈ %1").arg(QString::number(*optimum, 'f', 0)), s.colorIndex });
        }
    }
    return f;
}

FigureData ScalingFigures::build(
    FigureKind kind, const DataTable& table, const QString& yTitle, int baseline, int compared, bool logX)
{
    switch (kind) {
    case FigureKind::Throughput:
        return values(table, yTitle, logX);
    case FigureKind::Speedup:
        return speedup(table, baseline, logX);
    case FigureKind::PercentDifference:
        return percentDifference(table, baseline, compared, logX);
    case FigureKind::UslFit:
        return uslFit(table, yTitle, logX);
    }
    return {};
}

} // namespace sb
