// SPDX-License-Identifier: GPL-3.0-or-later
// The custom script format: what a valid script becomes, and every error with its file:line:column.
#include "workload/scriptparser.h"
#include "workload/scriptproblem.h"
#include "workload/scriptworkload.h"
#include "workload/workloadregistry.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace sb;

namespace {

QString lines(std::initializer_list<const char*> list)
{
    QStringList l;
    for (const char* s : list)
        l.append(QString::fromUtf8(s));
    return l.join(QLatin1Char('\n'));
}

} // namespace

class TestScriptParser : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString& name, const QString& text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(text.toUtf8());
        return path;
    }

private Q_SLOTS:
    void variablesBecomeTypedParameters()
    {
        auto s = ScriptParser::parse(lines({
                                         "-- a comment",
                                         "\\set id random(1, 100000)",
                                         "\\set g gaussian(-50, 50)",
                                         "\\set z zipfian(1, 1000, 1.2)",
                                         "\\set p pareto(1, 1000)",
                                         "\\set s special(10, 20)",
                                         "\\set name string('@@@-####')",
                                         "\\set n 42",
                                         "SELECT c FROM t WHERE id = :id AND name = ':notavar' AND g = :g;",
                                         "UPDATE t SET name = :name,",
                                         "  z = :z -- trailing comment with :nothing",
                                         "WHERE id = :id;",
                                     }),
            QStringLiteral("t.sql"));
        QVERIFY2(s.ok(), qPrintable(s.error().context + QStringLiteral(" ") + s.error().detail));
        QCOMPARE(s->variables.size(), std::size_t(7));
        const ScriptVariable& id = s->variables[0];
        QCOMPARE(id.function, ScriptFunction::Uniform);
        QCOMPARE(id.low, 1);
        QCOMPARE(id.high, 100000);
        QCOMPARE(s->variables[1].low, -50);
        QCOMPARE(s->variables[2].function, ScriptFunction::Zipfian);
        QCOMPARE(s->variables[2].parameter, 1.2);
        QCOMPARE(s->variables[3].parameter, 0.2); // sysbench's default h
        QCOMPARE(s->variables[4].function, ScriptFunction::Special);
        QVERIFY(s->variables[5].isString());
        QCOMPARE(s->variables[5].pattern, std::string("@@@-####"));
        QCOMPARE(s->variables[6].function, ScriptFunction::Constant);
        QCOMPARE(s->variables[6].low, 42);

        QCOMPARE(s->statements.size(), std::size_t(2));
        const ScriptStatement& select = s->statements[0];
        QCOMPARE(select.sql, std::string("SELECT c FROM t WHERE id = ? AND name = ':notavar' AND g = ?"));
        QCOMPARE(select.parameters, (std::vector<int> { 0, 1 }));
        QCOMPARE(select.kind, StatementKind::Read);
        QCOMPARE(select.line, 9);
        const ScriptStatement& update = s->statements[1];
        QCOMPARE(update.sql, std::string("UPDATE t SET name = ?,\n  z = ?\nWHERE id = ?"));
        QCOMPARE(update.parameters, (std::vector<int> { 5, 2, 0 }));
        QCOMPARE(update.kind, StatementKind::Write);
        // Each \set is a step before the statements that use it, in file order.
        QCOMPARE(s->runSteps.size(), std::size_t(9));
        QCOMPARE(s->runSteps[0].type, ScriptStep::Type::Set);
        QCOMPARE(s->runSteps[7].type, ScriptStep::Type::Execute);
        QVERIFY(!s->runUsesTransaction());
    }

    void transactionsAndKinds()
    {
        auto s = ScriptParser::parse(lines({ "\\set a uniform(1,10)", "BEGIN;", "SELECT 1; INSERT INTO t VALUES (:a);",
                                         "DELETE FROM t WHERE a = :a;", "COMMIT;" }),
            QStringLiteral("t.sql"));
        QVERIFY(s.ok());
        QCOMPARE(s->statements.size(), std::size_t(5));
        QVERIFY(s->statements[0].beginsTransaction);
        QCOMPARE(s->statements[0].kind, StatementKind::Other);
        QCOMPARE(s->statements[2].kind, StatementKind::Write);
        QCOMPARE(s->statements[2].column, 11); // the second statement of line 3
        QCOMPARE(s->statements[3].kind, StatementKind::Write);
        QVERIFY(s->statements[4].endsTransaction);
        QVERIFY(s->runUsesTransaction());
    }

    void prepareSectionCreatesAndLoads()
    {
        auto s = ScriptParser::parse(lines({
                                         "-- prepare",
                                         "CREATE TABLE IF NOT EXISTS `orders` (id INT PRIMARY KEY, v VARCHAR(20));",
                                         "CREATE TEMPORARY TABLE scratch (x INT);",
                                         "\\repeat 5000 row",
                                         "\\set v string('@@@@')",
                                         "INSERT INTO orders VALUES (:row, :v);",
                                         "\\end",
                                         "\\repeat 10",
                                         "INSERT INTO orders VALUES (100000 + :i, 'x');",
                                         "\\end",
                                         "-- run",
                                         "\\set id uniform(1, 5000)",
                                         "SELECT v FROM orders WHERE id = :id;",
                                     }),
            QStringLiteral("t.sql"));
        QVERIFY2(s.ok(), qPrintable(s.error().context + QStringLiteral(" ") + s.error().detail));
        QCOMPARE(s->createdTables(), QStringList { QStringLiteral("orders") });
        QCOMPARE(s->prepareSteps.size(), std::size_t(4));
        QCOMPARE(s->prepareSteps[2].type, ScriptStep::Type::Repeat);
        QCOMPARE(s->prepareSteps[2].count, 5000);
        QCOMPARE(s->prepareSteps[2].body.size(), std::size_t(2));
        QCOMPARE(s->variables[std::size_t(s->prepareSteps[2].index)].name, QStringLiteral("row"));
        QCOMPARE(s->variables[std::size_t(s->prepareSteps[3].index)].name, QStringLiteral("i"));
        QCOMPARE(s->prepareRows(), 5010);
        QCOMPARE(s->runSteps.size(), std::size_t(2));
    }

    void errorsNameFileLineAndColumn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("problem");
        QTest::newRow("unknown command") << "SELECT 1;\n  \\sett x 1"
                                         << "2:3" << int(ScriptProblem::UnknownCommand);
        QTest::newRow("set without name") << "\\set  = 1\nSELECT 1;"
                                          << "1:7" << int(ScriptProblem::VariableNameExpected);
        QTest::newRow("set without value") << "\\set x\nSELECT 1;"
                                           << "1:7" << int(ScriptProblem::ValueExpected);
        QTest::newRow("unknown function") << "\\set x normal(1, 2)\nSELECT 1;"
                                          << "1:8" << int(ScriptProblem::UnknownFunction);
        QTest::newRow("missing parenthesis") << "\\set x uniform 1, 2\nSELECT 1;"
                                             << "1:16" << int(ScriptProblem::OpenParenExpected);
        QTest::newRow("too few arguments") << "\\set x uniform(1)\nSELECT 1;"
                                           << "1:8" << int(ScriptProblem::TwoArguments);
        QTest::newRow("too many arguments") << "\\set x zipfian(1, 2, 3, 4)\nSELECT 1;"
                                            << "1:8" << int(ScriptProblem::TwoOrThreeArguments);
        QTest::newRow("not a number") << "\\set x uniform(1, 2x)\nSELECT 1;"
                                      << "1:20" << int(ScriptProblem::CommaOrParenExpected);
        QTest::newRow("missing argument") << "\\set x uniform(1, )\nSELECT 1;"
                                          << "1:19" << int(ScriptProblem::NumberExpected);
        QTest::newRow("low above high") << "\\set x uniform(10, 1)\nSELECT 1;"
                                        << "1:16" << int(ScriptProblem::LowAboveHigh);
        QTest::newRow("range too wide") << "\\set x uniform(0, 9999999999)\nSELECT 1;"
                                        << "1:16" << int(ScriptProblem::RangeTooWide);
        // Caught by UBSan in the fuzz build: high - low overflowed, wrapped negative and let the range through.
        QTest::newRow("range wider than int64")
            << "\\set x uniform(-9000000000000000000, 9000000000000000000)\nSELECT 1;"
            << "1:16" << int(ScriptProblem::RangeTooWide);
        QTest::newRow("pareto h") << "\\set x pareto(1, 10, 1.5)\nSELECT 1;"
                                  << "1:22" << int(ScriptProblem::ParetoRange);
        QTest::newRow("zipfian exponent") << "\\set x zipfian(1, 10, -1)\nSELECT 1;"
                                          << "1:23" << int(ScriptProblem::ZipfianNegative);
        QTest::newRow("unclosed call") << "\\set x uniform(1, 2\nSELECT 1;"
                                       << "1:20" << int(ScriptProblem::CommaOrParenExpected);
        QTest::newRow("text after value") << "\\set x uniform(1, 2) y\nSELECT 1;"
                                          << "1:22" << int(ScriptProblem::TextAfterValue);
        QTest::newRow("string unquoted") << "\\set s string(abc)\nSELECT 1;"
                                         << "1:15" << int(ScriptProblem::PatternExpected);
        QTest::newRow("string unterminated") << "\\set s string('abc)\nSELECT 1;"
                                             << "1:15" << int(ScriptProblem::PatternUnterminated);
        QTest::newRow("string empty") << "\\set s string('')\nSELECT 1;"
                                      << "1:15" << int(ScriptProblem::PatternLength);
        QTest::newRow("duplicate variable") << "\\set x 1\n\\set x 2\nSELECT 1;"
                                            << "2:6" << int(ScriptProblem::VariableSetTwice);
        QTest::newRow("unknown variable") << "SELECT * FROM t\n WHERE id = :idx;"
                                          << "2:13" << int(ScriptProblem::UnknownVariable);
        QTest::newRow("variable used before set") << "SELECT :x;\n\\set x 1"
                                                  << "1:8" << int(ScriptProblem::UnknownVariable);
        QTest::newRow("question mark") << "\\set x 1\nSELECT * FROM t WHERE a = ?;"
                                       << "2:27" << int(ScriptProblem::QuestionMark);
        QTest::newRow("unterminated quote") << "SELECT 1;\nSELECT 'abc;\nSELECT 2;"
                                            << "2:8" << int(ScriptProblem::UnterminatedQuote);
        QTest::newRow("unterminated comment") << "SELECT /* x;\n"
                                              << "1:8" << int(ScriptProblem::UnterminatedComment);
        QTest::newRow("set inside a statement") << "SELECT *\n  FROM t\n\\set x 1\n;"
                                                << "1:1" << int(ScriptProblem::StatementNotTerminated);
        QTest::newRow("section inside a statement") << "-- prepare\nCREATE TABLE t (a INT)\n-- run\nSELECT 1;"
                                                    << "2:1" << int(ScriptProblem::StatementNotTerminated);
        QTest::newRow("repeat in run section") << "\\repeat 10\nSELECT 1;\n\\end"
                                               << "1:1" << int(ScriptProblem::RepeatOutsidePrepare);
        QTest::newRow("repeat count") << "-- prepare\n\\repeat 0\n\\end\n-- run\nSELECT 1;"
                                      << "2:9" << int(ScriptProblem::RepeatCount);
        QTest::newRow("nested repeat") << "-- prepare\n\\repeat 2\n  \\repeat 3\n\\end\n\\end\n-- run\nSELECT 1;"
                                       << "3:3" << int(ScriptProblem::RepeatNested);
        QTest::newRow("repeat without end") << "-- prepare\n\\repeat 2\nINSERT INTO t VALUES (:i);\n-- run\nSELECT 1;"
                                            << "2:1" << int(ScriptProblem::RepeatNotEndedBefore);
        QTest::newRow("repeat without end at eof") << "SELECT 1;\n-- prepare\n\\repeat 2\nINSERT INTO t VALUES (:i);"
                                                   << "3:1" << int(ScriptProblem::RepeatWithoutEnd);
        QTest::newRow("end without repeat") << "SELECT 1;\n\\end"
                                            << "2:1" << int(ScriptProblem::EndWithoutRepeat);
        QTest::newRow("loop variable outside its block")
            << "-- prepare\n\\repeat 2\n\\end\nINSERT INTO t VALUES (:i);\n-- run\nSELECT 1;"
            << "4:23" << int(ScriptProblem::UnknownVariable);
        QTest::newRow("prepare variable in run") << "-- prepare\n\\set x 1\n-- run\nSELECT :x;"
                                                 << "4:8" << int(ScriptProblem::VariableOfPrepare);
        QTest::newRow("transaction inside repeat") << "-- prepare\n\\repeat 2\nBEGIN;\n\\end\n-- run\nSELECT 1;"
                                                   << "3:1" << int(ScriptProblem::TransactionInRepeat);
        QTest::newRow("begin without commit") << "SELECT 1;\n  BEGIN;\nSELECT 2;"
                                              << "2:3" << int(ScriptProblem::BeginWithoutEnd);
        QTest::newRow("nested begin") << "BEGIN;\nSTART TRANSACTION;\nCOMMIT;"
                                      << "2:1" << int(ScriptProblem::NestedBegin);
        QTest::newRow("qualified table") << "-- prepare\nCREATE TABLE other.t (a INT);\n-- run\nSELECT 1;"
                                         << "2:1" << int(ScriptProblem::TableNameNotPlain);
        QTest::newRow("table created twice")
            << "-- prepare\nCREATE TABLE t (a INT);\nCREATE TABLE IF NOT EXISTS t (a INT);\n-- run\nSELECT 1;"
            << "3:1" << int(ScriptProblem::TableCreatedTwice);
        QTest::newRow("nothing to run") << "-- prepare\nCREATE TABLE t (a INT);\n"
                                        << "3:1" << int(ScriptProblem::NothingToRun);
        QTest::newRow("empty file") << ""
                                    << "1:1" << int(ScriptProblem::NothingToRun);
    }

    void errorsNameFileLineAndColumn()
    {
        QFETCH(QString, text);
        QFETCH(QString, position);
        QFETCH(int, problem);
        auto s = ScriptParser::parse(text, QStringLiteral("dir/bad.sql"));
        QVERIFY(!s.ok());
        QCOMPARE(s.error().code, ErrorCode::ScriptInvalid);
        QCOMPARE(s.error().context, QStringLiteral("dir/bad.sql:") + position);
        QCOMPARE(int(s.error().value), problem);
        QVERIFY2(s.error().detail.isEmpty(), qPrintable(s.error().detail)); // errortext has the words
    }

    void sqlSyntaxThatIsNotOurs()
    {
        // "--" without a space is an operator in MySQL; ';' and ':x' inside quotes, escapes and comments are text.
        auto s = ScriptParser::parse(
            lines({ "\\set x 1", "SELECT 5--1, 'a;b:x', \"it\\\"s;\", `c;d`, 'it''s' /* ; :x */ FROM t WHERE a = :x;",
                "SELECT @v := 2;" }),
            QStringLiteral("t.sql"));
        QVERIFY2(s.ok(), qPrintable(s.error().context + QStringLiteral(" ") + s.error().detail));
        QCOMPARE(s->statements.size(), std::size_t(2));
        QCOMPARE(s->statements[0].sql,
            std::string("SELECT 5--1, 'a;b:x', \"it\\\"s;\", `c;d`, 'it''s' /* ; :x */ FROM t WHERE a = ?"));
        QCOMPARE(s->statements[0].parameters.size(), std::size_t(1));
        QCOMPARE(s->statements[1].sql, std::string("SELECT @v := 2"));
    }

    void weightsAreParsed()
    {
        auto list = ScriptParser::parseList(QStringLiteral("orders.sql@3, lookup.sql ,dir@v2/x.sql"));
        QVERIFY(list.ok());
        QCOMPARE(list->size(), 3);
        QCOMPARE(list->at(0).path, QStringLiteral("orders.sql"));
        QCOMPARE(list->at(0).weight, 3);
        QCOMPARE(list->at(1).path, QStringLiteral("lookup.sql"));
        QCOMPARE(list->at(1).weight, 1);
        QCOMPARE(list->at(2).path, QStringLiteral("dir@v2/x.sql"));
        QCOMPARE(list->at(2).weight, 1);
        for (const char* bad : { "a.sql@0", "a.sql@-1", "a.sql@x", "@3", "a.sql,,b.sql", "" }) {
            auto r = ScriptParser::parseList(QString::fromUtf8(bad));
            QVERIFY2(!r.ok(), bad);
            QCOMPARE(r.error().code, ErrorCode::ScriptInvalid);
            QCOMPARE(r.error().context, QStringLiteral("--scripts"));
        }
    }

    void workloadReadsFilesBeforeConnecting()
    {
        QVERIFY(m_dir.isValid());
        const QString orders = write(QStringLiteral("orders.sql"),
            QStringLiteral("-- prepare\nCREATE TABLE orders (id INT PRIMARY KEY);\n-- run\n\\set id uniform(1, "
                           "10)\nSELECT * FROM orders WHERE id = :id;\n"));
        const QString lookup = write(QStringLiteral("lookup.sql"), QStringLiteral("SELECT COUNT(*) FROM orders;\n"));
        auto w = WorkloadRegistry::create(
            QStringLiteral("script"), { { QStringLiteral("scripts"), orders + QStringLiteral("@3,") + lookup } });
        QVERIFY2(w.ok(), qPrintable(w.error().context + QStringLiteral(" ") + w.error().detail));
        const auto* script = dynamic_cast<const ScriptWorkload*>(w->get());
        QVERIFY(script);
        QCOMPARE(script->scripts().size(), std::size_t(2));
        QCOMPARE(script->scripts()[0].weight, 3);
        QCOMPARE(script->scripts()[1].weight, 1);
        QCOMPARE(script->tableNames(), QStringList { QStringLiteral("orders") });

        // The error names the file as given, with the position in it.
        const QString bad = write(QStringLiteral("bad.sql"), QStringLiteral("SELECT 1;\nSELECT :nope;\n"));
        auto e = WorkloadRegistry::create(
            QStringLiteral("script"), { { QStringLiteral("scripts"), orders + QLatin1Char(',') + bad } });
        QVERIFY(!e.ok());
        QCOMPARE(e.error().code, ErrorCode::ScriptInvalid);
        QCOMPARE(e.error().context, bad + QStringLiteral(":2:8"));

        // Two scripts may not both create a table (prepare would fail half-way).
        const QString again = write(QStringLiteral("again.sql"),
            QStringLiteral("-- prepare\n\n  CREATE TABLE orders (id INT);\n-- run\nSELECT 1;\n"));
        auto twice = WorkloadRegistry::create(
            QStringLiteral("script"), { { QStringLiteral("scripts"), orders + QLatin1Char(',') + again } });
        QVERIFY(!twice.ok());
        QCOMPARE(twice.error().context, again + QStringLiteral(":3:3"));
        QCOMPARE(twice.error().value, qint64(ScriptProblem::TableOfOtherScript));
        QCOMPARE(twice.error().args, (QStringList { QStringLiteral("orders"), orders }));

        auto missing = WorkloadRegistry::create(
            QStringLiteral("script"), { { QStringLiteral("scripts"), m_dir.filePath(QStringLiteral("none.sql")) } });
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().code, ErrorCode::FileError);
        auto none = WorkloadRegistry::create(QStringLiteral("script"), {});
        QVERIFY(!none.ok());
        QCOMPARE(none.error().code, ErrorCode::ScriptInvalid);
        QCOMPARE(none.error().value, qint64(ScriptProblem::NoScripts));
    }

    void shippedExamplesParse()
    {
        const QDir dir(qEnvironmentVariable("SCALEBENCH_SOURCE_DIR") + QStringLiteral("/resources/scripts"));
        const QStringList files = dir.entryList({ QStringLiteral("*.sql") }, QDir::Files);
        QVERIFY2(files.size() >= 2, qPrintable(dir.path()));
        for (const QString& f : files) {
            auto s = ScriptParser::parseFile(dir.filePath(f));
            QVERIFY2(s.ok(), qPrintable(s.error().context + QStringLiteral(" ") + s.error().detail));
        }
    }
};

QTEST_APPLESS_MAIN(TestScriptParser)
#include "tst_scriptparser.moc"
