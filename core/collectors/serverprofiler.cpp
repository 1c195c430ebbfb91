// SPDX-License-Identifier: GPL-3.0-or-later
#include "serverprofiler.h"

#include "perfaccess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <csignal>
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

ServerProfiler::ServerProfiler(pid_t pid, int frequencyHz)
    : m_pid(pid)
    , m_frequencyHz(frequencyHz)
{
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
    m_perf = std::make_unique<QProcess>();
    m_perf->setProgram(perf);
    m_perf->setArguments({ QStringLiteral("record"), QStringLiteral("-e"), QStringLiteral("cpu-clock"),
        QStringLiteral("-F"), QString::number(m_frequencyHz), QStringLiteral("-g"), QStringLiteral("-k"),
        QStringLiteral("CLOCK_MONOTONIC"), QStringLiteral("-p"), QString::number(m_pid), QStringLiteral("-o"),
        m_dir->filePath(QStringLiteral("perf.data")) });
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
}

void ServerProfiler::markMeasuredEnd()
{
    m_to = monotonicSeconds();
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
    script.setArguments({ QStringLiteral("script"), QStringLiteral("-i"), data, QStringLiteral("--no-inline"),
        QStringLiteral("-F"), QStringLiteral("comm,tid,time,ip,sym,dso") });
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
    const QString binary = QFileInfo(QFile::symLinkTarget(QStringLiteral("/proc/%1/exe").arg(m_pid))).fileName();
    ServerProfileResult r;
    r.profile = foldPerfScript(text, binary.isEmpty() ? QStringLiteral("mariadbd") : binary, m_from, to);
    r.profile.frequencyHz = m_frequencyHz;
    r.available = r.profile.samples > 0;
    if (!r.available)
        r.reason = QStringLiteral("no_samples");
    return r;
}

} // namespace sb
