// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/timescale.h"
#include "affinity/bindingjournal.h"
#include "common/bindingproblem.h"
#include "affinity/bindingrecord.h"
#include "affinity/cpulistproblem.h"
#include "affinity/serverbinding.h"
#include "server/serverprocess.h"
#include "affinity/threadaffinity.h"
#include "deadpid.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <sys/wait.h>
#include <unistd.h>

using sb::BindingJournal;
using sb::BindingRecord;
using sb::CpuSet;
using sb::ServerBinding;
using sb::ServerProcess;

namespace {

// A stand-in server: a python process with idle threads that makes a new thread on request. A thread
// created with "spawn free" widens its own mask to 0-1 first, as a thread escaping the binding would.
const char* const kChildScript = R"(
import os, sys, threading, time
out = threading.Lock()  # print() writes the text and the newline separately: two threads interleave
def idle(mask=None):
    if mask is not None:
        os.sched_setaffinity(0, mask)
    with out:
        print(threading.get_native_id(), flush=True)
    while True:
        time.sleep(0.05)
threading.Thread(target=idle, daemon=True).start()
threading.Thread(target=idle, args=({1},), daemon=True).start()
sys.stdin.readline(); sys.stdin.readline()
with out:
    print("ready", flush=True)
for line in sys.stdin:
    threading.Thread(target=idle, args=({0, 1} if "free" in line else None,), daemon=True).start()
)";

class Child {
public:
    Child()
    {
        m_process.start(QStringLiteral("python3"),
            { QStringLiteral("-u"), QStringLiteral("-c"), QString::fromLatin1(kChildScript) });
        m_process.waitForStarted();
    }
    ~Child()
    {
        m_process.kill();
        m_process.waitForFinished();
    }
    bool ready()
    {
        // The two idle threads print their tids before "ready".
        const QString a = readLine(), b = readLine();
        m_process.write("\n\n");
        const QString c = readLine();
        if (!(a.toInt() > 0 && b.toInt() > 0 && c == QLatin1String("ready")))
            qWarning() << "child said" << a << b << c << m_process.readAllStandardError();
        return a.toInt() > 0 && b.toInt() > 0 && c == QLatin1String("ready");
    }
    pid_t pid() const { return pid_t(m_process.processId()); }
    pid_t spawnThread(bool free)
    {
        m_process.write(free ? "spawn free\n" : "spawn\n");
        return pid_t(readLine().toInt());
    }

private:
    // Generous: under a loaded CI machine (ctest -j, other suites) python can take seconds to start.
    QString readLine()
    {
        QDeadlineTimer deadline(60000);
        while (!m_process.canReadLine() && m_process.state() != QProcess::NotRunning && !deadline.hasExpired())
            m_process.waitForReadyRead(int(qMin<qint64>(deadline.remainingTime(), 1000)));
        if (!m_process.canReadLine())
            qWarning() << "child gave no line; state" << m_process.state()
                       << "stderr:" << m_process.readAllStandardError();
        return QString::fromLatin1(m_process.readLine()).trimmed();
    }
    QProcess m_process;
};

QMap<pid_t, CpuSet> masksOf(const QList<sb::ThreadMask>& threads)
{
    QMap<pid_t, CpuSet> masks;
    for (const auto& t : threads)
        masks.insert(t.tid, t.cpus);
    return masks;
}

}

class TestServerBinding : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void bindsEveryThreadIncludingLaterOnesAndRestores();
    void threadsThatDoNotTakeTheSetAreReported();
    void missingProcessChangesNothing();
    void foreignProcessIsRefused();
    void emptySetIsRefused();
    void pidFiles();
    void aSecondBindingNamesTheFirstBinder();
    void anUnreadableJournalOfADeadBinderIsMovedAside_data();
    void anUnreadableJournalOfADeadBinderIsMovedAside();
    void aNewUnreadableJournalIsLeftAlone();

private:
    QString writeJournal(pid_t server, const QByteArray& text);
    QTemporaryDir m_runtime; // $XDG_RUNTIME_DIR of this test: its journals are its own
};

