// SPDX-License-Identifier: GPL-3.0-or-later
#include "loadlaunch.h"

#include "common/errorjson.h"
#include "common/fileproblem.h"
#include "loadrequest.h"
#include "store/resultstore.h"
#include "store/storecodec.h"
#include "store/storefile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <csignal>
#include <unistd.h>

namespace sb {

namespace {

    QString key(const char* name)
    {
        return QLatin1String(name);
    }

    std::uint64_t counter(const QJsonObject& o, const char* name)
    {
        return std::uint64_t(std::max<qint64>(0, o.value(key(name)).toInteger()));
    }

    // The engine's JSON latency object, read by the store's summary reader (the one reader of that form).
    LatencySummary latencyFromJson(const QJsonValue& value)
    {
        return StoreCodec::summaryFromJson(QJsonObject { { key("latency_ms"), value } }).latency;
    }

    // The engine's JSON interval line (EngineJson::interval) back into a sample, for the live view: the errors come as
    // one sum, counted as ignored ones (the stored intervals are rank 0's own, exact).
    IntervalSample intervalFromJson(const QJsonObject& o)
    {
        IntervalSample s;
        s.timeSec = o.value(key("time")).toDouble();
        s.intervalSec = o.value(key("interval")).toDouble();
        s.warmup = o.value(key("warmup")).toBool();
        s.threads = o.value(key("threads")).toInt();
        s.transactions = counter(o, "transactions");
        s.reads = counter(o, "read");
        s.writes = counter(o, "write");
        s.others = counter(o, "other");
        s.ignoredErrors = counter(o, "errors");
        s.reconnects = counter(o, "reconnects");
        s.latency = latencyFromJson(o.value(key("latency_ms")));
        s.targetRate = o.value(key("target_rate")).toDouble();
        s.serviceLatency = latencyFromJson(o.value(key("service_latency_ms")));
        s.backlog = counter(o, "backlog");
        s.notAnsweringSec = o.value(key("not_answering_sec")).toDouble();
        s.stalledConnections = o.value(key("stalled_connections")).toInt();
        for (const QJsonValue& v : o.value(key("server_threads")).toArray()) {
            const QJsonObject t = v.toObject();
            s.serverThreads.push_back({ t.value(key("tid")).toInt(), t.value(key("name")).toString(),
                t.value(key("cpu_percent")).toDouble(), t.value(key("cpu")).toInt(-1) });
        }
        return s;
    }

    // The launcher's environment: the password for every rank, and Open MPI told what its command line cannot say
    // portably (other launchers ignore OMPI_ variables).
    QProcessEnvironment launchEnvironment(const ServerProfile& profile, const LoadLayout& layout)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (!profile.password.isEmpty())
            env.insert(QStringLiteral("MYSQL_PWD"), profile.password);
        if (::geteuid() == 0) { // the user runs ScaleBench as root already; mpirun refuses that unless told
            env.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT"), QStringLiteral("1"));
            env.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"), QStringLiteral("1"));
        }
        // Open MPI pins each rank to one core by default: the clients would share it, unlike a single process's.
        // --client-cpus binds them where asked.
        if (!env.contains(QStringLiteral("OMPI_MCA_hwloc_base_binding_policy")))
            env.insert(QStringLiteral("OMPI_MCA_hwloc_base_binding_policy"), QStringLiteral("none"));
        // A rank that dies must not take the others with it: rank 0 then ends the run as interrupted and stores it.
        if (!env.contains(QStringLiteral("OMPI_MCA_orte_enable_recovery")))
            env.insert(QStringLiteral("OMPI_MCA_orte_enable_recovery"), QStringLiteral("1"));
        // All ranks on this machine: more of them than cores is the point (clients wait on the server, not on a core).
        if (layout.hosts.isEmpty() && !env.contains(QStringLiteral("OMPI_MCA_rmaps_base_oversubscribe")))
            env.insert(QStringLiteral("OMPI_MCA_rmaps_base_oversubscribe"), QStringLiteral("1"));
        return env;
    }

