// SPDX-License-Identifier: GPL-3.0-or-later
// runVerdict (issue 24): the one reading of a run's outcome for the CLI, the Run page, plans and explore; and the
// stop helpers every wait uses.
#include "common/stop.h"
#include "experiment/runverdict.h"

#include <QTest>
#include <thread>

using namespace sb;

namespace {

MeasuredRunOutcome ended(RunStatus status, qint64 runId = 5)
{
    MeasuredRunOutcome o;
    o.summary.status = status;
    PhaseResult phase;
    phase.summary = o.summary;
    phase.runId = runId;
    o.phases.append(phase);
    return o;
}

} // namespace

class TestRunVerdict : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void nothingMeasured()
    {
        const RunVerdict v = runVerdict(Result<MeasuredRunOutcome>(Error { ErrorCode::FileUnusable, QStringLiteral("f"), {} }));
        QCOMPARE(v.end, RunVerdict::End::NotRun);
        QVERIFY(!v.measured());
        QCOMPARE(v.error.code, ErrorCode::FileUnusable);
        QCOMPARE(v.storedRunId, 0);
    }

    void finishedAndKept()
    {
        const RunVerdict v = runVerdict(ended(RunStatus::Finished));
        QCOMPARE(v.end, RunVerdict::End::Finished);
        QVERIFY(v.goesOn());
        QVERIFY(!v.error);
        QCOMPARE(v.storedRunId, 5);
    }

    // A finished run whose store write failed is not kept whole: never "stored", and a plan stops on it.
    void finishedButNotKept()
    {
        MeasuredRunOutcome o = ended(RunStatus::Finished);
        o.storeError = { ErrorCode::FileError, QStringLiteral("r.sqlite"), QStringLiteral("disk full") };
        o.restoreError = { ErrorCode::ThreadBindFailed, {}, {} };
        const RunVerdict v = runVerdict(o);
        QCOMPARE(v.end, RunVerdict::End::Failed);
        QVERIFY(!v.goesOn());
        QCOMPARE(v.error.code, ErrorCode::FileError); // the store's first
        QCOMPARE(v.restoreError.code, ErrorCode::ThreadBindFailed); // still told
        QCOMPARE(v.storedRunId, 0);
    }

    void restoreFailedStopsAPlan()
    {
        MeasuredRunOutcome o = ended(RunStatus::Finished);
        o.restoreError = { ErrorCode::ThreadBindFailed, {}, {} };
        const RunVerdict v = runVerdict(o);
        QCOMPARE(v.end, RunVerdict::End::Failed);
        QCOMPARE(v.error.code, ErrorCode::ThreadBindFailed);
        QCOMPARE(v.storedRunId, 5); // the run itself was kept whole
    }

    void stoppedOrInterruptedByNobody()
    {
        MeasuredRunOutcome o = ended(RunStatus::Interrupted);
        o.stopRequested = true;
        RunVerdict v = runVerdict(o);
        QCOMPARE(v.end, RunVerdict::End::Stopped);
        QCOMPARE(v.error.code, ErrorCode::Cancelled);
        QVERIFY(!v.goesOn());

        o.stopRequested = false; // interrupted, but nobody asked: a failure, with the run's own error if it has one
        o.summary.error = { ErrorCode::ConnectionLost, {}, {} };
        v = runVerdict(o);
        QCOMPARE(v.end, RunVerdict::End::Failed);
        QCOMPARE(v.error.code, ErrorCode::ConnectionLost);
        o.summary.error = {};
        QCOMPARE(runVerdict(o).error.code, ErrorCode::Cancelled);
    }

    void failedOrStalled()
    {
        MeasuredRunOutcome o = ended(RunStatus::Stalled);
        o.summary.error = { ErrorCode::ServerStalled, {}, {} };
        o.stopRequested = true; // a stop asked of a stalled run does not make it a stopped one
        const RunVerdict v = runVerdict(o);
        QCOMPARE(v.end, RunVerdict::End::Failed);
        QCOMPARE(v.error.code, ErrorCode::ServerStalled);
        QCOMPARE(v.status, RunStatus::Stalled);
    }

    // A wait ends on a stop asked before it or during it (a ten-minute wait would time the test out otherwise).
    void waitsEndOnTheStop()
    {
        std::stop_source before;
        before.request_stop();
        QVERIFY(!sleepUnlessStopped(before.get_token(), std::chrono::minutes(10)));

        std::stop_source during;
        std::thread stopper([&] { during.request_stop(); });
        QVERIFY(!sleepUnlessStopped(during.get_token(), std::chrono::minutes(10)));
        stopper.join();

        QVERIFY(sleepUnlessStopped(std::stop_token(), std::chrono::milliseconds(1))); // no stop: the whole wait
    }
};

QTEST_APPLESS_MAIN(TestRunVerdict)
#include "tst_runverdict.moc"
