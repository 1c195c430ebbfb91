// SPDX-License-Identifier: GPL-3.0-or-later
// A report as one self-contained HTML file: the stylesheet inlined, figures as inline SVG, nothing to fetch.
#pragma once

#include "charts/figureexporter.h"
#include "common/error.h"
#include "reportcontent.h"

namespace sb {

struct ReportOptions {
    bool logX = false; // concurrency on a log-2 axis
    bool extrapolate = false; // fitted curves also beyond the measured range (dashed)
    FigureExporter::Size figureSize; // the physical size of each figure (pixels / dpi)
};

class HtmlReport {
public:
    static QString render(const ReportContent& content, const ReportOptions& options = ReportOptions());
    static Error write(
        const ReportContent& content, const QString& path, const ReportOptions& options = ReportOptions());
    static QString stylesheet(); // resources/report/report.css
    // An SVG document as an element for inline use: no XML prolog, scales to the page width, its text escaped.
    static QString inlineSvg(const QByteArray& svg);
};

} // namespace sb
