// SPDX-License-Identifier: GPL-3.0-or-later
// The words for a file or directory ScaleBench cannot use or read (ErrorCode::FileUnusable, FileContentInvalid): core
// says which FileProblem and its data, this says it in the reader's language, the same for both readers. Part of
// scalebench_report beside ErrorText, which calls it.
#pragma once

#include "common/error.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class FileProblemText {
    Q_DECLARE_TR_FUNCTIONS(FileProblemText)
public:
    // Without the system's words (ErrorText adds them).
    static QString describe(const Error& e);
};

} // namespace sb
