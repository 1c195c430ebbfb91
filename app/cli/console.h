// SPDX-License-Identifier: GPL-3.0-or-later
// Output helpers and exit codes shared by the CLI's commands.
#pragma once

#include "common/error.h"

#include <QString>
#include <QTextStream>

namespace sb::cli {

// Distinct exit codes so that scripts can tell what went wrong.
enum ExitCode : int {
    ExitOk = 0,
    ExitInternal = 1,
    ExitUsage = 2, // bad command line or plan: nothing was run
    ExitConnection = 3, // the server could not be reached or refused us
    ExitRunFailed = 4, // a run stopped on an error or was interrupted; what it measured was kept
    ExitThreshold = 5, // compare --fail-if: a difference is significant and past its bound
};

QTextStream& out();
QTextStream& err();
// Prints "scalebench-cli: <sentence>" on stderr and returns the exit code that fits the error.
int fail(const Error& error);
// "1 client", "8 clients": the CLI's words load no translation, so its one plural is spelled here.
QString clientCount(int clients);
// A number with `decimals` places, in the C locale (the CLI's text is read by scripts too).
QString num(double v, int decimals = 2);
// A summary's line: "    LABEL" padded to `width`, then the value.
QString line(const QString& label, const QString& value, int width = 40);
inline QString line(const char* label, const QString& value, int width = 40)
{
    return line(QLatin1String(label), value, width);
}
int usageError(const QString& message);
int exitCodeFor(const Error& error);

} // namespace sb::cli
