// SPDX-License-Identifier: GPL-3.0-or-later
// The Results page driven offscreen over real results files: a selected run shows its intervals and server
// variables, deleting asks and removes, and files it cannot read get a notice instead of a crash.
#include "support/timescale.h"
#include "charts/timeserieschart.h"
#include "common/appsettings.h"
#include "results/noticepanel.h"
#include "results/resultspage.h"
#include "results/resultsreader.h"
#include "results/rundetailsview.h"
#include "results/runfilterproxy.h"
#include "results/runtablemodel.h"
#include "resultsfixture.h"
#include "sqlitefile.h"
#include "store/resultstore.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace sb;

namespace {

// Answers the next message box with `button` as soon as it is shown; records what it asked in `question`.
void answerNextMessageBox(QMessageBox::StandardButton button, QString* question)
{
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, button, question] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        *question = box->text();
        timer->stop();
        timer->deleteLater();
        box->button(button)->click();
    });
    timer->start();
}

bool tableHas(const QTableWidget* table, const QString& first, const QString& second)
{
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->text() == first && table->item(row, 1)->text() == second)
            return true;
    }
    return false;
}

bool treeHas(const QTreeWidget* tree, const QString& text)
{
    return !tree->findItems(text, Qt::MatchContains | Qt::MatchRecursive, 1).isEmpty();
}

} // namespace

