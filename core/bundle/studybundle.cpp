// SPDX-License-Identifier: GPL-3.0-or-later
#include "studybundle.h"

#include "bundlemanifest.h"
#include "common/fileproblem.h"

#include <QFile>
#include <QSaveFile>

namespace sb {

namespace {

    // A ustar member's bytes: its 512-byte header and its data padded to 512.
    qsizetype spanOf(const BundleMember& m) { return 512 + (m.data.size() + 511) / 512 * 512; }

    // The archive as this build writes those members, compared with what was read: a byte changed in a header or in
    // padding (which no member's checksum covers) names the member whose span holds it.
    Error checkLayout(const QByteArray& bytes, const std::vector<BundleMember>& members, qint64 mtime, const QString& source)
    {
        auto again = BundleArchive::write(members, mtime);
        if (!again)
            return again.error();
        if (*again == bytes)
            return {};
        qsizetype at = 0;
        while (at < bytes.size() && at < again->size() && bytes.at(at) == again->at(at))
            ++at;
        QString member = members.back().path;
        qsizetype start = 0;
        for (const BundleMember& m : members) {
            if (at < start + spanOf(m)) {
                member = m.path;
                break;
            }
            start += spanOf(m);
        }
        return Error { ErrorCode::FileContentInvalid, source, QStringLiteral("byte %1").arg(at), 0,
            qint64(FileProblem::BundleLayout), { member } };
    }

} // namespace

Error StudyBundle::write(const QString& path, const std::vector<BundleMember>& members, const QJsonObject& about,
    qint64 mtime, const QString& exported)
{
    std::vector<BundleMember> all = members;
    for (BundleMember& m : BundleManifest::make(members, about, exported))
        all.push_back(std::move(m));
    auto bytes = BundleArchive::write(all, mtime);
    if (!bytes)
        return bytes.error();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size() || !file.commit())
        return Error { ErrorCode::FileError, path, file.errorString() };
    return {};
}

Result<StudyBundle> StudyBundle::open(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error { ErrorCode::FileUnusable, path, file.errorString(), 0, qint64(FileProblem::Unreadable) };
    const QByteArray bytes = file.readAll();
    qint64 mtime = 0;
    auto members = BundleArchive::read(bytes, path, &mtime);
    if (!members)
        return members.error();
    auto manifest = BundleManifest::verify(*members, path);
    if (!manifest)
        return manifest.error();
    if (Error e = checkLayout(bytes, *members, mtime, path))
        return e;
    StudyBundle bundle;
    bundle.m_manifest = *manifest;
    bundle.m_members = std::move(*members);
    bundle.m_dir = std::make_shared<QTemporaryDir>();
    QFile results(bundle.resultsPath());
    if (!bundle.m_dir->isValid() || !results.open(QIODevice::WriteOnly)
        || results.write(bundle.member(QStringLiteral("results.sqlite"))) < 0)
        return Error { ErrorCode::FileError, bundle.resultsPath(), results.errorString() };
    return bundle;
}

QByteArray StudyBundle::member(const QString& path) const
{
    for (const BundleMember& m : m_members) {
        if (m.path == path)
            return m.data;
    }
    return {};
}

QString StudyBundle::resultsPath() const
{
    return m_dir ? m_dir->filePath(QStringLiteral("results.sqlite")) : QString();
}

} // namespace sb
