// SPDX-License-Identifier: GPL-3.0-or-later
// Every scalebench-cli command's help as it was before the run settings moved onto one table (issue 37 item 1): the
// text a user reads (stdout, stderr) and the exit code, against tests/cli/golden/<case>.txt. SCALEBENCH_UPDATE_GOLDEN=1
// writes the files anew; read their diff before committing it. The CLI comes from SCALEBENCH_CLI (set by CTest).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {

QString goldenDir()
{
    return qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/tests/cli/golden/");
}

// Qt's own warnings about the environment (XDG_RUNTIME_DIR) are not the CLI's text.
QString withoutQtNoise(QString text)
{
    static const QRegularExpression noise(QStringLiteral("^QStandardPaths:[^\n]*\n"),
        QRegularExpression::MultilineOption);
    return text.remove(noise);
}

QString runCli(const QStringList& args)
{
    QProcess cli;
    cli.setProgram(qEnvironmentVariable("SCALEBENCH_CLI"));
    cli.setArguments(args);
    cli.start();
    cli.closeWriteChannel();
    if (!cli.waitForFinished(120000))
        return QStringLiteral("did not finish");
    return QStringLiteral("$ scalebench-cli %1\nexit: %2\n--- stdout\n%3--- stderr\n%4")
        .arg(args.join(QLatin1Char(' ')))
        .arg(cli.exitCode())
        .arg(QString::fromUtf8(cli.readAllStandardOutput()), withoutQtNoise(QString::fromUtf8(cli.readAllStandardError())));
}

} // namespace

class TestCliHelp : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void help_data()
    {
        QTest::addColumn<QStringList>("args");
        const QStringList commands { QStringLiteral("prepare"), QStringLiteral("run"), QStringLiteral("explore"),
            QStringLiteral("cleanup"), QStringLiteral("check"), QStringLiteral("sandbox"), QStringLiteral("list"),
            QStringLiteral("plan"), QStringLiteral("results"), QStringLiteral("compare"),
            QStringLiteral("import-sysbench"), QStringLiteral("topology"), QStringLiteral("report"),
            QStringLiteral("fit"), QStringLiteral("bundle"), QStringLiteral("reproduce"), QStringLiteral("restore") };
        QTest::newRow("help") << QStringList { QStringLiteral("--help") };
        QTest::newRow("no-command") << QStringList {};
        for (const QString& command : commands)
            QTest::newRow(qPrintable(command)) << QStringList { command, QStringLiteral("--help") };
        // A workload's help: its options and every run option.
        for (const char* workload : { "oltp_read_only", "tpcc", "kv" })
            QTest::newRow(qPrintable(QStringLiteral("list-") + QLatin1String(workload)))
                << QStringList { QStringLiteral("list"), QLatin1String(workload) };
        QTest::newRow("run-workload") << QStringList { QStringLiteral("run"), QStringLiteral("oltp_read_only"),
            QStringLiteral("--help") };
        QTest::newRow("explore-workload") << QStringList { QStringLiteral("explore"), QStringLiteral("oltp_read_only"),
            QStringLiteral("--help") };
        QTest::newRow("plan-validate") << QStringList { QStringLiteral("plan"), QStringLiteral("validate") };
    }

    void help()
    {
        QFETCH(QStringList, args);
        const QString text = runCli(args);
        const QString path = goldenDir() + QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".txt");
        if (qEnvironmentVariableIsSet("SCALEBENCH_UPDATE_GOLDEN")) {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(text.toUtf8());
        }
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const QString golden = QString::fromUtf8(file.readAll());
        if (text != golden) {
            const QStringList a = text.split(QLatin1Char('\n')), b = golden.split(QLatin1Char('\n'));
            for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
                if (a.value(i) != b.value(i)) {
                    qWarning().noquote() << "line" << i + 1 << "\n now:    " << a.value(i) << "\n golden: " << b.value(i);
                    break;
                }
            }
        }
        QCOMPARE(text, golden);
    }
};

QTEST_GUILESS_MAIN(TestCliHelp)
#include "tst_clihelp.moc"
