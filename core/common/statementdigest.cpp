// SPDX-License-Identifier: GPL-3.0-or-later
#include "statementdigest.h"

#include <QRegularExpression>
#include <QStringList>
#include <vector>

namespace sb {

namespace {

    enum class Kind {
        Word,
        Variable,
        Value, // ?
        ValueList, // ?, ...
        RowSingle, // (?)
        RowMulti, // (...)
        RowSingleList, // (?) /* , ... */
        RowMultiList, // (...) /* , ... */
        Open,
        Close,
        Comma,
        Dot,
        Semicolon,
        Operator,
    };

    struct Token {
        Kind kind;
        QString text; // words, variables and operators; the others are said by their kind
        bool spaced = false; // whitespace before it in the statement
    };

    bool isRow(Kind k)
    {
        return k == Kind::RowSingle || k == Kind::RowMulti || k == Kind::RowSingleList || k == Kind::RowMultiList;
    }

    bool isValue(Kind k)
    {
        return k == Kind::Value || k == Kind::ValueList;
    }

    bool isIdentChar(QChar c)
    {
        return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('$') || c.unicode() >= 0x80;
    }

    // Words after which a + or - starts a value rather than subtracting from one.
    bool isKeywordBeforeValue(const QString& word)
    {
        static const QStringList words { QStringLiteral("SELECT"), QStringLiteral("WHERE"), QStringLiteral("AND"),
            QStringLiteral("OR"), QStringLiteral("NOT"), QStringLiteral("XOR"), QStringLiteral("SET"),
            QStringLiteral("VALUES"), QStringLiteral("VALUE"), QStringLiteral("WHEN"), QStringLiteral("THEN"),
            QStringLiteral("ELSE"), QStringLiteral("RETURN"), QStringLiteral("LIMIT"), QStringLiteral("OFFSET"),
            QStringLiteral("IN"), QStringLiteral("IS"), QStringLiteral("LIKE"), QStringLiteral("BETWEEN"),
            QStringLiteral("INTERVAL"), QStringLiteral("ON"), QStringLiteral("HAVING"), QStringLiteral("DIV"),
            QStringLiteral("MOD"), QStringLiteral("CASE"), QStringLiteral("BY"), QStringLiteral("DEFAULT") };
        return words.contains(word, Qt::CaseInsensitive);
    }

    class Lexer {
    public:
        explicit Lexer(QStringView s)
            : m_s(s)
        {
        }

        QString run()
        {
            while (m_i < m_s.size())
                step();
            return rendered();
        }

    private:
        QChar at(qsizetype i) const { return i < m_s.size() ? m_s.at(i) : QChar(); }

        void step()
        {
            const QChar c = at(m_i);
            const QChar next = at(m_i + 1);
            if (c.isSpace()) {
                m_space = true;
                ++m_i;
            } else if (c == QLatin1Char('#')
                || (c == QLatin1Char('-') && next == QLatin1Char('-')
                    && (m_i + 2 >= m_s.size() || at(m_i + 2).isSpace() || at(m_i + 2).unicode() < 32))) {
                skipLine();
            } else if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
                blockComment();
            } else if (c == QLatin1Char('*') && next == QLatin1Char('/') && m_executable) {
                m_i += 2; // the end of a /*! ... */ whose contents were read as the statement
                m_executable = false;
                m_space = true;
            } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
                skipQuoted();
                pushValue();
            } else if (c == QLatin1Char('`')) {
                const qsizetype start = m_i;
                skipQuoted();
                push(Kind::Word, m_s.mid(start, m_i - start).toString());
            } else if (QStringLiteral("xXbBnN").contains(c) && next == QLatin1Char('\'')) {
                ++m_i; // X'1F', B'01', N'text'
                skipQuoted();
                pushValue();
            } else if (c.isDigit() || (c == QLatin1Char('.') && next.isDigit() && !lastIsOperand())) {
                numberOrWord(m_i);
            } else if (c == QLatin1Char('@')) {
                variable();
            } else if (c == QLatin1Char('?')) {
                ++m_i;
                pushValue();
            } else if (isIdentChar(c)) {
                word();
            } else {
                punctuation(c);
            }
        }

        void skipLine()
        {
            while (m_i < m_s.size() && at(m_i) != QLatin1Char('\n'))
                ++m_i;
            m_space = true;
        }

        // From an opening quote to after its closing one: a doubled quote or (but in `identifiers`) a backslash
        // escapes. An unterminated string runs to the end of the text: a truncated value is still a value.
        void skipQuoted()
        {
            const QChar quote = at(m_i++);
            const bool escapes = quote != QLatin1Char('`');
            while (m_i < m_s.size()) {
                const QChar c = at(m_i++);
                if (escapes && c == QLatin1Char('\\')) {
                    ++m_i;
                } else if (c == quote) {
                    if (at(m_i) != quote)
                        return;
                    ++m_i;
                }
            }
            m_i = m_s.size();
        }

