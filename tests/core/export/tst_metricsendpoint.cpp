// SPDX-License-Identifier: GPL-3.0-or-later
// The live /metrics endpoint and what it serves: the latency buckets (each a LatencyHistogram boundary, at most 10%
// above the last), a run's intervals into counters and a cumulative histogram that counts exactly what was recorded
// below each bound, warm-up left out, a mix's groups, both text formats, and the socket: only GET /metrics, port 0,
// [::1], an address in use or not of this machine refused before anything runs.
#include "common/optionproblem.h"
#include "engine/latencyhistogram.h"
#include "plan/runspec.h"
#include "export/metricsendpoint.h"
#include "export/metricsregistry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

using namespace sb;

namespace {

struct Reply {
    QByteArray status, head, body;
};

// One HTTP/1.1 request over a plain socket (the test links no Qt Network).
Reply request(const MetricsEndpoint::Address& a, const QByteArray& text)
{
    const bool v6 = a.host.contains(QLatin1Char(':'));
    const int fd = ::socket(v6 ? AF_INET6 : AF_INET, SOCK_STREAM, 0);
    const timeval wait { 30, 0 };
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
    sockaddr_storage s {};
    socklen_t length = 0;
    if (v6) {
        auto* in = reinterpret_cast<sockaddr_in6*>(&s);
        in->sin6_family = AF_INET6;
        in->sin6_port = htons(a.port);
        inet_pton(AF_INET6, a.host.toLatin1().constData(), &in->sin6_addr);
        length = sizeof(sockaddr_in6);
    } else {
        auto* in = reinterpret_cast<sockaddr_in*>(&s);
        in->sin_family = AF_INET;
        in->sin_port = htons(a.port);
        inet_pton(AF_INET, a.host.toLatin1().constData(), &in->sin_addr);
        length = sizeof(sockaddr_in);
    }
    Reply r;
    if (::connect(fd, reinterpret_cast<sockaddr*>(&s), length) != 0) {
        ::close(fd);
        return r;
    }
    [[maybe_unused]] const ssize_t sent = ::send(fd, text.constData(), std::size_t(text.size()), MSG_NOSIGNAL);
    QByteArray all;
    char buffer[8192];
    ssize_t n = 0;
    while ((n = ::recv(fd, buffer, sizeof buffer, 0)) > 0)
        all.append(buffer, n);
    ::close(fd);
    const qsizetype split = all.indexOf("\r\n\r\n");
    r.head = all.left(split);
    r.body = all.mid(split + 4);
    r.status = r.head.left(r.head.indexOf("\r\n"));
    return r;
}

RunSpec spec(const QString& mix = {})
{
    RunSpec s;
    s.workload = mix.isEmpty() ? QStringLiteral("oltp_point_select") : QStringLiteral("mix");
    s.mix = mix;
    s.threads = 4;
    s.serverCpu = CpuConfig { QStringLiteral("2 cores"), QStringLiteral("cores:2") };
    return s;
}

IntervalSample sample(std::uint64_t transactions, bool warmup = false, const QString& group = {})
{
    IntervalSample s;
    s.intervalSec = 1;
    s.warmup = warmup;
    s.threads = 4;
    s.transactions = transactions;
    s.reads = 10 * transactions;
    s.writes = 4 * transactions;
    s.others = 2 * transactions;
    s.ignoredErrors = 3;
    s.fatalErrors = 0;
    s.reconnects = 1;
    s.connected = 4;
    s.busy = 3.5;
    s.group = group;
    return s;
}

// The value of the sample line that starts with `prefix` (name and labels up to where they differ), -1 if none.
double valueOf(const QByteArray& text, const QByteArray& prefix)
{
    for (const QByteArray& line : text.split('\n')) {
        if (line.startsWith(prefix))
            return line.mid(line.lastIndexOf(' ') + 1).toDouble();
    }
    return -1;
}

} // namespace

