// SPDX-License-Identifier: GPL-3.0-or-later
#include "session.h"

#include <errmsg.h>
#include <mysql.h>
#include <mysqld_error.h>

namespace sb {

namespace {

#if defined(MARIADB_BASE_VERSION) || defined(MARIADB_PACKAGE_VERSION)
constexpr bool kMariaDbClient = true;
#else
constexpr bool kMariaDbClient = false;
#endif

Error needsCa(const ServerProfile& p)
{
    if (p.sslCa.isEmpty() && p.sslCapath.isEmpty())
        return { ErrorCode::TlsCaMissing, ServerProfile::sslModeName(p.sslMode), {} };
    return {};
}

void setText(MYSQL* mysql, mysql_option option, const QString& value)
{
    if (!value.isEmpty())
        mysql_options(mysql, option, value.toLocal8Bit().constData()); // the library copies the string
}

// The mode as the mysql client means it. Connector/C has no mode option; it has "use TLS if the server offers it"
// (MYSQL_OPT_SSL_ENFORCE, despite its name), a CA that, once given, makes it verify the chain, and the host name
// check (MYSQL_OPT_SSL_VERIFY_SERVER_CERT). So the CA goes to the library only in the VERIFY modes (REQUIRED must
// not fail on an unknown CA), and REQUIRED's "TLS or nothing" is checked after connecting.
Error applyTls(MYSQL* mysql, const ServerProfile& p)
{
    const bool verify = p.sslMode == SslMode::VerifyCa || p.sslMode == SslMode::VerifyIdentity;
    if (verify && p.usesTls()) {
        if (Error e = needsCa(p))
            return e;
    }
#if defined(MARIADB_BASE_VERSION) || defined(MARIADB_PACKAGE_VERSION)
    if (!p.usesTls())
        return {}; // no TLS option set: Connector/C stays in plaintext
    my_bool use = 1;
    my_bool checkHost = p.sslMode == SslMode::VerifyIdentity;
    mysql_options(mysql, MYSQL_OPT_SSL_ENFORCE, &use);
    mysql_options(mysql, MYSQL_OPT_SSL_VERIFY_SERVER_CERT, &checkHost);
#else
    unsigned mode = SSL_MODE_DISABLED;
    if (p.usesTls()) {
        switch (p.sslMode) {
        case SslMode::Disabled: break;
        case SslMode::Preferred: mode = SSL_MODE_PREFERRED; break;
        case SslMode::Required: mode = SSL_MODE_REQUIRED; break;
        case SslMode::VerifyCa: mode = SSL_MODE_VERIFY_CA; break;
        case SslMode::VerifyIdentity: mode = SSL_MODE_VERIFY_IDENTITY; break;
        }
    }
    mysql_options(mysql, MYSQL_OPT_SSL_MODE, &mode);
    if (!p.usesTls())
        return {};
#endif
    if (verify) {
        setText(mysql, MYSQL_OPT_SSL_CA, p.sslCa);
        setText(mysql, MYSQL_OPT_SSL_CAPATH, p.sslCapath);
    }
    setText(mysql, MYSQL_OPT_SSL_CERT, p.sslCert);
    setText(mysql, MYSQL_OPT_SSL_KEY, p.sslKey);
    setText(mysql, MYSQL_OPT_TLS_VERSION, p.tlsVersion);
    return {};
}

void applyTimeouts(MYSQL* mysql, const ServerProfile& p)
{
    const unsigned connectTimeout = unsigned(std::max(1, p.connectTimeoutSec));
    mysql_options(mysql, MYSQL_OPT_CONNECT_TIMEOUT, &connectTimeout);
    if (p.readTimeoutSec > 0) {
        const unsigned seconds = unsigned(p.readTimeoutSec);
        mysql_options(mysql, MYSQL_OPT_READ_TIMEOUT, &seconds);
    }
    if (p.writeTimeoutSec > 0) {
        const unsigned seconds = unsigned(p.writeTimeoutSec);
        mysql_options(mysql, MYSQL_OPT_WRITE_TIMEOUT, &seconds);
    }
}

ErrorCode connectErrorCode(unsigned code)
{
    switch (code) {
    case ER_ACCESS_DENIED_ERROR:
    case ER_DBACCESS_DENIED_ERROR:
        return ErrorCode::AccessDenied;
    case ER_BAD_DB_ERROR:
        return ErrorCode::UnknownDatabase;
    case ER_CON_COUNT_ERROR:
    case ER_TOO_MANY_USER_CONNECTIONS:
        return ErrorCode::TooManyConnections;
    case 2026: // CR_SSL_CONNECTION_ERROR
        return ErrorCode::TlsFailed;
    case 3159: // ER_SECURE_TRANSPORT_REQUIRED (MySQL; MariaDB answers ER_ACCESS_DENIED_ERROR instead)
        return ErrorCode::TlsRequired;
    default:
        return ErrorCode::ConnectFailed;
    }
}

} // namespace

// The connection's arguments as the client library takes them; they must live until a non-blocking connect ends.
struct Session::PendingConnect {
    QByteArray host, user, password, database, socket;
    MYSQL* result = nullptr;
    Error failure; // the handle could not be set up (for example a VERIFY mode without a CA)

