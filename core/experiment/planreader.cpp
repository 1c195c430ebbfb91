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
    constexpr auto required = PlanIssue::Reason::Required;
    constexpr auto forbiddenSecret = PlanIssue::Reason::PasswordInPlan;
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
    readLoad();
    checkUnknownFields(m_root,
        { QStringLiteral("schema"), QStringLiteral("version"), QStringLiteral("name"), QStringLiteral("description"),
            QStringLiteral("servers"), QStringLiteral("workloads"), QStringLiteral("clients"),
            QStringLiteral("server_cpus"), QStringLiteral("client_cpus"), QStringLiteral("client_bind"),
            QStringLiteral("repetitions"), QStringLiteral("duration"), QStringLiteral("events"),
            QStringLiteral("warmup"), QStringLiteral("cooldown"), QStringLiteral("rate"),
            QStringLiteral("rate_arrivals"), QStringLiteral("rate_max_backlog"), QStringLiteral("report_interval_ms"),
            QStringLiteral("restart_settle"), QStringLiteral("driver"), QStringLiteral("driver_threads"),
            QStringLiteral("connect_rate"), QStringLiteral("think_time_ms"), QStringLiteral("stall_timeout"),
            QStringLiteral("order"), QStringLiteral("load") },
        QStringLiteral("$"));
    checkCrossFields();
    m_plan.m_source = m_root;
    m_plan.m_issues = m_issues;
    return m_plan;
}

void PlanReader::add(
    const QString& path, PlanIssue::Kind kind, PlanIssue::Reason reason, const QStringList& args, PlanIssue::Severity severity)
{
    m_issues.append(PlanIssue { severity, kind, path, reason, args, {} });
}

void PlanReader::reject(const QString& path, const Error& cause, PlanIssue::Reason reason, const QStringList& args)
{
    m_issues.append(PlanIssue { PlanIssue::Severity::Error, PlanIssue::Kind::Invalid, path, reason, args, cause });
}

void PlanReader::readHeader()
{
    const QJsonValue schema = m_root.value(QStringLiteral("schema"));
    if (schema.isUndefined())
        add(root("schema"), PlanIssue::Kind::Missing, required);
    else if (schema.toString() != ExperimentPlan::schemaName())
        add(root("schema"), PlanIssue::Kind::Unsupported, PlanIssue::Reason::SchemaName);

    const QJsonValue version = m_root.value(QStringLiteral("version"));
    if (version.isUndefined())
        add(root("version"), PlanIssue::Kind::Missing, required);
    else if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()))
        add(root("version"), PlanIssue::Kind::WrongType, PlanIssue::Reason::MustBeInteger);
    else if (version.toInt() > ExperimentPlan::schemaVersion)
        add(root("version"), PlanIssue::Kind::Unsupported,
            PlanIssue::Reason::VersionNewer,
            { QString::number(version.toInt()), QString::number(ExperimentPlan::schemaVersion) });
    else if (version.toInt() < 1)
        add(root("version"), PlanIssue::Kind::Invalid, PlanIssue::Reason::VersionOne);

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
        add(fieldPath, PlanIssue::Kind::WrongType, PlanIssue::Reason::MustBeString);
        return {};
    }
    if (isRequired && value.toString().trimmed().isEmpty())
        add(fieldPath, PlanIssue::Kind::Invalid, PlanIssue::Reason::MustNotBeEmpty);
    return value.toString();
}

