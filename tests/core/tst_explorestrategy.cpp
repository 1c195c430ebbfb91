// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/explorestrategy.h"

#include <QPointF>
#include <QTest>
#include <cmath>
#include <random>

using namespace sb;

namespace {

// A synthetic server, measured with a seeded relative noise. By default it follows the USL with
// N* = sqrt(0.97 / 0.0008) = 34.8 and 2% noise.
struct SyntheticServer {
    double lambda = 1000;
    double sigma = 0.03;
    double kappa = 0.0008;
    double noise = 0.02;
    // Not the USL's shape: the sandbox on a 2-CPU machine (oltp_point_select, server on one CPU, a quiet machine),
    // whose clients saturate it by 6-8 and which then stays flat: 20k at 1 client, 47k at 2 (more than twice), 60k
    // at 4, 66-68k from 8 to 64. Two full sweeps of it put N* at 17.8 and 20.6; explore at 32-35.
    bool saturating = false;
    // Throughput drifts by this fraction of itself over the time of one full sweep (36 runs), as a real machine's
    // does between runs minutes apart; the clock runs on from explore into the sweep, as in explore_vs_sweep.sh.
    double drift = 0;
    int runs = 0;
    std::mt19937_64 rng { 42 };

    double optimum() const { return UslFit::optimum(sigma, kappa); }
    double expected(int clients) const
    {
        if (!saturating)
            return UslFit::evaluate(lambda, sigma, kappa, clients);
        static const QList<QPointF> kMeasured { { 1, 19700 }, { 2, 47000 }, { 3, 57000 }, { 4, 60000 }, { 6, 66000 },
            { 8, 67000 }, { 11, 68000 }, { 16, 68000 }, { 23, 67000 }, { 32, 67500 }, { 45, 67000 },
            { 64, 66500 } }; // the sandbox's medians, joined in log(clients)
        for (qsizetype i = 1; i < kMeasured.size(); ++i) {
            const QPointF a = kMeasured.at(i - 1);
            const QPointF b = kMeasured.at(i);
            if (clients <= b.x())
                return a.y() + std::log(clients / a.x()) / std::log(b.x() / a.x()) * (b.y() - a.y());
        }
        return kMeasured.constLast().y();
    }
    double measure(int clients)
    {
        std::normal_distribution<double> relative(0.0, noise);
        const double level = 1.0 - drift * runs++ / 36.0;
        return expected(clients) * level * (1.0 + relative(rng));
    }
};

// The sweep `explore` is measured against (as in explore_vs_sweep.sh): the doubling counts of 1..64 and the
// geometric middles between them, three repetitions each, one repetition of all counts after another.
const QList<int> kFullSweep { 1, 2, 3, 4, 6, 8, 11, 16, 23, 32, 45, 64 };
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

// Fewer than a report's 400 bootstrap resamples per fit, for both explore and the sweep: the many simulated
// explores below would take minutes in a debug build; percentile ends from 200 resamples are a little coarser.
constexpr int kResamples = 200;

Result<UslFit> fullSweep(SyntheticServer& server)
{
    QList<double> ns;
    QList<double> xs;
    for (int repetition = 0; repetition < 3; ++repetition) {
        for (int clients : kFullSweep) {
            ns.append(clients);
            xs.append(server.measure(clients));
        }
    }
    Bootstrap::Options options;
    options.resamples = kResamples;
    return UslFit::fit(ns, xs, options);
}

// Explore (given half of a full sweep's time when `budget`), then a full sweep of the same server, as
// explore_vs_sweep.sh does on the sandbox.
struct Agreement {
    int runs = 0;
    ExploreEnd end = ExploreEnd::Failed;
    std::optional<double> optimum;
    ConfidenceInterval interval;
    std::optional<double> sweepOptimum;
    ConfidenceInterval sweepInterval;
    bool inside() const { return optimum && sweepInterval.contains(*optimum); }
    bool overlap() const
    {
        return interval.isValid() && interval.low <= sweepInterval.high && sweepInterval.low <= interval.high;
    }
};

Agreement exploreThenSweep(SyntheticServer& server, bool budget)
{
    ExploreSettings settings;
    settings.maxClients = 64;
    settings.budgetSec = budget ? kFullSweepRuns * 10 / 2 : 0;
    settings.resamples = kResamples;
    ExploreStrategy strategy(settings);
    const Sweep sweep = explore(strategy, server, 10);
    Agreement a;
    a.runs = int(sweep.choices.size());
    a.end = sweep.end;
    a.optimum = strategy.estimate().optimum;
    a.interval = strategy.estimate().optimumInterval;
    if (const auto full = fullSweep(server)) {
        a.sweepOptimum = full->optimalConcurrency();
        a.sweepInterval = full->optimumInterval();
    }
    QString counts; // each run's clients and the start of its reason: "1 dou, 2 dou, ..., 3 mis"
    for (const ExploreChoice& c : sweep.choices) {
        counts += QStringLiteral(" %1 %2,").arg(c.clients).arg(
            QLatin1String(ExploreStrategy::reasonName(c.reason)).left(3));
    }
    qInfo("explore %d runs (%s), N* %.1f (%.1f-%.1f); full sweep N* %.1f (%.1f-%.1f)%s;%s", a.runs,
        ExploreStrategy::endName(a.end), a.optimum.value_or(0), a.interval.low, a.interval.high,
        a.sweepOptimum.value_or(0), a.sweepInterval.low, a.sweepInterval.high, a.inside() ? "" : " outside",
        qPrintable(counts));
    return a;
}

constexpr int kSeeds = 10;

// Seeds of 10 in which explore's N* lies inside the full sweep's interval, on the saturating curve (-1 when an
// explore took more than half the sweep's runs).
int agreeingSeeds(double drift)
{
    int inside = 0;
    for (int seed = 1; seed <= kSeeds; ++seed) {
        SyntheticServer server;
        server.saturating = true;
        server.noise = 0.05;
        server.drift = drift;
        server.rng.seed(seed);
        const Agreement a = exploreThenSweep(server, true);
        if (a.runs * 2 > kFullSweepRuns)
            return -1;
        inside += a.inside() ? 1 : 0;
    }
    qInfo("saturating, drift %.2f: %d of %d inside the sweep's interval", drift, inside, kSeeds);
    return inside;
}

} // namespace

