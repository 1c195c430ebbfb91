// SPDX-License-Identifier: GPL-3.0-or-later
// bundle export|import|check: a study (one experiment) as one archive anyone can open, check and re-run
// (core/bundle/studybundle.h; `reproduce` runs one again).
#include "bundle/studybundle.h"
#include "bundle/studyfile.h"
#include "clicommand.h"
#include "commandline.h"
#include "console.h"
#include "report/bundleexport.h"
#include "store/resultstore.h"

#include <QDir>
#include <QJsonObject>

namespace sb::cli {

namespace {

    const QString kUsage = QStringLiteral(
        "usage: scalebench-cli bundle export --experiment ID --out FILE.sbz [--store PATH] [--include-hosts]\n"
        "       scalebench-cli bundle import FILE.sbz [--store PATH]\n"
        "       scalebench-cli bundle check FILE.sbz\n"
        "  export: the experiment's plan, every run's spec, environment and server profile, the server's version and\n"
        "  settings, a results file of this experiment only (every command opens it: --store), report.html and a\n"
        "  manifest with SHA-256 checksums, in one tar archive. Statements are normalised (literal values as ?)\n"
        "  unless a run kept them; host names, user names, sockets and data paths are left out unless\n"
        "  --include-hosts. The same study exported twice differs only in the manifest's export time\n"
        "  (SOURCE_DATE_EPOCH sets it).\n"
        "  import: the experiment into the results file, refusing a damaged or altered bundle (naming the member),\n"
        "  a member whose path leaves the bundle, and an experiment the file holds already.\n"
        "  check: the same checks, nothing written.");

    int exportBundle(CommandLine& cl)
    {
        BundleExportRequest request;
        bool ok = false;
        request.experimentId = cl.take(QStringLiteral("experiment")).toLongLong(&ok);
        if (!ok || request.experimentId <= 0)
            return usageError(QStringLiteral("--experiment needs an experiment id (see 'results list')\n") + kUsage);
        request.outPath = cl.take(QStringLiteral("out"));
        if (request.outPath.isEmpty())
            return usageError(QStringLiteral("--out FILE.sbz: where to write the bundle\n") + kUsage);
        request.storePath = cl.take(QStringLiteral("store"));
        request.includeHosts = cl.takeFlag(QStringLiteral("include_hosts"));
        request.exported = BundleExport::exportTime();
        if (!cl.remaining().isEmpty())
            return usageError(QStringLiteral("unknown option --%1 for bundle export").arg(cl.remaining().firstKey()));
        qint64 bytes = 0;
        if (Error e = BundleExport::write(request, &bytes))
            return fail(e);
        out() << QDir::toNativeSeparators(request.outPath) << " (" << bytes << " bytes)" << Qt::endl;
        return ExitOk;
    }

    int importBundle(CommandLine& cl, const QString& path, bool write)
    {
        const QString store = cl.take(QStringLiteral("store"));
        if (!cl.remaining().isEmpty())
            return usageError(QStringLiteral("unknown option --%1 for bundle").arg(cl.remaining().firstKey()));
        auto bundle = StudyBundle::open(path);
        if (!bundle)
            return fail(bundle.error());
        const QJsonObject experiment = bundle->manifest().value(QStringLiteral("experiment")).toObject();
        if (!write) {
            out() << path << ": " << bundle->members().size() << " members intact, experiment '"
                  << experiment.value(QStringLiteral("name")).toString() << "' of "
                  << experiment.value(QStringLiteral("created")).toString() << ", exported "
                  << bundle->manifest().value(QStringLiteral("exported")).toString() << Qt::endl;
            return ExitOk;
        }
        auto id = StudyFile::import(bundle->resultsPath(), store.isEmpty() ? ResultStore::defaultPath() : store);
        if (!id)
            return fail(id.error());
        out() << "experiment " << *id << " in " << QDir::toNativeSeparators(store.isEmpty() ? ResultStore::defaultPath() : store)
              << " ('" << experiment.value(QStringLiteral("name")).toString() << "' of "
              << experiment.value(QStringLiteral("created")).toString() << ")" << Qt::endl;
        return ExitOk;
    }

} // namespace

int bundleCommand(const QStringList& args)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        out() << kUsage << Qt::endl;
        return ExitOk;
    }
    CommandLine cl = CommandLine::parse(
        args, { QStringLiteral("experiment"), QStringLiteral("out"), QStringLiteral("store") });
    const QStringList positionals = cl.positionals();
    const QString action = positionals.value(0);
    if (action == QLatin1String("export") && positionals.size() == 1)
        return exportBundle(cl);
    if ((action == QLatin1String("import") || action == QLatin1String("check")) && positionals.size() == 2)
        return importBundle(cl, positionals.at(1), action == QLatin1String("import"));
    return usageError(kUsage);
}

} // namespace sb::cli