void PlanReader::readServers()
{
    const QJsonValue value = m_root.value(QStringLiteral("servers"));
    const QString path = root("servers");
    if (value.isUndefined())
        return add(path, PlanIssue::Kind::Missing, required);
    if (!value.isArray() || value.toArray().isEmpty())
        return add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::ServerList);
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
                PlanIssue::Reason::PlainServerName);
        PlanServer server;
        server.name = value.toString();
        return server;
    }
    if (!value.isObject()) {
        add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::ServerShape);
        return {};
    }
    const QJsonObject object = value.toObject();
    readText(object, QStringLiteral("name"), path, true);
    for (const QString& key : PlanServer::textKeys())
        readText(object, key, path, false);
    const PlanServer server = PlanServer::fromJson(object);
    for (const QString& key : PlanServer::timeoutKeys()) {
        const QJsonValue v = object.value(key);
        if (!v.isUndefined() && (!v.isDouble() || v.toDouble() < 0 || v.toDouble() > 86400 || v.toDouble() != v.toInt()))
            add(member(path, key), PlanIssue::Kind::Invalid, PlanIssue::Reason::TimeoutSeconds);
    }
    const QJsonValue port = object.value(QStringLiteral("port"));
    if (!port.isUndefined()
        && (!port.isDouble() || server.port < 1 || server.port > 65535 || port.toDouble() != server.port))
        add(member(path, QStringLiteral("port")), PlanIssue::Kind::Invalid,
            PlanIssue::Reason::Port);
    static const QStringList sslModes { QStringLiteral("DISABLED"), QStringLiteral("PREFERRED"),
        QStringLiteral("REQUIRED"), QStringLiteral("VERIFY_CA"), QStringLiteral("VERIFY_IDENTITY") };
    if (!server.sslMode.isEmpty() && !sslModes.contains(server.sslMode))
        add(member(path, QStringLiteral("ssl_mode")), PlanIssue::Kind::Invalid,
            PlanIssue::Reason::SslMode, { sslModes.join(QStringLiteral(", ")) });
    if (object.contains(QStringLiteral("sandbox")))
        readSandbox(object, path);
    readLocalPid(object, server, path);
    QStringList known = PlanServer::textKeys() + PlanServer::timeoutKeys();
    known << QStringLiteral("name") << QStringLiteral("port") << QStringLiteral("pid") << QStringLiteral("pid_file")
          << QStringLiteral("sandbox");
    checkUnknownFields(object, known, path);
    return server;
}

void PlanReader::readSandbox(const QJsonObject& server, const QString& serverPath)
{
    const QString path = member(serverPath, QStringLiteral("sandbox"));
    const QJsonValue value = server.value(QStringLiteral("sandbox"));
    if (!value.isObject())
        return add(path, PlanIssue::Kind::WrongType,
            PlanIssue::Reason::SandboxShape);
    for (const char* key : { "host", "port", "socket", "user", "database", "ssl_mode", "pid", "pid_file" }) {
        if (server.contains(QLatin1String(key)))
            add(member(serverPath, QLatin1String(key)), PlanIssue::Kind::Conflict,
                PlanIssue::Reason::SandboxOwnsConnection);
    }
    const QJsonObject sandbox = value.toObject();
    readText(sandbox, QStringLiteral("dir"), path, false);
    const QString binary = readText(sandbox, QStringLiteral("mysqld"), path, false);
    if (!binary.isEmpty() && !(QFileInfo(binary).isFile() && QFileInfo(binary).isExecutable()))
        add(member(path, QStringLiteral("mysqld")), PlanIssue::Kind::Invalid,
            PlanIssue::Reason::NotExecutable, { binary });
    const QJsonValue options = sandbox.value(QStringLiteral("options"));
    const QString optionsPath = member(path, QStringLiteral("options"));
    if (!options.isUndefined() && !options.isObject())
        add(optionsPath, PlanIssue::Kind::WrongType,
            PlanIssue::Reason::ServerOptionsShape);
    const QJsonObject settings = options.toObject();
    for (auto it = settings.constBegin(); it != settings.constEnd(); ++it) {
        const QString at = member(optionsPath, it.key());
        if (!it.value().isString() && !it.value().isDouble() && !it.value().isBool()) {
            add(at, PlanIssue::Kind::WrongType, PlanIssue::Reason::ScalarValue);
            continue;
        }
        if (Error e = SandboxServer::checkOption(it.key(), it.value().toVariant().toString()))
            reject(at, e);
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
            PlanIssue::Reason::PidAndPidFile);
    if (!pid.isUndefined() && (!pid.isDouble() || server.pid <= 0 || pid.toDouble() != double(server.pid)))
        return add(member(path, QStringLiteral("pid")), PlanIssue::Kind::Invalid,
            PlanIssue::Reason::PidNumber);
    if (!pidFile.isUndefined() && (!pidFile.isString() || server.pidFile.isEmpty()))
        return add(member(path, QStringLiteral("pid_file")), PlanIssue::Kind::WrongType,
            PlanIssue::Reason::PidFilePath);
    if (server.pid <= 0 && server.pidFile.isEmpty())
        return;
    const QString at = member(path, server.pid > 0 ? QStringLiteral("pid") : QStringLiteral("pid_file"));
    pid_t process = pid_t(server.pid);
    if (!server.pidFile.isEmpty()) {
        auto read = ServerBinding::pidFromFile(server.pidFile);
        if (!read)
            return m_issues.append({ PlanIssue::Severity::Error,
                QFileInfo::exists(server.pidFile) ? PlanIssue::Kind::Invalid : PlanIssue::Kind::Missing, at,
                PlanIssue::Reason::PidFileUnreadable, { server.pidFile }, read.error() });
        process = *read;
    }
    if (Error e = RunAffinity::checkServerProcess(process))
        reject(at, e);
}