void TestServerBinding::initTestCase()
{
    QVERIFY(m_runtime.isValid());
    QFile::setPermissions(m_runtime.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
    if (!sb::threadCpus(0)->contains(CpuSet { 0, 1 }))
        QSKIP("needs CPUs 0 and 1");
}

void TestServerBinding::bindsEveryThreadIncludingLaterOnesAndRestores()
{
    Child child;
    QVERIFY(child.ready());
    const QMap<pid_t, CpuSet> old = masksOf(ServerBinding::readThreads(child.pid()));
    QCOMPARE(old.size(), 3);
    QCOMPARE(old.value(child.pid()), (CpuSet { 0, 1 }));
    QCOMPARE(std::count(old.begin(), old.end(), CpuSet { 1 }), 1); // the thread that narrowed itself

    auto binding = ServerBinding::apply(child.pid(), CpuSet { 0 }, std::chrono::milliseconds(100));
    QVERIFY2(binding.ok(), qPrintable(binding.error().detail));
    QVERIFY(binding->isActive());
    for (const auto& t : binding->readBack())
        QCOMPARE(t.cpus, CpuSet { 0 });
    QCOMPARE(binding->effectiveCpus(), CpuSet { 0 });
    QVERIFY(binding->refusedThreads().isEmpty());

    const pid_t inherited = child.spawnThread(false);
    const pid_t escaped = child.spawnThread(true);
    QVERIFY(inherited > 0 && escaped > 0);
    QCOMPARE(*sb::threadCpus(inherited), CpuSet { 0 });
    // The re-scan finds the thread that widened its mask and binds it too.
    SB_TRY_COMPARE(*sb::threadCpus(escaped), CpuSet { 0 }, 3000);
    QCOMPARE(binding->readBack().size(), 5);

    QVERIFY(!binding->restore());
    QVERIFY(!binding->isActive());
    const QMap<pid_t, CpuSet> after = masksOf(binding->readBack());
    for (auto it = old.begin(); it != old.end(); ++it)
        QCOMPARE(after.value(it.key()), it.value());
    // Threads born during the binding get the main thread's old mask.
    QCOMPARE(after.value(inherited), (CpuSet { 0, 1 }));
    QCOMPARE(after.value(escaped), (CpuSet { 0, 1 }));
    QVERIFY(!binding->restore()); // idempotent
}

void TestServerBinding::threadsThatDoNotTakeTheSetAreReported()
{
    Child child;
    QVERIFY(child.ready());
    // The kernel drops CPUs that do not exist and keeps the rest, so only the read-back tells.
    auto binding = ServerBinding::apply(child.pid(), CpuSet { 1, CpuSet::kMaxCpu });
    QVERIFY(binding.ok());
    QCOMPARE(binding->refusedThreads().size(), 3);
    QCOMPARE(binding->refusedThreads().first().cpus, CpuSet { 1 });
    QCOMPARE(binding->effectiveCpus(), CpuSet { 1 });
}

void TestServerBinding::missingProcessChangesNothing()
{
    const auto binding = ServerBinding::apply(999999999, CpuSet { 0 });
    QVERIFY(!binding.ok());
    QCOMPARE(binding.error().code, sb::ErrorCode::BindingRefused);
    QCOMPARE(binding.error().value, qint64(sb::BindingProblem::NoSuchProcess));
    QCOMPARE(binding.error().args, QStringList { QStringLiteral("999999999") });
}

void TestServerBinding::foreignProcessIsRefused()
{
    // Tried from a forked child that became "nobody", against this (other user's) process.
    const pid_t target = ::getpid();
    const pid_t pid = ::fork();
    if (pid == 0) {
        if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0))
            ::_exit(2);
        const auto binding = ServerBinding::apply(target, CpuSet { 0 });
        const bool refused = !binding.ok() && binding.error().value == qint64(sb::BindingProblem::NotOurs);
        ::_exit(refused ? 0 : 1);
    }
    int status = 0;
    QCOMPARE(::waitpid(pid, &status, 0), pid);
    QVERIFY(WIFEXITED(status));
    if (WEXITSTATUS(status) == 2)
        QSKIP("cannot switch to an unprivileged user");
    QCOMPARE(WEXITSTATUS(status), 0);
    QCOMPARE(*sb::threadCpus(0), (CpuSet { 0, 1 }) | *sb::threadCpus(0)); // our mask was not narrowed
}

void TestServerBinding::emptySetIsRefused()
{
    Child child;
    QVERIFY(child.ready());
    const auto binding = ServerBinding::apply(child.pid(), CpuSet());
    QVERIFY(!binding.ok());
    QCOMPARE(binding.error().value, qint64(sb::CpuListProblem::EmptySet));
    QCOMPARE(*sb::threadCpus(child.pid()), (CpuSet { 0, 1 }));
}

