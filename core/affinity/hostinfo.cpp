// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostinfo.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QSysInfo>
#include <algorithm>
#include <sys/utsname.h>

namespace sb {

namespace {

    QString readLine(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(file.readLine()).trimmed();
    }

    std::optional<double> readKHzAsMHz(const QString& path)
    {
        bool ok = false;
        const double khz = readLine(path).toDouble(&ok);
        if (!ok || khz <= 0)
            return std::nullopt;
        return khz / 1000.0;
    }

    struct CpuInfo {
        QHash<int, QString> models;
        QHash<int, double> mhz;
    };

    // /proc/cpuinfo, per processor: the model, and the current clock where cpufreq is missing (VMs).
    CpuInfo readCpuInfo()
    {
        CpuInfo info;
        QFile file(QStringLiteral("/proc/cpuinfo"));
        if (!file.open(QIODevice::ReadOnly))
            return info;
        int cpu = -1;
        for (const QByteArray& line : file.readAll().split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon < 0)
                continue;
            const QByteArray key = line.left(colon).trimmed();
            const QString value = QString::fromUtf8(line.mid(colon + 1)).trimmed();
            if (key == "processor")
                cpu = value.toInt();
            else if (key == "model name" || key == "cpu model" || key == "Hardware")
                info.models.insert(cpu, value);
            else if (key == "cpu MHz" && value.toDouble() > 0)
                info.mhz.insert(cpu, value.toDouble());
        }
        return info;
    }

    CpuFrequency frequencyOf(int cpu, const CpuInfo& info)
    {
        const QString dir = QStringLiteral("/sys/devices/system/cpu/cpu%1/cpufreq/").arg(cpu);
        CpuFrequency f;
        f.cpu = cpu;
        f.currentMHz = readKHzAsMHz(dir + QStringLiteral("scaling_cur_freq"));
        if (!f.currentMHz && info.mhz.contains(cpu))
            f.currentMHz = info.mhz.value(cpu);
        f.maxMHz = readKHzAsMHz(dir + QStringLiteral("cpuinfo_max_freq"));
        f.governor = readLine(dir + QStringLiteral("scaling_governor"));
        return f;
    }

    TurboState readTurbo()
    {
        // intel_pstate says "no_turbo" (1 = off); acpi-cpufreq and amd say "boost" (1 = on).
        const QString noTurbo = readLine(QStringLiteral("/sys/devices/system/cpu/intel_pstate/no_turbo"));
        if (!noTurbo.isEmpty())
            return noTurbo == QLatin1String("1") ? TurboState::Off : TurboState::On;
        const QString boost = readLine(QStringLiteral("/sys/devices/system/cpu/cpufreq/boost"));
        if (!boost.isEmpty())
            return boost == QLatin1String("1") ? TurboState::On : TurboState::Off;
        return TurboState::Unknown;
    }

    QString osPrettyName()
    {
        QFile file(QStringLiteral("/etc/os-release"));
        if (file.open(QIODevice::ReadOnly)) {
            for (const QByteArray& line : file.readAll().split('\n')) {
                if (line.startsWith("PRETTY_NAME="))
                    return QString::fromUtf8(line.mid(12)).trimmed().remove(QLatin1Char('"'));
            }
        }
        return QSysInfo::prettyProductName();
    }

    bool holdsSiblings(const CpuSet& cpus, const Topology& topology)
    {
        for (const auto& core : topology.cores()) {
            if ((CpuSet::fromVector(core.pus) & cpus).count() > 1)
                return true;
        }
        return false;
    }

    void summarizeFrequencies(HostInfo& info)
    {
        double sum = 0;
        int n = 0;
        for (const CpuFrequency& f : info.frequencies) {
            if (f.currentMHz) {
                sum += *f.currentMHz;
                ++n;
            }
            if (f.maxMHz)
                info.maxMHz = std::max(info.maxMHz.value_or(0.0), *f.maxMHz);
            if (!f.governor.isEmpty() && !info.governors.contains(f.governor))
                info.governors << f.governor;
        }
        if (n > 0)
            info.currentMHz = sum / n;
        info.governors.sort();
    }

    QJsonValue optionalJson(const std::optional<double>& v)
    {
        return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
    }

} // namespace

HostInfo HostInfo::collect(const CpuSet& cpus)
{
    const auto topology = Topology::loadLocal();
    if (topology)
        return collect(cpus, *topology);
    HostInfo info = collect(cpus, *Topology::fromSynthetic(QStringLiteral("pu:1")));
    info.cores = 0; // unknown without a topology
    info.smtAvailable = false;
    info.smtInUse = false;
    return info;
}

HostInfo HostInfo::collect(const CpuSet& cpus, const Topology& topology)
{
    HostInfo info;
    info.cpus = cpus;
    info.pus = cpus.count();
    info.cores = topology.coresCovered(cpus);
    info.smtAvailable = topology.smtEnabled();
    info.smtInUse = holdsSiblings(cpus, topology);
    info.smtControl = readLine(QStringLiteral("/sys/devices/system/cpu/smt/control"));
    const CpuInfo cpuInfo = readCpuInfo();
    info.cpuModel = cpuInfo.models.value(cpus.first(), cpuInfo.models.value(0));
    for (int cpu : cpus.toVector())
        info.frequencies.push_back(frequencyOf(cpu, cpuInfo));
    summarizeFrequencies(info);
    info.turbo = readTurbo();
    utsname uts {};
    if (::uname(&uts) == 0)
        info.kernelRelease = QString::fromLocal8Bit(uts.release);
    info.osName = osPrettyName();
    info.hostname = QSysInfo::machineHostName();
    return info;
}

QString HostInfo::turboName(TurboState state)
{
    switch (state) {
    case TurboState::On:
        return QStringLiteral("on");
    case TurboState::Off:
        return QStringLiteral("off");
    case TurboState::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QJsonObject HostInfo::toJson() const
{
    QJsonArray freqs;
    for (const CpuFrequency& f : frequencies)
        freqs.append(QJsonObject { { QStringLiteral("cpu"), f.cpu },
            { QStringLiteral("currentMHz"), optionalJson(f.currentMHz) },
            { QStringLiteral("maxMHz"), optionalJson(f.maxMHz) }, { QStringLiteral("governor"), f.governor } });
    return QJsonObject { { QStringLiteral("cpus"), cpus.toCpuList() }, { QStringLiteral("cores"), cores },
        { QStringLiteral("pus"), pus }, { QStringLiteral("smtAvailable"), smtAvailable },
        { QStringLiteral("smtInUse"), smtInUse }, { QStringLiteral("smtControl"), smtControl },
        { QStringLiteral("cpuModel"), cpuModel }, { QStringLiteral("frequencies"), freqs },
        { QStringLiteral("currentMHz"), optionalJson(currentMHz) }, { QStringLiteral("maxMHz"), optionalJson(maxMHz) },
        { QStringLiteral("governors"), QJsonArray::fromStringList(governors) },
        { QStringLiteral("turbo"), turboName(turbo) }, { QStringLiteral("kernelRelease"), kernelRelease },
        { QStringLiteral("osName"), osName }, { QStringLiteral("hostname"), hostname } };
}

} // namespace sb
