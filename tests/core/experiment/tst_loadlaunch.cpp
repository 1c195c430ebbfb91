// SPDX-License-Identifier: GPL-3.0-or-later
// The error line a load process (MPI rank) prints when its run cannot start, read back by the launcher: the whole
// error travels, args included, so the launcher's side can say it in its reader's language.
#include "experiment/loadlaunch.h"

#include <QJsonDocument>
#include <QTest>

using namespace sb;

namespace {
// What the launcher reads: the line as rank 0 prints it on its --json stream, parsed back.
Error throughLine(const Error& e)
{
    const QByteArray line = QJsonDocument(LoadLaunch::errorLine(e)).toJson(QJsonDocument::Compact);
    return LoadLaunch::errorFromLine(QJsonDocument::fromJson(line).object());
}
}

class TestLoadLaunch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void errorLineCarriesTheWholeError()
    {
        const Error sent { ErrorCode::ScriptInvalid, QStringLiteral("/tmp/mix.sql:7:3"), QStringLiteral("near ';'"),
            1064, 4, { QStringLiteral("SELECT"), QStringLiteral("7"), QStringLiteral("\u00e4\u00f6\u00fc") } };
        const Error back = throughLine(sent);
        QCOMPARE(back.code, sent.code);
        QCOMPARE(back.context, sent.context);
        QCOMPARE(back.detail, sent.detail);
        QCOMPARE(back.serverCode, sent.serverCode);
        QCOMPARE(back.value, sent.value);
        QCOMPARE(back.args, sent.args);
        QCOMPARE(LoadLaunch::errorLine(sent).value(QStringLiteral("type")).toString(), QStringLiteral("error"));
    }

    // A rank of an older build prints no args; a newer one may name a code this build does not know.
    void olderAndNewerLinesStillReadAsErrors()
    {
        const QJsonObject older { { QStringLiteral("type"), QStringLiteral("error") },
            { QStringLiteral("code"), QStringLiteral("connect-failed") },
            { QStringLiteral("context"), QStringLiteral("db1:3306") } };
        const Error back = LoadLaunch::errorFromLine(older);
        QCOMPARE(back.code, ErrorCode::ConnectFailed);
        QCOMPARE(back.context, QStringLiteral("db1:3306"));
        QVERIFY(back.args.isEmpty());
        QCOMPARE(back.value, 0);

        const QJsonObject newer { { QStringLiteral("type"), QStringLiteral("error") },
            { QStringLiteral("code"), QStringLiteral("some-future-code") } };
        QCOMPARE(LoadLaunch::errorFromLine(newer).code, ErrorCode::Internal);
        QCOMPARE(LoadLaunch::errorFromLine({}).code, ErrorCode::Internal);
    }
};

QTEST_APPLESS_MAIN(TestLoadLaunch)
#include "tst_loadlaunch.moc"
