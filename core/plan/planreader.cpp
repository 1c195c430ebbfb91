// SPDX-License-Identifier: GPL-3.0-or-later
#include "planreader.h"

#include "common/optionproblem.h"

#include "mixspec.h"

#include "clientcounts.h"
#include "planserverreader.h"
#include "runsettings.h"
#include "common/secretfilter.h"

#include "workload/workload.h"
#include "workload/workloadregistry.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace sb {

namespace {
    QString member(const QString& path, const QString& key)
    {
        return PlanFields::member(path, key);
    }
    QString element(const QString& path, qsizetype i)
    {
        return PlanFields::element(path, i);
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
    , m_fields(m_issues)
{
}

ExperimentPlan PlanReader::read()
{
    readHeader();
    m_plan.servers = PlanServerReader(m_issues).read(m_root.value(QStringLiteral("servers")), root("servers"));
    readWorkloads();
    m_plan.clients = ClientCounts::read(m_root.value(QStringLiteral("clients")), root("clients"), m_issues);
    readCpuAxis(QStringLiteral("server_cpus"), m_plan.serverCpus);
    readCpuAxis(QStringLiteral("client_cpus"), m_plan.clientCpus);
    readSettings();
    readOrder();
    readLoad();
    QStringList known { QStringLiteral("schema"), QStringLiteral("version"), QStringLiteral("name"),
        QStringLiteral("description"), QStringLiteral("servers"), QStringLiteral("workloads"),
        QStringLiteral("clients"), QStringLiteral("server_cpus"), QStringLiteral("client_cpus"),
        QStringLiteral("order"), QStringLiteral("load") };
    m_fields.checkUnknownFields(m_root, known + RunSettings::planKeys(), QStringLiteral("$"));
    checkCrossFields();
    m_plan.m_source = m_root;
    m_plan.m_issues = m_issues;
    return m_plan;
}

void PlanReader::readHeader()
{
    const QJsonValue schema = m_root.value(QStringLiteral("schema"));
    if (schema.isUndefined())
        m_fields.add(root("schema"), PlanIssue::Kind::Missing, required);
    else if (schema.toString() != ExperimentPlan::schemaName())
        m_fields.add(root("schema"), PlanIssue::Kind::Unsupported, PlanIssue::Reason::SchemaName);

    const QJsonValue version = m_root.value(QStringLiteral("version"));
    if (version.isUndefined())
        m_fields.add(root("version"), PlanIssue::Kind::Missing, required);
    else if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()))
        m_fields.add(root("version"), PlanIssue::Kind::WrongType, PlanIssue::Reason::MustBeInteger);
    else if (version.toInt() > ExperimentPlan::schemaVersion)
        m_fields.add(root("version"), PlanIssue::Kind::Unsupported, PlanIssue::Reason::VersionNewer,
            { QString::number(version.toInt()), QString::number(ExperimentPlan::schemaVersion) });
    else if (version.toInt() < 1)
        m_fields.add(root("version"), PlanIssue::Kind::Invalid, PlanIssue::Reason::VersionOne);

    m_plan.name = m_fields.readText(m_root, QStringLiteral("name"), QStringLiteral("$"), true);
    m_plan.description = m_fields.readText(m_root, QStringLiteral("description"), QStringLiteral("$"), false);
}

void PlanReader::readWorkloads()
{
    const QJsonValue value = m_root.value(QStringLiteral("workloads"));
    const QString path = root("workloads");
    if (value.isUndefined())
        return m_fields.add(path, PlanIssue::Kind::Missing, required);
    if (!value.isArray() || value.toArray().isEmpty())
        return m_fields.add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::WorkloadList);
    const QJsonArray array = value.toArray();
    QStringList labels;
    for (qsizetype i = 0; i < array.size(); ++i) {
        m_plan.workloads.append(readWorkload(array.at(i), element(path, i)));
        labels.append(m_plan.workloads.last().label);
    }
    m_fields.checkUniqueLabels(labels, path, QStringLiteral("label"));
}

