// SPDX-License-Identifier: GPL-3.0-or-later
#include "planreader.h"

#include "runsettings.h"

#include "affinity/runaffinity.h"
#include "affinity/serverbinding.h"
#include "clientcounts.h"
#include "secretfilter.h"
#include "server/sandboxserver.h"
#include "workload/workload.h"
#include "workload/workloadregistry.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace sb {

namespace {
    QString member(const QString& path, const QString& key)
    {
        return path + QLatin1Char('.') + key;
    }
    QString element(const QString& path, qsizetype i)
    {
        return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
    }
    QString root(const char* key)
    {
        return QStringLiteral("$.") + QLatin1String(key);
    }
    const QString required = QStringLiteral("is required");
    const QString forbiddenSecret
        = QStringLiteral("passwords never go in a plan: they come from the environment or an option file");
}

PlanReader::PlanReader(const QJsonObject& root)
    : m_root(root)
{
}

ExperimentPlan PlanReader::read()
{
    readHeader();
    readServers();
    readWorkloads();
    m_plan.clients = ClientCounts::read(m_root.value(QStringLiteral("clients")), root("clients"), m_issues);
    readCpuAxis(QStringLiteral("server_cpus"), m_plan.serverCpus);
    readCpuAxis(QStringLiteral("client_cpus"), m_plan.clientCpus);
    readSettings();
    readOrder();
    checkUnknownFields(m_root,
        { QStringLiteral("schema"), QStringLiteral("version"), QStringLiteral("name"), QStringLiteral("description"),
            QStringLiteral("servers"), QStringLiteral("workloads"), QStringLiteral("clients"),
            QStringLiteral("server_cpus"), QStringLiteral("client_cpus"), QStringLiteral("client_bind"),
            QStringLiteral("repetitions"), QStringLiteral("duration"), QStringLiteral("events"),
            QStringLiteral("warmup"), QStringLiteral("cooldown"), QStringLiteral("rate"),
            QStringLiteral("rate_arrivals"), QStringLiteral("rate_max_backlog"), QStringLiteral("report_interval_ms"), QStringLiteral("restart_settle"),
            QStringLiteral("order") },
        QStringLiteral("$"));
    checkCrossFields();
    m_plan.m_source = m_root;
    m_plan.m_issues = m_issues;
    return m_plan;
}

void PlanReader::add(const QString& path, PlanIssue::Kind kind, const QString& detail, PlanIssue::Severity severity)
{
    m_issues.append(PlanIssue { severity, kind, path, detail });
}

void PlanReader::readHeader()
{
    const QJsonValue schema = m_root.value(QStringLiteral("schema"));
    if (schema.isUndefined())
        add(root("schema"), PlanIssue::Kind::Missing, required);
    else if (schema.toString() != ExperimentPlan::schemaName())
        add(root("schema"), PlanIssue::Kind::Unsupported, QStringLiteral("must be \"scalebench-plan\""));

    const QJsonValue version = m_root.value(QStringLiteral("version"));
    if (version.isUndefined())
        add(root("version"), PlanIssue::Kind::Missing, required);
    else if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()))
        add(root("version"), PlanIssue::Kind::WrongType, QStringLiteral("must be an integer"));
    else if (version.toInt() > ExperimentPlan::schemaVersion)
        add(root("version"), PlanIssue::Kind::Unsupported,
            QStringLiteral("version %1 is newer than this build reads (%2)")
                .arg(version.toInt())
                .arg(ExperimentPlan::schemaVersion));
    else if (version.toInt() < 1)
        add(root("version"), PlanIssue::Kind::Invalid, QStringLiteral("must be 1"));

    m_plan.name = readText(m_root, QStringLiteral("name"), QStringLiteral("$"), true);
    m_plan.description = readText(m_root, QStringLiteral("description"), QStringLiteral("$"), false);
}

QString PlanReader::readText(const QJsonObject& object, const QString& key, const QString& path, bool isRequired)
{
    const QJsonValue value = object.value(key);
    const QString fieldPath = member(path, key);
    if (value.isUndefined()) {
        if (isRequired)
            add(fieldPath, PlanIssue::Kind::Missing, required);
        return {};
    }
    if (!value.isString()) {
        add(fieldPath, PlanIssue::Kind::WrongType, QStringLiteral("must be a string"));
        return {};
    }
    if (isRequired && value.toString().trimmed().isEmpty())
        add(fieldPath, PlanIssue::Kind::Invalid, QStringLiteral("must not be empty"));
    return value.toString();
}

