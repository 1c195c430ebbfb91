// SPDX-License-Identifier: GPL-3.0-or-later
// A study bundle (.sbz): one experiment as an archive anyone can open, check and re-run. Members, in this order:
// plan.json, report.html, results.sqlite (StudyFile), runs/<run id>/spec.json and environment.json, and, where a
// run profiled its server, runs/<run id>/profile.folded and profile.json; server/<profile>.json (the server's
// version, flavour and settings as the first run of each server profile read them); last manifest.json and
// manifest.sha256 (BundleManifest). Everything but the manifest's export time is the same for the same study.
#pragma once

#include "bundlearchive.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <memory>
#include <vector>

namespace sb {

class StudyBundle {
public:
    // Writes `members` and their manifest to `path` (replacing it only once whole). `about` goes into the manifest;
    // `mtime` is every member's time (the experiment's creation, so that it is the same on every export).
    static Error write(const QString& path, const std::vector<BundleMember>& members, const QJsonObject& about,
        qint64 mtime, const QString& exported);
    // Reads and checks a bundle: every member against the manifest, the archive's bytes around them, paths that stay
    // inside. Errors name the member that failed (FileContentInvalid, FileProblem::Bundle*).
    static Result<StudyBundle> open(const QString& path);

    const QJsonObject& manifest() const { return m_manifest; }
    const std::vector<BundleMember>& members() const { return m_members; }
    QByteArray member(const QString& path) const;
    QString resultsPath() const; // results.sqlite, extracted to a private directory that lives as long as this

private:
    QJsonObject m_manifest;
    std::vector<BundleMember> m_members;
    std::shared_ptr<QTemporaryDir> m_dir;
};

} // namespace sb
