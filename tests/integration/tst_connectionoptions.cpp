// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's connection options: a password on the command line is hidden from /proc/PID/cmdline once read and the
// process writes no core file while it holds one; read timeouts end a statement the server does not answer.
#include "server/connectionresolver.h"
#include "testserver.h"

#include <QFile>
#include <QTest>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace sb;

class TestConnectionOptions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void passwordIsScrubbedFromTheCommandLine()
    {
        // A listener that never greets: the CLI waits in its connect, password read and held.
        const int silent = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in addr {};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof addr;
        QVERIFY(::bind(silent, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0 && ::listen(silent, 4) == 0);
        QVERIFY(::getsockname(silent, reinterpret_cast<sockaddr*>(&addr), &len) == 0);
        QProcess cli;
        cli.start(qEnvironmentVariable("SCALEBENCH_CLI"),
            { QStringLiteral("run"), QStringLiteral("oltp_point_select"), QStringLiteral("--host=127.0.0.1"),
                QStringLiteral("--port=%1").arg(ntohs(addr.sin_port)), QStringLiteral("--user=someone"),
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
