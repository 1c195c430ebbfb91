// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlemanifest.h"

#include "common/fileproblem.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

namespace sb {

namespace {

    Error bundleError(const QString& source, FileProblem problem, const QStringList& args)
    {
        return Error { ErrorCode::FileContentInvalid, source, {}, 0, qint64(problem), args };
    }

    // manifest.sha256 as sha256sum writes it (`sha256sum -c manifest.sha256` checks it too).
    QByteArray checksumLine(const QByteArray& manifest)
    {
        return BundleManifest::sha256(manifest).toLatin1() + "  " + BundleManifest::fileName().toLatin1() + '\n';
    }

    // The members by path, and the manifest's list of them.
    Result<QJsonObject> readManifest(const QMap<QString, QByteArray>& byPath, const QString& source)
    {
        const QString name = BundleManifest::fileName();
        if (!byPath.contains(name) || !byPath.contains(BundleManifest::checksumName()))
            return bundleError(source, FileProblem::BundleFormat, { QString(), QString(), QString::number(BundleManifest::kVersion) });
        const QByteArray text = byPath.value(name);
        if (byPath.value(BundleManifest::checksumName()) != checksumLine(text))
            return bundleError(source, FileProblem::BundleChecksum, { name });
        const QJsonObject manifest = QJsonDocument::fromJson(text).object();
        const QString format = manifest.value(QStringLiteral("format")).toString();
        const int version = manifest.value(QStringLiteral("version")).toInt();
        if (format != BundleManifest::format() || version < 1 || version > BundleManifest::kVersion)
            return bundleError(source, FileProblem::BundleFormat,
                { format, QString::number(version), QString::number(BundleManifest::kVersion) });
        return manifest;
    }

} // namespace

QString BundleManifest::sha256(const QByteArray& data)
{
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
}

std::vector<BundleMember> BundleManifest::make(
    const std::vector<BundleMember>& members, const QJsonObject& about, const QString& exported)
{
    QJsonArray list;
    for (const BundleMember& m : members)
        list.append(QJsonObject { { QStringLiteral("path"), m.path }, { QStringLiteral("bytes"), m.data.size() },
            { QStringLiteral("sha256"), sha256(m.data) } });
    QJsonObject manifest = about;
    manifest.insert(QStringLiteral("format"), format());
    manifest.insert(QStringLiteral("version"), kVersion);
    manifest.insert(QStringLiteral("exported"), exported);
    manifest.insert(QStringLiteral("members"), list);
    const QByteArray text = QJsonDocument(manifest).toJson(QJsonDocument::Indented);
    return { { fileName(), text }, { checksumName(), checksumLine(text) } };
}

Result<QJsonObject> BundleManifest::verify(const std::vector<BundleMember>& members, const QString& source)
{
    QMap<QString, QByteArray> byPath;
    for (const BundleMember& m : members)
        byPath.insert(m.path, m.data);
    auto manifest = readManifest(byPath, source);
    if (!manifest)
        return manifest;
    QMap<QString, QString> listed;
    for (const QJsonValue& v : manifest->value(QStringLiteral("members")).toArray()) {
        const QJsonObject o = v.toObject();
        listed.insert(o.value(QStringLiteral("path")).toString(), o.value(QStringLiteral("sha256")).toString());
    }
    for (const BundleMember& m : members) {
        if (m.path == fileName() || m.path == checksumName())
            continue;
        if (!listed.contains(m.path))
            return bundleError(source, FileProblem::BundleMemberUnlisted, { m.path });
        if (listed.value(m.path) != sha256(m.data))
            return bundleError(source, FileProblem::BundleChecksum, { m.path });
    }
    for (auto it = listed.cbegin(); it != listed.cend(); ++it) {
        if (!byPath.contains(it.key()))
            return bundleError(source, FileProblem::BundleMemberMissing, { it.key() });
    }
    return manifest;
}

} // namespace sb