        void blockComment()
        {
            const qsizetype start = m_i;
            qsizetype body = m_i + 2;
            if (at(body) == QLatin1Char('M') && at(body + 1) == QLatin1Char('!'))
                ++body;
            if (at(body) == QLatin1Char('!')) {
                // MySQL's and MariaDB's executable comments are statement text: read on inside them.
                m_i = body + 1;
                while (at(m_i).isDigit())
                    ++m_i;
                m_executable = true;
                m_space = true;
                return;
            }
            const qsizetype end = m_s.indexOf(QStringLiteral("*/"), m_i + 2);
            m_i = end < 0 ? m_s.size() : end + 2;
            m_space = true;
            // Our own "repeated rows" marker, so that normalising a normalised text changes nothing.
            if (end >= 0 && m_s.mid(start + 2, end - start - 2).trimmed() == QLatin1String(", ...") && !m_out.empty()) {
                Token& last = m_out.back();
                if (last.kind == Kind::RowSingle)
                    last.kind = Kind::RowSingleList;
                else if (last.kind == Kind::RowMulti)
                    last.kind = Kind::RowMultiList;
            }
        }

        void numberOrWord(qsizetype start)
        {
            m_i = start;
            const auto digits = [this](auto isDigit) {
                while (m_i < m_s.size() && isDigit(at(m_i)))
                    ++m_i;
            };
            const QChar second = at(m_i + 1).toLower();
            if (at(m_i) == QLatin1Char('0') && (second == QLatin1Char('x') || second == QLatin1Char('b'))) {
                m_i += 2;
                digits([](QChar c) { return QStringLiteral("0123456789abcdefABCDEF").contains(c); });
            } else {
                digits([](QChar c) { return c.isDigit(); });
                if (at(m_i) == QLatin1Char('.')) {
                    ++m_i;
                    digits([](QChar c) { return c.isDigit(); });
                }
                const QChar e = at(m_i);
                const qsizetype sign = at(m_i + 1) == QLatin1Char('+') || at(m_i + 1) == QLatin1Char('-') ? 1 : 0;
                if ((e == QLatin1Char('e') || e == QLatin1Char('E')) && at(m_i + 1 + sign).isDigit()) {
                    m_i += 1 + sign;
                    digits([](QChar c) { return c.isDigit(); });
                }
            }
            if (m_i < m_s.size() && isIdentChar(at(m_i))) {
                m_i = start; // 1abc is a name in MySQL
                word();
                return;
            }
            pushValue();
        }

        void variable()
        {
            const qsizetype start = m_i++;
            if (at(m_i) == QLatin1Char('@'))
                ++m_i;
            if (at(m_i) == QLatin1Char('\'') || at(m_i) == QLatin1Char('"') || at(m_i) == QLatin1Char('`')) {
                skipQuoted();
            } else {
                while (m_i < m_s.size() && (isIdentChar(at(m_i)) || at(m_i) == QLatin1Char('.')))
                    ++m_i;
            }
            push(Kind::Variable, m_s.mid(start, m_i - start).toString());
        }

        void word()
        {
            const qsizetype start = m_i;
            while (m_i < m_s.size() && isIdentChar(at(m_i)))
                ++m_i;
            const QString text = m_s.mid(start, m_i - start).toString();
            if (text.size() > 1 && text.startsWith(QLatin1Char('_')) && introducedLiteral())
                return; // _utf8mb4'text', _binary X'00': the character set goes with its value
            push(Kind::Word, text);
        }

