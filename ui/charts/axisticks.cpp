// SPDX-License-Identifier: GPL-3.0-or-later
#include "axisticks.h"

#include <QLocale>
#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

namespace sb {

double AxisTicks::niceStep(double roughStep)
{
    if (!(roughStep > 0) || !std::isfinite(roughStep))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(roughStep)));
    const double fraction = roughStep / magnitude;
    const double nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
    return nice * magnitude;
}

AxisTicks::Axis AxisTicks::linear(double lo, double hi, int target, bool quarters)
{
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
        lo = 0;
        hi = 1;
    }
    if (lo > hi)
        std::swap(lo, hi);
    if (hi - lo < 1e-12 * std::max(1.0, std::abs(hi))) {
        const double pad = lo == 0 ? 1 : std::abs(lo) * 0.1;
        lo -= pad;
        hi += pad;
    }
    // Among 1, 2, 2.5 and 5 times a power of ten, the step whose tick count is nearest the target without wasting
    // much of the axis beyond the data; 2.5 only when clearly better (its labels are harder to read).
    Axis axis;
    const double rough = (hi - lo) / std::max(1, target - 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double bestScore = std::numeric_limits<double>::infinity();
    for (double m : { 0.1, 1.0, 10.0 }) {
        for (double f : { 1.0, 2.0, 2.5, 5.0 }) {
            if (f == 2.5 && !quarters)
                continue;
            const double step = f * m * magnitude;
            const double axisLo = std::floor(lo / step + 1e-9) * step;
            const double axisHi = std::ceil(hi / step - 1e-9) * step;
            const double intervals = std::round((axisHi - axisLo) / step);
            const double waste = 1 - (hi - lo) / (axisHi - axisLo);
            // A time axis (no quarters) keeps close to its data: a 3.5 s run on -5..5 left most of its plot empty.
            const double score = std::abs(intervals - (target - 1)) + (f == 2.5 ? 1.0 : 0.0) + (quarters ? 3 : 10) * waste;
            if (intervals >= 2 && score < bestScore) {
                bestScore = score;
                axis.step = step;
            }
        }
    }
    if (!(axis.step > 0))
        axis.step = niceStep(rough);
    axis.min = std::floor(lo / axis.step + 1e-9) * axis.step;
    axis.max = std::ceil(hi / axis.step - 1e-9) * axis.step;
    const int n = int(std::llround((axis.max - axis.min) / axis.step));
    for (int i = 0; i <= n; ++i) {
        double v = axis.min + i * axis.step;
        if (std::abs(v) < axis.step * 1e-9)
            v = 0; // no "-0"
        axis.ticks.append(v);
    }
    return axis;
}

AxisTicks::Axis AxisTicks::log2(double lo, double hi, int maxTicks)
{
    if (!(lo > 0) || !std::isfinite(lo))
        lo = 1;
    if (!(hi >= lo) || !std::isfinite(hi))
        hi = lo;
    int first = int(std::floor(std::log2(lo) + 1e-9));
    int last = int(std::ceil(std::log2(hi) - 1e-9));
    if (last == first)
        ++last;
    const int every = (last - first + 1 > maxTicks) ? 2 : 1;
    Axis axis;
    axis.min = std::exp2(first);
    axis.max = std::exp2(last);
    for (int e = first; e <= last; e += every)
        axis.ticks.append(std::exp2(e));
    return axis;
}

QString AxisTicks::label(double value, double step)
{
    int decimals = 0;
    if (step > 0 && step < 1)
        decimals = int(std::ceil(-std::log10(step) - 1e-9));
    if (step > 0 && std::abs(step * std::pow(10, decimals) - std::round(step * std::pow(10, decimals))) > 1e-6)
        ++decimals; // 2.5, 0.25
    if (step == 0 && value < 1)
        decimals = int(std::ceil(-std::log2(value))) > 0 ? 3 : 0; // 0.5, 0.25 on a log axis
    // The program's locale (QLocale(): the workstation's language, the environment's for the CLI): the tick labels
    // read as the tables and tiles beside them; a C environment writes 14000 and 0.25.
    const QLocale locale;
    QString text = locale.toString(value, 'f', decimals);
    if (decimals > 0 && step == 0) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(locale.decimalPoint()))
            text.chop(locale.decimalPoint().size());
    }
    return text;
}

AxisTicks::TimeFormat AxisTicks::timeFormat(double maxSeconds)
{
    if (maxSeconds <= 600) // seconds up to ten minutes: a run's usual length reads as a count
        return TimeFormat::Seconds;
    return maxSeconds < 3600 ? TimeFormat::MinutesSeconds : TimeFormat::HoursMinutes;
}