PlanWorkload PlanReader::readWorkload(const QJsonValue& value, const QString& path)
{
    if (value.isString()) {
        checkWorkloadName(value.toString(), path);
        return PlanWorkload { value.toString(), value.toString(), {} };
    }
    if (!value.isObject()) {
        m_fields.add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::WorkloadShape);
        return {};
    }
    const QJsonObject object = value.toObject();
    if (object.contains(QStringLiteral("mix")))
        return readMix(object, path);
    m_fields.readText(object, QStringLiteral("name"), path, true);
    m_fields.readText(object, QStringLiteral("label"), path, false);
    const QJsonValue options = object.value(QStringLiteral("options"));
    const QString optionsPath = member(path, QStringLiteral("options"));
    if (!options.isUndefined() && !options.isObject())
        m_fields.add(optionsPath, PlanIssue::Kind::WrongType, PlanIssue::Reason::WorkloadOptionsShape);
    const QJsonObject optionObject = options.toObject();
    for (auto it = optionObject.constBegin(); it != optionObject.constEnd(); ++it) {
        if (SecretFilter::isSecretKey(it.key()))
            m_fields.add(member(optionsPath, it.key()), PlanIssue::Kind::Forbidden, forbiddenSecret);
        else if (it.value().isObject() || it.value().isArray() || it.value().isNull())
            m_fields.add(member(optionsPath, it.key()), PlanIssue::Kind::WrongType, PlanIssue::Reason::ScalarValue);
    }
    const QString prepare = m_fields.readText(object, QStringLiteral("prepare"), path, false);
    if (!prepare.isEmpty() && !parsePreparePolicy(prepare))
        m_fields.add(
            member(path, QStringLiteral("prepare")), PlanIssue::Kind::Invalid, PlanIssue::Reason::PreparePolicy);
    m_fields.checkUnknownFields(object,
        { QStringLiteral("name"), QStringLiteral("label"), QStringLiteral("options"), QStringLiteral("prepare") },
        path);
    PlanWorkload workload = PlanWorkload::fromJson(object);
    workload.options = SecretFilter::scrubbed(workload.options);
    checkWorkloadName(workload.name, member(path, QStringLiteral("name")));
    checkWorkloadOptions(workload, optionsPath);
    return workload;
}

// {"mix": "tpcc:{clients}@warehouses=2,oltp_read_only:2@rate=20", "label": ...}: every group's workload and options
// checked now (at one client where the plan's count goes), as `run --mix` checks them.
PlanWorkload PlanReader::readMix(const QJsonObject& object, const QString& path)
{
    const QString mixPath = member(path, QStringLiteral("mix"));
    const QString text = m_fields.readText(object, QStringLiteral("mix"), path, true);
    m_fields.readText(object, QStringLiteral("label"), path, false);
    const QString prepare = m_fields.readText(object, QStringLiteral("prepare"), path, false);
    if (!prepare.isEmpty() && !parsePreparePolicy(prepare))
        m_fields.add(
            member(path, QStringLiteral("prepare")), PlanIssue::Kind::Invalid, PlanIssue::Reason::PreparePolicy);
    const QString name = object.value(QStringLiteral("name")).toString(QStringLiteral("mix"));
    if (name != QLatin1String("mix"))
        m_fields.reject(member(path, QStringLiteral("name")),
            { ErrorCode::InvalidOption, QStringLiteral("mix"),
                QStringLiteral("a mix's workloads are its groups: leave out \"name\" (or write \"mix\")") });
    if (object.contains(QStringLiteral("options")))
        m_fields.reject(member(path, QStringLiteral("options")),
            { ErrorCode::InvalidOption, QStringLiteral("mix"),
                QStringLiteral("a mix's options go into its groups: WORKLOAD:CLIENTS@NAME=VALUE") });
    m_fields.checkUnknownFields(object,
        { QStringLiteral("name"), QStringLiteral("mix"), QStringLiteral("label"), QStringLiteral("options"),
            QStringLiteral("prepare") },
        path);
    PlanWorkload workload = PlanWorkload::fromJson(object);
    if (!text.isEmpty()) {
        const auto clients = MixSpec::check(workload.mixAt(1));
        if (!clients)
            m_fields.reject(mixPath, clients.error());
    }
    return workload;
}

