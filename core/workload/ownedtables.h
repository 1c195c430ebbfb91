// SPDX-License-Identifier: GPL-3.0-or-later
// The ownership rule of the workloads' tables: a table ScaleBench creates carries the comment OltpWorkload uses, and
// only such tables are ever dropped. Shared by the workloads that create tables of their own.
#pragma once

#include "common/error.h"

#include <QMap>
#include <QStringList>

namespace sb {

class Session;

class OwnedTables {
public:
    static QString comment(); // "created by scalebench": the mark of every table ScaleBench made
    // The mark of a table ScaleBench created and is still loading: owned (cleanup and --recreate drop it), but not
    // ready, so that an interrupted prepare never leaves a table that a run would take for a complete one. The
    // loader sets comment() as its last statement.
    static QString incompleteComment();
    // Which of `names` exist in the current database, each with whether ScaleBench created it.
    static Result<QMap<QString, bool>> existing(Session& session, const QStringList& names);
    // Marks a table just created by a statement that ScaleBench did not write (a script's CREATE TABLE).
    static Error mark(Session& session, const QString& table);
    // Before loading: nothing of `names` may exist, except ours when `recreate` (they are dropped). Foreign tables
    // are never dropped.
    static Error clearForPrepare(Session& session, const QStringList& names, bool recreate);
    static Error dropOwned(Session& session, const QStringList& names, QStringList* dropped, QStringList* keptForeign);
    // TablesMissing naming the missing tables (context) and the database (detail). A table still marked incomplete
    // counts as missing.
    static Error checkPresent(Session& session, const QStringList& names);

    // What a run would find: how many of `names` exist, and how many of those ScaleBench did not create.
    struct Presence {
        int wanted = 0;
        int present = 0;
        QStringList foreign;
        QStringList incomplete; // ours, but their loading did not finish
    };
    static Result<Presence> presence(Session& session, const QStringList& names);

private:
    // The comment of each of `names` that exists in the current database.
    static Result<QMap<QString, QString>> comments(Session& session, const QStringList& names);
};

} // namespace sb