        // After a character set introducer: a string, hex or bit value (then read as one value).
        bool introducedLiteral()
        {
            qsizetype j = m_i;
            while (at(j).isSpace())
                ++j;
            const QChar c = at(j);
            const QChar lower = at(j + 1).toLower();
            if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
                m_i = j;
                skipQuoted();
                pushValue();
                return true;
            }
            if (QStringLiteral("xXbB").contains(c) && at(j + 1) == QLatin1Char('\'')) {
                m_i = j + 1;
                skipQuoted();
                pushValue();
                return true;
            }
            if (c == QLatin1Char('0') && (lower == QLatin1Char('x') || lower == QLatin1Char('b'))) {
                numberOrWord(j);
                return true;
            }
            return false;
        }

        void punctuation(QChar c)
        {
            if (c == QLatin1Char('(')) {
                ++m_i;
                push(Kind::Open, {});
            } else if (c == QLatin1Char(')')) {
                ++m_i;
                close();
            } else if (c == QLatin1Char(',')) {
                ++m_i;
                push(Kind::Comma, {});
            } else if (c == QLatin1Char(';')) {
                ++m_i;
                push(Kind::Semicolon, {});
            } else if (m_s.mid(m_i, 3) == QLatin1String("...")) {
                m_i += 3;
                pushValueList();
            } else if (c == QLatin1Char('.')) {
                ++m_i;
                push(Kind::Dot, {});
            } else {
                operatorToken();
            }
        }

        void operatorToken()
        {
            static const char* const longest[]
                = { "<=>", "->>", "<=", ">=", "<>", "!=", ":=", "||", "&&", "<<", ">>", "->" };
            for (const char* op : longest) {
                const QLatin1String text(op);
                if (m_s.mid(m_i).startsWith(text)) {
                    m_i += text.size();
                    push(Kind::Operator, text);
                    return;
                }
            }
            const QChar c = at(m_i++);
            if ((c == QLatin1Char('-') || c == QLatin1Char('+')) && !lastIsOperand()) {
                qsizetype j = m_i;
                while (at(j).isSpace())
                    ++j;
                if (at(j).isDigit() || (at(j) == QLatin1Char('.') && at(j + 1).isDigit()))
                    return; // a sign belongs to its value: -5 is ? as 5 is
            }
            push(Kind::Operator, QString(c));
        }

        bool lastIsOperand() const
        {
            if (m_out.empty())
                return false;
            const Token& t = m_out.back();
            if (t.kind == Kind::Word)
                return !isKeywordBeforeValue(t.text);
            return t.kind == Kind::Variable || t.kind == Kind::Close || isValue(t.kind) || isRow(t.kind);
        }

        void push(Kind kind, const QString& text)
        {
            m_out.push_back({ kind, text, m_space });
            m_space = false;
        }

        // A value after "?," joins it: "?, ..." as in MySQL's digests.
        void pushValue()
        {
            if (endsWithValueAndComma()) {
                m_out.pop_back();
                m_out.back().kind = Kind::ValueList;
                m_space = false;
                return;
            }
            push(Kind::Value, {});
        }

        void pushValueList()
        {
            if (endsWithValueAndComma()) {
                m_out.pop_back();
                m_out.back().kind = Kind::ValueList;
                m_space = false;
                return;
            }
            push(Kind::ValueList, {});
        }

        bool endsWithValueAndComma() const
        {
            const std::size_t n = m_out.size();
            return n >= 2 && m_out[n - 1].kind == Kind::Comma && isValue(m_out[n - 2].kind);
        }

        // "(?)" and "(...)" for parentheses holding only values; a row after a row of the same kind joins it.
        void close()
        {
            const std::size_t n = m_out.size();
            if (n < 2 || m_out[n - 2].kind != Kind::Open || !isValue(m_out[n - 1].kind)) {
                push(Kind::Close, {});
                return;
            }
            const bool single = m_out[n - 1].kind == Kind::Value;
            m_out.pop_back();
            m_out.back().kind = single ? Kind::RowSingle : Kind::RowMulti;
            m_space = false;
            const std::size_t m = m_out.size();
            if (m >= 3 && m_out[m - 2].kind == Kind::Comma) {
                const Kind before = m_out[m - 3].kind;
                const bool same = single ? (before == Kind::RowSingle || before == Kind::RowSingleList)
                                         : (before == Kind::RowMulti || before == Kind::RowMultiList);
                if (same) {
                    m_out.resize(m - 2);
                    m_out.back().kind = single ? Kind::RowSingleList : Kind::RowMultiList;
                }
            }
        }

        static QString text(const Token& t)
        {
            switch (t.kind) {
            case Kind::Value:
                return QStringLiteral("?");
            case Kind::ValueList:
                return QStringLiteral("?, ...");
            case Kind::RowSingle:
                return QStringLiteral("(?)");
            case Kind::RowMulti:
                return QStringLiteral("(...)");
            case Kind::RowSingleList:
                return QStringLiteral("(?) /* , ... */");
            case Kind::RowMultiList:
                return QStringLiteral("(...) /* , ... */");
            case Kind::Open:
                return QStringLiteral("(");
            case Kind::Close:
                return QStringLiteral(")");
            case Kind::Comma:
                return QStringLiteral(",");
            case Kind::Dot:
                return QStringLiteral(".");
            case Kind::Semicolon:
                return QStringLiteral(";");
            case Kind::Word:
            case Kind::Variable:
            case Kind::Operator:
                return t.text;
            }
            return t.text;
        }

        // Single spaces between tokens, none inside parentheses, before a comma or around a dot; an opening parenthesis
        // keeps the statement's choice ("COUNT(*)", "VALUES (...)").
        static bool spaceBetween(const Token& a, const Token& b)
        {
            if (b.kind == Kind::Comma || b.kind == Kind::Close || b.kind == Kind::Semicolon || b.kind == Kind::Dot)
                return false;
            if (a.kind == Kind::Open || a.kind == Kind::Dot)
                return false;
            if (b.kind == Kind::Open || isRow(b.kind))
                return b.spaced || a.kind == Kind::Comma || a.kind == Kind::Operator || a.kind == Kind::Semicolon;
            return true;
        }

        QString rendered() const
        {
            QString out;
            for (std::size_t k = 0; k < m_out.size(); ++k) {
                if (k > 0 && spaceBetween(m_out[k - 1], m_out[k]))
                    out += QLatin1Char(' ');
                out += text(m_out[k]);
            }
            return out;
        }

        QStringView m_s;
        qsizetype m_i = 0;
        bool m_space = false;
        bool m_executable = false;
        std::vector<Token> m_out;
    };

    bool isThreadLine(const QString& line)
    {
        return line.startsWith(QLatin1String("MySQL thread id "))
            || line.startsWith(QLatin1String("MariaDB thread id "));
    }

    // The lines of InnoDB's own that end a transaction's statement.
    bool isInnodbLine(const QString& line)
    {
        static const QRegularExpression own(QStringLiteral("^(\\*\\*\\* |---|===|RECORD LOCKS |TABLE LOCK |Record "
                                                           "lock|Trx |mysql tables |LOCK WAIT|TRANSACTION |"
                                                           "MySQL thread id |MariaDB thread id |DATA TUPLE|PHYSICAL "
                                                           "RECORD|Foreign key constraint|But in |"
                                                           "But the |Trying to |WE ROLL BACK|LIST OF "
                                                           "TRANSACTIONS|END OF INNODB|\\d{4}-\\d\\d-\\d\\d |"
                                                           "\\s*\\d+: (len \\d+;|SQL NULL))"));
        return own.match(line).hasMatch();
    }

} // namespace

