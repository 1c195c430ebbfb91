// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsettingsrow.h"

#include "common/appsettings.h"
#include "common/flowlayout.h"
#include "common/runsettingbox.h"
#include "plan/runsettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolButton>
#include <QScopedValueRollback>
#include <QVBoxLayout>
#include <cmath>

namespace sb {

namespace {

    QString words(const char* text)
    {
        return text ? QCoreApplication::translate("RunSettings", text) : QString();
    }

    QString settingsKey(const RunSetting& s)
    {
        return QLatin1String(*s.guiKey ? s.guiKey : s.guiName);
    }

    // The value a box starts with, in the box's unit (the option's: seconds for the report interval).
    QJsonValue firstValue(const RunSetting& s)
    {
        if (s.kind == RunSettingKind::Choice || s.kind == RunSettingKind::Text)
            return QString::fromLatin1(s.defaultText);
        if (s.kind == RunSettingKind::Flag)
            return s.defaultValue != 0;
        return s.guiDefault == s.guiDefault ? s.guiDefault : s.defaultValue / s.cliScale;
    }

    bool wholeBox(const RunSetting& s)
    {
        return s.integer || s.guiDecimals < 0;
    }

    // A label and its box, wrapping as one (a laptop, German); a check box carries its own label.
    QWidget* field(const RunSetting& s, QWidget* box, QWidget* parent)
    {
        if (s.kind == RunSettingKind::Flag)
            return box;
        auto* pair = new QWidget(parent);
        auto* layout = new QHBoxLayout(pair);
        layout->setContentsMargins(0, 0, 0, 0);
        auto* label = new QLabel(words(s.label), pair);
        label->setBuddy(box);
        layout->addWidget(label);
        layout->addWidget(box);
        return pair;
    }

} // namespace

RunSettingsRow::RunSettingsRow(QWidget* parent)
    : QWidget(parent)
{
    auto* row = new FlowLayout;
    m_moreRow = new QWidget(this);
    m_moreRow->setObjectName(QStringLiteral("moreSettingsRow"));
    auto* moreRow = new FlowLayout(m_moreRow);
    moreRow->setContentsMargins(0, 0, 0, 0);
    AppSettings settings;
    settings.beginGroup(QStringLiteral("run"));
    for (const RunSetting& s : RunSettings::all()) {
        if (s.place == RunSettingPlace::None)
            continue;
        QWidget* parentWidget = s.place == RunSettingPlace::Row ? this : m_moreRow;
        QWidget* box = makeBox(s, parentWidget);
        setValueOf(s, box, QJsonValue::fromVariant(settings.value(settingsKey(s), firstValue(s).toVariant())));
        m_boxes.append({ &s, box });
        (s.place == RunSettingPlace::Row ? row : moreRow)->addWidget(field(s, box, parentWidget));
    }
    m_more = new QToolButton(this);
    m_more->setObjectName(QStringLiteral("moreSettings"));
    m_more->setText(tr("More settings"));
    m_more->setToolTip(tr("Arrivals, connects, think time, the stall watchdog, source addresses, server counters"));
    m_more->setCheckable(true);
    m_more->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_more->setArrowType(Qt::RightArrow);
    row->addWidget(m_more);
    m_moreRow->setVisible(false);
    connect(m_more, &QToolButton::toggled, this, [this](bool on) {
        m_moreRow->setVisible(on);
        m_more->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_moreRow);
}

QWidget* RunSettingsRow::makeBox(const RunSetting& s, QWidget* parent)
{
    QWidget* box = nullptr;
    if (s.kind == RunSettingKind::Flag) {
        box = new QCheckBox(words(s.label), parent);
    } else if (s.kind == RunSettingKind::Choice) {
        auto* combo = new QComboBox(parent);
        const QStringList names = s.choiceNames();
        for (qsizetype i = 0; i < names.size(); ++i)
            combo->addItem(i < qsizetype(s.choiceLabels.size()) ? words(s.choiceLabels[size_t(i)]) : names.at(i), names.at(i));
        box = combo;
    } else if (s.kind == RunSettingKind::Text) {
        box = new QLineEdit(parent);
    } else if (wholeBox(s)) {
        auto* spin = new QSpinBox(parent);
        RunSettingBox::configure(spin, s.cliName, s.guiLowest == s.guiLowest ? s.guiLowest : 0);
        spin->setSingleStep(int(std::max(1.0, s.guiStep)));
        spin->setSuffix(words(s.guiSuffix));
        if (s.guiMinimumText)
            spin->setSpecialValueText(words(s.guiMinimumText));
        box = spin;
    } else {
        auto* spin = new QDoubleSpinBox(parent);
        RunSettingBox::configure(spin, s.cliName, s.guiLowest == s.guiLowest ? s.guiLowest : 0);
        spin->setDecimals(s.guiDecimals);
        spin->setSingleStep(s.guiStep);
        spin->setSuffix(words(s.guiSuffix));
        if (s.guiMinimumText)
            spin->setSpecialValueText(words(s.guiMinimumText));
        box = spin;
    }
    box->setObjectName(QLatin1String(s.guiName));
    box->setToolTip(words(s.toolTip));
    connectEdited(box);
    return box;
}

void RunSettingsRow::connectEdited(QWidget* box)
{
    const auto edited = [this] {
        if (!m_showing)
            Q_EMIT this->edited();
    };
    if (auto* check = qobject_cast<QCheckBox*>(box))
        connect(check, &QCheckBox::toggled, this, edited);
    else if (auto* combo = qobject_cast<QComboBox*>(box))
        connect(combo, &QComboBox::currentIndexChanged, this, edited);
    else if (auto* edit = qobject_cast<QLineEdit*>(box))
        connect(edit, &QLineEdit::textEdited, this, edited);
    else if (auto* spin = qobject_cast<QSpinBox*>(box))
        connect(spin, &QSpinBox::valueChanged, this, edited);
    else if (auto* decimal = qobject_cast<QDoubleSpinBox*>(box))
        connect(decimal, &QDoubleSpinBox::valueChanged, this, edited);
}

QJsonValue RunSettingsRow::valueOf(const RunSetting& s, const QWidget* box) const
{
    if (auto* check = qobject_cast<const QCheckBox*>(box))
        return check->isChecked();
    if (auto* combo = qobject_cast<const QComboBox*>(box))
        return combo->currentData().toString();
    if (auto* edit = qobject_cast<const QLineEdit*>(box))
        return edit->text().trimmed();
    if (auto* spin = qobject_cast<const QSpinBox*>(box))
        return double(spin->value());
    if (auto* spin = qobject_cast<const QDoubleSpinBox*>(box))
        return spin->value();
    Q_UNUSED(s);
    return {};
}

void RunSettingsRow::setValueOf(const RunSetting& s, QWidget* box, const QJsonValue& value)
{
    if (auto* check = qobject_cast<QCheckBox*>(box))
        check->setChecked(value.toBool());
    else if (auto* combo = qobject_cast<QComboBox*>(box))
        combo->setCurrentIndex(std::max(0, combo->findData(RunSettings::choiceOf(s, value))));
    else if (auto* edit = qobject_cast<QLineEdit*>(box))
        edit->setText(value.toString());
    else if (auto* spin = qobject_cast<QSpinBox*>(box))
        spin->setValue(int(value.toDouble(firstValue(s).toDouble())));
    else if (auto* spin = qobject_cast<QDoubleSpinBox*>(box))
        spin->setValue(value.toDouble(firstValue(s).toDouble()));
}

QWidget* RunSettingsRow::box(const char* cliName) const
{
    for (const auto& [s, box] : m_boxes) {
        if (qstrcmp(s->cliName, cliName) == 0)
            return box;
    }
    return nullptr;
}

void RunSettingsRow::read(RunSpec& spec) const
{
    for (const auto& [s, box] : m_boxes) {
        if (!s->hasField())
            continue;
        QJsonValue value = valueOf(*s, box);
        if (value.isDouble() && s->cliScale != 1)
            value = double(std::lround(value.toDouble() * s->cliScale));
        RunSettings::setValue(*s, spec, value);
    }
}

void RunSettingsRow::show(const RunSpec& spec)
{
    const QScopedValueRollback showing(m_showing, true);
    for (const auto& [s, box] : m_boxes) {
        if (!s->hasField())
            continue;
        QJsonValue value = RunSettings::value(*s, spec);
        if (value.isDouble())
            value = value.toDouble() / s->cliScale;
        setValueOf(*s, box, value);
    }
}

void RunSettingsRow::remember() const
{
    AppSettings settings;
    settings.beginGroup(QStringLiteral("run"));
    for (const auto& [s, box] : m_boxes) {
        if (s->hasField()) // threads: the page keeps the user's own count (a mix sets the box)
            settings.setValue(settingsKey(*s), valueOf(*s, box).toVariant());
    }
}

bool RunSettingsRow::moreShown() const
{
    return m_moreRow->isVisible();
}

} // namespace sb
