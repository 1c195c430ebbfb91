// SPDX-License-Identifier: GPL-3.0-or-later
// Files and functions a newcomer can read (issue 37): no source file in core, ui, app or tests over 600 lines, no
// function over 80 (QTest's `_data` functions, which are rows of a table, are exempt). The scanner is
// tests/core/sourcescan.h, tested here first on small pieces of C++ it must read right. `stillToSplit` holds the
// places that were over the limits when the rule came, with their size then: a listed place may not grow, and the
// test fails when one of them is within the limits (remove it from the list), so the list only shrinks.
#include "sourcescan.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSet>
#include <QTest>

using sb::test::functionSpans;

class TestSourceSize : public QObject {
    Q_OBJECT

private:
    static constexpr int kFileLines = 600;
    static constexpr int kFunctionLines = 80;

    static QString sourceDir() { return qEnvironmentVariable("SCALEBENCH_SOURCE_DIR"); }

    static QString lines(int n, const QString& line) { return line.repeated(n); }

    // "path" (a file over kFileLines) and "path: function" (a function over kFunctionLines), with the size they had.
    static const QMap<QString, int>& stillToSplit()
    {
        static const QMap<QString, int> places {
#include "sourcesize_known.inc"
        };
        return places;
    }

private Q_SLOTS:
    void scannerFindsFunctionsAndTheirLength()
    {
        const QString text = QStringLiteral("namespace sb {\nint f(int a)\n{\n")
            + lines(5, QStringLiteral("    ++a;\n")) + QStringLiteral("    return a;\n}\n} // namespace sb\n");
        const auto spans = functionSpans(text);
        QCOMPARE(spans.size(), 1);
        QCOMPARE(spans.first().name, QStringLiteral("f"));
        QCOMPARE(spans.first().firstLine, 3);
        QCOMPARE(spans.first().lines, 8); // the braces' lines and the six between them
    }

    void bracesInCommentsAndLiteralsDoNotCount()
    {
        const QString text = QStringLiteral(
            "void Foo::bar() const\n{\n    // { not a brace\n    const char* s = \"}}{\";\n    char c = '{';\n"
            "    /* } { */ auto r = R\"x(}{)\" )x\";\n    int n = 1'000;\n}\n#define OPEN {\nint g() { return 1; }\n");
        const auto spans = functionSpans(text);
        QCOMPARE(spans.size(), 2);
        QCOMPARE(spans.at(0).name, QStringLiteral("Foo::bar"));
        QCOMPARE(spans.at(0).lines, 7);
        QCOMPARE(spans.at(1).name, QStringLiteral("g"));
        QCOMPARE(spans.at(1).lines, 1);
    }

    void lambdasAndLocalClassesBelongToTheirFunction()
    {
        const QString text = QStringLiteral("void outer()\n{\n    auto l = [](int x) {\n        return x;\n    };\n"
                                            "    struct Local { int m() { return 2; } };\n    if (true) {\n    }\n}\n");
        const auto spans = functionSpans(text);
        QCOMPARE(spans.size(), 1);
        QCOMPARE(spans.first().name, QStringLiteral("outer"));
        QCOMPARE(spans.first().lines, 8);
    }

    void classMembersInitialisersAndDataAreRead()
    {
        const QString text = QStringLiteral(
            "class A : public B {\n    Q_OBJECT\npublic:\n    A(int x) : B(x), m_v{ x, 2 }, m_w(3)\n    {\n"
            "        m_v.clear();\n    }\n    int size() const override { return 0; }\n    QList<int> m_v;\n};\n"
            "static const QMap<int, int> table {\n    { 1, 2 },\n};\nconst auto l = [] { return 1; };\n"
            "Q_DECLARE_METATYPE(A)\nbool operator==(const A&, const A&) { return true; }\n");
        const auto spans = functionSpans(text);
        QCOMPARE(spans.size(), 3);
        QCOMPARE(spans.at(0).name, QStringLiteral("A"));
        QCOMPARE(spans.at(0).firstLine, 5);
        QCOMPARE(spans.at(0).lines, 3);
        QCOMPARE(spans.at(1).name, QStringLiteral("size"));
        QCOMPARE(spans.at(2).name, QStringLiteral("operator=="));
    }

    void noFileOrFunctionOverTheLimits()
    {
        QVERIFY2(!sourceDir().isEmpty(), "SCALEBENCH_SOURCE_DIR is not set");
        const QDir root(sourceDir());
        QStringList over;
        QSet<QString> listedAndOver;
        auto check = [&](const QString& place, int size, int limit) {
            if (size <= limit)
                return;
            if (stillToSplit().contains(place)) {
                listedAndOver.insert(place);
                if (size > stillToSplit().value(place)) // listed to shrink, not to grow
                    over.append(QStringLiteral("%1 (%2 lines, listed at %3)")
                                    .arg(place)
                                    .arg(size)
                                    .arg(stillToSplit().value(place)));
            } else
                over.append(QStringLiteral("%1 (%2 lines)").arg(place).arg(size));
        };
        int files = 0;
        for (const char* folder : { "core", "ui", "app", "tests" }) {
            QDirIterator it(root.filePath(QLatin1String(folder)), { QStringLiteral("*.cpp"), QStringLiteral("*.h") },
                QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
                const QString text = QString::fromUtf8(file.readAll());
                const QString relative = root.relativeFilePath(path);
                ++files;
                check(relative, int(text.count(QLatin1Char('\n'))), kFileLines);
                for (const auto& span : functionSpans(text)) {
                    if (!span.name.endsWith(QLatin1String("_data")))
                        check(relative + QStringLiteral(": ") + span.name, span.lines, kFunctionLines);
                }
            }
        }
        QVERIFY2(files > 300, qPrintable(QString::number(files)));
        for (const QString& place : over) // QTest cuts a long message: each place on a line of its own
            qInfo("over the limit: %s", qPrintable(place));
        QVERIFY2(over.isEmpty(),
            qPrintable(QStringLiteral("over %1 lines a file or %2 a function; split them where a newcomer would look "
                                      "for the part:\n  %3")
                           .arg(kFileLines)
                           .arg(kFunctionLines)
                           .arg(over.join(QStringLiteral("\n  ")))));
        QStringList done;
        for (auto it = stillToSplit().cbegin(); it != stillToSplit().cend(); ++it) {
            if (!listedAndOver.contains(it.key()))
                done.append(it.key());
        }
        QVERIFY2(done.isEmpty(),
            qPrintable(QStringLiteral("within the limits now, remove from tests/core/sourcesize_known.inc:\n  ")
                + done.join(QStringLiteral("\n  "))));
    }
};

QTEST_APPLESS_MAIN(TestSourceSize)
#include "tst_sourcesize.moc"
