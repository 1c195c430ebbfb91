// SPDX-License-Identifier: GPL-3.0-or-later
// `fit FILE.csv`: USL and Amdahl fits, speedup and a summary for a table typed in or copied from an article.
//
// The Amdahl fit (throughput against cores) is made at each configuration's measured peak: an article's columns peak
// at different concurrencies, and the peak is the capacity a configuration offers. Fits at every row (same x for
// all columns) follow for detail: at low concurrency extra cores cannot help, so sigma there says little.
#include "analysis/amdahlfit.h"
#include "analysis/datatable.h"
#include "analysis/scalingfacts.h"
#include "analysis/speedup.h"
#include "analysis/uslfit.h"
#include "clicommand.h"
#include "commandline.h"
#include "console.h"
#include "export/tablewriter.h"
#include "report/scalingsentence.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <optional>

namespace sb::cli {

namespace {

    enum class Style { Text, Markdown, Json };

    struct ColumnFit {
        QString label;
        std::optional<UslFit> usl; // absent when the column has too few points
    };

    struct AmdahlRow {
        QString where; // "peak" or the x value
        std::optional<AmdahlFit> fit;
    };

    struct FitReport {
        DataTable table;
        int baseline = 0;
        QList<ColumnFit> usl;
        QList<AmdahlRow> amdahl; // empty when the labels carry no core counts; first = at the peaks
        ScalingFacts facts;
    };

    QString num(double v, int significant = 4)
    {
        return std::isfinite(v) ? QString::number(v, 'g', significant) : QStringLiteral("-");
    }

    QString num(const std::optional<double>& v, int significant = 4)
    {
        return v ? num(*v, significant) : QStringLiteral("-");
    }

    QString peak(const std::optional<double>& v)
    {
        return v ? TableWriter::formatNumber(*v, TableWriter::decimalsFor(*v)) : QStringLiteral("-");
    }

    QJsonValue json(const std::optional<double>& v)
    {
        return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
    }

    // --baseline names a column ("1 core"), or a core count that a column label carries ("1").
    int findBaseline(const DataTable& table, const QString& wanted)
    {
        if (wanted.isEmpty())
            return Speedup::fewestResourcesColumn(table);
        if (const int c = table.columnIndex(wanted); c >= 0)
            return c;
        const auto count = Speedup::resourcesFromLabel(wanted);
        for (int c = 0; count && c < table.columnCount(); ++c) {
            if (Speedup::resourcesFromLabel(table.columnName(c)) == count)
                return c;
        }
        return -1;
    }

    // Fits of throughput against the resources of each column, using one value per column chosen by `pick`.
    template <typename Pick> std::optional<AmdahlFit> amdahlAcross(const DataTable& table, Pick pick)
    {
        QList<double> resources;
        QList<double> throughput;
        for (int c = 0; c < table.columnCount(); ++c) {
            const auto r = Speedup::resourcesFromLabel(table.columnName(c));
            const std::optional<double> v = pick(c);
            if (r && v) {
                resources.append(*r);
                throughput.append(*v);
            }
        }
        auto fit = AmdahlFit::fit(resources, throughput);
        return fit ? std::optional<AmdahlFit>(*fit) : std::nullopt;
    }

    QList<AmdahlRow> amdahlFits(const DataTable& table, const ScalingFacts& facts)
    {
        for (int c = 0; c < table.columnCount(); ++c) {
            if (!Speedup::resourcesFromLabel(table.columnName(c)))
                return {};
        }
        QList<AmdahlRow> rows;
        rows.append({ QStringLiteral("peak"), amdahlAcross(table, [&](int c) -> std::optional<double> {
                         const double v = facts.columns.at(c).peakValue;
                         return std::isnan(v) ? std::nullopt : std::optional<double>(v);
                     }) });
        for (int r = 0; r < table.rowCount(); ++r)
            rows.append({ num(table.x(r), 6), amdahlAcross(table, [&](int c) { return table.value(r, c); }) });
        return rows;
    }

    FitReport analyse(DataTable table, int baseline)
    {
        FitReport report { std::move(table), baseline, {}, {}, {} };
        for (int c = 0; c < report.table.columnCount(); ++c) {
            QList<double> xs;
            QList<double> ys;
            report.table.points(c, &xs, &ys);
            auto fit = UslFit::fit(xs, ys);
            report.usl.append({ report.table.columnName(c), fit ? std::optional<UslFit>(*fit) : std::nullopt });
        }
        report.facts = ScalingFacts::compute(report.table, baseline);
        report.amdahl = amdahlFits(report.table, report.facts);
        return report;
    }

