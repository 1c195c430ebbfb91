// SPDX-License-Identifier: GPL-3.0-or-later
#include "scriptparser.h"

#include "scriptproblem.h"
#include "sqlclassifier.h"

#include <QFile>
#include <QHash>
#include <cmath>
#include <optional>

namespace sb {

namespace {

constexpr int kMaxPattern = 1024;
constexpr std::int64_t kMaxSpan = 0xFFFFFFFELL; // RandomGenerator draws 32-bit offsets

enum class Section { Prepare, Run };

bool isIdentStart(QChar c)
{
    return c.isLetter() || c == QLatin1Char('_');
}

bool isIdentChar(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

// A position in a line, for the tokens of a backslash command.
struct Cursor {
    const QString& text;
    qsizetype pos = 0;

    bool atEnd() const { return pos >= text.size(); }
    QChar peek() const { return atEnd() ? QChar() : text.at(pos); }
    int column() const { return int(pos) + 1; }
    void skipSpaces()
    {
        while (!atEnd() && text.at(pos).isSpace())
            ++pos;
    }
    QString identifier()
    {
        const qsizetype start = pos;
        if (!atEnd() && isIdentStart(text.at(pos))) {
            while (!atEnd() && isIdentChar(text.at(pos)))
                ++pos;
        }
        return text.mid(start, pos - start);
    }
    // A number token: digits, sign, decimal point, exponent.
    QString number()
    {
        const qsizetype start = pos;
        while (!atEnd()
            && (text.at(pos).isDigit() || text.at(pos) == QLatin1Char('-') || text.at(pos) == QLatin1Char('+')
                || text.at(pos) == QLatin1Char('.') || text.at(pos) == QLatin1Char('e')
                || text.at(pos) == QLatin1Char('E')))
            ++pos;
        return text.mid(start, pos - start);
    }
};

struct FunctionInfo {
    const char* name;
    ScriptFunction function;
    int minArgs;
    int maxArgs;
    double defaultParameter;
};

constexpr FunctionInfo kFunctions[] = {
    { "uniform", ScriptFunction::Uniform, 2, 2, 0 },
    { "random", ScriptFunction::Uniform, 2, 2, 0 }, // pgbench's name
    { "gaussian", ScriptFunction::Gaussian, 2, 2, 0 },
    { "special", ScriptFunction::Special, 2, 2, 0 },
    { "zipfian", ScriptFunction::Zipfian, 2, 3, 0.8 }, // sysbench's --rand-zipfian-exp default
    { "pareto", ScriptFunction::Pareto, 2, 3, 0.2 }, // sysbench's --rand-pareto-h default
    { "string", ScriptFunction::String, 1, 1, 0 },
};

class Parser {
public:
    explicit Parser(const QString& fileName)
        : m_fileName(fileName)
    {
        m_script.path = fileName;
    }

    Result<Script> parse(const QString& text);

private:
    bool fail(int line, int column, ScriptProblem problem, QStringList args = {})
    {
        if (!m_error)
            m_error
                = Error { ErrorCode::ScriptInvalid, QStringLiteral("%1:%2:%3").arg(m_fileName).arg(line).arg(column),
                      {}, 0, qint64(problem), std::move(args) };
        return false;
    }

    std::vector<ScriptStep>& target()
    {
        if (m_repeat)
            return (m_section == Section::Prepare ? m_script.prepareSteps : m_script.runSteps).back().body;
        return m_section == Section::Prepare ? m_script.prepareSteps : m_script.runSteps;
    }
    bool statementPending() const { return !m_sql.isEmpty() || m_quote != QChar() || m_inComment; }

    bool line(const QString& text, int lineNo);
    bool sectionMarker(const QString& word, int lineNo);
    bool command(const QString& text, int lineNo);
    bool setCommand(Cursor& c, int lineNo);
    bool expression(Cursor& c, int lineNo, ScriptVariable& v);
    bool numericArguments(Cursor& c, int lineNo, const FunctionInfo& f, int nameColumn, ScriptVariable& v);
    bool repeatCommand(Cursor& c, int lineNo, int column);
    bool endCommand(Cursor& c, int lineNo, int column);
    bool declare(const ScriptVariable& v);
    bool sqlText(const QString& text, int lineNo);
    bool placeholder(const QString& text, qsizetype& i, int lineNo);
    bool finishStatement();
    bool classify(ScriptStatement& s);
    bool finish(int lastLine);

    QString m_fileName;
    Script m_script;
    std::optional<Error> m_error;
    Section m_section = Section::Run;
    QHash<QString, int> m_visible; // variable name -> index, for placeholders
    std::vector<Section> m_variableSection;
    // The open \repeat block, if any.
    bool m_repeat = false;
    int m_repeatLine = 0, m_repeatColumn = 0;
    QString m_loopName;
    // The statement being read (it may span lines).
    QString m_sql;
    std::vector<int> m_parameters;
    int m_sqlLine = 0, m_sqlColumn = 0;
    QChar m_quote;
    int m_quoteLine = 0, m_quoteColumn = 0;
    bool m_inComment = false;
    int m_commentLine = 0, m_commentColumn = 0;
    // An open BEGIN in the run section.
    int m_beginLine = 0, m_beginColumn = 0;
};

Result<Script> Parser::parse(const QString& text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString l = lines.at(i);
        if (l.endsWith(QLatin1Char('\r')))
            l.chop(1);
        if (!line(l, i + 1))
            return *m_error;
    }
    if (!finish(int(lines.size())))
        return *m_error;
    return m_script;
}

bool Parser::line(const QString& text, int lineNo)
{
    const QString trimmed = text.trimmed();
    const bool pending = statementPending();
    if (!pending && trimmed.isEmpty())
        return true;
    if (m_quote == QChar() && !m_inComment && trimmed.startsWith(QLatin1Char('\\'))) {
        if (pending)
            return fail(m_sqlLine, m_sqlColumn, ScriptProblem::StatementNotTerminated, { QString::number(lineNo) });
        return command(text, lineNo);
    }
    if (m_quote == QChar() && !m_inComment && trimmed.startsWith(QLatin1String("--"))) {
        const QString word = trimmed.mid(2).trimmed().toLower();
        const bool marker = word == QLatin1String("prepare") || word == QLatin1String("run");
        if (marker && pending)
            return fail(m_sqlLine, m_sqlColumn, ScriptProblem::StatementNotTerminated, { QString::number(lineNo) });
        if (marker)
            return sectionMarker(word, lineNo);
    }
    return sqlText(text, lineNo);
}

bool Parser::sectionMarker(const QString& word, int lineNo)
{
    const Section next = word == QLatin1String("prepare") ? Section::Prepare : Section::Run;
    if (m_repeat)
        return fail(m_repeatLine, m_repeatColumn, ScriptProblem::RepeatNotEndedBefore, { QString::number(lineNo) });
    m_section = next;
    return true;
}

bool Parser::command(const QString& text, int lineNo)
{
    Cursor c { text };
    c.skipSpaces();
    const int column = c.column();
    ++c.pos; // the backslash
    const QString name = c.identifier();
    if (name == QLatin1String("set"))
        return setCommand(c, lineNo);
    if (name == QLatin1String("repeat"))
        return repeatCommand(c, lineNo, column);
    if (name == QLatin1String("end"))
        return endCommand(c, lineNo, column);
    return fail(lineNo, column, ScriptProblem::UnknownCommand, { name });
}

bool Parser::setCommand(Cursor& c, int lineNo)
{
    c.skipSpaces();
    ScriptVariable v;
    v.line = lineNo;
    v.column = c.column();
    v.name = c.identifier();
    if (v.name.isEmpty())
        return fail(lineNo, c.column(), ScriptProblem::VariableNameExpected);
    c.skipSpaces();
    if (c.atEnd())
        return fail(lineNo, c.column(), ScriptProblem::ValueExpected);
    if (!expression(c, lineNo, v))
        return false;
    c.skipSpaces();
    if (!c.atEnd() && !c.text.mid(c.pos).startsWith(QLatin1String("--")))
        return fail(lineNo, c.column(), ScriptProblem::TextAfterValue);
    if (!declare(v))
        return false;
    target().push_back({ ScriptStep::Type::Set, int(m_script.variables.size()) - 1, 0, {} });
    return true;
}

bool Parser::expression(Cursor& c, int lineNo, ScriptVariable& v)
{
    const int column = c.column();
    if (c.peek().isDigit() || c.peek() == QLatin1Char('-')) {
        bool ok = false;
        v.function = ScriptFunction::Constant;
        v.low = v.high = c.number().toLongLong(&ok);
        return ok || fail(lineNo, column, ScriptProblem::WholeNumberExpected);
    }
    const QString name = c.identifier();
    const FunctionInfo* f = nullptr;
    for (const FunctionInfo& candidate : kFunctions) {
        if (name == QLatin1String(candidate.name))
            f = &candidate;
    }
    if (!f)
        return fail(lineNo, column, ScriptProblem::UnknownFunction, { name });
    v.function = f->function;
    v.parameter = f->defaultParameter;
    c.skipSpaces();
    if (c.peek() != QLatin1Char('('))
        return fail(lineNo, c.column(), ScriptProblem::OpenParenExpected, { name });
    ++c.pos;
    c.skipSpaces();
    if (f->function != ScriptFunction::String)
        return numericArguments(c, lineNo, *f, column, v);

    const QChar quote = c.peek();
    if (quote != QLatin1Char('\'') && quote != QLatin1Char('"'))
        return fail(lineNo, c.column(), ScriptProblem::PatternExpected);
    const int patternColumn = c.column();
    const qsizetype close = c.text.indexOf(quote, c.pos + 1);
    if (close < 0)
        return fail(lineNo, patternColumn, ScriptProblem::PatternUnterminated);
    const QString pattern = c.text.mid(c.pos + 1, close - c.pos - 1);
    if (pattern.isEmpty() || pattern.size() > kMaxPattern)
        return fail(lineNo, patternColumn, ScriptProblem::PatternLength, { QString::number(kMaxPattern) });
    v.pattern = pattern.toStdString();
    c.pos = close + 1;
    c.skipSpaces();
    if (c.peek() != QLatin1Char(')'))
        return fail(lineNo, c.column(), ScriptProblem::PatternCloseParen);
    ++c.pos;
    return true;
}

bool Parser::numericArguments(Cursor& c, int lineNo, const FunctionInfo& f, int nameColumn, ScriptVariable& v)
{
    QStringList args;
    QList<int> columns;
    while (!c.atEnd() && c.peek() != QLatin1Char(')')) {
        c.skipSpaces();
        columns.append(c.column());
        args.append(c.number());
        c.skipSpaces();
        if (args.last().isEmpty())
            return fail(lineNo, c.column(), ScriptProblem::NumberExpected);
        if (c.peek() == QLatin1Char(','))
            ++c.pos;
        else if (c.peek() != QLatin1Char(')'))
            return fail(lineNo, c.column(), ScriptProblem::CommaOrParenExpected);
    }
    if (c.atEnd())
        return fail(lineNo, c.column(), ScriptProblem::CloseParenExpected);
    ++c.pos;
    if (args.size() < f.minArgs || args.size() > f.maxArgs)
        return fail(lineNo, nameColumn,
            f.maxArgs == 2 ? ScriptProblem::TwoArguments : ScriptProblem::TwoOrThreeArguments,
            { QLatin1String(f.name) });
    bool okLow = false, okHigh = false;
    v.low = args.at(0).toLongLong(&okLow);
    v.high = args.at(1).toLongLong(&okHigh);
    if (!okLow)
        return fail(lineNo, columns.at(0), ScriptProblem::WholeNumberExpected);
    if (!okHigh)
        return fail(lineNo, columns.at(1), ScriptProblem::WholeNumberExpected);
    if (v.low > v.high)
        return fail(
            lineNo, columns.at(0), ScriptProblem::LowAboveHigh, { QString::number(v.low), QString::number(v.high) });
    // high >= low here, so the unsigned difference is exact where the signed one overflows (-9e18 .. 9e18).
    if (std::uint64_t(v.high) - std::uint64_t(v.low) > std::uint64_t(kMaxSpan))
        return fail(lineNo, columns.at(0), ScriptProblem::RangeTooWide, { QString::number(kMaxSpan) });
    if (args.size() == 3) {
        bool ok = false;
        v.parameter = args.at(2).toDouble(&ok);
        if (!ok || !std::isfinite(v.parameter))
            return fail(lineNo, columns.at(2), ScriptProblem::NumberExpected);
    }
    if (f.function == ScriptFunction::Zipfian && v.parameter < 0)
        return fail(lineNo, columns.value(2), ScriptProblem::ZipfianNegative);
    if (f.function == ScriptFunction::Pareto && (v.parameter <= 0 || v.parameter >= 1))
        return fail(lineNo, columns.value(2), ScriptProblem::ParetoRange);
    return true;
}

bool Parser::declare(const ScriptVariable& v)
{
    for (const ScriptVariable& other : m_script.variables) {
        if (other.name == v.name)
            return fail(v.line, v.column, ScriptProblem::VariableSetTwice, { v.name, QString::number(other.line) });
    }
    m_visible.insert(v.name, int(m_script.variables.size()));
    m_script.variables.push_back(v);
    m_variableSection.push_back(m_section);
    return true;
}

bool Parser::repeatCommand(Cursor& c, int lineNo, int column)
{
    if (m_section != Section::Prepare)
        return fail(lineNo, column, ScriptProblem::RepeatOutsidePrepare);
    if (m_repeat)
        return fail(lineNo, column, ScriptProblem::RepeatNested, { QString::number(m_repeatLine) });
    c.skipSpaces();
    const int countColumn = c.column();
    bool ok = false;
    const std::int64_t count = c.number().toLongLong(&ok);
    if (!ok || count < 1)
        return fail(lineNo, countColumn, ScriptProblem::RepeatCount);
    c.skipSpaces();
    ScriptVariable loop;
    loop.function = ScriptFunction::Loop;
    loop.line = lineNo;
    loop.column = c.column();
    loop.name = c.atEnd() ? QStringLiteral("i") : c.identifier();
    if (loop.name.isEmpty())
        return fail(lineNo, c.column(), ScriptProblem::LoopVariableExpected);
    c.skipSpaces();
    if (!c.atEnd())
        return fail(lineNo, c.column(), ScriptProblem::TextAfterRepeat);
    if (!declare(loop))
        return false;
    target().push_back({ ScriptStep::Type::Repeat, int(m_script.variables.size()) - 1, count, {} });
    m_repeat = true;
    m_repeatLine = lineNo;
    m_repeatColumn = column;
    m_loopName = loop.name;
    return true;
}

bool Parser::endCommand(Cursor& c, int lineNo, int column)
{
    if (!m_repeat)
        return fail(lineNo, column, ScriptProblem::EndWithoutRepeat);
    c.skipSpaces();
    if (!c.atEnd())
        return fail(lineNo, c.column(), ScriptProblem::TextAfterEnd);
    m_repeat = false;
    m_visible.remove(m_loopName); // the row number means nothing outside its block
    return true;
}

bool Parser::sqlText(const QString& text, int lineNo)
{
    auto start = [&](qsizetype i) {
        if (m_sql.isEmpty()) {
            m_sqlLine = lineNo;
            m_sqlColumn = int(i) + 1;
        }
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text.at(i);
        const QChar next = i + 1 < text.size() ? text.at(i + 1) : QChar();
        if (m_inComment) {
            m_sql += ch;
            if (ch == QLatin1Char('*') && next == QLatin1Char('/')) {
                m_sql += next;
                ++i;
                m_inComment = false;
            }
        } else if (m_quote != QChar()) {
            m_sql += ch;
            if (ch == QLatin1Char('\\') && m_quote != QLatin1Char('`') && !next.isNull()) {
                m_sql += next;
                ++i;
            } else if (ch == m_quote && next == m_quote) {
                m_sql += next;
                ++i;
            } else if (ch == m_quote) {
                m_quote = QChar();
            }
        } else if (ch.isSpace()) {
            if (!m_sql.isEmpty())
                m_sql += ch;
        } else if (ch == QLatin1Char('\'') || ch == QLatin1Char('"') || ch == QLatin1Char('`')) {
            start(i);
            m_quote = ch;
            m_quoteLine = lineNo;
            m_quoteColumn = int(i) + 1;
            m_sql += ch;
        } else if (ch == QLatin1Char('/') && next == QLatin1Char('*')) {
            start(i);
            m_inComment = true;
            m_commentLine = lineNo;
            m_commentColumn = int(i) + 1;
            m_sql += QLatin1String("/*");
            ++i;
        } else if (ch == QLatin1Char('#')
            || (ch == QLatin1Char('-') && next == QLatin1Char('-')
                && (i + 2 >= text.size() || text.at(i + 2).isSpace()))) {
            break; // a comment to the end of the line (MySQL wants a space after "--")
        } else if (ch == QLatin1Char(';')) {
            if (!m_sql.isEmpty() && !finishStatement())
                return false;
        } else if (ch == QLatin1Char('?')) {
            return fail(lineNo, int(i) + 1, ScriptProblem::QuestionMark);
        } else if (ch == QLatin1Char(':') && isIdentStart(next)) {
            start(i);
            if (!placeholder(text, i, lineNo))
                return false;
        } else {
            start(i);
            m_sql += ch;
        }
    }
    if (m_quote == QChar() && !m_inComment) {
        while (!m_sql.isEmpty() && m_sql.back().isSpace())
            m_sql.chop(1);
    }
    if (!m_sql.isEmpty())
        m_sql += QLatin1Char('\n');
    return true;
}

bool Parser::placeholder(const QString& text, qsizetype& i, int lineNo)
{
    const int column = int(i) + 1;
    qsizetype end = i + 1;
    while (end < text.size() && isIdentChar(text.at(end)))
        ++end;
    const QString name = text.mid(i + 1, end - i - 1);
    const auto it = m_visible.constFind(name);
    if (it == m_visible.constEnd())
        return fail(lineNo, column, ScriptProblem::UnknownVariable, { name });
    if (m_variableSection[std::size_t(*it)] != m_section)
        return fail(lineNo, column,
            m_section == Section::Run ? ScriptProblem::VariableOfPrepare : ScriptProblem::VariableOfRun, { name });
    m_parameters.push_back(*it);
    m_sql += QLatin1Char('?');
    i = end - 1;
    return true;
}

bool Parser::finishStatement()
{
    ScriptStatement s;
    s.sql = m_sql.trimmed().toStdString();
    s.parameters = std::move(m_parameters);
    s.line = m_sqlLine;
    s.column = m_sqlColumn;
    m_sql.clear();
    m_parameters.clear();
    if (!classify(s))
        return false;
    if (m_repeat && (s.beginsTransaction || s.endsTransaction))
        return fail(s.line, s.column, ScriptProblem::TransactionInRepeat);
    if (m_section == Section::Run && s.beginsTransaction) {
        if (m_beginLine)
            return fail(s.line, s.column, ScriptProblem::NestedBegin, { QString::number(m_beginLine) });
        m_beginLine = s.line;
        m_beginColumn = s.column;
    }
    if (m_section == Section::Run && s.endsTransaction)
        m_beginLine = m_beginColumn = 0;
    if (!s.createdTable.isEmpty() && m_script.createdTables().contains(s.createdTable))
        return fail(s.line, s.column, ScriptProblem::TableCreatedTwice, { s.createdTable });
    m_script.statements.push_back(std::move(s));
    target().push_back({ ScriptStep::Type::Execute, int(m_script.statements.size()) - 1, 0, {} });
    return true;
}

bool Parser::classify(ScriptStatement& s)
{
    const SqlClassifier::Result r = SqlClassifier::classify(s.sql);
    s.kind = r.kind;
    s.beginsTransaction = r.beginsTransaction;
    s.endsTransaction = r.endsTransaction;
    if (m_section != Section::Prepare || !r.createsTable)
        return true;
    if (!r.plainName)
        return fail(s.line, s.column, ScriptProblem::TableNameNotPlain, { r.table });
    s.createdTable = r.table;
    return true;
}

bool Parser::finish(int lastLine)
{
    if (m_quote != QChar())
        return fail(m_quoteLine, m_quoteColumn, ScriptProblem::UnterminatedQuote, { QString(m_quote) });
    if (m_inComment)
        return fail(m_commentLine, m_commentColumn, ScriptProblem::UnterminatedComment);
    if (!m_sql.isEmpty() && !finishStatement())
        return false;
    if (m_repeat)
        return fail(m_repeatLine, m_repeatColumn, ScriptProblem::RepeatWithoutEnd);
    if (m_beginLine)
        return fail(m_beginLine, m_beginColumn, ScriptProblem::BeginWithoutEnd);
    bool runs = false;
    for (const ScriptStep& step : m_script.runSteps)
        runs = runs || step.type == ScriptStep::Type::Execute;
    if (!runs)
        return fail(lastLine, 1, ScriptProblem::NothingToRun);
    return true;
}

} // namespace

Result<Script> ScriptParser::parse(const QString& text, const QString& fileName)
{
    return Parser(fileName).parse(text);
}

Result<Script> ScriptParser::parseFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error { ErrorCode::FileError, path, file.errorString() };
    return parse(QString::fromUtf8(file.readAll()), path);
}

Result<QList<ScriptParser::Entry>> ScriptParser::parseList(const QString& list)
{
    QList<Entry> entries;
    auto invalid = [](ScriptProblem problem, const QString& what) {
        return Error { ErrorCode::ScriptInvalid, QStringLiteral("--scripts"), {}, 0, qint64(problem), { what } };
    };
    for (const QString& raw : list.split(QLatin1Char(','))) {
        const QString item = raw.trimmed();
        if (item.isEmpty())
            return invalid(ScriptProblem::ListFileMissing, list);
        Entry e { item, 1 };
        const qsizetype at = item.lastIndexOf(QLatin1Char('@'));
        if (at >= 0 && !item.mid(at).contains(QLatin1Char('/'))) {
            bool ok = false;
            e.weight = item.mid(at + 1).toInt(&ok);
            e.path = item.left(at);
            if (!ok || e.weight < 1)
                return invalid(ScriptProblem::ListWeight, item);
            if (e.path.isEmpty())
                return invalid(ScriptProblem::ListFileBeforeAt, item);
        }
        entries.append(e);
    }
    return entries;
}

} // namespace sb
