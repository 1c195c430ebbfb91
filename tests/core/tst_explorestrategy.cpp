// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/explorestrategy.h"

#include <QTest>
#include <cmath>
#include <random>

using namespace sb;

namespace {

// A server that follows the USL with N* = sqrt(0.97 / 0.0008) = 34.8, measured with a seeded 2% noise.
struct SyntheticServer {
    double lambda = 1000;
    double sigma = 0.03;
    double kappa = 0.0008;
    double noise = 0.02;
    std::mt19937_64 rng { 42 };

    double optimum() const { return UslFit::optimum(sigma, kappa); }
    double measure(int clients)
    {
        std::normal_distribution<double> relative(0.0, noise);
        return UslFit::evaluate(lambda, sigma, kappa, clients) * (1.0 + relative(rng));
    }
};

// The sweep `explore` is measured against: the doubling counts of 1..64 and the counts between them, three
// repetitions each.
const QList<int> kFullSweep { 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64 };
constexpr int kFullSweepRuns = 12 * 3;

struct Sweep {
    QList<ExploreChoice> choices;
    ExploreEnd end = ExploreEnd::Failed;
};

Sweep explore(ExploreStrategy& strategy, SyntheticServer& server, double secondsPerRun)
{
    Sweep sweep;
    for (int guard = 0; guard < 200; ++guard) {
        const ExploreChoice choice = strategy.next();
        if (choice.end) {
            sweep.end = *choice.end;
            break;
        }
        sweep.choices.append(choice);
        strategy.add(choice.clients, server.measure(choice.clients), secondsPerRun);
    }
    return sweep;
}

} // namespace

class TestExploreStrategy : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void doublesFirst();
    void convergesWithFewerRunsThanAFullSweep();
    void stopsOnBudget();
    void kneeBeyondRange();
    void fitRefusedOnTooSmallARange();
    void relativeSpread();
    void fewCountsAreNotEnough();
};

void TestExploreStrategy::doublesFirst()
{
    ExploreStrategy strategy({});
    SyntheticServer server;
    QList<int> seen;
    for (int i = 0; i < 5; ++i) {
        const ExploreChoice c = strategy.next();
        QVERIFY(!c.end);
        QCOMPARE(c.reason, ExploreReason::Doubling);
        seen.append(c.clients);
        strategy.add(c.clients, server.measure(c.clients), 10);
    }
    QCOMPARE(seen, (QList<int> { 1, 2, 4, 8, 16 }));
    QCOMPARE(ExploreStrategy::doublingCounts(40), (QList<int> { 1, 2, 4, 8, 16, 32, 40 }));
}

void TestExploreStrategy::convergesWithFewerRunsThanAFullSweep()
{
    ExploreSettings settings;
    settings.maxClients = 64;
    ExploreStrategy strategy(settings);
    SyntheticServer server;
    const Sweep sweep = explore(strategy, server, 10);
    const ExploreEstimate& e = strategy.estimate();
    QVERIFY(e.optimum);
    QCOMPARE(sweep.end, ExploreEnd::Converged);
    QVERIFY(e.withinTarget);
    QVERIFY(e.optimumSpread <= settings.target);
    QVERIFY(e.peakSpread <= settings.target);
    QVERIFY(e.optimumInterval.contains(server.optimum()));
    // The full sweep of the same server: explore's N* lies inside its interval.
    QList<double> ns;
    QList<double> xs;
    for (int repetition = 0; repetition < 3; ++repetition) {
        for (int clients : kFullSweep) {
            ns.append(clients);
            xs.append(server.measure(clients));
        }
    }
    const auto full = UslFit::fit(ns, xs);
    QVERIFY(full.ok());
    qInfo("explore: %d runs, N* %.1f (%.1f-%.1f); full sweep: %d runs, N* %.1f (%.1f-%.1f)", int(sweep.choices.size()),
        *e.optimum, e.optimumInterval.low, e.optimumInterval.high, int(ns.size()), *full->optimalConcurrency(),
        full->optimumInterval().low, full->optimumInterval().high);
    QVERIFY(full->optimumInterval().contains(*e.optimum));
    QVERIFY2(sweep.choices.size() * 2 <= kFullSweepRuns, qPrintable(QString::number(sweep.choices.size())));
}

void TestExploreStrategy::stopsOnBudget()
{
    ExploreSettings settings;
    settings.budgetSec = 55;
    ExploreStrategy strategy(settings);
    SyntheticServer server;
    const Sweep sweep = explore(strategy, server, 10);
    QCOMPARE(sweep.end, ExploreEnd::Budget);
    QCOMPARE(sweep.choices.size(), 5); // a sixth run of 10 s would end at 60 s
    QVERIFY(strategy.elapsedSec() <= settings.budgetSec);
}

void TestExploreStrategy::kneeBeyondRange()
{
    ExploreSettings settings;
    settings.maxClients = 8; // N* is 35
    ExploreStrategy strategy(settings);
    SyntheticServer server;
    const Sweep sweep = explore(strategy, server, 10);
    QCOMPARE(sweep.end, ExploreEnd::KneeBeyondRange);
    for (const ExploreChoice& c : sweep.choices)
        QVERIFY(c.clients <= 8);
}

void TestExploreStrategy::fitRefusedOnTooSmallARange()
{
    ExploreSettings settings;
    settings.maxClients = 2;
    ExploreStrategy strategy(settings);
    SyntheticServer server;
    const Sweep sweep = explore(strategy, server, 10);
    QCOMPARE(sweep.end, ExploreEnd::FitRefused);
    QCOMPARE(sweep.choices.size(), 2);
    QVERIFY(!strategy.estimate().fit);
    QCOMPARE(strategy.estimate().refused.value, UslFit::minimumClientCounts(true));
}

void TestExploreStrategy::relativeSpread()
{
    QCOMPARE(ExploreStrategy::relativeSpread({ 90, 105 }, 100), 0.10);
    QVERIFY(std::isinf(ExploreStrategy::relativeSpread({ 90, std::numeric_limits<double>::infinity() }, 100)));
    QVERIFY(std::isinf(ExploreStrategy::relativeSpread({}, 100)));
}

// A knee right at the start (N* 2): four counts that the curve passes through give narrow intervals, but the sweep
// goes on to two more counts before it says the knee is found.
void TestExploreStrategy::fewCountsAreNotEnough()
{
    ExploreStrategy strategy({});
    SyntheticServer server;
    server.sigma = 0.2;
    server.kappa = 0.2; // N* = 2
    server.noise = 0.001;
    const Sweep sweep = explore(strategy, server, 10);
    QCOMPARE(sweep.end, ExploreEnd::Converged);
    QSet<int> counts;
    for (const ExplorePoint& p : strategy.points())
        counts.insert(p.clients);
    QVERIFY2(counts.size() >= UslFit::minimumClientCounts(true) + 2, qPrintable(QString::number(counts.size())));
}

QTEST_APPLESS_MAIN(TestExploreStrategy)
#include "tst_explorestrategy.moc"