AxisTicks::Axis AxisTicks::time(double lo, double hi, int target)
{
    const TimeFormat format = timeFormat(std::max(std::abs(lo), std::abs(hi)));
    if (format == TimeFormat::Seconds || !(hi > lo))
        return linear(lo, hi, target, false);
    // Steps a clock reader counts in: the first that needs no more than target - 1 intervals.
    static const QList<double> minuteSteps { 15, 30, 60, 120, 300, 600, 900, 1200, 1800 };
    static const QList<double> hourSteps { 300, 600, 900, 1800, 3600, 7200, 10800, 14400, 21600, 43200, 86400 };
    const QList<double>& steps = format == TimeFormat::MinutesSeconds ? minuteSteps : hourSteps;
    Axis axis;
    axis.step = firstStepWithin(lo, hi, target, steps);
    if (axis.step == 0)
        axis.step = steps.constLast();
    axis.min = std::floor(lo / axis.step + 1e-9) * axis.step;
    axis.max = std::ceil(hi / axis.step - 1e-9) * axis.step;
    for (double v = axis.min; v <= axis.max + axis.step * 1e-9; v += axis.step)
        axis.ticks.append(v);
    return axis;
}

double AxisTicks::firstStepWithin(double lo, double hi, int target, const QList<double>& steps)
{
    for (double step : steps) {
        if (std::ceil(hi / step - 1e-9) - std::floor(lo / step + 1e-9) <= target - 1)
            return step;
    }
    return 0;
}

AxisTicks::Axis AxisTicks::within(double lo, double hi, int target)
{
    Axis axis;
    axis.min = lo;
    axis.max = hi;
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi))
        return axis;
    const double magnitude = std::pow(10.0, std::floor(std::log10((hi - lo) / std::max(1, target))));
    int bestDistance = std::numeric_limits<int>::max();
    for (double m : { 0.1, 1.0, 10.0, 100.0 }) {
        for (double f : { 1.0, 2.0, 5.0 }) {
            const double step = f * m * magnitude;
            const int count = int(std::floor(hi / step + 1e-9) - std::ceil(lo / step - 1e-9)) + 1;
            if (count >= 2 && std::abs(count - target) <= bestDistance) { // a tie: the coarser step
                bestDistance = std::abs(count - target);
                axis.step = step;
            }
        }
    }
    if (!(axis.step > 0))
        return linear(lo, hi, target, false);
    for (double t = std::ceil(lo / axis.step - 1e-9) * axis.step; t <= hi + axis.step * 1e-9; t += axis.step)
        axis.ticks.append(std::abs(t) < axis.step * 1e-9 ? 0 : t);
    return axis;
}

AxisTicks::Axis AxisTicks::fineTime(double lo, double hi, int target)
{
    static const QList<double> secondSteps { 1, 2, 5, 10, 15, 30, 60, 120, 300, 600 };
    Axis axis;
    axis.min = lo;
    axis.max = hi;
    axis.step = firstStepWithin(lo, hi, target, secondSteps);
    const double decimal = linear(lo, hi, target, false).step;
    if (axis.step == 0 || decimal < 1)
        axis.step = decimal; // below a second: decimal steps
    const double margin = (hi - lo) * 1e-9;
    for (double t = std::ceil(lo / axis.step - 1e-9) * axis.step; t <= hi + margin; t += axis.step)
        axis.ticks.append(t);
    return axis;
}

QString AxisTicks::fineTimeLabel(double seconds, double step, TimeFormat format)
{
    if (format == TimeFormat::Seconds)
        return step < 1 ? QString::number(seconds, 'f', std::clamp(int(std::ceil(-std::log10(step) - 1e-9)), 1, 3))
                        : QString::number(std::llround(seconds));
    const qint64 whole = std::llround(std::abs(seconds));
    const QString sign = seconds < 0 && whole > 0 ? QStringLiteral("-") : QString();
    if (format == TimeFormat::MinutesSeconds || step >= 60)
        return sign + timeLabel(std::abs(seconds), step >= 60 ? format : TimeFormat::MinutesSeconds);
    return sign
        + QStringLiteral("%1:%2:%3")
              .arg(whole / 3600)
              .arg(whole % 3600 / 60, 2, 10, QLatin1Char('0'))
              .arg(whole % 60, 2, 10, QLatin1Char('0'));
}

QString AxisTicks::timeLabel(double seconds, TimeFormat format)
{
    if (format == TimeFormat::Seconds)
        return QString::number(seconds, 'g', 6);
    const qint64 whole = std::llround(std::abs(seconds));
    const qint64 unit = format == TimeFormat::HoursMinutes ? 3600 : 60; // h:mm or m:ss
    const qint64 big = whole / unit;
    const qint64 small = whole % unit / (unit / 60);
    return (seconds < 0 && whole > 0 ? QStringLiteral("-") : QString())
        + QStringLiteral("%1:%2").arg(big).arg(small, 2, 10, QLatin1Char('0'));
}

} // namespace sb
