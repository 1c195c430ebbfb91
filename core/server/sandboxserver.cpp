// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxserver.h"

#include "common/fileproblem.h"
#include "common/optionproblem.h"
#include "common/procstat.h"
#include "sandboxoptionpolicy.h"
#include "session.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <netinet/in.h>
#include <pwd.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

namespace sb {

namespace {

const QString kStateFile = QStringLiteral("sandbox.json");
const QString kBenchUser = QStringLiteral("scalebench");
const QString kFilesDir = QStringLiteral("files"); // secure_file_priv
// The server's own temporary files: two bootstraps sharing /tmp remove each other's temporary tables (of 8
// mariadb-install-db at once, 1 to 4 failed with "Unknown table 'mysql.tmp_proxies_priv'"; with a tmpdir each, none).
const QString kTmpDir = QStringLiteral("tmp");

QJsonObject readState(const QString& file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

constexpr QFileDevice::Permissions kOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
constexpr QFileDevice::Permissions kOwnerOnlyDir = kOwnerOnly | QFileDevice::ExeOwner;

// Written beside and renamed over the old file: a crash leaves the old state or the new one, never a truncated
// file that lost the admin password. Owner only from the first byte (it holds passwords).
Error writePrivateFile(const QString& file, const QByteArray& content)
{
    QSaveFile f(file);
    if (!f.open(QIODevice::WriteOnly) || !f.setPermissions(kOwnerOnly) || f.write(content) != content.size()
        || !f.commit())
        return { ErrorCode::FileError, file, f.errorString() };
    return {};
}

Error writeState(const QString& file, const QJsonObject& state)
{
    return writePrivateFile(file, QJsonDocument(state).toJson());
}

Error makePrivateDirectory(const QString& dir)
{
    if (!QDir().mkpath(dir))
        return { ErrorCode::FileUnusable, dir, {}, 0, qint64(FileProblem::NotCreated) };
    if (!QFile::setPermissions(dir, kOwnerOnlyDir))
        return { ErrorCode::FileUnusable, dir, {}, 0, qint64(FileProblem::NotPrivate) };
    return {};
}

bool processAlive(qint64 pid)
{
    if (pid <= 0 || (::kill(pid_t(pid), 0) != 0 && errno != EPERM))
        return false;
    // A zombie has exited already; where nobody reaps it (containers without an init) it would look alive.
    const auto stat = ProcStat::ofProcess(pid_t(pid));
    return !stat || stat->state() != 'Z';
}

bool isServerProcess(qint64 pid)
{
    const QString exe = QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget();
    const QString name = QFileInfo(exe).fileName();
    return name.startsWith(QLatin1String("mariadbd")) || name.startsWith(QLatin1String("mysqld"));
}

unsigned freeLoopbackPort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof addr;
    unsigned port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len) == 0)
        port = ntohs(addr.sin_port);
    ::close(fd);
    return port;
}

QString randomPassword()
{
    QByteArray bytes(18, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / 4);
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QString findProgram(const QStringList& names, const QString& besideDir)
{
    const QStringList extra { besideDir, QStringLiteral("/usr/sbin"), QStringLiteral("/usr/local/sbin"),
        QStringLiteral("/usr/local/mysql/bin"), QStringLiteral("/usr/bin") };
    for (const QString& name : names) {
        QString found = QStandardPaths::findExecutable(name);
        if (found.isEmpty())
            found = QStandardPaths::findExecutable(name, extra);
        if (!found.isEmpty())
            return found;
    }
    return {};
}

QString runProgram(const QString& program, const QStringList& args, int* exitCode = nullptr, int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    p.waitForFinished(timeoutMs);
    if (exitCode)
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromLocal8Bit(p.readAll());
}

QString tail(const QString& file, int lines)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QStringList all = QString::fromLocal8Bit(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return all.mid(std::max<qsizetype>(0, all.size() - lines)).join(QLatin1Char('\n'));
}

QString runAsUserLine()
{
    if (::geteuid() != 0)
        return {};
    const passwd* pw = ::getpwuid(::geteuid());
    return QStringLiteral("user=%1\n").arg(QString::fromLocal8Bit(pw ? pw->pw_name : "root"));
}

QJsonArray optionsJson(const QList<SandboxOption>& options)
{
    QJsonArray array;
    for (const SandboxOption& o : options)
        array.append(QJsonArray { o.first, o.second });
    return array;
}

QList<SandboxOption> optionsFromJson(const QJsonArray& array)
{
    QList<SandboxOption> options;
    for (const QJsonValue& v : array)
        options.append({ v.toArray().at(0).toString(), v.toArray().at(1).toString() });
    return options;
}

} // namespace

