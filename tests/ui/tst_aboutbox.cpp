// SPDX-License-Identifier: GPL-3.0-or-later
// The About box names the versions a bug report needs: ScaleBench, Qt, the client library, hwloc and the server.
#include "common/workspace.h"
#include "mainwindow.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <hwloc.h>
#include <mysql.h>

using namespace sb;

class TestAboutBox : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void namesTheLibraries();
    void namesTheServerOnceKnown();
};

void TestAboutBox::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench")).clear();
    QCoreApplication::setApplicationVersion(QStringLiteral(SCALEBENCH_VERSION));
}

void TestAboutBox::namesTheLibraries()
{
    MainWindow window;
    const QString text = window.aboutText();
    QVERIFY2(text.contains(QStringLiteral("ScaleBench " SCALEBENCH_VERSION)), qPrintable(text));
    QVERIFY2(text.contains(QString::fromLatin1(qVersion())), qPrintable(text));
    QVERIFY2(text.contains(QString::fromLatin1(mysql_get_client_info())), qPrintable(text));
#ifdef MARIADB_PACKAGE_VERSION
    QVERIFY2(text.contains(QStringLiteral("Connector/C " MARIADB_PACKAGE_VERSION)), qPrintable(text));
#endif
    const unsigned v = hwloc_get_api_version();
    QVERIFY2(
        text.contains(QStringLiteral("%1.%2.%3").arg(v >> 16).arg((v >> 8) & 0xff).arg(v & 0xff)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("not connected yet")), qPrintable(text));
}

void TestAboutBox::namesTheServerOnceKnown()
{
    Workspace workspace;
    MainWindow window(&workspace);
    workspace.setServerVersion(QStringLiteral("10.11.6-MariaDB-0+deb12u1 <log>"));
    const QString text = window.aboutText();
    QVERIFY2(text.contains(QStringLiteral("10.11.6-MariaDB-0+deb12u1 &lt;log&gt;")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("not connected yet")));
}

QTEST_MAIN(TestAboutBox)
#include "tst_aboutbox.moc"
