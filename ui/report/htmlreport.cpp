// SPDX-License-Identifier: GPL-3.0-or-later
#include "htmlreport.h"

#include "reportsections.h"

#include <QFile>
#include <QRegularExpression>

namespace sb {

QString HtmlReport::stylesheet()
{
    QFile file(QStringLiteral(":/report/report.css"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QString HtmlReport::inlineSvg(const QByteArray& svg)
{
    QString text = FigureExporter::escapeSvgText(QString::fromUtf8(svg));
    const qsizetype start = text.indexOf(QStringLiteral("<svg"));
    if (start < 0)
        return QString();
    text = text.mid(start);
    // QSvgGenerator writes a fixed size in mm; inline, the figure follows the page width (the viewBox keeps its
    // proportions).
    static const QRegularExpression size(QStringLiteral("^<svg([^>]*?)\\s(width|height)=\"[^\"]*\""));
    for (int i = 0; i < 2; ++i)
        text.replace(size, QStringLiteral("<svg\\1"));
    return text;
}

QString HtmlReport::render(const ReportContent& content, const ReportOptions& options)
{
    QString html
        = QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                         "<meta name=\"generator\" content=\"ScaleBench\">\n<title>%1</title>\n<style>\n%2</style>\n"
                         "</head>\n<body>\n")
              .arg(content.title.toHtmlEscaped(), stylesheet());
    for (const ReportSections::Block& block : ReportSections::blocks(content)) {
        if (block.figure) {
            const FigureData figure
                = content.figure(*block.figure, options.logX, options.extrapolate, options.figureSize.pixels.width());
            html += QStringLiteral("<figure id=\"figure-%1\">\n").arg(ScalingFigures::kindName(*block.figure));
            html += inlineSvg(FigureExporter::svg(figure, options.figureSize.points()));
            html += QStringLiteral("\n</figure>\n");
        }
        html += block.html;
        if (!block.svg.isEmpty())
            html += QStringLiteral("<figure class=\"flamegraph\">\n") + block.svg + QStringLiteral("\n</figure>\n");
    }
    return html + QStringLiteral("</body>\n</html>\n");
}

Error HtmlReport::write(const ReportContent& content, const QString& path, const ReportOptions& options)
{
    return FigureExporter::writeFile(path, render(content, options).toUtf8());
}

} // namespace sb
