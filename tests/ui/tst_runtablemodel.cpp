// SPDX-License-Identifier: GPL-3.0-or-later
// The Results page's run table over a real results file: model consistency, numeric sorting, the text, status and
// experiment filters through the proxy, and a reload after a delete.
#include "results/resultsreader.h"
#include "results/runfilterproxy.h"
#include "results/runtablemodel.h"
#include "results/servervariabletext.h"
#include "resultsfixture.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestRunTableModel : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    test::ResultsFixture m_fixture;

    static QList<qint64> runOrder(const QAbstractItemModel& model)
    {
        QList<qint64> ids;
        for (int row = 0; row < model.rowCount(); ++row)
            ids.append(model.index(row, 0).data(RunTableModel::RunIdRole).toLongLong());
        return ids;
    }

    void load(RunTableModel& model)
    {
        const StoreContents contents = ResultsReader::contents(m_path);
        QVERIFY2(!contents.error, qPrintable(contents.error.detail));
        model.setContents(contents.experiments, contents.runs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("results.sqlite"));
        m_fixture = test::writeResults(m_path);
        QCOMPARE(m_fixture.runs.size(), 6);
    }

    void modelIsConsistent()
    {
        RunTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        load(model);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.columnCount(), int(RunTableModel::ColumnCount));
        proxy.sort(RunTableModel::Tps, Qt::DescendingOrder);
        proxy.setText(QStringLiteral("read_write"));
        proxy.setStatus(RunStatus::Finished);
        proxy.setText(QString());
        proxy.setStatus(std::nullopt);
        model.clear();
        QCOMPARE(proxy.rowCount(), 0);
        load(model);
        QCOMPARE(proxy.rowCount(), 6);
    }

    void displaysRuns()
    {
        RunTableModel model;
        load(model);
        const int row = model.rowOfRun(m_fixture.runs.at(1));
        QVERIFY(row >= 0);
        auto text = [&](int column) { return model.index(row, column).data().toString(); };
        QCOMPARE(text(RunTableModel::Id), QString::number(m_fixture.runs.at(1)));
        QCOMPARE(text(RunTableModel::Experiment), QStringLiteral("core-scaling"));
        QCOMPARE(text(RunTableModel::Workload), QStringLiteral("oltp_read_only"));
        QCOMPARE(text(RunTableModel::Clients), QStringLiteral("4"));
        QCOMPARE(text(RunTableModel::ServerCpus), QStringLiteral("1 core"));
        QCOMPARE(text(RunTableModel::Status), QStringLiteral("finished"));
        QCOMPARE(model.index(row, RunTableModel::Tps).data(RunTableModel::SortRole).toDouble(), 100.0);
        QCOMPARE(model.index(row, RunTableModel::P95).data(RunTableModel::SortRole).toDouble(), 12.25);
        QVERIFY(text(RunTableModel::Tps).startsWith(QStringLiteral("100")));
        QVERIFY(!text(RunTableModel::Started).isEmpty());
        for (int c : { RunTableModel::Id, RunTableModel::Clients, RunTableModel::Tps, RunTableModel::P95 }) {
            const auto align = model.index(row, c).data(Qt::TextAlignmentRole).value<Qt::Alignment>();
            QVERIFY2(align & Qt::AlignRight, qPrintable(QString::number(c)));
        }
        QVERIFY(model.index(row, RunTableModel::Workload).data(Qt::TextAlignmentRole).value<Qt::Alignment>()
            & Qt::AlignLeft);

        // A run still running has no figures: shown as a dash, not as zero.
        const int running = model.rowOfRun(m_fixture.runs.at(3));
        QCOMPARE(model.index(running, RunTableModel::Status).data().toString(), QStringLiteral("running"));
        QCOMPARE(model.index(running, RunTableModel::Tps).data().toString(), QStringLiteral("–"));
        const int failed = model.rowOfRun(m_fixture.runs.at(5));
        QCOMPARE(model.index(failed, RunTableModel::Status).data(Qt::ToolTipRole).toString(),
            QStringLiteral("failed: ConnectFailed"));
    }

    void sortsNumerically()
    {
        RunTableModel model;
        load(model);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.setStatus(RunStatus::Finished);
        proxy.sort(RunTableModel::Tps, Qt::AscendingOrder);
        // 9.5 < 25 < 100: text order would put "100" first.
        QCOMPARE(runOrder(proxy), (QList<qint64> { m_fixture.runs.at(0), m_fixture.runs.at(4), m_fixture.runs.at(1) }));
        proxy.sort(RunTableModel::Tps, Qt::DescendingOrder);
        QCOMPARE(runOrder(proxy), (QList<qint64> { m_fixture.runs.at(1), m_fixture.runs.at(4), m_fixture.runs.at(0) }));
        proxy.sort(RunTableModel::Clients, Qt::AscendingOrder);
        QCOMPARE(runOrder(proxy), (QList<qint64> { m_fixture.runs.at(0), m_fixture.runs.at(1), m_fixture.runs.at(4) }));

        // Runs without a figure sort below all others.
        proxy.setStatus(std::nullopt);
        proxy.sort(RunTableModel::P95, Qt::AscendingOrder);
        const QList<qint64> order = runOrder(proxy);
        QCOMPARE(order.size(), 6);
        QCOMPARE(order.mid(3), (QList<qint64> { m_fixture.runs.at(0), m_fixture.runs.at(4), m_fixture.runs.at(1) }));

        proxy.sort(RunTableModel::Clients, Qt::DescendingOrder);
        QCOMPARE(runOrder(proxy).first(), m_fixture.runs.at(5)); // 64 clients
    }

    void filters()
    {
        RunTableModel model;
        load(model);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(RunTableModel::Id, Qt::AscendingOrder);

        proxy.setText(QStringLiteral("READ_WRITE"));
        QCOMPARE(runOrder(proxy), (QList<qint64> { m_fixture.runs.at(4), m_fixture.runs.at(5) }));
        proxy.setText(QStringLiteral("1 core"));
        QCOMPARE(runOrder(proxy), (QList<qint64> { m_fixture.runs.at(0), m_fixture.runs.at(1) }));
        proxy.setText(QStringLiteral("no such thing"));
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setText(QString());
        QCOMPARE(proxy.rowCount(), 6);

        proxy.setStatus(RunStatus::Interrupted);
        QCOMPARE(runOrder(proxy), (QList<qint64> { m_fixture.runs.at(2) }));
        proxy.setStatus(RunStatus::Finished);
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setExperiment(m_fixture.other);
        QCOMPARE(runOrder(proxy), (QList<qint64> { m_fixture.runs.at(4) }));
        proxy.setStatus(std::nullopt);
        QCOMPARE(runOrder(proxy), (QList<qint64> { m_fixture.runs.at(4), m_fixture.runs.at(5) }));
        proxy.setText(QStringLiteral("failed"));
        QCOMPARE(runOrder(proxy), (QList<qint64> { m_fixture.runs.at(5) }));
        proxy.setExperiment(std::nullopt);
        proxy.setText(QString());
        QCOMPARE(proxy.rowCount(), 6);
    }

    void reloadAfterDelete()
    {
        const QString path = m_dir.filePath(QStringLiteral("delete.sqlite"));
        const test::ResultsFixture fixture = test::writeResults(path);
        RunTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        RunFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.sort(RunTableModel::Tps, Qt::DescendingOrder);
        auto reload = [&] {
            const StoreContents contents = ResultsReader::contents(path);
            QVERIFY(!contents.error);
            model.setContents(contents.experiments, contents.runs);
        };
        reload();
        QCOMPARE(model.rowCount(), 6);

        QVERIFY(!ResultsReader::deleteRuns(path, { fixture.runs.at(1), fixture.runs.at(2) }));
        reload();
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.rowOfRun(fixture.runs.at(1)), -1);
        QCOMPARE(model.rowOfRun(fixture.runs.at(2)), -1);
        QCOMPARE(runOrder(proxy).first(), fixture.runs.at(4)); // now the fastest

        QVERIFY(!ResultsReader::deleteExperiment(path, fixture.other));
        reload();
        QCOMPARE(runOrder(proxy), (QList<qint64> { fixture.runs.at(0), fixture.runs.at(3) }));
        QVERIFY(model.experimentName(fixture.other).isEmpty());
    }

    void byteSizedVariables()
    {
        QCOMPARE(ServerVariableText::display(QStringLiteral("innodb_buffer_pool_size"), QStringLiteral("134217728")),
            QStringLiteral("128 MiB"));
        QCOMPARE(ServerVariableText::display(QStringLiteral("innodb_log_file_size"), QStringLiteral("1610612736")),
            QStringLiteral("1.5 GiB"));
        QCOMPARE(ServerVariableText::display(QStringLiteral("tmp_table_size"), QStringLiteral("16777216")),
            QStringLiteral("16 MiB"));
        QCOMPARE(ServerVariableText::display(QStringLiteral("sort_buffer_size"), QStringLiteral("512")),
            QStringLiteral("512 bytes"));
        // Counts and words stay as the server said them.
        QCOMPARE(ServerVariableText::display(QStringLiteral("thread_pool_size"), QStringLiteral("4096")),
            QStringLiteral("4096"));
        QCOMPARE(ServerVariableText::display(QStringLiteral("thread_cache_size"), QStringLiteral("256")),
            QStringLiteral("256"));
        QCOMPARE(ServerVariableText::display(
                     QStringLiteral("performance_schema_events_waits_history_size"), QStringLiteral("2048")),
            QStringLiteral("2048"));
        QCOMPARE(ServerVariableText::display(QStringLiteral("max_connections"), QStringLiteral("151")),
            QStringLiteral("151"));
        QCOMPARE(ServerVariableText::display(QStringLiteral("query_cache_size"), QStringLiteral("OFF")),
            QStringLiteral("OFF"));
    }
};

QTEST_GUILESS_MAIN(TestRunTableModel)
#include "tst_runtablemodel.moc"
