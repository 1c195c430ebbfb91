// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a measured run as several load processes: starts the launcher (mpirun) with `scalebench-cli run` and the
// whole request (LoadRequest), relays rank 0's --json stream to the run's hooks as it comes, and returns the outcome
// of the run that rank 0 stored, through MeasuredRun's own store code, in the same results file. MeasuredRun calls
// it when the request names a load layout; nobody else does.
#pragma once

#include "plan/loadlayout.h"
#include "measuredrun.h"

#include <QStringList>
#include <atomic>
#include <stop_token>
#include <sys/types.h>

class QProcess;

namespace sb {

class LoadLaunch {
public:
    LoadLaunch(const MeasuredRunRequest& request, const MeasuredRunHooks& hooks); // the layout: request.load

    void setStore(ResultStore* store, qint64 experimentId);
    // Blocks until the launcher ends. An Error when nothing was measured (the launcher or the run could not start).
    // `stop` (the MeasuredRun's) ends it early: the launcher passes the stop on to every rank, which end the run as
    // interrupted and store what they measured.
    [[nodiscard]] Result<MeasuredRunOutcome> run(std::stop_token stop = {});

    // The scalebench-cli the ranks run: $SCALEBENCH_CLI, else the one next to this program, else on PATH.
    static QString cliProgram();
    // The launcher's arguments (after its path) for the run of `spec` whose encoded request is `word`; `password`:
    // MYSQL_PWD is set and goes to every rank.
    static QStringList arguments(
        const LoadLayout& layout, const QString& cli, const RunSpec& spec, const QString& word, bool password);
    // The line a load process prints on its --json stream when its run cannot start, and its reading.
    static QJsonObject errorLine(const Error& error);
    static Error errorFromLine(const QJsonObject& line);

private:
    void requestStop();
    void readLines(QProcess& process, bool flush);
    void handleLine(const QByteArray& line);
    Result<MeasuredRunOutcome> outcome(int exitStatus);
    qint64 storedRunId() const;

    MeasuredRunRequest m_request;
    LoadLayout m_layout;
    MeasuredRunHooks m_hooks;
    ResultStore* m_store = nullptr;
    qint64 m_experimentId = 0;
    std::atomic<bool> m_stop { false };
    std::atomic<pid_t> m_pid { 0 };
    // What the stream said.
    QByteArray m_pending;
    QJsonObject m_summary, m_ranks, m_affinity, m_error;
    QStringList m_stderrTail;
};

} // namespace sb
