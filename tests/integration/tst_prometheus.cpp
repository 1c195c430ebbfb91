// SPDX-License-Identifier: GPL-3.0-or-later
// --metrics-addr scraped by Debian's own Prometheus (2.42) every second during a 15 s open-loop run on the suite's
// sandbox, all on loopback: Prometheus' rate of transactions equals the run's tps within 5%, histogram_quantile(0.95)
// of the latency histogram lies in the bucket of the run's own p95, the final counts equal the run's summary,
// `promtool check metrics` accepts what the endpoint serves, and every query of the Grafana dashboard in resources/
// returns data. Label prometheus: it needs the prometheus package (packaging/install-deps.sh); Prometheus is
// started with a temporary configuration and storage and killed at the end whatever happens.
#include "support/testserver.h"

#include "export/metricsregistry.h"

#include <QDir>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>
#include <arpa/inet.h>
#include <cmath>
#include <sys/time.h>

using namespace sb;

namespace {

const QString kDatabase = QStringLiteral("prometheus_it");

// A GET over loopback with a plain socket (no Qt Network in the tests): the body, empty when nothing answered.
QByteArray httpGet(quint16 port, const QByteArray& target, const QByteArray& accept = {})
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    const timeval wait { 30, 0 };
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    QByteArray all;
    if (::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0) {
        const QByteArray request = "GET " + target + " HTTP/1.0\r\nHost: 127.0.0.1\r\n"
            + (accept.isEmpty() ? QByteArray() : "Accept: " + accept + "\r\n") + "\r\n";
        [[maybe_unused]] const ssize_t sent
            = ::send(fd, request.constData(), std::size_t(request.size()), MSG_NOSIGNAL);
        char buffer[16384];
        ssize_t n = 0;
        while ((n = ::recv(fd, buffer, sizeof buffer, 0)) > 0)
            all.append(buffer, n);
    }
    ::close(fd);
    const qsizetype body = all.indexOf("\r\n\r\n");
    return body < 0 ? QByteArray() : all.mid(body + 4);
}

quint16 freeLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof a;
    ::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a);
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &length);
    ::close(fd);
    return ntohs(a.sin_port);
}

} // namespace