Error SandboxServer::checkOption(const QString& name, const QString& value)
{
    return SandboxOptionPolicy::check(name, value);
}

QList<SandboxOption> SandboxServer::performanceSchemaOptions()
{
    return { { QStringLiteral("performance_schema"), QStringLiteral("ON") },
        { QStringLiteral("performance-schema-instrument"), QStringLiteral("'wait/%=ON'") } };
}

Result<SandboxOption> SandboxServer::parseOption(const QString& text)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    if (eq <= 0)
        return Error { ErrorCode::OptionValueInvalid, text, text, 0, qint64(OptionProblem::ServerOptionForm) };
    const QString name = text.left(eq).trimmed();
    const QString value = text.mid(eq + 1).trimmed();
    if (Error e = checkOption(name, value))
        return e;
    return SandboxOption { name, value };
}

void SandboxServer::setServerBinary(const QString& path)
{
    m_binary = path;
    m_configured = true;
}

void SandboxServer::setOptions(const QList<SandboxOption>& options)
{
    m_options = options;
    m_configured = true;
}

Result<QString> SandboxServer::chooseBinary() const
{
    if (m_binary.isEmpty()) {
        const QString found = findServerBinary();
        if (found.isEmpty())
            return Error { ErrorCode::ServerBinaryNotFound, {}, {} };
        return found;
    }
    const QFileInfo info(m_binary);
    if (!info.isFile() || !info.isExecutable())
        return Error { ErrorCode::ServerBinaryNotFound, m_binary, {} }; // ErrorText: not there or not executable
    return info.absoluteFilePath();
}

bool SandboxServer::runsAsAsked(const SandboxStatus& running) const
{
    if (!m_configured)
        return true;
    auto binary = chooseBinary();
    return binary && QFileInfo(running.binary).canonicalFilePath() == QFileInfo(*binary).canonicalFilePath()
        && running.options == m_options;
}

QString SandboxServer::extraOptions() const
{
    if (m_options.isEmpty())
        return {};
    QString text = QStringLiteral("# Options asked for (sandbox start --option, or the plan's sandbox options):\n");
    for (const SandboxOption& o : m_options)
        text += o.first + QLatin1Char('=') + o.second + QLatin1Char('\n');
    return text;
}

SandboxServer::SandboxServer(const QString& directory)
    : m_dir(QDir::cleanPath(QDir(directory.isEmpty() ? defaultDirectory() : directory).absolutePath()))
{
}

QString SandboxServer::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sandbox");
}

QString SandboxServer::findServerBinary()
{
    return findProgram({ QStringLiteral("mariadbd"), QStringLiteral("mysqld") }, {});
}

QString SandboxServer::path(const QString& name) const
{
    return m_dir + QLatin1Char('/') + name;
}

QString SandboxServer::pidFile() const
{
    return path(QStringLiteral("mysqld.pid"));
}

QString SandboxServer::socketPath() const
{
    // A unix socket path must fit in sun_path (108 bytes); long directories get a short one in /tmp.
    const QString inside = path(QStringLiteral("mysqld.sock"));
    if (inside.toLocal8Bit().size() < 100)
        return inside;
    const QByteArray hash = QCryptographicHash::hash(m_dir.toUtf8(), QCryptographicHash::Sha1).toHex().left(12);
    return QStringLiteral("/tmp/scalebench-%1.sock").arg(QString::fromLatin1(hash));
}

Error SandboxServer::failure(SandboxStep step, const QString& detail, const QStringList& args) const
{
    return { ErrorCode::SandboxFailed, m_dir, detail, 0, qint64(step), args };
}

SandboxStatus SandboxServer::status() const
{
    const QJsonObject state = readState(path(kStateFile));
    SandboxStatus s;
    s.directory = m_dir;
    s.initialized = QFileInfo::exists(path(QStringLiteral("data/mysql")));
    s.pid = state.value(QStringLiteral("pid")).toInteger();
    s.running = processAlive(s.pid) && isServerProcess(s.pid);
    if (!s.running)
        s.pid = 0;
    s.port = unsigned(state.value(QStringLiteral("port")).toInt());
    s.socket = state.value(QStringLiteral("socket")).toString();
    s.binary = state.value(QStringLiteral("binary")).toString();
    s.version = state.value(QStringLiteral("version")).toString();
    s.options = optionsFromJson(state.value(QStringLiteral("options")).toArray());
    return s;
}

