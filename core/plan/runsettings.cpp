// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsettings.h"

#include <cmath>

namespace sb {

const QList<RunSetting>& RunSettings::all()
{
    static const QList<RunSetting> settings {
        { "threads", "clients", 1, 100000, true, "clients" },
        { "time", "duration", 0, 604800, false, "s" },
        { "events", "events", 0, 1e15, true, "" },
        { "warmup_time", "warmup", 0, 604800, false, "s" },
        { "report_interval", "report_interval", 0, 3600, false, "s" }, // 0: summary only; else >= 0.1 (Runner)
        { "rate", "rate", 0, 1e9, false, "tx/s" },
        { "rate_max_backlog", "rate_max_backlog", 0, 1e12, true, "" },
        { "cooldown", "cooldown", 0, 604800, false, "s" },
        { "restart_settle", "restart_settle", 0, 1e5, false, "s" },
        { "repetitions", "repetitions", 1, 1000, true, "" },
        { "prepare_threads", "prepare_threads", 1, 1024, true, "" },
        { "driver_threads", "driver_threads", 0, 4096, true, "" },
        { "connect_rate", "connect_rate", 0, 1e9, false, "" },
        { "connect_deadline", "connect_deadline", 0, 86400, false, "s" },
        { "think_time", "think_time_ms", 0, 1e9, false, "ms" },
        { "stall_timeout", "stall_timeout", 0, 1e6, false, "s" }, // 0: no stall watchdog
    };
    return settings;
}

const RunSetting* RunSettings::byCliName(const QString& name)
{
    for (const RunSetting& s : all()) {
        if (name == QLatin1String(s.cliName))
            return &s;
    }
    return nullptr;
}

const RunSetting* RunSettings::byPlanKey(const QString& key)
{
    for (const RunSetting& s : all()) {
        if (key == QLatin1String(s.planKey))
            return &s;
    }
    return nullptr;
}

Result<double> RunSettings::check(const RunSetting& s, double value, const QString& context)
{
    if (!std::isfinite(value) || value < s.minimum || value > s.maximum || (s.integer && value != std::floor(value)))
        return Error { ErrorCode::OptionOutOfRange, context, QString::number(value) };
    return value;
}

Result<double> RunSettings::parse(const RunSetting& s, const QString& text, const QString& context)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok)
        return Error { ErrorCode::OptionOutOfRange, context, QLatin1Char('\'') + text + QLatin1Char('\'') };
    return check(s, value, context);
}

} // namespace sb