class TestMetricsEndpoint : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bucketsAreHistogramBoundariesAtMostTenPercentApart()
    {
        const std::vector<std::uint64_t>& bounds = MetricsRegistry::bucketBoundsNs();
        QCOMPARE(bounds.size(), std::size_t(185));
        QCOMPARE(bounds.front(), std::uint64_t(8192));
        QCOMPARE(bounds.back(), std::uint64_t(1) << 36);
        for (std::size_t i = 0; i < bounds.size(); ++i) {
            const int bucket = LatencyHistogram::bucketOf(bounds[i]);
            QCOMPARE(LatencyHistogram::bucketLow(bucket), bounds[i]); // a boundary: no bucket straddles it
            if (i > 0)
                QVERIFY2(double(bounds[i]) <= 1.1 * double(bounds[i - 1]) + 1e-9, qPrintable(QString::number(i)));
        }
    }

    void histogramCountsWhatWasRecordedBelowEachBound()
    {
        MetricsRegistry registry;
        registry.beginRun(spec(), 7, 42, {});
        LatencyHistogram all;
        std::uint64_t seed = 12345;
        for (int interval = 0; interval < 3; ++interval) {
            LatencyHistogram h;
            for (int i = 0; i < 5000; ++i) {
                seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
                const std::uint64_t ns = 2000 + (seed >> 33) % 3000000; // 2 µs to 3 ms
                h.record(ns);
            }
            all.add(h);
            registry.addLatency({}, h);
            registry.addInterval(sample(h.count()));
        }
        const QByteArray text = registry.render(MetricsRegistry::Format::Prometheus004);
        const QByteArray labels
            = "{experiment=\"7\",run_id=\"42\",workload=\"oltp_point_select\",server_cpus=\"2 cores\",clients=\"4\"";
        QCOMPARE(valueOf(text, "scalebench_transactions_total" + labels), 15000.0);
        QCOMPARE(valueOf(text, "scalebench_latency_seconds_count" + labels), 15000.0);
        QCOMPARE(valueOf(text, "scalebench_latency_seconds_bucket" + labels + ",le=\"+Inf\"}"), 15000.0);
        QCOMPARE(valueOf(text, "scalebench_queries_total" + labels + ",type=\"write\"}"), 60000.0);
        QCOMPARE(valueOf(text, "scalebench_errors_total" + labels + ",class=\"retried\"}"), 9.0);
        QVERIFY(qAbs(valueOf(text, "scalebench_latency_seconds_sum" + labels) - double(all.sumNs()) / 1e9) < 1e-6);
        int checked = 0;
        for (const std::uint64_t bound : MetricsRegistry::bucketBoundsNs()) {
            std::uint64_t below = 0;
            for (int i = 0; i < LatencyHistogram::kBuckets && LatencyHistogram::bucketLow(i) < bound; ++i)
                below += all.countAt(i);
            QByteArray seconds = QByteArray::number(qulonglong(bound / 1000000000u)) + '.'
                + QByteArray::number(qulonglong(bound % 1000000000u)).rightJustified(9, '0');
            while (seconds.endsWith('0') && !seconds.endsWith(".0"))
                seconds.chop(1);
            const double served
                = valueOf(text, "scalebench_latency_seconds_bucket" + labels + ",le=\"" + seconds + "\"}");
            QCOMPARE(served, double(below));
            checked += below > 0 && below < 15000;
        }
        QVERIFY(checked > 50); // the run spreads over many buckets
    }

    void warmupIsLeftOutAndTheLastRunStays()
    {
        MetricsRegistry registry;
        registry.beginRun(spec(), 0, 0, {});
        LatencyHistogram h;
        h.record(50000);
        registry.addLatency({}, h);
        registry.addInterval(sample(1, true));
        QVERIFY(
            registry.render(MetricsRegistry::Format::OpenMetrics)
                .contains(
                    "scalebench_run_warmup{workload=\"oltp_point_select\",server_cpus=\"2 cores\",clients=\"4\"} 1"));
        registry.addLatency({}, h);
        registry.addInterval(sample(1));
        registry.endRun();
        const QByteArray text = registry.render(MetricsRegistry::Format::OpenMetrics);
        const QByteArray labels = "{workload=\"oltp_point_select\",server_cpus=\"2 cores\",clients=\"4\"";
        QCOMPARE(valueOf(text, "scalebench_transactions_total" + labels), 1.0);
        QCOMPARE(valueOf(text, "scalebench_latency_seconds_count" + labels), 1.0);
        QCOMPARE(valueOf(text, "scalebench_run_running" + labels), 0.0); // ended, its values kept
        QVERIFY(text.endsWith("# EOF\n"));
        QVERIFY(text.contains("# TYPE scalebench_transactions counter\n"));
        QVERIFY(registry.render(MetricsRegistry::Format::Prometheus004)
                    .contains("# TYPE scalebench_transactions_total counter\n"));
        registry.beginRun(spec(), 0, 0, {}); // the next run of a plan starts from zero
        QVERIFY(!registry.render(MetricsRegistry::Format::Prometheus004).contains("scalebench_transactions_total{"));
    }

    void mixGroupsAreSeriesOfTheirOwn()
    {
        MetricsRegistry registry;
        registry.beginRun(spec(QStringLiteral("oltp_point_select:3,oltp_read_only:1")), 0, 5, {});
        LatencyHistogram a, b;
        a.record(100000);
        b.record(900000);
        b.record(900000);
        registry.addLatency(QStringLiteral("oltp_point_select"), a);
        registry.addInterval(sample(1, false, QStringLiteral("oltp_point_select")));
        registry.addLatency(QStringLiteral("oltp_read_only"), b);
        registry.addInterval(sample(2, false, QStringLiteral("oltp_read_only")));
        IntervalSample total = sample(3);
        total.serverCounters = { { QStringLiteral("Threads_running"), 3 } };
        registry.addInterval(total);
        const QByteArray text = registry.render(MetricsRegistry::Format::Prometheus004);
        QCOMPARE(text.count("scalebench_transactions_total{"), 2); // the groups; their sum is the total
        QCOMPARE(valueOf(text,
                     "scalebench_transactions_total{run_id=\"5\",workload=\"mix\",server_cpus=\"2 "
                     "cores\",clients=\"4\",group=\"oltp_read_only\"}"),
            2.0);
        QCOMPARE(valueOf(text,
                     "scalebench_latency_seconds_count{run_id=\"5\",workload=\"mix\",server_cpus=\"2 "
                     "cores\",clients=\"4\",group=\"oltp_point_select\"}"),
            1.0);
        QCOMPARE(valueOf(text,
                     "scalebench_server_status{run_id=\"5\",workload=\"mix\",server_cpus=\"2 "
                     "cores\",clients=\"4\",variable=\"Threads_running\"}"),
            3.0);
    }

    void labelValuesAreEscaped()
    {
        MetricsRegistry registry;
        RunSpec s = spec();
        s.serverCpu.label = QStringLiteral("a\"b\\c\nd");
        registry.beginRun(s, 0, 0, {});
        QVERIFY(registry.render(MetricsRegistry::Format::OpenMetrics).contains("server_cpus=\"a\\\"b\\\\c\\nd\""));
    }

    void formatFollowsAccept()
    {
        QCOMPARE(MetricsRegistry::formatFor("application/openmetrics-text;version=1.0.0,application/openmetrics-text;"
                                            "version=0.0.1;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1"),
            MetricsRegistry::Format::OpenMetrics);
        QCOMPARE(MetricsRegistry::formatFor("text/plain"), MetricsRegistry::Format::Prometheus004);
        QCOMPARE(MetricsRegistry::formatFor(""), MetricsRegistry::Format::Prometheus004);
    }

    // What it costs the sampler's thread per interval: converting one interval's histogram and adding its sample.
    void costPerInterval()
    {
        MetricsRegistry registry;
        registry.beginRun(spec(), 0, 0, {});
        LatencyHistogram h;
        for (std::uint64_t ns = 10000; ns < 100000000; ns = ns * 21 / 20)
            h.record(ns);
        const int rounds = 2000;
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < rounds; ++i) {
            LatencyHistogram interval = h; // what the sampler does: copy the cumulative one, subtract the last
            interval.subtract(LatencyHistogram());
            registry.addLatency({}, interval);
            registry.addInterval(sample(100));
        }
        const double perInterval = double(t.nsecsElapsed()) / rounds / 1000.0;
        t.restart();
        const QByteArray text = registry.render(MetricsRegistry::Format::OpenMetrics);
        qInfo("per interval %.1f µs (histogram copy, subtraction, conversion, sample); a scrape's text %lld bytes in "
              "%.0f µs",
            perInterval, qint64(text.size()), double(t.nsecsElapsed()) / 1000.0);
        QVERIFY(perInterval < 20000); // generous: a debug build on a loaded machine; the figure is what matters
    }

    void servesOnlyGetMetrics()
    {
        MetricsRegistry registry;
        registry.beginRun(spec(), 0, 0, {});
        auto endpoint = MetricsEndpoint::start(QStringLiteral("0"), registry);
        QVERIFY2(endpoint, qPrintable(endpoint.error().detail));
        const MetricsEndpoint::Address a = (*endpoint)->address();
        QCOMPARE(a.host, QStringLiteral("127.0.0.1"));
        QVERIFY(a.port > 0);
        QVERIFY(a.loopback);
        QCOMPARE((*endpoint)->url(), QStringLiteral("http://127.0.0.1:%1/metrics").arg(a.port));

        Reply open = request(a,
            "GET /metrics HTTP/1.1\r\nHost: x\r\nAccept: application/openmetrics-text;version=1.0.0,"
            "text/plain;version=0.0.4;q=0.5\r\n\r\n");
        QCOMPARE(open.status, QByteArray("HTTP/1.1 200 OK"));
        QVERIFY(open.head.contains("Content-Type: application/openmetrics-text; version=1.0.0"));
        QVERIFY(open.body.endsWith("# EOF\n"));
        Reply plain = request(a, "GET /metrics?x=1 HTTP/1.1\r\nHost: x\r\n\r\n");
        QCOMPARE(plain.status, QByteArray("HTTP/1.1 200 OK"));
        QVERIFY(plain.head.contains("Content-Type: text/plain; version=0.0.4"));
        QVERIFY(!plain.body.contains("# EOF"));
        QCOMPARE(request(a, "GET / HTTP/1.1\r\n\r\n").status, QByteArray("HTTP/1.1 404 Not Found"));
        QCOMPARE(request(a, "GET /metrics/../x HTTP/1.1\r\n\r\n").status, QByteArray("HTTP/1.1 404 Not Found"));
        const Reply post = request(a, "POST /metrics HTTP/1.1\r\nContent-Length: 0\r\n\r\n");
        QCOMPARE(post.status, QByteArray("HTTP/1.1 405 Method Not Allowed"));
        QVERIFY(post.head.contains("Allow: GET"));
        QCOMPARE(request(a, "DELETE /metrics HTTP/1.1\r\n\r\n").status, QByteArray("HTTP/1.1 405 Method Not Allowed"));
        QCOMPARE(request(a, "garbage\r\n\r\n").status, QByteArray("HTTP/1.1 400 Bad Request"));
        QCOMPARE((*endpoint)->requestsServed(), qint64(2));

        // The same address again: in use, said before anything would run.
        auto again = MetricsEndpoint::start(QStringLiteral("127.0.0.1:%1").arg(a.port), registry);
        QVERIFY(!again);
        QCOMPARE(again.error().code, ErrorCode::OptionValueInvalid);
        QCOMPARE(again.error().value, qint64(OptionProblem::AddressInUse));
        QCOMPARE(again.error().args.value(0), QStringLiteral("127.0.0.1:%1").arg(a.port));
        QCOMPARE(again.error().context, QStringLiteral("--metrics-addr"));
    }

    void ipv6Loopback()
    {
        MetricsRegistry registry;
        auto endpoint = MetricsEndpoint::start(QStringLiteral("[::1]:0"), registry);
        if (!endpoint && endpoint.error().value == qint64(OptionProblem::AddressNotLocal))
            QSKIP("this machine has no IPv6 loopback");
        QVERIFY2(endpoint, qPrintable(endpoint.error().detail));
        QCOMPARE((*endpoint)->address().host, QStringLiteral("::1"));
        QVERIFY((*endpoint)->address().loopback);
        QVERIFY((*endpoint)->url().startsWith(QLatin1String("http://[::1]:")));
        QCOMPARE(
            request((*endpoint)->address(), "GET /metrics HTTP/1.1\r\n\r\n").status, QByteArray("HTTP/1.1 200 OK"));
    }

    void addressesRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("problem");
        for (const char* form : { "", "abc", "::1:9100", "[::1]9100", "127.0.0.1:", "127.0.0.1:70000",
                 "host.example:80", "127.0.0.1:-1", "[::1]:x" })
            QTest::newRow(form) << QString::fromLatin1(form) << int(OptionProblem::AddressForm);
        QTest::newRow("not this machine's") << QStringLiteral("192.0.2.1:0") << int(OptionProblem::AddressNotLocal);
    }

    void addressesRefused()
    {
        QFETCH(QString, text);
        QFETCH(int, problem);
        MetricsRegistry registry;
        auto endpoint = MetricsEndpoint::start(text, registry);
        QVERIFY(!endpoint);
        QCOMPARE(endpoint.error().code, ErrorCode::OptionValueInvalid);
        QCOMPARE(endpoint.error().value, qint64(problem));
    }

    // The Grafana dashboard in resources/: panels Grafana can import (type, title, place, datasource, targets with
    // a refId and a query), throughput, latency percentiles from the histogram, errors, clients and the server's
    // counters, and only names the endpoint serves (tst_prometheus runs every query against a real Prometheus).
    void grafanaDashboard()
    {
        QFile file(
            qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/resources/grafana/scalebench-live.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonParseError error;
        const QJsonObject d = QJsonDocument::fromJson(file.readAll(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(!d.value(QStringLiteral("uid")).toString().isEmpty());
        QVERIFY(!d.value(QStringLiteral("title")).toString().isEmpty());
        QVERIFY(d.value(QStringLiteral("schemaVersion")).toInt() > 30);

        MetricsRegistry registry;
        registry.beginRun(spec(), 1, 1, {});
        LatencyHistogram h;
        h.record(100000);
        registry.addLatency({}, h);
        IntervalSample s = sample(1);
        s.serverCounters = { { QStringLiteral("Threads_running"), 1 } };
        registry.addInterval(s);
        const QByteArray served = registry.render(MetricsRegistry::Format::Prometheus004);
        const QRegularExpression metric(QStringLiteral("\\b(scalebench_[a-z_]+)"));

        QStringList titles, exprs;
        QSet<QString> ids;
        for (const QJsonValue& value : d.value(QStringLiteral("panels")).toArray()) {
            const QJsonObject panel = value.toObject();
            titles << panel.value(QStringLiteral("title")).toString();
            QVERIFY(!panel.value(QStringLiteral("type")).toString().isEmpty());
            QVERIFY(!ids.contains(panel.value(QStringLiteral("id")).toVariant().toString()));
            ids.insert(panel.value(QStringLiteral("id")).toVariant().toString());
            const QJsonObject grid = panel.value(QStringLiteral("gridPos")).toObject();
            for (const char* key : { "x", "y", "w", "h" })
                QVERIFY2(grid.contains(QLatin1String(key)), key);
            QVERIFY(grid.value(QStringLiteral("x")).toInt() + grid.value(QStringLiteral("w")).toInt() <= 24);
            QCOMPARE(panel.value(QStringLiteral("datasource")).toObject().value(QStringLiteral("type")).toString(),
                QStringLiteral("prometheus"));
            const QJsonArray targets = panel.value(QStringLiteral("targets")).toArray();
            QVERIFY(!targets.isEmpty());
            QSet<QString> refs;
            for (const QJsonValue& t : targets) {
                const QString ref = t.toObject().value(QStringLiteral("refId")).toString();
                QVERIFY(!ref.isEmpty() && !refs.contains(ref));
                refs.insert(ref);
                exprs << t.toObject().value(QStringLiteral("expr")).toString();
            }
        }
        for (const QJsonValue& a :
            d.value(QStringLiteral("annotations")).toObject().value(QStringLiteral("list")).toArray()) {
            if (a.toObject().contains(QStringLiteral("expr")))
                exprs << a.toObject().value(QStringLiteral("expr")).toString();
        }
        for (const char* title :
            { "Throughput", "Latency percentiles", "Errors and reconnects", "Clients", "Server status counters" })
            QVERIFY2(titles.contains(QLatin1String(title)), title);
        const QString all = exprs.join(QLatin1Char('\n'));
        for (const char* q : { "histogram_quantile(0.5,", "histogram_quantile(0.95,", "histogram_quantile(0.99," })
            QVERIFY2(all.contains(QLatin1String(q)), q);
        QVERIFY(all.contains(QLatin1String("scalebench_run_start_timestamp_seconds"))); // marks each run's start
        for (const QString& expr : exprs) {
            QVERIFY(!expr.isEmpty());
            QCOMPARE(expr.count(QLatin1Char('(')), expr.count(QLatin1Char(')')));
            auto it = metric.globalMatch(expr);
            QVERIFY(it.hasNext());
            while (it.hasNext()) {
                const QString name = it.next().captured(1);
                QVERIFY2(served.contains(QByteArray('\n' + name.toUtf8() + '{')), qPrintable(name));
            }
        }
    }

    void addressForms()
    {
        auto port = MetricsEndpoint::parse(QStringLiteral("9100"), {});
        QVERIFY(port);
        QCOMPARE(port->host, QStringLiteral("127.0.0.1"));
        QCOMPARE(port->port, quint16(9100));
        auto local = MetricsEndpoint::parse(QStringLiteral("localhost:9100"), {});
        QVERIFY(local && local->loopback && local->host == QLatin1String("127.0.0.1"));
        auto all = MetricsEndpoint::parse(QStringLiteral("0.0.0.0:9100"), {});
        QVERIFY(all && !all->loopback); // other machines: only when the address says so
        auto all6 = MetricsEndpoint::parse(QStringLiteral("[::]:9100"), {});
        QVERIFY(all6 && !all6->loopback);
        QVERIFY(MetricsEndpoint::parse(QStringLiteral("127.1.2.3:1"), {})->loopback);
    }
};

QTEST_GUILESS_MAIN(TestMetricsEndpoint)
#include "tst_metricsendpoint.moc"
