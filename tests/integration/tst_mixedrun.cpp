// SPDX-License-Identifier: GPL-3.0-or-later
// A mixed run (run --mix) on the suite's sandbox: tpcc and a rate-limited oltp_read_only group on one barrier and
// one clock. Every group's interval lines add up to the total's, the groups' summaries to the total summary, the
// total's queries to the server's Questions delta within 1%, and the results file keeps the same per group.
#include "engine/latencyhistogram.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QFile>
#include <QJsonDocument>
#include <QTest>
#include <cstring>

using namespace sb;

namespace {

const QString kDatabase = QStringLiteral("mix_it");

// A stored histogram (StoreCodec's sparse encoding: a 32-bit bucket index, then its 64-bit count) read back.
LatencyHistogram decoded(const StoredHistogram& stored)
{
    LatencyHistogram h;
    constexpr qsizetype kEntry = sizeof(qint32) + sizeof(quint64);
    for (qsizetype at = 0; at + kEntry <= stored.data.size(); at += kEntry) {
        qint32 index = 0;
        quint64 count = 0;
        std::memcpy(&index, stored.data.constData() + at, sizeof index);
        std::memcpy(&count, stored.data.constData() + at + sizeof index, sizeof count);
        h.addBucket(index, count);
    }
    h.setExtremes(UINT64_MAX, 0, 0);
    return h;
}

} // namespace

class TestMixedRun : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QProcessEnvironment m_env;

    QStringList connection() const
    {
        return { QStringLiteral("--socket=") + m_profile.socket, QStringLiteral("--user=") + m_profile.user,
            QStringLiteral("--database=") + kDatabase };
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_profile = test::sandboxProfile(kDatabase);
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("MYSQL_PWD"), m_profile.password);
        // Each group's tables by its own workload, before the measured run (so that the Questions delta is the run's).
        for (const QStringList& prepare : { QStringList { QStringLiteral("tpcc"), QStringLiteral("--warehouses=1") },
                 QStringList { QStringLiteral("oltp_read_only"), QStringLiteral("--tables=1"), QStringLiteral("--table-size=2000") } }) {
            const auto r = test::runCli(QStringList { QStringLiteral("prepare") } + prepare + connection(), m_env);
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        }
    }

    void cleanupTestCase()
    {
        Session s;
        if (!s.connect(m_profile))
            s.execute(QStringLiteral("DROP DATABASE IF EXISTS ") + kDatabase);
    }

