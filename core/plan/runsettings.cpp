// SPDX-License-Identifier: GPL-3.0-or-later
// What every reader and writer of run settings does with the table (runsettingtable.cpp).
#include "runsettings.h"

#include "common/optionproblem.h"

#include <cmath>

namespace sb {

RunSettingValues::RunSettingValues()
{
    for (const RunSetting& s : RunSettings::all()) {
        if (s.kind == RunSettingKind::Choice || s.kind == RunSettingKind::Text)
            RunSettings::setValue(s, *this, QString::fromLatin1(s.defaultText));
        else if (s.kind == RunSettingKind::Flag)
            RunSettings::setValue(s, *this, s.defaultValue != 0);
        else
            RunSettings::setValue(s, *this, s.defaultValue);
    }
}

QString RunSetting::optionName() const
{
    return QStringLiteral("--") + QString::fromLatin1(cliName).replace(QLatin1Char('_'), QLatin1Char('-'));
}

QStringList RunSetting::choiceNames() const
{
    return QString::fromLatin1(choices).split(QLatin1Char('|'), Qt::SkipEmptyParts);
}

const RunSetting* RunSettings::byCliName(const QString& name)
{
    for (const RunSetting& s : all()) {
        if (name == QLatin1String(s.cliName))
            return &s;
    }
    return nullptr;
}

const RunSetting* RunSettings::byPlanKey(const QString& key)
{
    for (const RunSetting& s : all()) {
        if (*s.planKey && key == QLatin1String(s.planKey))
            return &s;
    }
    return nullptr;
}

Result<double> RunSettings::check(const RunSetting& s, double value, const QString& context)
{
    if (!std::isfinite(value) || value < s.minimum || value > s.maximum || (s.integer && value != std::floor(value)))
        return Error { ErrorCode::OptionOutOfRange, context, QString::number(value) };
    return value;
}

Result<double> RunSettings::parse(const RunSetting& s, const QString& text, const QString& context)
{
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    if (!ok)
        return Error { ErrorCode::OptionOutOfRange, context, QLatin1Char('\'') + text + QLatin1Char('\'') };
    return check(s, value, context);
}

QJsonValue RunSettings::value(const RunSetting& s, const RunSettingValues& values)
{
    return std::visit(
        [&](auto member) -> QJsonValue {
            using M = decltype(member);
            if constexpr (std::is_same_v<M, std::monostate>)
                return QJsonValue();
            else if constexpr (std::is_same_v<M, std::uint64_t RunSettingValues::*>)
                return double(values.*member);
            else if constexpr (std::is_same_v<M, QString RunSettingValues::*>) {
                if (*s.flagChoice && values.*member == QLatin1String(s.flagChoice))
                    return true;
                if (*s.flagChoice && values.*member == QLatin1String(s.defaultText))
                    return false;
                return values.*member;
            }
            else
                return values.*member;
        },
        s.field);
}

QString RunSettings::choiceOf(const RunSetting& s, const QJsonValue& v)
{
    if (v.isBool() && *s.flagChoice)
        return QLatin1String(v.toBool() ? s.flagChoice : s.defaultText);
    return v.toString();
}

QString RunSettings::choiceOfText(const RunSetting& s, const QString& text)
{
    const QString v = text.toLower();
    if (v.isEmpty() || v == QLatin1String("on") || v == QLatin1String("true") || v == QLatin1String("1"))
        return QString::fromLatin1(s.flagChoice);
    if (v == QLatin1String("false") || v == QLatin1String("0"))
        return QString::fromLatin1(s.defaultText);
    return v;
}

void RunSettings::setValue(const RunSetting& s, RunSettingValues& values, const QJsonValue& v)
{
    std::visit(
        [&](auto member) {
            using M = decltype(member);
            if constexpr (std::is_same_v<M, double RunSettingValues::*>) {
                if (v.isDouble())
                    values.*member = v.toDouble();
            } else if constexpr (std::is_same_v<M, int RunSettingValues::*>) {
                if (v.isDouble())
                    values.*member = v.toInt();
            } else if constexpr (std::is_same_v<M, std::uint64_t RunSettingValues::*>) {
                if (v.isDouble())
                    values.*member = std::uint64_t(v.toDouble());
            } else if constexpr (std::is_same_v<M, QString RunSettingValues::*>) {
                if (v.isString() || (v.isBool() && *s.flagChoice))
                    values.*member = choiceOf(s, v);
            } else if constexpr (std::is_same_v<M, bool RunSettingValues::*>) {
                if (v.isBool())
                    values.*member = v.toBool();
            }
        },
        s.field);
}

bool RunSettings::isDefault(const RunSetting& s, const RunSettingValues& values)
{
    static const RunSettingValues defaults;
    return value(s, values) == value(s, defaults);
}

void RunSettings::write(const RunSettingValues& values, QJsonObject& object, bool plan)
{
    for (const RunSetting& s : all()) {
        if (!s.hasField() || !*s.planKey || (plan && !s.inPlans))
            continue;
        if (s.alwaysWritten || !isDefault(s, values))
            object.insert(QLatin1String(s.planKey), value(s, values));
    }
}

void RunSettings::read(const QJsonObject& object, RunSettingValues& values)
{
    for (const RunSetting& s : all()) {
        if (s.hasField() && *s.planKey && object.contains(QLatin1String(s.planKey)))
            setValue(s, values, object.value(QLatin1String(s.planKey)));
    }
}

void RunSettings::copyPlanSettings(const RunSettingValues& from, RunSettingValues& to)
{
    for (const RunSetting& s : all()) {
        if (s.hasField() && s.inPlans)
            setValue(s, to, value(s, from));
    }
}

QStringList RunSettings::planKeys()
{
    QStringList keys;
    for (const RunSetting& s : all()) {
        if (s.inPlans)
            keys.append(QLatin1String(s.planKey));
    }
    return keys;
}

Error RunSettings::toRunOptions(const RunSettingValues& values, RunOptions& options)
{
    for (const RunSetting& s : all()) {
        const QJsonValue v = value(s, values);
        if (s.engineChoice || *s.flagChoice) {
            const qsizetype index = s.choiceNames().indexOf(choiceOf(s, v));
            if (index < 0)
                return { ErrorCode::OptionValueInvalid, s.optionName(), choiceOf(s, v), 0,
                    qint64(OptionProblem::OneOf), s.choiceNames() };
            if (s.engineChoice)
                s.engineChoice(options, int(index));
        }
        if (s.engineText)
            s.engineText(options, v.toString());
        std::visit(
            [&](auto member) {
                if constexpr (!std::is_same_v<decltype(member), std::monostate>) {
                    using T = std::remove_reference_t<decltype(options.*member)>;
                    options.*member = T(std::is_integral_v<T> ? std::llround(v.toDouble()) : v.toDouble());
                }
            },
            s.engine);
    }
    return {};
}

namespace {
    // "--time=S", "--profile-server[=on-cpu|off-cpu|both]" (a flag choice may come bare).
    QString optionForm(const RunSetting& s)
    {
        const char* metavar = *s.metavar ? s.metavar : s.choices;
        if (!*metavar)
            return s.optionName();
        const QString value = QLatin1Char('=') + QString::fromLatin1(metavar);
        return s.optionName() + (*s.flagChoice ? QLatin1Char('[') + value + QLatin1Char(']') : value);
    }

