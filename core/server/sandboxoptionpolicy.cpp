// SPDX-License-Identifier: GPL-3.0-or-later
#include "sandboxoptionpolicy.h"

#include "common/optionproblem.h"

#include <QRegularExpression>
#include <QStringList>

namespace sb {

namespace {

    // Settings the sandbox writes itself, or that would let a setting run code or SQL as the server's user, or take
    // authentication or the loopback-only listener away.
    const QStringList& refused()
    {
        static const QStringList names { QStringLiteral("datadir"), QStringLiteral("socket"), QStringLiteral("port"),
            QStringLiteral("bind_address"), QStringLiteral("pid_file"), QStringLiteral("log_error"),
            QStringLiteral("user"), QStringLiteral("networking"), QStringLiteral("grant_tables"),
            QStringLiteral("basedir"), QStringLiteral("secure_file_priv"), QStringLiteral("tmpdir"),
            QStringLiteral("chroot"), QStringLiteral("plugin_load"), QStringLiteral("plugin_load_add"),
            QStringLiteral("plugin_dir"), QStringLiteral("plugin_maturity"), QStringLiteral("init_file"),
            QStringLiteral("init_connect"), QStringLiteral("init_slave"), QStringLiteral("init_replica"),
            QStringLiteral("defaults_file"), QStringLiteral("defaults_extra_file"),
            QStringLiteral("defaults_group_suffix"), QStringLiteral("character_sets_dir"),
            QStringLiteral("lc_messages_dir"), QStringLiteral("language"), QStringLiteral("symbolic_links"),
            QStringLiteral("debug") };
        return names;
    }

    // Certificates and keys are only read; a TLS sandbox names them wherever they are.
    bool isTlsFile(const QString& canonical)
    {
        static const QStringList names { QStringLiteral("ssl_ca"), QStringLiteral("ssl_capath"),
            QStringLiteral("ssl_cert"), QStringLiteral("ssl_key"), QStringLiteral("ssl_crl"),
            QStringLiteral("ssl_crlpath") };
        return names.contains(canonical);
    }

    // Settings whose value names a file or folder the server writes (logs, binlogs, tablespaces).
    bool namesWrittenFile(const QString& canonical)
    {
        static const QStringList suffixes { QStringLiteral("_file"), QStringLiteral("_dir"), QStringLiteral("_path"),
            QStringLiteral("_directory"), QStringLiteral("_index"), QStringLiteral("_basename") };
        static const QStringList names { QStringLiteral("log_bin"), QStringLiteral("relay_log"),
            QStringLiteral("log_tc"), QStringLiteral("log"), QStringLiteral("log_slow_queries") };
        if (names.contains(canonical))
            return true;
        for (const QString& suffix : suffixes) {
            if (canonical.endsWith(suffix))
                return true;
        }
        return false;
    }

} // namespace

QString SandboxOptionPolicy::canonicalName(const QString& name)
{
    static const QStringList prefixes { QStringLiteral("loose_"), QStringLiteral("skip_"), QStringLiteral("enable_"),
        QStringLiteral("disable_"), QStringLiteral("maximum_") };
    QString canonical = name.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    for (bool stripped = true; stripped;) {
        stripped = false;
        for (const QString& prefix : prefixes) {
            if (canonical.startsWith(prefix)) {
                canonical.remove(0, prefix.size());
                stripped = true;
            }
        }
    }
    return canonical;
}

Error SandboxOptionPolicy::check(const QString& name, const QString& value)
{
    static const QRegularExpression spelling(QStringLiteral("^[A-Za-z][A-Za-z0-9_-]*$"));
    const auto refusedAs = [&](OptionProblem problem) {
        return Error { ErrorCode::OptionValueInvalid, name, value, 0, qint64(problem) };
    };
    if (!spelling.match(name).hasMatch())
        return refusedAs(OptionProblem::ServerOptionName);
    if (value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r')) || value.contains(QChar(0)))
        return refusedAs(OptionProblem::ServerOptionLine);
    const QString canonical = canonicalName(name);
    if (canonical.isEmpty() || refused().contains(canonical))
        return refusedAs(OptionProblem::SandboxOwnsOption);
    // A plain file name is resolved inside the data directory; a path could write anywhere the server may.
    if (!isTlsFile(canonical) && namesWrittenFile(canonical)
        && (value.contains(QLatin1Char('/')) || value.contains(QLatin1Char('\\'))
            || value.startsWith(QLatin1Char('.'))))
        return refusedAs(OptionProblem::ServerOptionPath);
    return {};
}

} // namespace sb