private:
    // What the run's JSON stream says: each group's and the total's counts, and the summary.
    struct Stream {
        QMap<QString, qint64> groupTx, groupQueries;
        qint64 totalTx = 0, totalQueries = 0, sumGroupTx = 0, sumGroupQueries = 0;
        QJsonObject summary;
    };

    void checkStream(const QString& out, Stream& st)
    {
        double groupTps = 0, groupQps = 0; // of the current interval's groups
        int totalIntervals = 0;
        for (const QString& line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
            const QString type = o.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("summary"))
                st.summary = o;
            if (type != QLatin1String("interval"))
                continue;
            const qint64 tx = o.value(QStringLiteral("transactions")).toInteger();
            const qint64 q = o.value(QStringLiteral("queries")).toInteger();
            if (o.contains(QStringLiteral("group"))) {
                st.groupTx[o.value(QStringLiteral("group")).toString()] += tx;
                st.groupQueries[o.value(QStringLiteral("group")).toString()] += q;
                st.sumGroupTx += tx;
                st.sumGroupQueries += q;
                groupTps += o.value(QStringLiteral("tps")).toDouble();
                groupQps += o.value(QStringLiteral("qps")).toDouble();
                continue;
            }
            st.totalTx += tx;
            st.totalQueries += q;
            // Each interval's rates: the total's is the sum of its groups' (their intervals end apart).
            const double tps = o.value(QStringLiteral("tps")).toDouble();
            const double qps = o.value(QStringLiteral("qps")).toDouble();
            QVERIFY2(std::abs(tps - groupTps) <= 1e-9 * groupTps,
                qPrintable(QStringLiteral("interval %1: tps %2, groups %3").arg(totalIntervals).arg(tps).arg(groupTps)));
            QVERIFY2(std::abs(qps - groupQps) <= 0.01 * groupQps,
                qPrintable(QStringLiteral("interval %1: qps %2, groups %3").arg(totalIntervals).arg(qps).arg(groupQps)));
            groupTps = groupQps = 0;
            ++totalIntervals;
        }
        QCOMPARE(st.groupTx.keys(), (QStringList { QStringLiteral("oltp_read_only"), QStringLiteral("tpcc") }));
        QVERIFY(st.groupTx.value(QStringLiteral("tpcc")) > 0);
        QVERIFY(st.groupTx.value(QStringLiteral("oltp_read_only")) > 0);
        QCOMPARE(st.sumGroupTx, st.totalTx);
        QCOMPARE(st.sumGroupQueries, st.totalQueries);
    }

    void checkSummary(const Stream& stream)
    {
        const QMap<QString, qint64>& groupTx = stream.groupTx;
        const qint64 totalTx = stream.totalTx;
        const QJsonObject& summary = stream.summary;
        // The summary: the groups' add up to the total, and the intervals to the summary.
        const QJsonArray groups = summary.value(QStringLiteral("groups")).toArray();
        QCOMPARE(groups.size(), 2);
        qint64 summedTx = 0, summedQueries = 0;
        int summedThreads = 0;
        for (const QJsonValue& g : groups) {
            const QJsonObject one = g.toObject();
            summedTx += one.value(QStringLiteral("transactions")).toInteger();
            summedQueries += one.value(QStringLiteral("queries")).toInteger();
            summedThreads += one.value(QStringLiteral("threads")).toInt();
            QCOMPARE(one.value(QStringLiteral("transactions")).toInteger(), groupTx.value(one.value(QStringLiteral("group")).toString()));
        }
        QCOMPARE(summedTx, summary.value(QStringLiteral("transactions")).toInteger());
        QCOMPARE(summedQueries, summary.value(QStringLiteral("queries")).toInteger());
        QCOMPARE(summedThreads, 5);
        QCOMPARE(totalTx, summary.value(QStringLiteral("transactions")).toInteger());
        // The rate-limited group ran near its 20 per second (Poisson arrivals over 6 s).
        const double readTps = double(groupTx.value(QStringLiteral("oltp_read_only"))) / summary.value(QStringLiteral("duration")).toDouble();
        QVERIFY2(readTps > 12 && readTps < 28, qPrintable(QString::number(readTps)));

    }

    void checkStore(const QString& store, const Stream& stream, qint64* runIdOut, RunSummary* storedOut)
    {
        const QMap<QString, qint64>& groupTx = stream.groupTx;
        const qint64 totalTx = stream.totalTx;
        // The store: the total's intervals as before, each group's beside them, the groups' summaries in the run's.
        ResultStore results;
        QVERIFY(!results.openReadOnly(store));
        auto runs = results.listRuns();
        QVERIFY(runs.ok());
        QCOMPARE(runs->size(), 1);
        const qint64 runId = runs->first().id;
        *runIdOut = runId;
        auto totals = results.intervals(runId);
        auto perGroup = results.groupIntervals(runId);
        QVERIFY(totals.ok() && perGroup.ok());
        std::uint64_t storedTotal = 0, storedGroups = 0;
        for (const IntervalSample& t : *totals) {
            QVERIFY(t.group.isEmpty());
            storedTotal += t.transactions;
        }
        QMap<QString, std::uint64_t> storedByGroup;
        for (const IntervalSample& g : *perGroup) {
            storedGroups += g.transactions;
            storedByGroup[g.group] += g.transactions;
        }
        QCOMPARE(qint64(storedTotal), totalTx);
        QCOMPARE(qint64(storedGroups), totalTx);
        QCOMPARE(qint64(storedByGroup.value(QStringLiteral("tpcc"))), groupTx.value(QStringLiteral("tpcc")));
        auto stored = results.run(runId);
        QVERIFY(stored.ok());
        *storedOut = stored->summary;
        QCOMPARE(int(stored->summary.groups.size()), 2);
        QCOMPARE(stored->summary.groups[0].group, QStringLiteral("tpcc"));
        QCOMPARE(qint64(stored->summary.groups[0].transactions + stored->summary.groups[1].transactions),
            qint64(stored->summary.transactions));
        // Each group's histograms beside the merged ones: as many latencies as its summary's, whose 95th percentile
        // they give (to the bucket's resolution); the rate-limited group has its service time too; they add up to
        // the run's merged histogram.
        const LatencyHistogram merged = decoded(*results.histogram(runId));
        std::uint64_t groupsCounted = 0;
        for (const RunSummary& g : stored->summary.groups) {
            const auto own = results.histogram(runId, HistogramKind::Latency, g.group);
            QVERIFY(own.ok());
            QCOMPARE(own->encoding, QStringLiteral("sb-log64-sparse-v1"));
            const LatencyHistogram h = decoded(*own);
            QCOMPARE(h.count(), g.latency.count);
            QVERIFY2(std::abs(h.percentileNs(0.95) / 1e6 - g.latency.p95Ms) <= 0.01 * g.latency.p95Ms,
                qPrintable(QStringLiteral("%1: %2 vs %3 ms").arg(g.group).arg(h.percentileNs(0.95) / 1e6).arg(g.latency.p95Ms)));
            groupsCounted += h.count();
            const auto service = results.histogram(runId, HistogramKind::Service, g.group);
            QVERIFY(service.ok());
            QCOMPARE(service->encoding.isEmpty(), g.targetRate == 0);
        }
        QCOMPARE(groupsCounted, merged.count());
        QVERIFY(merged.count() > 0);

    }

    void checkCompareByGroup(const QTemporaryDir& dir, const QString& store, qint64 runId, const RunSummary& summary)
    {
        // compare --columns group: a column per group from its own summary; the server's figures are refused.
        const auto byGroup = test::runCli({ QStringLiteral("compare"), QStringLiteral("--runs=%1").arg(runId),
            QStringLiteral("--columns=group"), QStringLiteral("--metric=tps"), QStringLiteral("--store=") + store,
            QStringLiteral("--json=") + dir.filePath(QStringLiteral("groups.json")) });
        QVERIFY2(byGroup.exitCode == 0, qPrintable(byGroup.out + byGroup.err));
        QFile groupsFile(dir.filePath(QStringLiteral("groups.json")));
        QVERIFY(groupsFile.open(QIODevice::ReadOnly));
        const QJsonObject table = QJsonDocument::fromJson(groupsFile.readAll()).object();
        const QJsonArray columns = table.value(QStringLiteral("columns")).toArray();
        const QJsonArray values = table.value(QStringLiteral("rows")).toArray().first().toObject().value(QStringLiteral("values")).toArray();
        QCOMPARE(columns.size(), 2);
        for (const RunSummary& g : summary.groups) {
            const qsizetype at = columns.toVariantList().indexOf(g.group);
            QVERIFY2(at >= 0, qPrintable(g.group));
            const QJsonValue cell = values.at(at);
            const double shown = cell.isObject() ? cell.toObject().value(QStringLiteral("mean")).toDouble() : cell.toDouble();
            QVERIFY2(std::abs(shown - g.tps()) <= 1e-6 * g.tps(), qPrintable(QStringLiteral("%1: %2 vs %3").arg(g.group).arg(shown).arg(g.tps())));
        }
        const auto server = test::runCli({ QStringLiteral("compare"), QStringLiteral("--runs=%1").arg(runId),
            QStringLiteral("--columns=group"), QStringLiteral("--metric=tpm"), QStringLiteral("--store=") + store });
        QCOMPARE(server.exitCode, 2);
        QVERIFY2(server.err.contains(QLatin1String("covers every group")), qPrintable(server.err));
        // tpcc's server-side figures (TPM from Com_commit) say that they cover every group.
        QCOMPARE(summary.workloadFigures.value(QStringLiteral("mix")).toObject().value(QStringLiteral("server_figures_cover")).toString(),
            QStringLiteral("every group"));
    }