class TestPrometheus : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QProcessEnvironment m_env;
    QProcess m_prometheus;
    quint16 m_apiPort = 0;

    // Prometheus' HTTP API: the "result" array of an instant query at `time` (seconds since 1970; 0: now).
    QJsonArray query(const QString& expr, double time = 0)
    {
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("query"), expr);
        if (time > 0)
            q.addQueryItem(QStringLiteral("time"), QString::number(time, 'f', 3));
        const QByteArray body = httpGet(m_apiPort, "/api/v1/query?" + q.query(QUrl::FullyEncoded).toLatin1());
        const QJsonObject o = QJsonDocument::fromJson(body).object();
        if (o.value(QStringLiteral("status")).toString() != QLatin1String("success"))
            qWarning("query %s: %s", qPrintable(expr), body.constData());
        return o.value(QStringLiteral("data")).toObject().value(QStringLiteral("result")).toArray();
    }

    static double valueOf(const QJsonArray& result, int i = 0)
    {
        return result.at(i).toObject().value(QStringLiteral("value")).toArray().at(1).toString().toDouble();
    }

    static bool promtoolAccepts(const QByteArray& text, QString* said)
    {
        QProcess promtool;
        promtool.start(QStringLiteral("promtool"), { QStringLiteral("check"), QStringLiteral("metrics") });
        promtool.write(text);
        promtool.closeWriteChannel();
        if (!promtool.waitForFinished(60000))
            promtool.kill();
        *said = QString::fromUtf8(promtool.readAllStandardOutput() + promtool.readAllStandardError());
        return promtool.exitStatus() == QProcess::NormalExit && promtool.exitCode() == 0;
    }

    // Starts the run (open loop at a rate this machine keeps under load: its tps is steady, so any window of it is)
    // and returns the port its endpoint took (0: none said within a minute).
    quint16 startRun(QProcess& run, const QString& store, QString* errText)
    {
        run.setProcessEnvironment(m_env);
        run.start(qEnvironmentVariable("SCALEBENCH_CLI"),
            { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--tables=1"),
                QStringLiteral("--table-size=2000"), QStringLiteral("--threads=4"), QStringLiteral("--rate=400"),
                QStringLiteral("--time=15"), QStringLiteral("--warmup-time=2"), QStringLiteral("--prepare=auto"),
                QStringLiteral("--metrics-addr=0"), QStringLiteral("--json"), QStringLiteral("--store=") + store,
                QStringLiteral("--socket=") + m_profile.socket, QStringLiteral("--user=") + m_profile.user,
                QStringLiteral("--database=") + kDatabase });
        run.closeWriteChannel();
        run.setReadChannel(QProcess::StandardError);
        quint16 metricsPort = 0;
        for (int i = 0; i < 600 && metricsPort == 0 && run.state() != QProcess::NotRunning; ++i) {
            run.waitForReadyRead(100);
            *errText += QString::fromUtf8(run.readAllStandardError());
            const qsizetype at = errText->indexOf(QLatin1String("Metrics: http://127.0.0.1:"));
            if (at >= 0 && errText->indexOf(QLatin1Char('\n'), at) > 0)
                metricsPort
                    = quint16(errText->mid(at + 26, errText->indexOf(QLatin1Char('/'), at + 26) - at - 26).toUInt());
        }
        return metricsPort;
    }

    // Prometheus on a free loopback port, scraping `metricsPort` every second, with its files in `dir`.
    void startPrometheus(const QTemporaryDir& dir, quint16 metricsPort)
    {
        m_apiPort = freeLoopbackPort();
        QFile config(dir.filePath(QStringLiteral("prometheus.yml")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(QStringLiteral("global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n"
                                    "scrape_configs:\n  - job_name: scalebench\n    static_configs:\n"
                                    "      - targets: ['127.0.0.1:%1']\n")
                         .arg(metricsPort)
                         .toUtf8());
        config.close();
        m_prometheus.setProcessChannelMode(QProcess::MergedChannels);
        m_prometheus.setStandardOutputFile(dir.filePath(QStringLiteral("prometheus.log")));
        m_prometheus.start(QStringLiteral("prometheus"),
            { QStringLiteral("--config.file=") + config.fileName(),
                QStringLiteral("--storage.tsdb.path=") + dir.filePath(QStringLiteral("data")),
                QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(m_apiPort),
                QStringLiteral("--storage.tsdb.retention.time=1h") });
        QVERIFY(m_prometheus.waitForStarted(30000));
    }

    // What the endpoint serves, in both formats, through promtool while the run goes on.
    void checkFormats(quint16 metricsPort)
    {
        QByteArray plain, open;
        for (int i = 0; i < 300 && !plain.contains("scalebench_latency_seconds_bucket"); ++i) {
            QTest::qWait(200);
            plain = httpGet(metricsPort, "/metrics");
        }
        open = httpGet(metricsPort, "/metrics", "application/openmetrics-text;version=1.0.0,text/plain;q=0.5");
        QVERIFY2(plain.contains("scalebench_latency_seconds_bucket"), plain.constData());
        QVERIFY(open.endsWith("# EOF\n"));
        QString said;
        QVERIFY2(promtoolAccepts(plain, &said), qPrintable(said));
        // promtool 2.42 lints with the 0.0.4 parser, which takes an OpenMetrics counter's samples (NAME_total) for a
        // family of their own without HELP; everything else it must accept. Prometheus itself reads OpenMetrics.
        const bool openAccepted = promtoolAccepts(open, &said);
        QStringList complaints = said.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        complaints.removeIf([&](const QString& line) {
            const QString family = line.section(QLatin1Char(' '), 0, 0);
            return line.endsWith(QLatin1String(" no help text")) && family.endsWith(QLatin1String("_total"))
                && open.contains(QByteArray("# TYPE " + family.chopped(6).toUtf8() + " counter\n"))
                && open.contains(QByteArray("# HELP " + family.chopped(6).toUtf8() + ' '));
        });
        qInfo("promtool check metrics: 0.0.4 accepted; OpenMetrics %s",
            openAccepted ? "accepted" : "accepted but for its counters' HELP under the OpenMetrics family name");
        QVERIFY2(complaints.isEmpty(), qPrintable(complaints.join(QLatin1Char('\n'))));
    }

    // The run's --json summary once it ended.
    void finishRun(QProcess& run, QString errText, QJsonObject* summary)
    {
        QVERIFY2(run.waitForFinished(300000), "the run did not end within 5 minutes");
        const QString out = QString::fromUtf8(run.readAllStandardOutput());
        errText += QString::fromUtf8(run.readAllStandardError());
        QVERIFY2(run.exitCode() == 0, qPrintable(errText + out));
        for (const QString& line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
            if (o.value(QStringLiteral("type")).toString() == QLatin1String("summary"))
                *summary = o;
        }
        QVERIFY(!summary->isEmpty());
    }

    // Prometheus' samples of the run (the endpoint served one more scrape after the end): the last holds the run's
    // final count; `end` is the time of the first sample that holds it (the whole measured part).
    void finalSample(qint64 transactions, double* end)
    {
        QJsonArray raw;
        for (int i = 0; i < 100; ++i) {
            raw = query(QStringLiteral("scalebench_transactions_total[10m]"));
            const QJsonArray values = raw.at(0).toObject().value(QStringLiteral("values")).toArray();
            if (!values.isEmpty() && values.last().toArray().at(1).toString().toLongLong() == transactions)
                break;
            QTest::qWait(200);
        }
        QCOMPARE(raw.size(), 1);
        const QJsonObject series = raw.at(0).toObject();
        const QJsonObject labels = series.value(QStringLiteral("metric")).toObject();
        QCOMPARE(labels.value(QStringLiteral("workload")).toString(), QStringLiteral("oltp_point_select"));
        QCOMPARE(labels.value(QStringLiteral("clients")).toString(), QStringLiteral("4"));
        QCOMPARE(labels.value(QStringLiteral("run_id")).toString(), QStringLiteral("1"));
        QCOMPARE(labels.value(QStringLiteral("experiment")).toString(), QStringLiteral("1"));
        const QJsonArray values = series.value(QStringLiteral("values")).toArray();
        QVERIFY(values.size() >= 10);
        QCOMPARE(values.last().toArray().at(1).toString().toLongLong(), transactions);
        for (const QJsonValue& v : values) {
            if (v.toArray().at(1).toString().toLongLong() == transactions) {
                *end = v.toArray().at(0).toDouble();
                break;
            }
        }
    }

    // Every query of the dashboard returns data at `at` (Grafana's variables as it would fill them).
    void checkDashboard(double at)
    {
        QFile file(
            qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/resources/grafana/scalebench-live.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject dashboard = QJsonDocument::fromJson(file.readAll()).object();
        QStringList exprs;
        for (const QJsonValue& panel : dashboard.value(QStringLiteral("panels")).toArray()) {
            for (const QJsonValue& target : panel.toObject().value(QStringLiteral("targets")).toArray())
                exprs << target.toObject().value(QStringLiteral("expr")).toString();
        }
        for (const QJsonValue& a :
            dashboard.value(QStringLiteral("annotations")).toObject().value(QStringLiteral("list")).toArray()) {
            if (a.toObject().contains(QStringLiteral("expr")))
                exprs << a.toObject().value(QStringLiteral("expr")).toString();
        }
        QVERIFY(exprs.size() >= 10);
        for (QString expr : exprs) {
            expr.replace(QLatin1String("$__rate_interval"), QLatin1String("4s"))
                .replace(QLatin1String("$run_id"), QLatin1String(".*"));
            const QJsonArray result = query(expr, at);
            QVERIFY2(!result.isEmpty(), qPrintable(expr));
            QVERIFY2(std::isfinite(valueOf(result)), qPrintable(expr));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("prometheus")).isEmpty(),
            "prometheus is not installed (packaging/install-deps.sh)");
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("promtool")).isEmpty(), "no promtool (prometheus)");
        m_profile = test::sandboxProfile(kDatabase);
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("MYSQL_PWD"), m_profile.password);
    }

    void cleanup()
    {
        if (m_prometheus.state() != QProcess::NotRunning) {
            m_prometheus.kill();
            m_prometheus.waitForFinished(30000);
        }
    }

    void cleanupTestCase()
    {
        cleanup();
        Session s;
        if (!s.connect(m_profile))
            s.execute(QStringLiteral("DROP DATABASE IF EXISTS ") + kDatabase);
    }

    void scrapedByPrometheus()
    {
        QTemporaryDir dir;
        QProcess run;
        QString errText;
        const quint16 metricsPort = startRun(run, dir.filePath(QStringLiteral("prometheus.sqlite")), &errText);
        QVERIFY2(metricsPort > 0, qPrintable(errText));
        startPrometheus(dir, metricsPort);
        if (QTest::currentTestFailed())
            return;
        checkFormats(metricsPort);
        if (QTest::currentTestFailed())
            return;
        QJsonObject summary;
        finishRun(run, errText, &summary);
        if (QTest::currentTestFailed())
            return;
        const double tps = summary.value(QStringLiteral("tps")).toDouble();
        const QJsonObject latency = summary.value(QStringLiteral("latency_ms")).toObject();
        const double p95 = latency.value(QStringLiteral("p95")).toDouble() / 1000.0; // s
        const qint64 transactions = summary.value(QStringLiteral("transactions")).toInteger();

        double end = 0;
        finalSample(transactions, &end);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(valueOf(query(QStringLiteral("scalebench_latency_seconds_count"), end)),
            latency.value(QStringLiteral("count")).toDouble());

        // Prometheus read the OpenMetrics text (it asks for it first): its metadata names the counter's family as
        // OpenMetrics does, without _total (from the 0.0.4 format it would be scalebench_transactions_total).
        const QJsonObject metadata
            = QJsonDocument::fromJson(httpGet(m_apiPort, "/api/v1/targets/metadata?metric=scalebench_transactions"))
                  .object();
        const QJsonArray families = metadata.value(QStringLiteral("data")).toArray();
        QVERIFY2(!families.isEmpty(), QJsonDocument(metadata).toJson().constData());
        QCOMPARE(families.at(0).toObject().value(QStringLiteral("type")).toString(), QStringLiteral("counter"));

        // The rate over 12 of the run's 15 measured seconds (up to its last second) against the run's tps.
        const double rate = valueOf(query(QStringLiteral("rate(scalebench_transactions_total[12s])"), end - 1.0));
        qInfo("tps %.2f (run), rate() %.2f (Prometheus, 12 s to the run's last second): %+.2f%%", tps, rate,
            100.0 * (rate - tps) / tps);
        QVERIFY2(std::abs(rate - tps) <= 0.05 * tps, qPrintable(QStringLiteral("%1 vs %2").arg(rate).arg(tps)));

        // p95 of the whole measured part from the cumulative buckets: in the bucket that holds the run's p95.
        const double quantile
            = valueOf(query(QStringLiteral("histogram_quantile(0.95, scalebench_latency_seconds_bucket)"), end));
        const std::vector<std::uint64_t>& bounds = MetricsRegistry::bucketBoundsNs();
        double low = 0, high = 0;
        for (std::size_t i = 0; i < bounds.size(); ++i) {
            if (double(bounds[i]) / 1e9 > p95) {
                low = i > 0 ? double(bounds[i - 1]) / 1e9 : 0;
                high = double(bounds[i]) / 1e9;
                break;
            }
        }
        qInfo("p95 %.3f ms (run) vs histogram_quantile %.3f ms (Prometheus), bucket %.3f-%.3f ms: %+.2f%%", p95 * 1e3,
            quantile * 1e3, low * 1e3, high * 1e3, 100.0 * (quantile - p95) / p95);
        QVERIFY2(quantile >= low && quantile <= high,
            qPrintable(QStringLiteral("%1 not in %2-%3").arg(quantile).arg(low).arg(high)));

        checkDashboard(end - 1.0);
        cleanup();
    }
};

QTEST_GUILESS_MAIN(TestPrometheus)
#include "tst_prometheus.moc"
