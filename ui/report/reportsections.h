// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of a report in reading order, as HTML fragments and figure slots. HtmlReport puts inline SVG into the
// slots; PdfReport draws the figures as vectors into a QTextDocument. The fragments use the small HTML subset that
// both browsers and QTextDocument understand (tables with border/cellpadding attributes, h1-h3, p, ul).
#pragma once

#include "reportcontent.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace sb {

class ReportSections {
    Q_DECLARE_TR_FUNCTIONS(ReportSections)
public:
    struct Block {
        QString html;
        std::optional<FigureKind> figure; // a figure goes here, followed by its caption in html
        QString svg; // inline SVG after html, in the HTML report only (a flame graph); the PDF shows html alone
    };

    static QList<Block> blocks(const ReportContent& content);

    // "Why it scales as it does": sentences, the stacked wait figure and the per-column tables (WhyScales); empty
    // when no run has a server-side metric. figureNumber: the last figure's number, counted on.
    static QList<Block> whyItScales(const ReportContent& content, int* figureNumber);
    static QString header(const ReportContent& content);
    static QString howToRead(const ReportContent& content);
    static QString summary(const ReportContent& content, const ScalingReport& analysis);
    static QString pivotTable(const ReportContent& content);
    // A table of the analysis with its caption; empty when the table is.
    static QString analysisTable(const ScalingReport::Table& table);
    static QString rowsTable(const ReportContent::Rows& rows);
    static QString caption(const ReportContent& content, FigureKind kind); // after "Figure N: "
    static QString timelineCaption(const ReportContent& content);
    static QString footer();
};

} // namespace sb
