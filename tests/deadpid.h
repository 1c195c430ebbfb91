// SPDX-License-Identifier: GPL-3.0-or-later
// For tests that need a process id that surely names no running process (a binder that died, say).
#pragma once

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

namespace sb::test {

// A child that already ended and was reaped: its pid is free (until the kernel hands it out again, far later).
inline pid_t deadPid()
{
    const pid_t pid = ::fork();
    if (pid == 0)
        ::_exit(0);
    ::waitpid(pid, nullptr, 0);
    return pid;
}

} // namespace sb::test
