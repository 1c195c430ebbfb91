// SPDX-License-Identifier: GPL-3.0-or-later
#include "foldedstacks.h"

#include <QFileInfo>
#include <QIODevice>
#include <QJsonArray>
#include <QList>
#include <QSet>
#include <QStringList>

namespace sb {

namespace perfscript {

    // The outermost frames a complete stack ends in: a thread's start, the program's, a kernel thread's.
    bool isThreadRoot(const QString& frame)
    {
        static const QSet<QString> roots { QStringLiteral("start_thread"), QStringLiteral("clone"),
            QStringLiteral("clone3"), QStringLiteral("__clone"), QStringLiteral("__clone3"), QStringLiteral("_start"),
            QStringLiteral("__libc_start_main"), QStringLiteral("__libc_start_call_main"),
            QStringLiteral("ret_from_fork"), QStringLiteral("ret_from_fork_asm"), QStringLiteral("kthread") };
        QString name = frame;
        if (name.endsWith(QLatin1String("_[k]")))
            name.chop(4);
        const qsizetype tick = name.indexOf(QLatin1Char('`'));
        if (tick >= 0)
            name = name.mid(tick + 1);
        return roots.contains(name);
    }

    QString cleanName(QString name)
    {
        // ';' separates frames and the last ' ' the count: neither may be read as part of a name.
        name.replace(QLatin1Char(';'), QLatin1Char(':'));
        name.replace(QLatin1Char('\n'), QLatin1Char(' '));
        return name;
    }

    QString frameName(const Frame& f, const QString& serverBinary)
    {
        const bool unknownSym = f.sym.isEmpty() || f.sym == QLatin1String("[unknown]");
        if (f.dso.startsWith(QLatin1String("[kernel")))
            return cleanName(unknownSym ? QStringLiteral("[kernel]") : f.sym) + QStringLiteral("_[k]");
        if (f.dso.isEmpty() || f.dso == QLatin1String("[unknown]"))
            return unknownSym ? QStringLiteral("[unknown]") : cleanName(f.sym);
        const QString file = f.dso.startsWith(QLatin1Char('[')) ? f.dso.mid(1, f.dso.size() - 2) : QFileInfo(f.dso).fileName();
        if (file == serverBinary)
            return unknownSym ? QStringLiteral("[%1]").arg(file) : cleanName(f.sym);
        return unknownSym ? QStringLiteral("[%1]").arg(file) : file + QLatin1Char('`') + cleanName(f.sym);
    }

    // "    55d0c1a2b3c4 JOIN::prepare(TABLE_LIST*) (/usr/sbin/mariadbd)"
    bool parseFrame(const QByteArray& line, Frame& frame)
    {
        const QString text = QString::fromUtf8(line).trimmed();
        const qsizetype space = text.indexOf(QLatin1Char(' '));
        if (space <= 0)
            return false;
        QString rest = text.mid(space + 1).trimmed();
        if (rest.endsWith(QLatin1Char(')'))) {
            // The dso is the last parenthesised group; a name may hold parentheses of its own.
            int depth = 0;
            qsizetype open = -1;
            for (qsizetype i = rest.size() - 1; i >= 0; --i) {
                if (rest.at(i) == QLatin1Char(')'))
                    ++depth;
                else if (rest.at(i) == QLatin1Char('(') && --depth == 0) {
                    open = i;
                    break;
                }
            }
            if (open >= 0) {
                frame.dso = rest.mid(open + 1, rest.size() - open - 2);
                rest = rest.left(open).trimmed();
            }
        }
        frame.sym = rest;
        return true;
    }

