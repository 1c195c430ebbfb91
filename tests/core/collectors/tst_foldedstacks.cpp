// SPDX-License-Identifier: GPL-3.0-or-later
// perf script output folded into stacks in C++ (core/collectors/foldedstacks): frame names by where they ran,
// addresses without a symbol grouped per library, truncated stacks counted, the warm-up left out.
#include "collectors/foldedstacks.h"

#include <QBuffer>
#include <QTest>

using namespace sb;

namespace {

// Four samples as perf script -F comm,tid,time,ip,sym,dso prints them (leaf first): a complete kernel + server
// stack, one that stops in libc without a symbol (no frame pointers), one in the warm-up, one in a library.
const char* const kScript = "mariadbd  2001  100.500000: \n"
                            "\tffffffff81a0 __schedule ([kernel.kallsyms])\n"
                            "\tffffffff81a1 schedule ([kernel.kallsyms])\n"
                            "\t55d0c1a2b3c4 JOIN::prepare(TABLE_LIST*, bool) (/usr/sbin/mariadbd)\n"
                            "\t55d0c1a2b000 mysql_execute_command(THD*, bool) (/usr/sbin/mariadbd)\n"
                            "\t7f0000001000 start_thread (/usr/lib/x86_64-linux-gnu/libc.so.6)\n"
                            "\n"
                            "mariadbd  2002  100.600000: \n"
                            "\t55d0c1a2b3c4 JOIN::prepare(TABLE_LIST*, bool) (/usr/sbin/mariadbd)\n"
                            "\t7f0000002000 [unknown] (/usr/lib/x86_64-linux-gnu/libc.so.6)\n"
                            "\n"
                            "mariadbd  2002  99.000000: \n"
                            "\t55d0c1a2b3c4 JOIN::prepare(TABLE_LIST*, bool) (/usr/sbin/mariadbd)\n"
                            "\n"
                            "my thread  2003 [001]  100.700000: \n"
                            "\t7f0000003000 __memcpy_avx_unaligned (/usr/lib/x86_64-linux-gnu/libc.so.6)\n"
                            "\t55d0c1000000 [unknown] (/usr/sbin/mariadbd)\n"
                            "\t7f0000004000 [unknown] ([unknown])\n"
                            "\n";

} // namespace

class TestFoldedStacks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void foldsPerfScript();
    void streamsTheSame();
    void storedFormRoundTrips();
    void functionsBySelfAndTotal();
};

void TestFoldedStacks::foldsPerfScript()
{
    const FoldedProfile p = foldPerfScript(QByteArray(kScript), QStringLiteral("mariadbd"), 100.0, 0);
    QCOMPARE(p.samples, 3u);
    QCOMPARE(p.skipped, 1u); // 99.0 s: before the measured part
    QCOMPARE(p.truncated, 2u); // only the first reaches start_thread
    const QByteArray folded = p.foldedText();
    QVERIFY2(folded.contains("mariadbd;libc.so.6`start_thread;mysql_execute_command(THD*, bool);"
                             "JOIN::prepare(TABLE_LIST*, bool);schedule_[k];__schedule_[k] 1\n"),
        folded.constData());
    QVERIFY2(folded.contains("mariadbd;[libc.so.6];JOIN::prepare(TABLE_LIST*, bool) 1\n"), folded.constData());
    QVERIFY2(folded.contains("my thread;[unknown];[mariadbd];libc.so.6`__memcpy_avx_unaligned 1\n"), folded.constData());
    QCOMPARE(p.share(FrameKind::Kernel), 1.0 / 3);
    QCOMPARE(p.share(FrameKind::Server), 1.0 / 3);
    QCOMPARE(p.share(FrameKind::Library), 1.0 / 3);
    const QJsonObject meta = p.meta();
    QCOMPARE(meta.value(QStringLiteral("truncated_share")).toDouble(), 2.0 / 3);
    QCOMPARE(meta.value(QStringLiteral("server_binary")).toString(), QStringLiteral("mariadbd"));

    QCOMPARE(frameKind(QStringLiteral("[mariadbd]"), QStringLiteral("mariadbd")), FrameKind::Server);
    QCOMPARE(frameKind(QStringLiteral("[libm.so.6]"), QStringLiteral("mariadbd")), FrameKind::Library);
    QCOMPARE(frameKind(QStringLiteral("[unknown]"), QStringLiteral("mariadbd")), FrameKind::Unknown);
    // An upper bound leaves later samples out too.
    QCOMPARE(foldPerfScript(QByteArray(kScript), QStringLiteral("mariadbd"), 0, 100.55).samples, 2u);
}

void TestFoldedStacks::streamsTheSame()
{
    QByteArray text(kScript);
    QBuffer buffer(&text);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    const FoldedProfile streamed = foldPerfScript(buffer, QStringLiteral("mariadbd"), 100.0, 0);
    QCOMPARE(streamed.foldedText(), foldPerfScript(text, QStringLiteral("mariadbd"), 100.0, 0).foldedText());
}

void TestFoldedStacks::storedFormRoundTrips()
{
    FoldedProfile p = foldPerfScript(QByteArray(kScript), QStringLiteral("mariadbd"), 100.0, 0);
    p.frequencyHz = 199;
    const FoldedProfile back = FoldedProfile::fromStored(p.foldedText(), p.meta());
    QCOMPARE(back.samples, p.samples);
    QCOMPARE(back.truncated, p.truncated);
    QCOMPARE(back.frequencyHz, 199);
    QCOMPARE(back.stacks, p.stacks);
    QCOMPARE(back.share(FrameKind::Kernel), p.share(FrameKind::Kernel));
    // A damaged line is skipped, not read as a stack.
    QCOMPARE(FoldedProfile::fromStored("a;b 3\nbroken line\n", {}).samples, 3u);
}

void TestFoldedStacks::functionsBySelfAndTotal()
{
    const FoldedProfile p = FoldedProfile::fromStored("t;main;f;g 3\nt;main;f 2\nt;main;g;g 1\n", {});
    const auto functions = functionSamples(p);
    QCOMPARE(functions.at(QStringLiteral("main")).total, 6u);
    QCOMPARE(functions.at(QStringLiteral("main")).self, 0u);
    QCOMPARE(functions.at(QStringLiteral("f")).self, 2u);
    QCOMPARE(functions.at(QStringLiteral("g")).self, 4u);
    QCOMPARE(functions.at(QStringLiteral("g")).total, 4u); // once per stack, even when it recurses
    QVERIFY(!functions.count(QStringLiteral("t"))); // the thread's name is no function
}

QTEST_GUILESS_MAIN(TestFoldedStacks)
#include "tst_foldedstacks.moc"
