// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundleexport.h"

#include "analysis/speedup.h"
#include "bundle/bundlesanitiser.h"
#include "bundle/studybundle.h"
#include "bundle/studyfile.h"
#include "htmlreport.h"
#include "reportsource.h"
#include "store/resultstore.h"
#include "store/storecodec.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QTimeZone>

namespace sb {

namespace {

    QByteArray pretty(const QJsonObject& o) { return QJsonDocument(o).toJson(QJsonDocument::Indented); }

    Result<QByteArray> readFile(const QString& path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return Error { ErrorCode::FileError, path, f.errorString() };
        return f.readAll();
    }

    // report.html as `report --experiment` writes it by default, from the bundle's own (cleaned) results file.
    Result<QByteArray> reportOf(ResultStore& store, qint64 experiment, bool includeHosts, const QString& dir)
    {
        RunFilter filter;
        filter.experimentId = experiment;
        auto runs = store.listRuns(filter);
        if (!runs)
            return runs.error();
        const RunAxis columns = ReportSource::varyingAxis(*runs, RunAxis::Clients).value_or(RunAxis::ServerCpus);
        auto content = ReportSource::fromStore(store, experiment, RunMetric::Qps, RunAxis::Clients, columns);
        if (!content)
            return content.error();
        content->baseline = Speedup::fewestResourcesColumn(content->table);
        content->incidents.includeHosts = includeHosts;
        const QString path = dir + QStringLiteral("/report.html");
        if (Error e = HtmlReport::write(*content, path, ReportOptions()))
            return e;
        return readFile(path);
    }

    // Each run's spec, environment and profile; each server profile's version and settings (its first run's).
    Error runMembers(ResultStore& store, qint64 experiment, std::vector<BundleMember>* runs, std::vector<BundleMember>* servers)
    {
        RunFilter filter;
        filter.experimentId = experiment;
        auto list = store.listRuns(filter);
        if (!list)
            return list.error();
        QSet<QString> seen;
        for (const StoredRun& run : *list) {
            const QString dir = QStringLiteral("runs/%1/").arg(run.id, 6, 10, QLatin1Char('0'));
            runs->push_back({ dir + QStringLiteral("spec.json"), pretty(run.spec.toJson()) });
            auto environment = store.environment(run.id);
            if (!environment)
                return environment.error();
            runs->push_back({ dir + QStringLiteral("environment.json"), pretty(*environment) });
            auto profile = store.serverProfile(run.id);
            if (profile && !profile->folded.isEmpty()) {
                runs->push_back({ dir + QStringLiteral("profile.folded"), profile->folded });
                runs->push_back({ dir + QStringLiteral("profile.json"), pretty(profile->meta) });
            }
            auto offCpu = store.serverProfile(run.id, QStringLiteral("off-cpu")); // µs off the CPU by stack
            if (offCpu && !offCpu->folded.isEmpty()) {
                runs->push_back({ dir + QStringLiteral("offcpu-profile.folded"), offCpu->folded });
                runs->push_back({ dir + QStringLiteral("offcpu-profile.json"), pretty(offCpu->meta) });
            }
            const QString server = run.spec.serverProfile.isEmpty() ? QStringLiteral("server") : run.spec.serverProfile;
            const QJsonObject info = environment->value(QStringLiteral("server")).toObject();
            if (!info.isEmpty() && !seen.contains(server) && BundleArchive::staysInside(server)) {
                seen.insert(server);
                servers->push_back({ QStringLiteral("server/%1.json").arg(server), pretty(info) });
            }
        }
        return {};
    }

} // namespace

QDateTime BundleExport::exportTime()
{
    bool ok = false;
    const qint64 epoch = qEnvironmentVariable("SOURCE_DATE_EPOCH").toLongLong(&ok);
    return ok ? QDateTime::fromSecsSinceEpoch(epoch, QTimeZone::utc()) : QDateTime::currentDateTimeUtc();
}

Error BundleExport::write(const BundleExportRequest& request, qint64* bytes)
{
    QTemporaryDir scratch;
    const QString results = scratch.filePath(QStringLiteral("results.sqlite"));
    if (Error e = StudyFile::extract(request.storePath, request.experimentId, request.includeHosts, results))
        return e;
    auto experiment = StudyFile::experimentOf(results);
    if (!experiment)
        return experiment.error();
    std::vector<BundleMember> members { { QStringLiteral("plan.json"), pretty(experiment->plan) } };
    std::vector<BundleMember> runs;
    std::vector<BundleMember> servers;
    {
        ResultStore store;
        if (Error e = store.openReadOnly(results))
            return e;
        auto report = reportOf(store, experiment->id, request.includeHosts, scratch.path());
        if (!report)
            return report.error();
        members.push_back({ QStringLiteral("report.html"), *report });
        if (Error e = runMembers(store, experiment->id, &runs, &servers))
            return e;
    }
    auto file = readFile(results);
    if (!file)
        return file.error();
    members.push_back({ QStringLiteral("results.sqlite"), *file });
    members.insert(members.end(), runs.begin(), runs.end());
    members.insert(members.end(), servers.begin(), servers.end());
    const QJsonObject about { { QStringLiteral("experiment"),
                                  QJsonObject { { QStringLiteral("id"), experiment->id },
                                      { QStringLiteral("name"), experiment->name },
                                      { QStringLiteral("created"), StoreCodec::timestamp(experiment->created) },
                                      { QStringLiteral("plan_hash"), QString::fromLatin1(experiment->planHash) } } },
        { QStringLiteral("include_hosts"), request.includeHosts },
        { QStringLiteral("tool_version"), QStringLiteral(SCALEBENCH_VERSION) } };
    if (Error e = StudyBundle::write(request.outPath, members, about, experiment->created.toSecsSinceEpoch(),
            StoreCodec::timestamp(request.exported)))
        return e;
    if (bytes)
        *bytes = QFileInfo(request.outPath).size();
    return {};
}

} // namespace sb