private Q_SLOTS:
    void groupsAddUpToTotalsAndServer()
    {
        QTemporaryDir dir;
        const QString store = dir.filePath(QStringLiteral("mix.sqlite"));
        Session s;
        QVERIFY(!s.connect(m_profile));
        const qint64 before = test::status(s, QStringLiteral("Questions"));
        const auto r = test::runCli(QStringList { QStringLiteral("run"),
                                        QStringLiteral("--mix=tpcc:3@warehouses=1,oltp_read_only:2@rate=20,tables=1,table-size=2000"),
                                        QStringLiteral("--time=6"), QStringLiteral("--prepare=auto"), QStringLiteral("--json"),
                                        QStringLiteral("--store=") + store }
                + connection(),
            m_env);
        const qint64 after = test::status(s, QStringLiteral("Questions"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));

        Stream stream;
        checkStream(r.out, stream);
        if (QTest::currentTestFailed())
            return;
        checkSummary(stream);
        if (QTest::currentTestFailed())
            return;
        // The server saw what the clients sent, every group together (plus the tool's few probes): within 1%.
        const qint64 questions = after - before;
        const qint64 clientQueries = stream.summary.value(QStringLiteral("queries")).toInteger();
        QVERIFY2(std::abs(double(questions - clientQueries)) <= 0.01 * double(clientQueries),
            qPrintable(QStringLiteral("Questions %1, client queries %2").arg(questions).arg(clientQueries)));

        qint64 runId = 0;
        RunSummary stored;
        checkStore(store, stream, &runId, &stored);
        if (QTest::currentTestFailed())
            return;
        checkCompareByGroup(dir, store, runId, stored);
    }

    void badMixIsRefusedBeforeConnecting()
    {
        for (const QString& mix : { QStringLiteral("tpcc"), QStringLiteral("tpcc:0"), QStringLiteral("rate=3"),
                 QStringLiteral("tpcc:2@"), QStringLiteral("nosuch:2"), QStringLiteral("tpcc:2@nosuch=1") }) {
            const auto r = test::runCli({ QStringLiteral("run"), QStringLiteral("--mix=") + mix, QStringLiteral("--socket=/nonexistent") }, m_env);
            QVERIFY2(r.exitCode != 0, qPrintable(mix));
            QVERIFY2(!r.err.contains(QStringLiteral("nonexistent")), qPrintable(mix + QStringLiteral(": ") + r.err));
        }
    }
};

QTEST_GUILESS_MAIN(TestMixedRun)
#include "tst_mixedrun.moc"
