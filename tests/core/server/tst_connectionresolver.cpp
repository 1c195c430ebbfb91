// SPDX-License-Identifier: GPL-3.0-or-later
// The one connection resolver: the mysql client's option-file rules and precedence, TLS keys, default timeouts.
#include "plan/planserverresolver.h"
#include "server/connectionresolver.h"
#include "server/optionfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestConnectionResolver : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& text, QFileDevice::Permissions extra = {})
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(path));
        f.write(text);
        f.close();
        f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | extra);
        return path;
    }

    static ConnectionRequest server(const QStringList& files)
    {
        ConnectionRequest r;
        r.host = QStringLiteral("db.example");
        r.optionFiles = files;
        return r;
    }

private Q_SLOTS:
    void init() { qunsetenv("MYSQL_PWD"); }

    void clientGroupsAsTheMysqlClientReadsThem()
    {
        const QString file = write(QStringLiteral("groups.cnf"),
            "[client]\nuser=a\n[mysqld]\nuser=server-only\n[client-server]\ndatabase=d1\n[client-mariadb]\n"
            "loose-ssl_cert=/c.pem\n[scalebench]\nssl-key = \"/k.pem\"\n[mysql]\ndatabase=not-ours\n");
        auto r = ConnectionResolver::resolve(server({ file }));
        QVERIFY(r.ok());
        QCOMPARE(r->profile.user, QStringLiteral("a"));
        QCOMPARE(r->profile.database, QStringLiteral("d1"));
        QCOMPARE(r->profile.sslCert, QStringLiteral("/c.pem"));
        QCOMPARE(r->profile.sslKey, QStringLiteral("/k.pem"));
        QVERIFY(!r->sandbox);
    }

    void laterFilesAndIncludesOverride()
    {
        QDir(m_dir.path()).mkpath(QStringLiteral("conf.d"));
        write(QStringLiteral("conf.d/10-a.cnf"), "[client]\nuser=from-dir\n");
        write(QStringLiteral("conf.d/ignored.txt"), "[client]\nuser=not-a-cnf\n");
        const QString included = write(QStringLiteral("inc.cnf"), "[client]\ndatabase=from-include\n");
        const QString system = write(QStringLiteral("system.cnf"),
            "[client]\nuser=system\ndatabase=system\n!include " + included.toUtf8() + "\n!includedir "
                + m_dir.filePath(QStringLiteral("conf.d")).toUtf8() + "\n");
        const QString user = write(QStringLiteral("user.cnf"), "[client]\npassword=from-file\n");
        auto r = ConnectionResolver::resolve(server({ system, user }));
        QVERIFY(r.ok());
        QCOMPARE(r->profile.user, QStringLiteral("from-dir"));
        QCOMPARE(r->profile.database, QStringLiteral("from-include"));
        QCOMPARE(r->profile.password, QStringLiteral("from-file"));
    }

    void explicitThenEnvironmentThenFiles()
    {
        const QString file = write(QStringLiteral("pw.cnf"), "[client]\npassword=file\nuser=file-user\n");
        qputenv("MYSQL_PWD", "env");
        ConnectionRequest request = server({ file });
        QCOMPARE(ConnectionResolver::resolve(request)->profile.password, QStringLiteral("env"));
        request.password = QStringLiteral("typed");
        request.user = QStringLiteral("typed-user");
        auto r = ConnectionResolver::resolve(request);
        QCOMPARE(r->profile.password, QStringLiteral("typed"));
        QCOMPARE(r->profile.user, QStringLiteral("typed-user"));
        qunsetenv("MYSQL_PWD");
        QCOMPARE(ConnectionResolver::resolve(server({ file }))->profile.password, QStringLiteral("file"));
    }

    void worldWritableFilesAreIgnored()
    {
        const QString file = write(QStringLiteral("open.cnf"), "[client]\nhost=attacker.example\npassword=x\n",
            QFileDevice::WriteOther | QFileDevice::ReadOther);
        QVERIFY(OptionFile::isWorldWritable(file));
        ConnectionRequest request;
        request.optionFiles = { file };
        request.socket = QStringLiteral("/tmp/none.sock");
        auto r = ConnectionResolver::resolve(request);
        QVERIFY(r.ok());
        QCOMPARE(r->ignoredOptionFiles, QStringList { file });
        QVERIFY(r->profile.password.isEmpty());
        QVERIFY(r->profile.host.isEmpty());
    }

    void tlsKeysFromFilesAndTheCaMeansVerify()
    {
        const QString file = write(QStringLiteral("tls.cnf"),
            "[client]\nssl-ca=/ca.pem\nssl_capath=/cas\nssl-cert=/c.pem\nssl-key=/k.pem\ntls_version=TLSv1.3\n");
        auto r = ConnectionResolver::resolve(server({ file }));
        QVERIFY(r.ok());
        QCOMPARE(r->profile.sslCa, QStringLiteral("/ca.pem"));
        QCOMPARE(r->profile.sslCapath, QStringLiteral("/cas"));
        QCOMPARE(r->profile.tlsVersion, QStringLiteral("TLSv1.3"));
        QCOMPARE(r->profile.sslMode, SslMode::VerifyCa); // a CA without a mode, as the mysql client reads it
        const QString skip = write(QStringLiteral("skip.cnf"), "[client]\nskip-ssl\n");
        QCOMPARE(ConnectionResolver::resolve(server({ skip }))->profile.sslMode, SslMode::Disabled);
        const QString mode = write(QStringLiteral("mode.cnf"), "[client]\nssl-ca=/ca.pem\nssl-mode=REQUIRED\n");
        QCOMPARE(ConnectionResolver::resolve(server({ mode }))->profile.sslMode, SslMode::Required);
    }

    void everyConnectionHasTimeouts()
    {
        auto r = ConnectionResolver::resolve(server({ write(QStringLiteral("empty.cnf"), "") }));
        QVERIFY(r.ok());
        QCOMPARE(r->profile.readTimeoutSec, 60);
        QCOMPARE(r->profile.writeTimeoutSec, 60);
        // The defaults give way to the stall watchdog on a run's client connections; a timeout given is kept.
        QVERIFY(r->profile.defaultIoTimeouts);
        QCOMPARE(r->profile.watchedConnections().readTimeoutSec, 0);
        QCOMPARE(r->profile.watchedConnections().writeTimeoutSec, 0);
        auto fromFile = ConnectionResolver::resolve(server({ write(QStringLiteral("rt.cnf"), "[client]\nread-timeout=30\n") }));
        QVERIFY(fromFile.ok());
        QVERIFY(!fromFile->profile.defaultIoTimeouts);
        QCOMPARE(fromFile->profile.watchedConnections().readTimeoutSec, 30);
        ConnectionRequest request = server({});
        request.readOptionFiles = false;
        request.readTimeoutSec = 0;
        request.writeTimeoutSec = 5;
        r = ConnectionResolver::resolve(request);
        QCOMPARE(r->profile.readTimeoutSec, 0);
        QCOMPARE(r->profile.writeTimeoutSec, 5);
        QCOMPARE(r->profile.watchedConnections().writeTimeoutSec, 5);
        QCOMPARE(ServerProfile().longStatements().readTimeoutSec, 3600);
    }

    void aPortAloneMeansLoopbackTcp()
    {
        ConnectionRequest request;
        request.readOptionFiles = false;
        request.port = QStringLiteral("3307");
        auto r = ConnectionResolver::resolve(request);
        QCOMPARE(r->profile.endpoint(), QStringLiteral("127.0.0.1:3307"));
    }

    // Plans used to read the [client] group only and no TLS keys at all.
    void plansFollowTheSameRule()
    {
        const QString home = m_dir.filePath(QStringLiteral("home"));
        QDir().mkpath(home);
        QFile cnf(home + QStringLiteral("/.my.cnf"));
        QVERIFY(cnf.open(QIODevice::WriteOnly));
        cnf.write("[client-server]\nuser=plan-user\n[client-mariadb]\npassword=plan-secret\n");
        cnf.close();
        cnf.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        const QByteArray oldHome = qgetenv("HOME");
        qputenv("HOME", home.toLocal8Bit());
        PlanServer server;
        server.name = QStringLiteral("db");
        server.host = QStringLiteral("db.example");
        auto r = PlanServerResolver::resolve(server, {});
        qputenv("HOME", oldHome);
        QVERIFY(r.ok());
        QCOMPARE(r->profile.user, QStringLiteral("plan-user"));
        QCOMPARE(r->profile.password, QStringLiteral("plan-secret"));
        QCOMPARE(r->profile.readTimeoutSec, 60);
    }

    void planTlsFieldsRoundTrip()
    {
        PlanServer server;
        server.name = QStringLiteral("db");
        server.host = QStringLiteral("db.example");
        server.sslMode = QStringLiteral("VERIFY_CA");
        server.sslCa = QStringLiteral("/ca.pem");
        server.sslCert = QStringLiteral("/c.pem");
        server.sslKey = QStringLiteral("/k.pem");
        server.readTimeoutSec = 30;
        QCOMPARE(PlanServer::fromJson(server.toJson()), server);
        const ConnectionRequest r = PlanServerResolver::request(server, {});
        QCOMPARE(r.sslCa.value_or(QString()), QStringLiteral("/ca.pem"));
        QCOMPARE(r.sslKey.value_or(QString()), QStringLiteral("/k.pem"));
        QCOMPARE(r.readTimeoutSec.value_or(-1), 30);
    }
};

QTEST_APPLESS_MAIN(TestConnectionResolver)
#include "tst_connectionresolver.moc"
