// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableoutputs.h"

#include <QSaveFile>

namespace sb::cli {

std::optional<QList<TableOutputs::Output>> TableOutputs::take(CommandLine& cl)
{
    const std::pair<const char*, TableWriter::Format> kinds[] = { { "csv", TableWriter::Format::Csv },
        { "json", TableWriter::Format::Json }, { "markdown", TableWriter::Format::Markdown } };
    QList<Output> outputs;
    for (const auto& [option, format] : kinds) {
        const QString name = QLatin1String(option);
        if (!cl.has(name))
            continue;
        const QString path = cl.take(name);
        if (path.isEmpty()) {
            usageError(QStringLiteral("--%1 needs a file name").arg(name));
            return std::nullopt;
        }
        outputs.append({ path, format });
    }
    return outputs;
}

Error TableOutputs::writeFile(const QString& path, const QString& text)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit())
        return { ErrorCode::FileError, path, file.errorString() };
    return {};
}

} // namespace sb::cli