    // "mariadbd 1234 [001]  5678.123456: " or "mariadbd 1234  5678.123456: 1001001 cpu-clock: "
    bool parseHeader(const QByteArray& line, QString& comm, double& time)
    {
        const QList<QByteArray> tokens = line.simplified().split(' ');
        for (qsizetype i = 1; i < tokens.size(); ++i) {
            const QByteArray& t = tokens.at(i);
            if (!t.endsWith(':'))
                continue;
            bool ok = false;
            const double v = t.left(t.size() - 1).toDouble(&ok);
            if (!ok || !t.contains('.'))
                continue;
            time = v;
            // comm is everything before the tid (the token before the time, or before "[cpu]").
            qsizetype tidIndex = i - 1;
            if (tidIndex > 0 && tokens.at(tidIndex).startsWith('['))
                --tidIndex;
            QStringList words;
            for (qsizetype w = 0; w < tidIndex; ++w)
                words << QString::fromUtf8(tokens.at(w));
            comm = cleanName(words.join(QLatin1Char(' ')));
            if (comm.isEmpty())
                comm = QStringLiteral("[unknown]");
            return true;
        }
        return false;
    }

} // namespace perfscript

using namespace perfscript;

namespace {

    const char* kindName(FrameKind k)
    {
        switch (k) {
        case FrameKind::Kernel:
            return "kernel";
        case FrameKind::Server:
            return "server";
        case FrameKind::Library:
            return "libraries";
        case FrameKind::Unknown:
            return "unknown";
        }
        return "unknown";
    }