    // How long the ranks have to end a stopped run (drain, merge, store) before the job is ended.
    constexpr qint64 kStopGraceMs = 30000;

} // namespace

LoadLaunch::LoadLaunch(const MeasuredRunRequest& request, const MeasuredRunHooks& hooks)
    : m_request(request)
    , m_layout(request.load)
    , m_hooks(hooks)
{
}

void LoadLaunch::setStore(ResultStore* store, qint64 experimentId)
{
    m_store = store;
    m_experimentId = experimentId;
}

// SIGUSR1, which Open MPI's launcher passes on to every rank without ending the job (SIGTERM would be followed by
// SIGKILL after a few seconds, maybe before rank 0 has stored the run); the ranks take it as an interrupt.
void LoadLaunch::requestStop()
{
    m_stop.store(true);
    if (const pid_t pid = m_pid.load(); pid > 0)
        ::kill(pid, SIGUSR1);
}

QString LoadLaunch::cliProgram()
{
    const QString given = qEnvironmentVariable("SCALEBENCH_CLI");
    if (!given.isEmpty() && QFileInfo(given).isExecutable())
        return given;
    const QString sibling = QCoreApplication::applicationDirPath() + QStringLiteral("/scalebench-cli");
    if (QCoreApplication::instance() && QFileInfo(sibling).isExecutable())
        return sibling;
    return QStandardPaths::findExecutable(QStringLiteral("scalebench-cli"));
}

QStringList LoadLaunch::arguments(
    const LoadLayout& layout, const QString& cli, const RunSpec& spec, const QString& word, bool password)
{
    QStringList args { QStringLiteral("-np"), QString::number(layout.ranks) };
    if (!layout.hosts.isEmpty())
        args << QStringLiteral("-H") << layout.hosts.join(QLatin1Char(','));
    if (password) // Open MPI: to the ranks on other hosts too
        args << QStringLiteral("-x") << QStringLiteral("MYSQL_PWD");
    args << layout.extra << cli << QStringLiteral("run") << spec.workload;
    // The workload's options again, for the ranks' own check of them and for whoever reads `ps`; the request wins.
    const QMap<QString, QString> options = spec.workloadOptionTexts();
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        args << QStringLiteral("--%1=%2").arg(it.key(), it.value());
    args << QStringLiteral("--load-request=") + word << QStringLiteral("--json");
    return args;
}

QJsonObject LoadLaunch::errorLine(const Error& e)
{
    QJsonObject line = ErrorJson::toJson(e);
    line.insert(key("type"), key("error"));
    return line;
}

Error LoadLaunch::errorFromLine(const QJsonObject& line)
{
    Error e = ErrorJson::fromJson(line);
    if (!e) // a line without a code: still the end of a failed launch
        e.code = ErrorCode::Internal;
    return e;
}

void LoadLaunch::handleLine(const QByteArray& line)
{
    const QJsonObject o = QJsonDocument::fromJson(line).object();
    const QString type = o.value(key("type")).toString();
    if (type == QLatin1String("interval") && m_hooks.interval) {
        m_hooks.interval(intervalFromJson(o));
    } else if (type == QLatin1String("environment")) {
        m_affinity = o.value(key("affinity")).toObject();
        if (m_hooks.bound)
            m_hooks.bound(m_affinity);
    } else if (type == QLatin1String("summary")) {
        m_summary = o;
    } else if (type == QLatin1String("ranks")) {
        m_ranks = o;
    } else if (type == QLatin1String("error")) {
        m_error = o;
    }
}

void LoadLaunch::readLines(QProcess& process, bool flush)
{
    m_pending += process.readAllStandardOutput();
    qsizetype end = 0;
    while ((end = m_pending.indexOf('\n')) >= 0) {
        handleLine(m_pending.left(end));
        m_pending.remove(0, end + 1);
    }
    if (flush && !m_pending.isEmpty())
        handleLine(std::exchange(m_pending, {}));
    // What the ranks and the launcher said, without its banners' rules ("-----"): the last words explain a failure.
    static const QRegularExpression words(QStringLiteral("[A-Za-z]"));
    const QString err = QString::fromLocal8Bit(process.readAllStandardError());
    for (const QString& line : err.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.contains(words))
            m_stderrTail.append(line.trimmed());
    }
    if (m_stderrTail.size() > 20)
        m_stderrTail = m_stderrTail.mid(m_stderrTail.size() - 20);
}

