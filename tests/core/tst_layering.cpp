// SPDX-License-Identifier: GPL-3.0-or-later
// The core folders' order (issue 24): core/CMakeLists.txt lists them from the bottom up (its foreach(dir ...) line,
// then mpi), and a folder may include its own headers and those of folders below it, never one above. This test
// reads that line and every file of core/, and names each upward include; the build's unit label fails on one.
// There are no exceptions: a class that two folders need lives in the lower one (the plan model in plan/, below the
// store that keeps it; the server's process and its pid file in server/, below the affinity that binds it).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestLayering : public QObject {
    Q_OBJECT

private:
    static QString sourceDir() { return qEnvironmentVariable("SCALEBENCH_SOURCE_DIR"); }

    // The folders from the bottom up, as core/CMakeLists.txt adds them.
    static QStringList order()
    {
        QFile file(sourceDir() + QStringLiteral("/core/CMakeLists.txt"));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QString text = QString::fromUtf8(file.readAll());
        const auto match = QRegularExpression(QStringLiteral("foreach\\(dir ([a-z ]+)\\)")).match(text);
        QStringList folders = match.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (text.contains(QLatin1String("add_subdirectory(mpi)")))
            folders.append(QStringLiteral("mpi")); // added after the others, when MPI is found
        return folders;
    }

private Q_SLOTS:
    void noFolderIncludesOneAboveIt()
    {
        const QStringList folders = order();
        QVERIFY2(folders.size() >= 9, qPrintable(folders.join(QLatin1Char(' '))));
        QCOMPARE(folders.first(), QStringLiteral("common"));
        static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s+\"([a-z]+)/([^\"]+)\""),
            QRegularExpression::MultilineOption);
        QStringList offenders;
        const QDir core(sourceDir() + QStringLiteral("/core"));
        for (int level = 0; level < folders.size(); ++level) {
            QDirIterator it(core.filePath(folders.at(level)), { QStringLiteral("*.h"), QStringLiteral("*.cpp") },
                QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                QVERIFY(file.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(file.readAll());
                for (auto m = include.globalMatch(text); m.hasNext();) {
                    const auto hit = m.next();
                    const qsizetype target = folders.indexOf(hit.captured(1));
                    if (target <= level) // its own folder, one below, or not a core folder (Qt's, say)
                        continue;
                    const QString entry = core.relativeFilePath(path) + QStringLiteral(": ") + hit.captured(1)
                        + QLatin1Char('/') + hit.captured(2);
                    offenders.append(entry);
                }
            }
        }
        QVERIFY2(offenders.isEmpty(),
            qPrintable(QStringLiteral("upward includes (the order is %1):\n  %2")
                           .arg(folders.join(QStringLiteral(" < ")), offenders.join(QStringLiteral("\n  ")))));
    }
};

QTEST_APPLESS_MAIN(TestLayering)
#include "tst_layering.moc"
