// SPDX-License-Identifier: GPL-3.0-or-later
#include "servervariabletext.h"

#include <QLocale>
#include <QStringList>
#include <cmath>

namespace sb {

bool ServerVariableText::isByteSize(const QString& name)
{
    // Counts that happen to end in _size (threads, cache entries, rows); performance_schema sizes are all counts.
    static const QStringList counts { QStringLiteral("thread_pool_size"), QStringLiteral("thread_cache_size"),
        QStringLiteral("host_cache_size"), QStringLiteral("innodb_purge_batch_size"),
        QStringLiteral("metadata_locks_cache_size"), QStringLiteral("thread_pool_oversubscribe") };
    return name.endsWith(QLatin1String("_size")) && !counts.contains(name)
        && !name.startsWith(QLatin1String("performance_schema_"));
}

QString ServerVariableText::bytes(qint64 bytes)
{
    if (bytes < 1024)
        return tr("%1 bytes").arg(bytes);
    static const char* const units[] = { "KiB", "MiB", "GiB", "TiB" };
    double v = double(bytes);
    int unit = -1;
    while (v >= 1024 && unit < 3) {
        v /= 1024;
        ++unit;
    }
    const bool whole = std::abs(v - std::round(v)) < 0.005;
    return QStringLiteral("%1 %2").arg(QLocale().toString(v, 'f', whole ? 0 : 1), QLatin1String(units[unit]));
}

QString ServerVariableText::display(const QString& name, const QString& value)
{
    bool ok = false;
    const qint64 n = value.toLongLong(&ok);
    if (!ok || n < 0 || !isByteSize(name))
        return value;
    return bytes(n);
}

} // namespace sb