void PlanReader::readServers()
{
    const QJsonValue value = m_root.value(QStringLiteral("servers"));
    const QString path = root("servers");
    if (value.isUndefined())
        return add(path, PlanIssue::Kind::Missing, required);
    if (!value.isArray() || value.toArray().isEmpty())
        return add(path, PlanIssue::Kind::WrongType, QStringLiteral("must be a non-empty list of servers"));
    const QJsonArray array = value.toArray();
    QStringList names;
    for (qsizetype i = 0; i < array.size(); ++i) {
        m_plan.servers.append(readServer(array.at(i), element(path, i)));
        names.append(m_plan.servers.last().name);
    }
    checkUniqueLabels(names, path, QStringLiteral("name"));
}

PlanServer PlanReader::readServer(const QJsonValue& value, const QString& path)
{
    if (value.isString()) {
        if (value.toString() != PlanServer::sandboxName())
            add(path, PlanIssue::Kind::Invalid,
                QStringLiteral("a plain string must be \"sandbox\"; describe other servers as objects"));
        PlanServer server;
        server.name = value.toString();
        return server;
    }
    if (!value.isObject()) {
        add(path, PlanIssue::Kind::WrongType, QStringLiteral("must be \"sandbox\" or a server object"));
        return {};
    }
    const QJsonObject object = value.toObject();
    readText(object, QStringLiteral("name"), path, true);
    for (const char* key : { "host", "socket", "user", "database", "ssl_mode" })
        readText(object, QLatin1String(key), path, false);
    const PlanServer server = PlanServer::fromJson(object);
    const QJsonValue port = object.value(QStringLiteral("port"));
    if (!port.isUndefined()
        && (!port.isDouble() || server.port < 1 || server.port > 65535 || port.toDouble() != server.port))
        add(member(path, QStringLiteral("port")), PlanIssue::Kind::Invalid,
            QStringLiteral("must be a port number 1..65535"));
    static const QStringList sslModes { QStringLiteral("DISABLED"), QStringLiteral("PREFERRED"),
        QStringLiteral("REQUIRED"), QStringLiteral("VERIFY_CA"), QStringLiteral("VERIFY_IDENTITY") };
    if (!server.sslMode.isEmpty() && !sslModes.contains(server.sslMode))
        add(member(path, QStringLiteral("ssl_mode")), PlanIssue::Kind::Invalid,
            QStringLiteral("must be one of ") + sslModes.join(QStringLiteral(", ")));
    if (!server.isManagedSandbox() && !server.name.isEmpty() && server.host.isEmpty() && server.socket.isEmpty())
        add(member(path, QStringLiteral("host")), PlanIssue::Kind::Missing,
            QStringLiteral(
                "host or socket is required (or name the server \"sandbox\", or give a \"sandbox\" object)"));
    if (object.contains(QStringLiteral("sandbox")))
        readSandbox(object, path);
    readLocalPid(object, server, path);
    QStringList known { QStringLiteral("name"), QStringLiteral("host"), QStringLiteral("port"),
        QStringLiteral("socket"), QStringLiteral("user"), QStringLiteral("database"), QStringLiteral("ssl_mode"),
        QStringLiteral("pid"), QStringLiteral("pid_file"), QStringLiteral("sandbox") };
    checkUnknownFields(object, known, path);
    return server;
}

