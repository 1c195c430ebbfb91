// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace sb {

namespace {

QString unquote(QString value)
{
    value = value.trimmed();
    if (value.size() >= 2 && (value.front() == QLatin1Char('"') || value.front() == QLatin1Char('\''))
        && value.back() == value.front())
        value = value.mid(1, value.size() - 2);
    return value;
}

void readFile(const QString& path, const QStringList& groups, QMap<QString, QString>& values, int depth)
{
    QFile file(path);
    if (depth > 8 || !file.open(QIODevice::ReadOnly | QIODevice::Text))
        return;
    QTextStream in(&file);
    bool inGroup = false;
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char(';')))
            continue;
        if (line.startsWith(QLatin1String("!includedir"))) {
            const QDir dir(line.mid(11).trimmed());
            const auto entries = dir.entryList({ QStringLiteral("*.cnf") }, QDir::Files, QDir::Name);
            for (const QString& name : entries)
                readFile(dir.filePath(name), groups, values, depth + 1);
            continue;
        }
        if (line.startsWith(QLatin1String("!include"))) {
            readFile(line.mid(8).trimmed(), groups, values, depth + 1);
            continue;
        }
        if (line.startsWith(QLatin1Char('['))) {
            inGroup = groups.contains(line.mid(1, line.indexOf(QLatin1Char(']')) - 1).trimmed());
            continue;
        }
        if (!inGroup)
            continue;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        QString key = (eq < 0 ? line : line.left(eq)).trimmed().replace(QLatin1Char('_'), QLatin1Char('-'));
        values.insert(key, eq < 0 ? QString() : unquote(line.mid(eq + 1)));
    }
}

} // namespace

QMap<QString, QString> OptionFile::readGroups(const QStringList& files, const QStringList& groups)
{
    QMap<QString, QString> values;
    for (const QString& f : files)
        readFile(f, groups, values, 0);
    return values;
}

QStringList OptionFile::systemFiles()
{
    return { QStringLiteral("/etc/my.cnf"), QStringLiteral("/etc/mysql/my.cnf") };
}

QString OptionFile::userFile()
{
    return QDir::homePath() + QStringLiteral("/.my.cnf");
}

} // namespace sb
