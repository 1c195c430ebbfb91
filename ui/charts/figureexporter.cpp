// SPDX-License-Identifier: GPL-3.0-or-later
#include "figureexporter.h"

#include "figurepainter.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
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
    generator.setTitle(figure.title.isEmpty() ? figure.yTitle : figure.title);
    QPainter painter(&generator);
    FigurePainter(figure).paint(&painter, QRectF(QPointF(0, 0), points), points.width());
    painter.end();
    return bytes;
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
