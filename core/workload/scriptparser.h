// SPDX-License-Identifier: GPL-3.0-or-later
// Reads custom SQL scripts (format: resources/scripts/README.md) into Script values. Every error is a ScriptInvalid
// whose context is "file:line:column", found before any connection is made.
#pragma once

#include "common/error.h"
#include "script.h"

#include <QList>

namespace sb {

class ScriptParser {
public:
    struct Entry {
        QString path;
        int weight = 1;
    };

    // `fileName` is what errors call the text (the path as the user gave it).
    static Result<Script> parse(const QString& text, const QString& fileName);
    static Result<Script> parseFile(const QString& path);
    // "orders.sql@3,lookup.sql" -> the files and their weights (1 when not given), as pgbench's -f file@weight.
    static Result<QList<Entry>> parseList(const QString& list);
};

} // namespace sb
