// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfreport.h"

#include "figuretextobject.h"
#include "reportsections.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextCursor>
#include <QTextDocument>

namespace sb {

namespace {

    // The subset of report.css that QTextDocument understands.
    const QString kPdfStyle = QStringLiteral(
        "h1 { font-size: 17pt; font-weight: bold; margin-bottom: 2pt; }"
        "h2 { font-size: 12.5pt; font-weight: bold; margin-top: 14pt; margin-bottom: 4pt; }"
        "p.meta, p.notes, p.note, p.footer { color: #555555; }"
        "p.notes, p.note, p.footer { font-size: 8.5pt; }"
        "p.howto { background-color: #f3f7fb; }"
        "p.caption { font-size: 8.5pt; color: #333333; }"
        "table.data { border-collapse: collapse; border-color: #c8c8c8; border-style: solid; margin-bottom: 8pt; }"
        "th { background-color: #eeeeee; font-weight: bold; }"
        "td, th { font-size: 8.5pt; }");

    QString placeholder(int index)
    {
        return QStringLiteral("@@figure-%1@@").arg(index);
    }

} // namespace

QByteArray PdfReport::render(const ReportContent& content, const ReportOptions& options)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(600);
    writer.setTitle(content.title);
    writer.setCreator(QStringLiteral("ScaleBench"));

    QList<FigureData> figures;
    QString html;
    for (const ReportSections::Block& block : ReportSections::blocks(content)) {
        if (block.figure) {
            html += QStringLiteral("<p align=\"center\">%1</p>\n").arg(placeholder(int(figures.size())));
            figures << content.figure(
                *block.figure, options.logX, options.extrapolate, options.figureSize.pixels.width());
        }
        html += block.html;
    }

    QTextDocument document;
    document.documentLayout()->setPaintDevice(&writer);
    document.setPageSize(QSizeF(writer.width(), writer.height()));
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9.5);
    document.setDefaultFont(font);
    document.setDefaultStyleSheet(kPdfStyle);
    document.setHtml(html);
    // QTextDocument scales frame margins from 96 dpi to the paint device itself.
    document.setDocumentMargin(18.0 / 25.4 * 96); // 18 mm
    FigureTextObject::install(&document, figures, options.figureSize.points());
    for (int i = 0; i < figures.size(); ++i) {
        QTextCursor cursor = document.find(placeholder(i));
        if (!cursor.isNull())
            FigureTextObject::insert(cursor, i);
    }
    // The figures replaced short placeholder lines: lay the whole document out again, or the blocks after them keep
    // their old positions (and vanish under the page breaks).
    document.markContentsDirty(0, document.characterCount());
    document.print(&writer);
    return bytes;
}

Error PdfReport::write(const ReportContent& content, const QString& path, const ReportOptions& options)
{
    return FigureExporter::writeFile(path, render(content, options));
}

} // namespace sb
