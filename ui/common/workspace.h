// SPDX-License-Identifier: GPL-3.0-or-later
// What the pages share: the chosen server profile and what is known about that server, the chosen workload with
// its option texts, the server and client CPU sets, the sandbox directory, the results file, the one RunController
// that prepares and runs, and the one PlanController that runs experiment plans.
#pragma once

#include "affinity/topology.h"
#include "server/sshtarget.h"

#include <optional>

#include "experiment/explorecontroller.h"
#include "experiment/runcontroller.h"
#include "experiment/plancontroller.h"
#include "server/serverprofile.h"

#include <QMap>
#include <QObject>
#include <QString>
#include <memory>

namespace sb {

class Workload;

class Workspace : public QObject {
    Q_OBJECT
public:
    explicit Workspace(QObject* parent = nullptr);

    const ServerProfile& profile() const { return m_profile; }
    void setProfile(const ServerProfile& profile);
    // The version of the server the profile points at, once a test or the sandbox told it; empty before.
    const QString& serverVersion() const { return m_serverVersion; }
    void setServerVersion(const QString& version);

    const QString& workloadName() const { return m_workloadName; }
    const QMap<QString, QString>& workloadOptions() const { return m_workloadOptions; }
    void setWorkload(const QString& name, const QMap<QString, QString>& options);
    // A fresh workload from the current name and option texts, or the error that explains why not.
    Result<std::shared_ptr<Workload>> createWorkload() const;
    // A run of several client groups in MixSpec's grammar ("tpcc:16,oltp_read_only:2@rate=20"), built on the
    // Workload page; empty: the workload above alone. With a mix the next run is the mix, its clients the groups'.
    const QString& mix() const { return m_mix; }
    void setMix(const QString& mix); // workloadChanged()
    // What is wrong with the next run's workload or mix (MixSpec::check), before anything connects; no error: none.
    Error checkWorkload() const;

    // The CPUs of the next run as cpulists ("0-3,8"); empty: not bound. Chosen on the CPUs page.
    // The server's host over ssh (empty: this machine), and its topology as its agent read it ("Test agent").
    const SshTarget& serverSsh() const { return m_serverSsh; }
    void setServerSsh(const SshTarget& target);
    const std::optional<Topology>& serverHostTopology() const { return m_serverHostTopology; }
    const QString& serverHostName() const { return m_serverHostName; }
    void setServerHost(const QString& name, const Topology& topology);

    const QString& serverCpus() const { return m_serverCpus; }
    const QString& clientCpus() const { return m_clientCpus; }
    void setCpus(const QString& serverCpus, const QString& clientCpus);
    // The next run as the one run path takes it: the workload and its options, the CPU sets above, the server
    // (with the sandbox's pid when the profile points at it; otherwise a MySQL 8 resource group binds it, as
    // the CLI does). `limits` gives clients, duration, warm-up, interval and rate; the rest comes from here.
    MeasuredRunRequest runRequest(const RunSpec& limits) const;

    // Empty: SandboxServer's default directory.
    const QString& sandboxDirectory() const { return m_sandboxDirectory; }
    void setSandboxDirectory(const QString& directory) { m_sandboxDirectory = directory; }

    // Empty: ResultStore::defaultPath(), the file the CLI uses too.
    const QString& storePath() const { return m_storePath; }
    void setStorePath(const QString& path) { m_storePath = path; }

    RunController* runController() const { return m_runController; }
    PlanController* planController() const { return m_planController; }
    ExploreController* exploreController() const { return m_exploreController; }
    // True while any controller works: the engine runs one thing at a time.
    bool engineBusy() const
    {
        return m_runController->isBusy() || m_planController->isBusy() || m_exploreController->isBusy();
    }

Q_SIGNALS:
    void profileChanged();
    void serverVersionChanged();
    void workloadChanged();
    void cpusChanged();
    void serverHostChanged();

private:
    ServerProfile m_profile;
    QString m_serverVersion;
    QString m_workloadName;
    QString m_mix;
    QMap<QString, QString> m_workloadOptions;
    SshTarget m_serverSsh;
    std::optional<Topology> m_serverHostTopology;
    QString m_serverHostName;
    QString m_serverCpus;
    QString m_clientCpus;
    QString m_sandboxDirectory;
    QString m_storePath;
    RunController* m_runController;
    PlanController* m_planController;
    ExploreController* m_exploreController;
};

} // namespace sb
