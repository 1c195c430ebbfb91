// SPDX-License-Identifier: GPL-3.0-or-later
// explore: an adaptive sweep that finds the knee (USL N*) of a workload with few runs (core's Explorer). This file
// turns options into the base run request and the sweep's settings, and prints a line per run and the verdict.
#include "clicommand.h"
#include "commandline.h"
#include "common/errortext.h"
#include "connectionoptions.h"
#include "console.h"
#include "experiment/explorer.h"
#include "plan/planserver.h"
#include "plan/runsettings.h"
#include "interrupt.h"
#include "report/exploretext.h"
#include "livemetrics.h"
#include "runrequestoptions.h"
#include "store/resultstore.h"
#include "workloadinvocation.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace sb::cli {

namespace {

    const char* const kHelp = R"(Usage: scalebench-cli explore WORKLOAD --max-clients=N [options]

Finds the knee of WORKLOAD's throughput (the USL optimum N* and the peak) with few runs, at counts a full sweep
measures (1, 2, 3, 4, 6, 8, 11, 16, ...): it doubles the clients while throughput rises, repeats a few counts to learn
the noise, then runs where the fitted N* is least certain, until N* and the peak are known within the target or the
budget runs out; where the plateau is too noisy to narrow (one run's noise above 10% and the knee's interval holding
most of the sweep's counts after the doubling) it stops early and recommends the sweep. When the USL misses the means by more than that noise (lack of fit at the 1% level: the curve is not
the USL's shape), the target becomes the saturation knee: the smallest client count whose mean is within 5% of the
plateau, with a 95% interval from the repetitions, and where the plateau falls the count of the maximum; explore
then measures the range's doubling counts, the counts that may be the knee and repetitions where a mean may or may
not be within 5%, until the interval is within the target or holds no other count of a full sweep. Every run is
stored as a run of one experiment: `compare --experiment ID` and `report --experiment ID` read it.

  --max-clients=N     the largest client count to run (required)
  --target=0.10       N* and the peak within this fraction of their estimates (both ends of the 95% interval)
  --budget=SECONDS    wall time of all runs together (default: no limit)
  --max-runs=N        the most runs, whether the target was reached or not (default: the full sweep's runs,
                      its counts x 3 repetitions: explore never costs more than the sweep; a larger N is honoured)
  --time=SECONDS      each run's measured time (default 10), with --warmup-time and the other run options
  --server-cpus=LIST  the server's CPUs for every run (a local server; see `run --help`)
  --store=FILE        the results database (default: the workstation's)
  --json              one JSON object per run and one for the verdict ("target": "optimum" or "saturation",
                      "knee": the saturation knee with "low" and "high")
  --metrics-addr=[HOST:]PORT  serves GET /metrics for Prometheus during the sweep (see `run --help`)

Exit codes: 0 the sweep ended (the verdict says whether the target was reached), 2 usage, 3 connection,
4 a run failed or the sweep was interrupted (the runs measured so far are kept).
The workload's own options: scalebench-cli list WORKLOAD
)";

    Result<ExploreSettings> readSettings(CommandLine& cl, const RunSpec& base)
    {
        ExploreSettings settings = Explorer::defaultSettings(base);
        if (!cl.has(QStringLiteral("max_clients")))
            return Error { ErrorCode::InvalidOption, QStringLiteral("--max-clients"), QStringLiteral("required") };
        // The range of --threads: each run's client count is one.
        const RunSetting* threads = RunSettings::byCliName(QStringLiteral("threads"));
        Q_ASSERT(threads);
        auto maxClients
            = RunSettings::parse(*threads, cl.take(QStringLiteral("max_clients")), QStringLiteral("--max-clients"));
        if (!maxClients)
            return maxClients.error();
        settings.maxClients = int(*maxClients);
        bool ok = true;
        if (cl.has(QStringLiteral("target")))
            settings.target = cl.take(QStringLiteral("target")).toDouble(&ok);
        if (!ok || !(settings.target > 0 && settings.target < 1))
            return Error { ErrorCode::InvalidOption, QStringLiteral("--target"),
                QStringLiteral("a fraction between 0 and 1 (0.10 = ±10%) is expected") };
        if (cl.has(QStringLiteral("budget")))
            settings.budgetSec = cl.take(QStringLiteral("budget")).toDouble(&ok);
        if (!ok || !std::isfinite(settings.budgetSec) || settings.budgetSec < 0)
            return Error { ErrorCode::InvalidOption, QStringLiteral("--budget"),
                QStringLiteral("seconds (0 = no limit) are expected") };
        if (cl.has(QStringLiteral("max_runs"))) { // else the full sweep's runs (ExploreSettings::runLimit)
            settings.maxRuns = cl.take(QStringLiteral("max_runs")).toInt(&ok);
            if (!ok || settings.maxRuns < 1)
                return Error { ErrorCode::InvalidOption, QStringLiteral("--max-runs"),
                    QStringLiteral("a number of runs (at least 1) is expected") };
        }
        return settings;
    }

    QJsonValue finite(double v)
    {
        return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
    }

    QJsonObject kneeJson(const SaturationKnee& k)
    {
        return QJsonObject { { QStringLiteral("clients"), finite(k.knee) }, { QStringLiteral("low"), finite(k.low) },
            { QStringLiteral("high"), finite(k.high) }, { QStringLiteral("share"), k.share },
            { QStringLiteral("plateau"), finite(k.plateau) }, { QStringLiteral("maximum"), finite(k.maximum) },
            { QStringLiteral("maximum_clients"), finite(k.maximumClients) }, { QStringLiteral("falls"), k.falls },
            { QStringLiteral("noise"), finite(k.noise) } };
    }

    QJsonObject estimateJson(const ExploreEstimate& e)
    {
        // target: what explore narrows ("optimum": the USL's N* and peak; "saturation": the knee the means show,
        // once the lack-of-fit test rejected the USL); knee: the saturation knee of the runs so far, always.
        QJsonObject o { { QStringLiteral("within_target"),
                            e.target == ExploreTarget::Saturation ? e.kneeKnown : e.withinTarget },
            { QStringLiteral("target"), QLatin1String(ExploreStrategy::targetName(e.target)) },
            { QStringLiteral("knee"), e.knee ? QJsonValue(kneeJson(*e.knee)) : QJsonValue() } };
        if (e.target == ExploreTarget::Saturation)
            o.insert(QStringLiteral("target_reason"), ExploreText::targetReason(e));
        if (!e.fit) {
            o.insert(QStringLiteral("fit"), QJsonValue());
            o.insert(QStringLiteral("refused"), ErrorText::describeFit(e.refused));
            return o;
        }
        o.insert(QStringLiteral("n_star"), e.optimum ? QJsonValue(*e.optimum) : QJsonValue());
        o.insert(QStringLiteral("n_star_low"), finite(e.optimumInterval.low));
        o.insert(QStringLiteral("n_star_high"), finite(e.optimumInterval.high));
        o.insert(QStringLiteral("peak"), e.peak ? QJsonValue(*e.peak) : QJsonValue());
        o.insert(QStringLiteral("peak_low"), finite(e.peakInterval.low));
        o.insert(QStringLiteral("peak_high"), finite(e.peakInterval.high));
        o.insert(QStringLiteral("sigma"), e.fit->sigma());
        o.insert(QStringLiteral("kappa"), e.fit->kappa());
        o.insert(QStringLiteral("lambda"), e.fit->lambda());
        // The lack-of-fit test (null before a count was repeated): misfit = the USL misses the means by more than
        // the repetitions' noise, so N* depends on the counts measured, which explore then chooses as a sweep would.
        o.insert(QStringLiteral("lack_of_fit_p"), e.lackOfFit ? QJsonValue(e.lackOfFit->pValue()) : QJsonValue());
        o.insert(QStringLiteral("misfit"), e.misfit);
        return o;
    }

    void printJson(const QJsonObject& o)
    {
        out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        out().flush();
    }

    ExploreHooks printingHooks(bool json)
    {
        ExploreHooks hooks;
        hooks.runStarting = [json](int run, const ExploreChoice& c) {
            if (json)
                return;
            out() << QStringLiteral("run %1, clients %2: %3\n")
                         .arg(run)
                         .arg(c.clients)
                         .arg(ExploreText::reason(c.reason));
            out().flush();
        };
        hooks.runMeasured = [json](const ExplorePoint& p, const ExploreEstimate& e) {
            if (json) {
                QJsonObject o = estimateJson(e);
                o.insert(QStringLiteral("type"), QStringLiteral("run"));
                o.insert(QStringLiteral("clients"), p.clients);
                o.insert(QStringLiteral("repetition"), p.repetition + 1);
                o.insert(QStringLiteral("tps"), p.throughput);
                o.insert(QStringLiteral("seconds"), p.seconds);
                o.insert(QStringLiteral("run_id"), p.runId);
                return printJson(o);
            }
            out() << QStringLiteral("    %1 tx/s; %2\n").arg(p.throughput, 0, 'f', 1).arg(ExploreText::estimate(e));
            out().flush();
        };
        hooks.run.prepareDone = [](bool prepared) {
            if (prepared)
                err() << "Prepared the tables (prepare policy)" << Qt::endl;
        };
        return hooks;
    }

    int report(
        const ExploreOutcome& o, const ExploreSettings& settings, bool json, qint64 experiment, const QString& store)
    {
        if (json) {
            QJsonObject v = estimateJson(o.estimate);
            v.insert(QStringLiteral("type"), QStringLiteral("explore"));
            v.insert(QStringLiteral("end"), QLatin1String(ExploreStrategy::endName(o.end)));
            v.insert(QStringLiteral("reached_target"), o.reachedTarget());
            v.insert(QStringLiteral("verdict"), ExploreText::end(o.end, settings, o.estimate));
            v.insert(QStringLiteral("runs"), int(o.points.size()));
            v.insert(QStringLiteral("seconds"), o.elapsedSec);
            v.insert(QStringLiteral("experiment"), experiment);
            v.insert(QStringLiteral("store"), store);
            printJson(v);
        } else {
            out() << ExploreText::end(o.end, settings, o.estimate) << '\n'
                  << QStringLiteral("%1 runs in %2 s; %3\n")
                         .arg(o.points.size())
                         .arg(std::lround(o.elapsedSec))
                         .arg(ExploreText::estimate(o.estimate))
                  << QStringLiteral("experiment %1 in %2 (scalebench-cli compare --experiment %1 --store %2)\n")
                         .arg(experiment)
                         .arg(store);
            out().flush();
        }
        if (o.end == ExploreEnd::Failed) {
            fail(o.error);
            return exitCodeFor(o.error) == ExitOk ? ExitRunFailed : exitCodeFor(o.error);
        }
        return o.end == ExploreEnd::Stopped ? ExitRunFailed : ExitOk;
    }

} // namespace

int exploreCommand(const QStringList& args)
{
    int exitCode = ExitOk;
    auto inv = WorkloadInvocation::open(args, "explore", exitCode, [](const QStringList&) {
        out() << kHelp;
        out().flush();
        return int(ExitOk);
    });
    if (!inv)
        return exitCode;
    CommandLine& cl = inv->cl;
    const bool json = cl.takeFlag(QStringLiteral("json"));
    const QString storePath = cl.take(QStringLiteral("store"));
    MeasuredRunRequest request;
    RunSpec& spec = request.spec;
    if (Error e = RunRequestOptions::read(cl, request))
        return fail(e);
    auto localPid = RunRequestOptions::serverPid(cl, !request.serverSsh.isSet()); // ssh: a pid there
    if (!localPid)
        return fail(localPid.error());
    auto settings = readSettings(cl, spec);
    if (!settings)
        return fail(settings.error());
    auto metrics = LiveMetrics::start(cl); // listening before anything runs
    if (!metrics)
        return fail(metrics.error());
    if (Error e = inv->createWorkload())
        return fail(e);
    if (inv->hasPhases())
        return usageError(
            QStringLiteral("%1 runs in phases over its whole key range; explore needs a workload measured over time")
                .arg(inv->workloadName()));
    if (Error e = RunRequestOptions::complete(*inv, *localPid, request))
        return fail(e);

    ResultStore store;
    auto experiment = Explorer::createExperiment(store, storePath, request, *settings);
    if (!experiment)
        return fail(experiment.error());
    if (!json)
        out() << QStringLiteral("explore %1 on %2: 1 to %3 clients, target ±%4%%5\n")
                     .arg(spec.workload, request.server.profile.endpoints().join(QStringLiteral(", ")))
                     .arg(settings->maxClients)
                     .arg(std::lround(settings->target * 100))
                     .arg(settings->budgetSec > 0 ? QStringLiteral(", budget %1 s").arg(settings->budgetSec)
                                                  : QString());
    ExploreHooks hooks = printingHooks(json);
    if (*metrics) // each run's clients come with its intervals
        (*metrics)->registry.attach(hooks.run, request.spec, *experiment);
    Explorer explorer(request, *settings, hooks);
    explorer.setStore(&store, *experiment);
    const ExploreOutcome outcome = explorer.run(Interrupt::token());
    if (*metrics)
        (*metrics)->awaitLastScrape();
    return report(outcome, *settings, json, *experiment, store.path());
}

} // namespace sb::cli
