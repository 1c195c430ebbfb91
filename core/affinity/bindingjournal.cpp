// SPDX-License-Identifier: GPL-3.0-or-later
#include "bindingjournal.h"

#include "common/fileproblem.h"
#include "server/processidentity.h"

#include <QDir>
#include <QFileInfo>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <stdio.h> // renameat2, RENAME_NOREPLACE
#include <sys/stat.h>
#include <unistd.h>

namespace sb {

namespace {

    constexpr qint64 kMaxJournalBytes = 8 << 20; // a few hundred thousand threads; more is not ours

    // No QString at namespace scope: the guard runs from an ELF constructor, maybe before this file's statics.
    constexpr QLatin1String kPrefix("server-");
    constexpr QLatin1String kSuffix(".binding");

    Error fileError(const QString& path, const QString& detail, int error = 0)
    {
        return { ErrorCode::FileError, path, detail, 0, error };
    }

    Error osError(const QString& path, int error)
    {
        return fileError(path, QString::fromLocal8Bit(std::strerror(error)), error);
    }

    Error unusable(const QString& path, FileProblem problem, const QStringList& args = {})
    {
        return { ErrorCode::FileUnusable, path, {}, 0, qint64(problem), args };
    }

    // What a journal or its directory must be: not a link, ours, closed to group and others.
    Error checkOwned(const QString& path, const struct stat& st, bool directory)
    {
        if (directory ? !S_ISDIR(st.st_mode) : !S_ISREG(st.st_mode))
            return unusable(path, directory ? FileProblem::NotADirectory : FileProblem::NotARegularFile);
        if (st.st_uid != ::geteuid())
            return unusable(path, FileProblem::NotOurs, { QString::number(st.st_uid), QString::number(::geteuid()) });
        if ((st.st_mode & 077) != 0)
            return unusable(path, FileProblem::OpenToOthers,
                { QStringLiteral("%1").arg(st.st_mode & 0777, 4, 8, QLatin1Char('0')) });
        if (!directory && st.st_nlink != 1)
            return unusable(path, FileProblem::HardLinks, { QString::number(st.st_nlink) });
        return {};
    }

    // An fd on the checked directory: later opens are relative to it, so the path cannot be swapped underneath.
    class DirFd {
    public:
        explicit DirFd(const QString& path, bool create)
        {
            const QByteArray native = QFile::encodeName(path);
            if (create && ::mkdir(native.constData(), 0700) != 0 && errno != EEXIST) {
                m_error = osError(path, errno);
                return;
            }
            m_fd = ::open(native.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (m_fd < 0) {
                const int error = errno;
                struct stat st { };
                const bool link = error == ELOOP || (::lstat(native.constData(), &st) == 0 && S_ISLNK(st.st_mode));
                m_error = error == ENOTDIR || error == ELOOP
                    ? unusable(path, link ? FileProblem::SymbolicLink : FileProblem::NotADirectory)
                    : osError(path, error);
                return;
            }
            struct stat st { };
            ::fstat(m_fd, &st);
            m_error = checkOwned(path, st, true);
        }
        ~DirFd()
        {
            if (m_fd >= 0)
                ::close(m_fd);
        }
        DirFd(const DirFd&) = delete;
        DirFd& operator=(const DirFd&) = delete;
        int fd() const { return m_fd; }
        const Error& error() const { return m_error; }

    private:
        int m_fd = -1;
        Error m_error;
    };

    Error writeAll(int fd, const QByteArray& data, const QString& path)
    {
        for (qsizetype done = 0; done < data.size();) {
            const ssize_t n = ::write(fd, data.constData() + done, size_t(data.size() - done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return osError(path, errno);
            done += n;
        }
        return {};
    }

    Result<QByteArray> readAll(int fd, const QString& path)
    {
        QByteArray data;
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0)
                return osError(path, errno);
            if (n == 0)
                return data;
            data.append(buffer, n);
            if (data.size() > kMaxJournalBytes)
                return unusable(path, FileProblem::TooLarge);
        }
    }

    // ".server-PID.binding.WRITER-START.partial": the writer's pid and start time, so that a writer killed before its
    // rename is told from a live one (and from a process that reused its pid) without reading a file it may be
    // writing. A name without "-START" (written before the start time was in it) names its writer by pid alone.
    constexpr QLatin1String kPartialSuffix(".partial");

