// SPDX-License-Identifier: GPL-3.0-or-later
// `results hdr-log` read by HdrHistogram's own Java tools (Debian's libhdrhistogram-java, HistogramLogProcessor) on
// a real run of the suite's sandbox: a mix of two groups, so the log has the tag "total" and one per group. What
// HdrHistogram reads back (counts, p50, p95, p99) equals what ScaleBench stored, within ScaleBench's buckets: a
// percentile may fall one bucket apart (HdrHistogram rounds the rank to the nearest, ScaleBench up), 1.6% at most.
// Label java: it needs a JRE and the library (packaging/install-deps.sh installs both).
#include "support/testserver.h"

#include <QDir>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace sb;

namespace {

const QString kDatabase = QStringLiteral("hdr_it");
const QString kJar = QStringLiteral("/usr/share/java/hdrhistogram.jar");

struct ReadBack {
    QList<qint64> intervalCounts; // Int_Count of each interval line
    qint64 totalCount = -1; // Total_Count of the last
    qint64 count = -1;
    double p50 = 0, p90 = 0, p99 = 0, max = 0; // µs, from the processor's interval line (CSV)
    double p95 = 0; // µs, from its .hgrm
    qint64 hgrmCount = -1;
    QString hgrm;
};

// java ... HistogramLogProcessor -i LOG -o OUT -tag TAG -csv -outputValueUnitRatio 1000 (µs).
ReadBack processed(const QString& log, const QString& tag, const QString& out)
{
    QProcess java;
    java.start(QStringLiteral("java"),
        { QStringLiteral("-cp"), kJar, QStringLiteral("org.HdrHistogram.HistogramLogProcessor"), QStringLiteral("-i"),
            log, QStringLiteral("-o"), out, QStringLiteral("-tag"), tag, QStringLiteral("-csv"),
            QStringLiteral("-outputValueUnitRatio"), QStringLiteral("1000") });
    ReadBack r;
    if (!java.waitForFinished(180000) || java.exitCode() != 0) {
        qWarning("HistogramLogProcessor: %s", java.readAllStandardError().constData());
        return r;
    }
    QFile intervals(out);
    if (!intervals.open(QIODevice::ReadOnly))
        return r;
    // "Timestamp","Int_Count","Int_50%","Int_90%","Int_Max","Total_Count","Total_50%","Total_90%","Total_99%",...
    for (const QByteArray& line : intervals.readAll().split('\n')) {
        const QList<QByteArray> f = line.split(',');
        if (f.size() < 9 || f.at(0).startsWith('"') || f.at(0).startsWith('#'))
            continue;
        r.count = f.at(1).toLongLong();
        r.intervalCounts << r.count;
        r.totalCount = f.at(5).toLongLong();
        r.p50 = f.at(2).toDouble();
        r.p90 = f.at(3).toDouble();
        r.max = f.at(4).toDouble();
        r.p99 = f.at(8).toDouble();
    }
    QFile hgrm(out + QStringLiteral(".hgrm"));
    if (!hgrm.open(QIODevice::ReadOnly))
        return r;
    r.hgrm = QString::fromUtf8(hgrm.readAll());
    // The .hgrm as CSV: Value,Percentile,TotalCount,1/(1-Percentile); its last line is the total at 100%.
    for (const QString& line : r.hgrm.split(QLatin1Char('\n'))) {
        const QStringList f = line.split(QLatin1Char(','));
        if (f.size() < 3)
            continue;
        if (f.at(1).toDouble() == 0.95)
            r.p95 = f.at(0).toDouble();
        r.hgrmCount = std::max(r.hgrmCount, f.at(2).toLongLong());
    }
    return r;
}

QJsonObject summaryOf(const QString& out, QList<QJsonObject>* measured)
{
    QJsonObject summary;
    for (const QString& line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
        const QString type = o.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("summary"))
            summary = o;
        else if (measured && type == QLatin1String("interval") && !o.value(QStringLiteral("warmup")).toBool()
            && !o.contains(QStringLiteral("group")))
            *measured << o;
    }
    return summary;
}

// Equal within one of ScaleBench's buckets on each side (64 per octave: at most 1/64 of the value apart).
bool sameBucketOrNext(double hdr, double sb)
{
    return std::abs(hdr - sb) <= sb / 64.0 + 0.001;
}

} // namespace

