// SPDX-License-Identifier: GPL-3.0-or-later
// A report as a paginated A4 PDF: the same sections as the HTML report laid out by QTextDocument, with the figures
// drawn into the page by FigurePainter, so they stay vectors at any zoom.
#pragma once

#include "common/error.h"
#include "htmlreport.h"
#include "reportcontent.h"

#include <QByteArray>

namespace sb {

class PdfReport {
public:
    static QByteArray render(const ReportContent& content, const ReportOptions& options = ReportOptions());
    static Error write(
        const ReportContent& content, const QString& path, const ReportOptions& options = ReportOptions());
};

} // namespace sb
