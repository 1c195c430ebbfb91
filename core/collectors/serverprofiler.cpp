// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverprofiler.h"

#include "offcpufolder.h"
#include "perfaccess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <ctime>
#include <sys/prctl.h>

namespace sb {

namespace {

    QString lastLine(const QString& path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (qsizetype i = lines.size() - 1; i >= 0; --i) {
            const QString l = lines.at(i).trimmed();
            if (!l.startsWith(QLatin1String("[ perf record")))
                return l;
        }
        return {};
    }

    void dieWithParent()
    {
        ::prctl(PR_SET_PDEATHSIG, SIGINT);
    }

    // perf has opened its events on the server's threads: one of its descriptors is a perf_event.
    bool recording(qint64 perfPid)
    {
        const QDir fds(QStringLiteral("/proc/%1/fd").arg(perfPid));
        for (const QString& fd : fds.entryList(QDir::System | QDir::NoDotAndDotDot)) {
            if (QFile::symLinkTarget(fds.filePath(fd)).contains(QLatin1String("perf_event")))
                return true;
        }
        return false;
    }

} // namespace

QJsonObject ServerProfileResult::toJson() const
{
    if (available)
        return profile.meta();
    QJsonObject why { { QStringLiteral("reason"), reason } };
    if (!detail.isEmpty())
        why.insert(QStringLiteral("detail"), detail);
    return { { QStringLiteral("not_available"), why } };
}

QString profileKindName(ProfileKind kind)
{
    return kind == ProfileKind::OffCpu ? QStringLiteral("off-cpu") : QStringLiteral("on-cpu");
}

std::optional<ProfileKind> profileKindFromName(const QString& name)
{
    if (name == QLatin1String("on-cpu"))
        return ProfileKind::OnCpu;
    if (name == QLatin1String("off-cpu"))
        return ProfileKind::OffCpu;
    return std::nullopt;
}

ServerProfiler::ServerProfiler(pid_t pid, int frequencyHz, ProfileKind kind)
    : m_pid(pid)
    , m_frequencyHz(frequencyHz)
    , m_kind(kind)
{
}

QStringList ServerProfiler::recordArguments() const
{
    const QString data = m_dir->filePath(QStringLiteral("perf.data"));
    if (m_kind == ProfileKind::OnCpu)
        return { QStringLiteral("record"), QStringLiteral("-e"), QStringLiteral("cpu-clock"), QStringLiteral("-F"),
            QString::number(m_frequencyHz), QStringLiteral("-g"), QStringLiteral("-k"), QStringLiteral("CLOCK_MONOTONIC"),
            QStringLiteral("-p"), QString::number(m_pid), QStringLiteral("-o"), data };
    // A larger buffer per thread (-m, pages) than perf's default: fewer switch records lost while perf catches up.
    return { QStringLiteral("record"), QStringLiteral("-e"), QStringLiteral("sched:sched_switch"),
        QStringLiteral("--switch-events"), QStringLiteral("--call-graph"), QStringLiteral("dwarf,%1").arg(kOffCpuStackBytes),
        QStringLiteral("-m"), QStringLiteral("256"), QStringLiteral("--max-size"), QLatin1String(kOffCpuMaxSize),
        QStringLiteral("-D"), QStringLiteral("-1"), QStringLiteral("--control"),
        QStringLiteral("fifo:") + m_dir->filePath(QStringLiteral("control")), QStringLiteral("-k"),
        QStringLiteral("CLOCK_MONOTONIC"), QStringLiteral("-p"), QString::number(m_pid), QStringLiteral("-o"), data };
}

void ServerProfiler::control(const char* command)
{
    if (m_kind != ProfileKind::OffCpu || !running())
        return;
    // perf holds the fifo open for reading while it runs: a write does not block (O_NONBLOCK: it never waits).
    const QByteArray path = QFile::encodeName(m_dir->filePath(QStringLiteral("control")));
    const int fd = ::open(path.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return;
    const QByteArray line = QByteArray(command) + '\n';
    [[maybe_unused]] const ssize_t written = ::write(fd, line.constData(), size_t(line.size()));
    ::close(fd);
}

FoldedProfile ServerProfiler::fold(QIODevice& text, double to) const
{
    const QString exe = QFileInfo(QFile::symLinkTarget(QStringLiteral("/proc/%1/exe").arg(m_pid))).fileName();
    const QString binary = exe.isEmpty() ? QStringLiteral("mariadbd") : exe;
    if (m_kind == ProfileKind::OnCpu) {
        FoldedProfile p = foldPerfScript(text, binary, m_from, to);
        p.frequencyHz = m_frequencyHz;
        return p;
    }
    OffCpuFolder folder(binary, m_from, to, kOffCpuPeriod);
    QHash<qint64, QString> names;
    const QDir tasks(QStringLiteral("/proc/%1/task").arg(m_pid));
    for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
        if (comm.open(QIODevice::ReadOnly))
            names.insert(tid.toLongLong(), QString::fromUtf8(comm.readAll()).trimmed());
    }
    folder.setThreadNames(names);
    while (!text.atEnd()) {
        QByteArray line = text.readLine();
        if (line.endsWith('\n'))
            line.chop(1);
        folder.addLine(line);
    }
    FoldedProfile p = folder.result();
    p.extraMeta.insert(QStringLiteral("stack_bytes"), kOffCpuStackBytes);
    QFile log(m_dir->filePath(QStringLiteral("record.log")));
    if (log.open(QIODevice::ReadOnly) && log.readAll().contains("size limit reached"))
        p.extraMeta.insert(QStringLiteral("size_limit_reached"), QLatin1String(kOffCpuMaxSize));
    return p;
}

ServerProfiler::~ServerProfiler()
{
    stopPerf();
}

QString ServerProfiler::perfExecutable()
{
    return QStandardPaths::findExecutable(QStringLiteral("perf"));
}

double ServerProfiler::monotonicSeconds()
{
    timespec ts {};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

bool ServerProfiler::start()
{
    m_started = true;
    m_from = monotonicSeconds();
    if (m_pid <= 0 || !QFileInfo::exists(QStringLiteral("/proc/%1").arg(m_pid))) {
        m_failed = { false, QStringLiteral("no_process"), QString::number(m_pid), {} };
        return false;
    }
    const QString perf = perfExecutable();
    if (perf.isEmpty()) {
        m_failed = { false, QStringLiteral("no_perf"), {}, {} };
        return false;
    }
    if (auto refused = PerfAccess::refusal(m_pid)) { // said before perf runs, with what to do on this host
        m_failed = { false, refused->code, refused->detail, {} };
        return false;
    }
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid()) {
        m_failed = { false, QStringLiteral("perf_failed"), m_dir->errorString(), {} };
        return false;
    }
    if (m_kind == ProfileKind::OffCpu
        && ::mkfifo(QFile::encodeName(m_dir->filePath(QStringLiteral("control"))).constData(), 0600) != 0) {
        m_failed = { false, QStringLiteral("perf_failed"), QStringLiteral("mkfifo: ") + QString::fromLocal8Bit(strerror(errno)), {} };
        return false;
    }
    m_perf = std::make_unique<QProcess>();
    m_perf->setProgram(perf);
    m_perf->setArguments(recordArguments());
    m_perf->setStandardInputFile(QProcess::nullDevice());
    m_perf->setStandardOutputFile(m_dir->filePath(QStringLiteral("record.log")));
    m_perf->setStandardErrorFile(m_dir->filePath(QStringLiteral("record.log")));
    m_perf->setChildProcessModifier(dieWithParent);
    m_perf->start();
    if (!m_perf->waitForStarted(5000)) {
        m_failed = { false, QStringLiteral("perf_failed"), m_perf->errorString(), {} };
        m_perf.reset();
        return false;
    }
    // Until perf records (on a loaded machine its start takes seconds): a short run would otherwise end first. One
    // that fails says so in stop(), from its log.
    const qint64 perfPid = m_perf->processId();
    for (int waited = 0; waited < kRecordingTimeoutMs && !recording(perfPid); waited += 20) {
        if (m_perf->waitForFinished(20))
            break;
    }
    return true;
}

bool ServerProfiler::running() const
{
    return m_perf && m_perf->state() != QProcess::NotRunning;
}

pid_t ServerProfiler::perfPid() const
{
    return running() ? pid_t(m_perf->processId()) : 0;
}

void ServerProfiler::markMeasuredStart()
{
    m_from = monotonicSeconds();
    control("enable");
}

void ServerProfiler::markMeasuredEnd()
{
    m_to = monotonicSeconds();
    control("disable");
}

void ServerProfiler::stopPerf()
{
    if (!running())
        return;
    // perf record writes its file and ends on SIGINT; one that does not end in time is killed.
    ::kill(pid_t(m_perf->processId()), SIGINT);
    if (!m_perf->waitForFinished(kStopTimeoutMs)) {
        m_perf->kill();
        m_perf->waitForFinished(2000);
    }
}

ServerProfileResult ServerProfiler::stop()
{
    const double to = m_to > 0 ? m_to : monotonicSeconds();
    if (!m_started)
        return { false, QStringLiteral("perf_failed"), QStringLiteral("not started"), {} };
    if (!m_perf)
        return m_failed;
    const bool endedEarly = m_perf->state() == QProcess::NotRunning;
    stopPerf();
    const QString log = m_dir->filePath(QStringLiteral("record.log"));
    const QString data = m_dir->filePath(QStringLiteral("perf.data"));
    if (!QFileInfo(data).isFile() || QFileInfo(data).size() == 0) {
        QString last = lastLine(log);
        ServerProfileResult r { false, QStringLiteral("perf_failed"), last, {} };
        if (last.contains(QLatin1String("perf_event_paranoid")) || last.contains(QLatin1String("ermission")))
            r.reason = QStringLiteral("perf_event_paranoid");
        else if (endedEarly && !QFileInfo::exists(QStringLiteral("/proc/%1").arg(m_pid)))
            r.reason = QStringLiteral("no_process");
        m_perf.reset();
        return r;
    }
    m_perf.reset();

    QProcess script;
    script.setProgram(perfExecutable());
    // --no-inline: resolving inlined frames through addr2line takes minutes on a large binary.
    // Off CPU: the switch records too, and the tracepoint's fields (prev_state: preempted or waiting).
    script.setArguments(m_kind == ProfileKind::OnCpu
            ? QStringList { QStringLiteral("script"), QStringLiteral("-i"), data, QStringLiteral("--no-inline"),
                  QStringLiteral("-F"), QStringLiteral("comm,tid,time,ip,sym,dso") }
            : QStringList { QStringLiteral("script"), QStringLiteral("-i"), data, QStringLiteral("--no-inline"),
                  QStringLiteral("--show-switch-events"), QStringLiteral("--show-lost-events"), QStringLiteral("-F"),
                  QStringLiteral("comm,tid,time,event,trace,ip,sym,dso") });
    const QString out = m_dir->filePath(QStringLiteral("script.txt"));
    script.setStandardInputFile(QProcess::nullDevice());
    script.setStandardOutputFile(out);
    script.setStandardErrorFile(m_dir->filePath(QStringLiteral("script.log")));
    script.setChildProcessModifier(dieWithParent);
    script.start();
    if (!script.waitForStarted(5000))
        return { false, QStringLiteral("perf_failed"), script.errorString(), {} };
    if (!script.waitForFinished(kScriptTimeoutMs)) {
        script.kill();
        script.waitForFinished(2000);
        return { false, QStringLiteral("perf_failed"), QStringLiteral("perf script: timeout"), {} };
    }
    QFile text(out);
    if (!text.open(QIODevice::ReadOnly))
        return { false, QStringLiteral("perf_failed"), text.errorString(), {} };
    ServerProfileResult r;
    r.profile = fold(text, to);
    r.available = r.profile.samples > 0;
    if (!r.available)
        r.reason = QStringLiteral("no_samples");
    return r;
}

} // namespace sb
