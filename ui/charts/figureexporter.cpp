// SPDX-License-Identifier: GPL-3.0-or-later
#include "figureexporter.h"

#include "figurepainter.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>
#include <cmath>

namespace sb {

QImage FigureExporter::image(const FigureData& figure, const Size& size)
{
    QImage img(size.pixels, QImage::Format_ARGB32_Premultiplied);
    const int dotsPerMeter = int(std::lround(size.dpi / 0.0254));
    img.setDotsPerMeterX(dotsPerMeter);
    img.setDotsPerMeterY(dotsPerMeter);
    img.fill(Qt::white);
    QPainter painter(&img);
    FigurePainter(figure).paint(&painter, QRectF(QPointF(0, 0), QSizeF(size.pixels)), size.points().width());
    painter.end();
    return img;
}

QByteArray FigureExporter::png(const FigureData& figure, const Size& size)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image(figure, size).save(&buffer, "PNG");
    return bytes;
}

QByteArray FigureExporter::svg(const FigureData& figure, const QSizeF& points)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setResolution(72); // one SVG unit is one point
    generator.setSize(points.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), points));
    // Escaped before Qt sees it: Qt 6.4 writes the title as given, and a label ending in "</title>" would otherwise
    // close the element before escapeSvgText could find it.
    generator.setTitle((figure.title.isEmpty() ? figure.yTitle : figure.title).toHtmlEscaped());
    QPainter painter(&generator);
    FigurePainter(figure).paint(&painter, QRectF(QPointF(0, 0), points), points.width());
    painter.end();
    // A .svg opened in a browser runs script like a web page: labels from the data must stay text there too.
    return escapeSvgText(QString::fromUtf8(bytes)).toUtf8();
}

QString FigureExporter::escapeSvgText(const QString& svg)
{
    // The text of these elements comes from the data (column labels in titles, legends and axis titles). Qt 6.4's
    // QSvgGenerator writes <title> and <desc> as given; whatever a Qt version escaped or not, the text is decoded
    // once and escaped again, so that a label such as <img src=x onerror=...> stays text in the report.
    static const QRegularExpression element(
        QStringLiteral("<(title|desc|text)(\\s[^>]*)?>(.*?)</\\1>"), QRegularExpression::DotMatchesEverythingOption);
    QString out;
    qsizetype last = 0;
    for (auto it = element.globalMatch(svg); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        QString inner = m.captured(3);
        inner.replace(QLatin1String("&lt;"), QLatin1String("<"))
            .replace(QLatin1String("&gt;"), QLatin1String(">"))
            .replace(QLatin1String("&quot;"), QLatin1String("\""))
            .replace(QLatin1String("&#39;"), QLatin1String("'"))
            .replace(QLatin1String("&amp;"), QLatin1String("&"));
        out += svg.mid(last, m.capturedStart(0) - last);
        out += QLatin1Char('<') + m.captured(1) + m.captured(2) + QLatin1Char('>') + inner.toHtmlEscaped()
            + QStringLiteral("</") + m.captured(1) + QLatin1Char('>');
        last = m.capturedEnd(0);
    }
    return out + svg.mid(last);
}

QByteArray FigureExporter::pdf(const FigureData& figure, const QSizeF& points)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(figure.title.isEmpty() ? figure.yTitle : figure.title);
    writer.setCreator(QStringLiteral("ScaleBench"));
    QPainter painter(&writer);
    FigurePainter(figure).paint(&painter, QRectF(0, 0, writer.width(), writer.height()), points.width());
    painter.end();
    return bytes;
}

Result<FigureExporter::Format> FigureExporter::formatFor(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    if (suffix == QLatin1String("pdf"))
        return Format::Pdf;
    return Error { ErrorCode::Unsupported, path,
        QStringLiteral("figure format .%1 (use .png, .svg or .pdf)").arg(suffix) };
}

Error FigureExporter::save(const FigureData& figure, const QString& path, const Size& size)
{
    auto format = formatFor(path);
    if (!format)
        return format.error();
    return save(figure, path, *format, size);
}

Error FigureExporter::save(const FigureData& figure, const QString& path, Format format, const Size& size)
{
    switch (format) {
    case Format::Png:
        return writeFile(path, png(figure, size));
    case Format::Svg:
        return writeFile(path, svg(figure, size.points()));
    case Format::Pdf:
        return writeFile(path, pdf(figure, size.points()));
    }
    return {};
}

Error FigureExporter::writeFile(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return { ErrorCode::FileError, QDir::toNativeSeparators(path), file.errorString() };
    file.write(bytes);
    if (!file.commit())
        return { ErrorCode::FileError, QDir::toNativeSeparators(path), file.errorString() };
    return {};
}

} // namespace sb