Result<ServerProfile> SandboxServer::profile() const
{
    const QJsonObject state = readState(path(kStateFile));
    if (state.isEmpty() || !status().running)
        return failure(SandboxStep::NotRunning, {}, { m_dir });
    ServerProfile p;
    p.name = QStringLiteral("sandbox");
    p.socket = state.value(QStringLiteral("socket")).toString();
    p.port = unsigned(state.value(QStringLiteral("port")).toInt());
    p.user = state.value(QStringLiteral("user")).toString();
    p.password = state.value(QStringLiteral("password")).toString();
    p.database = QStringLiteral("sbtest");
    p.sslMode = SslMode::Disabled;
    return p;
}

Result<ServerProfile> SandboxServer::start(const SandboxProgress& progress)
{
    const SandboxProgress say = [&](SandboxStep step, const QStringList& args) {
        if (progress)
            progress(step, args);
    };
    auto chosen = chooseBinary();
    if (!chosen)
        return chosen.error();
    const QString binary = *chosen;
    // setOptions() may hold options nobody checked (a plan read elsewhere): the sandbox checks them itself.
    for (const SandboxOption& o : std::as_const(m_options)) {
        if (Error e = checkOption(o.first, o.second))
            return e;
    }
    if (const SandboxStatus running = status(); running.running) {
        if (runsAsAsked(running)) {
            say(SandboxStep::AlreadyRunning, { m_dir });
            return profile();
        }
        say(SandboxStep::Restarting, { m_dir });
        if (Error e = stop())
            return e;
    }
    // The folder holds the passwords (sandbox.json, 0600) and the files SELECT ... INTO OUTFILE may write.
    if (Error e = makePrivateDirectory(m_dir))
        return e;
    if (Error e = makePrivateDirectory(path(kFilesDir)))
        return e;
    if (Error e = makePrivateDirectory(path(kTmpDir)))
        return e;

    const bool fresh = !QFileInfo::exists(path(QStringLiteral("data/mysql")));
    unsigned port = unsigned(readState(path(kStateFile)).value(QStringLiteral("port")).toInt());
    if (port == 0 || fresh)
        port = freeLoopbackPort();
    if (Error e = writeConfig(binary, port))
        return e;
    if (fresh) {
        say(SandboxStep::Initialising, { path(QStringLiteral("data")) });
        if (Error e = initialise(binary))
            return e;
    }
    if (fresh || readState(path(kStateFile)).value(QStringLiteral("password")).toString().isEmpty()) {
        if (Error e = bootstrapPrivately(binary, say))
            return e;
    }
    say(SandboxStep::Starting, { binary, QString::number(port), socketPath() });
    auto pid = launch(binary, {}, socketPath());
    if (!pid) {
        // The remembered port may have been taken meanwhile: try once more with a new one.
        port = freeLoopbackPort();
        if (Error e = writeConfig(binary, port))
            return e;
        pid = launch(binary, {}, socketPath());
        if (!pid)
            return pid.error();
    }
    QJsonObject state = readState(path(kStateFile));
    state.insert(QStringLiteral("pid"), *pid);
    state.insert(QStringLiteral("port"), int(port));
    state.insert(QStringLiteral("socket"), socketPath());
    state.insert(QStringLiteral("binary"), binary);
    state.insert(QStringLiteral("options"), optionsJson(m_options));
    state.insert(QStringLiteral("version"), runProgram(binary, { QStringLiteral("--version") }).trimmed());
    if (Error e = writeState(path(kStateFile), state))
        return e;
    say(SandboxStep::Ready, {});
    return profile();
}

