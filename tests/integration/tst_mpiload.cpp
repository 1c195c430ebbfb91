// SPDX-License-Identifier: GPL-3.0-or-later
// `run` under mpirun on this machine against the sandbox: the ranks act as one run (the server counts what rank 0
// reports), and a rank killed mid-run ends it as interrupted with what was measured, instead of hanging.
#include "testserver.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <csignal>

using namespace sb;

namespace {

struct MpiRun {
    int exitCode = -1;
    QList<QJsonObject> intervals;
    QJsonObject summary, ranks;
    QString out, err;
};

QList<QJsonObject> jsonLines(const QString& text)
{
    QList<QJsonObject> objects;
    for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
        if (!o.isEmpty())
            objects.append(o);
    }
    return objects;
}

MpiRun parse(QProcess& p)
{
    MpiRun r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    for (const QJsonObject& o : jsonLines(r.out)) {
        const QString type = o.value(QStringLiteral("type")).toString();
        if (type == QLatin1String("interval"))
            r.intervals.append(o);
        else if (type == QLatin1String("summary"))
            r.summary = o;
        else if (type == QLatin1String("ranks"))
            r.ranks = o;
    }
    return r;
}

// The ranks of one mpirun: the scalebench-cli processes whose environment names their rank.
int pidOfRank(int rank)
{
    const QByteArray wanted = "OMPI_COMM_WORLD_RANK=" + QByteArray::number(rank);
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString& pid : entries) {
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!cmdline.open(QIODevice::ReadOnly) || !cmdline.readAll().contains("scalebench-cli"))
            continue;
        QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
        if (environ.open(QIODevice::ReadOnly) && environ.readAll().split('\0').contains(wanted))
            return pid.toInt();
    }
    return 0;
}

} // namespace