void PlanReader::readWorkloads()
{
    const QJsonValue value = m_root.value(QStringLiteral("workloads"));
    const QString path = root("workloads");
    if (value.isUndefined())
        return add(path, PlanIssue::Kind::Missing, required);
    if (!value.isArray() || value.toArray().isEmpty())
        return add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::WorkloadList);
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
        add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::WorkloadShape);
        return {};
    }
    const QJsonObject object = value.toObject();
    readText(object, QStringLiteral("name"), path, true);
    readText(object, QStringLiteral("label"), path, false);
    const QJsonValue options = object.value(QStringLiteral("options"));
    const QString optionsPath = member(path, QStringLiteral("options"));
    if (!options.isUndefined() && !options.isObject())
        add(optionsPath, PlanIssue::Kind::WrongType, PlanIssue::Reason::WorkloadOptionsShape);
    const QJsonObject optionObject = options.toObject();
    for (auto it = optionObject.constBegin(); it != optionObject.constEnd(); ++it) {
        if (SecretFilter::isSecretKey(it.key()))
            add(member(optionsPath, it.key()), PlanIssue::Kind::Forbidden, forbiddenSecret);
        else if (it.value().isObject() || it.value().isArray() || it.value().isNull())
            add(member(optionsPath, it.key()), PlanIssue::Kind::WrongType,
                PlanIssue::Reason::ScalarValue);
    }
    const QString prepare = readText(object, QStringLiteral("prepare"), path, false);
    if (!prepare.isEmpty() && !parsePreparePolicy(prepare))
        add(member(path, QStringLiteral("prepare")), PlanIssue::Kind::Invalid, PlanIssue::Reason::PreparePolicy);
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
            PlanIssue::Reason::UnknownWorkload, { name, WorkloadRegistry::names().join(QStringLiteral(", ")) });
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
    reject(option.isEmpty() ? optionsPath : member(optionsPath, option), created.error(),
        PlanIssue::Reason::OptionNotAccepted, { workload.name });
}

void PlanReader::readCpuAxis(const QString& key, QList<CpuConfig>& target)
{
    const QJsonValue value = m_root.value(key);
    const QString path = QStringLiteral("$.") + key;
    if (value.isUndefined())
        return;
    target.clear();
    if (!value.isArray() || value.toArray().isEmpty())
        return add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::CpuAxisList);
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
        if (auto problem = CpuConfig::checkSpec(value.toString()))
            add(path, PlanIssue::Kind::Invalid, problem->reason, problem->args);
        return CpuConfig { value.toString(), value.toString() };
    }
    if (!value.isObject()) {
        add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::CpuShape);
        return {};
    }
    const QJsonObject object = value.toObject();
    readText(object, QStringLiteral("label"), path, false);
    const QString spec = readText(object, QStringLiteral("spec"), path, true);
    if (auto problem = CpuConfig::checkSpec(spec); !spec.isEmpty() && problem)
        add(member(path, QStringLiteral("spec")), PlanIssue::Kind::Invalid, problem->reason, problem->args);
    checkUnknownFields(object, { QStringLiteral("label"), QStringLiteral("spec") }, path);
    return CpuConfig::fromJson(object);
}

