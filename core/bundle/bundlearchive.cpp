// SPDX-License-Identifier: GPL-3.0-or-later
#include "bundlearchive.h"

#include "common/fileproblem.h"

#include <archive.h>
#include <archive_entry.h>
#include <memory>

namespace sb {

namespace {

    struct ArchiveFree {
        void operator()(archive* a) const { archive_free(a); }
    };
    using ArchivePtr = std::unique_ptr<archive, ArchiveFree>;

    la_ssize_t appendBytes(archive*, void* client, const void* buffer, size_t length)
    {
        static_cast<QByteArray*>(client)->append(static_cast<const char*>(buffer), qsizetype(length));
        return la_ssize_t(length);
    }

    Error bundleError(const QString& source, FileProblem problem, const QString& member, const QString& detail = {})
    {
        return Error { ErrorCode::FileContentInvalid, source, detail, 0, qint64(problem), { member } };
    }

    QString archiveWords(archive* a)
    {
        const char* words = archive_error_string(a);
        return words ? QString::fromLocal8Bit(words) : QString();
    }

    Error writeMember(archive* a, const BundleMember& member, qint64 mtime)
    {
        std::unique_ptr<archive_entry, void (*)(archive_entry*)> entry(archive_entry_new(), archive_entry_free);
        const QByteArray path = member.path.toUtf8();
        archive_entry_set_pathname(entry.get(), path.constData());
        archive_entry_set_filetype(entry.get(), AE_IFREG);
        archive_entry_set_perm(entry.get(), 0644);
        archive_entry_set_size(entry.get(), member.data.size());
        archive_entry_set_mtime(entry.get(), time_t(mtime), 0);
        archive_entry_set_uid(entry.get(), 0);
        archive_entry_set_gid(entry.get(), 0);
        if (archive_write_header(a, entry.get()) != ARCHIVE_OK)
            return { ErrorCode::Internal, member.path, archiveWords(a) };
        if (!member.data.isEmpty() && archive_write_data(a, member.data.constData(), size_t(member.data.size())) < 0)
            return { ErrorCode::Internal, member.path, archiveWords(a) };
        return {};
    }

    // Reads one member's data whole; the damage names the member.
    Result<QByteArray> readData(archive* a, archive_entry* entry, const QString& source, const QString& path)
    {
        QByteArray data;
        const la_int64_t size = archive_entry_size(entry);
        if (size < 0 || size > (la_int64_t(1) << 34))
            return bundleError(source, FileProblem::BundleDamaged, path, QStringLiteral("size %1").arg(size));
        data.resize(qsizetype(size));
        qsizetype at = 0;
        while (at < data.size()) {
            const la_ssize_t n = archive_read_data(a, data.data() + at, size_t(data.size() - at));
            if (n < 0)
                return bundleError(source, FileProblem::BundleDamaged, path, archiveWords(a));
            if (n == 0)
                return bundleError(source, FileProblem::BundleDamaged, path, QStringLiteral("truncated"));
            at += n;
        }
        return data;
    }

} // namespace

bool BundleArchive::staysInside(const QString& path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char('/')) || path.contains(QLatin1Char('\\')))
        return false;
    for (const QString& part : path.split(QLatin1Char('/'))) {
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String(".."))
            return false;
    }
    return true;
}

Result<QByteArray> BundleArchive::write(const std::vector<BundleMember>& members, qint64 mtime)
{
    ArchivePtr a(archive_write_new());
    QByteArray bytes;
    if (archive_write_set_format_ustar(a.get()) != ARCHIVE_OK
        || archive_write_open2(a.get(), &bytes, nullptr, appendBytes, nullptr, nullptr) != ARCHIVE_OK)
        return Error { ErrorCode::Internal, QStringLiteral("libarchive"), archiveWords(a.get()) };
    for (const BundleMember& member : members) {
        if (Error e = writeMember(a.get(), member, mtime))
            return e;
    }
    if (archive_write_close(a.get()) != ARCHIVE_OK)
        return Error { ErrorCode::Internal, QStringLiteral("libarchive"), archiveWords(a.get()) };
    return bytes;
}

Result<std::vector<BundleMember>> BundleArchive::read(const QByteArray& bytes, const QString& source, qint64* mtime)
{
    ArchivePtr a(archive_read_new());
    archive_read_support_format_tar(a.get());
    // A ustar header's magic where the first member's header stands: damage there is damage, not another format.
    const bool looksTar = bytes.size() >= 512 && bytes.mid(257, 5) == "ustar";
    const FileProblem unreadable = looksTar ? FileProblem::BundleDamaged : FileProblem::BundleNotArchive;
    if (archive_read_open_memory(a.get(), bytes.constData(), size_t(bytes.size())) != ARCHIVE_OK)
        return bundleError(source, unreadable, {}, archiveWords(a.get()));
    std::vector<BundleMember> members;
    archive_entry* entry = nullptr;
    for (;;) {
        const int status = archive_read_next_header(a.get(), &entry);
        if (status == ARCHIVE_EOF)
            break;
        const QString last = members.empty() ? QString() : members.back().path;
        if (status != ARCHIVE_OK) {
            if (members.empty())
                return bundleError(source, unreadable, {}, archiveWords(a.get()));
            return bundleError(source, FileProblem::BundleDamaged, last, archiveWords(a.get()));
        }
        const char* name = archive_entry_pathname(entry);
        const QString path = name ? QString::fromUtf8(name) : QString();
        if (!staysInside(path))
            return bundleError(source, FileProblem::BundleMemberEscapes, path);
        if (archive_entry_filetype(entry) != AE_IFREG || archive_entry_hardlink(entry) != nullptr)
            return bundleError(source, FileProblem::BundleMemberNotFile, path);
        if (members.empty() && mtime)
            *mtime = qint64(archive_entry_mtime(entry));
        auto data = readData(a.get(), entry, source, path);
        if (!data)
            return data.error();
        members.push_back({ path, *data });
    }
    if (members.empty())
        return bundleError(source, FileProblem::BundleNotArchive, {}, QStringLiteral("no members"));
    return members;
}

} // namespace sb
