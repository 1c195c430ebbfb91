// SPDX-License-Identifier: GPL-3.0-or-later
#include "pidfd.h"

#include "common/fileproblem.h"

#include <cerrno>
#include <cstring>
#include <poll.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <utility>

namespace sb {

PidFd::PidFd(pid_t pid)
{
    if (pid > 0)
        m_fd = int(::syscall(SYS_pidfd_open, pid, 0));
}

PidFd::PidFd(PidFd&& other) noexcept
    : m_fd(std::exchange(other.m_fd, -1))
{
}

PidFd& PidFd::operator=(PidFd&& other) noexcept
{
    if (this != &other) {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = std::exchange(other.m_fd, -1);
    }
    return *this;
}

PidFd::~PidFd()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

bool PidFd::hasExited() const
{
    if (m_fd < 0)
        return true;
    pollfd p { m_fd, POLLIN, 0 };
    return ::poll(&p, 1, 0) != 0;
}

Result<PidFd> PidFd::openMatching(const ProcessIdentity& expected)
{
    PidFd fd(expected.pid);
    if (!fd.isValid()) {
        const int error = errno;
        return Error { ErrorCode::FileError, QStringLiteral("/proc/%1").arg(expected.pid),
            QString::fromLocal8Bit(std::strerror(error)), 0, error };
    }
    auto now = ProcessIdentity::of(expected.pid);
    if (!now)
        return now.error();
    if (!(*now == expected) || fd.hasExited())
        return Error { ErrorCode::FileUnusable, QStringLiteral("/proc/%1").arg(expected.pid), {}, 0,
            qint64(FileProblem::OtherProcess),
            { QString::number(expected.pid), now->exeName, QString::number(now->startTime), expected.exeName,
                QString::number(expected.startTime) } };
    return fd;
}

} // namespace sb
