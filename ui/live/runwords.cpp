// SPDX-License-Identifier: GPL-3.0-or-later
#include "runwords.h"

#include "common/durationtext.h"
#include "common/errortext.h"
#include "runsummarytext.h"

namespace sb {

namespace {

    using Phase = CurrentRun::Phase;

    QString red(const QString& text)
    {
        return QStringLiteral("<span style='color:#b00020'>%1</span>").arg(text.toHtmlEscaped());
    }

} // namespace

QString RunWords::phase(const CurrentRun& run)
{
    switch (run.phase) {
    case Phase::Idle:
        return {};
    case Phase::Starting:
        return tr("starting");
    case Phase::WarmingUp:
        return tr("warming up");
    case Phase::Measuring:
        return run.hasSummary ? tr("done, the next run starts") : tr("measuring");
    case Phase::Stopping:
        return tr("stopping");
    case Phase::Finished:
        return tr("finished");
    case Phase::Stopped:
        return tr("stopped");
    case Phase::Failed:
        return tr("failed");
    }
    return {};
}

// "Plan run 2 of 4" or "Run".
QString RunWords::which(const CurrentRun& run)
{
    return run.plan ? tr("Plan run %1 of %2").arg(run.position).arg(run.count) : tr("Run");
}

// A side's CPUs as the kernel reported them once bound; before that what was asked.
QString RunWords::cpus(const CurrentRun& run, bool server)
{
    const QJsonObject side = run.affinity.value(server ? QStringLiteral("server") : QStringLiteral("client")).toObject();
    const QString effective = side.value(QStringLiteral("effective")).toString();
    const CpuConfig& asked = server ? run.spec.serverCpu : run.spec.clientCpu;
    const QString label = asked.label.isEmpty() ? asked.spec : asked.label;
    if (!effective.isEmpty())
        return label.isEmpty() || label == effective ? effective : QStringLiteral("%1 (%2)").arg(effective, label);
    if (run.affinity.isEmpty() && !label.isEmpty())
        return tr("%1 (not bound yet)").arg(label);
    return server ? tr("not bound") : tr("all");
}

QString RunWords::header(const CurrentRun& run)
{
    if (run.phase == Phase::Idle)
        return {};
    if (run.plan && run.position == 0) // its server and tables being set up: no run's settings yet, nor the page's
        return run.active() ? tr("<b>Plan</b>: setting up its server and tables before run 1 of %1").arg(run.count)
                            : QString();
    const RunSpec& spec = run.spec;
    const QString workload = spec.workloadLabel.isEmpty() ? spec.workload : spec.workloadLabel;
    const QString times = spec.warmupSec > 0
        ? tr("%1 s after a warm-up of %2 s").arg(spec.durationSec).arg(spec.warmupSec)
        : tr("%1 s, no warm-up").arg(spec.durationSec);
    return tr("<b>%1</b>: <b>%2</b> against %3, clients: %4, %5; server CPUs %6, client CPUs %7")
        .arg(run.ended() ? tr("%1, %2").arg(which(run), phase(run)) : which(run), workload.toHtmlEscaped(),
            run.endpoint.toHtmlEscaped())
        .arg(spec.threads)
        .arg(times, cpus(run, true).toHtmlEscaped(), cpus(run, false).toHtmlEscaped());
}

QString RunWords::status(const CurrentRun& run)
{
    const QString step = run.plan && run.position > 0
        ? tr("Run %1 of %2: ").arg(run.position).arg(run.count)
        : QString();
    QString text;
    switch (run.phase) {
    case Phase::Idle:
        return {};
    case Phase::Starting:
        if (run.plan && run.position == 0)
            text = tr("A plan is running: its server and tables are being set up. Stop ends it and keeps everything "
                      "measured.");
        else if (run.load.active())
            text = step
                + tr("Starting %1 load processes with mpirun; they connect %n client(s)...", nullptr, run.spec.threads)
                      .arg(run.load.ranks);
        else
            text = step + tr("Connecting %n client(s) and checking the tables...", nullptr, run.spec.threads);
        break;
    case Phase::WarmingUp:
        text = step + tr("Warming up (left out of the summary)...");
        break;
    case Phase::Measuring:
        text = step + (run.hasSummary ? tr("%1; the next run starts...").arg(RunSummaryText::status(run.summary))
                                      : tr("Measuring..."));
        if (!run.hasSummary && run.last.targetRate > 0 && run.last.backlog > 0)
            text += QLatin1Char(' ')
                + tr("%n arrival(s) due but not started: the server is behind the target rate.", nullptr,
                    int(run.last.backlog));
        break;
    case Phase::Stopping:
        text = run.plan ? tr("Stopping the plan: the current run ends and is kept as interrupted...")
                        : tr("Stopping: the workers finish their current transaction...");
        break;
    case Phase::Finished:
    case Phase::Stopped:
    case Phase::Failed:
        return ended(run);
    }
    return text.toHtmlEscaped();
}

// The status line once the run or plan ended.
QString RunWords::ended(const CurrentRun& run)
{
    QString text;
    if (run.plan) {
        const QString store = run.store.toHtmlEscaped();
        if (run.phase == Phase::Finished)
            text = tr("Plan finished: experiment %1 in %2.").arg(run.experimentId).arg(store);
        else if (run.phase == Phase::Stopped)
            text = tr("Plan stopped: experiment %1 in %2 keeps every run measured, the last one marked "
                      "interrupted.")
                       .arg(run.experimentId)
                       .arg(store);
        else
            text = red(tr("Plan failed at run %1 of %2: %3")
                           .arg(run.position)
                           .arg(run.count)
                           .arg(ErrorText::describe(run.error)));
    } else if (run.hasSummary) {
        text = tr("%1. Start again for another run.").arg(RunSummaryText::status(run.summary)).toHtmlEscaped();
        if (run.phase == Phase::Failed && run.summary.error)
            text = red(tr("%1: %2. Start again for another run.")
                           .arg(RunSummaryText::status(run.summary), ErrorText::describe(run.summary.error)));
    } else {
        text = red(ErrorText::describe(run.error));
    }
    if (run.restoreError)
        text += QStringLiteral("<br>")
            + red(tr("The server's CPUs could not be put back: %1").arg(ErrorText::describe(run.restoreError)));
    return text;
}

QString RunWords::summary(const CurrentRun& run, bool serverCpusChosen)
{
    if (run.phase == Phase::Idle)
        return tr("The summary of the run appears here when it ends.");
    if (run.hasSummary)
        return RunSummaryText::html(run.summary, run.affinity, serverCpusChosen);
    if (run.active())
        return run.plan && run.position == 0 ? tr("The plan is starting...")
            : run.plan                       ? tr("Run %1 of %2 is running...").arg(run.position).arg(run.count)
                                             : tr("Running...");
    if (!run.plan)
        return tr("No run: nothing was measured.");
    if (run.position == 0)
        return tr("The plan ended before its first run: nothing was measured.");
    // A step that ended without its Summary (the plan stopped or failed during it).
    return run.error.code == ErrorCode::Cancelled
        ? tr("Run %1 of %2 was stopped: what it measured is kept, marked interrupted.")
              .arg(run.position)
              .arg(run.count)
        : tr("Run %1 of %2 did not finish: %3")
              .arg(run.position)
              .arg(run.count)
              .arg(ErrorText::describe(run.error).toHtmlEscaped());
}

QString RunWords::tilesCaption(const CurrentRun& run)
{
    if (run.hasSummary)
        return tr("<b>Run average</b>, as in the Summary below; under each, the last interval");
    if (run.ended())
        return run.intervals > 0 ? tr("<b>Last interval</b> measured before the run ended; no run average")
                                 : tr("Nothing measured");
    return tr("<b>Last interval</b> (errors and reconnects: since the start)");
}

QString RunWords::barFormat(const CurrentRun& run)
{
    switch (run.phase) {
    case Phase::Finished:
        return tr("Done");
    case Phase::Stopped:
        return tr("Stopped at run %1 of %2").arg(run.position).arg(run.count);
    case Phase::Failed:
        return tr("Failed at run %1 of %2").arg(run.position).arg(run.count);
    default:
        return run.position == 0 ? tr("Starting the plan") : tr("Run %1 of %2").arg(run.position).arg(run.count);
    }
}

QString RunWords::barTime(const CurrentRun& run, double stepSec)
{
    if (!run.active() || run.position == 0)
        return {};
    const double elapsed = run.planElapsedSec + stepSec;
    const double eta = std::max(0.0, run.planEtaSec - stepSec);
    return tr("elapsed %1, about %2 left").arg(DurationText::format(elapsed), DurationText::format(eta));
}

QString RunWords::title(const CurrentRun& run)
{
    if (run.phase == Phase::Idle)
        return {};
    if (run.plan)
        return run.position == 0 ? tr("Plan: %1").arg(phase(run))
                                 : tr("Plan run %1 of %2: %3").arg(run.position).arg(run.count).arg(phase(run));
    return tr("Run: %1").arg(phase(run));
}

} // namespace sb
