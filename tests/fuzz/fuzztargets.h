// SPDX-License-Identifier: GPL-3.0-or-later
// What each fuzz target does with one input, shared by the libFuzzer programs (fuzz_<target>.cpp, clang) and by
// tst_fuzzregressions, which replays the corpus and every input that once crashed in the ordinary test build.
#pragma once

#include "affinity/cpuset.h"
#include "plan/experimentplan.h"
#include "export/sysbenchlogimport.h"
#include "server/optionfile.h"
#include "workload/scriptparser.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <cstdint>
#include <unistd.h>

namespace sb::fuzz {

inline QByteArray bytes(const std::uint8_t* data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

inline void planReader(const QByteArray& input)
{
    auto plan = ExperimentPlan::fromJson(input);
    if (!plan)
        return;
    const bool valid = plan->isValid();
    plan->estimatedSeconds();
    plan->toJson();
    // A valid plan can still ask for millions of runs; expanding those measures the machine, not the reader.
    if (valid && plan->runCount() <= 4096)
        plan->expand();
}

inline void scriptParser(const QByteArray& input)
{
    ScriptParser::parse(QString::fromUtf8(input), QStringLiteral("fuzz.sql"));
    ScriptParser::parseList(QString::fromUtf8(input));
}

// OptionFile reads files: the input is written to a file of this process's own first.
inline void optionFile(const QByteArray& input)
{
    static const QString file = QDir::tempPath() + QStringLiteral("/scalebench-fuzz-%1.cnf").arg(::getpid());
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return;
    f.write(input);
    f.close();
    OptionFile::readGroups({ file }, { QStringLiteral("client"), QStringLiteral("mysql") });
    QFile::remove(file);
}

inline void cpuList(const QByteArray& input)
{
    auto set = CpuSet::parse(QString::fromUtf8(input));
    if (!set)
        return;
    auto again = CpuSet::parse(set->toCpuList()); // what it prints it must read back, as the same set
    if (!again || !(*again == *set))
        qFatal("CpuSet: '%s' read back from '%s' differs", qPrintable(set->toCpuList()), input.constData());
}

inline void sysbenchLog(const QByteArray& input)
{
    SysbenchLogImport::parse(QString::fromUtf8(input), QStringLiteral("fuzz.log"));
}

} // namespace sb::fuzz
