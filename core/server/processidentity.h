// SPDX-License-Identifier: GPL-3.0-or-later
// Who a process is, beyond its pid: the start time (/proc/PID/stat field 22) and the exact executable name, so that
// a reused pid or a look-alike (mysqld_safe, mysqld_exporter) is never taken for the process we bound.
#pragma once

#include "common/error.h"

#include <QString>
#include <sys/types.h>

namespace sb {

class ProcessIdentity {
public:
    pid_t pid = 0;
    quint64 startTime = 0; // clock ticks after boot
    QString exeName; // base name of /proc/PID/exe, without the " (deleted)" of a replaced binary

    // Reads the identity of a running process; FileError (value: errno) when it is gone or not readable.
    static Result<ProcessIdentity> of(pid_t pid);
    // The process start time alone (0 when the process is gone): enough to tell a live binder from a reused pid.
    static quint64 startTimeOf(pid_t pid);
    // True while `pid` is the very process this identity was read from.
    bool isAlive() const;
    bool operator==(const ProcessIdentity& other) const = default;
};

} // namespace sb
