// SPDX-License-Identifier: GPL-3.0-or-later
// The report's "What the server's CPUs did" on stored synthetic runs: IPC sentences with and without SMT (with and
// without repetitions), "not available (no PMU)" as this VM stores it, a profile per configuration with its flame
// graph (self-contained SVG, names escaped) and the difference between two configurations.
#include "charts/flamegraph.h"
#include "collectors/foldedstacks.h"
#include "report/htmlreport.h"
#include "report/reportsource.h"
#include "report/servercpusection.h"
#include "store/resultstore.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

namespace {

struct Planted {
    int clients;
    bool smt;
    QJsonObject counters; // server_host_counters
    QByteArray folded; // empty: no profile
};

// Stores one finished run per entry; 1000 transactions each.
qint64 store(ResultStore& s, qint64 experiment, const Planted& p, int repetition = 0)
{
    RunSpec spec;
    spec.workload = QStringLiteral("oltp_point_select");
    spec.threads = p.clients;
    spec.durationSec = 10;
    spec.repetition = repetition;
    spec.profileServer = p.folded.isEmpty() ? QStringLiteral("off") : QStringLiteral("on-cpu");
    spec.serverCpu = p.smt ? CpuConfig { QStringLiteral("2 cores + SMT"), QStringLiteral("cores:2:smt") }
                           : CpuConfig { QStringLiteral("2 cores"), QStringLiteral("cores:2:nosmt") };
    auto id = s.beginRun(experiment, spec);
    if (!id)
        return 0;
    RunSummary summary;
    summary.status = RunStatus::Finished;
    summary.durationSec = 10;
    summary.reads = 1000;
    summary.transactions = 1000;
    QJsonObject env { { QStringLiteral("affinity"),
                          QJsonObject { { QStringLiteral("server"),
                              QJsonObject { { QStringLiteral("host"), QJsonObject { { QStringLiteral("smtInUse"), p.smt } } } } } } },
        { QStringLiteral("server_host_counters"), p.counters } };
    if (!p.folded.isEmpty()) {
        const FoldedProfile profile = FoldedProfile::fromStored(p.folded, QJsonObject { { QStringLiteral("frequency_hz"), 100 },
                                                                               { QStringLiteral("server_binary"), QStringLiteral("mariadbd") } });
        QJsonObject meta = profile.meta();
        meta.insert(QStringLiteral("frequency_hz"), 100);
        env.insert(QStringLiteral("server_profile"), meta);
        if (s.setServerProfile(*id, meta, p.folded))
            return 0;
    }
    if (s.setEnvironment(*id, env) || s.finishRun(*id, summary, RunStatus::Finished))
        return 0;
    return *id;
}

QJsonObject hardware(double cycles, double instructions)
{
    return { { QStringLiteral("counters"),
        QJsonObject { { QStringLiteral("context_switches"), 2000.0 }, { QStringLiteral("cpu_migrations"), 10.0 },
            { QStringLiteral("cycles"), cycles }, { QStringLiteral("instructions"), instructions } } } };
}

QJsonObject noPmu(double switches)
{
    return { { QStringLiteral("counters"),
                 QJsonObject { { QStringLiteral("voluntary_switches"), switches }, { QStringLiteral("involuntary_switches"), 0.0 },
                     { QStringLiteral("context_switches"), switches }, { QStringLiteral("cpu_migrations"), 5.0 } } },
        { QStringLiteral("not_available"),
            QJsonObject { { QStringLiteral("cycles"), QJsonObject { { QStringLiteral("reason"), QStringLiteral("no_pmu") } } },
                { QStringLiteral("instructions"), QJsonObject { { QStringLiteral("reason"), QStringLiteral("no_pmu") } } } } } };
}

} // namespace

class TestServerCpuSection : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void smtSentenceWithoutRepetitions();
    void smtSentenceWithIntervals();
    void noPmuSaysSo();
    void profilesAndDifference();
    void flameGraphEscapes();

