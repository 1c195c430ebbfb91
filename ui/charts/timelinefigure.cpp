// SPDX-License-Identifier: GPL-3.0-or-later
#include "timelinefigure.h"

#include "analysis/seriesdecimator.h"
#include "axisticks.h"

#include <algorithm>
#include <span>

namespace sb {

QString TimelineFigure::xTitle(double maxSeconds)
{
    switch (AxisTicks::timeFormat(maxSeconds)) {
    case AxisTicks::TimeFormat::Seconds:
        return tr("Time since the measured start (s)");
    case AxisTicks::TimeFormat::MinutesSeconds:
        return tr("Time since the measured start (min:s)");
    case AxisTicks::TimeFormat::HoursMinutes:
        return tr("Time since the measured start (h:min)");
    }
    return {};
}

FigureData TimelineFigure::build(const QList<TimelineSeries>& runs, const QString& yTitle, int columns)
{
    double end = 0;
    for (const TimelineSeries& run : runs) {
        if (!run.times.isEmpty())
            end = std::max(end, run.times.constLast());
    }
    FigureData figure;
    figure.yTitle = yTitle;
    figure.xTitle = xTitle(end);
    figure.xTime = true;
    figure.yFromZero = true; // a stall falls to zero: the axis shows how far
    for (int i = 0; i < runs.size(); ++i) {
        const TimelineSeries& run = runs.at(i);
        const qsizetype n = std::min(run.times.size(), run.values.size());
        FigureSeries series;
        series.name = runs.size() > 1 ? run.name : QString();
        series.colorIndex = i;
        series.showMarkers = false;
        series.lineWidthScale = 0.5;
        // Every run on the same columns (0 .. the longest run's end): a column is the same time span in each line.
        series.points = SeriesDecimator::decimate(std::span<const double>(run.times.constData(), std::size_t(n)),
            std::span<const double>(run.values.constData(), std::size_t(n)), 0, end, std::max(columns, 1));
        figure.series.append(series);
        // An incident: a dashed line from the top of the run's values down to the time axis, labelled.
        const double top = run.values.isEmpty() ? 0 : *std::max_element(run.values.cbegin(), run.values.cend());
        for (double t : run.incidents) {
            FigureMarker marker;
            marker.at = QPointF(t, top);
            marker.label = tr("incident");
            marker.colorIndex = i;
            figure.markers.append(marker);
        }
        for (double t : run.restarts) {
            FigureMarker marker;
            marker.at = QPointF(t, top);
            marker.label = tr("server restarted");
            marker.colorIndex = i;
            figure.markers.append(marker);
        }
    }
    return figure;
}

} // namespace sb