void PlanReader::checkUniqueLabels(const QStringList& labels, const QString& path, const QString& field)
{
    QSet<QString> seen;
    for (qsizetype i = 0; i < labels.size(); ++i) {
        if (!labels.at(i).isEmpty() && seen.contains(labels.at(i)))
            add(member(element(path, i), field), PlanIssue::Kind::Duplicate,
                PlanIssue::Reason::DuplicateLabel, { labels.at(i), field });
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
        add(member(path, key), PlanIssue::Kind::UnknownField, PlanIssue::Reason::UnknownField, {},
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
            integer ? PlanIssue::Reason::IntegerRange : PlanIssue::Reason::NumberRange,
            { QString::number(min), QString::number(max) });
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
            PlanIssue::Reason::DurationForm);
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
        add(root("rate_arrivals"), PlanIssue::Kind::Invalid, PlanIssue::Reason::RateArrivals);
    else if (!arrivals.isEmpty())
        plan.rateArrivals = arrivals;
    static const QStringList policies { QStringLiteral("all"), QStringLiteral("compact"), QStringLiteral("scatter"),
        QStringLiteral("none") };
    const QString bind = readText(m_root, QStringLiteral("client_bind"), QStringLiteral("$"), false);
    if (!bind.isEmpty() && !policies.contains(bind))
        add(root("client_bind"), PlanIssue::Kind::Invalid,
            PlanIssue::Reason::ClientBind);
    else if (!bind.isEmpty())
        plan.clientBind = bind;
    readDriver();
}

// The client driver and its settings (ranges from RunSettings, as on the command line).
void PlanReader::readDriver()
{
    ExperimentPlan& plan = m_plan;
    const QString driver = readText(m_root, QStringLiteral("driver"), QStringLiteral("$"), false);
    if (!driver.isEmpty() && driver != QLatin1String("threads") && driver != QLatin1String("async"))
        add(root("driver"), PlanIssue::Kind::Invalid, PlanIssue::Reason::Driver);
    else if (!driver.isEmpty())
        plan.driver = driver;
    plan.driverThreads = int(readSetting(QStringLiteral("driver_threads")).value_or(plan.driverThreads));
    plan.connectRate = readSetting(QStringLiteral("connect_rate")).value_or(plan.connectRate);
    plan.thinkTimeMs = readSetting(QStringLiteral("think_time_ms")).value_or(plan.thinkTimeMs);
    plan.stallTimeoutSec = readSetting(QStringLiteral("stall_timeout")).value_or(plan.stallTimeoutSec);
}

void PlanReader::readOrder()
{
    const QJsonValue value = m_root.value(QStringLiteral("order"));
    if (value.isUndefined())
        return;
    if (!value.isArray())
        return add(root("order"), PlanIssue::Kind::WrongType, PlanIssue::Reason::OrderList);
    const QStringList& axes = ExperimentPlan::axisNames();
    const QJsonArray array = value.toArray();
    QStringList order;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString axis = array.at(i).toString();
        if (!axes.contains(axis))
            add(element(root("order"), i), PlanIssue::Kind::Invalid,
                PlanIssue::Reason::UnknownAxis, { axis, axes.join(QStringLiteral(", ")) });
        else if (order.contains(axis))
            add(element(root("order"), i), PlanIssue::Kind::Duplicate,
                PlanIssue::Reason::AxisTwice, { axis });
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

QStringList PlanReader::readStrings(const QJsonObject& object, const QString& key, const QString& path)
{
    const QJsonValue value = object.value(key);
    QStringList strings;
    if (value.isUndefined())
        return strings;
    if (!value.isArray()) {
        add(member(path, key), PlanIssue::Kind::WrongType, PlanIssue::Reason::StringList);
        return strings;
    }
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString())
            add(element(member(path, key), i), PlanIssue::Kind::WrongType, PlanIssue::Reason::MustBeString);
        else if (array.at(i).toString().trimmed().isEmpty())
            add(element(member(path, key), i), PlanIssue::Kind::Invalid, PlanIssue::Reason::MustNotBeEmpty);
        else
            strings.append(array.at(i).toString());
    }
    return strings;
}

