// SPDX-License-Identifier: GPL-3.0-or-later
// Nothing of the customer's leaves by accident (issue 36): a script workload writes a recognisable literal while
// another session holds its rows, so the run captures an incident whose processlist and InnoDB status hold that
// literal (the statements, and the rows' record dumps). The --json stream, the whole results file and report.html
// then hold only the normalised statement, and so does a study bundle of it; with --keep-query-text the literal is
// kept and the report says so.
// User and host names reach the report only with --include-hosts.
#include "collectors/incident.h"
#include "store/resultstore.h"
#include "support/testserver.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <chrono>

using namespace sb;

namespace {

const QString kDatabase = QStringLiteral("privacy_it");
const QByteArray kLiteral = "Erika Mustermann 4711";
const QByteArray kLiteralHex = "4572696b61204d75737465726d616e6e2034373131"; // as InnoDB's record dumps show it
const QString kNormalised = QStringLiteral("UPDATE sb_customer SET name = ?, n = n + ? WHERE id = ?");

struct Captured {
    test::CliResult run;
    QString lockError;
    bool incidentSeen = false;
};

} // namespace

class TestQueryTextPrivacy : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QProcessEnvironment m_env;
    QTemporaryDir m_dir;
    QString m_script;

    QStringList connection() const
    {
        return { QStringLiteral("--socket=") + m_profile.socket, QStringLiteral("--user=") + m_profile.user,
            QStringLiteral("--database=") + kDatabase };
    }

    // The run, and once it has measured a few intervals another session that holds every row of the table until
    // the run reports its incident (or 30 s pass).
    Captured runWithRowsHeld(const QString& store, const QStringList& extra)
    {
        Captured c;
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(qEnvironmentVariable("SCALEBENCH_CLI"),
            QStringList { QStringLiteral("run"), QStringLiteral("script"), QStringLiteral("--scripts=") + m_script,
                QStringLiteral("--db-ps-mode=disable"), QStringLiteral("--threads=4"), QStringLiteral("--time=10"),
                QStringLiteral("--report-interval=0.5"), QStringLiteral("--prepare=auto"), QStringLiteral("--json"),
                QStringLiteral("--store=") + store }
                + extra + connection());
        p.closeWriteChannel();
        QByteArray out;
        const auto readUntil = [&](const QByteArray& needle, int count, std::chrono::seconds limit) {
            const auto until = std::chrono::steady_clock::now() + limit;
            while (out.count(needle) < count && std::chrono::steady_clock::now() < until
                && p.state() != QProcess::NotRunning) {
                p.waitForReadyRead(200);
                out += p.readAllStandardOutput();
            }
            return out.count(needle) >= count;
        };
        if (readUntil("\"type\":\"interval\"", 4, std::chrono::seconds(120))) {
            Session locker;
            if (Error e = locker.connect(m_profile)) {
                c.lockError = e.detail;
            } else if (Error e = locker.execute(QStringLiteral("BEGIN"))) {
                c.lockError = e.detail;
            } else if (auto rows = locker.query(QStringLiteral("SELECT id FROM sb_customer FOR UPDATE")); !rows) {
                c.lockError = rows.error().detail;
            } else {
                c.incidentSeen = readUntil("\"type\":\"incident\"", 1, std::chrono::seconds(30));
                locker.execute(QStringLiteral("ROLLBACK"));
            }
        }
        if (!p.waitForFinished(180000))
            p.kill();
        out += p.readAllStandardOutput();
        c.run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        c.run.out = QString::fromUtf8(out);
        c.run.err = QString::fromUtf8(p.readAllStandardError());
        return c;
    }

    QString report(const QString& store, const QString& dir, const QStringList& extra = {})
    {
        ResultStore s;
        if (s.openReadOnly(store))
            return {};
        auto runs = s.listRuns();
        if (!runs || runs->isEmpty())
            return {};
        const auto r
            = test::runCli(QStringList { QStringLiteral("report"), QStringLiteral("--experiment"),
                               QString::number(runs->last().experimentId), QStringLiteral("--store"), store,
                               QStringLiteral("--out"), dir, QStringLiteral("--metric"), QStringLiteral("tps") }
                    + extra,
                m_env);
        if (r.exitCode != 0)
            qWarning("report: %s", qPrintable(r.err));
        QFile html(dir + QStringLiteral("/report.html"));
        return html.open(QIODevice::ReadOnly) ? QString::fromUtf8(html.readAll()) : QString();
    }

    static QByteArray fileBytes(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // The store's last experiment as a study bundle (an uncompressed tar: its members' bytes are in the file as they
    // are): the whole archive's bytes.
    QByteArray bundle(const QString& store, const QString& out)
    {
        ResultStore s;
        if (s.openReadOnly(store))
            return {};
        auto runs = s.listRuns();
        if (!runs || runs->isEmpty())
            return {};
        const auto r = test::runCli({ QStringLiteral("bundle"), QStringLiteral("export"),
                                        QStringLiteral("--experiment=%1").arg(runs->last().experimentId),
                                        QStringLiteral("--store=") + store, QStringLiteral("--out=") + out },
            m_env);
        if (r.exitCode != 0)
            qWarning("bundle: %s", qPrintable(r.err));
        return fileBytes(out);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_profile = test::sandboxProfile(kDatabase);
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("MYSQL_PWD"), m_profile.password);
        m_script = m_dir.filePath(QStringLiteral("customer.sql"));
        QFile script(m_script);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write(
            "-- prepare\n"
            "CREATE TABLE sb_customer (id INT NOT NULL PRIMARY KEY, name VARCHAR(64) NOT NULL, n INT NOT NULL);\n"
            "\\repeat 20 k\nINSERT INTO sb_customer VALUES (:k, 'nobody', 0);\n\\end\n"
            "-- run\n"
            "\\set id uniform(1, 20)\n"
            "UPDATE sb_customer SET name='"
            + kLiteral + "', n=n+1 WHERE id=:id;\n");
    }

    void cleanupTestCase()
    {
        Session s;
        if (!s.connect(m_profile))
            s.execute(QStringLiteral("DROP DATABASE IF EXISTS ") + kDatabase);
    }

    void normalisedEverywhere()
    {
        const QString store = m_dir.filePath(QStringLiteral("normalised.sqlite"));
        const Captured c = runWithRowsHeld(store, {});
        QVERIFY2(c.lockError.isEmpty(), qPrintable(c.lockError));
        QVERIFY2(c.run.exitCode == 0, qPrintable(c.run.err));
        QVERIFY2(c.incidentSeen, qPrintable(c.run.out.right(2000)));

        // The stream: the incident shows the waiting statements, normalised.
        QVERIFY(!c.run.out.toUtf8().contains(kLiteral));
        QVERIFY(!c.run.out.toUtf8().contains(kLiteralHex));
        QVERIFY2(c.run.out.contains(kNormalised), qPrintable(c.run.out.right(3000)));
        QVERIFY(c.run.out.contains(QLatin1String("\"query_text\":\"normalised\"")));
        // The clients wait for the held rows, so InnoDB's status shows the rows they wait for: without their values.
        // (A loaded machine may dip on its own before the rows are held; that incident has no record dump to show.)
        if (c.run.out.contains(QLatin1String("PHYSICAL RECORD")))
            QVERIFY2(c.run.out.contains(QLatin1String("hex ?; asc ?;;")), "InnoDB's record dumps without their values");
        else
            qInfo("no record dump in the incident's InnoDB status");

        // The whole results file, as text and as hex (SQLite keeps text as it is).
        const QByteArray bytes = fileBytes(store);
        QVERIFY(!bytes.isEmpty());
        QVERIFY(!bytes.contains(kLiteral));
        QVERIFY(!bytes.contains(kLiteralHex));
        QVERIFY(!bytes.toHex().contains(kLiteral.toHex()));
        QVERIFY(bytes.contains(kNormalised.toUtf8()));
        QVERIFY(bytes.contains("\"query_text\":\"normalised\""));

        // The report: the statement normalised, no user or host names; with --include-hosts, user@host.
        const QString html = report(store, m_dir.filePath(QStringLiteral("report")));
        QVERIFY(!html.isEmpty());
        QVERIFY(!html.toUtf8().contains(kLiteral));
        QVERIFY(!html.toUtf8().contains(kLiteralHex));
        QVERIFY2(html.contains(kNormalised.toHtmlEscaped()), "the incident section shows the statement");
        QVERIFY(!html.contains(m_profile.user + QLatin1Char('@')));
        QVERIFY(!html.contains(QLatin1String(" localhost ")));
        QVERIFY(!html.contains(m_profile.socket));
        const QString withHosts
            = report(store, m_dir.filePath(QStringLiteral("report-hosts")), { QStringLiteral("--include-hosts") });
        QVERIFY(withHosts.contains(m_profile.user + QStringLiteral("@localhost")));
        QVERIFY(!withHosts.toUtf8().contains(kLiteral));

        // A study bundle (results file, report, environment, specs): normalised, without the user, host or socket.
        const QByteArray sbz = bundle(store, m_dir.filePath(QStringLiteral("normalised.sbz")));
        QVERIFY(!sbz.isEmpty());
        QVERIFY(!sbz.contains(kLiteral));
        QVERIFY(!sbz.contains(kLiteralHex));
        QVERIFY(!sbz.toHex().contains(kLiteral.toHex()));
        QVERIFY(sbz.contains(kNormalised.toUtf8()));
        QVERIFY(!sbz.contains((m_profile.user + QLatin1Char('@')).toUtf8()));
        QVERIFY(!sbz.contains(m_profile.socket.toUtf8()));
        QVERIFY(!sbz.contains(QByteArray(QByteArray("\"user\":\"") + m_profile.user.toUtf8())));
    }

    // A statement that fails ends the run: the results file keeps it normalised (the terminal shows it as it was).
    void failedStatementNormalised()
    {
        const QString script = m_dir.filePath(QStringLiteral("broken.sql"));
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("-- run\n\\set id uniform(1, 20)\nUPDATE sb_customer SET name='" + kLiteral + "' WHERE idx=:id;\n");
        file.close();
        const QString store = m_dir.filePath(QStringLiteral("failed.sqlite"));
        const auto r = test::runCli(
            QStringList { QStringLiteral("run"), QStringLiteral("script"), QStringLiteral("--scripts=") + script,
                QStringLiteral("--db-ps-mode=disable"), QStringLiteral("--threads=1"), QStringLiteral("--time=5"),
                QStringLiteral("--store=") + store }
                + connection(),
            m_env);
        QCOMPARE(r.exitCode, 4); // the run failed
        ResultStore s;
        QVERIFY(!s.openReadOnly(store));
        auto runs = s.listRuns();
        QVERIFY(runs && runs->size() == 1);
        QCOMPARE(runs->first().status, RunStatus::Failed);
        QVERIFY2(runs->first().summary.error.context.endsWith(
                     QLatin1String("(UPDATE sb_customer SET name = ? WHERE idx = ?)")),
            qPrintable(runs->first().summary.error.context));
        QVERIFY(!fileBytes(store).contains(kLiteral));
    }

    void keptWhenAsked()
    {
        const QString store = m_dir.filePath(QStringLiteral("kept.sqlite"));
        const Captured c = runWithRowsHeld(store, { QStringLiteral("--keep-query-text") });
        QVERIFY2(c.lockError.isEmpty(), qPrintable(c.lockError));
        QVERIFY2(c.run.exitCode == 0, qPrintable(c.run.err));
        QVERIFY2(c.incidentSeen, qPrintable(c.run.out.right(2000)));
        QVERIFY(c.run.out.toUtf8().contains(kLiteral));
        QVERIFY(c.run.out.contains(QLatin1String("\"query_text\":\"kept\"")));
        QVERIFY(fileBytes(store).contains(kLiteral));
        const QString html = report(store, m_dir.filePath(QStringLiteral("report-kept")));
        QVERIFY(html.toUtf8().contains(kLiteral));
        QVERIFY(html.contains(QLatin1String("--keep-query-text")));
        QVERIFY(bundle(store, m_dir.filePath(QStringLiteral("kept.sbz"))).contains(kLiteral));
    }
};

QTEST_GUILESS_MAIN(TestQueryTextPrivacy)
#include "tst_querytextprivacy.moc"
