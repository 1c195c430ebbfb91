// SPDX-License-Identifier: GPL-3.0-or-later
// scalebench-agent as a DBA installs it on the database host: the binary links Qt Core and hwloc, never Qt Sql, Gui
// or Widgets nor a MySQL client library (ldd); its own .deb (CPack's agent component, where dpkg-dev made it) holds
// that program alone, with its own Depends (no Qt Sql, no GUI) and Recommends linux-perf.
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString output(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// "libQt6Core.so.6 => ..." lines: the library names.
QStringList linked(const QString& binary)
{
    QStringList names;
    for (const QString& line : output(QStringLiteral("ldd"), { binary }).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        names.append(line.trimmed().section(QLatin1Char(' '), 0, 0));
    return names;
}

void checkLinks(const QString& binary)
{
    const QStringList names = linked(binary);
    QVERIFY2(!names.isEmpty(), qPrintable(binary));
    QVERIFY(names.contains(QStringLiteral("libQt6Core.so.6")));
    QVERIFY(names.filter(QStringLiteral("libhwloc")).size() == 1);
    for (const char* refused : { "libQt6Sql", "libQt6Gui", "libQt6Widgets", "libmariadb", "libmysqlclient" })
        QVERIFY2(names.filter(QLatin1String(refused)).isEmpty(), qPrintable(names.join(QLatin1Char(' '))));
}

} // namespace

class TestAgentPackage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void theAgentLinksQtCoreAndHwlocOnly()
    {
        const QString agent = qEnvironmentVariable("SCALEBENCH_AGENT");
        QVERIFY(QFile::exists(agent));
        checkLinks(agent);
    }

    void itsPackageHoldsTheAgentAlone()
    {
        if (qEnvironmentVariableIsEmpty("SCALEBENCH_AGENT_DEB_DIR"))
            QSKIP("dpkg-dev is not installed: no .deb was made (packaging/install-deps.sh)");
        const QDir dir(qEnvironmentVariable("SCALEBENCH_AGENT_DEB_DIR"));
        const QStringList debs = dir.entryList({ QStringLiteral("scalebench-agent_*.deb") }, QDir::Files);
        QCOMPARE(debs.size(), 1);
        const QString deb = dir.filePath(debs.first());
        const auto field = [&deb](const char* name) {
            return output(QStringLiteral("dpkg-deb"), { QStringLiteral("-f"), deb, QLatin1String(name) }).trimmed();
        };
        QCOMPARE(field("Package"), QStringLiteral("scalebench-agent"));
        QCOMPARE(field("Recommends"), QStringLiteral("linux-perf"));
        const QString depends = field("Depends");
        QVERIFY2(depends.contains(QLatin1String("libqt6core6")) && depends.contains(QLatin1String("libhwloc")), qPrintable(depends));
        for (const char* refused : { "libqt6sql", "libqt6gui", "libqt6svg", "libmariadb", "libmysqlclient" })
            QVERIFY2(!depends.contains(QLatin1String(refused)), qPrintable(depends));
        const QStringList files = output(QStringLiteral("dpkg-deb"), { QStringLiteral("-c"), deb }).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(files.filter(QRegularExpression(QStringLiteral("[^/]$"))).size(), 1); // one file, the rest folders
        QVERIFY(files.filter(QStringLiteral("./usr/bin/scalebench-agent")).size() == 1);
        QTemporaryDir unpacked;
        QVERIFY(QProcess::execute(QStringLiteral("dpkg-deb"), { QStringLiteral("-x"), deb, unpacked.path() }) == 0);
        checkLinks(unpacked.filePath(QStringLiteral("usr/bin/scalebench-agent")));
    }
};

QTEST_GUILESS_MAIN(TestAgentPackage)
#include "tst_agentpackage.moc"