// "load": {"ranks": R, "hosts": [...], "mpirun": "mpirun", "extra": [...]}: each run made by R load processes.
void PlanReader::readLoad()
{
    const QJsonValue value = m_root.value(QStringLiteral("load"));
    if (value.isUndefined())
        return;
    const QString path = root("load");
    if (!value.isObject())
        return add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::LoadShape);
    const QJsonObject object = value.toObject();
    LoadLayout load;
    const QJsonValue ranks = object.value(QStringLiteral("ranks"));
    if (ranks.isUndefined())
        add(member(path, QStringLiteral("ranks")), PlanIssue::Kind::Missing, required);
    else if (!ranks.isDouble() || ranks.toDouble() != std::floor(ranks.toDouble()) || ranks.toDouble() < 1
        || ranks.toDouble() > 4096)
        add(member(path, QStringLiteral("ranks")), PlanIssue::Kind::Invalid, PlanIssue::Reason::IntegerRange,
            { QStringLiteral("1"), QStringLiteral("4096") });
    else
        load.ranks = ranks.toInt();
    load.hosts = readStrings(object, QStringLiteral("hosts"), path);
    load.extra = readStrings(object, QStringLiteral("extra"), path);
    if (object.contains(QStringLiteral("mpirun")))
        load.mpirun = readText(object, QStringLiteral("mpirun"), path, true);
    if (!load.mpirun.isEmpty() && load.launcherPath().isEmpty())
        add(member(path, QStringLiteral("mpirun")), PlanIssue::Kind::Invalid, PlanIssue::Reason::LauncherNotFound,
            { load.mpirun });
    checkUnknownFields(object,
        { QStringLiteral("ranks"), QStringLiteral("hosts"), QStringLiteral("mpirun"), QStringLiteral("extra") }, path);
    const auto fewest = std::min_element(m_plan.clients.cbegin(), m_plan.clients.cend());
    if (load.ranks > 0 && fewest != m_plan.clients.cend() && *fewest < load.ranks) // a rank would run no client
        add(member(path, QStringLiteral("ranks")), PlanIssue::Kind::Conflict, PlanIssue::Reason::FewerClientsThanRanks,
            { QString::number(*fewest), QString::number(load.ranks) });
    m_plan.load = load;
}

void PlanReader::checkCrossFields()
{
    if (m_plan.durationSec <= 0 && m_plan.events == 0)
        add(root("duration"), PlanIssue::Kind::Conflict, PlanIssue::Reason::DurationOrEvents);
    const bool anySandbox = std::any_of(m_plan.servers.cbegin(), m_plan.servers.cend(),
        [](const PlanServer& server) { return server.isManagedSandbox(); });
    // Two entries on one sandbox directory would restart it with the other's settings at every switch.
    QStringList sandboxDirs;
    for (qsizetype i = 0; i < m_plan.servers.size(); ++i) {
        const PlanServer& server = m_plan.servers.at(i);
        const QString dir = server.isManagedSandbox() ? server.sandboxDirectory({}) : QString();
        if (!dir.isEmpty() && sandboxDirs.contains(dir))
            add(member(element(root("servers"), i), QStringLiteral("sandbox")), PlanIssue::Kind::Duplicate,
                PlanIssue::Reason::SandboxDirShared, { dir });
        sandboxDirs.append(dir);
    }
    if (m_plan.restartSettleSec > 0 && !anySandbox)
        add(root("restart_settle"), PlanIssue::Kind::Conflict,
            PlanIssue::Reason::RestartSettleIgnored, {}, PlanIssue::Severity::Warning);
}

} // namespace sb