class TestResultsPage : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Opens `path` and waits for the page to have read it.
    static bool openAndWait(ResultsPage& page, const QString& path)
    {
        QSignalSpy loaded(&page, &ResultsPage::contentsLoaded);
        page.openFile(path);
        return loaded.count() > 0 || loaded.wait(10000);
    }

    static void selectOnly(ResultsPage& page, qint64 runId)
    {
        page.table()->selectionModel()->clearSelection();
        QVERIFY(page.selectRun(runId));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); // "100.0 tps", "140,000"
        QVERIFY(m_dir.isValid());
    }

    void selectedRunShowsDetails()
    {
        const QString path = m_dir.filePath(QStringLiteral("details.sqlite"));
        const test::ResultsFixture fixture = test::writeResults(path);
        ResultsPage page;
        page.resize(1400, 900);
        page.show();
        QVERIFY(openAndWait(page, path));
        QVERIFY(!page.isShowingNotice());
        QCOMPARE(page.model()->rowCount(), 6);
        QCOMPARE(page.experimentCombo()->count(), 3); // all + two experiments

        QSignalSpy details(&page, &ResultsPage::detailsLoaded);
        selectOnly(page, fixture.runs.at(1));
        QVERIFY(details.wait(10000) || page.shownRunId() == fixture.runs.at(1));
        SB_TRY_COMPARE(page.shownRunId(), fixture.runs.at(1), 5000);
        RunDetailsView* view = page.detailsView();
        QCOMPARE(view->throughputChart()->pointCount(0), 10);
        QCOMPARE(view->latencyChart()->pointCount(1), 10);
        QVERIFY(view->headline()->text().contains(QStringLiteral("100.0 tps")));
        QVERIFY(tableHas(view->variablesTable(), QStringLiteral("innodb_buffer_pool_size"), QStringLiteral("128 MiB")));
        QVERIFY(tableHas(view->variablesTable(), QStringLiteral("innodb_log_file_size"), QStringLiteral("96 MiB")));
        QVERIFY(tableHas(view->variablesTable(), QStringLiteral("max_connections"), QStringLiteral("151")));
        QVERIFY(tableHas(view->statusTable(), QStringLiteral("Com_select"), QStringLiteral("140,000")));
        QVERIFY(treeHas(view->environmentTree(), QStringLiteral("Test CPU 9000")));
        QVERIFY(treeHas(view->environmentTree(), QStringLiteral("9.9.9-test")));
        QVERIFY(treeHas(view->environmentTree(), QStringLiteral("CPUs 2-3")));

        // A run that did not finish: its few intervals, no configuration, and the headline says so.
        selectOnly(page, fixture.runs.at(2));
        SB_TRY_COMPARE(page.shownRunId(), fixture.runs.at(2), 5000);
        QCOMPARE(view->throughputChart()->pointCount(0), 3);
        QCOMPARE(view->variablesTable()->rowCount(), 0);
        QVERIFY(view->headline()->text().contains(QStringLiteral("interrupted")));

        // Filters narrow the table.
        page.statusCombo()->setCurrentIndex(page.statusCombo()->findData(int(RunStatus::Finished)));
        QCOMPARE(page.proxy()->rowCount(), 3);
        page.filterEdit()->setText(QStringLiteral("read_write"));
        QCOMPARE(page.proxy()->rowCount(), 1);
        page.filterEdit()->clear();
        page.statusCombo()->setCurrentIndex(0);
        page.experimentCombo()->setCurrentIndex(page.experimentCombo()->findData(fixture.other));
        QCOMPARE(page.proxy()->rowCount(), 2);
    }

    // A stored server restart: the Incidents tab says when, the pids and the binding, in the words the CLI prints
    // (RunEventText); the charts carry its marker.
    void storedRestartIsShown()
    {
        const QString path = m_dir.filePath(QStringLiteral("restart.sqlite"));
        const test::ResultsFixture fixture = test::writeResults(path);
        {
            ResultStore store;
            QVERIFY(!store.open(path));
            const RunEvent restart { 5.2, QLatin1String(RunEvent::kServerRestarted),
                { { QStringLiteral("seen_by"), QStringLiteral("process") }, { QStringLiteral("old_pid"), 812 },
                    { QStringLiteral("new_pid"), 1204 }, { QStringLiteral("down_sec"), 3.9 }, { QStringLiteral("gap_sec"), 1.3 },
                    { QStringLiteral("bound_ms"), 85.0 },
                    { QStringLiteral("binding"), QJsonObject { { QStringLiteral("asked"), QStringLiteral("0") },
                                                     { QStringLiteral("read_back"), QStringLiteral("0") } } } } };
            QVERIFY(!store.appendRunEvent(fixture.runs.at(1), restart));
        }
        ResultsPage page;
        page.resize(1366, 768);
        page.show();
        QVERIFY(openAndWait(page, path));
        selectOnly(page, fixture.runs.at(1));
        SB_TRY_COMPARE(page.shownRunId(), fixture.runs.at(1), 5000);
        RunDetailsView* view = page.detailsView();
        QVERIFY(treeHas(view->incidentsTree(), QStringLiteral("Server restarted at 5.2 s (pid 812, now 1204)")));
        QVERIFY(treeHas(view->incidentsTree(), QStringLiteral("1.3 s without a server")));
        QVERIFY(view->tabs()->tabText(view->tabs()->indexOf(view->incidentsTree())).contains(QLatin1String("(1)")));
        if (const QString out = qEnvironmentVariable("SCALEBENCH_SCREENSHOT_DIR"); !out.isEmpty()) {
            view->tabs()->setCurrentWidget(view->incidentsTree());
            view->incidentsTree()->expandAll();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(page.grab().save(out + QStringLiteral("/results-restart.png")));
        }
    }

    void deleteAsksAndRemoves()
    {
        const QString path = m_dir.filePath(QStringLiteral("delete.sqlite"));
        const test::ResultsFixture fixture = test::writeResults(path);
        ResultsPage page;
        page.show();
        QVERIFY(openAndWait(page, path));
        selectOnly(page, fixture.runs.at(4));

        // No: nothing changes.
        QString question;
        answerNextMessageBox(QMessageBox::No, &question);
        page.deleteSelectedRuns();
        QVERIFY(question.contains(QStringLiteral("run %1").arg(fixture.runs.at(4))));
        QVERIFY(question.contains(QStringLiteral("cannot be undone")));
        QCOMPARE(ResultsReader::contents(path).runs.size(), 6);

        // A run still being written: the question says so.
        selectOnly(page, fixture.runs.at(3));
        answerNextMessageBox(QMessageBox::No, &question);
        page.deleteSelectedRuns();
        QVERIFY(question.contains(QStringLiteral("Still running: run %1").arg(fixture.runs.at(3))));
        QCOMPARE(ResultsReader::contents(path).runs.size(), 6);
        selectOnly(page, fixture.runs.at(4));

        // Yes: the run is gone from the file and from the table.
        QSignalSpy loaded(&page, &ResultsPage::contentsLoaded);
        answerNextMessageBox(QMessageBox::Yes, &question);
        page.deleteSelectedRuns();
        QVERIFY(loaded.wait(10000));
        QCOMPARE(page.model()->rowCount(), 5);
        QCOMPARE(page.model()->rowOfRun(fixture.runs.at(4)), -1);
        QVERIFY(ResultsReader::details(path, fixture.runs.at(4)).error);

        // A whole experiment, after asking.
        page.experimentCombo()->setCurrentIndex(page.experimentCombo()->findData(fixture.scaling));
        answerNextMessageBox(QMessageBox::Yes, &question);
        page.deleteSelectedExperiment();
        QVERIFY(question.contains(QStringLiteral("core-scaling")));
        QVERIFY(question.contains(QStringLiteral("4 runs")));
        QVERIFY(loaded.wait(10000));
        const StoreContents left = ResultsReader::contents(path);
        QCOMPARE(left.runs.size(), 1);
        QCOMPARE(left.runs.first().id, fixture.runs.at(5));
        QCOMPARE(page.model()->rowCount(), 1);
        QCOMPARE(page.experimentCombo()->currentIndex(), 0); // back to all experiments
    }

    void corruptFileShowsNotice()
    {
        const QString path = m_dir.filePath(QStringLiteral("corrupt.sqlite"));
        QByteArray bytes("SQLite format 3\0", 16);
        for (int i = 0; i < 8192; ++i)
            bytes.append(char((i * 7919) % 251));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        ResultsPage page;
        page.show();
        QVERIFY(openAndWait(page, path));
        QVERIFY(page.isShowingNotice());
        QCOMPARE(page.notice()->title(), QStringLiteral("Not a readable results file"));
        QVERIFY(page.notice()->text().contains(QStringLiteral("Open another file")));
        QCOMPARE(page.model()->rowCount(), 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), bytes); // untouched

        // Not SQLite at all: core says which problem (FileProblem::NotSqlite), the page says it in words.
        const QString notes = m_dir.filePath(QStringLiteral("notes.sqlite"));
        {
            QFile text(notes);
            QVERIFY(text.open(QIODevice::WriteOnly));
            text.write("hello\n");
        }
        QVERIFY(openAndWait(page, notes));
        QCOMPARE(page.notice()->title(), QStringLiteral("Not a readable results file"));
        QVERIFY2(page.notice()->text().contains(QStringLiteral("notes.sqlite is not an SQLite database")),
            qPrintable(page.notice()->text()));
        QCOMPARE(page.notice()->text().count(QStringLiteral("notes.sqlite")), 1); // the path once, not twice
        QVERIFY2(page.notice()->text().contains(
                     QStringLiteral("Runs made in this window go to %1").arg(ResultStore::defaultPath())),
            qPrintable(page.notice()->text()));

        // The window's own results file (--store) is where its runs go; it is shown, and not remembered.
        const QString remembered = AppSettings().value(QStringLiteral("results/file")).toString();
        QSignalSpy loaded(&page, &ResultsPage::contentsLoaded);
        page.setRunsFile(notes);
        QVERIFY(loaded.count() > 0 || loaded.wait(10000));
        QCOMPARE(page.path(), notes);
        QVERIFY2(page.notice()->text().contains(QStringLiteral("Runs made in this window go to %1").arg(notes)),
            qPrintable(page.notice()->text()));
        QCOMPARE(AppSettings().value(QStringLiteral("results/file")).toString(), remembered);

        // Back to a good file: the table again.
        const QString good = m_dir.filePath(QStringLiteral("good.sqlite"));
        test::writeResults(good);
        QVERIFY(openAndWait(page, good));
        QVERIFY(!page.isShowingNotice());
        QCOMPARE(page.model()->rowCount(), 6);
    }

    void newerFileShowsNotice()
    {
        const QString path = m_dir.filePath(QStringLiteral("future.sqlite"));
        const QString failure = test::execOnSqliteFile(
            path, { QStringLiteral("CREATE TABLE t (x)"), QStringLiteral("PRAGMA user_version = 99") });
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        ResultsPage page;
        page.show();
        QVERIFY(openAndWait(page, path));
        QVERIFY(page.isShowingNotice());
        QCOMPARE(page.notice()->title(), QStringLiteral("Written by a newer ScaleBench"));
        QVERIFY(page.notice()->text().contains(QStringLiteral("format 99")));
    }

    void lockedFileShowsNotice()
    {
        const QString path = m_dir.filePath(QStringLiteral("locked.sqlite"));
        test::writeResults(path);
        {
            // Another writer holding the file: an exclusive lock kept until this connection closes.
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA locking_mode = EXCLUSIVE")));
            QVERIFY(query.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            QVERIFY(query.exec(QStringLiteral("UPDATE runs SET reason = 'held' WHERE id = 1")));
            ResultsPage page;
            page.show();
            QVERIFY(openAndWait(page, path));
            QVERIFY(page.isShowingNotice());
            QCOMPARE(page.notice()->title(), QStringLiteral("The results file is busy"));
            QVERIFY(page.notice()->text().contains(QStringLiteral("press Reload")));
            QVERIFY(query.exec(QStringLiteral("ROLLBACK")));
            query.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("locker"));
    }

    void emptyStoreSaysHowToMakeRuns()
    {
        const QString missing = m_dir.filePath(QStringLiteral("none/results.sqlite"));
        ResultsPage page;
        page.show();
        QVERIFY(openAndWait(page, missing));
        QVERIFY(page.isShowingNotice());
        QCOMPARE(page.notice()->title(), QStringLiteral("No runs yet"));
        QVERIFY(page.notice()->text().contains(QStringLiteral("scalebench-cli plan run")));
        QVERIFY(!QFile::exists(missing)); // looking does not create the file

        const QString empty = m_dir.filePath(QStringLiteral("empty.sqlite"));
        {
            ResultStore store;
            QVERIFY(!store.open(empty));
        }
        QVERIFY(openAndWait(page, empty));
        QCOMPARE(page.notice()->title(), QStringLiteral("No runs yet"));
        QVERIFY(page.notice()->text().contains(QStringLiteral("holds no runs")));
    }
};

QTEST_MAIN(TestResultsPage)
#include "tst_resultspage.moc"
