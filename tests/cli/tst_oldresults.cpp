// SPDX-License-Identifier: GPL-3.0-or-later
// A results file written by an earlier main (tests/data/results-before-settings-table: a text dump of it and the plan
// that made it) still opens, lists, compares and resumes as the same experiment: the plan read today has the
// identity stored then, so `plan resume` finds experiment 1, skips its three finished runs and goes on with the
// fourth (whose server, a socket that no longer exists, then refuses it). No server needed; the CLI comes from
// SCALEBENCH_CLI (set by CTest).
#include "plan/experimentplan.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

namespace {

QString fixture(const char* name)
{
    return qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/tests/data/results-before-settings-table/")
        + QLatin1String(name);
}

// The dump's statements one by one (a statement ends with ';' at a line's end, outside a quoted string).
QString load(const QString& sqlPath, const QString& dbPath)
{
    QFile file(sqlPath);
    if (!file.open(QIODevice::ReadOnly))
        return file.errorString();
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
        db.setDatabaseName(dbPath);
        if (!db.open())
            return db.lastError().text();
        QString statement;
        for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
            if (statement.isEmpty() && (line.startsWith(QLatin1String("--")) || line.trimmed().isEmpty()))
                continue;
            statement += line + QLatin1Char('\n');
            if (!line.endsWith(QLatin1Char(';')) || statement.count(QLatin1Char('\'')) % 2 != 0)
                continue;
            QSqlQuery query(db);
            if (!query.exec(statement) && error.isEmpty())
                error = query.lastError().text() + QStringLiteral(": ") + statement.left(200);
            statement.clear();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
    return error;
}

} // namespace

class TestOldResults : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_store;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_store = m_dir.filePath(QStringLiteral("results-%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction())));
        const QString error = load(fixture("results.sql"), m_store);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void opensWithTheSamePlanIdentity()
    {
        ResultStore store;
        QVERIFY(!store.openReadOnly(m_store));
        auto experiments = store.experiments();
        QVERIFY(experiments);
        QCOMPARE(experiments->size(), 1);
        auto plan = ExperimentPlan::fromFile(fixture("plan.json"));
        QVERIFY(plan);
        QVERIFY(plan->isValid());
        QCOMPARE(QString::fromLatin1(experiments->first().planHash),
            QString::fromLatin1(ResultStore::planHash(plan->identity())));
        QCOMPARE(ExperimentPlan::identityOf(experiments->first().plan), plan->identity());
        RunFilter filter;
        filter.experimentId = experiments->first().id;
        auto runs = store.listRuns(filter);
        QVERIFY(runs);
        QCOMPARE(runs->size(), 3);
        auto specs = plan->expand();
        for (const StoredRun& run : *runs) // each stored spec is the one the plan expands to today
            QVERIFY(run.spec == specs.at(size_t(run.runIndex)));
    }

    void lists()
    {
        const test::CliResult list = test::runCli({ QStringLiteral("results"), QStringLiteral("list"), QStringLiteral("--store"), m_store });
        QCOMPARE(list.exitCode, 0);
        QVERIFY2(list.out.contains(QLatin1String("    1    1 oltp_read_only             1 all              1 finished          519.9         4")), qPrintable(list.out));
        QVERIFY2(list.out.contains(QLatin1String("    3    1 oltp_read_only             2 all              1 finished         1027.0         4")), qPrintable(list.out));
        QCOMPARE(list.out.count(QLatin1Char('\n')), 4);
    }

    void compares()
    {
        const test::CliResult compare = test::runCli({ QStringLiteral("compare"), QStringLiteral("--experiment"), QStringLiteral("1"),
            QStringLiteral("--store"), m_store });
        QVERIFY2(compare.exitCode == 0, qPrintable(compare.err));
        // qps 16431.74: "16432" in the measurements and in the fit table (which wrote "16431.7" before it took the
        // measurements' decimals)
        QVERIFY2(compare.out.contains(QLatin1String("1027.0")) || compare.out.contains(QLatin1String("16432")),
            qPrintable(compare.out));
    }

    // Resume finds experiment 1 by today's identity of the plan: the three finished runs are skipped, the fourth is
    // tried (its server is gone: a connection failure), and no second experiment is made.
    void resumes()
    {
        const test::CliResult resume = test::runCli({ QStringLiteral("plan"), QStringLiteral("resume"), fixture("plan.json"),
            QStringLiteral("--store"), m_store });
        QVERIFY2(resume.out.contains(QLatin1String("run 4 of 4")), qPrintable(resume.out + resume.err));
        QVERIFY2(!resume.out.contains(QLatin1String("run 3 of 4")), qPrintable(resume.out));
        QVERIFY2(resume.out.contains(QLatin1String("experiment 1 in")), qPrintable(resume.out));
        QVERIFY2(resume.exitCode != 0, qPrintable(resume.out));
        ResultStore store;
        QVERIFY(!store.openReadOnly(m_store));
        auto experiments = store.experiments();
        QVERIFY(experiments);
        QCOMPARE(experiments->size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestOldResults)
#include "tst_oldresults.moc"
