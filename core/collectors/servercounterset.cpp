// SPDX-License-Identifier: GPL-3.0-or-later
#include "servercounterset.h"

#include "common/optionproblem.h"

#include <algorithm>

namespace sb {

const QStringList& ServerCounterSet::defaultNames()
{
    // Where InnoDB and the SQL layer wait or spill: the counters that move when a curve bends.
    static const QStringList names { QStringLiteral("Threads_running"), QStringLiteral("Innodb_row_lock_waits"),
        QStringLiteral("Innodb_row_lock_time"), QStringLiteral("Innodb_buffer_pool_reads"),
        QStringLiteral("Innodb_buffer_pool_read_requests"), QStringLiteral("Innodb_buffer_pool_wait_free"),
        QStringLiteral("Innodb_log_waits"), QStringLiteral("Innodb_data_fsyncs"),
        QStringLiteral("Created_tmp_disk_tables"), QStringLiteral("Select_scan"), QStringLiteral("Table_locks_waited"),
        QStringLiteral("Handler_read_rnd_next"), QStringLiteral("Innodb_deadlocks") };
    return names;
}

Result<QStringList> ServerCounterSet::parse(const QString& text, const QString& option)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed == defaultText())
        return defaultNames();
    if (trimmed == QLatin1String("none"))
        return QStringList();
    QStringList names;
    for (const QString& part : trimmed.split(QLatin1Char(','))) {
        const QString name = part.trimmed();
        if (name == defaultText()) {
            for (const QString& n : defaultNames()) {
                if (!names.contains(n, Qt::CaseInsensitive))
                    names.append(n);
            }
            continue;
        }
        const bool wellFormed = !name.isEmpty() && std::all_of(name.cbegin(), name.cend(), [](QChar c) {
            return (c.isLetterOrNumber() && c.unicode() < 128) || c == QLatin1Char('_');
        });
        if (!wellFormed)
            return Error { ErrorCode::OptionValueInvalid, option, name, 0, qint64(OptionProblem::StatusCounterName) };
        if (!names.contains(name, Qt::CaseInsensitive))
            names.append(name);
    }
    return names;
}

bool ServerCounterSet::isLevel(const QString& name)
{
    // SHOW GLOBAL STATUS mixes counters with gauges; these are the gauges a user is likely to pick.
    static const QStringList levels { QStringLiteral("Threads_running"), QStringLiteral("Threads_connected"),
        QStringLiteral("Threads_cached"), QStringLiteral("Open_tables"), QStringLiteral("Open_files"),
        QStringLiteral("Innodb_buffer_pool_pages_dirty"), QStringLiteral("Innodb_buffer_pool_pages_free"),
        QStringLiteral("Innodb_buffer_pool_pages_data"), QStringLiteral("Innodb_row_lock_current_waits"),
        QStringLiteral("Innodb_history_list_length"), QStringLiteral("Memory_used"),
        QStringLiteral("Max_used_connections") };
    return levels.contains(name, Qt::CaseInsensitive);
}

} // namespace sb
