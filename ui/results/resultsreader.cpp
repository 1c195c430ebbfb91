// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultsreader.h"

#include "store/resultstore.h"

namespace sb {

StoreContents ResultsReader::contents(const QString& path)
{
    StoreContents c;
    ResultStore store;
    c.error = store.openReadOnly(path); // reading never writes: a read-only or full disk shows its runs too
    c.path = store.path();
    if (c.error)
        return c;
    auto experiments = store.experiments();
    if (!experiments) {
        c.error = experiments.error();
        return c;
    }
    auto runs = store.listRuns();
    if (!runs) {
        c.error = runs.error();
        return c;
    }
    c.experiments = std::move(*experiments);
    c.runs = std::move(*runs);
    return c;
}

RunDetails ResultsReader::details(const QString& path, qint64 runId)
{
    RunDetails d;
    ResultStore store;
    if ((d.error = store.openReadOnly(path)))
        return d;
    auto run = store.run(runId);
    if (!run) {
        d.error = run.error();
        return d;
    }
    auto intervals = store.intervals(runId);
    if (!intervals) {
        d.error = intervals.error();
        return d;
    }
    auto environment = store.environment(runId);
    if (!environment) {
        d.error = environment.error();
        return d;
    }
    d.run = std::move(*run);
    d.intervals = std::move(*intervals);
    d.environment = std::move(*environment);
    if (auto incidents = store.incidents(runId)) { // a part of its own: a run is shown without them
        d.incidents = std::move(*incidents);
        for (Incident& incident : d.incidents)
            incident.normaliseQueryText(); // stored before ScaleBench normalised: shown as a run stores it today
    }
    if (auto events = store.runEvents(runId))
        d.events = std::move(*events);
    return d;
}

Error ResultsReader::deleteRuns(const QString& path, const QList<qint64>& runIds)
{
    ResultStore store;
    if (Error e = store.open(path))
        return e;
    for (qint64 id : runIds) {
        if (Error e = store.deleteRun(id))
            return e;
    }
    return {};
}

Error ResultsReader::deleteExperiment(const QString& path, qint64 experimentId)
{
    ResultStore store;
    if (Error e = store.open(path))
        return e;
    return store.deleteExperiment(experimentId);
}

} // namespace sb
