// SPDX-License-Identifier: GPL-3.0-or-later
// Turns core's typed errors into sentences that say what happened and what to do. Used by the GUI and the CLI.
#pragma once

#include "common/error.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(ErrorText)
public:
    static QString describe(const Error& error);
};

} // namespace sb
