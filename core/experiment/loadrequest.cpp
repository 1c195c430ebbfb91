// SPDX-License-Identifier: GPL-3.0-or-later
#include "loadrequest.h"

#include "common/optionproblem.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace sb {

namespace {

    QString key(const char* name)
    {
        return QLatin1String(name);
    }

    // Every field but the password.
    QJsonObject profileJson(const ServerProfile& p)
    {
        QJsonArray more;
        for (const ServerHost& h : p.moreHosts)
            more.append(QJsonObject { { key("host"), h.host }, { key("port"), int(h.port) } });
        return { { key("name"), p.name }, { key("host"), p.host }, { key("port"), int(p.port) },
            { key("socket"), p.socket }, { key("user"), p.user }, { key("database"), p.database },
            { key("ssl_mode"), ServerProfile::sslModeName(p.sslMode) }, { key("ssl_ca"), p.sslCa },
            { key("ssl_capath"), p.sslCapath }, { key("ssl_cert"), p.sslCert }, { key("ssl_key"), p.sslKey },
            { key("tls_version"), p.tlsVersion }, { key("connect_timeout"), p.connectTimeoutSec },
            { key("read_timeout"), p.readTimeoutSec }, { key("write_timeout"), p.writeTimeoutSec },
            { key("default_io_timeouts"), p.defaultIoTimeouts }, { key("more_hosts"), more } };
    }

    ServerProfile profileFromJson(const QJsonObject& o)
    {
        ServerProfile p;
        p.name = o.value(key("name")).toString();
        p.host = o.value(key("host")).toString();
        p.port = unsigned(o.value(key("port")).toInt(int(p.port)));
        p.socket = o.value(key("socket")).toString();
        p.user = o.value(key("user")).toString();
        p.database = o.value(key("database")).toString(p.database);
        if (auto mode = ServerProfile::parseSslMode(o.value(key("ssl_mode")).toString()))
            p.sslMode = *mode;
        p.sslCa = o.value(key("ssl_ca")).toString();
        p.sslCapath = o.value(key("ssl_capath")).toString();
        p.sslCert = o.value(key("ssl_cert")).toString();
        p.sslKey = o.value(key("ssl_key")).toString();
        p.tlsVersion = o.value(key("tls_version")).toString();
        p.connectTimeoutSec = o.value(key("connect_timeout")).toInt(p.connectTimeoutSec);
        p.readTimeoutSec = o.value(key("read_timeout")).toInt(p.readTimeoutSec);
        p.writeTimeoutSec = o.value(key("write_timeout")).toInt(p.writeTimeoutSec);
        p.defaultIoTimeouts = o.value(key("default_io_timeouts")).toBool(p.defaultIoTimeouts);
        for (const QJsonValue& v : o.value(key("more_hosts")).toArray())
            p.moreHosts.append(
                { v.toObject().value(key("host")).toString(), unsigned(v.toObject().value(key("port")).toInt()) });
        return p;
    }

} // namespace

QString LoadRequest::encode() const
{
    const MeasuredRunRequest& r = request;
    const QJsonObject o { { key("spec"), r.spec.toJson() }, { key("server"), profileJson(r.server.profile) },
        { key("pid"), qint64(r.server.pid) }, { key("sandbox"), r.server.sandbox },
        { key("prepare"), preparePolicyName(r.prepare) }, { key("prepare_threads"), r.prepareThreads },
        { key("remote_binding"), r.remoteBinding }, { key("sample_server_threads"), r.sampleServerThreads },
        { key("keep_sampler_off_server"), r.keepSamplerOffServer }, { key("bind_server_to_all"), r.bindServerToAll },
        { key("store"), storePath }, { key("experiment"), experimentId }, { key("launch_host"), launchHost } };
    return QString::fromLatin1(QJsonDocument(o).toJson(QJsonDocument::Compact).toBase64(QByteArray::Base64UrlEncoding));
}

Result<LoadRequest> LoadRequest::decode(const QString& word)
{
    QJsonParseError parsed {};
    const QJsonDocument document
        = QJsonDocument::fromJson(QByteArray::fromBase64(word.toLatin1(), QByteArray::Base64UrlEncoding), &parsed);
    const QJsonObject o = document.object();
    if (parsed.error != QJsonParseError::NoError || !o.value(key("spec")).isObject())
        return Error { ErrorCode::ParseError, QStringLiteral("--load-request"), parsed.errorString() };
    LoadRequest l;
    MeasuredRunRequest& r = l.request;
    r.spec = RunSpec::fromJson(o.value(key("spec")).toObject());
    r.server.profile = profileFromJson(o.value(key("server")).toObject());
    r.server.pid = pid_t(o.value(key("pid")).toInteger());
    r.server.sandbox = o.value(key("sandbox")).toBool();
    auto prepare = parsePreparePolicy(o.value(key("prepare")).toString());
    r.prepare = prepare ? *prepare : PreparePolicy::Never;
    r.prepareThreads = o.value(key("prepare_threads")).toInt(1);
    r.remoteBinding = o.value(key("remote_binding")).toBool(r.remoteBinding);
    r.sampleServerThreads = o.value(key("sample_server_threads")).toBool();
    r.keepSamplerOffServer = o.value(key("keep_sampler_off_server")).toBool();
    r.bindServerToAll = o.value(key("bind_server_to_all")).toBool();
    l.storePath = o.value(key("store")).toString();
    l.experimentId = o.value(key("experiment")).toInteger();
    l.launchHost = o.value(key("launch_host")).toString();
    return l;
}

Error LoadRequest::checkStoreHost(const QString& thisHost) const
{
    if (storePath.isEmpty() || launchHost.isEmpty() || launchHost == thisHost)
        return {};
    return { ErrorCode::OptionValueInvalid, QStringLiteral("hosts"), thisHost, 0, qint64(OptionProblem::RankZeroHost),
        { thisHost, launchHost } };
}

} // namespace sb
