// SPDX-License-Identifier: GPL-3.0-or-later
// `bundle export` and the Report page's "Export bundle": one experiment of a results file as a study bundle
// (core/bundle/studybundle.h says what it holds). Here because the bundle carries the report (report.html), which
// this library renders; everything else comes from core/bundle.
#pragma once

#include "common/error.h"

#include <QDateTime>
#include <QString>

namespace sb {

struct BundleExportRequest {
    QString storePath; // empty: the default results file
    qint64 experimentId = 0;
    QString outPath;
    bool includeHosts = false; // host names, user names, sockets and data paths kept (report --include-hosts)
    QDateTime exported = QDateTime::currentDateTimeUtc(); // the only thing that differs between two exports
};

class BundleExport {
public:
    // Writes the bundle; *bytes (when given) receives its size.
    static Error write(const BundleExportRequest& request, qint64* bytes = nullptr);
    // The export time to state: SOURCE_DATE_EPOCH when set (reproducible-builds' convention), else now.
    static QDateTime exportTime();
};

} // namespace sb