void PlanReader::readSandbox(const QJsonObject& server, const QString& serverPath)
{
    const QString path = member(serverPath, QStringLiteral("sandbox"));
    const QJsonValue value = server.value(QStringLiteral("sandbox"));
    if (!value.isObject())
        return add(path, PlanIssue::Kind::WrongType,
            QStringLiteral("must be an object {\"dir\", \"mysqld\", \"options\"} (all optional)"));
    for (const char* key : { "host", "port", "socket", "user", "database", "ssl_mode", "pid", "pid_file" }) {
        if (server.contains(QLatin1String(key)))
            add(member(serverPath, QLatin1String(key)), PlanIssue::Kind::Conflict,
                QStringLiteral("a sandbox server is reached through its own socket and user; remove this field"));
    }
    const QJsonObject sandbox = value.toObject();
    readText(sandbox, QStringLiteral("dir"), path, false);
    const QString binary = readText(sandbox, QStringLiteral("mysqld"), path, false);
    if (!binary.isEmpty() && !(QFileInfo(binary).isFile() && QFileInfo(binary).isExecutable()))
        add(member(path, QStringLiteral("mysqld")), PlanIssue::Kind::Invalid,
            QStringLiteral("%1 is not an executable file; give the full path of a mariadbd or mysqld binary "
                           "(leave it out to use the one on PATH)")
                .arg(binary));
    const QJsonValue options = sandbox.value(QStringLiteral("options"));
    const QString optionsPath = member(path, QStringLiteral("options"));
    if (!options.isUndefined() && !options.isObject())
        add(optionsPath, PlanIssue::Kind::WrongType,
            QStringLiteral("must be an object of server settings, e.g. {\"innodb_buffer_pool_size\": \"1G\"}"));
    const QJsonObject settings = options.toObject();
    for (auto it = settings.constBegin(); it != settings.constEnd(); ++it) {
        const QString at = member(optionsPath, it.key());
        if (!it.value().isString() && !it.value().isDouble() && !it.value().isBool()) {
            add(at, PlanIssue::Kind::WrongType, QStringLiteral("must be a string, a number or a boolean"));
            continue;
        }
        if (Error e = SandboxServer::checkOption(it.key(), it.value().toVariant().toString()))
            add(at, PlanIssue::Kind::Invalid, e.detail);
    }
    checkUnknownFields(sandbox, { QStringLiteral("dir"), QStringLiteral("mysqld"), QStringLiteral("options") }, path);
}

// A local server named by pid or pid file must be there and be a MySQL server now: binding some other process's
// threads by mistake would distort the machine silently.
void PlanReader::readLocalPid(const QJsonObject& object, const PlanServer& server, const QString& path)
{
    const QJsonValue pid = object.value(QStringLiteral("pid"));
    const QJsonValue pidFile = object.value(QStringLiteral("pid_file"));
    if (!pid.isUndefined() && !pidFile.isUndefined())
        return add(member(path, QStringLiteral("pid_file")), PlanIssue::Kind::Conflict,
            QStringLiteral("give pid or pid_file, not both"));
    if (!pid.isUndefined() && (!pid.isDouble() || server.pid <= 0 || pid.toDouble() != double(server.pid)))
        return add(member(path, QStringLiteral("pid")), PlanIssue::Kind::Invalid,
            QStringLiteral("must be the process id of the local server (a positive integer)"));
    if (!pidFile.isUndefined() && (!pidFile.isString() || server.pidFile.isEmpty()))
        return add(member(path, QStringLiteral("pid_file")), PlanIssue::Kind::WrongType,
            QStringLiteral("must be the path of the server's pid file"));
    if (server.pid <= 0 && server.pidFile.isEmpty())
        return;
    const QString at = member(path, server.pid > 0 ? QStringLiteral("pid") : QStringLiteral("pid_file"));
    pid_t process = pid_t(server.pid);
    if (!server.pidFile.isEmpty()) {
        auto read = ServerBinding::pidFromFile(server.pidFile);
        if (!read)
            return add(at, QFileInfo::exists(server.pidFile) ? PlanIssue::Kind::Invalid : PlanIssue::Kind::Missing,
                QStringLiteral("cannot read a pid from %1 (%2); is the server running, and is this its --pid-file?")
                    .arg(server.pidFile, read.error().detail.isEmpty() ? read.error().context : read.error().detail));
        process = *read;
    }
    if (Error e = RunAffinity::checkServerProcess(process))
        add(at, PlanIssue::Kind::Invalid, e.detail);
}

void PlanReader::readWorkloads()
{
    const QJsonValue value = m_root.value(QStringLiteral("workloads"));
    const QString path = root("workloads");
    if (value.isUndefined())
        return add(path, PlanIssue::Kind::Missing, required);
    if (!value.isArray() || value.toArray().isEmpty())
        return add(path, PlanIssue::Kind::WrongType, QStringLiteral("must be a non-empty list of workloads"));
    const QJsonArray array = value.toArray();
    QStringList labels;
    for (qsizetype i = 0; i < array.size(); ++i) {
        m_plan.workloads.append(readWorkload(array.at(i), element(path, i)));
        labels.append(m_plan.workloads.last().label);
    }
    checkUniqueLabels(labels, path, QStringLiteral("label"));
}

