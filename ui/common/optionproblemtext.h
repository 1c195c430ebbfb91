// SPDX-License-Identifier: GPL-3.0-or-later
// The words for an option's value that is refused (ErrorCode::OptionValueInvalid): core says which problem, the value
// given and the data, this says it in the reader's language. Part of scalebench_report beside ErrorText, which calls it
// with the option as its reader knows it (--table-size on the command line, "table size" on the workstation).
#pragma once

#include "common/error.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class OptionProblemText {
    Q_DECLARE_TR_FUNCTIONS(OptionProblemText)
public:
    static QString describe(const Error& e, const QString& option);
};

} // namespace sb