// Until bootstrap() has run, root has no password: the server then listens on no port, only on a socket in a
// folder of its own that nobody else may enter (mkdtemp makes it 0700). It is stopped before the real start.
Error SandboxServer::bootstrapPrivately(const QString& binary, const SandboxProgress& say)
{
    QTemporaryDir runDir(QDir::tempPath() + QStringLiteral("/scalebench-bootstrap-XXXXXX"));
    if (!runDir.isValid())
        return { ErrorCode::FileError, runDir.path(), runDir.errorString() };
    const QString socket = runDir.filePath(QStringLiteral("mysqld.sock"));
    auto pid = launch(binary, { QStringLiteral("--skip-networking"), QStringLiteral("--socket=") + socket }, socket);
    if (!pid)
        return pid.error();
    say(SandboxStep::CreatingUser, { kBenchUser });
    const Error created = bootstrap(socket);
    const Error stopped = terminate(*pid);
    return created ? created : stopped;
}

Error SandboxServer::writeConfig(const QString& binary, unsigned port)
{
    Q_UNUSED(binary);
    // Sized for benchmarking on a workstation: enough connections for 1,000+ clients, a buffer pool that holds the
    // default datasets, no binary log and no performance_schema overhead. The benchmark user has every privilege
    // (FILE included): secure-file-priv keeps LOAD DATA and SELECT ... INTO OUTFILE inside the sandbox folder.
    const QString text = QStringLiteral(
        "# Written by ScaleBench for its sandbox server; edited copies are overwritten at the next start.\n"
        "[mysqld]\n"
        "datadir=%1\n"
        "socket=%2\n"
        "port=%3\n"
        "bind-address=127.0.0.1\n"
        "pid-file=%4\n"
        "log-error=%5\n"
        "secure-file-priv=%8\n"
        "tmpdir=%9\n"
        "%6"
        "skip-name-resolve\n"
        "max_connections=2000\n"
        "max_prepared_stmt_count=200000\n"
        "innodb_buffer_pool_size=256M\n"
        "innodb_log_file_size=256M\n"
        "innodb_flush_log_at_trx_commit=2\n"
        "performance_schema=OFF\n"
        "skip-log-bin\n"
        "%7")
                             .arg(path(QStringLiteral("data")), socketPath())
                             .arg(port)
                             .arg(path(QStringLiteral("mysqld.pid")), path(QStringLiteral("error.log")),
                                 runAsUserLine(), extraOptions(), path(kFilesDir), path(kTmpDir));
    return writePrivateFile(path(QStringLiteral("my.cnf")), text.toLocal8Bit());
}

Error SandboxServer::initialise(const QString& binary)
{
    const QString dataDir = path(QStringLiteral("data"));
    const bool mariadb = runProgram(binary, { QStringLiteral("--version") }).contains(QLatin1String("MariaDB"));
    int rc = -1;
    QString output;
    if (mariadb) {
        const QString installer = findProgram({ QStringLiteral("mariadb-install-db"), QStringLiteral("mysql_install_db") },
            QFileInfo(binary).absolutePath() + QStringLiteral("/../bin"));
        if (installer.isEmpty())
            return failure(SandboxStep::InstallerMissing);
        QStringList args { QStringLiteral("--no-defaults"), QStringLiteral("--datadir=") + dataDir,
            QStringLiteral("--tmpdir=") + path(kTmpDir), QStringLiteral("--auth-root-authentication-method=normal"),
            QStringLiteral("--skip-test-db") };
        if (::geteuid() == 0)
            args << QStringLiteral("--user=root");
        output = runProgram(installer, args, &rc);
    } else {
        output = runProgram(binary,
            { QStringLiteral("--defaults-file=") + path(QStringLiteral("my.cnf")), QStringLiteral("--initialize-insecure") }, &rc);
    }
    if (rc != 0) {
        QDir(dataDir).removeRecursively(); // a half-initialised directory would fail every later start
        // The installer's own ERROR lines say why; its closing advice, which fills the last lines, does not.
        const QStringList errors = output.split(QLatin1Char('\n')).filter(QLatin1String("ERROR"));
        return failure(SandboxStep::Initialise,
            errors.isEmpty() ? output.right(600) : errors.mid(0, 4).join(QLatin1Char('\n')));
    }
    // Passwords of an earlier data directory would not open this one: bootstrap() sets new ones.
    QJsonObject state = readState(path(kStateFile));
    state.remove(QStringLiteral("password"));
    state.remove(QStringLiteral("admin_password"));
    return writeState(path(kStateFile), state);
}