PlanWorkload PlanReader::readWorkload(const QJsonValue& value, const QString& path)
{
    if (value.isString()) {
        checkWorkloadName(value.toString(), path);
        return PlanWorkload { value.toString(), value.toString(), {} };
    }
    if (!value.isObject()) {
        add(path, PlanIssue::Kind::WrongType, QStringLiteral("must be a workload name or {name, options}"));
        return {};
    }
    const QJsonObject object = value.toObject();
    readText(object, QStringLiteral("name"), path, true);
    readText(object, QStringLiteral("label"), path, false);
    const QJsonValue options = object.value(QStringLiteral("options"));
    const QString optionsPath = member(path, QStringLiteral("options"));
    if (!options.isUndefined() && !options.isObject())
        add(optionsPath, PlanIssue::Kind::WrongType, QStringLiteral("must be an object of option name -> value"));
    const QJsonObject optionObject = options.toObject();
    for (auto it = optionObject.constBegin(); it != optionObject.constEnd(); ++it) {
        if (SecretFilter::isSecretKey(it.key()))
            add(member(optionsPath, it.key()), PlanIssue::Kind::Forbidden, forbiddenSecret);
        else if (it.value().isObject() || it.value().isArray() || it.value().isNull())
            add(member(optionsPath, it.key()), PlanIssue::Kind::WrongType,
                QStringLiteral("must be a string, a number or a boolean"));
    }
    const QString prepare = readText(object, QStringLiteral("prepare"), path, false);
    if (!prepare.isEmpty() && !parsePreparePolicy(prepare))
        add(member(path, QStringLiteral("prepare")), PlanIssue::Kind::Invalid, QStringLiteral("must be auto, always or never"));
    checkUnknownFields(object,
        { QStringLiteral("name"), QStringLiteral("label"), QStringLiteral("options"), QStringLiteral("prepare") }, path);
    PlanWorkload workload = PlanWorkload::fromJson(object);
    workload.options = SecretFilter::scrubbed(workload.options);
    checkWorkloadName(workload.name, member(path, QStringLiteral("name")));
    checkWorkloadOptions(workload, optionsPath);
    return workload;
}

// A typo in a workload name is found before the plan starts, not at its first run.
void PlanReader::checkWorkloadName(const QString& name, const QString& path)
{
    if (name.isEmpty())
        return;
    if (!WorkloadRegistry::names().contains(name))
        return add(path, PlanIssue::Kind::Invalid,
            QStringLiteral("unknown workload \"%1\" (known: %2)").arg(name, WorkloadRegistry::names().join(QStringLiteral(", "))));
}

// A bad option value (a typo'd number, an unknown rand_type) is found by validation, not by the first run.
void PlanReader::checkWorkloadOptions(const PlanWorkload& workload, const QString& optionsPath)
{
    if (!WorkloadRegistry::names().contains(workload.name))
        return;
    for (const PlanIssue& issue : std::as_const(m_issues)) {
        if (issue.path.startsWith(optionsPath)) // already said, at its path
            return;
    }
    RunSpec spec;
    spec.workloadOptions = workload.options;
    auto created = WorkloadRegistry::create(workload.name, spec.workloadOptionTexts());
    if (created)
        return;
    QString option = created.error().context;
    while (option.startsWith(QLatin1Char('-')))
        option.remove(0, 1);
    option.replace(QLatin1Char('-'), QLatin1Char('_'));
    add(option.isEmpty() ? optionsPath : member(optionsPath, option), PlanIssue::Kind::Invalid,
        created.error().detail.isEmpty() ? QStringLiteral("is not accepted by %1").arg(workload.name) : created.error().detail);
}

void PlanReader::readCpuAxis(const QString& key, QList<CpuConfig>& target)
{
    const QJsonValue value = m_root.value(key);
    const QString path = QStringLiteral("$.") + key;
    if (value.isUndefined())
        return;
    target.clear();
    if (!value.isArray() || value.toArray().isEmpty())
        return add(path, PlanIssue::Kind::WrongType, QStringLiteral("must be a non-empty list of CPU configurations"));
    const QJsonArray array = value.toArray();
    QStringList labels;
    for (qsizetype i = 0; i < array.size(); ++i) {
        target.append(readCpu(array.at(i), element(path, i)));
        labels.append(target.last().label);
    }
    checkUniqueLabels(labels, path, QStringLiteral("label"));
}

