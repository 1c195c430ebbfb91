// SPDX-License-Identifier: GPL-3.0-or-later
// The words for what is wrong with a custom SQL script (ErrorCode::ScriptInvalid): core's parser says which problem
// and its data, this says it in the reader's language. Part of scalebench_report beside ErrorText, which calls it.
#pragma once

#include "workload/scriptproblem.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sb {

class ScriptProblemText {
    Q_DECLARE_TR_FUNCTIONS(ScriptProblemText)
public:
    // "statement not terminated by ';' before line 7", without the file and position (the error's context).
    static QString describe(ScriptProblem problem, const QStringList& args);
};

} // namespace sb
