// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlclassifier.h"

#include <QRegularExpression>

namespace sb {

SqlClassifier::Result SqlClassifier::classify(const std::string& sql)
{
    QString text = QString::fromStdString(sql);
    text.replace(QLatin1Char('('), QLatin1Char(' ')); // "(SELECT", "t(id INT"
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    const QStringList original = text.split(spaces, Qt::SkipEmptyParts);
    QStringList words;
    for (qsizetype i = 0; i < std::min<qsizetype>(original.size(), 6); ++i)
        words.append(original.at(i).toUpper());

    Result r;
    const QString first = words.value(0);
    static const QStringList reads { QStringLiteral("SELECT"), QStringLiteral("WITH"), QStringLiteral("SHOW"),
        QStringLiteral("TABLE"), QStringLiteral("VALUES") };
    static const QStringList writes { QStringLiteral("INSERT"), QStringLiteral("UPDATE"), QStringLiteral("DELETE"),
        QStringLiteral("REPLACE") };
    r.kind = reads.contains(first) ? StatementKind::Read
        : writes.contains(first)   ? StatementKind::Write
                                   : StatementKind::Other;
    r.beginsTransaction = first == QLatin1String("BEGIN")
        || (first == QLatin1String("START") && words.value(1) == QLatin1String("TRANSACTION"));
    r.endsTransaction = first == QLatin1String("COMMIT") || first == QLatin1String("ROLLBACK");
    if (first != QLatin1String("CREATE"))
        return r;

    qsizetype at = 1;
    if (words.value(at) == QLatin1String("OR") && words.value(at + 1) == QLatin1String("REPLACE"))
        at += 2;
    if (words.value(at) != QLatin1String("TABLE"))
        return r; // CREATE TEMPORARY TABLE, INDEX, VIEW ...: no table that outlives the connection
    ++at;
    if (words.value(at) == QLatin1String("IF") && words.value(at + 1) == QLatin1String("NOT"))
        at += 3;
    r.createsTable = true;
    r.table = original.value(at);
    if (r.table.size() > 2 && r.table.startsWith(QLatin1Char('`')) && r.table.endsWith(QLatin1Char('`')))
        r.table = r.table.mid(1, r.table.size() - 2);
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_$]+$"));
    r.plainName = plain.match(r.table).hasMatch();
    return r;
}

} // namespace sb