    QString leafOf(const QString& stack)
    {
        const qsizetype semi = stack.lastIndexOf(QLatin1Char(';'));
        return semi < 0 ? stack : stack.mid(semi + 1);
    }

} // namespace

FrameKind frameKind(const QString& frame, const QString& serverBinary)
{
    if (frame.endsWith(QLatin1String("_[k]")))
        return FrameKind::Kernel;
    if (frame == QLatin1String("[unknown]"))
        return FrameKind::Unknown;
    if (frame.startsWith(QLatin1Char('[')) && frame.endsWith(QLatin1Char(']')))
        return frame.mid(1, frame.size() - 2) == serverBinary ? FrameKind::Server : FrameKind::Library;
    if (frame.contains(QLatin1Char('`')))
        return FrameKind::Library;
    return FrameKind::Server;
}

PerfScriptFolder::PerfScriptFolder(const QString& serverBinary, double from, double to)
    : m_from(from)
    , m_to(to)
{
    m_profile.serverBinary = serverBinary;
}

void PerfScriptFolder::finishSample()
{
    if (!m_inSample)
        return;
    m_inSample = false;
    if (m_time < m_from || (m_to > 0 && m_time > m_to)) {
        ++m_profile.skipped;
        m_frames.clear();
        return;
    }
    const QString& serverBinary = m_profile.serverBinary;
    QStringList names { m_comm };
    for (qsizetype i = qsizetype(m_frames.size()) - 1; i >= 0; --i)
        names << frameName(Frame { m_frames[size_t(i)].first, m_frames[size_t(i)].second }, serverBinary);
    if (names.size() == 1)
        names << QStringLiteral("[unknown]");
    ++m_profile.samples;
    if (!isThreadRoot(names.at(1)))
        ++m_profile.truncated;
    ++m_profile.leafKinds[frameKind(names.last(), serverBinary)];
    ++m_profile.stacks[names.join(QLatin1Char(';'))];
    m_frames.clear();
}

void PerfScriptFolder::addLine(const QByteArray& line)
{
    if (line.trimmed().isEmpty()) {
        finishSample();
        return;
    }
    if (line.at(0) != ' ' && line.at(0) != '\t') {
        finishSample();
        m_inSample = parseHeader(line, m_comm, m_time);
        return;
    }
    Frame frame;
    if (m_inSample && parseFrame(line, frame))
        m_frames.emplace_back(frame.sym, frame.dso);
}

FoldedProfile PerfScriptFolder::result()
{
    finishSample();
    return m_profile;
}

FoldedProfile foldPerfScript(const QByteArray& script, const QString& serverBinary, double from, double to)
{
    PerfScriptFolder folder(serverBinary, from, to);
    for (const QByteArray& line : script.split('\n'))
        folder.addLine(line);
    return folder.result();
}

FoldedProfile foldPerfScript(QIODevice& script, const QString& serverBinary, double from, double to)
{
    PerfScriptFolder folder(serverBinary, from, to);
    while (!script.atEnd()) {
        QByteArray line = script.readLine();
        if (line.endsWith('\n'))
            line.chop(1);
        folder.addLine(line);
    }
    return folder.result();
}

QByteArray FoldedProfile::foldedText() const
{
    QByteArray text;
    for (const auto& [stack, count] : stacks)
        text += stack.toUtf8() + ' ' + QByteArray::number(quint64(count)) + '\n';
    return text;
}

double FoldedProfile::share(FrameKind kind) const
{
    const auto it = leafKinds.find(kind);
    return samples == 0 || it == leafKinds.end() ? 0.0 : double(it->second) / double(samples);
}

QJsonObject FoldedProfile::meta() const
{
    QJsonObject shares;
    for (FrameKind k : { FrameKind::Kernel, FrameKind::Server, FrameKind::Library, FrameKind::Unknown })
        shares.insert(QLatin1String(kindName(k)), share(k));
    QJsonObject m { { QStringLiteral("event"), event }, { QStringLiteral("frequency_hz"), frequencyHz },
        { QStringLiteral("samples"), double(samples) }, { QStringLiteral("truncated"), double(truncated) },
        { QStringLiteral("skipped"), double(skipped) }, { QStringLiteral("server_binary"), serverBinary },
        { QStringLiteral("truncated_share"), samples == 0 ? 0.0 : double(truncated) / double(samples) },
        { QStringLiteral("shares"), shares } };
    for (auto it = extraMeta.begin(); it != extraMeta.end(); ++it)
        m.insert(it.key(), it.value());
    return m;
}

FoldedProfile FoldedProfile::fromStored(const QByteArray& folded, const QJsonObject& meta)
{
    FoldedProfile p;
    p.event = meta.value(QStringLiteral("event")).toString(QStringLiteral("cpu-clock"));
    p.frequencyHz = meta.value(QStringLiteral("frequency_hz")).toInt();
    p.skipped = std::uint64_t(meta.value(QStringLiteral("skipped")).toDouble());
    p.serverBinary = meta.value(QStringLiteral("server_binary")).toString();
    p.extraMeta = meta; // a kind's own keys pass through (the standard ones are written afresh by meta())
    for (const char* key : { "event", "frequency_hz", "samples", "truncated", "skipped", "server_binary",
             "truncated_share", "shares" })
        p.extraMeta.remove(QLatin1String(key));
    for (const QByteArray& line : folded.split('\n')) {
        const qsizetype space = line.lastIndexOf(' ');
        if (space <= 0)
            continue;
        bool ok = false;
        const std::uint64_t count = line.mid(space + 1).toULongLong(&ok);
        if (!ok)
            continue;
        const QString stack = QString::fromUtf8(line.left(space));
        p.stacks[stack] += count;
        p.samples += count;
        p.leafKinds[frameKind(leafOf(stack), p.serverBinary)] += count;
        const QStringList frames = stack.split(QLatin1Char(';'));
        if (frames.size() < 2 || !isThreadRoot(frames.at(1)))
            p.truncated += count; // the stack does not reach its thread's start
    }
    return p;
}

std::map<QString, FunctionSamples> functionSamples(const FoldedProfile& profile)
{
    std::map<QString, FunctionSamples> functions;
    for (const auto& [stack, count] : profile.stacks) {
        const QStringList frames = stack.split(QLatin1Char(';'));
        QSet<QString> seen;
        for (qsizetype i = 1; i < frames.size(); ++i) { // frames[0] is the thread's name
            const QString& f = frames.at(i);
            FunctionSamples& s = functions[f];
            s.function = f;
            if (!seen.contains(f)) {
                seen.insert(f);
                s.total += count;
            }
            if (i == frames.size() - 1)
                s.self += count;
        }
    }
    return functions;
}

} // namespace sb
