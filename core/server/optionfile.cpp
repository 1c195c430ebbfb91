// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>
#include <sys/stat.h>

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

    // "loose-ssl_ca" -> "ssl-ca"; "skip-ssl" -> ("ssl", "0"), as the client's option parser reads them.
    QPair<QString, QString> canonical(QString key, QString value)
    {
        key = key.trimmed().toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
        if (key.startsWith(QLatin1String("loose-")))
            key = key.mid(6);
        for (const auto& [prefix, flag] : { std::pair { "skip-", "0" }, { "disable-", "0" }, { "enable-", "1" } }) {
            if (key.startsWith(QLatin1String(prefix)))
                return { key.mid(qsizetype(qstrlen(prefix))), QLatin1String(flag) };
        }
        return { key, value };
    }

    struct Reader {
        const QStringList& groups;
        QMap<QString, QString>& values;
        QStringList* ignored;

        void read(const QString& path, int depth);
        void line(const QString& text, bool* inGroup, int depth);
    };

    void Reader::read(const QString& path, int depth)
    {
        if (depth > 8 || !QFileInfo(path).isFile())
            return;
        if (OptionFile::isWorldWritable(path)) {
            if (ignored)
                ignored->append(path);
            return;
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return;
        QTextStream in(&file);
        bool inGroup = false;
        while (!in.atEnd())
            line(in.readLine().trimmed(), &inGroup, depth);
    }

    void Reader::line(const QString& text, bool* inGroup, int depth)
    {
        if (text.isEmpty() || text.startsWith(QLatin1Char('#')) || text.startsWith(QLatin1Char(';')))
            return;
        if (text.startsWith(QLatin1String("!includedir"))) {
            const QDir dir(text.mid(11).trimmed());
            const auto entries = dir.entryList({ QStringLiteral("*.cnf") }, QDir::Files, QDir::Name);
            for (const QString& name : entries)
                read(dir.filePath(name), depth + 1);
            return;
        }
        if (text.startsWith(QLatin1String("!include"))) {
            read(text.mid(8).trimmed(), depth + 1);
            return;
        }
        if (text.startsWith(QLatin1Char('['))) {
            *inGroup = groups.contains(text.mid(1, text.indexOf(QLatin1Char(']')) - 1).trimmed().toLower());
            return;
        }
        if (!*inGroup)
            return;
        const qsizetype eq = text.indexOf(QLatin1Char('='));
        const auto [key, value]
            = canonical(eq < 0 ? text : text.left(eq), eq < 0 ? QString() : unquote(text.mid(eq + 1)));
        values.insert(key, value);
    }

} // namespace

QMap<QString, QString> OptionFile::readGroups(const QStringList& files, const QStringList& groups, QStringList* ignored)
{
    QMap<QString, QString> values;
    Reader reader { groups, values, ignored };
    for (const QString& f : files)
        reader.read(f, 0);
    return values;
}

QStringList OptionFile::clientGroups()
{
    return { QStringLiteral("client"), QStringLiteral("client-server"), QStringLiteral("client-mariadb"),
        QStringLiteral("scalebench") };
}

bool OptionFile::isWorldWritable(const QString& path)
{
    struct stat st { };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && (st.st_mode & S_IWOTH) != 0;
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
