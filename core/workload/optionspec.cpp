// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionspec.h"

#include <limits>

#include <cmath>

namespace sb {

QString OptionSpec::canonicalName(const QString& name)
{
    QString n = name;
    return n.replace(QLatin1Char('-'), QLatin1Char('_'));
}

Result<QVariant> OptionSpec::parse(const QString& raw) const
{
    const QString text = raw.trimmed();
    auto invalid = [&](const QString& why) {
        return Error { ErrorCode::InvalidOption, QStringLiteral("--") + QString(name).replace(QLatin1Char('_'), QLatin1Char('-')),
            QStringLiteral("'%1': %2").arg(raw, why) };
    };
    auto checkRange = [&](double v) -> std::optional<Error> {
        if (v < minimum)
            return invalid(QStringLiteral("must be at least %1").arg(minimum));
        if (maximum > 0 && v > maximum)
            return invalid(QStringLiteral("must be at most %1").arg(maximum));
        return std::nullopt;
    };
    switch (type) {
    case OptionType::Int: {
        bool ok = false;
        const qlonglong v = text.toLongLong(&ok);
        if (!ok)
            return invalid(QStringLiteral("a whole number is expected"));
        if (v > std::numeric_limits<int>::max() || v < std::numeric_limits<int>::min()) // the workloads keep ints
            return invalid(QStringLiteral("must be at most %1").arg(std::numeric_limits<int>::max()));
        if (auto e = checkRange(double(v)))
            return *e;
        return QVariant(v);
    }
    case OptionType::Double: {
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return invalid(QStringLiteral("a number is expected"));
        if (auto e = checkRange(v))
            return *e;
        return QVariant(v);
    }
    case OptionType::Bool: {
        const QString t = text.toLower();
        if (t.isEmpty() || t == QLatin1String("on") || t == QLatin1String("true") || t == QLatin1String("1")
            || t == QLatin1String("yes"))
            return QVariant(true);
        if (t == QLatin1String("off") || t == QLatin1String("false") || t == QLatin1String("0") || t == QLatin1String("no"))
            return QVariant(false);
        return invalid(QStringLiteral("use on or off"));
    }
    case OptionType::Choice:
        if (!choices.contains(text))
            return invalid(QStringLiteral("use one of: ") + choices.join(QStringLiteral(", ")));
        return QVariant(text);
    case OptionType::String:
        return QVariant(raw);
    }
    return invalid(QStringLiteral("unsupported type"));
}

const OptionSpec* OptionSpecs::find(const QList<OptionSpec>& specs, const QString& name)
{
    const QString canonical = OptionSpec::canonicalName(name);
    for (const OptionSpec& s : specs) {
        if (s.name == canonical)
            return &s;
    }
    return nullptr;
}

Result<OptionValues> OptionSpecs::resolve(const QList<OptionSpec>& specs, const QMap<QString, QString>& given,
    QMap<QString, QString>* rest)
{
    OptionValues values;
    for (const OptionSpec& s : specs)
        values.insert(s.name, s.defaultValue);
    for (auto it = given.cbegin(); it != given.cend(); ++it) {
        const OptionSpec* spec = find(specs, it.key());
        if (!spec) {
            if (rest) {
                rest->insert(it.key(), it.value());
                continue;
            }
            return Error { ErrorCode::UnknownOption, QStringLiteral("--") + it.key(), {} };
        }
        auto value = spec->parse(it.value());
        if (!value)
            return value.error();
        values.insert(spec->name, *value);
    }
    return values;
}

} // namespace sb
