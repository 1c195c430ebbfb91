// SPDX-License-Identifier: GPL-3.0-or-later
// A study bundle's manifest: manifest.json (format "scalebench-bundle", its version, the export time, the
// experiment it holds and every other member's size and SHA-256) and manifest.sha256 (the SHA-256 of manifest.json,
// so that a change in the manifest itself is found too). Both are the archive's last members.
#pragma once

#include "bundlearchive.h"

#include <QJsonObject>
#include <vector>

namespace sb {

class BundleManifest {
public:
    static constexpr int kVersion = 1;
    static QString format() { return QStringLiteral("scalebench-bundle"); }
    static QString fileName() { return QStringLiteral("manifest.json"); }
    static QString checksumName() { return QStringLiteral("manifest.sha256"); }

    // The manifest's two members for `members` (which they follow in the archive). `about`: what the manifest says
    // besides the members ("experiment", "include_hosts", ...); `exported`: the export time (ISO 8601, UTC).
    static std::vector<BundleMember> make(
        const std::vector<BundleMember>& members, const QJsonObject& about, const QString& exported);
    // Checks every member against the manifest: errors name the member (FileContentInvalid, FileProblem::Bundle*).
    static Result<QJsonObject> verify(const std::vector<BundleMember>& members, const QString& source);
    static QString sha256(const QByteArray& data);
};

} // namespace sb
