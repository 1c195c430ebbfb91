// SPDX-License-Identifier: GPL-3.0-or-later
// `fit FILE.csv`: USL and Amdahl fits, speedup and a summary for a table typed in or copied from an article.
#include "analysis/datatable.h"
#include "clicommand.h"
#include "columnchoice.h"
#include "commandline.h"
#include "console.h"
#include "export/tablewriter.h"
#include "report/scalingreport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <optional>

namespace sb::cli {

namespace {

    enum class Style { Text, Markdown, Json };

    QString renderText(const ScalingReport& report, ScalingReport::Style style)
    {
        QString out = ScalingReport::heading(style, QStringLiteral("Table"));
        out += TableWriter::write(report.table(), TableWriter::Format::Markdown);
        for (const ScalingReport::Table& t :
            { report.uslTable(), report.amdahlTable(), report.speedupTable(), report.percentDifferenceTable() })
            out += ScalingReport::render(t, style);
        out += report.summaryText(style);
        return out.mid(1);
    }

    QString renderJson(const ScalingReport& report)
    {
        QJsonObject doc = report.toJson();
        doc.insert(QStringLiteral("table"),
            QJsonDocument::fromJson(TableWriter::write(report.table(), TableWriter::Format::Json).toUtf8()).object());
        return QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Indented));
    }

    std::optional<Style> styleFromName(const QString& name)
    {
        if (name == QLatin1String("text"))
            return Style::Text;
        if (name == QLatin1String("markdown") || name == QLatin1String("md"))
            return Style::Markdown;
        if (name == QLatin1String("json"))
            return Style::Json;
        return std::nullopt;
    }

} // namespace

int fitCommand(const QStringList& args)
{
    CommandLine cl = CommandLine::parse(
        args, { QStringLiteral("format"), QStringLiteral("baseline"), QStringLiteral("percent_diff") });
    if (cl.takeFlag(QStringLiteral("help"))) {
        out() << "Usage: scalebench-cli fit FILE.csv [--format text|markdown|json] [--baseline COLUMN]\n"
                 "       [--percent-diff A,B]\n"
                 "  FILE.csv: first column the x axis (concurrency), one column per configuration ('1 core', '4 "
                 "cores');\n"
                 "  '#' lines are comments. --baseline names a column or a core count (default: fewest cores).\n"
                 "  --percent-diff A,B: percentage difference from column A to column B per row.\n";
        out().flush();
        return ExitOk;
    }
    const auto style = styleFromName(cl.take(QStringLiteral("format"), QStringLiteral("text")).toLower());
    if (!style)
        return usageError(QStringLiteral("--format must be text, markdown or json"));
    const QString baselineName = cl.take(QStringLiteral("baseline"));
    const bool wantsDiff = cl.has(QStringLiteral("percent_diff"));
    const QString diff = cl.take(QStringLiteral("percent_diff"));
    if (!cl.remaining().isEmpty())
        return usageError(QStringLiteral("unknown option --%1 for fit").arg(cl.remaining().firstKey()));
    if (cl.positionals().size() != 1)
        return usageError(QStringLiteral("fit needs one CSV file; see 'scalebench-cli fit --help'"));

    auto table = DataTable::fromCsv(cl.positionals().first());
    if (!table)
        return fail(table.error());
    if (table->rowCount() == 0)
        return usageError(QStringLiteral("%1 has a header but no rows").arg(cl.positionals().first()));
    const auto columns = ColumnChoice::pick(*table, baselineName, wantsDiff ? std::optional(diff) : std::nullopt);
    if (!columns)
        return ExitUsage;
    ScalingReport report(std::move(*table), columns->baseline);
    if (columns->diffFrom >= 0)
        report.setPercentDifference(columns->diffFrom, columns->diffTo);
    out() << (*style == Style::Json
            ? renderJson(report)
            : renderText(
                report, *style == Style::Markdown ? ScalingReport::Style::Markdown : ScalingReport::Style::Text));
    out().flush();
    return ExitOk;
}

} // namespace sb::cli