void TestServerBinding::pidFiles()
{
    QTemporaryDir dir;
    QFile good(dir.filePath(QStringLiteral("mysqld.pid")));
    QVERIFY(good.open(QIODevice::WriteOnly));
    good.write("4242\n");
    good.close();
    QCOMPARE(*ServerProcess::pidFromFile(good.fileName()), pid_t(4242));

    QFile bad(dir.filePath(QStringLiteral("bad.pid")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("mysqld");
    bad.close();
    QCOMPARE(ServerProcess::pidFromFile(bad.fileName()).error().code, sb::ErrorCode::ParseError);
    QCOMPARE(
        ServerProcess::pidFromFile(dir.filePath(QStringLiteral("none.pid"))).error().code, sb::ErrorCode::FileError);
}

QString TestServerBinding::writeJournal(pid_t server, const QByteArray& text)
{
    const QString dir = BindingJournal::directories().constFirst();
    QDir().mkpath(dir);
    QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QFile f(dir + QLatin1Char('/') + BindingJournal::fileName(server));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(text);
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return f.fileName();
}

// Two bindings of one server: the second is refused with its own code, naming the process that holds the server.
void TestServerBinding::aSecondBindingNamesTheFirstBinder()
{
    Child child;
    QVERIFY(child.ready());
    auto first = ServerBinding::apply(child.pid(), CpuSet { 0 });
    QVERIFY2(first.ok(), qPrintable(first.error().detail));
    const auto second = ServerBinding::apply(child.pid(), CpuSet { 1 });
    QVERIFY(!second.ok());
    QCOMPARE(second.error().code, sb::ErrorCode::ServerAlreadyBound);
    QCOMPARE(second.error().context, QString::number(child.pid()));
    QCOMPARE(second.error().value, qint64(::getpid()));
    QCOMPARE(*sb::threadCpus(child.pid()), CpuSet { 0 }); // the second touched nothing
    QVERIFY(!first->restore());
    QCOMPARE(*sb::threadCpus(child.pid()), (CpuSet { 0, 1 }));
}

void TestServerBinding::anUnreadableJournalOfADeadBinderIsMovedAside_data()
{
    QTest::addColumn<bool>("cut"); // else garbage, written long ago
    QTest::newRow("cut while written") << true;
    QTest::newRow("garbage") << false;
}

// A journal cut in its writing (its binder died before binding) or garbage cannot be restored from; it must not
// refuse every later binding of the server until removed by hand: it is moved aside and the binding goes on.
void TestServerBinding::anUnreadableJournalOfADeadBinderIsMovedAside()
{
    QFETCH(bool, cut);
    Child child;
    QVERIFY(child.ready());
    BindingRecord record;
    record.server = *sb::ProcessIdentity::of(child.pid());
    record.binder = { sb::test::deadPid(), 1, QString() };
    record.bound = CpuSet { 0 };
    record.fallback = CpuSet { 0, 1 };
    for (const auto& t : ServerBinding::readThreads(child.pid()))
        record.masks.emplace(t.tid, t.cpus);
    const QByteArray whole = record.toText();
    const QString path = writeJournal(child.pid(), cut ? whole.left(whole.size() - 7) : QByteArray("\x01\x02 garbage"));
    QVERIFY(!path.isEmpty());
    if (!cut) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
    }
    QCOMPARE(BindingJournal::read(path).error().code, sb::ErrorCode::FileContentInvalid);

    auto binding = ServerBinding::apply(child.pid(), CpuSet { 0 });
    QVERIFY2(binding.ok(), qPrintable(binding.error().context + QLatin1Char(' ') + binding.error().detail));
    QCOMPARE(*sb::threadCpus(child.pid()), CpuSet { 0 });
    QVERIFY(QFile::exists(path)); // the new binding's own journal
    QVERIFY(QFile::exists(path + QStringLiteral(".unreadable")));
    QVERIFY(!BindingJournal::list().contains(path + QStringLiteral(".unreadable")));
    QVERIFY(!binding->restore());
    QCOMPARE(*sb::threadCpus(child.pid()), (CpuSet { 0, 1 }));
    QVERIFY(!QFile::exists(path));
    QFile::remove(path + QStringLiteral(".unreadable"));
}

// A garbage journal written a moment ago may be one that is being written this instant: left alone, and the binding
// refused with the reason, rather than moved away under its writer.
void TestServerBinding::aNewUnreadableJournalIsLeftAlone()
{
    Child child;
    QVERIFY(child.ready());
    const QString path = writeJournal(child.pid(), QByteArray("scalebench-binding 1\nser"));
    QVERIFY(!path.isEmpty());
    const auto binding = ServerBinding::apply(child.pid(), CpuSet { 0 });
    QVERIFY(!binding.ok());
    QCOMPARE(binding.error().code, sb::ErrorCode::FileContentInvalid);
    QVERIFY(QFile::exists(path));
    QCOMPARE(*sb::threadCpus(child.pid()), (CpuSet { 0, 1 }));
    QFile::remove(path);
}

QTEST_GUILESS_MAIN(TestServerBinding)
#include "tst_serverbinding.moc"
