// SPDX-License-Identifier: GPL-3.0-or-later
// TLS as the mysql client means it, against a second sandbox started with a test CA and require_secure_transport=ON:
// every mode, the real cause of a refused plaintext login, client certificates, option-file keys, the CLI's words.
#include "server/connectionresolver.h"
#include "server/sandboxserver.h"
#include "server/serverprobe.h"
#include "server/session.h"
#include "support/timescale.h"
#include "support/testserver.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

class TestTlsConnection : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_sandboxDir;
    ServerProfile m_tcp; // the benchmark user over TCP at 127.0.0.1, no TLS options yet

    QString file(const QString& name) const { return m_dir.filePath(name); }

    static void openssl(const QStringList& args)
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("openssl"), args);
        QVERIFY2(p.waitForFinished(test::scaledMs(60000)) && p.exitCode() == 0, p.readAll().constData());
    }

    // A CA, a server certificate for 127.0.0.1 only (by IP SAN), a client certificate, and a second, foreign CA.
    void makeCertificates()
    {
        for (const QString& ca : { QStringLiteral("ca"), QStringLiteral("other-ca") })
            openssl({ QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"), QStringLiteral("2"),
                QStringLiteral("-subj"), QStringLiteral("/CN=ScaleBench test ") + ca, QStringLiteral("-keyout"),
                file(ca + QStringLiteral("-key.pem")), QStringLiteral("-out"), file(ca + QStringLiteral(".pem")) });
        QFile ext(file(QStringLiteral("server.ext")));
        QVERIFY(ext.open(QIODevice::WriteOnly));
        ext.write("subjectAltName=IP:127.0.0.1\n");
        ext.close();
        for (const QString& who : { QStringLiteral("server"), QStringLiteral("client") }) {
            openssl({ QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                QStringLiteral("-nodes"), QStringLiteral("-subj"), QStringLiteral("/CN=") + who,
                QStringLiteral("-keyout"), file(who + QStringLiteral("-key.pem")), QStringLiteral("-out"),
                file(who + QStringLiteral(".csr")) });
            QStringList sign { QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                file(who + QStringLiteral(".csr")), QStringLiteral("-CA"), file(QStringLiteral("ca.pem")),
                QStringLiteral("-CAkey"), file(QStringLiteral("ca-key.pem")), QStringLiteral("-CAcreateserial"),
                QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-out"),
                file(who + QStringLiteral(".pem")) };
            if (who == QLatin1String("server"))
                sign << QStringLiteral("-extfile") << file(QStringLiteral("server.ext"));
            openssl(sign);
        }
    }

    ServerProfile tls(SslMode mode) const
    {
        ServerProfile p = m_tcp;
        p.sslMode = mode;
        p.sslCa = file(QStringLiteral("ca.pem"));
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        makeCertificates();
        m_sandboxDir = file(QStringLiteral("tls-sandbox"));
        SandboxServer sandbox(m_sandboxDir);
        sandbox.setOptions({ { QStringLiteral("ssl-ca"), file(QStringLiteral("ca.pem")) },
            { QStringLiteral("ssl-cert"), file(QStringLiteral("server.pem")) },
            { QStringLiteral("ssl-key"), file(QStringLiteral("server-key.pem")) },
            { QStringLiteral("require_secure_transport"), QStringLiteral("ON") } });
        auto profile = sandbox.start();
        QVERIFY2(profile.ok(), qPrintable(profile.error().detail));
        m_tcp = *profile;
        m_tcp.host = QStringLiteral("127.0.0.1");
        m_tcp.socket.clear();
        m_tcp.database.clear();
        m_tcp.sslMode = ServerProfile().sslMode; // the default, not the sandbox's own DISABLED
        // An account that must show a client certificate; created over the socket, which counts as secure.
        Session admin;
        QVERIFY(!admin.connect(*profile));
        QVERIFY(!admin.execute(QStringLiteral("CREATE USER IF NOT EXISTS 'x509'@'127.0.0.1' REQUIRE X509")));
    }

    void cleanupTestCase() { SandboxServer(m_sandboxDir).stop(); }

    void preferredUsesTlsWhenOffered()
    {
        ServerProfile p = m_tcp;
        QCOMPARE(p.sslMode, SslMode::Preferred);
        Session s;
        const Error e = s.connect(p);
        QVERIFY2(!e, qPrintable(e.detail));
        QVERIFY(s.tlsInfo().active());
        QVERIFY(s.tlsInfo().version.startsWith(QLatin1String("TLSv1")));
        auto info = ServerProbe::probe(s);
        QVERIFY(info.ok());
        QCOMPARE(info->tls.cipher, s.tlsInfo().cipher);
        QCOMPARE(info->toJson().value(QStringLiteral("tls")).toObject().value(QStringLiteral("version")).toString(),
            s.tlsInfo().version);
    }

    void requiredConnects()
    {
        ServerProfile p = m_tcp;
        p.sslMode = SslMode::Required;
        p.sslCa = file(QStringLiteral("other-ca.pem")); // REQUIRED encrypts but does not verify
        Session s;
        const Error e = s.connect(p);
        QVERIFY2(!e, qPrintable(e.detail));
        QVERIFY(s.tlsInfo().active());
    }

    // The certificate names 127.0.0.1 only: VERIFY_CA must accept it under any host name, VERIFY_IDENTITY must not.
    void verifyCaChecksTheCaOnly()
    {
        ServerProfile p = tls(SslMode::VerifyCa);
        p.host = QStringLiteral("localhost"); // over TCP: the certificate does not name it
        Session s;
        const Error e = s.connect(p);
        QVERIFY2(!e, qPrintable(e.detail));
        QVERIFY(s.tlsInfo().active());
        p.sslCa = file(QStringLiteral("other-ca.pem"));
        QCOMPARE(Session().connect(p).code, ErrorCode::TlsFailed);
    }

    void verifyIdentityChecksTheHostName()
    {
        ServerProfile p = tls(SslMode::VerifyIdentity);
        Session s;
        const Error e = s.connect(p);
        QVERIFY2(!e, qPrintable(e.detail));
        p.host = QStringLiteral("localhost");
        QCOMPARE(Session().connect(p).code, ErrorCode::TlsFailed);
    }

    void verifyModesNeedACa()
    {
        ServerProfile p = tls(SslMode::VerifyCa);
        p.sslCa.clear();
        const Error e = Session().connect(p);
        QCOMPARE(e.code, ErrorCode::TlsCaMissing);
        QCOMPARE(e.context, QStringLiteral("VERIFY_CA"));
    }

    // MariaDB answers a plaintext login under require_secure_transport with "access denied".
    void plaintextRefusalNamesTheRealCause()
    {
        ServerProfile p = m_tcp;
        p.sslMode = SslMode::Disabled;
        QCOMPARE(Session().connect(p).code, ErrorCode::TlsRequired);
        p.password = QStringLiteral("wrong");
        QCOMPARE(Session().connect(p).code, ErrorCode::AccessDenied);
    }

    void requiredFailsOnAServerWithoutTls()
    {
        auto plain = SandboxServer(test::sandboxDir()).profile();
        QVERIFY(plain.ok());
        ServerProfile p = *plain;
        p.host = QStringLiteral("127.0.0.1");
        p.socket.clear();
        p.database.clear();
        p.sslMode = SslMode::Required;
        QCOMPARE(Session().connect(p).code, ErrorCode::TlsUnavailable);
        p.sslMode = SslMode::Preferred; // falls back to plaintext, as the mysql client does
        Session s;
        QVERIFY(!s.connect(p));
        QVERIFY(!s.tlsInfo().active());
    }

    void clientCertificates()
    {
        ServerProfile p = tls(SslMode::VerifyCa);
        p.user = QStringLiteral("x509");
        p.password.clear();
        QCOMPARE(Session().connect(p).code, ErrorCode::AccessDenied);
        p.sslCert = file(QStringLiteral("client.pem"));
        p.sslKey = file(QStringLiteral("client-key.pem"));
        Session s;
        const Error e = s.connect(p);
        QVERIFY2(!e, qPrintable(e.detail));
        QCOMPARE(s.scalar(QStringLiteral("SELECT CURRENT_USER()")).value(), QStringLiteral("x509@127.0.0.1"));
    }

    void optionFileKeys()
    {
        QFile cnf(file(QStringLiteral("client.cnf")));
        QVERIFY(cnf.open(QIODevice::WriteOnly));
        cnf.write(QStringLiteral("[client]\nuser=x509\nssl-ca=%1\nssl-cert=%2\nssl-key=%3\n")
                      .arg(file(QStringLiteral("ca.pem")), file(QStringLiteral("client.pem")),
                          file(QStringLiteral("client-key.pem")))
                      .toUtf8());
        cnf.close();
        cnf.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        ConnectionRequest r;
        r.host = QStringLiteral("localhost");
        r.port = QString::number(m_tcp.port);
        r.database = QString();
        r.optionFiles = { cnf.fileName() };
        auto resolved = ConnectionResolver::resolve(r);
        QVERIFY(resolved.ok());
        QCOMPARE(resolved->profile.sslMode, SslMode::VerifyCa);
        Session s;
        const Error e = s.connect(resolved->profile);
        QVERIFY2(!e, qPrintable(e.detail));
        QVERIFY(s.tlsInfo().active());
    }

    void cliNamesTheCause()
    {
        auto profile = SandboxServer(m_sandboxDir).profile();
        QVERIFY(profile.ok());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MYSQL_PWD"), profile->password);
        const QStringList common { QStringLiteral("cleanup"), QStringLiteral("oltp_read_only"),
            QStringLiteral("--host=127.0.0.1"), QStringLiteral("--port=%1").arg(m_tcp.port),
            QStringLiteral("--user=") + profile->user, QStringLiteral("--read-timeout=30"),
            QStringLiteral("--write-timeout=30") };
        const test::CliResult plain = test::runCli(common + QStringList { QStringLiteral("--ssl-mode=DISABLED") }, env);
        QCOMPARE(plain.exitCode, 3);
        QVERIFY2(plain.err.contains(QLatin1String("requires TLS")), qPrintable(plain.err));
        const test::CliResult verified = test::runCli(common
                + QStringList { QStringLiteral("--ssl-mode=VERIFY_CA"),
                    QStringLiteral("--ssl-ca=") + file(QStringLiteral("ca.pem")) },
            env);
        QVERIFY2(verified.exitCode == 0, qPrintable(verified.err));
    }
};

QTEST_GUILESS_MAIN(TestTlsConnection)
#include "tst_tlsconnection.moc"
