// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

namespace sb::cli {

CommandLine CommandLine::parse(const QStringList& args, const QSet<QString>& spaced)
{
    CommandLine cl;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args.at(i);
        if (!a.startsWith(QLatin1String("--")) || a.size() == 2) {
            cl.m_positionals.append(a);
            continue;
        }
        const qsizetype eq = a.indexOf(QLatin1Char('='));
        QString name = (eq < 0 ? a.mid(2) : a.mid(2, eq - 2)).replace(QLatin1Char('-'), QLatin1Char('_'));
        if (eq >= 0) {
            cl.m_options.insert(name, a.mid(eq + 1));
        } else if (spaced.contains(name) && i + 1 < args.size() && !args.at(i + 1).startsWith(QLatin1String("--"))) {
            cl.m_options.insert(name, args.at(++i));
        } else {
            cl.m_options.insert(name, QString());
            cl.m_bare.insert(name);
        }
        cl.m_all[name].append(cl.m_options.value(name));
    }
    return cl;
}

QString CommandLine::take(const QString& name, const QString& fallback)
{
    if (!m_options.contains(name))
        return fallback;
    m_bare.remove(name);
    return m_options.take(name);
}

QStringList CommandLine::takeAll(const QString& name)
{
    if (!m_options.contains(name))
        return {};
    take(name);
    return m_all.take(name);
}

bool CommandLine::takeFlag(const QString& name)
{
    if (!m_options.contains(name))
        return false;
    const QString v = take(name).toLower();
    return v.isEmpty() || v == QLatin1String("on") || v == QLatin1String("true") || v == QLatin1String("1");
}

bool CommandLine::takeBare(const QString& name, QString* value)
{
    if (!m_options.contains(name))
        return false;
    const bool bare = m_bare.contains(name);
    *value = take(name);
    if (bare)
        value->clear();
    return true;
}

void CommandLine::rename(const QString& from, const QString& to)
{
    if (!m_options.contains(from))
        return;
    const bool bare = m_bare.contains(from);
    const QString value = take(from);
    if (m_options.contains(to))
        return;
    m_options.insert(to, value);
    if (bare)
        m_bare.insert(to);
}

} // namespace sb::cli