    QString heading(Style style, const QString& title)
    {
        return style == Style::Markdown ? QStringLiteral("\n### ") + title + QStringLiteral("\n\n")
                                        : QStringLiteral("\n") + title + QStringLiteral(":\n");
    }

    QString uslTable(const FitReport& report)
    {
        QList<QStringList> rows;
        for (int c = 0; c < report.usl.size(); ++c) {
            const auto& f = report.usl.at(c).usl;
            const ScalingFacts::Column& m = report.facts.columns.at(c);
            const QString measured = std::isnan(m.peakValue)
                ? QStringLiteral("-")
                : num(m.peakValue, 6) + QStringLiteral(" @ ") + num(m.peakX, 6);
            if (!f) {
                rows << QStringList { report.usl.at(c).label, QStringLiteral("fewer than 3 points"), {}, {}, {}, {}, {},
                    measured };
                continue;
            }
            rows << QStringList { report.usl.at(c).label, num(f->lambda()), num(f->sigma()), num(f->kappa()),
                QString::number(f->rSquared(), 'f', 4), num(f->optimalConcurrency(), 3), peak(f->peakThroughput()),
                measured };
        }
        return TableWriter::markdownTable({ QStringLiteral("column"), QStringLiteral("lambda"), QStringLiteral("sigma"),
                                              QStringLiteral("kappa"), QStringLiteral("R2"), QStringLiteral("N*"),
                                              QStringLiteral("USL peak"), QStringLiteral("measured peak @ x") },
            rows);
    }

    QString amdahlTable(const FitReport& report)
    {
        QList<QStringList> rows;
        for (const AmdahlRow& a : report.amdahl) {
            if (!a.fit) {
                rows << QStringList { a.where, QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"),
                    QStringLiteral("-") };
                continue;
            }
            rows << QStringList { a.where, num(a.fit->x1()), num(a.fit->sigma()),
                QString::number(a.fit->rSquared(), 'f', 4), num(a.fit->maxSpeedup(), 3) };
        }
        return TableWriter::markdownTable({ report.table.xLabel(), QStringLiteral("X1"), QStringLiteral("sigma"),
                                              QStringLiteral("R2"), QStringLiteral("max speedup") },
            rows);
    }

    QString speedupTable(const FitReport& report)
    {
        const DataTable& t = report.table;
        QStringList header { t.xLabel() };
        QList<QList<double>> series;
        for (int c = 0; c < t.columnCount(); ++c) {
            if (c == report.baseline)
                continue;
            header << QStringLiteral("speedup ") + t.columnName(c);
            series << Speedup::speedup(t, c, report.baseline);
            if (const auto e = Speedup::efficiency(t, c, report.baseline)) {
                header << QStringLiteral("efficiency ") + t.columnName(c);
                series << *e;
            }
        }
        QList<QStringList> rows;
        for (int r = 0; r < t.rowCount(); ++r) {
            QStringList cells { num(t.x(r), 6) };
            for (const QList<double>& s : series)
                cells << (std::isfinite(s.at(r)) ? QString::number(s.at(r), 'f', 2) : QString());
            rows << cells;
        }
        return TableWriter::markdownTable(header, rows, QList<bool>(header.size(), true));
    }

    QString renderText(const FitReport& report, Style style)
    {
        QString out = heading(style, QStringLiteral("Table"));
        out += TableWriter::write(report.table, TableWriter::Format::Markdown);
        out += heading(
            style, QStringLiteral("USL fit per column, X(N) = lambda N / (1 + sigma (N-1) + kappa N (N-1))"));
        out += uslTable(report);
        if (!report.amdahl.isEmpty()) {
            out += heading(style,
                QStringLiteral(
                    "Amdahl fit across columns, X(p) = X1 p / (1 + sigma (p-1)); first row: each column at its peak"));
            out += amdahlTable(report);
        }
        if (report.table.columnCount() > 1) {
            out += heading(style, QStringLiteral("Against ") + report.table.columnName(report.baseline));
            out += speedupTable(report);
        }
        out += heading(style, QStringLiteral("Summary"));
        for (const QString& s : ScalingSentence::all(report.facts))
            out += (style == Style::Markdown ? QStringLiteral("- ") : QStringLiteral("  ")) + s + QLatin1Char('\n');
        return out.mid(1);
    }

