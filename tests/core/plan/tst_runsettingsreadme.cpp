// SPDX-License-Identifier: GPL-3.0-or-later
// The README's list of run settings is RunSettings' table (issue 37 item 1): the text between the run-settings
// markers must be RunSettings::markdownList(). SCALEBENCH_UPDATE_GOLDEN=1 writes it into README.md.
#include "plan/runsettings.h"

#include <QFile>
#include <QTest>

using namespace sb;

class TestRunSettingsReadme : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readmeListIsTheTable()
    {
        const QString path = qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/README.md");
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QString text = QString::fromUtf8(file.readAll());
        file.close();
        const QString begin = QStringLiteral("<!-- run-settings:begin (generated from core/plan/runsettingtable.cpp; do not edit) -->\n");
        const QString end = QStringLiteral("<!-- run-settings:end -->");
        const qsizetype from = text.indexOf(begin), to = text.indexOf(end);
        QVERIFY2(from >= 0 && to > from, "README.md has no run-settings markers");
        const QString listed = text.mid(from + begin.size(), to - from - begin.size());
        if (qEnvironmentVariableIsSet("SCALEBENCH_UPDATE_GOLDEN") && listed != RunSettings::markdownList()) {
            text.replace(from + begin.size(), to - from - begin.size(), RunSettings::markdownList());
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(text.toUtf8());
            return;
        }
        QCOMPARE(listed, RunSettings::markdownList());
    }
};

QTEST_GUILESS_MAIN(TestRunSettingsReadme)
#include "tst_runsettingsreadme.moc"
