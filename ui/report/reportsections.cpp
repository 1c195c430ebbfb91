// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportsections.h"
#include "reportnumbers.h"

#include "axiswords.h"
#include "costtables.h"

#include "export/tablewriter.h"
#include "incidentsection.h"
#include "reportsource.h"
#include "scalingsentence.h"
#include "offcpusection.h"
#include "servercpusection.h"

#include <QDateTime>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace sb {

namespace {

    QString esc(const QString& s)
    {
        return s.toHtmlEscaped();
    }

    // A number with its interval, "0.0123 (0.0101–0.0145)" or "0.778 ± 0.26", as the number over its interval (class
    // ci): the fit tables' nine columns then fit an 800 px column, where on one line they scrolled sideways and hid
    // peak, RMS, R²; so do the why section's and the cost tables' client counts, with their long event names.
    QString stacked(const QString& cell)
    {
        static const QRegularExpression withInterval(QStringLiteral("^(\\S+) (\\(.+\\)|± \\S+)$"));
        const QRegularExpressionMatch m = withInterval.match(cell);
        if (!m.hasMatch())
            return esc(cell);
        return esc(m.captured(1)) + QStringLiteral("<br><span class=\"ci\">") + esc(m.captured(2))
            + QStringLiteral("</span>");
    }

    QString table(const QStringList& header, const QList<QStringList>& rows, const QList<bool>& rightAligned,
        bool stackIntervals = false)
    {
        auto right
            = [&](int i) { return rightAligned.isEmpty() ? i > 0 : i < rightAligned.size() && rightAligned.at(i); };
        QString h
            = QStringLiteral("<table class=\"data\" border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n<thead><tr>");
        for (int i = 0; i < header.size(); ++i)
            h += QStringLiteral("<th%1>%2</th>")
                     .arg(right(i) ? QStringLiteral(" align=\"right\"") : QString(), esc(header.at(i)));
        h += QStringLiteral("</tr></thead>\n<tbody>\n");
        for (const QStringList& row : rows) {
            h += QStringLiteral("<tr>");
            for (int i = 0; i < row.size(); ++i)
                h += QStringLiteral("<td%1>%2</td>")
                         .arg(right(i) ? QStringLiteral(" align=\"right\" class=\"num\"") : QString(),
                             stackIntervals && right(i) ? stacked(row.at(i)) : esc(row.at(i)));
            h += QStringLiteral("</tr>\n");
        }
        return h + QStringLiteral("</tbody></table>\n");
    }

} // namespace

QList<ReportSections::Block> ReportSections::blocks(const ReportContent& content)
{
    const ScalingReport analysis = content.analysis();
    QList<Block> list;
    list.append({ header(content) + howToRead(content) + summary(content, analysis), {} });
    list.append({ QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Measurements"))) + pivotTable(content), {} });
    int number = 0; // a reviewer cites "figure 3"
    for (FigureKind kind : content.figureKinds()) {
        if (kind == FigureKind::WaitProfile)
            continue; // in its own section below
        const QString text = tr("Figure %1: %2").arg(QString::number(++number), caption(content, kind));
        list.append({ QStringLiteral("<p class=\"caption\">%1</p>\n").arg(esc(text)), kind });
        if (kind == FigureKind::Speedup)
            list.append({ analysisTable(analysis.speedupTable()) + analysisTable(analysis.cpuTable()), {} });
        if (kind == FigureKind::UslFit)
            list.append({ analysisTable(analysis.uslTable()) + analysisTable(analysis.amdahlTable()), {} });
    }
    list << whyItScales(content, &number);
    list.append(ServerCpuSection::blocks(content.serverCpu));
    list.append(OffCpuSection::blocks(content.offCpu));
    list.append(IncidentSection::blocks(content.incidents));
    if (!content.environment.isEmpty())
        list.append({ QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Environment: the same in every run")))
                + rowsTable(content.environment),
            {} });
    if (!content.environmentByColumn.isEmpty()) {
        QList<QStringList> rows;
        for (const auto& [name, cells] : content.environmentByColumn)
            rows << (QStringList { name } + cells);
        list.append({ QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("What differs between the columns")))
                + table(QStringList { tr("property") } + content.environmentColumns, rows, { false }),
            {} });
    }
    if (!content.serverConfiguration.isEmpty())
        list.append({ QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Server settings in every run")))
                + rowsTable(content.serverConfiguration),
            {} });
    list.append({ footer(), {} });
    return list;
}

