// SPDX-License-Identifier: GPL-3.0-or-later
// The server is never left bound: however the CLI dies while it holds the sandbox server on one CPU (SIGKILL, HUP,
// TERM, PIPE), every server thread gets its old mask back from the guard; journals ScaleBench did not write are
// refused; when the guard is killed too, the next command's start-up recovery restores. All read from the kernel.
#include "affinity/bindingjournal.h"
#include "affinity/serverbinding.h"
#include "affinity/topology.h"
#include "deadpid.h"
#include "support/timescale.h"
#include "support/testserver.h"

#include <QDir>
#include <QTemporaryDir>
#include <csignal>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace sb;
using test::runCli;

namespace {

// Gone, or a zombie nobody reaped yet: either way it restores nothing any more.
bool processGone(pid_t pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    return line.mid(line.lastIndexOf(')') + 2, 1) == "Z";
}

// The guard the CLI started: its child whose first argument is the guard's.
pid_t guardOf(pid_t parent)
{
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString& entry : entries) {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (!stat.open(QIODevice::ReadOnly) || !cmdline.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.value(1).toInt() == parent && cmdline.readAll().contains("__scalebench-affinity-guard"))
            return pid_t(entry.toInt());
    }
    return 0;
}

} // namespace

class TestAffinityGuard : public QObject {
    Q_OBJECT

private:
    ServerProfile m_profile;
    pid_t m_serverPid = 0;
    QMap<pid_t, CpuSet> m_before; // every server thread's mask before any binding
    CpuSet m_mainMask;
    CpuSet m_bound;
    QTemporaryDir m_runtime; // this test's $XDG_RUNTIME_DIR, so that its journals are its own

