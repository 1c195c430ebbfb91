// SPDX-License-Identifier: GPL-3.0-or-later
// Explore on the suite's sandbox, kept short (about 25 s): `scalebench-cli explore` runs an adaptive sweep of
// oltp_point_select into a store, every run of it is a finished run of one experiment and `compare` reads them;
// in process, a stop after the second run ends the sweep as stopped with both runs kept.
#include "experiment/explorer.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace sb;
using test::runCli;

class TestExplorer : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QTemporaryDir m_dir;
    QStringList connection() const
    {
        return test::cliConnection(m_profile);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_profile = test::sandboxProfile(QStringLiteral("explore_it"));
        const auto r = runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select"),
                                  QStringLiteral("--table-size=1000") }
            + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void cleanupTestCase()
    {
        runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_point_select") } + connection());
    }

    void cliExploreIsStoredAndCompared()
    {
        const QString store = m_dir.filePath(QStringLiteral("explore.sqlite"));
        const auto r = runCli(
            QStringList { QStringLiteral("explore"), QStringLiteral("oltp_point_select"),
                QStringLiteral("--table-size=1000"), QStringLiteral("--max-clients=8"), QStringLiteral("--time=1"),
                QStringLiteral("--budget=14"), QStringLiteral("--json"), QStringLiteral("--store=") + store }
            + connection());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
        const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
        const QJsonObject verdict = QJsonDocument::fromJson(lines.constLast().toUtf8()).object();
        QCOMPARE(verdict.value(QStringLiteral("type")).toString(), QStringLiteral("explore"));
        qInfo().noquote() << lines.constLast();
        const int runs = verdict.value(QStringLiteral("runs")).toInt();
        QCOMPARE(lines.size(), runs + 1); // a line per run, then the verdict
        QVERIFY2(runs >= 3, qPrintable(r.out)); // 1, 2 and 4 clients fit into 14 s of 1 s runs
        QVERIFY(verdict.value(QStringLiteral("seconds")).toDouble() <= 14);
        const QString end = verdict.value(QStringLiteral("end")).toString();
        QVERIFY2(end != QLatin1String("failed") && end != QLatin1String("stopped"), qPrintable(end));
        QCOMPARE(verdict.value(QStringLiteral("reached_target")).toBool(), end == QLatin1String("converged"));

        ResultStore results;
        QVERIFY(!results.open(store));
        const qint64 experiment = verdict.value(QStringLiteral("experiment")).toInteger();
        RunFilter filter;
        filter.experimentId = experiment;
        auto stored = results.listRuns(filter);
        QVERIFY(stored.ok());
        QCOMPARE(stored->size(), runs);
        for (const StoredRun& run : *stored)
            QCOMPARE(run.status, RunStatus::Finished);
        results.close();

        const QString table = m_dir.filePath(QStringLiteral("compare.json"));
        const auto c = runCli({ QStringLiteral("compare"), QStringLiteral("--experiment"), QString::number(experiment),
            QStringLiteral("--store"), store, QStringLiteral("--metric"), QStringLiteral("tps"),
            QStringLiteral("--json"), table });
        QVERIFY2(c.exitCode == 0, qPrintable(c.err));
        QVERIFY2(c.out.contains(QLatin1String("1")) && QFile::exists(table), qPrintable(c.out));
    }

    void stopKeepsWhatWasMeasured()
    {
        MeasuredRunRequest base;
        base.spec.workload = QStringLiteral("oltp_point_select");
        base.spec.workloadLabel = base.spec.workload;
        base.spec.workloadOptions = { { QStringLiteral("table_size"), 1000 } };
        base.spec.durationSec = 1;
        base.server.profile = m_profile;
        ExploreSettings settings = Explorer::defaultSettings(base.spec);
        settings.maxClients = 8;
        ResultStore store;
        auto experiment
            = Explorer::createExperiment(store, m_dir.filePath(QStringLiteral("stop.sqlite")), base, settings);
        QVERIFY(experiment.ok());
        ExploreHooks hooks;
        Explorer* self = nullptr;
        QList<int> clients;
        hooks.runMeasured = [&](const ExplorePoint& p, const ExploreEstimate&) {
            clients.append(p.clients);
            if (clients.size() == 2)
                self->requestStop();
        };
        Explorer explorer(base, settings, hooks);
        self = &explorer;
        explorer.setStore(&store, *experiment);
        const ExploreOutcome outcome = explorer.run();
        QCOMPARE(outcome.end, ExploreEnd::Stopped);
        QVERIFY(!outcome.error);
        QCOMPARE(clients, (QList<int> { 1, 2 }));
        QCOMPARE(outcome.points.size(), 2);
        RunFilter filter;
        filter.experimentId = *experiment;
        auto stored = store.listRuns(filter);
        QVERIFY(stored.ok());
        QCOMPARE(stored->size(), 2);
        QVERIFY(outcome.points.at(0).runId > 0);
    }
};

QTEST_GUILESS_MAIN(TestExplorer)
#include "tst_explorer.moc"
