// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's connection options: a password on the command line is hidden from /proc/PID/cmdline once read and the
// process writes no core file while it holds one; read timeouts end a statement the server does not answer.
#include "server/connectionresolver.h"
#include "support/testserver.h"

#include <QFile>
#include <QTest>

using namespace sb;

class TestConnectionOptions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void passwordIsScrubbedFromTheCommandLine()
    {
        // A listener that never greets: the CLI waits in its connect, password read and held.
        unsigned port = 0;
        const int silent = test::loopbackSocket(true, &port);
        QProcess cli;
        cli.start(qEnvironmentVariable("SCALEBENCH_CLI"),
            { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--host=127.0.0.1"),
                QStringLiteral("--port=%1").arg(port), QStringLiteral("--user=someone"),
                QStringLiteral("--password=secret-on-argv"), QStringLiteral("--connect-timeout=60"),
                QStringLiteral("--read-timeout=60"), QStringLiteral("--time=1") });
        cli.setReadChannel(QProcess::StandardError);
        QVERIFY(cli.waitForStarted());
        QString err;
        while (!err.contains(QLatin1String("MYSQL_PWD")) && cli.state() == QProcess::Running
            && cli.waitForReadyRead(30000))
            err += QString::fromLocal8Bit(cli.readAllStandardError());
        QVERIFY2(err.contains(QLatin1String("MYSQL_PWD")), qPrintable(err)); // the warning names the alternatives
        QVERIFY(cli.state() == QProcess::Running);
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(cli.processId()));
        QVERIFY(cmdline.open(QIODevice::ReadOnly));
        const QByteArray args = cmdline.readAll();
        QFile limits(QStringLiteral("/proc/%1/limits").arg(cli.processId()));
        QVERIFY(limits.open(QIODevice::ReadOnly));
        const QByteArray limitText = limits.readAll();
        cli.kill();
        cli.waitForFinished();
        ::close(silent);
        QVERIFY2(!args.contains("secret-on-argv"), args.constData());
        QVERIFY(args.contains("--password=xxxxxxxxxxxxxx"));
        QVERIFY(args.contains("--user=someone")); // only the password is touched
        const qsizetype core = limitText.indexOf("Max core file size");
        QVERIFY(core >= 0);
        QVERIFY2(limitText.mid(core, 60).simplified().startsWith("Max core file size 0 0"), limitText.constData());
    }

    void readTimeoutEndsAStatementTheServerDoesNotAnswer()
    {
        ServerProfile p = test::sandboxProfile(QStringLiteral("sbtest"));
        QCOMPARE(p.writeTimeoutSec, ServerProfile::kDefaultIoTimeoutSec);
        p.readTimeoutSec = 1;
        Session s;
        QVERIFY(!s.connect(p));
        const auto slept = s.scalar(QStringLiteral("SELECT SLEEP(5)"));
        QVERIFY(!slept.ok());
        QCOMPARE(slept.error().code, ErrorCode::ConnectionLost);
    }
};

QTEST_GUILESS_MAIN(TestConnectionOptions)
#include "tst_connectionoptions.moc"
