// SPDX-License-Identifier: GPL-3.0-or-later
// One time scale for tests that wait: a wait that holds on a quiet machine is multiplied by how busy this machine is
// (the 1-minute load per usable CPU) and by the slowdown of a sanitizer build, so that no test keeps a constant of
// its own. SCALEBENCH_TEST_TIME_SCALE raises it (never lowers it); it is capped, so a broken test still ends.
#pragma once

#include <QByteArray>
#include <QDeadlineTimer>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <chrono>
#include <sched.h>

namespace sb::test {

// A larger scale would wait longer than CTest's own timeouts for one test.
constexpr double kMaxTimeScale = 20;

#if defined(__SANITIZE_THREAD__)
constexpr double kSanitizerTimeScale = 5;
#elif defined(__SANITIZE_ADDRESS__)
constexpr double kSanitizerTimeScale = 2;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
constexpr double kSanitizerTimeScale = 5;
#elif __has_feature(address_sanitizer)
constexpr double kSanitizerTimeScale = 2;
#else
constexpr double kSanitizerTimeScale = 1;
#endif
#else
constexpr double kSanitizerTimeScale = 1;
#endif

// The scale from its parts: one on a quiet machine, one more for each runnable task per usable CPU.
inline double timeScaleOf(double loadAverage, int usableCpus, double sanitizer, double floor)
{
    const double perCpu = usableCpus > 0 && loadAverage > 0 ? loadAverage / usableCpus : 0.0;
    const double scale = std::max((1.0 + perCpu) * std::max(sanitizer, 1.0), floor);
    return std::clamp(scale, 1.0, kMaxTimeScale);
}

// The 1-minute load average (/proc/loadavg); 0 when it cannot be read.
inline double loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    bool ok = false;
    const double load = file.readLine().split(' ').value(0).toDouble(&ok);
    return ok ? load : 0.0;
}

// The CPUs this process may run on.
inline int usableCpus()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    return sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 1;
}

// SCALEBENCH_TEST_TIME_SCALE, or 1.
inline double timeScaleFloor()
{
    bool ok = false;
    const double floor = qEnvironmentVariable("SCALEBENCH_TEST_TIME_SCALE").toDouble(&ok);
    return ok && floor > 0 ? floor : 1.0;
}

// Read once per test program: its waits keep one scale while it runs.
inline double timeScale()
{
    static const double scale = timeScaleOf(loadAverage(), usableCpus(), kSanitizerTimeScale, timeScaleFloor());
    return scale;
}

// A wait of `ms` on a quiet machine, scaled.
inline int scaledMs(int ms)
{
    return int(std::min(ms * timeScale(), 2.0e9));
}

inline std::chrono::milliseconds scaled(std::chrono::milliseconds wait)
{
    return std::chrono::milliseconds(scaledMs(int(wait.count())));
}

// Waits until `done()` holds, at most `quietMs` scaled, by the clock, processing events; false when the time ran out.
// A long wait whose end must fit under the watchdog uses this: QTRY_* counts its steps, not the time its check takes,
// and after a timeout waits twice as long again to say how long would have been enough.
template <typename Done>
bool waitUntil(Done done, int quietMs)
{
    const QDeadlineTimer deadline(scaledMs(quietMs));
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QTest::qWait(50);
    }
    return true;
}

// QTest ends a test function after QTEST_FUNCTION_TIMEOUT ms (5 min when unset) with its stacks, not the test's
// words. A test whose scaled waits may outlast that raises it for its own program before QTest reads it, at file scope:
// `[[maybe_unused]] static const bool watchdog = sb::test::raiseFunctionTimeout(180000);` (its longest function on
// a quiet machine, waits included, its long waits by waitUntil), so that a hang is said by the wait that meets it. A
// larger value set is kept.
inline bool raiseFunctionTimeout(int quietMs)
{
    bool ok = false;
    const int set = qEnvironmentVariableIntValue("QTEST_FUNCTION_TIMEOUT", &ok);
    const int wanted = scaledMs(quietMs);
    if (wanted > (ok && set > 0 ? set : 300000))
        qputenv("QTEST_FUNCTION_TIMEOUT", QByteArray::number(wanted));
    return true;
}

} // namespace sb::test

// QTRY_* with a timeout that holds on a quiet machine, scaled.
#define SB_TRY_VERIFY(expr, ms) QTRY_VERIFY_WITH_TIMEOUT(expr, sb::test::scaledMs(ms))
#define SB_TRY_COMPARE(expr, expected, ms) QTRY_COMPARE_WITH_TIMEOUT(expr, expected, sb::test::scaledMs(ms))
#define SB_TRY_VERIFY2(expr, message, ms) QTRY_VERIFY2_WITH_TIMEOUT(expr, message, sb::test::scaledMs(ms))
