// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentplan.h"

#include "mixspec.h"

#include "affinity/affinitypresets.h"
#include "common/fileproblem.h"
#include "planreader.h"
#include "runsettings.h"
#include "workload/workloadregistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace sb {

ExperimentPlan::ExperimentPlan()
{
    for (const RunSetting& s : RunSettings::all()) {
        if (s.hasField() && s.inPlans && s.planDefault == s.planDefault)
            RunSettings::setValue(s, *this, s.planDefault);
    }
}

const QStringList& ExperimentPlan::axisNames()
{
    static const QStringList names { QStringLiteral("server"), QStringLiteral("workload"),
        QStringLiteral("server_cpus"), QStringLiteral("client_cpus"), QStringLiteral("clients"),
        QStringLiteral("repetition") };
    return names;
}

Result<ExperimentPlan> ExperimentPlan::fromJson(const QByteArray& json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error { ErrorCode::ParseError, QStringLiteral("plan"), parseError.errorString(), 0, parseError.offset };
    if (!document.isObject())
        return Error { ErrorCode::FileContentInvalid, {}, {}, 0, qint64(FileProblem::NotJsonObject) };
    return fromJson(document.object());
}

ExperimentPlan ExperimentPlan::fromJson(const QJsonObject& object)
{
    return PlanReader(object).read();
}

Result<ExperimentPlan> ExperimentPlan::fromFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error { ErrorCode::FileError, path, file.errorString() };
    Result<ExperimentPlan> plan = fromJson(file.readAll());
    if (!plan)
        return Error { plan.error().code, path, plan.error().detail, 0, plan.error().value, plan.error().args };
    return plan;
}

QList<PlanIssue> ExperimentPlan::validate() const
{
    if (m_source.isEmpty())
        return PlanReader(toJson()).read().m_issues;
    return m_issues;
}

QList<PlanIssue> ExperimentPlan::checkCpuSets(const Topology& topology) const
{
    QList<PlanIssue> issues;
    const auto check = [&](const QList<CpuConfig>& axis, const char* key) {
        for (qsizetype i = 0; i < axis.size(); ++i) {
            if (CpuConfig::checkSpec(axis.at(i).spec))
                continue; // its syntax: validate() says so
            auto set = AffinityPresets::resolve(topology, axis.at(i).spec);
            if (!set)
                issues.append({ PlanIssue::Severity::Error, PlanIssue::Kind::Invalid,
                    QStringLiteral("$.%1[%2].spec").arg(QLatin1String(key)).arg(i), PlanIssue::Reason::Rejected, {},
                    set.error() });
        }
    };
    // Server sets of servers on other hosts name those hosts' CPUs: their agents check them when each run starts.
    const bool allRemote = !servers.isEmpty()
        && std::all_of(servers.cbegin(), servers.cend(), [](const PlanServer& s) { return s.ssh.isSet(); });
    if (!allRemote)
        check(serverCpus, "server_cpus");
    check(clientCpus, "client_cpus");
    return issues;
}

ExperimentPlan ExperimentPlan::single(const RunSpec& spec, const ServerProfile& profile)
{
    PlanServer server;
    server.name = spec.serverProfile;
    if (!server.isSandbox()) {
        server.host = profile.hostsText();
        server.port = profile.usesSocket() ? 0 : int(profile.port);
        server.socket = profile.socket;
        server.user = profile.user;
        server.database = profile.database;
        server.sslMode = ServerProfile::sslModeName(profile.sslMode);
    }
    ExperimentPlan plan;
    plan.name = spec.workloadLabel.isEmpty() ? spec.workload : spec.workloadLabel;
    plan.servers = { server };
    plan.workloads = { PlanWorkload { spec.workload, spec.workloadLabel, spec.workloadOptions } };
    plan.clients = { spec.threads };
    plan.serverCpus = { spec.serverCpu };
    plan.clientCpus = { spec.clientCpu };
    RunSettings::copyPlanSettings(spec, plan);
    return plan;
}

std::optional<PlanServer> ExperimentPlan::server(const QString& name) const
{
    for (const PlanServer& server : servers) {
        if (server.name == name)
            return server;
    }
    return std::nullopt;
}

QList<qsizetype> ExperimentPlan::axisSizes(const QStringList& axes) const
{
    QList<qsizetype> sizes;
    for (const QString& axis : axes) {
        const qsizetype size = axis == QLatin1String("server") ? servers.size()
            : axis == QLatin1String("workload")                ? workloads.size()
            : axis == QLatin1String("server_cpus")             ? serverCpus.size()
            : axis == QLatin1String("client_cpus")             ? clientCpus.size()
            : axis == QLatin1String("clients")                 ? clients.size()
                                                               : qsizetype(repetitions);
        sizes.append(size);
    }
    return sizes;
}

qsizetype ExperimentPlan::runCount() const
{
    qsizetype count = 1;
    for (qsizetype size : axisSizes(axisNames()))
        count *= size;
    return count;
}