CpuConfig PlanReader::readCpu(const QJsonValue& value, const QString& path)
{
    if (value.isString()) {
        if (const QString problem = CpuConfig::checkSpec(value.toString()); !problem.isEmpty())
            add(path, PlanIssue::Kind::Invalid, problem);
        return CpuConfig { value.toString(), value.toString() };
    }
    if (!value.isObject()) {
        add(path, PlanIssue::Kind::WrongType, QStringLiteral("must be a CPU spec or {label, spec}"));
        return {};
    }
    const QJsonObject object = value.toObject();
    readText(object, QStringLiteral("label"), path, false);
    const QString spec = readText(object, QStringLiteral("spec"), path, true);
    if (const QString problem = CpuConfig::checkSpec(spec); !spec.isEmpty() && !problem.isEmpty())
        add(member(path, QStringLiteral("spec")), PlanIssue::Kind::Invalid, problem);
    checkUnknownFields(object, { QStringLiteral("label"), QStringLiteral("spec") }, path);
    return CpuConfig::fromJson(object);
}

void PlanReader::checkUniqueLabels(const QStringList& labels, const QString& path, const QString& field)
{
    QSet<QString> seen;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        if (!labels.at(i).isEmpty() && seen.contains(labels.at(i)))
            add(member(element(path, i), field), PlanIssue::Kind::Duplicate,
                QStringLiteral("\"%1\" is used twice: %2s must be unique").arg(labels.at(i), field));
        seen.insert(labels.at(i));
    }
}

void PlanReader::checkUnknownFields(const QJsonObject& object, const QStringList& known, const QString& path)
{
    for (const QString& key : object.keys()) {
        // Keys starting with "_" or "comment" are the usual way to annotate JSON, which has no comments.
        if (SecretFilter::isSecretKey(key))
            add(member(path, key), PlanIssue::Kind::Forbidden, forbiddenSecret);
        if (known.contains(key) || key.startsWith(QLatin1Char('_')) || key.startsWith(QLatin1String("comment"))
            || SecretFilter::isSecretKey(key))
            continue;
        add(member(path, key), PlanIssue::Kind::UnknownField, QStringLiteral("unknown field, ignored"),
            PlanIssue::Severity::Warning);
    }
}

std::optional<double> PlanReader::readNumber(const QString& key, double min, double max, bool integer)
{
    const QJsonValue value = m_root.value(key);
    if (value.isUndefined())
        return std::nullopt;
    const double number = value.toDouble();
    if (!value.isDouble() || number < min || number > max || (integer && number != std::floor(number))) {
        add(QStringLiteral("$.") + key, value.isDouble() ? PlanIssue::Kind::Invalid : PlanIssue::Kind::WrongType,
            QStringLiteral("must be %1 between %2 and %3")
                .arg(integer ? QStringLiteral("an integer") : QStringLiteral("a number"))
                .arg(min)
                .arg(max));
        return std::nullopt;
    }
    return number;
}

// A number of RunSettings' table, checked against its range there (the CLI's and the GUI's range).
std::optional<double> PlanReader::readSetting(const QString& key)
{
    const RunSetting* setting = RunSettings::byPlanKey(key);
    Q_ASSERT(setting);
    return readNumber(key, setting->minimum, setting->maximum, setting->integer);
}

// Seconds as a number, or as text with a unit: "90s", "5m", "1h", "250ms".
std::optional<double> PlanReader::readSeconds(const QString& key)
{
    const QJsonValue value = m_root.value(key);
    if (!value.isString())
        return readSetting(key);
    static const QRegularExpression withUnit(QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|min|h)?\\s*$"));
    const QRegularExpressionMatch match = withUnit.match(value.toString());
    if (!match.hasMatch()) {
        add(QStringLiteral("$.") + key, PlanIssue::Kind::Invalid,
            QStringLiteral("must be seconds, or a number with a unit: \"90s\", \"5m\", \"1h\", \"250ms\""));
        return std::nullopt;
    }
    const QString unit = match.captured(2);
    const double scale = unit == QLatin1String("ms") ? 0.001
        : unit == QLatin1String("h")                 ? 3600
        : unit.startsWith(QLatin1Char('m'))          ? 60
                                                     : 1;
    return match.captured(1).toDouble() * scale;
}