private:
    ServerCpuData read(const QList<Planted>& runs, int repetitions = 1)
    {
        ResultStore s;
        const QString path = m_dir.filePath(QStringLiteral("r%1.sqlite").arg(++m_file));
        if (s.open(path))
            return {};
        const qint64 experiment = *s.createExperiment(QStringLiteral("smt"), {});
        for (int rep = 0; rep < repetitions; ++rep) {
            for (const Planted& p : runs)
                store(s, experiment, p, rep);
        }
        RunFilter filter;
        filter.experimentId = experiment;
        return ServerCpuSection::read(s, *s.listRuns(filter), RunAxis::Clients, RunAxis::ServerCpus);
    }
    QTemporaryDir m_dir;
    int m_file = 0;
};

void TestServerCpuSection::smtSentenceWithoutRepetitions()
{
    const ServerCpuData data = read({ { 32, false, hardware(1e9, 1.4e9), {} }, { 32, true, hardware(1e9, 0.9e9), {} } });
    QCOMPARE(data.smtInUse.value(QStringLiteral("2 cores + SMT")), true);
    QCOMPARE(data.smtInUse.value(QStringLiteral("2 cores")), false);
    const QStringList sentences = ServerCpuSection::ipcSentences(data);
    QCOMPARE(sentences.size(), 1);
    QVERIFY2(sentences.first().startsWith(QStringLiteral("With SMT the server's IPC falls from 1.4 to 0.9")), qPrintable(sentences.first()));
    QVERIFY2(sentences.first().contains(QStringLiteral("one run each, no interval")), qPrintable(sentences.first()));
    QVERIFY(sentences.first().contains(QStringLiteral("32 clients: 2 cores → 2 cores + SMT")));
}

void TestServerCpuSection::smtSentenceWithIntervals()
{
    // Three repetitions of a clear fall: named with its intervals.
    {
        ResultStore s;
        QVERIFY(!s.open(m_dir.filePath(QStringLiteral("reps.sqlite"))));
        const qint64 experiment = *s.createExperiment(QStringLiteral("smt"), {});
        const double off[3] = { 1.38e9, 1.40e9, 1.42e9 };
        const double on[3] = { 0.88e9, 0.90e9, 0.92e9 };
        for (int rep = 0; rep < 3; ++rep) {
            QVERIFY(store(s, experiment, { 32, false, hardware(1e9, off[rep]), {} }, rep));
            QVERIFY(store(s, experiment, { 32, true, hardware(1e9, on[rep]), {} }, rep));
        }
        RunFilter filter;
        filter.experimentId = experiment;
        const QStringList sentences = ServerCpuSection::ipcSentences(
            ServerCpuSection::read(s, *s.listRuns(filter), RunAxis::Clients, RunAxis::ServerCpus));
        QCOMPARE(sentences.size(), 1);
        QVERIFY2(sentences.first().startsWith(QStringLiteral("With SMT the server's IPC falls from 1.4 (± 0.05) to 0.9 (± 0.05)")),
            qPrintable(sentences.first()));
    }
    // Repetitions that overlap: no fall is claimed.
    {
        ResultStore s;
        QVERIFY(!s.open(m_dir.filePath(QStringLiteral("overlap.sqlite"))));
        const qint64 experiment = *s.createExperiment(QStringLiteral("smt"), {});
        const double off[3] = { 1.0e9, 1.4e9, 1.2e9 };
        const double on[3] = { 1.3e9, 1.0e9, 1.15e9 };
        for (int rep = 0; rep < 3; ++rep) {
            QVERIFY(store(s, experiment, { 32, false, hardware(1e9, off[rep]), {} }, rep));
            QVERIFY(store(s, experiment, { 32, true, hardware(1e9, on[rep]), {} }, rep));
        }
        RunFilter filter;
        filter.experimentId = experiment;
        const QStringList sentences = ServerCpuSection::ipcSentences(
            ServerCpuSection::read(s, *s.listRuns(filter), RunAxis::Clients, RunAxis::ServerCpus));
        QCOMPARE(sentences.size(), 1);
        QVERIFY2(sentences.first().contains(QStringLiteral("does not change beyond its 95% intervals")), qPrintable(sentences.first()));
        QVERIFY(!sentences.first().contains(QStringLiteral("falls")));
    }
}