// A typo in a workload name is found before the plan starts, not at its first run.
void PlanReader::checkWorkloadName(const QString& name, const QString& path)
{
    if (name.isEmpty())
        return;
    if (!WorkloadRegistry::names().contains(name))
        return m_fields.add(path, PlanIssue::Kind::Invalid, PlanIssue::Reason::UnknownWorkload,
            { name, WorkloadRegistry::names().join(QStringLiteral(", ")) });
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
    m_fields.reject(option.isEmpty() ? optionsPath : member(optionsPath, option), created.error(),
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
        return m_fields.add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::CpuAxisList);
    const QJsonArray array = value.toArray();
    QStringList labels;
    for (qsizetype i = 0; i < array.size(); ++i) {
        target.append(readCpu(array.at(i), element(path, i)));
        labels.append(target.last().label);
    }
    m_fields.checkUniqueLabels(labels, path, QStringLiteral("label"));
}

CpuConfig PlanReader::readCpu(const QJsonValue& value, const QString& path)
{
    if (value.isString()) {
        if (auto problem = CpuConfig::checkSpec(value.toString()))
            m_fields.add(path, PlanIssue::Kind::Invalid, problem->reason, problem->args);
        return CpuConfig { value.toString(), value.toString() };
    }
    if (!value.isObject()) {
        m_fields.add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::CpuShape);
        return {};
    }
    const QJsonObject object = value.toObject();
    m_fields.readText(object, QStringLiteral("label"), path, false);
    const QString spec = m_fields.readText(object, QStringLiteral("spec"), path, true);
    if (auto problem = CpuConfig::checkSpec(spec); !spec.isEmpty() && problem)
        m_fields.add(member(path, QStringLiteral("spec")), PlanIssue::Kind::Invalid, problem->reason, problem->args);
    m_fields.checkUnknownFields(object, { QStringLiteral("label"), QStringLiteral("spec") }, path);
    return CpuConfig::fromJson(object);
}

std::optional<double> PlanReader::readNumber(const QString& key, double min, double max, bool integer)
{
    const QJsonValue value = m_root.value(key);
    if (value.isUndefined())
        return std::nullopt;
    const double number = value.toDouble();
    if (!value.isDouble() || number < min || number > max || (integer && number != std::floor(number))) {
        m_fields.add(QStringLiteral("$.") + key,
            value.isDouble() ? PlanIssue::Kind::Invalid : PlanIssue::Kind::WrongType,
            integer ? PlanIssue::Reason::IntegerRange : PlanIssue::Reason::NumberRange,
            { QString::number(min), QString::number(max) });
        return std::nullopt;
    }
    return number;
}

// A number of RunSettings' table, checked against its range there (the CLI's and the GUI's range; a plan's own where
// it counts in another unit).
std::optional<double> PlanReader::readNumber(const RunSetting& s)
{
    return readNumber(QLatin1String(s.planKey), s.planMin(), s.planMax(), s.integer || s.planInteger);
}

// Seconds as a number, or as text with a unit: "90s", "5m", "1h", "250ms".
std::optional<double> PlanReader::readSeconds(const RunSetting& s)
{
    const QString key = QLatin1String(s.planKey);
    const QJsonValue value = m_root.value(key);
    if (!value.isString())
        return readNumber(s);
    static const QRegularExpression withUnit(QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|min|h)?\\s*$"));
    const QRegularExpressionMatch match = withUnit.match(value.toString());
    if (!match.hasMatch()) {
        m_fields.add(QStringLiteral("$.") + key, PlanIssue::Kind::Invalid, PlanIssue::Reason::DurationForm);
        return std::nullopt;
    }
    const QString unit = match.captured(2);
    const double scale = unit == QLatin1String("ms") ? 0.001
        : unit == QLatin1String("h")                 ? 3600
        : unit.startsWith(QLatin1Char('m'))          ? 60
                                                     : 1;
    return match.captured(1).toDouble() * scale;
}

// Every setting plans take, in the table's order (so plan validate lists their issues in that order).
void PlanReader::readSettings()
{
    if (m_root.contains(QStringLiteral("events"))) // events alone: run until they are done
        m_plan.durationSec = 0;
    for (const RunSetting& s : RunSettings::all()) {
        if (s.inPlans)
            readSetting(s);
    }
}

