// SPDX-License-Identifier: GPL-3.0-or-later
// --csv FILE --json FILE --markdown FILE: which table files a command writes, and writing them safely.
#pragma once

#include "commandline.h"
#include "common/error.h"
#include "console.h"
#include "export/tablewriter.h"

#include <QList>
#include <optional>

namespace sb::cli {

class TableOutputs {
public:
    struct Output {
        QString path;
        TableWriter::Format format;
    };

    // Takes the options out of `cl` before anything is read, so that a typo stops the command; nullopt after
    // printing a usage error.
    static std::optional<QList<Output>> take(CommandLine& cl);
    // Writes through a temporary file, so that a failed write never leaves half a table.
    static Error writeFile(const QString& path, const QString& text);

    // Writes render(format) to every output; returns the exit code.
    template <typename Render> static int write(const QList<Output>& outputs, Render render)
    {
        for (const Output& o : outputs) {
            if (Error e = writeFile(o.path, render(o.format)))
                return fail(e);
            err() << "wrote " << o.path << Qt::endl;
        }
        return ExitOk;
    }
};

} // namespace sb::cli