    // "--time=S (10)": the option, its value's form and the words in parentheses.
    QString helpFragment(const RunSetting& s)
    {
        if (*s.helpText)
            return QString::fromLatin1(s.helpText);
        QString text = optionForm(s);
        if (*s.help)
            text += QStringLiteral(" (") + QString::fromLatin1(s.help) + QLatin1Char(')');
        return text;
    }

    QString markdownCell(QString text)
    {
        return text.replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified().replace(QLatin1Char('|'), QStringLiteral("\\|"));
    }

    QString defaultText(const RunSetting& s)
    {
        if (s.kind == RunSettingKind::Option)
            return {};
        if (s.kind == RunSettingKind::Choice || s.kind == RunSettingKind::Text)
            return QString::fromLatin1(s.defaultText);
        if (s.kind == RunSettingKind::Flag)
            return s.defaultValue != 0 ? QStringLiteral("on") : QStringLiteral("off");
        const double value = s.cliDefault == s.cliDefault ? s.cliDefault : s.defaultValue / s.cliScale;
        return QString::number(value, 'g', 12);
    }
}

QString RunSettings::cliHelp()
{
    QString text = QStringLiteral("Run options: ");
    bool first = true;
    for (const RunSetting& s : all()) {
        if (!s.listed)
            continue;
        text += first ? QString() : s.helpSameLine ? QStringLiteral(" ") : QStringLiteral("\n  ");
        text += helpFragment(s);
        first = false;
    }
    return text + QLatin1Char('\n');
}

QString RunSettings::markdownList()
{
    QString text = QStringLiteral("| option | plan key | default | range | Run page | what |\n"
                                  "| --- | --- | --- | --- | --- | --- |\n");
    for (const RunSetting& s : all()) {
        if (!s.listed && !s.inPlans)
            continue;
        QString option = !s.listed ? QString() : QStringLiteral("`") + optionForm(s) + QLatin1Char('`');
        const QString key = s.inPlans ? QStringLiteral("`%1`").arg(QLatin1String(s.planKey)) : QString();
        QString range;
        if (s.kind == RunSettingKind::Number)
            range = QStringLiteral("%1 to %2%3%4")
                        .arg(QString::number(s.minimum, 'g', 12), QString::number(s.maximum, 'g', 12),
                            *s.unit ? QStringLiteral(" ") + QLatin1String(s.unit) : QString(),
                            s.integer ? QStringLiteral(", whole") : QString());
        const QString place = s.place == RunSettingPlace::Row ? QStringLiteral("row")
            : s.place == RunSettingPlace::More                ? QStringLiteral("more settings")
                                                              : QString();
        // The help's words without the default they start with ("10; a run whose ..." -> "a run whose ...").
        QString what = QString::fromLatin1(*s.helpText ? s.helpText : s.help);
        const QString def = defaultText(s);
        if (what == def)
            what.clear();
        else if (!def.isEmpty() && (what.startsWith(def + QStringLiteral("; ")) || what.startsWith(def + QStringLiteral(", "))))
            what = what.mid(def.size() + 2);
        text += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                    .arg(option.replace(QLatin1Char('|'), QStringLiteral("\\|")), key, markdownCell(defaultText(s)),
                        range, place, markdownCell(what));
    }
    return text;
}

} // namespace sb
