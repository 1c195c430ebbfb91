// SPDX-License-Identifier: GPL-3.0-or-later
#include "bindingrecord.h"

#include "common/fileproblem.h"
#include "pidfd.h"
#include "procthreads.h"
#include "threadaffinity.h"

#include <QList>
#include <cerrno>
#include <set>

namespace sb {

namespace {

    constexpr char kMagic[] = "scalebench-binding 1";
    constexpr int kPasses = 4; // each pass only visits threads born since the one before

    // Without a path: BindingJournal::read, which knows it, gives it as the context.
    Error parseError(FileProblem problem, const QStringList& args = {})
    {
        return { ErrorCode::FileContentInvalid, {}, {}, 0, qint64(problem), args };
    }

    bool toPid(const QByteArray& text, pid_t& pid)
    {
        bool ok = false;
        const int value = text.toInt(&ok);
        pid = pid_t(value);
        return ok && value > 0;
    }

    bool toCpus(const QByteArray& text, CpuSet& cpus)
    {
        auto parsed = CpuSet::parse(QString::fromLatin1(text));
        if (!parsed || parsed->isEmpty())
            return false;
        cpus = *parsed;
        return true;
    }

    // One line of the record; false when it does not belong to the format.
    bool parseLine(const QList<QByteArray>& f, BindingRecord& r)
    {
        bool ok = true;
        if (f[0] == "server" && f.size() == 4) {
            bool started = false;
            ok = toPid(f[1], r.server.pid);
            r.server.startTime = f[2].toULongLong(&started);
            r.server.exeName = QString::fromUtf8(QByteArray::fromPercentEncoding(f[3]));
            return ok && started && r.server.startTime != 0 && !r.server.exeName.isEmpty();
        }
        if (f[0] == "binder" && f.size() == 3) {
            ok = toPid(f[1], r.binder.pid);
            r.binder.startTime = f[2].toULongLong();
            return ok && r.binder.startTime != 0;
        }
        if (f[0] == "bound" && f.size() == 2)
            return toCpus(f[1], r.bound);
        if (f[0] == "fallback" && f.size() == 2)
            return toCpus(f[1], r.fallback);
        if (f[0] == "thread" && f.size() == 3) {
            pid_t tid = 0;
            CpuSet cpus;
            if (!toPid(f[1], tid) || !toCpus(f[2], cpus) || r.masks.count(tid))
                return false;
            r.masks.emplace(tid, cpus);
            return true;
        }
        return false;
    }

} // namespace

QByteArray BindingRecord::toText() const
{
    QByteArray text = kMagic;
    text += "\nserver " + QByteArray::number(server.pid) + ' ' + QByteArray::number(server.startTime) + ' '
        + server.exeName.toUtf8().toPercentEncoding() + "\nbinder " + QByteArray::number(binder.pid) + ' '
        + QByteArray::number(binder.startTime) + "\nbound " + bound.toCpuList().toLatin1() + "\nfallback "
        + fallback.toCpuList().toLatin1() + '\n';
    for (const auto& [tid, cpus] : masks)
        text += "thread " + QByteArray::number(tid) + ' ' + cpus.toCpuList().toLatin1() + '\n';
    return text + "end\n";
}

Result<BindingRecord> BindingRecord::parse(const QByteArray& text)
{
    QList<QByteArray> lines = text.split('\n');
    if (lines.value(0) != kMagic)
        return parseError(FileProblem::NotBindingJournal);
    if (lines.size() < 2 || lines.takeLast() != "" || lines.takeLast() != "end")
        return parseError(FileProblem::JournalIncomplete);
    BindingRecord r;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> fields = lines[i].split(' ');
        if (!parseLine(fields, r))
            return parseError(FileProblem::JournalLine, { QString::number(i + 1) });
    }
    if (r.server.pid == 0 || r.binder.pid == 0 || r.bound.isEmpty() || r.fallback.isEmpty() || r.masks.empty())
        return parseError(FileProblem::JournalIncomplete);
    return r;
}

std::optional<ProcessIdentity> BindingRecord::binderIn(const QByteArray& text)
{
    // Only a complete line counts: the last one of a cut file may have lost digits.
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 1; i + 1 < lines.size(); ++i) {
        BindingRecord r;
        if (lines[i].startsWith("binder ") && parseLine(lines[i].split(' '), r))
            return r.binder;
    }
    return std::nullopt;
}

BindingRecord::RestoreResult BindingRecord::restore() const
{
    RestoreResult result;
    auto pidfd = PidFd::openMatching(server);
    if (!pidfd) {
        result.outcome = pidfd.error().code == ErrorCode::FileError ? Outcome::ServerGone : Outcome::ServerChanged;
        result.error = pidfd.error();
        return result;
    }
    std::set<pid_t> done;
    for (int pass = 0; pass < kPasses; ++pass) {
        bool fresh = false;
        for (pid_t tid : procThreadIds(server.pid)) {
            if (!done.insert(tid).second)
                continue;
            fresh = true;
            const auto known = masks.find(tid);
            const Error e = bindThread(tid, known != masks.end() ? known->second : fallback);
            if (!e)
                ++result.threads;
            else if (e.value != ESRCH && !result.error)
                result.error = e;
        }
        if (!fresh)
            break;
    }
    if (pidfd->hasExited())
        result.outcome = Outcome::ServerGone;
    else if (result.error)
        result.outcome = Outcome::Failed;
    return result;
}

} // namespace sb
