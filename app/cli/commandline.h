// SPDX-License-Identifier: GPL-3.0-or-later
// sysbench-style arguments: --name=value or a bare --flag anywhere, positionals in between. Names are canonical
// with underscores, so --table-size and --table_size are the same option.
#pragma once

#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace sb::cli {

class CommandLine {
public:
    // `spaced` lists options that may also take their value as the next argument (--host 127.0.0.1).
    static CommandLine parse(const QStringList& args, const QSet<QString>& spaced);

    bool has(const QString& name) const { return m_options.contains(name); }
    // The value of an option and forgets it, so that what is left over can be reported as unknown.
    QString take(const QString& name, const QString& fallback = {});
    bool takeFlag(const QString& name);
    // Every value of an option that may be repeated (--option a=1 --option b=2), in the order given.
    QStringList takeAll(const QString& name);
    bool takeBare(const QString& name, QString* value); // true when given; *value empty when given without '='
    // Lets an alias stand for its option (--mysql-host for --host); the option itself wins when both are given.
    void rename(const QString& from, const QString& to);
    const QMap<QString, QString>& remaining() const { return m_options; }
    const QStringList& positionals() const { return m_positionals; }

private:
    QMap<QString, QString> m_options;
    QSet<QString> m_bare; // given as --name without a value
    QMap<QString, QStringList> m_all; // every value given, for repeated options
    QStringList m_positionals;
};

} // namespace sb::cli
