// SPDX-License-Identifier: GPL-3.0-or-later
// The workstation's start-up recovery says what it did: a binding journal cut mid-write whose binder is dead is moved
// aside (as the CLI does) and the window tells the user so, with what to check; an ordinary start shows nothing.
#include "affinity/bindingjournal.h"
#include "affinity/bindingrecord.h"
#include "common/recoverybanner.h"
#include "common/recoverytext.h"
#include "deadpid.h"
#include "mainwindow.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestRecoveryBanner : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void aJournalCutMidWriteIsShownAtStart();
    void wordsForEachOutcome();

private:
    QTemporaryDir m_runtime; // $XDG_RUNTIME_DIR of this test: the journal it writes is its own
};

void TestRecoveryBanner::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
    QVERIFY(m_runtime.isValid());
    QFile::setPermissions(m_runtime.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(m_runtime.path()));
}

void TestRecoveryBanner::aJournalCutMidWriteIsShownAtStart()
{
    QProcess server; // a stand-in for the server the dead binder was about to bind
    server.start(QStringLiteral("sleep"), { QStringLiteral("60") });
    QVERIFY(server.waitForStarted());
    const pid_t pid = pid_t(server.processId());
    auto identity = ProcessIdentity::of(pid);
    QVERIFY(identity.ok());
    BindingRecord record;
    record.server = *identity;
    record.binder = { test::deadPid(), 1, QString() };
    record.bound = CpuSet { 0 };
    record.fallback = CpuSet { 0 };
    record.masks.emplace(pid, CpuSet { 0 });
    const QByteArray whole = record.toText();

    const QString dir = BindingJournal::directories().constFirst();
    QVERIFY(dir.startsWith(m_runtime.path()));
    QVERIFY(QDir().mkpath(dir));
    QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const QString path = dir + QLatin1Char('/') + BindingJournal::fileName(pid);
    QFile journal(path);
    QVERIFY(journal.open(QIODevice::WriteOnly));
    journal.write(whole.left(whole.size() - 7)); // the binder died while writing its last thread line
    journal.close();
    journal.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    QCOMPARE(BindingJournal::read(path).error().code, ErrorCode::FileContentInvalid);

    MainWindow window;
    RecoveryBanner* banner = window.recoveryBanner();
    QVERIFY(banner);
    QVERIFY(!banner->isHidden());
    QVERIFY(banner->isWarning());
    const QString text = banner->text();
    QVERIFY2(text.contains(QStringLiteral("server process %1").arg(pid)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("aside to %1.unreadable").arg(path)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("check the CPU masks")), qPrintable(text));
    QVERIFY(!QFile::exists(path));
    QVERIFY(QFile::exists(path + QStringLiteral(".unreadable")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(banner->isVisible());

    // The next start has nothing to tell about it: no banner (unless another process left a journal meanwhile).
    const bool othersLeft = !BindingJournal::list().isEmpty();
    MainWindow again;
    QVERIFY2(
        !again.recoveryBanner()->text().contains(QString::number(pid)), qPrintable(again.recoveryBanner()->text()));
    if (!othersLeft)
        QVERIFY(again.recoveryBanner()->isHidden());
    QFile::remove(path + QStringLiteral(".unreadable"));
    server.kill();
    server.waitForFinished();
}

void TestRecoveryBanner::wordsForEachOutcome()
{
    RecoveredBinding r;
    r.serverPid = 4242;
    r.serverName = QStringLiteral("mariadbd");
    r.binderPid = 77;
    r.threads = 12;
    r.status = RecoveredBinding::Status::Restored;
    QVERIFY(RecoveryBanner::describe(r).contains(QStringLiteral("12 thread(s) of server process 4242 (mariadbd)")));
    QVERIFY(!RecoveryBanner::needsAttention(r));
    r.status = RecoveredBinding::Status::Active;
    QVERIFY(RecoveryBanner::describe(r).isEmpty());
    r.status = RecoveredBinding::Status::ServerGone;
    QVERIFY(RecoveryBanner::describe(r).isEmpty());
    r.status = RecoveredBinding::Status::Failed;
    r.journal = QStringLiteral("/run/user/0/scalebench/scalebench-binding-4242");
    r.error = { ErrorCode::FileError, QStringLiteral("/proc/4242/task/5"), QStringLiteral("Operation not permitted") };
    QVERIFY(RecoveryBanner::describe(r).contains(r.journal + QStringLiteral(" is kept")));
    QVERIFY(RecoveryBanner::needsAttention(r));

    // One text for both: the command line says the same, and also what the window leaves out.
    using A = ErrorText::Audience;
    for (const auto status : { RecoveredBinding::Status::Restored, RecoveredBinding::Status::MovedAside,
             RecoveredBinding::Status::Failed, RecoveredBinding::Status::Refused }) {
        r.status = status;
        QCOMPARE(RecoveryText::describe(r, A::CommandLine), RecoveryBanner::describe(r));
    }
    r.status = RecoveredBinding::Status::Active;
    QVERIFY(RecoveryText::describe(r, A::CommandLine).contains(QLatin1String("still running")));
    r.status = RecoveredBinding::Status::ServerGone;
    QVERIFY(RecoveryText::describe(r, A::CommandLine).contains(QLatin1String("the server has ended")));

    RecoveryBanner banner;
    banner.setResults({});
    QVERIFY(banner.isHidden());
    r.status = RecoveredBinding::Status::Restored;
    banner.setResults({ r });
    QVERIFY(!banner.isHidden());
    QVERIFY(!banner.isWarning());
    r.status = RecoveredBinding::Status::Active;
    banner.setResults({ r });
    QVERIFY(banner.isHidden());
}

QTEST_MAIN(TestRecoveryBanner)
#include "tst_recoverybanner.moc"
