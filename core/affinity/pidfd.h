// SPDX-License-Identifier: GPL-3.0-or-later
// An owned pidfd (Linux 5.3+): it keeps naming one process even when that process's pid is reused.
#pragma once

#include "server/processidentity.h"

namespace sb {

class PidFd {
public:
    explicit PidFd(pid_t pid = 0);
    PidFd(PidFd&& other) noexcept;
    PidFd& operator=(PidFd&& other) noexcept;
    PidFd(const PidFd&) = delete;
    PidFd& operator=(const PidFd&) = delete;
    ~PidFd();

    int fd() const { return m_fd; }
    bool isValid() const { return m_fd >= 0; }
    // True once the process has ended (the pidfd polls readable); a pidfd that could not be opened counts as ended.
    bool hasExited() const;
    // The pidfd is opened first and the identity checked after it: when the process has not exited since, the pid
    // still names the process the identity was read from.
    static Result<PidFd> openMatching(const ProcessIdentity& expected);

private:
    int m_fd = -1;
};

} // namespace sb