Result<MeasuredRunOutcome> LoadLaunch::run(std::stop_token stop)
{
    const std::stop_callback onStop(stop, [this] { requestStop(); });
    const QString launcher = m_layout.launcherPath();
    if (launcher.isEmpty())
        return Error { ErrorCode::FileUnusable, m_layout.mpirun, {}, 0, qint64(FileProblem::LauncherNotFound) };
    const QString cli = cliProgram();
    if (cli.isEmpty())
        return Error { ErrorCode::FileUnusable, m_layout.mpirun, {}, 0, qint64(FileProblem::CliNotFound) };
    LoadRequest handed { m_request, m_store ? m_store->path() : QString(), m_experimentId, StoreFile::hostName() };
    handed.request.load = {}; // the ranks run it themselves
    QProcess process;
    process.setProcessEnvironment(launchEnvironment(m_request.server.profile, m_layout));
    process.start(launcher,
        arguments(m_layout, cli, m_request.spec, handed.encode(), !m_request.server.profile.password.isEmpty()));
    if (!process.waitForStarted(30000))
        return Error { ErrorCode::LoadLaunchFailed, launcher, process.errorString() };
    m_pid.store(pid_t(process.processId()));
    if (m_stop.load())
        requestStop();
    QElapsedTimer sinceStop;
    bool terminated = false;
    while (process.state() != QProcess::NotRunning) {
        process.waitForReadyRead(250);
        readLines(process, false);
        if (m_stop.load() && !sinceStop.isValid())
            sinceStop.start();
        if (sinceStop.isValid() && sinceStop.hasExpired(kStopGraceMs) && !terminated) { // not heard: end the job
            ::kill(pid_t(process.processId()), SIGTERM);
            terminated = true;
        }
    }
    m_pid.store(0);
    readLines(process, true);
    return outcome(process.exitStatus() == QProcess::NormalExit ? process.exitCode() : 128 + SIGKILL);
}

// The newest run of this spec in the experiment: the one rank 0 just stored.
qint64 LoadLaunch::storedRunId() const
{
    RunFilter filter;
    filter.experimentId = m_experimentId;
    const auto runs = m_store->listRuns(filter);
    qint64 id = 0;
    for (const StoredRun& r : runs ? *runs : QList<StoredRun>()) {
        if (r.runIndex == m_request.spec.index && r.writerHost == StoreFile::hostName())
            id = std::max(id, r.id);
    }
    return id;
}

Result<MeasuredRunOutcome> LoadLaunch::outcome(int exitStatus)
{
    if (m_summary.isEmpty()) { // nothing was measured
        if (!m_error.isEmpty())
            return errorFromLine(m_error);
        if (m_stop.load())
            return Error { ErrorCode::Cancelled, {}, {} };
        return Error { ErrorCode::LoadLaunchFailed, m_layout.mpirun, m_stderrTail.value(m_stderrTail.size() - 1), 0,
            exitStatus };
    }
    MeasuredRunOutcome out;
    PhaseResult phase;
    phase.summary = StoreCodec::summaryFromJson(m_summary);
    if (m_store) {
        phase.runId = storedRunId();
        if (auto environment = phase.runId > 0 ? m_store->environment(phase.runId) : Result<QJsonObject>(QJsonObject()))
            out.environment = *environment;
        if (phase.runId == 0)
            out.storeError = { ErrorCode::FileUnusable, m_store->path(), {}, 0, qint64(FileProblem::NoRunStored) };
    }
    if (out.environment.isEmpty())
        out.environment = { { key("affinity"), m_affinity }, { key("load"), m_ranks } };
    out.summary = phase.summary;
    out.phases.append(phase);
    if (m_hooks.phaseEnded)
        m_hooks.phaseEnded(phase);
    return out;
}

} // namespace sb
