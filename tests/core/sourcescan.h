// SPDX-License-Identifier: GPL-3.0-or-later
// A small scanner of C++ source for tst_sourcesize: it finds each function body (a brace block that follows a
// parameter list at namespace or class level; lambdas and local classes count as part of the function around
// them) and how many lines it spans. It reads text only: comments, string and character literals (raw strings
// too) and preprocessor lines are blanked first, so braces in them do not count. A constructor's member
// initialisers in braces (`x{1}`) belong to its header, not to a body of their own.
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>

namespace sb::test {

struct FunctionSpan {
    QString name; // as written before its parameter list: `Class::method`, `operator==`, `free`
    int firstLine = 0; // 1-based line of the opening brace
    int lines = 0; // from the opening to the closing brace, both counted
};

// The text with comments, literals and preprocessor lines replaced by spaces (newlines kept, so lines still count).
inline QString blankNonCode(const QString& text)
{
    QString out = text;
    const qsizetype n = text.size();
    auto blank = [&out](qsizetype from, qsizetype to) {
        for (qsizetype i = from; i < to; ++i) {
            if (out[i] != QLatin1Char('\n'))
                out[i] = QLatin1Char(' ');
        }
    };
    bool lineStart = true;
    for (qsizetype i = 0; i < n;) {
        const QChar c = text[i];
        const QChar next = i + 1 < n ? text[i + 1] : QChar();
        if (lineStart && c == QLatin1Char('#')) { // a directive, with its continuation lines
            qsizetype end = i;
            while (end < n && !(text[end] == QLatin1Char('\n') && text[end - 1] != QLatin1Char('\\')))
                ++end;
            blank(i, end);
            i = end;
            continue;
        }
        if (!c.isSpace())
            lineStart = false;
        if (c == QLatin1Char('\n'))
            lineStart = true;
        if (c == QLatin1Char('/') && next == QLatin1Char('/')) {
            const qsizetype end = text.indexOf(QLatin1Char('\n'), i);
            blank(i, end < 0 ? n : end);
            i = end < 0 ? n : end;
        } else if (c == QLatin1Char('/') && next == QLatin1Char('*')) {
            const qsizetype end = text.indexOf(QLatin1String("*/"), i + 2);
            const qsizetype stop = end < 0 ? n : end + 2;
            blank(i, stop);
            i = stop;
        } else if (c == QLatin1Char('R') && next == QLatin1Char('"')
            && (i == 0 || !(text[i - 1].isLetterOrNumber() || text[i - 1] == QLatin1Char('_')))) {
            const qsizetype open = text.indexOf(QLatin1Char('('), i + 2);
            const QString close = QLatin1Char(')') + text.mid(i + 2, open - i - 2) + QLatin1Char('"');
            const qsizetype end = open < 0 ? -1 : text.indexOf(close, open + 1);
            const qsizetype stop = end < 0 ? n : end + close.size();
            blank(i, stop);
            i = stop;
        } else if (c == QLatin1Char('"') || (c == QLatin1Char('\'') && !(i > 0 && text[i - 1].isDigit()))) {
            qsizetype end = i + 1; // a digit separator (1'000) is not a character literal
            while (end < n && text[end] != c && text[end] != QLatin1Char('\n'))
                end += text[end] == QLatin1Char('\\') ? 2 : 1;
            const qsizetype stop = qMin(end + 1, n);
            blank(i, stop);
            i = stop;
        } else {
            ++i;
        }
    }
    return out;
}

namespace detail {
    enum class Block { Scope, Function, Init, Other }; // Scope: a namespace, class or extern block

    inline bool startsWithWord(const QString& header, QLatin1String word)
    {
        const QString h = header.trimmed();
        return h.startsWith(word) && (h.size() == word.size() || !h[word.size()].isLetterOrNumber());
    }