// Axes missing from `order` (a plan built in code) go innermost, as when reading a file.
static QStringList completeOrder(QStringList order)
{
    for (const QString& axis : ExperimentPlan::axisNames()) {
        if (!order.contains(axis))
            order.append(axis);
    }
    return order;
}

RunSpec ExperimentPlan::specAt(const QStringList& axes, const QList<qsizetype>& position) const
{
    const auto at = [&](const char* axis) { return position.at(axes.indexOf(QLatin1String(axis))); };
    RunSpec spec;
    spec.serverProfile = servers.at(at("server")).name;
    const PlanWorkload& workload = workloads.at(at("workload"));
    spec.workload = workload.name;
    spec.workloadLabel = workload.label.isEmpty() ? workload.name : workload.label;
    spec.workloadOptions = WorkloadRegistry::typedOptions(workload.name, workload.options);
    spec.serverCpu = serverCpus.at(at("server_cpus"));
    spec.clientCpu = clientCpus.at(at("client_cpus"));
    spec.threads = clients.at(at("clients"));
    if (!workload.mix.isEmpty()) { // as run --mix: the groups carry their workloads, options and clients
        spec.mix = workload.mixAt(spec.threads);
        spec.workloadOptions.clear();
        if (const auto total = MixSpec::clients(spec.mix)) // checked when the plan was read
            spec.threads = *total;
    }
    spec.repetition = int(at("repetition"));
    RunSettings::copyPlanSettings(*this, spec);
    return spec;
}

std::vector<RunSpec> ExperimentPlan::expand() const
{
    const QStringList axes = completeOrder(order);
    const QList<qsizetype> sizes = axisSizes(axes);
    std::vector<RunSpec> runs;
    if (runCount() == 0)
        return runs;
    runs.reserve(size_t(runCount()));
    // An odometer over the axes: the last axis (innermost) turns fastest.
    QList<qsizetype> position(axes.size(), 0);
    for (;;) {
        RunSpec spec = specAt(axes, position);
        spec.index = int(runs.size());
        runs.push_back(std::move(spec));
        qsizetype digit = axes.size() - 1;
        while (digit >= 0 && ++position[digit] == sizes.at(digit))
            position[digit--] = 0;
        if (digit < 0)
            return runs;
    }
}

double ExperimentPlan::estimatedSeconds() const
{
    return double(runCount()) * (restartSettleSec + warmupSec + durationSec + cooldownSec);
}

template <typename T> static QJsonArray toArray(const QList<T>& items)
{
    QJsonArray array;
    for (const T& item : items)
        array.append(item.toJson());
    return array;
}

QJsonObject ExperimentPlan::toJson() const
{
    QJsonArray clientArray;
    for (int n : clients)
        clientArray.append(n);
    QJsonObject object {
        { QStringLiteral("schema"), schemaName() },
        { QStringLiteral("version"), schemaVersion },
        { QStringLiteral("name"), name },
        { QStringLiteral("servers"), toArray(servers) },
        { QStringLiteral("workloads"), toArray(workloads) },
        { QStringLiteral("clients"), clientArray },
        { QStringLiteral("server_cpus"), toArray(serverCpus) },
        { QStringLiteral("client_cpus"), toArray(clientCpus) },
        { QStringLiteral("repetitions"), repetitions },
        { QStringLiteral("order"), QJsonArray::fromStringList(completeOrder(order)) },
    };
    if (!description.isEmpty())
        object.insert(QStringLiteral("description"), description);
    // The settings at their keys (RunSettings' table): the first ones always, the rest only when set, so that
    // plans that never name one keep their JSON and identity.
    RunSettings::write(*this, object, true);
    if (load.active())
        object.insert(QStringLiteral("load"), load.toJson());
    return object;
}

QJsonObject ExperimentPlan::identity() const
{
    QJsonObject object = toJson();
    object.remove(QStringLiteral("description"));
    QJsonArray workloadArray;
    for (const QJsonValue& value : object.value(QStringLiteral("workloads")).toArray()) {
        QJsonObject workload = value.toObject();
        QJsonObject options;
        const QVariantMap given = workload.value(QStringLiteral("options")).toObject().toVariantMap();
        for (auto it = given.cbegin(); it != given.cend(); ++it) { // as RunSpec::workloadOptionTexts() reads them
            const QVariant& v = it.value();
            options.insert(it.key(),
                v.typeId() == QMetaType::Bool ? (v.toBool() ? QStringLiteral("on") : QStringLiteral("off")) : v.toString());
        }
        if (!options.isEmpty())
            workload.insert(QStringLiteral("options"), options);
        workloadArray.append(workload);
    }
    object.insert(QStringLiteral("workloads"), workloadArray);
    return object;
}

QJsonObject ExperimentPlan::identityOf(const QJsonObject& planJson)
{
    return fromJson(planJson).identity();
}

} // namespace sb