void PlanReader::readSetting(const RunSetting& s)
{
    const QString key = QLatin1String(s.planKey);
    const QString path = QStringLiteral("$.") + key;
    if (!s.hasField()) { // repetitions: the plan's own axis
        if (key == QLatin1String("repetitions"))
            m_plan.repetitions = int(readNumber(s).value_or(m_plan.repetitions));
        return;
    }
    if (s.kind == RunSettingKind::Number) {
        if (const auto value = s.secondsText ? readSeconds(s) : readNumber(s))
            RunSettings::setValue(s, m_plan, *value);
    } else if (s.kind == RunSettingKind::Choice) {
        if (*s.flagChoice && m_root.value(key).isBool())
            return RunSettings::setValue(s, m_plan, m_root.value(key));
        const QString text = m_fields.readText(m_root, key, QStringLiteral("$"), false);
        if (!text.isEmpty() && !s.choiceNames().contains(text) && *s.flagChoice)
            m_fields.reject(path, { ErrorCode::OptionValueInvalid, path, text, 0, qint64(OptionProblem::OneOf),
                                      QStringList { QStringLiteral("true"), QStringLiteral("false") } + s.choiceNames() });
        else if (!text.isEmpty() && !s.choiceNames().contains(text))
            m_fields.add(path, PlanIssue::Kind::Invalid, s.invalidChoice);
        else if (!text.isEmpty())
            RunSettings::setValue(s, m_plan, text);
    } else if (s.kind == RunSettingKind::Text) {
        const QString text = m_fields.readText(m_root, key, QStringLiteral("$"), false);
        if (Error e = !text.isEmpty() && s.checkText ? s.checkText(text, path) : Error {})
            m_fields.reject(path, e);
        else if (!text.isEmpty())
            RunSettings::setValue(s, m_plan, text);
    } else if (s.kind == RunSettingKind::Flag) {
        const QJsonValue value = m_root.value(key);
        if (value.isBool())
            RunSettings::setValue(s, m_plan, value);
        else if (!value.isUndefined()) // true or false
            m_fields.add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::ScalarValue);
    }
}

void PlanReader::readOrder()
{
    const QJsonValue value = m_root.value(QStringLiteral("order"));
    if (value.isUndefined())
        return;
    if (!value.isArray())
        return m_fields.add(root("order"), PlanIssue::Kind::WrongType, PlanIssue::Reason::OrderList);
    const QStringList& axes = ExperimentPlan::axisNames();
    const QJsonArray array = value.toArray();
    QStringList order;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString axis = array.at(i).toString();
        if (!axes.contains(axis))
            m_fields.add(element(root("order"), i), PlanIssue::Kind::Invalid, PlanIssue::Reason::UnknownAxis,
                { axis, axes.join(QStringLiteral(", ")) });
        else if (order.contains(axis))
            m_fields.add(element(root("order"), i), PlanIssue::Kind::Duplicate, PlanIssue::Reason::AxisTwice, { axis });
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
        m_fields.add(member(path, key), PlanIssue::Kind::WrongType, PlanIssue::Reason::StringList);
        return strings;
    }
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isString())
            m_fields.add(element(member(path, key), i), PlanIssue::Kind::WrongType, PlanIssue::Reason::MustBeString);
        else if (array.at(i).toString().trimmed().isEmpty())
            m_fields.add(element(member(path, key), i), PlanIssue::Kind::Invalid, PlanIssue::Reason::MustNotBeEmpty);
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
        return m_fields.add(path, PlanIssue::Kind::WrongType, PlanIssue::Reason::LoadShape);
    const QJsonObject object = value.toObject();
    LoadLayout load;
    const QJsonValue ranks = object.value(QStringLiteral("ranks"));
    if (ranks.isUndefined())
        m_fields.add(member(path, QStringLiteral("ranks")), PlanIssue::Kind::Missing, required);
    else if (!ranks.isDouble() || ranks.toDouble() != std::floor(ranks.toDouble()) || ranks.toDouble() < 1
        || ranks.toDouble() > 4096)
        m_fields.add(member(path, QStringLiteral("ranks")), PlanIssue::Kind::Invalid, PlanIssue::Reason::IntegerRange,
            { QStringLiteral("1"), QStringLiteral("4096") });
    else
        load.ranks = ranks.toInt();
    load.hosts = readStrings(object, QStringLiteral("hosts"), path);
    load.extra = readStrings(object, QStringLiteral("extra"), path);
    if (object.contains(QStringLiteral("mpirun")))
        load.mpirun = m_fields.readText(object, QStringLiteral("mpirun"), path, true);
    if (!load.mpirun.isEmpty() && load.launcherPath().isEmpty())
        m_fields.add(member(path, QStringLiteral("mpirun")), PlanIssue::Kind::Invalid,
            PlanIssue::Reason::LauncherNotFound, { load.mpirun });
    m_fields.checkUnknownFields(object,
        { QStringLiteral("ranks"), QStringLiteral("hosts"), QStringLiteral("mpirun"), QStringLiteral("extra") }, path);
    const auto fewest = std::min_element(m_plan.clients.cbegin(), m_plan.clients.cend());
    if (load.ranks > 0 && fewest != m_plan.clients.cend() && *fewest < load.ranks) // a rank would run no client
        m_fields.add(member(path, QStringLiteral("ranks")), PlanIssue::Kind::Conflict,
            PlanIssue::Reason::FewerClientsThanRanks, { QString::number(*fewest), QString::number(load.ranks) });
    m_plan.load = load;
}

