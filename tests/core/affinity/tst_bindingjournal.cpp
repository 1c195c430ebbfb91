// SPDX-License-Identifier: GPL-3.0-or-later
// The binding journal: exact round trip, exclusive creation with mode 0600 in a 0700 directory of ours, and nothing
// trusted that we did not write (a link, another owner, access for others, a truncated file).
#include "affinity/bindingjournal.h"
#include "affinity/bindingrecovery.h"
#include "common/fileproblem.h"
#include "support/timescale.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <dirent.h>
#include <thread>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace sb;

class TestBindingJournal : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_runtime;

    static BindingRecord record(pid_t server)
    {
        BindingRecord r;
        r.server = { server, 12345, QStringLiteral("my server") }; // a space must survive the round trip
        r.binder = { 4242, 777, QString() };
        r.bound = CpuSet { 0 };
        r.fallback = CpuSet { 0, 1 };
        r.masks = { { server, CpuSet { 0, 1 } }, { server + 1, CpuSet { 1 } } };
        return r;
    }
    QString dir() const { return m_runtime.path() + QStringLiteral("/scalebench"); }

    // The hidden files in the journal directory that a writer has not renamed into place yet.
    QStringList partials() const
    {
        return QDir(dir()).entryList(
            { QStringLiteral(".*.partial") }, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    }

    // Whether a partial file is there now (readdir, cheap enough to poll in a tight loop).
    bool aPartialIsThere() const
    {
        DIR* d = ::opendir(QFile::encodeName(dir()).constData());
        bool found = false;
        for (dirent* e = d ? ::readdir(d) : nullptr; e && !found; e = d ? ::readdir(d) : nullptr)
            found = QByteArray(e->d_name).endsWith(".partial");
        if (d)
            ::closedir(d);
        return found;
    }

    // A child process that creates and removes a large journal over and over, stopped (SIGSTOP) while its hidden
    // file is there, i.e. between its writing and its rename; 0 when that moment was not caught.
    pid_t writerStoppedBeforeItsRename()
    {
        BindingRecord big = record(500);
        for (pid_t tid = 1; tid < 20000; ++tid)
            big.masks[500 + tid] = CpuSet { 0, 1 };
        const QDeadlineTimer deadline(sb::test::scaledMs(20000));
        while (!deadline.hasExpired()) {
            const pid_t child = ::fork();
            if (child == 0) {
                ::prctl(PR_SET_PDEATHSIG, SIGKILL); // never outlives a test that failed
                for (;;) {
                    if (auto path = BindingJournal::create(big))
                        BindingJournal::remove(*path);
                }
            }
            const QDeadlineTimer round(sb::test::scaledMs(2000));
            while (!aPartialIsThere() && !round.hasExpired()) { }
            ::kill(child, SIGSTOP);
            ::waitpid(child, nullptr, WUNTRACED);
            if (aPartialIsThere())
                return child;
            ::kill(child, SIGKILL); // renamed meanwhile: again
            ::waitpid(child, nullptr, 0);
            BindingRecovery::recoverServer(500);
            for (const QString& name : partials()) // the killed child's, if it had begun another
                QFile::remove(dir() + QLatin1Char('/') + name);
        }
        return 0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_runtime.isValid());
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
        QCOMPARE(BindingJournal::directories().first(), dir());
    }

    void aRuntimeDirOpenToOthersIsNotUsed()
    {
        QTemporaryDir open;
        QVERIFY(QFile::setPermissions(
            open.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(open.path()));
        const QStringList dirs = BindingJournal::directories();
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
        QCOMPARE(dirs, QStringList { QStringLiteral("/tmp/scalebench-%1").arg(::geteuid()) });
    }

    void roundTrip()
    {
        const BindingRecord r = record(100);
        auto back = BindingRecord::parse(r.toText());
        QVERIFY2(back.ok(), qPrintable(back.error().detail));
        QVERIFY(back->server == r.server);
        QCOMPARE(back->binder.pid, r.binder.pid);
        QCOMPARE(back->binder.startTime, r.binder.startTime);
        QCOMPARE(back->bound, r.bound);
        QCOMPARE(back->fallback, r.fallback);
        QVERIFY(back->masks == r.masks);
        QByteArray cut = r.toText();
        cut.chop(4); // "end\n": the writer died before the end
        QCOMPARE(BindingRecord::parse(cut).error().code, ErrorCode::FileContentInvalid);
        QCOMPARE(BindingRecord::parse(QByteArray("hello\n")).error().code, ErrorCode::FileContentInvalid);
    }

    void createdExclusivelyAndPrivately()
    {
        auto path = BindingJournal::create(record(200));
        QVERIFY2(path.ok(), qPrintable(path.error().detail));
        struct stat st { };
        QCOMPARE(::stat(QFile::encodeName(dir()).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0700);
        QCOMPARE(::stat(QFile::encodeName(*path).constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 0777), 0600);
        QVERIFY(BindingJournal::read(*path).ok());
        auto again = BindingJournal::create(record(200));
        QVERIFY(!again.ok());
        QCOMPARE(int(again.error().value), EEXIST);
        BindingJournal::remove(*path);
        QVERIFY(!QFile::exists(*path));
        QCOMPARE(QDir(dir()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    // Two commands binding one server at once (two `plan resume`): the one that finds the other's journal reads it
    // whole, never half written ("not a binding journal"). A thread creates and removes while this one reads.
    void aJournalIsNeverSeenHalfWritten()
    {
        std::atomic<bool> done { false };
        std::thread writer([&] {
            for (int i = 0; i < 200 && !done; ++i) {
                if (auto path = BindingJournal::create(record(250)))
                    BindingJournal::remove(*path);
            }
            done = true;
        });
        int seen = 0;
        QString failure;
        while (!done && failure.isEmpty()) {
            for (const QString& path : BindingJournal::list()) {
                const auto journal = BindingJournal::read(path);
                if (journal)
                    ++seen;
                else if (journal.error().value != ENOENT) // removed between list() and read(): fine
                    failure = path + QStringLiteral(": ") + QLatin1String(errorCodeName(journal.error().code)) + QLatin1Char(' ')
                        + QString::number(journal.error().value) + QLatin1Char(' ') + journal.error().detail;
            }
        }
        done = true;
        writer.join();
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        qInfo("read %d whole journals while they were created", seen);
    }

    void whatWeDidNotWriteIsRefused()
    {
        QVERIFY(QDir().mkpath(dir()));
        QVERIFY(QFile::setPermissions(dir(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        const QString path = dir() + QLatin1Char('/') + BindingJournal::fileName(300);
        QTemporaryDir elsewhere;
        QFile real(elsewhere.filePath(QStringLiteral("j")));
        QVERIFY(real.open(QIODevice::WriteOnly));
        real.write(record(300).toText());
        real.close();
        QVERIFY(QFile::link(real.fileName(), path));
        QCOMPARE(BindingJournal::read(path).error().code, ErrorCode::FileUnusable);
        QCOMPARE(BindingJournal::read(path).error().value, qint64(FileProblem::SymbolicLink));
        QVERIFY(BindingJournal::list().contains(path)); // listed, so that recovery reports it
        QCOMPARE(BindingRecovery::recoverJournal(path).status, RecoveredBinding::Status::Refused);
        QVERIFY(QFile::remove(path));

        QVERIFY(QFile::copy(real.fileName(), path));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        QVERIFY(!BindingJournal::read(path).ok());
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(BindingJournal::read(path).ok());
        if (::geteuid() == 0) {
            QCOMPARE(::chown(QFile::encodeName(path).constData(), 65534, 65534), 0);
            QVERIFY(!BindingJournal::read(path).ok());
        }
        QVERIFY(QFile::remove(path));
        // A journal under another server's name is not believed either.
        QVERIFY(real.copy(dir() + QLatin1Char('/') + BindingJournal::fileName(301)));
        QFile::setPermissions(
            dir() + QLatin1Char('/') + BindingJournal::fileName(301), QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(!BindingJournal::read(dir() + QLatin1Char('/') + BindingJournal::fileName(301)).ok());
        QFile::remove(dir() + QLatin1Char('/') + BindingJournal::fileName(301));
    }

    void anOpenDirectoryIsRefused()
    {
        QVERIFY(QDir().mkpath(dir()));
        QVERIFY(QFile::setPermissions(
            dir(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
        QVERIFY(!BindingJournal::create(record(400)).ok());
        QList<Error> refused;
        BindingJournal::list(&refused);
        QCOMPARE(refused.size(), 1);
        QVERIFY(QFile::setPermissions(dir(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }

    // A binder killed between writing its journal's hidden file and renaming it into place: nothing lists that file,
    // so recovery removes it once its writer is gone, and never while the writer lives (only stopped here).
    void aKilledWritersHiddenFileIsRemoved()
    {
        QCOMPARE(partials(), QStringList());
        const pid_t writer = writerStoppedBeforeItsRename();
        QVERIFY2(writer > 0, "never caught the writer between its writing and its rename");
        const QStringList left = partials();
        QCOMPARE(left.size(), 1);
        BindingRecovery::recoverStale();
        QCOMPARE(partials(), left); // its writer still lives
        QVERIFY(BindingJournal::create(record(501)).ok()); // another server's binding leaves it too
        QCOMPARE(partials(), left);
        ::kill(writer, SIGKILL);
        ::waitpid(writer, nullptr, 0);
        BindingRecovery::recoverStale();
        QCOMPARE(partials(), QStringList());
        // The next binding removes it too, as does a pid that now names another process (this one, started earlier).
        const QString planted = dir() + QLatin1Char('/') + left.constFirst();
        const QString reused = dir() + QStringLiteral("/.server-502.binding.%1-1.partial").arg(::getpid());
        for (const QString& name : { planted, reused }) {
            QFile file(name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.close();
        }
        QCOMPARE(partials().size(), 2);
        QVERIFY(BindingJournal::create(record(502)).ok());
        QCOMPARE(partials(), QStringList());
        BindingRecovery::recoverServer(500);
        for (pid_t server : { 501, 502 })
            BindingJournal::remove(dir() + QLatin1Char('/') + BindingJournal::fileName(server));
    }

    void aStaleJournalOfAnEndedServerIsRemoved()
    {
        BindingRecord r = record(999999);
        r.server.pid = 999999; // no such process
        r.masks = { { 999999, CpuSet { 0 } } };
        auto path = BindingJournal::create(r);
        QVERIFY(path.ok());
        const RecoveredBinding done = BindingRecovery::recoverJournal(*path);
        QCOMPARE(done.status, RecoveredBinding::Status::ServerGone);
        QVERIFY(!QFile::exists(*path));
    }
};

QTEST_GUILESS_MAIN(TestBindingJournal)
#include "tst_bindingjournal.moc"