QList<ReportSections::Block> ReportSections::whyItScales(const ReportContent& content, int* figureNumber)
{
    const WhyScales why = content.why();
    if (why.isEmpty() && why.unavailableNotes().isEmpty())
        return {};
    QList<Block> list;
    QString h = QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Why it scales as it does")));
    h += QStringLiteral("<p class=\"howto\">%1</p>\n")
             .arg(esc(tr("The server's side of each run, per transaction: its CPU time, where its threads serving the "
                         "clients waited (performance_schema, over the measured part after warm-up), its file I/O, its "
                         "context switches and its status counters (fsyncs, redo bytes, rows, handler calls, temporary "
                         "tables, bytes: the whole server's, ScaleBench's own readings included). With several columns "
                         "the first sentences compare each with the first at every client count, naming the metrics "
                         "whose ratio lies furthest beyond the run-to-run noise; the others name a wait only where its "
                         "time per transaction changed beyond the noise, and never one that changed alike in every "
                         "column.")));
    const QStringList sentences = why.sentences();
    if (!sentences.isEmpty()) {
        h += QStringLiteral("<ul class=\"summary\">\n");
        for (const QString& s : sentences)
            h += QStringLiteral("<li>%1</li>\n").arg(esc(s));
        h += QStringLiteral("</ul>\n");
    }
    for (const QString& n : why.unavailableNotes())
        h += QStringLiteral("<p class=\"note\">%1</p>\n").arg(esc(n));
    list.append({ h, {} });
    if (content.figureKinds().contains(FigureKind::WaitProfile)) {
        const QString text = tr("Figure %1: %2").arg(QString::number(++*figureNumber), caption(content, FigureKind::WaitProfile));
        list.append({ QStringLiteral("<p class=\"caption\">%1</p>\n").arg(esc(text)), FigureKind::WaitProfile });
    }
    QString tables;
    for (const ScalingReport::Table& t : why.tables(ScalingFigures::xTitle(content.rowAxis).toLower()))
        tables += analysisTable(t);
    const QList<ScalingReport::Table> cost = CostTables(why).tables(ScalingFigures::xTitle(content.rowAxis).toLower());
    if (!cost.isEmpty())
        tables += QStringLiteral("<h3>%1</h3>\n").arg(esc(tr("Cost per transaction")));
    for (const ScalingReport::Table& t : cost)
        tables += analysisTable(t);
    if (!tables.isEmpty())
        list.append({ tables, {} });
    return list;
}

QString ReportSections::header(const ReportContent& content)
{
    QString h = QStringLiteral("<h1>%1</h1>\n").arg(esc(content.title));
    QString what = tr("%1 by %2").arg(content.yTitle(), ScalingFigures::xTitle(content.rowAxis).toLower());
    if (!content.columnAxis.isEmpty())
        what += tr(" and %1").arg(AxisWords::name(content.columnAxis));
    h += QStringLiteral("<p class=\"meta\">%1<br/>%2</p>\n").arg(esc(what), esc(content.source));
    if (!content.notes.isEmpty()) {
        h += QStringLiteral("<p class=\"notes\">");
        for (const QString& n : content.notes)
            h += esc(n) + QStringLiteral("<br/>");
        h += QStringLiteral("</p>\n");
    }
    return h;
}