class TestHdrHistogramLog : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QProcessEnvironment m_env;

    QStringList connection() const
    {
        return { QStringLiteral("--socket=") + m_profile.socket, QStringLiteral("--user=") + m_profile.user,
            QStringLiteral("--database=") + kDatabase };
    }

    // ScaleBench's own .hgrm says what HdrHistogram's says, line by line (ScaleBench prints the same layout).
    void hgrmEqualsHdrHistograms(const QString& prefix, const QString& plainPrefix)
    {
        QFile ours(prefix + QStringLiteral(".hgrm"));
        QVERIFY(ours.open(QIODevice::ReadOnly));
        QStringList ourLines = QString::fromUtf8(ours.readAll()).split(QLatin1Char('\n'));
        int compared = 0;
        QStringList theirs;
        { // HistogramLogProcessor without -csv prints the same columns as ScaleBench
            QProcess java;
            java.start(QStringLiteral("java"),
                { QStringLiteral("-cp"), kJar, QStringLiteral("org.HdrHistogram.HistogramLogProcessor"),
                    QStringLiteral("-i"), prefix + QStringLiteral(".hlog"), QStringLiteral("-o"), plainPrefix,
                    QStringLiteral("-tag"), QStringLiteral("total"), QStringLiteral("-outputValueUnitRatio"),
                    QStringLiteral("1000") });
            QVERIFY(java.waitForFinished(180000));
            QFile plain(plainPrefix + QStringLiteral(".hgrm"));
            QVERIFY(plain.open(QIODevice::ReadOnly));
            theirs = QString::fromUtf8(plain.readAll()).split(QLatin1Char('\n'));
            // The processor's first two lines say which intervals it read; the distribution follows.
            while (!theirs.isEmpty() && theirs.first().startsWith(QLatin1String("#[")))
                theirs.removeFirst();
        }
        for (int i = 0; i < std::min(ourLines.size(), theirs.size()); ++i) {
            if (theirs.at(i).startsWith(QLatin1String("#[Buckets")))
                continue; // HdrHistogram's accumulating histogram may have grown its own range
            QCOMPARE(ourLines.at(i), theirs.at(i));
            ++compared;
        }
        QCOMPARE(ourLines.size(), theirs.size());
        qInfo("%d lines of the .hgrm equal to HdrHistogram's", compared);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(kJar), "libhdrhistogram-java is not installed (packaging/install-deps.sh)");
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("java")).isEmpty(), "no java (default-jre-headless)");
        m_profile = test::sandboxProfile(kDatabase);
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("MYSQL_PWD"), m_profile.password);
    }

    void cleanupTestCase()
    {
        Session s;
        if (!s.connect(m_profile))
            s.execute(QStringLiteral("DROP DATABASE IF EXISTS ") + kDatabase);
    }

    void readByHistogramLogProcessor()
    {
        QTemporaryDir dir;
        const QString store = dir.filePath(QStringLiteral("hdr.sqlite"));
        const auto run = test::runCli(
            QStringList { QStringLiteral("run"),
                QStringLiteral("--mix=oltp_point_select:2@tables=1,table-size=2000,oltp_read_only:1@rate=40,tables=1,"
                               "table-size=2000"),
                QStringLiteral("--time=4"), QStringLiteral("--prepare=auto"), QStringLiteral("--json"),
                QStringLiteral("--store=") + store }
                + connection(),
            m_env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        const QJsonObject summary = summaryOf(run.out, nullptr);
        QVERIFY(!summary.isEmpty());

        const QString prefix = dir.filePath(QStringLiteral("run-1"));
        const auto exported = test::runCli({ QStringLiteral("results"), QStringLiteral("hdr-log"), QStringLiteral("1"),
                                               QStringLiteral("--out"), prefix, QStringLiteral("--store"), store },
            m_env);
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err + exported.out));
        QFile log(prefix + QStringLiteral(".hlog"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(log.readAll());
        QVERIFY(text.startsWith(QLatin1String("#[Histogram log format version 1.3]\n")));
        for (const char* tag : { "Tag=total,", "Tag=oltp_point_select,", "Tag=oltp_read_only," })
            QVERIFY2(text.contains(QLatin1String(tag)), tag);

        // The total: count and percentiles as ScaleBench stored them.
        const QJsonObject latency = summary.value(QStringLiteral("latency_ms")).toObject();
        const ReadBack total = processed(
            prefix + QStringLiteral(".hlog"), QStringLiteral("total"), dir.filePath(QStringLiteral("total")));
        const double p50 = latency.value(QStringLiteral("p50")).toDouble() * 1000.0; // µs
        const double p95 = latency.value(QStringLiteral("p95")).toDouble() * 1000.0;
        const double p99 = latency.value(QStringLiteral("p99")).toDouble() * 1000.0;
        qInfo("count %lld = %lld (HdrHistogram, .hgrm %lld); p50 %.3f µs = %.3f; p95 %.3f = %.3f; p99 %.3f = %.3f",
            latency.value(QStringLiteral("count")).toInteger(), total.count, total.hgrmCount, p50, total.p50, p95,
            total.p95, p99, total.p99);
        QCOMPARE(total.count, latency.value(QStringLiteral("count")).toInteger());
        QCOMPARE(total.hgrmCount, total.count);
        QVERIFY2(sameBucketOrNext(total.p50, p50), qPrintable(QStringLiteral("%1 %2").arg(total.p50).arg(p50)));
        QVERIFY2(sameBucketOrNext(total.p95, p95), qPrintable(QStringLiteral("%1 %2").arg(total.p95).arg(p95)));
        QVERIFY2(sameBucketOrNext(total.p99, p99), qPrintable(QStringLiteral("%1 %2").arg(total.p99).arg(p99)));

        hgrmEqualsHdrHistograms(prefix, dir.filePath(QStringLiteral("plain")));
        if (QTest::currentTestFailed())
            return;

        // Each group's tag holds that group's transactions.
        for (const QJsonValue& value : summary.value(QStringLiteral("groups")).toArray()) {
            const QJsonObject group = value.toObject();
            const QString name = group.value(QStringLiteral("group")).toString();
            const ReadBack g = processed(prefix + QStringLiteral(".hlog"), name, dir.filePath(name));
            const qint64 count
                = group.value(QStringLiteral("latency_ms")).toObject().value(QStringLiteral("count")).toInteger();
            qInfo("group %s: count %lld = %lld", qPrintable(name), count, g.count);
            QVERIFY(count > 0);
            QCOMPARE(g.count, count);
        }
    }

    // run --hdr-log: the log written as a tpcc run goes, a tag per transaction type besides the total, read by
    // HistogramLogProcessor: one interval line per measured interval (warm-up left out) whose counts are the run's
    // interval transaction counts, and the run's percentiles at the end.
    void liveLogOfATpccRun()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("tpcc.hlog"));
        const auto run = test::runCli(QStringList { QStringLiteral("run"), QStringLiteral("tpcc"),
                                          QStringLiteral("--warehouses=1"), QStringLiteral("--threads=2"),
                                          QStringLiteral("--time=4"), QStringLiteral("--warmup-time=1"),
                                          QStringLiteral("--report-interval=1"), QStringLiteral("--prepare=auto"),
                                          QStringLiteral("--json"), QStringLiteral("--hdr-log=") + log }
                + connection(),
            m_env);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err + run.out));
        QList<QJsonObject> intervals;
        const QJsonObject summary = summaryOf(run.out, &intervals);
        QVERIFY(!summary.isEmpty());
        QVERIFY(intervals.size() >= 3);
        QFile file(log);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        for (const char* tag : { "total", "new_order", "payment", "order_status", "delivery", "stock_level" })
            QVERIFY2(text.contains(QStringLiteral("Tag=%1,").arg(QLatin1String(tag))), tag);

        const ReadBack total = processed(log, QStringLiteral("total"), dir.filePath(QStringLiteral("total")));
        QList<qint64> expected;
        for (const QJsonObject& i : std::as_const(intervals))
            expected << i.value(QStringLiteral("transactions")).toInteger();
        qInfo() << "interval counts" << total.intervalCounts << "run's" << expected;
        // A transaction that ends as an interval closes may be counted in one interval and its latency in the next
        // (the sampler reads the two counters a moment apart): at most one per client at each end of an interval.
        // Over the run they are the same transactions (the total's count below is the summary's).
        QCOMPARE(total.intervalCounts.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QVERIFY2(std::abs(total.intervalCounts.at(i) - expected.at(i)) <= 2 * 2,
                qPrintable(QStringLiteral("interval %1: %2 vs %3").arg(i).arg(total.intervalCounts.at(i)).arg(expected.at(i))));
        }
        const QJsonObject latency = summary.value(QStringLiteral("latency_ms")).toObject();
        QCOMPARE(total.totalCount, latency.value(QStringLiteral("count")).toInteger());
        const double p95 = latency.value(QStringLiteral("p95")).toDouble() * 1000.0;
        QVERIFY2(sameBucketOrNext(total.p95, p95), qPrintable(QStringLiteral("%1 %2").arg(total.p95).arg(p95)));

        // Each type's tag holds that type's transactions of the measured part.
        for (const QJsonValue& value : summary.value(QStringLiteral("transaction_types")).toArray()) {
            const QJsonObject type = value.toObject();
            const QString name = type.value(QStringLiteral("name")).toString();
            const ReadBack t = processed(log, name, dir.filePath(name));
            const qint64 count = type.value(QStringLiteral("latency_ms")).toObject().value(QStringLiteral("count")).toInteger();
            qInfo("type %s: count %lld = %lld", qPrintable(name), count, t.totalCount);
            QCOMPARE(t.totalCount, count);
        }
    }

    // A log that cannot be written is said before the run starts.
    void unwritableLogIsRefusedBeforeTheRun()
    {
        const auto run = test::runCli(QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"),
                                          QStringLiteral("--time=1"), QStringLiteral("--hdr-log=/nonexistent/x.hlog") }
                + connection(),
            m_env);
        QVERIFY(run.exitCode != 0);
        QVERIFY2(run.err.contains(QLatin1String("/nonexistent/x.hlog")), qPrintable(run.err));
        QVERIFY2(!run.out.contains(QLatin1String("Summary")) && !run.err.contains(QLatin1String("Summary")),
            qPrintable(run.out)); // nothing ran
    }
};

QTEST_GUILESS_MAIN(TestHdrHistogramLog)
#include "tst_hdrhistogramlog.moc"
