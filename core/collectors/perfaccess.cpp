// SPDX-License-Identifier: GPL-3.0-or-later
#include "perfaccess.h"

#include <QFile>
#include <QFileInfo>
#include <unistd.h>

namespace sb::PerfAccess {

namespace {

    constexpr int kCapSysPtrace = 19;
    constexpr int kCapSysAdmin = 21;
    constexpr int kCapPerfmon = 38;

    bool hasCapability(int cap)
    {
        QFile status(QStringLiteral("/proc/self/status"));
        if (!status.open(QIODevice::ReadOnly))
            return false;
        for (const QByteArray& line : status.readAll().split('\n')) {
            if (!line.startsWith("CapEff:"))
                continue;
            bool ok = false;
            const quint64 mask = line.mid(7).trimmed().toULongLong(&ok, 16);
            return ok && (mask >> cap) & 1u;
        }
        return false;
    }

} // namespace

int paranoidLevel()
{
    QFile file(QStringLiteral("/proc/sys/kernel/perf_event_paranoid"));
    if (!file.open(QIODevice::ReadOnly))
        return 2;
    bool ok = false;
    const int level = file.readAll().trimmed().toInt(&ok);
    return ok ? level : 2;
}

bool privileged()
{
    return ::geteuid() == 0 || hasCapability(kCapPerfmon) || hasCapability(kCapSysAdmin);
}

bool mayTrace()
{
    return ::geteuid() == 0 || hasCapability(kCapPerfmon) || hasCapability(kCapSysPtrace);
}

QString otherUser(pid_t pid)
{
    const QFileInfo info(QStringLiteral("/proc/%1").arg(pid));
    if (!info.exists() || info.ownerId() == ::geteuid())
        return {};
    const QString name = info.owner();
    return name.isEmpty() ? QString::number(info.ownerId()) : name;
}

std::optional<PerfRefusal> refusal(pid_t pid, int kernelLevel)
{
    if (const QString user = otherUser(pid); !user.isEmpty() && !mayTrace())
        return PerfRefusal { QStringLiteral("other_user"), user };
    if (const int level = paranoidLevel(); level > kernelLevel && !privileged())
        return PerfRefusal { QStringLiteral("perf_event_paranoid"), QString::number(level) };
    return std::nullopt;
}

} // namespace sb::PerfAccess