QString StatementDigest::normalised(QStringView sql)
{
    return Lexer(sql).run();
}

QString StatementDigest::normalisedInnodbStatus(const QString& text)
{
    static const QRegularExpression field(QStringLiteral("^(\\s*\\d+: len \\d+; )hex .*$"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    QStringList out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString& line = lines.at(i);
        if (const auto m = field.match(line); m.hasMatch()) {
            out.append(m.captured(1) + QStringLiteral("hex ?; asc ?;;"));
            continue;
        }
        out.append(line);
        if (!isThreadLine(line))
            continue;
        // The statement is every line up to InnoDB's next own one; empty lines at its end stay as they were.
        qsizetype end = i + 1;
        while (end < lines.size() && !isInnodbLine(lines.at(end)))
            ++end;
        qsizetype last = end;
        while (last > i + 1 && lines.at(last - 1).trimmed().isEmpty())
            --last;
        if (last > i + 1)
            out.append(normalised(lines.mid(i + 1, last - i - 1).join(QLatin1Char('\n'))));
        for (qsizetype k = last; k < end; ++k)
            out.append(lines.at(k));
        i = end - 1;
    }
    return out.join(QLatin1Char('\n'));
}

QString StatementDigest::normalisedServerMessage(const QString& message)
{
    // A syntax error quotes the statement from where the parser stopped, quotes and all, up to "' at line N".
    static const QRegularExpression near(
        QStringLiteral("\\bnear '(.*)' at line (\\d+)"), QRegularExpression::DotMatchesEverythingOption);
    QString text = message;
    if (const auto m = near.match(text); m.hasMatch())
        text = text.left(m.capturedStart(1)) + normalised(m.captured(1)) + text.mid(m.capturedEnd(1));
    // 'entry', 'value' and 'value:' quote what the client sent; 'key', 'column', 'table' quote names.
    static const QRegularExpression quoted(
        QStringLiteral("\\b(entry|value:?) '((?:[^']|'')*)'"), QRegularExpression::CaseInsensitiveOption);
    text.replace(quoted, QStringLiteral("\\1 '?'"));
    return text;
}

QString StatementDigest::innodbStatusWithoutHosts(const QString& text)
{
    static const QRegularExpression queryId(QStringLiteral("^((?:MySQL|MariaDB) thread id \\d+.*?, query id \\d+).*$"),
        QRegularExpression::MultilineOption);
    static const QRegularExpression threadId(
        QStringLiteral("^((?:MySQL|MariaDB) thread id \\d+)(?!.*, query id \\d+).*$"),
        QRegularExpression::MultilineOption);
    QString out = text;
    out.replace(queryId, QStringLiteral("\\1"));
    out.replace(threadId, QStringLiteral("\\1"));
    return out;
}

} // namespace sb
