// SPDX-License-Identifier: GPL-3.0-or-later
#include "errorjson.h"

#include <QJsonArray>

namespace sb {

namespace {
    QString key(const char* name)
    {
        return QString::fromLatin1(name);
    }
}

QJsonObject ErrorJson::toJson(const Error& e)
{
    QJsonObject o { { key("code"), QLatin1String(errorCodeName(e.code)) }, { key("context"), e.context },
        { key("detail"), e.detail }, { key("server_code"), qint64(e.serverCode) }, { key("value"), e.value } };
    if (!e.args.isEmpty())
        o.insert(key("args"), QJsonArray::fromStringList(e.args));
    return o;
}

Error ErrorJson::fromJson(const QJsonObject& o)
{
    Error e { codeFromName(o.value(key("code")).toString()), o.value(key("context")).toString(),
        o.value(key("detail")).toString(), unsigned(o.value(key("server_code")).toInteger()),
        o.value(key("value")).toInteger() };
    for (const QJsonValue& arg : o.value(key("args")).toArray())
        e.args.append(arg.toString());
    return e;
}

ErrorCode ErrorJson::codeFromName(const QString& name)
{
    if (name.isEmpty())
        return ErrorCode::None;
    for (int i = 0; i <= int(kLastErrorCode); ++i) {
        if (name == QLatin1String(errorCodeName(ErrorCode(i))))
            return ErrorCode(i);
    }
    return ErrorCode::Internal;
}

} // namespace sb