QString ReportSections::howToRead(const ReportContent& content)
{
    QString text = tr("How to read this: each row is a number of %1 and each column a configuration; a cell is the "
                      "mean of its runs (± the 95% confidence interval when a run was repeated).")
                       .arg(ScalingFigures::xTitle(content.rowAxis).toLower());
    if (content.isThroughput())
        text += QLatin1Char(' ')
            + tr("Higher is better. Speedup is a column's value divided by %1's at the same row, so 2.0 means twice "
                 "as much work per second; the USL curve is a fitted model, and N* is where more clients stop adding "
                 "throughput.")
                  .arg(content.table.columnName(content.baseline));
    else
        text += QLatin1Char(' ') + tr("Lower latency is better.");
    return QStringLiteral("<p class=\"howto\">%1</p>\n").arg(esc(text));
}

QString ReportSections::summary(const ReportContent& content, const ScalingReport& analysis)
{
    if (!content.isThroughput() || !content.pivot.numericRows())
        return QString();
    const QStringList sentences = analysis.summary();
    if (sentences.isEmpty())
        return QString();
    QString h = QStringLiteral("<h2>%1</h2>\n<ul class=\"summary\">\n").arg(esc(tr("Summary")));
    for (const QString& s : sentences)
        h += QStringLiteral("<li>%1</li>\n").arg(esc(s));
    return h + QStringLiteral("</ul>\n");
}

QString ReportSections::pivotTable(const ReportContent& content)
{
    const PivotTable& t = content.pivot;
    const int decimals = TableWriter::decimalsFor(t);
    QStringList header { AxisWords::heading(t.rowHeader().isEmpty() ? content.rowAxis : t.rowHeader()) };
    header << t.columnLabels();
    QList<QStringList> rows;
    for (int r = 0; r < t.rowCount(); ++r) {
        QStringList cells { t.numericRows() ? ReportNumbers::table(t.rowValue(r), TableWriter::kAutoDecimals)
                                            : t.rowLabel(r) };
        for (int c = 0; c < t.columnCount(); ++c) {
            const SampleSummary& s = t.cell(r, c);
            QString cell = s.isEmpty() ? QString() : ReportNumbers::table(s.mean, decimals);
            if (s.hasSpread())
                cell += QStringLiteral(" ± ") + ReportNumbers::table(s.ciHalfWidth, decimals);
            if (s.unstable)
                cell += QStringLiteral(" †");
            cells << cell;
        }
        rows << cells;
    }
    QString h = QStringLiteral("<p class=\"caption\">%1</p>\n")
                    .arg(esc(tr("%1; rows: %2, columns: %3.")
                                 .arg(content.yTitle(), ScalingFigures::xTitle(content.rowAxis).toLower(),
                                     content.columnAxis.isEmpty() ? tr("configuration")
                                                                  : AxisWords::name(content.columnAxis))));
    h += table(header, rows, {});
    if (t.hasUnstableCells())
        h += QStringLiteral("<p class=\"note\">%1</p>\n")
                 .arg(esc(tr("† the repetitions of this cell disagree (coefficient of variation above %1%).")
                              .arg(int(100 * Statistics::kDefaultCvThreshold))));
    return h;
}

QString ReportSections::analysisTable(const ScalingReport::Table& t)
{
    if (t.isEmpty())
        return QString();
    QString h = QStringLiteral("<p class=\"caption\">%1</p>\n<div class=\"wide\">").arg(esc(t.title))
        + table(t.header, t.rows, t.rightAligned, true) + QStringLiteral("</div>\n");
    for (const QString& note : t.notes)
        h += QStringLiteral("<p class=\"note\">%1</p>\n").arg(esc(note));
    return h;
}

QString ReportSections::rowsTable(const ReportContent::Rows& rows)
{
    QList<QStringList> list;
    for (const auto& r : rows)
        list << QStringList { r.first, r.second };
    return table({ tr("property"), tr("value") }, list, { false, false });
}