    QByteArray partialName(const QByteArray& name, const ProcessIdentity& writer)
    {
        return "." + name + "." + QByteArray::number(writer.pid) + "-" + QByteArray::number(writer.startTime)
            + kPartialSuffix.latin1();
    }

    // Whether the writer a partial file's name gives may still be writing it; true when the name cannot be read, so
    // that nothing is removed on a guess.
    bool writerMayRun(const QString& fileName)
    {
        const qsizetype dot = fileName.lastIndexOf(QString(kSuffix + QLatin1Char('.')));
        if (dot < 0)
            return true;
        const qsizetype from = dot + kSuffix.size() + 1;
        const QStringList writer
            = fileName.mid(from, fileName.size() - from - kPartialSuffix.size()).split(QLatin1Char('-'));
        bool pidOk = false;
        bool startOk = true;
        const pid_t pid = pid_t(writer.constFirst().toInt(&pidOk));
        const quint64 start = writer.size() == 2 ? writer.constLast().toULongLong(&startOk) : 0;
        if (!pidOk || pid <= 0 || !startOk || writer.size() > 2)
            return true;
        if (writer.size() == 1 || start == 0) // 0: the writer could not read its own start time
            return ProcessIdentity::startTimeOf(pid) != 0;
        return ProcessIdentity { pid, start, QString() }.isAlive();
    }