class TestMpiLoad : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    QString m_mpirun;

    QStringList connection() const
    {
        return { QStringLiteral("--socket=") + m_profile.socket, QStringLiteral("--user=") + m_profile.user,
            QStringLiteral("--password=") + m_profile.password, QStringLiteral("--database=") + m_profile.database };
    }
    // --enable-recovery: mpirun keeps the other ranks when one dies, so that rank 0 can report the run.
    QStringList mpirun(int ranks) const
    {
        return { QStringLiteral("--allow-run-as-root"), QStringLiteral("--oversubscribe"),
            QStringLiteral("--enable-recovery"), QStringLiteral("-np"), QString::number(ranks),
            qEnvironmentVariable("SCALEBENCH_CLI"), QStringLiteral("run"), QStringLiteral("oltp_point_select"),
            QStringLiteral("--table-size=1000"), QStringLiteral("--json") };
    }
    MpiRun run(int ranks, const QStringList& options)
    {
        QProcess p;
        p.start(m_mpirun, mpirun(ranks) + options + connection());
        if (!p.waitForFinished(120000))
            p.kill();
        return parse(p);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_mpirun = QStandardPaths::findExecutable(QStringLiteral("mpirun"));
        if (m_mpirun.isEmpty())
            QSKIP("mpirun is not installed (Debian: openmpi-bin): the MPI load tests need it");
        if (qEnvironmentVariable("SCALEBENCH_CLI_MPI") != QLatin1String("1"))
            QSKIP("scalebench-cli was built without MPI (SCALEBENCH_MPI off or no libopenmpi-dev)");
        m_profile = test::sandboxProfile(QStringLiteral("mpi_it"));
        const auto r = test::runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select"),
                                        QStringLiteral("--table-size=1000") }
            + connection());
        QVERIFY2(r.exitCode == 0 || r.err.contains(QLatin1String("exist")), qPrintable(r.err));
    }

    void cleanupTestCase()
    {
        if (!m_mpirun.isEmpty() && !m_profile.socket.isEmpty())
            test::runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_point_select") } + connection());
    }

    void ranksSumToWhatTheServerCounted_data()
    {
        QTest::addColumn<int>("ranks");
        QTest::addColumn<int>("threads");
        QTest::newRow("2 ranks x 2 clients") << 2 << 4;
        QTest::newRow("3 ranks, 5 clients (2+2+1)") << 3 << 5;
    }

    void ranksSumToWhatTheServerCounted()
    {
        QFETCH(int, ranks);
        QFETCH(int, threads);
        Session s;
        QVERIFY(!s.connect(m_profile));
        const qint64 before = test::status(s, QStringLiteral("Questions"));
        const MpiRun r = run(ranks,
            { QStringLiteral("--threads=") + QString::number(threads), QStringLiteral("--time=3"),
                QStringLiteral("--warmup-time=1") });
        const qint64 after = test::status(s, QStringLiteral("Questions"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.summary.value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
        QCOMPARE(r.summary.value(QStringLiteral("threads")).toInt(), threads);
        QVERIFY(r.intervals.size() >= 3);

        // The server saw the warm-up too, and the ranks' setup statements: count those intervals as well.
        qint64 reported = 0, measured = 0;
        for (const QJsonObject& i : r.intervals) {
            reported += i.value(QStringLiteral("queries")).toInteger();
            if (!i.value(QStringLiteral("warmup")).toBool())
                measured += i.value(QStringLiteral("queries")).toInteger();
        }
        const qint64 counted = after - before;
        // The merged intervals add up to the merged summary (the last interval of a rank may land in the summary only).
        const qint64 summaryQueries = r.summary.value(QStringLiteral("queries")).toInteger();
        QVERIFY2(std::abs(double(summaryQueries - measured)) <= 0.01 * double(summaryQueries),
            qPrintable(QStringLiteral("summary %1, intervals %2").arg(summaryQueries).arg(measured)));
        qInfo("server Questions delta %lld, ranks' intervals %lld", counted, reported);
        QVERIFY2(reported > 1000, qPrintable(r.out));
        QVERIFY2(std::abs(double(counted - reported)) <= 0.01 * double(counted),
            qPrintable(QStringLiteral("server %1, ranks %2").arg(counted).arg(reported)));

        // The breakdown: every rank, its share of the clients, and shares that add up to the summary.
        const QJsonArray perRank = r.ranks.value(QStringLiteral("per_rank")).toArray();
        QCOMPARE(perRank.size(), ranks);
        qint64 queries = 0;
        int clients = 0;
        for (const QJsonValue& v : perRank) {
            queries += v.toObject().value(QStringLiteral("queries")).toInteger();
            clients += v.toObject().value(QStringLiteral("threads")).toInt();
            QCOMPARE(v.toObject().value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
        }
        QCOMPARE(clients, threads);
        QCOMPARE(queries, r.summary.value(QStringLiteral("queries")).toInteger());
    }

    void rankZeroPreparesOnceAndTheOthersWait()
    {
        Session s;
        QVERIFY(!s.connect(m_profile));
        QVERIFY(!s.execute(QStringLiteral("DROP TABLE IF EXISTS sbtest1")));
        const MpiRun r
            = run(3, { QStringLiteral("--threads=3"), QStringLiteral("--time=2"), QStringLiteral("--prepare=auto") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.summary.value(QStringLiteral("status")).toString(), QStringLiteral("finished"));
        QCOMPARE(r.err.count(QLatin1String("Prepared the tables")), 1); // rank 0 only
        auto rows = s.scalar(QStringLiteral("SELECT COUNT(*) FROM sbtest1"));
        QVERIFY(rows.ok());
        QCOMPARE(rows->toInt(), 1000);
    }

    void aKilledRankEndsTheRunAsInterrupted()
    {
        QProcess p;
        p.start(m_mpirun,
            mpirun(3) + QStringList { QStringLiteral("--threads=3"), QStringLiteral("--time=60") } + connection());
        QVERIFY(p.waitForStarted());
        QString seen; // wait for two merged intervals, then kill rank 1
        while (seen.count(QLatin1String("\"interval\"")) < 2 && p.state() == QProcess::Running) {
            p.waitForReadyRead(1000);
            seen += QString::fromUtf8(p.readAllStandardOutput());
        }
        const int victim = pidOfRank(1);
        QVERIFY(victim > 0);
        QVERIFY(::kill(victim, SIGKILL) == 0);
        // The bound: rank 0 reports within 10 s instead of waiting for the 60 s run or hanging.
        const bool ended = p.waitForFinished(10000);
        if (!ended) {
            p.kill();
            p.waitForFinished();
        }
        QVERIFY2(ended, "mpirun did not end within 10 s of a rank's death");
        MpiRun r = parse(p);
        r.intervals += [&] {
            QList<QJsonObject> early;
            for (const QJsonObject& o : jsonLines(seen)) {
                if (o.value(QStringLiteral("type")).toString() == QLatin1String("interval"))
                    early.append(o);
            }
            return early;
        }();
        QCOMPARE(r.summary.value(QStringLiteral("status")).toString(), QStringLiteral("interrupted"));
        QVERIFY(r.intervals.size() >= 2);
        // What was measured is kept: at least the merged intervals before the kill.
        qint64 early = 0;
        for (const QJsonObject& i : r.intervals)
            if (i.value(QStringLiteral("threads")).toInt() == 3)
                early += i.value(QStringLiteral("transactions")).toInteger();
        QVERIFY(early > 0);
        QVERIFY2(r.summary.value(QStringLiteral("transactions")).toInteger() >= early,
            QJsonDocument(r.summary).toJson().constData());
        QVERIFY(r.ranks.value(QStringLiteral("lost_rank")).toBool());
    }
};

QTEST_GUILESS_MAIN(TestMpiLoad)
#include "tst_mpiload.moc"
