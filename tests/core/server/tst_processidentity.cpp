// SPDX-License-Identifier: GPL-3.0-or-later
// A process is who its executable and start time say: look-alike names (mysqld_safe, mysqld_exporter) are not a
// server, and a pid whose start time changed is another process.
#include "affinity/pidfd.h"
#include "server/processidentity.h"
#include "server/serverprocess.h"
#include "common/fileproblem.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestProcessIdentity : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // `sleep` under another name: its executable (and comm) is that name.
    std::unique_ptr<QProcess> sleepAs(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        if (!QFile::exists(path) && !QFile::copy(QStandardPaths::findExecutable(QStringLiteral("sleep")), path))
            return nullptr;
        auto p = std::make_unique<QProcess>();
        p->start(path, { QStringLiteral("60") });
        return p->waitForStarted() ? std::move(p) : nullptr;
    }

private Q_SLOTS:
    void ownIdentity()
    {
        auto me = ProcessIdentity::of(::getpid());
        QVERIFY(me.ok());
        QCOMPARE(me->exeName, QStringLiteral("tst_processidentity"));
        QVERIFY(me->startTime > 0);
        QVERIFY(me->isAlive());
        ProcessIdentity other = *me;
        other.startTime += 1; // the same pid, started at another time: another process
        QVERIFY(!other.isAlive());
        QVERIFY(PidFd::openMatching(*me).ok());
        auto refused = PidFd::openMatching(other);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().code, ErrorCode::FileUnusable);
        QCOMPARE(refused.error().value, qint64(FileProblem::OtherProcess));
        QCOMPARE(refused.error().args.value(4), QString::number(other.startTime)); // the start expected
        QVERIFY(!ProcessIdentity::of(999999999).ok());
    }

    void onlyAServerExecutableIsAServer_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("server");
        QTest::newRow("mysqld") << QStringLiteral("mysqld") << true;
        QTest::newRow("mariadbd") << QStringLiteral("mariadbd") << true;
        QTest::newRow("mysqld_safe") << QStringLiteral("mysqld_safe") << false;
        QTest::newRow("mysqld_exporter") << QStringLiteral("mysqld_exporter") << false;
        QTest::newRow("mariadbd-helper") << QStringLiteral("mariadbd-helper") << false;
    }

    void onlyAServerExecutableIsAServer()
    {
        QFETCH(QString, name);
        QFETCH(bool, server);
        auto p = sleepAs(name);
        QVERIFY(p);
        const Error e = ServerProcess::check(pid_t(p->processId()));
        QVERIFY2(bool(e) != server, qPrintable(e.detail));
        if (e) // the executable's name is what the words show (AffinityProblemText)
            QCOMPARE(e.args.value(1), name);
        p->kill();
        p->waitForFinished();
    }
};

QTEST_GUILESS_MAIN(TestProcessIdentity)
#include "tst_processidentity.moc"
