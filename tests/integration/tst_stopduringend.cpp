// SPDX-License-Identifier: GPL-3.0-or-later
// A stop that arrives while a run is ending (issue 24): the stopping thread is held inside requestStop(), after the
// stop was recorded, while the plan's (or the sweep's) thread leaves the scope that owns the run and ends. Whatever
// the stop still does then must not touch that run: under ASan (detect_stack_use_after_return) or TSan a stop that
// kept a pointer to the run on the other thread's stack is reported. The plan and the sweep end as stopped.
#include "support/testserver.h"

#include "experiment/explorer.h"
#include "experiment/planrunner.h"
#include "plan/planserverresolver.h"
#include "experiment/stoptesthook.h"
#include "store/resultstore.h"

#include <QTemporaryDir>
#include <semaphore>
#include <thread>

using namespace sb;

namespace {

// The stopping thread: requestStop() is called at once; the hook says when the stop is recorded and then waits
// until release() (the run is gone by then).
class HeldStop {
public:
    HeldStop()
    {
        testhook::stopRecorded = [this] {
            m_recorded.release();
            m_released.acquire();
        };
    }
    ~HeldStop()
    {
        release();
        if (m_thread.joinable())
            m_thread.join();
        testhook::stopRecorded = nullptr;
    }
    // From the run's thread, while the run ends: starts the stop and returns once it is recorded (or done).
    template <typename T> void stop(T& target)
    {
        if (m_thread.joinable())
            return;
        m_thread = std::thread([this, &target] {
            target.requestStop();
            m_done = true;
            m_recorded.release(); // a stop that never calls the hook is done here
        });
        m_recorded.acquire();
    }
    void release()
    {
        if (!m_releasedOnce) {
            m_releasedOnce = true;
            m_released.release();
        }
    }
    bool started() const { return m_thread.joinable(); }

private:
    std::thread m_thread;
    std::binary_semaphore m_recorded { 0 };
    std::binary_semaphore m_released { 0 };
    std::atomic<bool> m_done { false };
    bool m_releasedOnce = false;
};

} // namespace

class TestStopDuringEnd : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    ServerProfile m_profile;
    QStringList connection() const
    {
        return test::cliConnection(m_profile);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_profile = test::sandboxProfile(QStringLiteral("stopend_it"));
        // A run of this test that was aborted (an ASan report ends the process) left its tables: start clean.
        test::runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_point_select") } + connection());
        const auto r = test::runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select"),
                                        QStringLiteral("--table-size=1000") }
            + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void cleanupTestCase()
    {
        test::runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_point_select") } + connection());
    }

    // The first of three runs ends; the stop comes while its MeasuredRun is still on the plan thread's stack.
    void planStopDuringEndOfRun()
    {
        auto plan = ExperimentPlan::fromJson(QByteArray(R"({
  "schema": "scalebench-plan", "version": 1, "name": "stop-during-end",
  "servers": ["sandbox"],
  "workloads": [{"name": "oltp_point_select", "options": {"table_size": 1000}}],
  "clients": [1, 2, 3], "duration": 0.5, "report_interval_ms": 250
})"));
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error().detail));
        ResultStore store;
        QVERIFY(!store.open(m_dir.filePath(QStringLiteral("plan.sqlite"))));
        const ServerProfile profile = m_profile;
        PlanRunner runner(*plan, store, [profile](const PlanServer&) -> Result<ResolvedServer> {
            ResolvedServer s;
            s.profile = profile; // no local pid: the run binds no server CPUs
            return s;
        });
        HeldStop stop;
        int ended = 0;
        runner.setRunFinishedHandler([&](const RunSpec&, const RunSummary&) {
            ++ended;
            stop.stop(runner); // on the plan's thread, inside MeasuredRun::run()
        });
        const Error e = runner.run(false);
        stop.release(); // the run that was stopped has left runOne by now
        QCOMPARE(e.code, ErrorCode::Cancelled);
        QCOMPARE(ended, 1);
        auto runs = store.listRuns();
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 1); // the next run never started
    }

    // The same in explore: the stop comes while the first run ends.
    void exploreStopDuringEndOfRun()
    {
        MeasuredRunRequest base;
        base.spec.workload = QStringLiteral("oltp_point_select");
        base.spec.workloadLabel = base.spec.workload;
        base.spec.workloadOptions = { { QStringLiteral("table_size"), 1000 } };
        base.spec.durationSec = 0.5;
        base.spec.reportIntervalMs = 250;
        base.server.profile = m_profile;
        ExploreSettings settings = Explorer::defaultSettings(base.spec);
        settings.maxClients = 8;
        ResultStore store;
        auto experiment = Explorer::createExperiment(store, m_dir.filePath(QStringLiteral("explore.sqlite")), base, settings);
        QVERIFY(experiment.ok());
        HeldStop stop;
        Explorer* self = nullptr;
        ExploreHooks hooks;
        hooks.run.phaseEnded = [&](const PhaseResult&) { stop.stop(*self); };
        Explorer explorer(base, settings, hooks);
        self = &explorer;
        explorer.setStore(&store, *experiment);
        const ExploreOutcome outcome = explorer.run();
        stop.release();
        QCOMPARE(outcome.end, ExploreEnd::Stopped);
        QVERIFY(!outcome.error);
        QVERIFY(outcome.points.size() <= 1);
    }
};

QTEST_GUILESS_MAIN(TestStopDuringEnd)
#include "tst_stopduringend.moc"
