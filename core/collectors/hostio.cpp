// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostio.h"

#include <QList>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace sb {

namespace {

    // A /proc file's whole text; on failure the errno's reason and words.
    bool readProc(const QByteArray& path, QByteArray* text, QString* reason, QString* detail)
    {
        const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
        int error = fd < 0 ? errno : 0;
        if (fd >= 0) {
            char buffer[4096];
            for (;;) {
                const ssize_t n = ::read(fd, buffer, sizeof buffer);
                if (n > 0) {
                    text->append(buffer, n);
                    continue;
                }
                if (n < 0 && errno == EINTR)
                    continue;
                error = n < 0 ? errno : 0;
                break;
            }
            ::close(fd);
        }
        if (error == 0)
            return true;
        *reason = error == ENOENT || error == ESRCH ? QStringLiteral("no_process")
            : error == EACCES || error == EPERM     ? QStringLiteral("no_permission")
                                                    : QStringLiteral("not_supported");
        *detail = QString::fromLocal8Bit(std::strerror(error));
        return false;
    }

    QByteArray procPath(pid_t pid, const char* file)
    {
        return QByteArray("/proc/") + QByteArray::number(qint64(pid)) + '/' + file;
    }

    // "name: 123 kB" lines: the number after `name`, or -1.
    qint64 field(const QByteArray& text, const QByteArray& name)
    {
        for (const QByteArray& line : text.split('\n')) {
            if (!line.startsWith(QByteArray(name + ':')))
                continue;
            bool ok = false;
            const QByteArray value = line.mid(name.size() + 1).trimmed().split(' ').value(0);
            const qint64 v = value.toLongLong(&ok);
            return ok ? v : -1;
        }
        return -1;
    }

} // namespace

ProcessIoReading parseProcessIo(const QByteArray& text)
{
    ProcessIoReading r;
    const qint64 read = field(text, "read_bytes");
    const qint64 write = field(text, "write_bytes");
    const qint64 cancelled = field(text, "cancelled_write_bytes");
    if (read < 0 || write < 0) {
        r.reason = QStringLiteral("not_supported"); // a kernel without task I/O accounting
        return r;
    }
    r.readBytes = std::uint64_t(read);
    r.writeBytes = std::uint64_t(write);
    r.cancelledWriteBytes = cancelled > 0 ? std::uint64_t(cancelled) : 0;
    return r;
}

ProcessIoReading readProcessIo(pid_t pid)
{
    QByteArray text;
    ProcessIoReading r;
    if (pid <= 0) {
        r.reason = QStringLiteral("no_process");
        return r;
    }
    if (!readProc(procPath(pid, "io"), &text, &r.reason, &r.detail))
        return r;
    return parseProcessIo(text);
}

DeviceIoReading parseDiskStats(const QByteArray& text, unsigned major, unsigned minor)
{
    DeviceIoReading r;
    for (const QByteArray& line : text.split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        // major minor name reads merged sectors ms writes merged sectors ms ... (Documentation/admin-guide/iostats)
        if (f.size() < 10 || f.at(0).toUInt() != major || f.at(1).toUInt() != minor)
            continue;
        r.device = QString::fromLatin1(f.at(2));
        r.reads = f.at(3).toULongLong();
        r.readBytes = f.at(5).toULongLong() * 512;
        r.writes = f.at(7).toULongLong();
        r.writeBytes = f.at(9).toULongLong() * 512;
        return r;
    }
    r.reason = QStringLiteral("no_block_device");
    r.detail = QStringLiteral("%1:%2").arg(major).arg(minor);
    return r;
}

DeviceIoReading readDeviceIo(pid_t pid)
{
    DeviceIoReading r;
    if (pid <= 0) {
        r.reason = QStringLiteral("no_process");
        return r;
    }
    // The working directory is the datadir for mariadbd and mysqld; following the link needs ptrace access.
    struct stat st { };
    if (::stat(procPath(pid, "cwd").constData(), &st) != 0) {
        const int error = errno;
        r.reason = error == ENOENT || error == ESRCH ? QStringLiteral("no_process")
            : error == EACCES || error == EPERM      ? QStringLiteral("no_permission")
                                                     : QStringLiteral("not_supported");
        r.detail = QString::fromLocal8Bit(std::strerror(error));
        return r;
    }
    QByteArray text;
    if (!readProc("/proc/diskstats", &text, &r.reason, &r.detail)) {
        r.reason = QStringLiteral("not_supported");
        return r;
    }
    // tmpfs, overlayfs, NFS: major 0, no block device of their own.
    return parseDiskStats(text, ::major(st.st_dev), ::minor(st.st_dev));
}