Result<qint64> SandboxServer::launch(const QString& binary, const QStringList& extraArgs, const QString& socket)
{
    QFile::remove(socket);
    QProcess process;
    process.setProgram(binary);
    process.setArguments(
        QStringList { QStringLiteral("--defaults-file=") + path(QStringLiteral("my.cnf")) } + extraArgs);
    process.setStandardOutputFile(path(QStringLiteral("server.out")), QIODevice::Append);
    process.setStandardErrorFile(path(QStringLiteral("server.out")), QIODevice::Append);
    process.setWorkingDirectory(m_dir);
    qint64 pid = 0;
    if (!process.startDetached(&pid))
        return failure(SandboxStep::Launch, process.errorString(), { binary });
    if (Error e = waitUntilReady(pid, 90, socket))
        return e;
    return pid;
}

Error SandboxServer::waitUntilReady(qint64 pid, int timeoutSec, const QString& socket)
{
    ServerProfile admin;
    admin.socket = socket;
    admin.user = QStringLiteral("root");
    admin.password = readState(path(kStateFile)).value(QStringLiteral("admin_password")).toString();
    admin.database.clear();
    admin.sslMode = SslMode::Disabled;
    admin.connectTimeoutSec = 2;
    for (int i = 0; i < timeoutSec * 10; ++i) {
        if (!processAlive(pid))
            return failure(SandboxStep::Start, tail(path(QStringLiteral("error.log")), 8));
        if (QFileInfo::exists(admin.socket)) {
            Session s;
            if (!s.connect(admin))
                return {};
        }
        QThread::msleep(100);
    }
    ::kill(pid_t(pid), SIGTERM);
    return failure(
        SandboxStep::StartTimeout, tail(path(QStringLiteral("error.log")), 8), { QString::number(timeoutSec) });
}

Error SandboxServer::bootstrap(const QString& socket)
{
    QJsonObject state = readState(path(kStateFile));
    ServerProfile admin;
    admin.socket = socket;
    admin.user = QStringLiteral("root");
    admin.password = state.value(QStringLiteral("admin_password")).toString();
    admin.database.clear();
    admin.sslMode = SslMode::Disabled;
    Session s;
    if (Error e = s.connect(admin))
        return e;
    const QString adminPassword = admin.password.isEmpty() ? randomPassword() : admin.password;
    const QString password = randomPassword();
    const QStringList statements {
        QStringLiteral("CREATE DATABASE IF NOT EXISTS sbtest"),
        QStringLiteral("CREATE USER IF NOT EXISTS '%1'@'localhost' IDENTIFIED BY '%2'").arg(kBenchUser, password),
        QStringLiteral("CREATE USER IF NOT EXISTS '%1'@'127.0.0.1' IDENTIFIED BY '%2'").arg(kBenchUser, password),
        QStringLiteral("ALTER USER '%1'@'localhost' IDENTIFIED BY '%2'").arg(kBenchUser, password),
        QStringLiteral("ALTER USER '%1'@'127.0.0.1' IDENTIFIED BY '%2'").arg(kBenchUser, password),
        QStringLiteral("GRANT ALL PRIVILEGES ON *.* TO '%1'@'localhost'").arg(kBenchUser),
        QStringLiteral("GRANT ALL PRIVILEGES ON *.* TO '%1'@'127.0.0.1'").arg(kBenchUser),
        QStringLiteral("ALTER USER 'root'@'localhost' IDENTIFIED BY '%1'").arg(adminPassword),
    };
    for (const QString& sql : statements) {
        if (Error e = s.execute(sql))
            return failure(SandboxStep::CreateUser, e.detail);
    }
    state.insert(QStringLiteral("user"), kBenchUser);
    state.insert(QStringLiteral("password"), password);
    state.insert(QStringLiteral("admin_password"), adminPassword);
    return writeState(path(kStateFile), state);
}

Error SandboxServer::terminate(qint64 pid) const
{
    ::kill(pid_t(pid), SIGTERM);
    for (int i = 0; i < 600 && processAlive(pid); ++i)
        QThread::msleep(100);
    if (processAlive(pid)) {
        ::kill(pid_t(pid), SIGKILL);
        return failure(SandboxStep::ShutdownKilled, {}, { QStringLiteral("60") });
    }
    return {};
}

Error SandboxServer::stop()
{
    const SandboxStatus s = status();
    if (!s.running)
        return {};
    if (Error e = terminate(s.pid))
        return e;
    QJsonObject state = readState(path(kStateFile));
    state.insert(QStringLiteral("pid"), 0);
    return writeState(path(kStateFile), state);
}

} // namespace sb