void TestServerCpuSection::noPmuSaysSo()
{
    const ServerCpuData data = read({ { 2, false, noPmu(2000), {} }, { 16, false, noPmu(6000), {} } });
    QCOMPARE(data.unavailable.value(QStringLiteral("ipc")), QStringLiteral("no_pmu"));
    QVERIFY(ServerCpuSection::ipcSentences(data).isEmpty());
    QCOMPARE(data.counters.size(), 2); // cswitch_per_tx and migrations_per_tx
    QCOMPARE(data.counters.first().first, QStringLiteral("cswitch_per_tx"));
    QCOMPARE(data.counters.first().second.cell(0, 0).mean, 2.0);
    QCOMPARE(data.counters.first().second.cell(1, 0).mean, 6.0);
    QString html;
    for (const ReportSections::Block& b : ServerCpuSection::blocks(data))
        html += b.html;
    QVERIFY2(html.contains(QStringLiteral("not available (no PMU")), qPrintable(html));
    QVERIFY(!html.contains(QStringLiteral("falls")));
}

void TestServerCpuSection::profilesAndDifference()
{
    // 16 clients: JOIN::prepare's own samples grow from 10 to 40 per 1000 transactions, the scheduler's stay.
    const QByteArray few = "mariadbd;libc.so.6`start_thread;do_command;mysql_execute_command;JOIN::prepare 10\n"
                           "mariadbd;libc.so.6`start_thread;do_command;schedule_[k] 20\n"
                           "mariadbd;[libc.so.6];[mariadbd] 5\n";
    const QByteArray many = "mariadbd;libc.so.6`start_thread;do_command;mysql_execute_command;JOIN::prepare 40\n"
                            "mariadbd;libc.so.6`start_thread;do_command;schedule_[k] 20\n"
                            "mariadbd;[libc.so.6];[mariadbd] 5\n";
    const ServerCpuData data = read({ { 2, false, noPmu(1000), few }, { 16, false, noPmu(1000), many } });
    QCOMPARE(data.profiles.size(), 2);
    QCOMPARE(data.profiles.at(0).row, QStringLiteral("2"));
    QCOMPARE(data.profiles.at(1).row, QStringLiteral("16"));
    QCOMPARE(data.profiles.at(1).profile.samples, 65u);
    // 40 samples at 100 Hz = 0.4 s over 1000 transactions = 400 µs per transaction.
    const auto [a, b] = ServerCpuSection::differencePair(data);
    QCOMPARE(a, 0);
    QCOMPARE(b, 1);
    const auto changes = ServerCpuSection::difference(data.profiles.at(0), data.profiles.at(1));
    QVERIFY(!changes.isEmpty());
    QCOMPARE(changes.first().function, QStringLiteral("JOIN::prepare"));
    QCOMPARE(changes.first().before, 100.0);
    QCOMPARE(changes.first().after, 400.0);

    QString html;
    int svgs = 0;
    for (const ReportSections::Block& block : ServerCpuSection::blocks(data)) {
        html += block.html;
        if (!block.svg.isEmpty()) {
            ++svgs;
            QVERIFY(block.svg.startsWith(QStringLiteral("<svg")));
            QVERIFY(block.svg.contains(QStringLiteral("JOIN::prepare")));
        }
    }
    QCOMPARE(svgs, 2);
    QVERIFY(html.contains(QStringLiteral("Difference: 2 clients, 2 cores → 16 clients, 2 cores")));
    QVERIFY(html.contains(QStringLiteral("Top 20 functions by own samples")));
    QVERIFY(html.contains(QStringLiteral("stacks are truncated"))); // the [libc.so.6] stack
}

void TestServerCpuSection::flameGraphEscapes()
{
    FoldedProfile p = FoldedProfile::fromStored("t&<b>;<script>alert(1)</script>;operator<< 7\n", {});
    const QString svg = QString::fromUtf8(FlameGraph::svg(p, QStringLiteral("a <title> & more")));
    QVERIFY(!svg.contains(QStringLiteral("<script>")));
    QVERIFY(svg.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt;")));
    QVERIFY(svg.contains(QStringLiteral("operator&lt;&lt;")));
    QVERIFY(svg.contains(QStringLiteral("a &lt;title&gt; &amp; more")));
    QVERIFY(!svg.contains(QStringLiteral("href")));
    // Escaped once, not twice, once inlined in the report.
    QVERIFY(!HtmlReport::inlineSvg(svg.toUtf8()).contains(QStringLiteral("&amp;lt;")));
}

QTEST_MAIN(TestServerCpuSection)
#include "tst_servercpusection.moc"
