// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostio.h"

#include <QList>
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

} // namespace sb