    QProcessEnvironment env() const
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_runtime.path());
        return e;
    }
    QString journalDir() const { return m_runtime.path() + QStringLiteral("/scalebench"); }
    QStringList journals() const
    {
        return QDir(journalDir()).entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot);
    }
    QStringList connection() const
    {
        return test::cliConnection(m_profile);
    }
    QStringList boundRun(const QString& seconds) const
    {
        return QStringList { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--threads=2"),
            QStringLiteral("--time=") + seconds, QStringLiteral("--table-size=100"),
            QStringLiteral("--server-cpus=") + m_bound.toCpuList(),
            QStringLiteral("--server-pid=") + QString::number(m_serverPid) }
        + connection();
    }

    // Server threads whose mask is not the one from before (threads born since: the main thread's old mask).
    QString wrongMasks() const
    {
        QStringList wrong;
        for (const ThreadMask& t : ServerBinding::readThreads(m_serverPid)) {
            if (t.cpus != m_before.value(t.tid, m_mainMask))
                wrong.append(QStringLiteral("%1 (%2) on %3").arg(t.tid).arg(t.name, t.cpus.toCpuList()));
        }
        return wrong.join(QStringLiteral(", "));
    }
    bool allBound() const
    {
        const QList<ThreadMask> threads = ServerBinding::readThreads(m_serverPid);
        return !threads.isEmpty()
            && std::all_of(threads.begin(), threads.end(), [this](const ThreadMask& t) { return t.cpus == m_bound; });
    }

    // A long CLI run holding the server on m_bound, returned once every server thread carries the set.
    std::unique_ptr<QProcess> startBoundRun(const QString& seconds = QStringLiteral("300"))
    {
        auto cli = std::make_unique<QProcess>();
        cli->setProcessEnvironment(env());
        cli->start(qEnvironmentVariable("SCALEBENCH_CLI"), boundRun(seconds));
        if (!cli->waitForStarted())
            return nullptr;
        QElapsedTimer waited;
        waited.start();
        while (!allBound() && cli->state() == QProcess::Running && waited.elapsed() < test::scaledMs(120000))
            cli->waitForFinished(50); // reads its output meanwhile, so that it never blocks on a full pipe
        if (!allBound()) {
            qWarning() << "the run did not bind the server:" << cli->readAllStandardError() << wrongMasks();
            return nullptr;
        }
        return cli;
    }

    // A journal that claims every server thread was on m_bound before: trusting it would pin the server.
    QByteArray forgedJournal(quint64 startTimeOffset) const
    {
        BindingRecord r;
        r.server = *ProcessIdentity::of(m_serverPid);
        r.server.startTime += startTimeOffset;
        r.binder = { test::deadPid(), 1, QString() };
        r.bound = m_bound;
        r.fallback = m_bound;
        for (auto it = m_before.cbegin(); it != m_before.cend(); ++it)
            r.masks.emplace(it.key(), m_bound);
        return r.toText();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_runtime.isValid());
        m_profile = test::sandboxProfile(QStringLiteral("guard_it"));
        m_serverPid = pid_t(SandboxServer(test::sandboxDir()).status().pid);
        QVERIFY(m_serverPid > 0);
        for (const ThreadMask& t : ServerBinding::readThreads(m_serverPid))
            m_before.insert(t.tid, t.cpus);
        m_mainMask = m_before.value(m_serverPid);
        m_bound = CpuSet { m_mainMask.first() };
        if (m_mainMask == m_bound)
            QSKIP("the server runs on one CPU only: a binding would change nothing to see");
        QVERIFY2(wrongMasks().isEmpty(), "the server is bound before the test started");
        const auto r = runCli(QStringList { QStringLiteral("prepare"), QStringLiteral("oltp_point_select"),
                                  QStringLiteral("--table-size=100") }
                + connection(),
            env());
        QVERIFY2(r.exitCode == 0 || r.err.contains(QLatin1String("exist")), qPrintable(r.err));
    }

    void cleanupTestCase()
    {
        runCli(QStringList { QStringLiteral("cleanup"), QStringLiteral("oltp_point_select") } + connection(), env());
    }

    void cleanup()
    {
        for (const QString& name : journals())
            QFile::remove(journalDir() + QLatin1Char('/') + name);
        QFile::remove(QStringLiteral("/tmp/scalebench-binding-%1").arg(m_serverPid));
    }

    void aCleanRunRestoresAndStandsTheGuardDown()
    {
        auto cli = startBoundRun(QStringLiteral("3"));
        QVERIFY(cli);
        const pid_t guard = guardOf(pid_t(cli->processId()));
        const QStringList journalled = journals();
        QVERIFY(cli->state() == QProcess::NotRunning || cli->waitForFinished(test::scaledMs(60000)));
        QVERIFY2(cli->exitCode() == 0, cli->readAllStandardError().constData());
        QVERIFY2(wrongMasks().isEmpty(), qPrintable(wrongMasks()));
        QCOMPARE(journalled, QStringList { BindingJournal::fileName(m_serverPid) });
        QVERIFY2(guard > 0, "no guard process ran for the binding");
        QVERIFY(processGone(guard)); // stood down and reaped by the CLI
        QVERIFY2(journals().isEmpty(), qPrintable(journals().join(QLatin1Char(' '))));
    }

    void aKilledCliIsUndoneByTheGuard_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGKILL") << SIGKILL;
        QTest::newRow("SIGHUP") << SIGHUP;
        QTest::newRow("SIGTERM") << SIGTERM;
        QTest::newRow("SIGABRT") << SIGABRT; // what std::terminate does, e.g. when std::thread cannot start
    }

    void aKilledCliIsUndoneByTheGuard()
    {
        QFETCH(int, signal);
        auto cli = startBoundRun();
        QVERIFY(cli);
        const QStringList journalled = journals();
        struct stat st { };
        const QByteArray journal = QFile::encodeName(journalDir() + QLatin1Char('/') + journalled.value(0));
        const bool journalStat = ::lstat(journal.constData(), &st) == 0;
        QElapsedTimer restored;
        restored.start();
        QCOMPARE(::kill(pid_t(cli->processId()), signal), 0);
        QTRY_VERIFY2_WITH_TIMEOUT(wrongMasks().isEmpty(), qPrintable(wrongMasks()), test::scaledMs(2000));
        qInfo("every server thread had its mask back %lld ms after the signal", restored.elapsed());
        // Journalled before binding, in the user's runtime directory, closed to everybody else.
        QCOMPARE(journalled, QStringList { BindingJournal::fileName(m_serverPid) });
        QVERIFY(journalStat && S_ISREG(st.st_mode));
        QCOMPARE(int(st.st_mode & 0777), 0600);
        QVERIFY(cli->state() == QProcess::NotRunning || cli->waitForFinished(test::scaledMs(30000)));
        QTRY_VERIFY2_WITH_TIMEOUT(journals().isEmpty(), qPrintable(journals().join(QLatin1Char(' '))), test::scaledMs(5000));

        // A later restore finds nothing to do for this server and changes nothing. (It also reads
        // /tmp/scalebench-UID, where other ScaleBench processes on this machine may hold live bindings of their own.)
        const auto r = runCli({ QStringLiteral("restore") }, env());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("nothing to restore"))
                || !r.out.contains(QStringLiteral("server %1 ").arg(m_serverPid)),
            qPrintable(r.out));
        QVERIFY2(wrongMasks().isEmpty(), qPrintable(wrongMasks()));
    }

    void aKilledGuardLeavesItToTheNextCommand()
    {
        auto cli = startBoundRun();
        QVERIFY(cli);
        const pid_t guard = guardOf(pid_t(cli->processId()));
        QVERIFY2(guard > 0, "no guard process runs for the binding");
        QCOMPARE(::kill(guard, SIGKILL), 0);
        SB_TRY_VERIFY(processGone(guard), 5000);
        QCOMPARE(::kill(pid_t(cli->processId()), SIGKILL), 0);
        QVERIFY(cli->state() == QProcess::NotRunning || cli->waitForFinished(test::scaledMs(30000)));
        QVERIFY2(!wrongMasks().isEmpty(), "nobody should have restored the masks yet");
        QCOMPARE(journals().size(), 1);

        // Any command heals the machine first.
        const auto r = runCli({ QStringLiteral("topology") }, env());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QLatin1String("restored the CPU masks")), qPrintable(r.err));
        QVERIFY2(wrongMasks().isEmpty(), qPrintable(wrongMasks()));
        QVERIFY(journals().isEmpty());
    }

    // A second bound run of the same server while the first holds it: refused with a sentence that names the
    // process holding it and what to do, and the first binding is left as it is.
    void aSecondBindingNamesTheFirstBinder()
    {
        auto cli = startBoundRun();
        QVERIFY(cli);
        const auto second = runCli(boundRun(QStringLiteral("0.5")), env());
        QVERIFY2(second.exitCode != 0, qPrintable(second.out));
        QVERIFY2(second.err.contains(QStringLiteral("server process %1 is already bound by ScaleBench process %2")
                                         .arg(m_serverPid)
                                         .arg(cli->processId()))
                && second.err.contains(QLatin1String("scalebench-cli restore")),
            qPrintable(second.err));
        QVERIFY(allBound());
        QCOMPARE(::kill(pid_t(cli->processId()), SIGTERM), 0);
        QVERIFY(cli->waitForFinished(test::scaledMs(30000)));
        QTRY_VERIFY2_WITH_TIMEOUT(wrongMasks().isEmpty(), qPrintable(wrongMasks()), test::scaledMs(5000));
    }

    // A journal cut in the middle of its writing (its binder, now dead, never bound the server) does not refuse
    // every later binding: the next command moves it aside and says so, and the bound run works.
    void aCutJournalIsMovedAside()
    {
        QVERIFY(QDir().mkpath(journalDir()));
        QFile::setPermissions(journalDir(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        const QString path = journalDir() + QLatin1Char('/') + BindingJournal::fileName(m_serverPid);
        BindingRecord r;
        r.server = *ProcessIdentity::of(m_serverPid);
        r.binder = { test::deadPid(), 1, QString() };
        r.bound = m_bound;
        r.fallback = m_mainMask;
        for (auto it = m_before.cbegin(); it != m_before.cend(); ++it)
            r.masks.emplace(it.key(), it.value());
        const QByteArray whole = r.toText();
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(whole.left(whole.size() / 2));
        f.close();
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);

        const auto run = runCli(boundRun(QStringLiteral("0.5")), env());
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.contains(QLatin1String("moved the unreadable binding journal")), qPrintable(run.err));
        QVERIFY2(wrongMasks().isEmpty(), qPrintable(wrongMasks()));
        QCOMPARE(journals(), QStringList { BindingJournal::fileName(m_serverPid) + QStringLiteral(".unreadable") });
    }

    void forgedJournalsAreRefused_data()
    {
        QTest::addColumn<QString>("forgery");
        QTest::addColumn<bool>("leftInPlace");
        QTest::addColumn<QString>("reason");
        QTest::newRow("another owner") << QStringLiteral("owner") << true << QStringLiteral("belongs to user id 65534");
        QTest::newRow("symbolic link") << QStringLiteral("symlink") << true << QStringLiteral("symbolic link");
        QTest::newRow("open to others") << QStringLiteral("mode") << true
                                        << QStringLiteral("lets the group or others in");
        QTest::newRow("wrong start time") << QStringLiteral("start") << false << QStringLiteral("started at");
    }

    void forgedJournalsAreRefused()
    {
        QFETCH(QString, forgery);
        QFETCH(bool, leftInPlace);
        QFETCH(QString, reason);
        QVERIFY(QDir().mkpath(journalDir()));
        QFile::setPermissions(journalDir(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        const QString path = journalDir() + QLatin1Char('/') + BindingJournal::fileName(m_serverPid);
        QTemporaryDir elsewhere;
        const QString target = forgery == QLatin1String("symlink") ? elsewhere.filePath(QStringLiteral("j")) : path;
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(forgedJournal(forgery == QLatin1String("start") ? 1 : 0));
        f.close();
        QFile::setPermissions(target,
            forgery == QLatin1String("mode")
                ? QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther | QFile::WriteOther
                : QFile::ReadOwner | QFile::WriteOwner);
        if (forgery == QLatin1String("owner"))
            QCOMPARE(::chown(QFile::encodeName(path).constData(), 65534, 65534), 0);
        if (forgery == QLatin1String("symlink"))
            QVERIFY(QFile::link(target, path));
        // The old journal's place too: a binding must not trust it either.
        const QString oldPlace = QStringLiteral("/tmp/scalebench-binding-%1").arg(m_serverPid);
        QFile old(oldPlace);
        QVERIFY(old.open(QIODevice::WriteOnly | QIODevice::Truncate));
        old.write(QByteArray::number(ProcessIdentity::startTimeOf(m_serverPid)) + '\n' + m_bound.toCpuList().toLatin1()
            + '\n');
        old.close();

        const auto r = runCli({ QStringLiteral("restore") }, env());
        QVERIFY2(r.out.contains(QLatin1String("refused")) && r.out.contains(reason), qPrintable(r.out + r.err));
        QVERIFY2(r.exitCode == (leftInPlace ? 1 : 0), qPrintable(r.out + r.err));
        QVERIFY2(wrongMasks().isEmpty(), qPrintable(wrongMasks()));
        QCOMPARE(QFileInfo(path).isSymLink() || QFileInfo::exists(path), leftInPlace);

        // A bound run is refused while the forged file is in the way, or runs and restores the true masks.
        const auto run = runCli(boundRun(QStringLiteral("0.5")), env());
        QVERIFY2(leftInPlace ? run.exitCode != 0 : run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(wrongMasks().isEmpty(), qPrintable(wrongMasks()));
        QFile::remove(path);
        QFile::remove(oldPlace);
    }
};

QTEST_GUILESS_MAIN(TestAffinityGuard)
#include "tst_affinityguard.moc"
