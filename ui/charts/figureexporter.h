// SPDX-License-Identifier: GPL-3.0-or-later
// Writes a figure as PNG (chosen pixel size and resolution), SVG or PDF (vectors, the same physical size). The
// physical size is pixels / DPI, so a 1800 x 1200 PNG at 300 DPI and its SVG and PDF are all 6 x 4 inches with
// 9 pt text. Files are written through QSaveFile: a failed export leaves no half-written file.
#pragma once

#include "common/error.h"
#include "figuredata.h"

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QSizeF>

namespace sb {

class FigureExporter {
public:
    enum class Format { Png, Svg, Pdf };

    struct Size {
        QSize pixels { 1800, 1200 };
        int dpi = 300;
        QSizeF points() const { return QSizeF(pixels.width() * 72.0 / dpi, pixels.height() * 72.0 / dpi); }
    };

    static QImage image(const FigureData& figure, const Size& size);
    static QByteArray png(const FigureData& figure, const Size& size);
    static QByteArray svg(const FigureData& figure, const QSizeF& points); // text escaped (escapeSvgText)
    // The content of every <title>, <desc> and <text> element decoded once and escaped again.
    static QString escapeSvgText(const QString& svg);
    static QByteArray pdf(const FigureData& figure, const QSizeF& points);

    // The format from the file's suffix (.png, .svg, .pdf); Unsupported error for any other.
    static Result<Format> formatFor(const QString& path);
    static Error save(const FigureData& figure, const QString& path, const Size& size);
    static Error save(const FigureData& figure, const QString& path, Format format, const Size& size);
    // Errors: FileError, context the path, detail what the system said.
    static Error writeFile(const QString& path, const QByteArray& bytes);
};

} // namespace sb
