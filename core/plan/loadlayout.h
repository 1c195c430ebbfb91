// SPDX-License-Identifier: GPL-3.0-or-later
// Where a run's load comes from when one process is not enough: `ranks` load processes (MPI ranks) that mpirun
// starts on `hosts`, acting as one run (a plan's "load" field, the Run page's ranks and hosts). Rank 0 runs on the
// first host, which must be this machine: it stores the run into the local results file and binds a local server.
#pragma once

#include <QJsonObject>
#include <QStringList>

namespace sb {

struct LoadLayout {
    int ranks = 0; // 0: no launcher, the run is this process's own
    QStringList hosts; // mpirun -H entries ("host" or "host:slots"); empty: every rank on this machine
    QString mpirun = QStringLiteral("mpirun"); // a name looked up on PATH, or a path
    QStringList extra; // more launcher options, placed before the program ("--oversubscribe", "--hostfile", F)

    bool active() const { return ranks > 0; }
    // The launcher's path: `mpirun` as given when it holds a slash, else found on PATH; empty when not found.
    QString launcherPath() const;
    // {"ranks": R, "hosts": [...], "mpirun": "...", "extra": [...]}; hosts, mpirun and extra only when set.
    QJsonObject toJson() const;
    // The fields of a checked object (PlanReader checks the types first); missing ones keep their defaults, but a
    // missing "ranks" is 1 (an empty object is one process).
    static LoadLayout fromJson(const QJsonObject& object);

    friend bool operator==(const LoadLayout&, const LoadLayout&) = default;
};

} // namespace sb