void PlanReader::readSettings()
{
    ExperimentPlan& plan = m_plan;
    plan.repetitions = int(readSetting(QStringLiteral("repetitions")).value_or(plan.repetitions));
    plan.events = std::uint64_t(readSetting(QStringLiteral("events")).value_or(double(plan.events)));
    const double defaultDuration = m_root.contains(QStringLiteral("events")) ? 0 : plan.durationSec;
    plan.durationSec = readSeconds(QStringLiteral("duration")).value_or(defaultDuration);
    plan.warmupSec = readSeconds(QStringLiteral("warmup")).value_or(plan.warmupSec);
    plan.cooldownSec = readSeconds(QStringLiteral("cooldown")).value_or(plan.cooldownSec);
    plan.restartSettleSec = readSeconds(QStringLiteral("restart_settle")).value_or(plan.restartSettleSec);
    plan.rate = readSetting(QStringLiteral("rate")).value_or(plan.rate);
    plan.reportIntervalMs
        = int(readNumber(QStringLiteral("report_interval_ms"), 100, 3600000, true).value_or(plan.reportIntervalMs));
    plan.rateMaxBacklog
        = std::uint64_t(readSetting(QStringLiteral("rate_max_backlog")).value_or(double(plan.rateMaxBacklog)));
    const QString arrivals = readText(m_root, QStringLiteral("rate_arrivals"), QStringLiteral("$"), false);
    if (!arrivals.isEmpty() && arrivals != QLatin1String("poisson") && arrivals != QLatin1String("constant"))
        add(root("rate_arrivals"), PlanIssue::Kind::Invalid, QStringLiteral("must be poisson or constant"));
    else if (!arrivals.isEmpty())
        plan.rateArrivals = arrivals;
    static const QStringList policies { QStringLiteral("all"), QStringLiteral("compact"), QStringLiteral("scatter"),
        QStringLiteral("none") };
    const QString bind = readText(m_root, QStringLiteral("client_bind"), QStringLiteral("$"), false);
    if (!bind.isEmpty() && !policies.contains(bind))
        add(root("client_bind"), PlanIssue::Kind::Invalid,
            QStringLiteral("must be one of all, compact, scatter, none"));
    else if (!bind.isEmpty())
        plan.clientBind = bind;
}

void PlanReader::readOrder()
{
    const QJsonValue value = m_root.value(QStringLiteral("order"));
    if (value.isUndefined())
        return;
    if (!value.isArray())
        return add(root("order"), PlanIssue::Kind::WrongType, QStringLiteral("must be a list of axis names"));
    const QStringList& axes = ExperimentPlan::axisNames();
    const QJsonArray array = value.toArray();
    QStringList order;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString axis = array.at(i).toString();
        if (!axes.contains(axis))
            add(element(root("order"), i), PlanIssue::Kind::Invalid,
                QStringLiteral("unknown axis \"%1\": use %2").arg(axis, axes.join(QStringLiteral(", "))));
        else if (order.contains(axis))
            add(element(root("order"), i), PlanIssue::Kind::Duplicate,
                QStringLiteral("\"%1\" is listed twice").arg(axis));
        else
            order.append(axis);
    }
    // Axes the user left out go innermost, in the default order.
    for (const QString& axis : axes) {
        if (!order.contains(axis))
            order.append(axis);
    }
    m_plan.order = order;
}

void PlanReader::checkCrossFields()
{
    if (m_plan.durationSec <= 0 && m_plan.events == 0)
        add(root("duration"), PlanIssue::Kind::Conflict, QStringLiteral("a run needs a positive duration or events"));
    const bool anySandbox = std::any_of(m_plan.servers.cbegin(), m_plan.servers.cend(),
        [](const PlanServer& server) { return server.isManagedSandbox(); });
    // Two entries on one sandbox directory would restart it with the other's settings at every switch.
    QStringList sandboxDirs;
    for (qsizetype i = 0; i < m_plan.servers.size(); ++i) {
        const PlanServer& server = m_plan.servers.at(i);
        const QString dir = server.isManagedSandbox() ? server.sandboxDirectory({}) : QString();
        if (!dir.isEmpty() && sandboxDirs.contains(dir))
            add(member(element(root("servers"), i), QStringLiteral("sandbox")), PlanIssue::Kind::Duplicate,
                QStringLiteral("another server of this plan uses the sandbox directory %1; give each its own dir")
                    .arg(dir));
        sandboxDirs.append(dir);
    }
    if (m_plan.restartSettleSec > 0 && !anySandbox)
        add(root("restart_settle"), PlanIssue::Kind::Conflict,
            QStringLiteral("only the sandbox server can be restarted; ignored for the servers of this plan"),
            PlanIssue::Severity::Warning);
}

} // namespace sb