MemoryReading parseMemory(const QByteArray& statusText)
{
    MemoryReading r;
    const qint64 peak = field(statusText, "VmHWM");
    const qint64 rss = field(statusText, "VmRSS");
    if (peak < 0 || rss < 0) {
        r.reason = QStringLiteral("not_supported"); // a kernel thread or a zombie has no memory lines
        return r;
    }
    r.peakRssKb = std::uint64_t(peak);
    r.rssKb = std::uint64_t(rss);
    return r;
}

MemoryReading readMemory(pid_t pid)
{
    MemoryReading r;
    QByteArray text;
    if (pid <= 0) {
        r.reason = QStringLiteral("no_process");
        return r;
    }
    if (!readProc(procPath(pid, "status"), &text, &r.reason, &r.detail))
        return r;
    return parseMemory(text);
}

HostIoReading readHostIo(pid_t pid)
{
    return { readProcessIo(pid), readDeviceIo(pid), readMemory(pid) };
}

namespace {

    const QString kReasonKey = QStringLiteral("reason");
    const QString kDetailKey = QStringLiteral("detail");

    QJsonObject missing(const QString& reason, const QString& detail)
    {
        QJsonObject o { { kReasonKey, reason } };
        if (!detail.isEmpty())
            o.insert(kDetailKey, detail);
        return o;
    }

    // Byte counts travel as doubles: exact up to 2^53 (8 PB).
    std::uint64_t count(const QJsonObject& o, const char* key)
    {
        return std::uint64_t(std::max(0.0, o.value(QLatin1String(key)).toDouble()));
    }

    template <typename Reading> bool readReason(const QJsonObject& o, Reading& r)
    {
        if (!o.contains(kReasonKey) && !o.isEmpty())
            return false;
        r.reason = o.isEmpty() ? QStringLiteral("not_supported") : o.value(kReasonKey).toString();
        r.detail = o.value(kDetailKey).toString();
        return true;
    }

} // namespace

QJsonObject HostIoReading::toJson() const
{
    const QJsonObject ioJson = !io.ok() ? missing(io.reason, io.detail)
                                        : QJsonObject { { QStringLiteral("read_bytes"), double(io.readBytes) },
                                              { QStringLiteral("write_bytes"), double(io.writeBytes) },
                                              { QStringLiteral("cancelled_write_bytes"), double(io.cancelledWriteBytes) } };
    const QJsonObject deviceJson = !device.ok() ? missing(device.reason, device.detail)
                                                : QJsonObject { { QStringLiteral("device"), device.device },
                                                      { QStringLiteral("reads"), double(device.reads) },
                                                      { QStringLiteral("read_bytes"), double(device.readBytes) },
                                                      { QStringLiteral("writes"), double(device.writes) },
                                                      { QStringLiteral("write_bytes"), double(device.writeBytes) } };
    const QJsonObject memoryJson = !memory.ok() ? missing(memory.reason, memory.detail)
                                                : QJsonObject { { QStringLiteral("peak_rss_kb"), double(memory.peakRssKb) },
                                                      { QStringLiteral("rss_kb"), double(memory.rssKb) } };
    return { { QStringLiteral("io"), ioJson }, { QStringLiteral("device"), deviceJson },
        { QStringLiteral("memory"), memoryJson } };
}

HostIoReading HostIoReading::fromJson(const QJsonObject& o)
{
    HostIoReading r;
    const QJsonObject ioJson = o.value(QStringLiteral("io")).toObject();
    if (!readReason(ioJson, r.io)) {
        r.io.readBytes = count(ioJson, "read_bytes");
        r.io.writeBytes = count(ioJson, "write_bytes");
        r.io.cancelledWriteBytes = count(ioJson, "cancelled_write_bytes");
    }
    const QJsonObject deviceJson = o.value(QStringLiteral("device")).toObject();
    if (!readReason(deviceJson, r.device)) {
        r.device.device = deviceJson.value(QStringLiteral("device")).toString();
        r.device.reads = count(deviceJson, "reads");
        r.device.readBytes = count(deviceJson, "read_bytes");
        r.device.writes = count(deviceJson, "writes");
        r.device.writeBytes = count(deviceJson, "write_bytes");
    }
    const QJsonObject memoryJson = o.value(QStringLiteral("memory")).toObject();
    if (!readReason(memoryJson, r.memory)) {
        r.memory.peakRssKb = count(memoryJson, "peak_rss_kb");
        r.memory.rssKb = count(memoryJson, "rss_kb");
    }
    return r;
}

HostIoReading HostIoReading::failed(const QString& reason, const QString& detail)
{
    HostIoReading r;
    r.io.reason = r.device.reason = r.memory.reason = reason;
    r.io.detail = r.device.detail = r.memory.detail = detail;
    return r;
}

} // namespace sb