void PlanReader::checkCrossFields()
{
    if (m_plan.durationSec <= 0 && m_plan.events == 0)
        m_fields.add(root("duration"), PlanIssue::Kind::Conflict, PlanIssue::Reason::DurationOrEvents);
    const bool anySandbox = std::any_of(m_plan.servers.cbegin(), m_plan.servers.cend(),
        [](const PlanServer& server) { return server.isManagedSandbox(); });
    // Two entries on one sandbox directory would restart it with the other's settings at every switch.
    QStringList sandboxDirs;
    for (qsizetype i = 0; i < m_plan.servers.size(); ++i) {
        const PlanServer& server = m_plan.servers.at(i);
        const QString dir = server.isManagedSandbox() ? server.sandboxDirectory({}) : QString();
        if (!dir.isEmpty() && sandboxDirs.contains(dir))
            m_fields.add(member(element(root("servers"), i), QStringLiteral("sandbox")), PlanIssue::Kind::Duplicate,
                PlanIssue::Reason::SandboxDirShared, { dir });
        sandboxDirs.append(dir);
    }
    // A mix without {clients} has its own client counts: a sweep of the plan's would be ignored, so it is refused.
    for (qsizetype i = 0; i < m_plan.workloads.size(); ++i) {
        const PlanWorkload& w = m_plan.workloads.at(i);
        const QString path = member(element(root("workloads"), i), QStringLiteral("mix"));
        if (w.mix.isEmpty())
            continue;
        if (!w.mix.contains(QLatin1String("{clients}")) && m_plan.clients.size() > 1)
            m_fields.reject(path, { ErrorCode::InvalidOption, QStringLiteral("mix"),
                QStringLiteral("the plan sweeps %1 client counts but this mix fixes its groups' clients: write "
                               "{clients} where the count goes (tpcc:{clients},oltp_read_only:2@rate=20)")
                    .arg(m_plan.clients.size()) });
        if (m_plan.load.active())
            m_fields.reject(path, { ErrorCode::InvalidOption, QStringLiteral("mix"),
                QStringLiteral("a mix runs in one load process: leave out \"load\"") });
        if (m_plan.events > 0)
            m_fields.reject(path, { ErrorCode::InvalidOption, QStringLiteral("mix"),
                QStringLiteral("a mix runs for a time (\"duration\"), not a number of events") });
    }
    if (m_plan.restartSettleSec > 0 && !anySandbox)
        m_fields.add(root("restart_settle"), PlanIssue::Kind::Conflict, PlanIssue::Reason::RestartSettleIgnored, {},
            PlanIssue::Severity::Warning);
}

} // namespace sb
