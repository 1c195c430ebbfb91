// SPDX-License-Identifier: GPL-3.0-or-later
// MeasuredRun's mixed runs: a Runner per client group, each with its own workload, meeting at one barrier.
#include "collectors/hostcounters.h"
#include "collectors/servercounterset.h"
#include "collectors/serverprofiler.h"
#include "collectors/serverwatch.h"
#include "collectors/waitprofile.h"
#include "common/optionproblem.h"
#include "common/procstat.h"
#include "common/statementdigest.h"
#include "engine/mixrunner.h"
#include "engine/runner.h"
#include "loadlaunch.h"
#include "measuredrun.h"
#include "plan/experimentplan.h"
#include "plan/mixspec.h"
#include "server/serverprobe.h"
#include "server/serverstep.h"
#include "server/session.h"
#include "store/resultstore.h"
#include "store/storecodec.h"
#include "workload/workloadregistry.h"
#include <QJsonArray>
#include <QRegularExpression>
#include <unistd.h>

namespace sb {

Error MeasuredRun::createMix(const RunOptions& options)
{
    m_mix.clear();
    const auto invalid = [](const QString& why) {
        return Error { ErrorCode::InvalidOption, QStringLiteral("--mix"), why };
    };
    if (m_request.load.active() || m_hooks.adjustOptions)
        return invalid(QStringLiteral("a mix runs in one load process (no MPI ranks)"));
    if (m_request.spec.events > 0)
        return invalid(QStringLiteral("a mix runs for a time (--time), not a number of events"));
    if (m_request.spec.rate > 0)
        return invalid(QStringLiteral("--rate applies to one workload; give a group its rate as @rate=N"));
    auto groups = MixSpec::parse(m_request.spec.mix);
    if (!groups)
        return groups.error();
    int clients = 0;
    for (const MixGroupSpec& g : *groups) {
        auto created = WorkloadRegistry::create(g.workload, g.options);
        if (!created)
            return created.error();
        if (!(*created)->phases().isEmpty())
            return invalid(QStringLiteral("%1 runs in phases, which a mix cannot").arg(g.workload));
        RunOptions o = options;
        o.threads = g.clients;
        o.rate = g.rate;
        if (Error e = Runner::validate(o))
            return e;
        clients += g.clients;
        m_mix.push_back({ g.name, std::move(*created), g.clients, g.rate });
    }
    if (clients != m_request.spec.threads)
        return invalid(
            QStringLiteral("the groups have %1 clients, the run %2").arg(clients).arg(m_request.spec.threads));
    return {};
}

// Each group's run options: the shared ones (time, warm-up, interval, driver, CPU binding) with its clients and
// rate. The server-side hooks run once for the whole run: the status counters on the total's interval, the end of
// the measured part (the wait profile) on the first group's sampler.
std::vector<MixGroupRun> MeasuredRun::mixGroupRuns(const RunOptions& shared) const
{
    std::vector<MixGroupRun> runs;
    for (std::size_t i = 0; i < m_mix.size(); ++i) {
        RunOptions o = shared;
        o.threads = m_mix[i].clients;
        o.rate = m_mix[i].rate;
        o.enrichSample = nullptr;
        if (i > 0)
            o.onMeasuredEnd = nullptr;
        if (o.seed)
            o.seed += i; // each group its own repeatable stream
        runs.push_back({ m_mix[i].name, m_mix[i].workload.get(), o });
    }
    return runs;
}

} // namespace sb
