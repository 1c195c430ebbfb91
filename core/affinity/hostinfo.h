// SPDX-License-Identifier: GPL-3.0-or-later
// What a run records about the CPUs it really used: model, cores, SMT, clocks, governor, turbo, kernel and OS.
// Unreadable values stay unknown (empty optionals and strings), never zero.
#pragma once

#include "cpuset.h"
#include "topology.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace sb {

enum class TurboState { Unknown, On, Off };

struct CpuFrequency {
    int cpu = -1;
    std::optional<double> currentMHz;
    std::optional<double> maxMHz;
    QString governor;
};

struct HostInfo {
    CpuSet cpus;
    int cores = 0; // cores the set touches
    int pus = 0;
    bool smtAvailable = false; // the machine has cores with several PUs
    bool smtInUse = false; // the set holds two PUs of one core
    QString smtControl; // /sys/devices/system/cpu/smt/control: on, off, forceoff, notsupported; empty if unknown
    QString cpuModel;
    std::vector<CpuFrequency> frequencies; // one per CPU of the set
    std::optional<double> currentMHz; // mean over the set's CPUs that report one
    std::optional<double> maxMHz; // highest maximum among them
    QStringList governors; // distinct, sorted
    TurboState turbo = TurboState::Unknown;
    QString kernelRelease;
    QString osName;
    QString hostname;

    static HostInfo collect(const CpuSet& cpus); // loads the local topology itself
    static HostInfo collect(const CpuSet& cpus, const Topology& topology);
    static QString turboName(TurboState state);
    QJsonObject toJson() const;
};

} // namespace sb
