// SPDX-License-Identifier: GPL-3.0-or-later
// Replays tests/fuzz/corpus/<target>/ and tests/fuzz/regressions/<target>/ (inputs that once crashed a parser or
// tripped a sanitizer) through the fuzz targets' code: a fixed bug that comes back fails here, with or without clang.
#include "fuzztargets.h"

#include <QDirIterator>
#include <QTest>
#include <functional>

using namespace sb;

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void replay_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("file");
        const QString root = qEnvironmentVariable("SCALEBENCH_FUZZ_DIR");
        QVERIFY2(QFileInfo(root + QStringLiteral("/corpus")).isDir(), "SCALEBENCH_FUZZ_DIR must name tests/fuzz");
        for (const QString& kind : { QStringLiteral("corpus"), QStringLiteral("regressions") }) {
            for (const QString& target : targets().keys()) {
                QDirIterator it(root + QLatin1Char('/') + kind + QLatin1Char('/') + target, QDir::Files);
                while (it.hasNext()) {
                    const QString file = it.next();
                    QTest::addRow("%s/%s/%s", qPrintable(kind), qPrintable(target), qPrintable(it.fileName()))
                        << target << file;
                }
            }
        }
    }

    void replay()
    {
        QFETCH(QString, target);
        QFETCH(QString, file);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        targets().value(target)(f.readAll()); // a crash or a sanitizer report ends the test
    }

private:
    static QMap<QString, std::function<void(const QByteArray&)>> targets()
    {
        return { { QStringLiteral("planreader"), fuzz::planReader },
            { QStringLiteral("scriptparser"), fuzz::scriptParser }, { QStringLiteral("optionfile"), fuzz::optionFile },
            { QStringLiteral("cpuset"), fuzz::cpuList }, { QStringLiteral("sysbenchlogimport"), fuzz::sysbenchLog } };
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
