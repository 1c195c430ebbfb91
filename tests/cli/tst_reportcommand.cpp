// SPDX-License-Identifier: GPL-3.0-or-later
// `scalebench-cli report` end to end: the files it writes from a CSV table and from a stored experiment, and its
// errors. No server is needed (the runs are written into a real SQLite store), so it runs with the GUI tests.
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestReportCommand : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    using Outcome = test::CliResult;

    Outcome cli(const QStringList& args)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the command must choose offscreen itself
        env.remove(QStringLiteral("DISPLAY"));
        return test::runCli(QStringList { QStringLiteral("report") } + args, env);
    }

    static QByteArray read(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    static int pageObjects(const QByteArray& pdf)
    {
        // "/Type /Page" also starts "/Type /Pages"; count the page objects only.
        int n = 0;
        for (qsizetype at = pdf.indexOf("/Type /Page"); at >= 0; at = pdf.indexOf("/Type /Page", at + 1)) {
            if (pdf.mid(at + 11, 1) != "s")
                ++n;
        }
        return n;
    }

    QString seed() const
    {
        return qEnvironmentVariable("SCALEBENCH_SOURCE_DIR")
            + QStringLiteral("/resources/examples/seed-core-scaling.csv");
    }

private Q_SLOTS:
    void csvReport()
    {
        const QString out = m_dir.filePath(QStringLiteral("csv"));
        const Outcome o = cli({ QStringLiteral("--csv"), seed(), QStringLiteral("--out"), out,
            QStringLiteral("--width"), QStringLiteral("1200"), QStringLiteral("--height"), QStringLiteral("800"),
            QStringLiteral("--dpi"), QStringLiteral("200"), QStringLiteral("--log2") });
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        const QByteArray html = read(out + QStringLiteral("/report.html"));
        QVERIFY(html.contains("<svg"));
        for (const char* number : { "735", "1082", "1323", "1196", "689" })
            QVERIFY2(
                html.contains(QByteArray(QByteArray("<td align=\"right\" class=\"num\">") + number + "</td>")), number);
        QVERIFY(html.contains("Xeon 5160")); // the CSV's comment lines say where the numbers come from
        QVERIFY(html.contains("How to read this"));
        QVERIFY(!html.contains("<img")); // self-contained: nothing to fetch
        const QByteArray pdf = read(out + QStringLiteral("/report.pdf"));
        QVERIFY(pdf.startsWith("%PDF"));
        QVERIFY2(pageObjects(pdf) > 1, qPrintable(QString::number(pageObjects(pdf))));
        for (const char* name : { "throughput", "speedup", "difference", "usl" }) {
            const QString base = out + QLatin1Char('/') + QLatin1String(name);
            const QImage png(base + QStringLiteral(".png"));
            QCOMPARE(png.size(), QSize(1200, 800));
            QCOMPARE(qRound(png.dotsPerMeterX() * 0.0254), 200);
            QVERIFY(read(base + QStringLiteral(".svg")).contains("<svg"));
            QVERIFY(read(base + QStringLiteral(".pdf")).startsWith("%PDF"));
        }
    }

    void experimentReport()
    {
        const QString storePath = m_dir.filePath(QStringLiteral("results.sqlite"));
        qint64 experiment = 0;
        {
            ResultStore store;
            QVERIFY(!store.open(storePath));
            experiment = *store.createExperiment(QStringLiteral("core-scaling"), {});
            const double qps[3][2] = { { 735, 900 }, { 826, 1082 }, { 823, 1105 } };
            const int clients[3] = { 5, 10, 25 };
            for (int r = 0; r < 3; ++r) {
                for (int c = 0; c < 2; ++c) {
                    RunSpec spec;
                    spec.workload = QStringLiteral("oltp_read_only");
                    spec.threads = clients[r];
                    spec.durationSec = 10;
                    spec.serverCpu = c == 0 ? CpuConfig { QStringLiteral("1 core"), QStringLiteral("cores:1") }
                                            : CpuConfig { QStringLiteral("2 cores"), QStringLiteral("cores:2") };
                    auto id = store.beginRun(experiment, spec);
                    QVERIFY(id);
                    RunSummary s;
                    s.status = RunStatus::Finished;
                    s.durationSec = 10;
                    s.reads = std::uint64_t(qps[r][c] * 10);
                    s.transactions = s.reads / 14;
                    // The server as read back per column, and its CPU time: 100 µs per transaction on 1 core,
                    // 107 on 2.
                    const QJsonObject serverSet { { QStringLiteral("effective"),
                                                      c == 0 ? QStringLiteral("0") : QStringLiteral("0-1") },
                        { QStringLiteral("host"),
                            QJsonObject { { QStringLiteral("pus"), c + 1 }, { QStringLiteral("cores"), c + 1 } } } };
                    QVERIFY(!store.setEnvironment(*id,
                        QJsonObject { { QStringLiteral("tool_version"), QStringLiteral("test") },
                            { QStringLiteral("affinity"), QJsonObject { { QStringLiteral("server"), serverSet } } },
                            { QStringLiteral("server_cpu"),
                                QJsonObject {
                                    { QStringLiteral("seconds"), double(s.transactions) * (c == 0 ? 100e-6 : 107e-6) },
                                    { QStringLiteral("source"), QStringLiteral("proc") } } },
                            { QStringLiteral("server"),
                                QJsonObject { { QStringLiteral("version"), QStringLiteral("10.11.6-MariaDB") },
                                    { QStringLiteral("variables"),
                                        QJsonObject { { QStringLiteral("innodb_buffer_pool_size"),
                                            QStringLiteral("134217728") } } } } } }));
                    QVERIFY(!store.finishRun(*id, s, RunStatus::Finished));
                }
            }
        }
        const QString out = m_dir.filePath(QStringLiteral("experiment"));
        const Outcome o = cli({ QStringLiteral("--experiment"), QString::number(experiment), QStringLiteral("--store"),
            storePath, QStringLiteral("--out"), out, QStringLiteral("--baseline"), QStringLiteral("1") });
        QVERIFY2(o.exitCode == 0, qPrintable(o.err));
        const QByteArray html = read(out + QStringLiteral("/report.html"));
        QVERIFY(html.contains("core-scaling"));
        QVERIFY(html.contains(">1105</td>"));
        QVERIFY(html.contains("10.11.6-MariaDB")); // server configuration table
        QVERIFY(html.contains("innodb_buffer_pool_size"));
        // What all runs share and what differs by column, in words, not the first run's dotted keys.
        QVERIFY(html.contains("Environment: the same in every run"));
        QVERIFY(html.contains("What differs between the columns"));
        QVERIFY(html.contains("<td>server CPUs (read back after binding)</td><td>0 (1 CPU)</td><td>0-1 (2 CPUs)</td>"));
        QVERIFY(!html.contains("affinity.server"));
        // The server's CPU per transaction, as a table and a sentence.
        QVERIFY(html.contains("Server CPU time per transaction (µs)"));
        QVERIFY2(html.contains("2 cores: 1.34x the throughput at 1.07x the CPU per transaction (25 clients)"),
            html.constData());
        QVERIFY(html.contains("<svg"));
        QVERIFY(read(out + QStringLiteral("/report.pdf")).startsWith("%PDF"));
        QCOMPARE(QImage(out + QStringLiteral("/usl.png")).size(), QSize(1800, 1200));

        const Outcome unknown = cli({ QStringLiteral("--experiment"), QStringLiteral("999"), QStringLiteral("--store"),
            storePath, QStringLiteral("--out"), out });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("no such experiment")), qPrintable(unknown.err));
    }

    void errors()
    {
        const Outcome unwritable
            = cli({ QStringLiteral("--csv"), seed(), QStringLiteral("--out"), QStringLiteral("/proc/no/such/dir") });
        QVERIFY(unwritable.exitCode != 0);
        QVERIFY2(unwritable.err.contains(QStringLiteral("/proc/no/such/dir")), qPrintable(unwritable.err));
        const Outcome both
            = cli({ QStringLiteral("--csv"), seed(), QStringLiteral("--experiment"), QStringLiteral("1") });
        QCOMPARE(both.exitCode, 2);
        const Outcome baseline = cli({ QStringLiteral("--csv"), seed(), QStringLiteral("--baseline"),
            QStringLiteral("8 cores"), QStringLiteral("--out"), m_dir.filePath(QStringLiteral("b")) });
        QCOMPARE(baseline.exitCode, 2);
        QVERIFY(baseline.err.contains(QStringLiteral("1 core, 2 cores, 4 cores")));
        const Outcome noStore = cli({ QStringLiteral("--experiment"), QStringLiteral("1"), QStringLiteral("--store"),
            m_dir.filePath(QStringLiteral("missing.sqlite")) });
        QVERIFY(noStore.exitCode != 0);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("missing.sqlite"))));
    }
};

QTEST_GUILESS_MAIN(TestReportCommand)
#include "tst_reportcommand.moc"
