// SPDX-License-Identifier: GPL-3.0-or-later
// The container of a study bundle: a plain (uncompressed) ustar archive written and read by libarchive. Written
// deterministically: the members in the order given, each a regular file with mode 0644, owner 0/0 without names and
// one fixed mtime, so the same members give the same bytes. Read strictly: only regular files whose paths stay
// inside the bundle's folder; and since the writer is deterministic, the reader writes the members it read again and
// compares, so a changed byte in a header or in padding (where no checksum of a member reaches) is found too.
#pragma once

#include "common/error.h"

#include <QByteArray>
#include <QString>
#include <vector>

namespace sb {

struct BundleMember {
    QString path; // relative, '/'-separated
    QByteArray data;
};

class BundleArchive {
public:
    static Result<QByteArray> write(const std::vector<BundleMember>& members, qint64 mtime);
    // `source` names the file in errors (FileContentInvalid with a FileProblem::Bundle* value). *mtime: the members'
    // (the first one's) mtime, which the layout check writes again.
    static Result<std::vector<BundleMember>> read(const QByteArray& bytes, const QString& source, qint64* mtime);
    // A path that stays inside the folder it is extracted into: relative, no "..", no empty or "." part.
    static bool staysInside(const QString& path);
};

} // namespace sb
