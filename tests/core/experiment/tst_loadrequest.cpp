// SPDX-License-Identifier: GPL-3.0-or-later
// The request a plan or the Run page hands to its load processes: one command-line word that gives them back the
// same run (spec, server, prepare, binding), never the password, and a rank 0 on another machine than the results
// file is refused.
#include "experiment/loadrequest.h"

#include <QTest>

using namespace sb;

class TestLoadRequest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTripKeepsTheRunButNotThePassword()
    {
        LoadRequest handed;
        MeasuredRunRequest& r = handed.request;
        r.spec.index = 7;
        r.spec.workload = QStringLiteral("oltp_read_write");
        r.spec.workloadLabel = QStringLiteral("rw");
        r.spec.workloadOptions = { { QStringLiteral("tables"), 4 }, { QStringLiteral("skip_trx"), true } };
        r.spec.threads = 12;
        r.spec.durationSec = 30;
        r.spec.rate = 500;
        r.spec.clientCpu = CpuConfig { QStringLiteral("two"), QStringLiteral("0-1") };
        r.server.profile.name = QStringLiteral("db");
        r.server.profile.host = QStringLiteral("db1");
        r.server.profile.port = 3307;
        r.server.profile.user = QStringLiteral("bench");
        r.server.profile.password = QStringLiteral("s3cret");
        r.server.profile.sslMode = SslMode::Required;
        r.server.profile.readTimeoutSec = 5;
        r.server.profile.defaultIoTimeouts = false; // the user gave one: the ranks keep it too
        r.server.profile.moreHosts = { { QStringLiteral("db2"), 3308 } };
        r.server.pid = 4242;
        r.prepare = PreparePolicy::Auto;
        r.prepareThreads = 3;
        r.sampleServerThreads = true;
        r.bindServerToAll = true;
        handed.storePath = QStringLiteral("/tmp/r.sqlite");
        handed.experimentId = 9;
        handed.launchHost = QStringLiteral("bench0");

        const QString word = handed.encode();
        QVERIFY(!word.contains(QLatin1Char(' ')));
        QVERIFY(!QByteArray::fromBase64(word.toLatin1(), QByteArray::Base64UrlEncoding).contains("s3cret"));
        auto back = LoadRequest::decode(word);
        QVERIFY(back.ok());
        QCOMPARE(back->request.spec, r.spec);
        const ServerProfile& p = back->request.server.profile;
        QCOMPARE(p.host, QStringLiteral("db1"));
        QCOMPARE(p.port, 3307u);
        QCOMPARE(p.user, QStringLiteral("bench"));
        QVERIFY(p.password.isEmpty());
        QCOMPARE(p.sslMode, SslMode::Required);
        QCOMPARE(p.readTimeoutSec, 5);
        QVERIFY(!p.defaultIoTimeouts);
        QCOMPARE(p.moreHosts.size(), 1);
        QCOMPARE(p.moreHosts.first().port, 3308u);
        QCOMPARE(back->request.server.pid, pid_t(4242));
        QCOMPARE(back->request.prepare, PreparePolicy::Auto);
        QCOMPARE(back->request.prepareThreads, 3);
        QVERIFY(back->request.sampleServerThreads);
        QVERIFY(back->request.bindServerToAll);
        QVERIFY(!back->request.load.active()); // the ranks run it themselves
        QCOMPARE(back->storePath, handed.storePath);
        QCOMPARE(back->experimentId, 9);
    }

    void refusesWhatItDidNotMake()
    {
        QCOMPARE(LoadRequest::decode(QStringLiteral("bm90IGpzb24")).error().code, ErrorCode::ParseError);
        QCOMPARE(LoadRequest::decode(QString()).error().code, ErrorCode::ParseError);
    }

    void rankZeroMustRunWhereTheResultsFileIs()
    {
        LoadRequest handed;
        handed.launchHost = QStringLiteral("bench0");
        QVERIFY(!handed.checkStoreHost(QStringLiteral("load2"))); // nothing stored: anywhere will do
        handed.storePath = QStringLiteral("/tmp/r.sqlite");
        QVERIFY(!handed.checkStoreHost(QStringLiteral("bench0")));
        const Error elsewhere = handed.checkStoreHost(QStringLiteral("load2"));
        QCOMPARE(elsewhere.code, ErrorCode::OptionValueInvalid);
        QCOMPARE(elsewhere.args, (QStringList { QStringLiteral("load2"), QStringLiteral("bench0") }));
    }
};

QTEST_APPLESS_MAIN(TestLoadRequest)
#include "tst_loadrequest.moc"
