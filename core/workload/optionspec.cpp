// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionspec.h"

#include "common/optionproblem.h"

#include <cmath>
#include <limits>

namespace sb {

QString OptionSpec::canonicalName(const QString& name)
{
    QString n = name;
    return n.replace(QLatin1Char('-'), QLatin1Char('_'));
}

Result<QVariant> OptionSpec::parse(const QString& raw) const
{
    const QString text = raw.trimmed();
    auto invalid = [&](OptionProblem problem, const QStringList& args = {}) {
        return Error { ErrorCode::OptionValueInvalid,
            QStringLiteral("--") + QString(name).replace(QLatin1Char('_'), QLatin1Char('-')), raw, 0, qint64(problem),
            args };
    };
    const auto number = [](double v) { return QString::number(v, 'g', 12); };
    auto checkRange = [&](double v) -> std::optional<Error> {
        if (v < minimum || (maximum > 0 && v > maximum))
            return maximum > 0 ? invalid(OptionProblem::Between, { number(minimum), number(maximum) })
                               : invalid(OptionProblem::AtLeast, { number(minimum) });
        return std::nullopt;
    };
    switch (type) {
    case OptionType::Int: {
        bool ok = false;
        const qlonglong v = text.toLongLong(&ok);
        if (!ok)
            return invalid(OptionProblem::WholeNumber);
        if (v > std::numeric_limits<int>::max() || v < std::numeric_limits<int>::min()) // the workloads keep ints
            return invalid(OptionProblem::AtMost, { QString::number(std::numeric_limits<int>::max()) });
        if (auto e = checkRange(double(v)))
            return *e;
        return QVariant(v);
    }
    case OptionType::Double: {
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return invalid(OptionProblem::Number);
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
        return invalid(OptionProblem::OnOrOff);
    }
    case OptionType::Choice:
        if (!choices.contains(text))
            return invalid(OptionProblem::OneOf, choices);
        return QVariant(text);
    case OptionType::String:
        return QVariant(raw);
    }
    return Error { ErrorCode::Internal, QStringLiteral("OptionSpec::parse"), name };
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