QString ReportSections::caption(const ReportContent& content, FigureKind kind)
{
    const QString x = ScalingFigures::xTitle(content.rowAxis).toLower();
    switch (kind) {
    case FigureKind::Throughput: {
        QString text = tr("%1 by %2, one line per configuration.").arg(content.yTitle(), x);
        if (content.pivot.hasRepetitions() && !content.pivot.typedIn())
            text += QLatin1Char(' ')
                + tr("The bars are the 95% intervals of the means (the table's ±); a bar that would reach below 0 is "
                     "cut there and marked //.");
        return text;
    }
    case FigureKind::Speedup: {
        // Cores and a line of linear scaling only where every column is a core count; otherwise the configurations
        // the figure compares, by name.
        const DataTable shown = content.shownTable();
        if (ScalingFigures::coreColumns(shown))
            return tr("speedup over %1 by cores, one line per number of %2; the dashed line is linear scaling.")
                .arg(content.table.columnName(content.baseline), ScalingSentence::xNoun(content.rowAxis));
        QStringList others;
        for (int c = 0; c < shown.columnCount(); ++c) {
            if (c != content.baseline)
                others << shown.columnName(c);
        }
        return tr("speedup of %1 over %2, one line per number of %3.")
            .arg(others.join(tr(", ")), shown.columnName(content.baseline),
                ScalingSentence::xNoun(content.rowAxis));
    }
    case FigureKind::PercentDifference: {
        const int to = content.comparedColumn();
        return tr("percent difference of %1 over %2 by %3.")
            .arg(to >= 0 ? content.table.columnName(to) : QString(), content.table.columnName(content.baseline), x);
    }
    case FigureKind::Timeline:
        return timelineCaption(content);
    case FigureKind::WaitProfile:
        return tr("the synchronisation waits (mutexes, rwlocks, conditions) of the clients' server threads per "
                  "transaction, the largest %1 events stacked and the rest as one, by client count; the columns side "
                  "by side from left to right. These waits happen inside the table-level waits of the table below.")
            .arg(WhyScales::kStackedEvents);
    case FigureKind::UslFit: {
        // No band, no N* to speak of where no column's fit informs (the same facts the figure is drawn from).
        const ScalingFacts facts = ScalingFacts::compute(content.table, content.baseline, &content.pivot);
        if (std::none_of(facts.columns.begin(), facts.columns.end(), [](const ScalingFacts::Column& c) { return c.usl.has_value(); }))
            return tr("measured points; no Universal Scalability Law curve is drawn: the legend and the table below say "
                      "why for each column.");
    }
        return tr("measured points and the Universal Scalability Law fitted to each column, drawn across the "
                  "measured client counts; the shaded band is the 95% interval of the fit (t from the fit's Jacobian, or a "
                  "bootstrap over the repetitions where every count has five), and N* marks the fitted optimum with "
                  "its interval.");
    }
    return QString();
}

QString ReportSections::timelineCaption(const ReportContent& content)
{
    const QString what
        = content.timelineMetric() == QLatin1String("qps") ? tr("queries per second") : tr("transactions per second");
    const auto& runs = content.timelines;
    QString text = runs.size() == 1 ? tr("%1 in each measured interval of %2.").arg(what, runs.constFirst().name)
                                    : tr("%1 in each measured interval, one line per run.").arg(what);
    text += QLatin1Char(' ')
        + tr("Each pixel column of the figure shows the lowest and the highest interval it covers, so a spike or a "
             "stall of a single interval is drawn however long the run.");
    if (runs.size() < content.timelineChosenFrom)
        text += QLatin1Char(' ')
            + tr("Of the %1 runs, the %2 longest of at least %3 intervals are shown.")
                  .arg(content.timelineChosenFrom)
                  .arg(runs.size())
                  .arg(ReportSource::kLongRunIntervals);
    return text;
}

QString ReportSections::footer()
{
    return QStringLiteral("<p class=\"footer\">%1</p>\n")
        .arg(esc(tr("Generated by ScaleBench %1 on %2.")
                     .arg(QCoreApplication::applicationVersion(),
                         ReportNumbers::dateTime(QDateTime::currentDateTimeUtc()))));
}

} // namespace sb