    QJsonArray uslJson(const FitReport& report)
    {
        QJsonArray fits;
        for (int c = 0; c < report.usl.size(); ++c) {
            const ScalingFacts::Column& m = report.facts.columns.at(c);
            QJsonObject o { { QStringLiteral("column"), report.usl.at(c).label },
                { QStringLiteral("measuredPeak"), json(m.peakValue) },
                { QStringLiteral("measuredPeakX"), json(m.peakX) } };
            if (const auto& f = report.usl.at(c).usl) {
                o.insert(QStringLiteral("lambda"), f->lambda());
                o.insert(QStringLiteral("sigma"), f->sigma());
                o.insert(QStringLiteral("kappa"), f->kappa());
                o.insert(QStringLiteral("r2"), f->rSquared());
                o.insert(QStringLiteral("nStar"), json(f->optimalConcurrency()));
                o.insert(QStringLiteral("peak"), json(f->peakThroughput()));
            }
            fits.append(o);
        }
        return fits;
    }

    QJsonArray amdahlJson(const FitReport& report)
    {
        QJsonArray fits;
        for (const AmdahlRow& a : report.amdahl) {
            QJsonObject o { { QStringLiteral("at"), a.where } };
            if (a.fit) {
                o.insert(QStringLiteral("x1"), a.fit->x1());
                o.insert(QStringLiteral("sigma"), a.fit->sigma());
                o.insert(QStringLiteral("r2"), a.fit->rSquared());
                o.insert(QStringLiteral("maxSpeedup"), json(a.fit->maxSpeedup()));
            }
            fits.append(o);
        }
        return fits;
    }

    QJsonArray speedupJson(const FitReport& report)
    {
        auto array = [](const QList<double>& values) {
            QJsonArray a;
            for (double v : values)
                a.append(json(v));
            return a;
        };
        QJsonArray columns;
        for (int c = 0; c < report.table.columnCount(); ++c) {
            QJsonObject o { { QStringLiteral("column"), report.table.columnName(c) },
                { QStringLiteral("resources"), json(Speedup::resourcesFromLabel(report.table.columnName(c))) },
                { QStringLiteral("speedup"), array(Speedup::speedup(report.table, c, report.baseline)) } };
            if (const auto e = Speedup::efficiency(report.table, c, report.baseline))
                o.insert(QStringLiteral("efficiency"), array(*e));
            columns.append(o);
        }
        return columns;
    }

    QString renderJson(const FitReport& report)
    {
        const QJsonObject doc {
            { QStringLiteral("table"),
                QJsonDocument::fromJson(TableWriter::write(report.table, TableWriter::Format::Json).toUtf8())
                    .object() },
            { QStringLiteral("baseline"), report.table.columnName(report.baseline) },
            { QStringLiteral("usl"), uslJson(report) },
            { QStringLiteral("amdahl"), amdahlJson(report) },
            { QStringLiteral("speedup"), speedupJson(report) },
            { QStringLiteral("summary"), QJsonArray::fromStringList(ScalingSentence::all(report.facts)) },
        };
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
    CommandLine cl = CommandLine::parse(args, { QStringLiteral("format"), QStringLiteral("baseline") });
    if (cl.takeFlag(QStringLiteral("help"))) {
        out() << "Usage: scalebench-cli fit FILE.csv [--format text|markdown|json] [--baseline COLUMN]\n"
                 "  FILE.csv: first column the x axis (concurrency), one column per configuration ('1 core', '4 "
                 "cores');\n"
                 "  '#' lines are comments. --baseline names a column or a core count (default: fewest cores).\n";
        out().flush();
        return ExitOk;
    }
    const auto style = styleFromName(cl.take(QStringLiteral("format"), QStringLiteral("text")).toLower());
    if (!style)
        return usageError(QStringLiteral("--format must be text, markdown or json"));
    const QString baselineName = cl.take(QStringLiteral("baseline"));
    if (!cl.remaining().isEmpty())
        return usageError(QStringLiteral("unknown option --%1 for fit").arg(cl.remaining().firstKey()));
    if (cl.positionals().size() != 1)
        return usageError(QStringLiteral("fit needs one CSV file; see 'scalebench-cli fit --help'"));

    auto table = DataTable::fromCsv(cl.positionals().first());
    if (!table)
        return fail(table.error());
    if (table->rowCount() == 0)
        return usageError(QStringLiteral("%1 has a header but no rows").arg(cl.positionals().first()));
    const int baseline = findBaseline(*table, baselineName);
    if (baseline < 0)
        return usageError(QStringLiteral("no column '%1'; the columns are: %2")
                              .arg(baselineName, table->columnNames().join(QStringLiteral(", "))));

    const FitReport report = analyse(std::move(*table), baseline);
    out() << (*style == Style::Json ? renderJson(report) : renderText(report, *style));
    out().flush();
    return ExitOk;
}

} // namespace sb::cli