    // Removes the partial journals in `dir` whose writer was killed between writing and renaming (nothing lists
    // them, so nothing else would); a live writer's are left alone. The number removed.
    int removeDeadPartialsIn(const DirFd& dirFd, const QString& dir)
    {
        int removed = 0;
        const QStringList names = QDir(dir).entryList({ QString(QLatin1Char('.') + kPrefix + QLatin1Char('*')
                                                          + kSuffix + QStringLiteral(".*") + kPartialSuffix) },
            QDir::Files | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
        for (const QString& name : names) {
            const QByteArray native = QFile::encodeName(name);
            struct stat st { };
            if (writerMayRun(name) || ::fstatat(dirFd.fd(), native.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0
                || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid())
                continue;
            if (::unlinkat(dirFd.fd(), native.constData(), 0) == 0)
                ++removed;
        }
        return removed;
    }

} // namespace

QStringList BindingJournal::directories()
{
    QStringList dirs;
    // The base directory spec says to use $XDG_RUNTIME_DIR only when it is ours and 0700 (sudo may pass another
    // user's on).
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    struct stat st { };
    if (!runtime.isEmpty() && QDir::isAbsolutePath(runtime) && ::lstat(QFile::encodeName(runtime).constData(), &st) == 0
        && !checkOwned(runtime, st, true))
        dirs.append(QDir::cleanPath(runtime) + QStringLiteral("/scalebench"));
    dirs.append(QStringLiteral("/tmp/scalebench-%1").arg(::geteuid()));
    return dirs;
}

Result<QString> BindingJournal::writableDirectory()
{
    const QString dir = directories().constFirst();
    const DirFd fd(dir, true);
    if (fd.error())
        return fd.error();
    return dir;
}

QString BindingJournal::fileName(pid_t serverPid)
{
    return kPrefix + QString::number(serverPid) + kSuffix;
}

Result<QString> BindingJournal::create(const BindingRecord& record)
{
    const QString dir = directories().constFirst();
    const DirFd dirFd(dir, true);
    if (dirFd.error())
        return dirFd.error();
    const QByteArray name = QFile::encodeName(fileName(record.server.pid));
    const QString path = dir + QLatin1Char('/') + fileName(record.server.pid);
    // Written whole under a name list() does not match, then renamed to the journal's name without replacing one
    // (EEXIST, as O_EXCL gave): a reader never meets a journal being written (a second `plan resume` binding the same
    // server read an empty one as "not a binding journal").
    removeDeadPartialsIn(dirFd, dir);
    const QByteArray partial = partialName(name, { ::getpid(), ProcessIdentity::startTimeOf(::getpid()), QString() });
    const int fd = ::openat(dirFd.fd(), partial.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return osError(path, errno);
    Error e = writeAll(fd, record.toText(), path);
    if (!e && ::fsync(fd) != 0)
        e = osError(path, errno);
    ::close(fd);
    if (!e && ::renameat2(dirFd.fd(), partial.constData(), dirFd.fd(), name.constData(), RENAME_NOREPLACE) != 0) {
        // A file system without RENAME_NOREPLACE: link() refuses an existing name as well.
        if (errno != EINVAL || ::linkat(dirFd.fd(), partial.constData(), dirFd.fd(), name.constData(), 0) != 0)
            e = osError(path, errno);
        ::unlinkat(dirFd.fd(), partial.constData(), 0);
    }
    if (e)
        ::unlinkat(dirFd.fd(), partial.constData(), 0);
    if (!e && ::fsync(dirFd.fd()) != 0) { // the name itself must survive a crash too
        e = osError(dir, errno);
        ::unlinkat(dirFd.fd(), name.constData(), 0);
    }
    if (e)
        return e;
    return path;
}

Result<QByteArray> BindingJournal::readText(const QString& path)
{
    const QFileInfo info(path);
    const DirFd dirFd(info.path(), false);
    if (dirFd.error())
        return dirFd.error();
    const int fd = ::openat(
        dirFd.fd(), QFile::encodeName(info.fileName()).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return errno == ELOOP ? unusable(path, FileProblem::SymbolicLink) : osError(path, errno);
    struct stat st { };
    ::fstat(fd, &st);
    // Removed since it was opened (its binding ended meanwhile): gone, as if it had not been found.
    Error e = st.st_nlink == 0 ? osError(path, ENOENT) : checkOwned(path, st, false);
    auto text = e ? Result<QByteArray>(e) : readAll(fd, path);
    ::close(fd);
    return text;
}

Result<BindingRecord> BindingJournal::read(const QString& path)
{
    const auto text = readText(path);
    if (!text)
        return text.error();
    auto record = BindingRecord::parse(*text);
    if (!record) {
        Error e = record.error();
        e.context = path;
        return e;
    }
    if (QFileInfo(path).fileName() != fileName(record->server.pid))
        return unusable(path, FileProblem::JournalOfOtherServer, { QString::number(record->server.pid) });
    return record;
}

pid_t BindingJournal::serverPidOf(const QString& path)
{
    const QString name = QFileInfo(path).fileName();
    if (!name.startsWith(kPrefix) || !name.endsWith(kSuffix))
        return 0;
    bool ok = false;
    const int pid = name.mid(kPrefix.size(), name.size() - kPrefix.size() - kSuffix.size()).toInt(&ok);
    return ok && pid > 0 ? pid_t(pid) : 0;
}

Result<QString> BindingJournal::moveAside(const QString& path)
{
    const QFileInfo info(path);
    const DirFd dirFd(info.path(), false);
    if (dirFd.error())
        return dirFd.error();
    const QByteArray from = QFile::encodeName(info.fileName());
    // A name list() does not match, kept for whoever wants to look; never over an earlier one.
    for (int n = 1; n < 100; ++n) {
        const QString name = info.fileName() + QStringLiteral(".unreadable") + (n > 1 ? QString::number(n) : QString());
        if (::renameat2(dirFd.fd(), from.constData(), dirFd.fd(), QFile::encodeName(name).constData(), RENAME_NOREPLACE)
            == 0)
            return QString(info.path() + QLatin1Char('/') + name);
        if (errno != EEXIST)
            return osError(path, errno);
    }
    return osError(path, EEXIST);
}

QStringList BindingJournal::list(QList<Error>* refused)
{
    QStringList paths;
    for (const QString& dir : directories()) {
        struct stat st { };
        if (::lstat(QFile::encodeName(dir).constData(), &st) != 0)
            continue; // never created: nothing was journalled there
        const DirFd dirFd(dir, false);
        if (dirFd.error()) {
            if (refused)
                refused->append(dirFd.error());
            continue;
        }
        // Symbolic links and other odd entries are listed too, to be refused by read() rather than skipped unseen.
        const QStringList names = QDir(dir).entryList({ QString(kPrefix + QLatin1Char('*') + kSuffix) },
            QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString& name : names)
            paths.append(dir + QLatin1Char('/') + name);
    }
    return paths;
}

int BindingJournal::removeDeadPartials()
{
    int removed = 0;
    for (const QString& dir : directories()) {
        struct stat st { };
        if (::lstat(QFile::encodeName(dir).constData(), &st) != 0)
            continue;
        const DirFd dirFd(dir, false);
        if (!dirFd.error())
            removed += removeDeadPartialsIn(dirFd, dir);
    }
    return removed;
}

void BindingJournal::remove(const QString& path)
{
    const QFileInfo info(path);
    const DirFd dirFd(info.path(), false);
    if (!dirFd.error())
        ::unlinkat(dirFd.fd(), QFile::encodeName(info.fileName()).constData(), 0);
}

} // namespace sb
