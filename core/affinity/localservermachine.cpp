// SPDX-License-Identifier: GPL-3.0-or-later
#include "localservermachine.h"

#include "common/bindingproblem.h"
#include "hostinfo.h"
#include "server/serverprocess.h"
#include "serverthreadsampler.h"

#include <QFile>
#include <unistd.h>

namespace sb {

namespace {

    class LocalBinding : public HostBinding {
    public:
        explicit LocalBinding(ServerBinding binding)
            : m_binding(std::move(binding))
        {
        }
        bool isActive() const override { return m_binding.isActive(); }
        CpuSet effectiveCpus() const override { return m_binding.effectiveCpus(); }
        QList<ThreadMask> readBack() const override { return m_binding.readBack(); }
        QList<ThreadMask> refusedThreads() const override { return m_binding.refusedThreads(); }
        Error restore() override { return m_binding.isActive() ? m_binding.restore() : Error {}; }

    private:
        ServerBinding m_binding;
    };

    class LocalSampler : public HostThreadSampler {
    public:
        explicit LocalSampler(pid_t pid)
            : m_sampler(pid)
        {
        }
        std::vector<ServerThreadCpu> sample() override { return m_sampler.sample(); }

    private:
        ServerThreadSampler m_sampler;
    };

} // namespace

std::shared_ptr<ServerMachine> ServerMachine::local()
{
    return std::make_shared<LocalServerMachine>();
}

QString LocalServerMachine::name() const
{
    char name[256] = {};
    return ::gethostname(name, sizeof name - 1) == 0 ? QString::fromLocal8Bit(name) : QString();
}

Result<Topology> LocalServerMachine::topology()
{
    return Topology::loadLocal();
}

Result<ProcessIdentity> LocalServerMachine::findServer(const ServerLocator& where)
{
    if (where.pid > 0) {
        if (Error e = ServerProcess::check(where.pid))
            return e;
        return ProcessIdentity::of(where.pid);
    }
    if (!where.socket.isEmpty()) {
        auto found = ServerProcess::bySocket(where.socket);
        if (found || where.port == 0)
            return found;
    }
    if (where.port > 0)
        return ServerProcess::byPort(where.port);
    return Error { ErrorCode::BindingRefused, QStringLiteral("--server-pid"), {}, 0, qint64(BindingProblem::NotLocal) };
}

Result<std::unique_ptr<HostBinding>> LocalServerMachine::bind(const ProcessIdentity& server, const CpuSet& cpus)
{
    // The pid must still be the process that was checked: a server restarted in between is another process.
    if (!server.isAlive())
        return Error { ErrorCode::BindingRefused, QStringLiteral("--server-pid"), {}, 0,
            qint64(BindingProblem::NoSuchProcess), { QString::number(server.pid) } };
    auto binding = ServerBinding::apply(server.pid, cpus);
    if (!binding)
        return binding.error();
    return std::unique_ptr<HostBinding>(std::make_unique<LocalBinding>(std::move(*binding)));
}

Result<QList<ThreadMask>> LocalServerMachine::threads(pid_t pid)
{
    return ServerBinding::readThreads(pid);
}

Result<std::unique_ptr<HostThreadSampler>> LocalServerMachine::threadSampler(pid_t pid)
{
    return std::unique_ptr<HostThreadSampler>(std::make_unique<LocalSampler>(pid));
}

QJsonObject LocalServerMachine::hostInfo(const CpuSet& cpus, const Topology& topology)
{
    return HostInfo::collect(cpus, topology).toJson();
}

double LocalServerMachine::processCpuSeconds(pid_t pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (pid <= 0 || !file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = file.readAll();
    const qsizetype close = text.lastIndexOf(')'); // the command name may hold spaces and parentheses
    const QList<QByteArray> fields = text.mid(close + 2).split(' ');
    if (close < 0 || fields.size() < 13)
        return -1;
    const double ticks = double(fields.at(11).toULongLong() + fields.at(12).toULongLong());
    return ticks / double(::sysconf(_SC_CLK_TCK));
}

} // namespace sb
