// SPDX-License-Identifier: GPL-3.0-or-later
// What a server process costs its host in I/O and memory, read from /proc: functions that take a pid and return
// plain values, so that a local run and the agent on a server's host (agent protocol 2) read them alike.
// - readProcessIo: /proc/PID/io, the process's own storage I/O (read_bytes: what it caused to be read from a block
//   device, buffered or O_DIRECT; write_bytes: what it dirtied or wrote directly; cancelled_write_bytes: dirtied
//   pages truncated before writeback). Another user's process needs ptrace access (root or the same user).
// - readDeviceIo: /proc/diskstats of the block device that holds the process's working directory (mariadbd and
//   mysqld chdir to their datadir): reads and sectors of everyone on that device, not the server's alone.
// - readMemory: VmHWM (the peak resident set since the process started) and VmRSS from /proc/PID/status.
// Each reading says why it is missing ("no_process", "no_permission", "not_supported", "no_block_device"), never 0.
// readHostIo reads the three at once; its JSON form is what scalebench-agent answers to "host_io" (protocol 2), so
// a server on another host is read there with these same functions.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <sys/types.h>

namespace sb {

struct ProcessIoReading {
    QString reason; // empty when read
    QString detail; // the system's words (strerror) when it could not be
    std::uint64_t readBytes = 0;
    std::uint64_t writeBytes = 0;
    std::uint64_t cancelledWriteBytes = 0;
    bool ok() const { return reason.isEmpty(); }
};

struct DeviceIoReading {
    QString reason;
    QString detail;
    QString device; // the name in /proc/diskstats ("vda", "nvme0n1p2", "dm-0")
    std::uint64_t reads = 0; // reads completed
    std::uint64_t readBytes = 0; // sectors read x 512
    std::uint64_t writes = 0;
    std::uint64_t writeBytes = 0;
    bool ok() const { return reason.isEmpty(); }
};

struct MemoryReading {
    QString reason;
    QString detail;
    std::uint64_t peakRssKb = 0; // VmHWM
    std::uint64_t rssKb = 0; // VmRSS
    bool ok() const { return reason.isEmpty(); }
};

ProcessIoReading readProcessIo(pid_t pid);
ProcessIoReading parseProcessIo(const QByteArray& text);
DeviceIoReading readDeviceIo(pid_t pid);
// The line of /proc/diskstats for device major:minor (the text of the whole file); reason "no_block_device" when none.
DeviceIoReading parseDiskStats(const QByteArray& text, unsigned major, unsigned minor);
MemoryReading readMemory(pid_t pid);
MemoryReading parseMemory(const QByteArray& statusText);

// The three readings of one process at one moment (a local read, or the agent's answer).
struct HostIoReading {
    ProcessIoReading io;
    DeviceIoReading device;
    MemoryReading memory;
    QJsonObject toJson() const; // {io: {...} | {reason, detail}, device: ..., memory: ...}
    static HostIoReading fromJson(const QJsonObject& o);
    // Every part said `reason` (the agent could not be asked: "agent_failed", its words in detail).
    static HostIoReading failed(const QString& reason, const QString& detail = {});
};
HostIoReading readHostIo(pid_t pid);

} // namespace sb
