// SPDX-License-Identifier: GPL-3.0-or-later
// Statement texts without the customer's values, the way MySQL's statement digests show them (`WHERE id = ?`): MariaDB
// has no STATEMENT_DIGEST_TEXT(), and a stalled server answers nothing, so ScaleBench has a lexer of its own. Literal
// values (strings, numbers, hex and bit values, N'..' and _charset'..') become `?`, lists of values `(...)`, repeated
// rows `(...) /* , ... */`; comments are dropped; identifiers, variables, keywords and operators are kept.
#pragma once

#include <QString>
#include <QStringView>

namespace sb {

class StatementDigest {
public:
    // The statement normalised, its tokens separated by single spaces. A string cut off by a truncated text is a value
    // to its end; a text normalised once comes back unchanged.
    static QString normalised(QStringView sql);
    // SHOW ENGINE INNODB STATUS with the statement after each "MySQL/MariaDB thread id" line normalised and the values
    // of record dumps (`hex 4572696b61; asc Erika;;`) replaced by `hex ?; asc ?;;`; everything else as it was.
    static QString normalisedInnodbStatus(const QString& text);
    // A server's error message without the values it quotes: "Duplicate entry '?' for key 'PRIMARY'", "Incorrect
    // integer value: '?' for column ...", a statement quoted after "near" normalised; names it quotes are kept.
    static QString normalisedServerMessage(const QString& message);
    // The InnoDB status's thread lines without the client's host, address and user: "... query id 32" ends them.
    static QString innodbStatusWithoutHosts(const QString& text);
};

} // namespace sb
