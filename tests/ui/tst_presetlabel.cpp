// SPDX-License-Identifier: GPL-3.0-or-later
// The CPU page and the Results page name presets in the reader's language: in English the same words as core's label
// (the results file's record), for every preset of a few topologies; in German no English word is left.
#include "affinity/affinitypresets.h"
#include "common/presetlabel.h"
#include "common/translations.h"

#include <QRegularExpression>
#include <QTest>

using namespace sb;

class TestPresetLabel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void englishIsCoresLabel();
    void germanHasNoEnglish(); // last: the German translator stays installed

private:
    static QList<Topology> topologies();
};

QList<Topology> TestPresetLabel::topologies()
{
    QList<Topology> all;
    for (const char* description :
        { "package:2 core:6 pu:2", "package:2 core:4 pu:1", "package:2 numa:2 core:4 pu:2" }) {
        auto t = Topology::fromSynthetic(QLatin1String(description));
        if (t)
            all.append(*t);
    }
    return all;
}

void TestPresetLabel::englishIsCoresLabel()
{
    const QList<Topology> all = topologies();
    QCOMPARE(all.size(), 3);
    int checked = 0;
    for (const Topology& t : all) {
        for (const AffinityPreset& p : AffinityPresets::list(t)) {
            QCOMPARE(PresetLabel::label(p.name, t.smtEnabled()), p.label);
            ++checked;
        }
    }
    QVERIFY(checked > 20);
    QCOMPARE(PresetLabel::label(QStringLiteral("0-3,8"), true), QStringLiteral("CPUs 0-3,8"));
}

void TestPresetLabel::germanHasNoEnglish()
{
    QVERIFY(Translations::install(QLocale(QLocale::German, QLocale::Germany)));
    static const QRegularExpression english(QStringLiteral("\\b(all|cores?|on|off|package|node)\\b"));
    for (const Topology& t : topologies()) {
        for (const AffinityPreset& p : AffinityPresets::list(t)) {
            const QString german = PresetLabel::label(p.name, t.smtEnabled());
            QVERIFY2(!english.match(german).hasMatch(), qPrintable(german));
        }
    }
    QCOMPARE(PresetLabel::label(QStringLiteral("cores:4:nosmt:scatter"), true),
        QStringLiteral("4 Kerne, SMT aus, verteilt"));
}

QTEST_MAIN(TestPresetLabel)
#include "tst_presetlabel.moc"