    // What a brace opened at namespace or class level begins, from the text since the last statement.
    inline Block classify(const QString& header)
    {
        const QString h = header.simplified();
        for (const char* word : { "namespace", "class", "struct", "union", "enum", "extern" }) {
            if (startsWithWord(h, QLatin1String(word))
                || h.contains(QLatin1Char(' ') + QLatin1String(word) + QLatin1Char(' ')))
                return h.contains(QLatin1Char('(')) && !startsWithWord(h, QLatin1String("namespace")) ? Block::Other
                                                                                                      : Block::Scope;
        }
        if (startsWithWord(h, QLatin1String("template")) && !h.contains(QLatin1Char('(')))
            return Block::Scope; // template <...> class X
        const qsizetype close = h.lastIndexOf(QLatin1Char(')'));
        if (close < 0)
            return Block::Other; // data: `const QList<int> x {`, `= {`
        // `Foo::Foo(int a) : x(a), y{` opens a member initialiser, not the body.
        const qsizetype colon = h.indexOf(QLatin1String(") :"));
        const QString tail = h.mid(close + 1).trimmed();
        if (colon >= 0 && !tail.isEmpty()
            && (tail.back().isLetterOrNumber() || tail.back() == QLatin1Char('_') || tail.back() == QLatin1Char('>')))
            return Block::Init;
        if (h.contains(QLatin1Char('=')) && h.indexOf(QLatin1Char('=')) < h.indexOf(QLatin1Char('(')))
            return Block::Other; // `const auto x = f(` ... `{` is data
        return Block::Function;
    }

    inline QString functionName(const QString& header)
    {
        static const QString operatorWord = QStringLiteral("operator");
        QString h = header.simplified();
        // Leading macro calls (Q_DECLARE_METATYPE(X) without a semicolon) are not the function.
        static const QRegularExpression macro(QStringLiteral("^[A-Z][A-Z0-9_]*\\([^()]*\\)\\s*"));
        for (auto m = macro.match(h); m.hasMatch(); m = macro.match(h))
            h.remove(0, m.capturedLength());
        qsizetype open = h.indexOf(QLatin1Char('('));
        const qsizetype op = h.indexOf(operatorWord);
        if (op >= 0 && op < open)
            open = h.indexOf(QLatin1Char('('),
                op + operatorWord.size()
                    + (h.mid(op + operatorWord.size()).trimmed().startsWith(QLatin1String("()")) ? 3 : 0));
        qsizetype start = open;
        while (start > 0 && !h[start - 1].isSpace() && h[start - 1] != QLatin1Char('*')
            && h[start - 1] != QLatin1Char('&'))
            --start;
        return h.mid(start, open - start).trimmed();
    }
} // namespace detail

// Every function body in the text (after blankNonCode), in the order they open.
inline QList<FunctionSpan> functionSpans(const QString& text)
{
    using detail::Block;
    const QString code = blankNonCode(text);
    struct Open {
        Block block;
        int line;
        QString name;
    };
    QList<Open> stack;
    QList<FunctionSpan> spans;
    QString header;
    int line = 1;
    auto inFunction = [&stack] {
        for (const Open& o : stack) {
            if (o.block == Block::Function || o.block == Block::Other)
                return true;
        }
        return false;
    };
    for (const QChar c : code) {
        if (c == QLatin1Char('\n'))
            ++line;
        if (c == QLatin1Char('{')) {
            const Block block = inFunction() ? Block::Other : detail::classify(header);
            stack.append({ block, line, block == Block::Function ? detail::functionName(header) : QString() });
            if (block != Block::Init)
                header.clear();
        } else if (c == QLatin1Char('}')) {
            if (stack.isEmpty())
                continue;
            const Open o = stack.takeLast();
            if (o.block == Block::Function)
                spans.append({ o.name, o.line, line - o.line + 1 });
            if (o.block == Block::Init)
                header += QLatin1String("{}");
            else
                header.clear();
        } else if (c == QLatin1Char(';')) {
            header.clear();
        } else if (!inFunction()) {
            header += c;
        }
    }
    std::sort(spans.begin(), spans.end(),
        [](const FunctionSpan& a, const FunctionSpan& b) { return a.firstLine < b.firstLine; });
    return spans;
}

} // namespace sb::test
