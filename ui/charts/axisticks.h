// SPDX-License-Identifier: GPL-3.0-or-later
// Tick values a reader can interpolate between: steps of 1, 2 or 5 times a power of ten on a linear axis, powers of
// two on a log-2 axis and the clock's steps on a time axis, with the axis range widened to the outermost ticks.
#pragma once

#include <QList>
#include <QString>

namespace sb {

class AxisTicks {
public:
    struct Axis {
        double min = 0;
        double max = 1;
        QList<double> ticks;
        double step = 0; // linear step; 0 on a log axis
    };

    // About `target` ticks covering [lo, hi]; a degenerate range is widened around its value. Without `quarters`
    // the steps are 1, 2 and 5 times a power of ten only and the range stays closer to [lo, hi] (time in seconds:
    // whole seconds, never 2.5; a 3.5 s run on -1..3, not -5..5).
    static Axis linear(double lo, double hi, int target = 7, bool quarters = true);
    // Powers of two covering [lo, hi] (lo > 0); every other power when there would be more than `maxTicks`.
    static Axis log2(double lo, double hi, int maxTicks = 9);
    // "0.5", "20", "1000", "12 000" (thin space grouping above 9999), with as many decimals as the step needs.
    static QString label(double value, double step);
    static double niceStep(double roughStep);

    // A time axis in seconds since a run's start: plain seconds up to ten minutes, m:ss up to an hour, h:mm beyond.
    enum class TimeFormat { Seconds, MinutesSeconds, HoursMinutes };
    static TimeFormat timeFormat(double maxSeconds);
    // Ticks on the clock's steps (30 s, 5 min, 15 min, 4 h...) in the format of `hi`: about `target` ticks; in
    // seconds on steps of 1, 2 or 5 times a power of ten (0, 2, 4, not 0, 2.5, 5).
    static Axis time(double lo, double hi, int target = 7);
    // "90" (seconds), "1:30" (m:ss) or "1:30" (h:mm) for 5400 s; negative times (warm-up) with a minus sign.
    static QString timeLabel(double seconds, TimeFormat format);
    // Ticks inside [lo, hi] (not widened) on steps of 1, 2 or 5 times a power of ten, as many as nearest `target`,
    // the coarser step on a tie: a live run's planned time axis (-1..3: -1, 0, 1, 2, 3 for 4 or 5).
    static Axis within(double lo, double hi, int target);
    // A span too short for time()'s clock steps (a zoom into hour five): ticks inside [lo, hi] on 1, 2, 5, 10, 15,
    // 30 s ... steps, or decimal steps below a second; about `target` of them. Not widened.
    static Axis fineTime(double lo, double hi, int target);
    // Their labels in the axis's format: seconds (with the decimals a step below a second needs), m:ss, or h:mm:ss
    // for a step below a minute past an hour.
    static QString fineTimeLabel(double seconds, double step, TimeFormat format);

private:
    // The first of `steps` that covers [lo, hi] in no more than target - 1 intervals; 0 when none does.
    static double firstStepWithin(double lo, double hi, int target, const QList<double>& steps);
};

} // namespace sb