    explicit PendingConnect(const ServerProfile& p)
        : host((p.host.isEmpty() ? QStringLiteral("localhost") : p.host).toUtf8())
        , user(p.user.toUtf8())
        , password(p.password.toUtf8())
        , database(p.database.toUtf8())
        , socket(p.socket.toLocal8Bit())
    {
    }
    const char* userArg() const { return user.isEmpty() ? nullptr : user.constData(); }
    const char* databaseArg() const { return database.isEmpty() ? nullptr : database.constData(); }
    const char* socketArg(const ServerProfile& p) const
    {
        return p.usesSocket() && !socket.isEmpty() ? socket.constData() : nullptr;
    }
};

Session::Session() = default;

Session::~Session()
{
    close();
}

Session::Session(Session&& other) noexcept
    : m_mysql(std::exchange(other.m_mysql, nullptr))
    , m_profile(std::move(other.m_profile))
    , m_ioWait(std::exchange(other.m_ioWait, nullptr))
    , m_pending(std::move(other.m_pending))
{
}

Session& Session::operator=(Session&& other) noexcept
{
    if (this != &other) {
        close();
        m_mysql = std::exchange(other.m_mysql, nullptr);
        m_profile = std::move(other.m_profile);
        m_ioWait = std::exchange(other.m_ioWait, nullptr);
        m_pending = std::move(other.m_pending);
    }
    return *this;
}

Error Session::connect(const ServerProfile& profile)
{
    return checkedConnect(profile, connectOnce(profile));
}

// What connect() and connectResult() both check once the library's connect has ended: REQUIRED or stricter must
// have given TLS, and an "access denied" may mean "TLS required".
Error Session::checkedConnect(const ServerProfile& profile, Error e)
{
    if (!e && profile.sslMode != SslMode::Disabled && profile.sslMode != SslMode::Preferred && profile.usesTls()
        && !tlsInfo().active()) {
        close();
        return { ErrorCode::TlsUnavailable, profile.endpoint(), {} };
    }
    if (e.code == ErrorCode::AccessDenied)
        return refusalCause(profile, e);
    return e;
}

// MariaDB refuses a plaintext login under require_secure_transport=ON with the same "access denied" as a wrong
// password. When the attempt was plaintext over TCP, one TLS attempt with the same credentials tells them apart.
Error Session::refusalCause(const ServerProfile& profile, Error refusal) const
{
    if (profile.usesSocket() || profile.sslMode != SslMode::Disabled)
        return refusal;
    ServerProfile tls = profile;
    tls.sslMode = SslMode::Required;
    Session probe;
    if (probe.connectOnce(tls))
        return refusal;
    return { ErrorCode::TlsRequired, profile.endpoint(), refusal.detail, refusal.serverCode };
}

// A handle with the profile's timeouts, protocol and TLS options, not yet connected.
Error Session::initHandle(const ServerProfile& profile)
{
    close();
    m_profile = profile;
    m_mysql = mysql_init(nullptr);
    if (!m_mysql)
        return { ErrorCode::Internal, QStringLiteral("mysql_init"), QStringLiteral("out of memory") };

    applyTimeouts(m_mysql, profile);
    const unsigned protocol = profile.usesSocket() ? MYSQL_PROTOCOL_SOCKET : MYSQL_PROTOCOL_TCP;
    mysql_options(m_mysql, MYSQL_OPT_PROTOCOL, &protocol);
    if (!profile.bindAddress.isEmpty() && !profile.usesSocket()) // the library keeps its own copy
        mysql_options(m_mysql, MYSQL_OPT_BIND, profile.bindAddress.toUtf8().constData());
    if (profile.localInfile) { // a capability of the handshake: set before connecting
        const unsigned on = 1;
        mysql_options(m_mysql, MYSQL_OPT_LOCAL_INFILE, &on);
    }
    if (Error e = applyTls(m_mysql, profile)) {
        close();
        return e;
    }
    return {};
}

Error Session::connectFailure()
{
    const unsigned code = mysql_errno(m_mysql);
    Error e { connectErrorCode(code), code == ER_BAD_DB_ERROR ? m_profile.database : m_profile.endpoint(),
        QString::fromUtf8(mysql_error(m_mysql)), code };
    close();
    return e;
}

Error Session::connectOnce(const ServerProfile& profile)
{
    if (Error e = initHandle(profile))
        return e;
    const PendingConnect a(profile);
    if (!mysql_real_connect(m_mysql, a.host.constData(), a.userArg(), a.password.constData(), a.databaseArg(),
            profile.port, a.socketArg(profile), CLIENT_MULTI_RESULTS))
        return connectFailure();
    return {};
}

#if defined(MARIADB_BASE_VERSION) || defined(MARIADB_PACKAGE_VERSION)
int Session::connectStart(const ServerProfile& profile)
{
    m_pending = std::make_unique<PendingConnect>(profile);
    if (Error e = initHandle(profile)) {
        m_pending->failure = e; // connectResult() reports it
        return 0;
    }
    mysql_options(m_mysql, MYSQL_OPT_NONBLOCK, nullptr);
    const PendingConnect& a = *m_pending;
    return mysql_real_connect_start(&m_pending->result, m_mysql, a.host.constData(), a.userArg(),
        a.password.constData(), a.databaseArg(), profile.port, a.socketArg(profile), CLIENT_MULTI_RESULTS);
}

int Session::connectCont(int ready)
{
    return mysql_real_connect_cont(&m_pending->result, m_mysql, ready);
}
#else
// libmysqlclient has another asynchronous API; the async driver refuses to start with it (see AsyncDriver).
int Session::connectStart(const ServerProfile& profile)
{
    m_pending = std::make_unique<PendingConnect>(profile);
    if (Error e = initHandle(profile))
        m_pending->failure = e;
    return 0;
}

int Session::connectCont(int)
{
    return 0;
}
#endif

Error Session::connectResult()
{
    const std::unique_ptr<PendingConnect> pending = std::move(m_pending);
    if (!pending)
        return { ErrorCode::Internal, QStringLiteral("connectResult"), QStringLiteral("no connect started") };
    if (pending->failure)
        return pending->failure;
    if (!m_mysql)
        return { ErrorCode::Internal, QStringLiteral("mysql_init"), QStringLiteral("out of memory") };
    // The refusal check after an "access denied" connects once more, blocking: it happens only on the way to a
    // failed run, so holding the event loop that long does not matter.
    return checkedConnect(m_profile, pending->result ? Error {} : connectFailure());
}

TlsInfo Session::tlsInfo() const
{
    TlsInfo info;
    const char* cipher = m_mysql ? mysql_get_ssl_cipher(m_mysql) : nullptr;
    if (!cipher)
        return info;
    info.cipher = QString::fromLatin1(cipher);
#if defined(MARIADB_BASE_VERSION) || defined(MARIADB_PACKAGE_VERSION)
    const char* version = nullptr;
    if (mariadb_get_infov(m_mysql, MARIADB_CONNECTION_TLS_VERSION, &version) == 0 && version)
        info.version = QString::fromLatin1(version);
#else
    if (mysql_query(m_mysql, "SHOW SESSION STATUS LIKE 'Ssl_version'") == 0) {
        if (MYSQL_RES* res = mysql_store_result(m_mysql)) {
            if (MYSQL_ROW row = mysql_fetch_row(res); row && row[1])
                info.version = QString::fromLatin1(row[1]);
            mysql_free_result(res);
        }
    }
#endif
    return info;
}

void Session::close()
{
    if (m_mysql) {
        mysql_close(m_mysql);
        m_mysql = nullptr;
    }
}

Error Session::execute(std::string_view sql)
{
    if (mysql_real_query(m_mysql, sql.data(), static_cast<unsigned long>(sql.size())) != 0)
        return error(QString::fromUtf8(sql.data(), qsizetype(std::min<size_t>(sql.size(), 200))));
    // Drain every result (CALL and multi-statements may return several).
    do {
        if (MYSQL_RES* res = mysql_store_result(m_mysql))
            mysql_free_result(res);
        else if (mysql_field_count(m_mysql) != 0)
            return error(QString::fromUtf8(sql.data(), qsizetype(std::min<size_t>(sql.size(), 200))));
    } while (mysql_next_result(m_mysql) == 0);
    return {};
}

Result<QList<QStringList>> Session::query(const QString& sql)
{
    const QByteArray text = sql.toUtf8();
    if (mysql_real_query(m_mysql, text.constData(), static_cast<unsigned long>(text.size())) != 0)
        return error(sql);
    MYSQL_RES* res = mysql_store_result(m_mysql);
    if (!res) {
        if (mysql_field_count(m_mysql) != 0)
            return error(sql);
        return QList<QStringList> {};
    }
    QList<QStringList> rows;
    const unsigned columns = mysql_num_fields(res);
    while (MYSQL_ROW row = mysql_fetch_row(res)) {
        const unsigned long* lengths = mysql_fetch_lengths(res);
        QStringList values;
        values.reserve(columns);
        for (unsigned i = 0; i < columns; ++i)
            values.append(row[i] ? QString::fromUtf8(row[i], qsizetype(lengths[i])) : QString());
        rows.append(values);
    }
    mysql_free_result(res);
    while (mysql_next_result(m_mysql) == 0) {
        if (MYSQL_RES* extra = mysql_store_result(m_mysql))
            mysql_free_result(extra);
    }
    return rows;
}

Result<QString> Session::scalar(const QString& sql)
{
    auto rows = query(sql);
    if (!rows)
        return rows.error();
    if (rows->isEmpty() || rows->first().isEmpty())
        return QString();
    return rows->first().first();
}

unsigned Session::lastErrorCode() const
{
    return m_mysql ? mysql_errno(m_mysql) : 0;
}

QString Session::lastErrorMessage() const
{
    return m_mysql ? QString::fromUtf8(mysql_error(m_mysql)) : QString();
}

Error Session::error(const QString& what, ServerStep step) const
{
    const unsigned code = lastErrorCode();
    const ErrorCode kind = classify(code) == ErrorClass::ConnectionLost ? ErrorCode::ConnectionLost : ErrorCode::ServerError;
    return { kind, what, lastErrorMessage(), code, qint64(step) };
}

ErrorClass Session::classify(unsigned code)
{
    switch (code) {
    case ER_LOCK_DEADLOCK:
    case ER_LOCK_WAIT_TIMEOUT:
    case ER_CHECKREAD: // 1020: record changed since last read (the third code sysbench ignores by default)
        return ErrorClass::Ignorable;
    case CR_SERVER_GONE_ERROR:
    case CR_SERVER_LOST:
    case CR_SERVER_LOST_EXTENDED:
    case CR_CONNECTION_ERROR:
    case CR_CONN_HOST_ERROR:
    case ER_SERVER_SHUTDOWN:
    case 1927: // ER_CONNECTION_KILLED (MariaDB)
    case 4031: // ER_CLIENT_INTERACTION_TIMEOUT (MySQL 8)
        return ErrorClass::ConnectionLost;
    default:
        return ErrorClass::Fatal;
    }
}

QString Session::clientLibraryVersion()
{
    const QString flavour = kMariaDbClient ? QStringLiteral("MariaDB Connector/C ") : QStringLiteral("libmysqlclient ");
    return flavour + QString::fromLatin1(mysql_get_client_info());
}

} // namespace sb
