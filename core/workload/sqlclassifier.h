// SPDX-License-Identifier: GPL-3.0-or-later
// Tells from a statement's leading words what a script statement is: a read, a write or other (as sysbench counts
// them), whether it opens or ends a transaction, and which table a CREATE TABLE makes. No SQL parser: enough for
// counting and for the ownership rule.
#pragma once

#include "script.h"

namespace sb {

class SqlClassifier {
public:
    struct Result {
        StatementKind kind = StatementKind::Other;
        bool beginsTransaction = false;
        bool endsTransaction = false;
        bool createsTable = false; // CREATE [OR REPLACE] TABLE [IF NOT EXISTS], not TEMPORARY
        QString table; // the name as written, without backquotes
        bool plainName = true; // letters, digits, '_', '$' only (no database prefix)
    };

    static Result classify(const std::string& sql);
};

} // namespace sb
