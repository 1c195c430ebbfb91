// SPDX-License-Identifier: GPL-3.0-or-later
// An on-CPU profile as folded stacks ("comm;outermost;...;leaf count" lines, the flame graph format), folded from
// `perf script` output here (no external scripts). Frame names say where they ran:
//   kernel:            "schedule_[k]"
//   the server binary: "JOIN::prepare", an address without a symbol "[mariadbd]"
//   a library:         "libc.so.6`malloc", an address without a symbol "[libc.so.6]" (grouped per library)
//   no mapping known:  "[unknown]"
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

class QIODevice;

namespace sb {

enum class FrameKind { Kernel, Server, Library, Unknown };

struct FoldedProfile {
    std::map<QString, std::uint64_t> stacks; // folded stack (root first) -> samples
    std::uint64_t samples = 0; // samples folded (inside the time window)
    std::uint64_t truncated = 0; // samples whose stack does not reach a thread's start (no frame pointers)
    std::uint64_t skipped = 0; // samples outside the time window (warm-up)
    std::map<FrameKind, std::uint64_t> leafKinds; // where the sampled instruction was
    QString serverBinary; // "mariadbd"
    QString event = QStringLiteral("cpu-clock");
    int frequencyHz = 0; // samples per second of CPU time (each sample stands for 1/frequency s)
    QJsonObject extraMeta; // a kind's own meta (the off-CPU profile's: its unit, threads, sampling), into meta()

    QByteArray foldedText() const; // one "stack count" line per stack, sorted
    // {"event", "frequency_hz", "samples", "truncated", "skipped", "server_binary", "shares": {kernel, server,
    // libraries, unknown}, "truncated_share"}
    QJsonObject meta() const;
    static FoldedProfile fromStored(const QByteArray& folded, const QJsonObject& meta);
    double share(FrameKind kind) const;
};

FrameKind frameKind(const QString& frame, const QString& serverBinary);

// The parts of `perf script` output both folders read (on-CPU samples here, off-CPU switches in offcpufolder.h).
namespace perfscript {
    struct Frame {
        QString sym;
        QString dso;
    };
    bool isThreadRoot(const QString& frame); // start_thread, clone, _start, ...
    QString cleanName(QString name);
    QString frameName(const Frame& frame, const QString& serverBinary); // "schedule_[k]", "libc.so.6`malloc"
    bool parseFrame(const QByteArray& line, Frame& frame); // "    55d0c1a2b3c4 JOIN::prepare() (/usr/sbin/mariadbd)"
    bool parseHeader(const QByteArray& line, QString& comm, double& time); // "mariadbd 1234 [001] 5678.12: ..."
} // namespace perfscript

// perf script -F comm,tid,time,ip,sym,dso output. Samples whose time (seconds, the clock perf recorded with) lies
// outside [from, to] are skipped (to <= 0: no upper bound). serverBinary: the executable's file name, to tell its
// frames from a library's.
FoldedProfile foldPerfScript(const QByteArray& script, const QString& serverBinary, double from = 0, double to = 0);
FoldedProfile foldPerfScript(QIODevice& script, const QString& serverBinary, double from = 0, double to = 0);

// The same, a line at a time (without its newline).
class PerfScriptFolder {
public:
    PerfScriptFolder(const QString& serverBinary, double from, double to);
    void addLine(const QByteArray& line);
    FoldedProfile result();

private:
    void finishSample();
    FoldedProfile m_profile;
    double m_from;
    double m_to;
    QString m_comm;
    double m_time = 0;
    bool m_inSample = false;
    std::vector<std::pair<QString, QString>> m_frames; // symbol, dso; leaf first
};

// Per function: self samples (the leaf) and total samples (anywhere on the stack, once per stack).
struct FunctionSamples {
    QString function;
    std::uint64_t self = 0;
    std::uint64_t total = 0;
};
std::map<QString, FunctionSamples> functionSamples(const FoldedProfile& profile);

} // namespace sb