class TestExploreStrategy : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void doublesFirst();
    void convergesWithFewerRunsThanAFullSweep();
    void uslCurveAgreesWithAFullSweep();
    void saturatingCurveAgreesWithAFullSweep();
    void driftingCurveAgreesWithAFullSweep();
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
    QCOMPARE(ExploreStrategy::sweepCounts(64), kFullSweep);
    QCOMPARE(ExploreStrategy::sweepCounts(40), (QList<int> { 1, 2, 3, 4, 6, 8, 11, 16, 23, 32, 36, 40 }));
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
    const auto full = fullSweep(server);
    QVERIFY(full.ok());
    qInfo("explore: %d runs, N* %.1f (%.1f-%.1f); full sweep: %d runs, N* %.1f (%.1f-%.1f)", int(sweep.choices.size()),
        *e.optimum, e.optimumInterval.low, e.optimumInterval.high, kFullSweepRuns, *full->optimalConcurrency(),
        full->optimumInterval().low, full->optimumInterval().high);
    QVERIFY(full->optimumInterval().contains(*e.optimum));
    QVERIFY2(sweep.choices.size() * 2 <= kFullSweepRuns, qPrintable(QString::number(sweep.choices.size())));
}

// The USL's own shape, 10 seeds: no lack of fit, so explore stays cheap (the doubling counts and three repetitions
// for the noise, a few runs more in some seeds) and stops by itself; its interval holds the true N*. Explore's N*
// from 10 runs scatters about twice as far as a sweep's from 36, whose interval is +-2-3%: "inside the sweep's
// interval" holds in half the seeds or fewer, for the old design as well; the intervals overlap.
void TestExploreStrategy::uslCurveAgreesWithAFullSweep()
{
    int inside = 0;
    int overlap = 0;
    int truth = 0;
    for (int seed = 1; seed <= kSeeds; ++seed) {
        SyntheticServer server;
        server.rng.seed(seed);
        const Agreement a = exploreThenSweep(server, false);
        QVERIFY(a.optimum);
        QCOMPARE(a.end, ExploreEnd::Converged);
        QVERIFY2(a.runs <= 20, qPrintable(QString::number(a.runs)));
        inside += a.inside() ? 1 : 0;
        overlap += a.overlap() ? 1 : 0;
        truth += a.interval.contains(server.optimum()) ? 1 : 0;
    }
    qInfo("USL: %d of %d inside the sweep's interval, %d overlap it, %d hold the true N*", inside, kSeeds, overlap,
        truth);
    QVERIFY2(truth >= 8, qPrintable(QString::number(truth)));
    QVERIFY2(overlap >= 9, qPrintable(QString::number(overlap)));
}

// The sandbox's saturating curve with its 5% noise, 10 seeds, explore given half a full sweep's time (18 runs). The
// old design (doubling, then runs where the fitted N* is least certain) was inside the sweep's interval in 4 seeds
// of 10, its N* 21-29 against the sweeps' 18-23; measuring the sweep's counts once the fit misses the means brings
// it to 7. Not 10: both N* scatter (explore's by +-1.1, the sweeps' by +-1.3) and the sweep's interval is +-5-10%.
void TestExploreStrategy::saturatingCurveAgreesWithAFullSweep()
{
    const int inside = agreeingSeeds(0);
    QVERIFY2(inside >= 6, qPrintable(QString::number(inside)));
}

// As above with a drift: throughput falls 4% over a full sweep's time, from explore's first run to the sweep's last
// (explore measures small counts first, the sweep one repetition of all counts after another). Old design: 3 of 10,
// new: 6.
void TestExploreStrategy::driftingCurveAgreesWithAFullSweep()
{
    const int inside = agreeingSeeds(0.04);
    QVERIFY2(inside >= 5, qPrintable(QString::number(inside)));
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
