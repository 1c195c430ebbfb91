// SPDX-License-Identifier: GPL-3.0-or-later
#include "experiment/explorestrategy.h"

#include <QMap>
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
    // The sandbox's own runs (explore_vs_sweep.sh, session 7, a quiet machine: two full sweeps and two explores of
    // oltp_point_select, server on CPU 0, 5 s runs): each measurement is one of the runs at that count, drawn at
    // random. Unlike the smooth curve with normal noise, it has what the machine gives: about one run in five at
    // 11-64 clients lands in a slow mode for its whole 5 s (54-60k against 66-72k).
    bool measured = false;
    // Throughput drifts by this fraction of itself over the time of one full sweep (36 runs), as a real machine's
    // does between runs minutes apart; the clock runs on from explore into the sweep, as in explore_vs_sweep.sh.
    double drift = 0;
    // Another curve of measured means, joined in log(clients) as the saturating one (flat beyond its last point).
    QList<QPointF> curve;
    int runs = 0;
    std::mt19937_64 rng { 42 };

    double draw(int clients)
    {
        static const QMap<int, QList<double>> kRuns {
            { 1, { 19070, 18739, 16273, 16767, 16964, 18998, 19788, 18374, 19170, 19077 } },
            { 2, { 47422, 48153, 45761, 44037, 47794, 45472, 49191, 47955, 46964, 45722 } },
            { 3, { 55438, 52597, 57824, 56934, 57735, 55729, 57169, 55365, 54710, 56752 } },
            { 4, { 62349, 61257, 58215, 63578, 58670, 59289, 57733, 65232, 61263 } },
            { 6, { 67357, 68647, 59973, 65601, 67088, 67062, 66835, 65963 } },
            { 8, { 72363, 71856, 62503, 68394, 62134, 70142, 66803, 66689, 63211, 67976 } },
            { 11, { 58088, 67468, 69031, 68008, 60722, 69103, 69366, 65472, 66915 } },
            { 16, { 60957, 62881, 70384, 71966, 65850, 71016, 71143, 65327, 60379, 68357 } },
            { 23, { 62713, 69875, 67544, 69432, 69083, 72221, 69457, 69099 } },
            { 32, { 72013, 63342, 69496, 62068, 68308, 69599, 53813, 62714 } },
            { 45, { 63510, 64213, 71011, 68893, 71834, 64844, 62756, 66866 } },
            { 64, { 59866, 68222, 70733, 68625, 70528, 69735, 72944, 56261 } },
        };
        const QList<double> values = kRuns.value(clients);
        Q_ASSERT(!values.isEmpty()); // explore measures only a full sweep's counts
        std::uniform_int_distribution<qsizetype> pick(0, values.size() - 1);
        ++runs;
        return values.at(pick(rng));
    }
    double optimum() const { return UslFit::optimum(sigma, kappa); }
    double expected(int clients) const
    {
        if (!saturating && curve.isEmpty())
            return UslFit::evaluate(lambda, sigma, kappa, clients);
        static const QList<QPointF> kSandbox { { 1, 19700 }, { 2, 47000 }, { 3, 57000 }, { 4, 60000 }, { 6, 66000 },
            { 8, 67000 }, { 11, 68000 }, { 16, 68000 }, { 23, 67000 }, { 32, 67500 }, { 45, 67000 },
            { 64, 66500 } }; // the sandbox's medians, joined in log(clients)
        const QList<QPointF>& kMeasured = curve.isEmpty() ? kSandbox : curve;
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
        if (measured)
            return draw(clients);
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

Result<UslFit> fullSweep(SyntheticServer& server, std::optional<SaturationKnee>* knee = nullptr)
{
    QList<double> ns;
    QList<double> xs;
    for (int repetition = 0; repetition < 3; ++repetition) {
        for (int clients : kFullSweep) {
            ns.append(clients);
            xs.append(server.measure(clients));
        }
    }
    if (knee)
        *knee = SaturationKnee::find(ns, xs);
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
    // With the saturation target (the USL rejected), the knees are compared instead of N*.
    ExploreTarget target = ExploreTarget::Optimum;
    std::optional<SaturationKnee> knee;
    std::optional<SaturationKnee> sweepKnee;
    bool inside() const
    {
        if (target == ExploreTarget::Saturation)
            return knee && sweepKnee && sweepKnee->low <= knee->knee && knee->knee <= sweepKnee->high;
        return optimum && sweepInterval.contains(*optimum);
    }
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
    a.target = strategy.estimate().target;
    a.knee = strategy.estimate().knee;
    if (const auto full = fullSweep(server, &a.sweepKnee)) {
        a.sweepOptimum = full->optimalConcurrency();
        a.sweepInterval = full->optimumInterval();
    }
    QString counts; // each run's clients and the start of its reason: "1 dou, 2 dou, ..., 3 mis"
    for (const ExploreChoice& c : sweep.choices) {
        counts += QStringLiteral(" %1 %2,").arg(c.clients).arg(
            QLatin1String(ExploreStrategy::reasonName(c.reason)).left(3));
    }
    qInfo("explore %d runs (%s, target %s), N* %.1f (%.1f-%.1f), knee %g (%g-%g); full sweep N* %.1f (%.1f-%.1f), "
          "knee %g (%g-%g)%s;%s",
        a.runs, ExploreStrategy::endName(a.end), ExploreStrategy::targetName(a.target), a.optimum.value_or(0),
        a.interval.low, a.interval.high, a.knee ? a.knee->knee : 0, a.knee ? a.knee->low : 0,
        a.knee ? a.knee->high : 0, a.sweepOptimum.value_or(0), a.sweepInterval.low, a.sweepInterval.high,
        a.sweepKnee ? a.sweepKnee->knee : 0, a.sweepKnee ? a.sweepKnee->low : 0, a.sweepKnee ? a.sweepKnee->high : 0,
        a.inside() ? "" : " outside", qPrintable(counts));
    return a;
}

constexpr int kSeeds = 10;

// Seeds of kSeeds in which explore's N* lies inside the full sweep's interval (-1 when an explore took more than
// half the sweep's runs).
int agreeingSeeds(const SyntheticServer& kind, const char* name)
{
    int inside = 0;
    for (int seed = 1; seed <= kSeeds; ++seed) {
        SyntheticServer server = kind;
        server.rng.seed(seed);
        const Agreement a = exploreThenSweep(server, true);
        if (a.runs * 2 > kFullSweepRuns)
            return -1;
        inside += a.inside() ? 1 : 0;
    }
    qInfo("%s: %d of %d inside the sweep's interval", name, inside, kSeeds);
    return inside;
}

int agreeingSeeds(double drift)
{
    SyntheticServer server;
    server.saturating = true;
    server.noise = 0.05;
    server.drift = drift;
    return agreeingSeeds(server, drift > 0 ? "saturating with drift" : "saturating");
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
    void measuredRunsAgreeWithAFullSweep();
    void stopsOnBudget();
    void kneeBeyondRange();
    void fitRefusedOnTooSmallARange();
    void relativeSpread();
    void fewCountsAreNotEnough();
    void saturationKneeOfMeans();
    void plateauCurveFindsTheSaturationKnee();
    void runLimitIsTheSweeps();
    void noisyPlateauStopsEarly();
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
// from 10 runs scatters about twice as far as a sweep's from 36, whose interval is +-3%: "inside the sweep's
// interval" held in 3 seeds of 10 while the sweep's interval was too narrow (its bootstrap over three repetitions),
// in 7 since; the intervals overlap.
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
// first design (doubling, then runs where the fitted N* is least certain) was inside the sweep's interval in 4 seeds
// of 10, its N* 21-29 against the sweeps' 18-23; measuring the sweep's counts once the fit misses the means brought
// it to 7 (61 of 100 seeds); repeating, once every count is measured, where N* moves most per 1% (the tail) with the
// fit weighing each count's mean once and the sweep's interval no longer too narrow: 9 (70 of 100). Not 10: both N*
// scatter (explore's by +-1.2, the sweeps' by +-1.0) and the sweep's interval is +-9%.
void TestExploreStrategy::saturatingCurveAgreesWithAFullSweep()
{
    const int inside = agreeingSeeds(0);
    QVERIFY2(inside >= 8, qPrintable(QString::number(inside)));
}

// As above with a drift: throughput falls 4% over a full sweep's time, from explore's first run to the sweep's last
// (explore measures small counts first, the sweep one repetition of all counts after another). First design: 3 of 10,
// sweep counts: 6 (61 of 100), repetitions where N* moves most: 9 (73 of 100).
void TestExploreStrategy::driftingCurveAgreesWithAFullSweep()
{
    const int inside = agreeingSeeds(0.04);
    QVERIFY2(inside >= 8, qPrintable(QString::number(inside)));
}

// The sandbox's own runs, drawn at random (SyntheticServer::measured): the real comparison's two explores were
// outside both sweeps' intervals (N* 16-17 against 20-21), their single runs at 64 clients in the slow mode. With
// balanced repetitions once every count was measured: 4 of 10 (60 of 100 seeds); with repetitions where N* moves
// most (mostly 64 and 45 clients): 9 (79 of 100), explore's N* scattering by +-1.35 against the sweeps' +-1.2.
void TestExploreStrategy::measuredRunsAgreeWithAFullSweep()
{
    SyntheticServer server;
    server.measured = true;
    const int inside = agreeingSeeds(server, "measured runs");
    QVERIFY2(inside >= 8, qPrintable(QString::number(inside)));
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

// SaturationKnee on hand-made runs: 4 clients is surely below 95% of the plateau, 6 may be within, 8 surely is;
// the plateau is the mean of the top group (8 and 16, not 32, which is below the maximum by more than the noise).
void TestExploreStrategy::saturationKneeOfMeans()
{
    QList<double> xs;
    QList<double> ys;
    const QList<QPointF> means { { 2, 20000 }, { 4, 40000 }, { 6, 43200 }, { 8, 45000 }, { 16, 45000 }, { 32, 41000 } };
    for (const QPointF& m : means) {
        for (double r : { 0.99, 1.0, 1.01 }) {
            xs.append(m.x());
            ys.append(m.y() * r);
        }
    }
    const auto k = SaturationKnee::find(xs, ys);
    QVERIFY(k);
    QCOMPARE(k->plateau, 45000.0);
    QCOMPARE(k->plateauRuns, 6);
    QCOMPARE(k->knee, 6.0);
    QVERIFY(k->hasInterval());
    QCOMPARE(k->low, 6.0);
    QCOMPARE(k->high, 8.0);
    QVERIFY(k->falls);
    QCOMPARE(k->counts.at(1).side, SaturationKnee::Side::Below);
    QCOMPARE(k->counts.at(2).side, SaturationKnee::Side::Unsure);
    QCOMPARE(k->counts.at(3).side, SaturationKnee::Side::Within);
    // 10% noise: no count is surely within, so the interval ends at the largest count not surely below (8, not 32).
    QList<double> noisyXs;
    QList<double> noisyYs;
    for (const QPointF& m : QList<QPointF> { { 2, 20000 }, { 4, 44000 }, { 8, 45000 }, { 32, 30000 } }) {
        for (double r : { 0.9, 1.0, 1.1 }) {
            noisyXs.append(m.x());
            noisyYs.append(m.y() * r);
        }
    }
    const auto noisy = SaturationKnee::find(noisyXs, noisyYs);
    QVERIFY(noisy);
    QCOMPARE(noisy->knee, 4.0);
    QCOMPARE(noisy->low, 4.0);
    QCOMPARE(noisy->high, 8.0);
    QVERIFY(noisy->falls);
    // Without repetitions: a knee, no interval.
    const auto single = SaturationKnee::find({ 1, 2, 4, 8 }, { 10, 20, 39, 40 });
    QVERIFY(single);
    QCOMPARE(single->knee, 4.0);
    QVERIFY(!single->hasInterval());
}

// A plateau the USL does not describe (the sandbox's oltp_point_select on this machine: up to about 45k by 6
// clients, then slowly falling to 256), 3% noise, 1 to 256 clients: the lack-of-fit test rejects the USL, explore
// switches to the saturation knee and ends by itself with the knee and its interval in at most half the runs of
// the full sweep of that range (16 counts x 3 repetitions = 48); the interval holds the curve's own knee (6).
void TestExploreStrategy::plateauCurveFindsTheSaturationKnee()
{
    const QList<QPointF> plateau { { 1, 12000 }, { 2, 25000 }, { 3, 35000 }, { 4, 40000 }, { 6, 45000 },
        { 8, 45500 }, { 16, 45000 }, { 32, 44000 }, { 64, 43000 }, { 128, 41500 }, { 256, 40000 } };
    constexpr int kSweepRuns = 16 * 3;
    QCOMPARE(ExploreStrategy::sweepCounts(256).size(), 16);
    int holding = 0;
    for (int seed = 1; seed <= kSeeds; ++seed) {
        SyntheticServer server;
        server.curve = plateau;
        server.noise = 0.03;
        server.rng.seed(seed);
        ExploreSettings settings;
        settings.maxClients = 256;
        settings.resamples = kResamples;
        ExploreStrategy strategy(settings);
        const Sweep sweep = explore(strategy, server, 3);
        const ExploreEstimate& e = strategy.estimate();
        QString counts;
        for (const ExploreChoice& c : sweep.choices)
            counts += QStringLiteral(" %1 %2,").arg(c.clients).arg(
                QLatin1String(ExploreStrategy::reasonName(c.reason)));
        QVERIFY(e.knee);
        qInfo("seed %d: %d runs (%s), knee %g (%g-%g), plateau %.0f, maximum at %g%s;%s", seed,
            int(sweep.choices.size()), ExploreStrategy::endName(sweep.end), e.knee->knee, e.knee->low, e.knee->high,
            e.knee->plateau, e.knee->maximumClients, e.knee->falls ? ", falls" : "", qPrintable(counts));
        QCOMPARE(e.target, ExploreTarget::Saturation);
        QCOMPARE(sweep.end, ExploreEnd::Converged);
        QVERIFY(e.kneeKnown);
        QVERIFY(e.knee->hasInterval());
        QVERIFY2(sweep.choices.size() * 2 <= kSweepRuns, qPrintable(QString::number(sweep.choices.size())));
        holding += e.knee->low <= 6 && 6 <= e.knee->high ? 1 : 0;
    }
    qInfo("plateau: %d of %d knee intervals hold the curve's knee (6)", holding, kSeeds);
    QVERIFY2(holding >= 8, qPrintable(QString::number(holding)));
}

// Explore never costs more than the sweep it replaces: its limit is the sweep's runs (counts x 3 repetitions) unless
// a limit was given, which is honoured above it too.
void TestExploreStrategy::runLimitIsTheSweeps()
{
    ExploreSettings settings;
    settings.maxClients = 256;
    QCOMPARE(settings.sweepRuns(), 48);
    QCOMPARE(settings.runLimit(), 48);
    settings.maxClients = 64;
    QCOMPARE(settings.runLimit(), 36);
    settings.maxRuns = 100;
    QCOMPARE(settings.runLimit(), 100);
    QCOMPARE(ExploreStrategy::endName(ExploreEnd::PlateauTooNoisy), "plateau-too-noisy");
}

// The plateau on a loaded machine: flat from 4 clients on (the sandbox's oltp_point_select up to 256), with
// 35% noise per run. The knee cannot be narrowed for less than the sweep: explore stops early, plateau-too-noisy, in
// fewer runs than the sweep's 48, every seed.
void TestExploreStrategy::noisyPlateauStopsEarly()
{
    const QList<QPointF> plateau { { 1, 12000 }, { 2, 25000 }, { 4, 40000 }, { 8, 41000 }, { 256, 40000 } };
    for (int seed = 1; seed <= kSeeds; ++seed) {
        SyntheticServer server;
        server.curve = plateau;
        server.noise = 0.35;
        server.rng.seed(seed);
        ExploreSettings settings;
        settings.maxClients = 256;
        settings.resamples = kResamples;
        ExploreStrategy strategy(settings);
        const Sweep sweep = explore(strategy, server, 3);
        qInfo("seed %d: %d runs (%s), noise %.2f", seed, int(sweep.choices.size()), ExploreStrategy::endName(sweep.end),
            strategy.estimate().knee ? strategy.estimate().knee->noise : 0.0);
        QVERIFY2(sweep.choices.size() <= settings.sweepRuns(), qPrintable(QString::number(sweep.choices.size())));
        QCOMPARE(sweep.end, ExploreEnd::PlateauTooNoisy);
    }
}

QTEST_APPLESS_MAIN(TestExploreStrategy)
#include "tst_explorestrategy.moc"
