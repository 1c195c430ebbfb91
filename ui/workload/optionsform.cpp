// SPDX-License-Identifier: GPL-3.0-or-later
#include "optionsform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <climits>
#include <cmath>

namespace sb {

OptionsForm::OptionsForm(QWidget* parent)
    : QWidget(parent)
    , m_layout(new QFormLayout(this))
{
    m_layout->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_layout->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
}

// Words from the option's description, its first clause ("Storage engine of the tables", "Don't start explicit
// transactions"), never its key; the whole description and the key are in the tooltip.
QString OptionsForm::label(const OptionSpec& spec)
{
    QString text = spec.help.section(QLatin1Char(';'), 0, 0).trimmed();
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    if (text.isEmpty())
        text = QString(spec.name).replace(QLatin1Char('_'), QLatin1Char(' '));
    return text + QLatin1Char(':');
}

void OptionsForm::setSpecs(const QList<OptionSpec>& specs, const QStringList& ignored)
{
    m_ignored = ignored;
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_editors.clear();
    m_specs = specs;
    for (const OptionSpec& spec : specs) {
        QWidget* editor = createEditor(spec);
        editor->setObjectName(spec.name);
        const QString defaultText = spec.type == OptionType::Bool ? (spec.defaultValue.toBool() ? tr("on") : tr("off"))
                                                                  : spec.defaultValue.toString();
        editor->setToolTip(
            tr("<p>%1</p><p><code>--%2</code>, default: %3</p>")
                .arg(spec.help.toHtmlEscaped(), QString(spec.name).replace(QLatin1Char('_'), QLatin1Char('-')),
                    defaultText.isEmpty() ? tr("empty") : defaultText.toHtmlEscaped()));
        if (m_ignored.contains(spec.name)) { // accepted, as by sysbench, and not read: shown disabled with why
            editor->setEnabled(false);
            editor->setToolTip(tr("<p><b>Not used by this workload</b> (accepted, as sysbench does).</p>")
                + editor->toolTip());
        }
        m_editors.insert(spec.name, editor);
        m_layout->addRow(label(spec), editor);
        if (QWidget* labelWidget = m_layout->labelForField(editor)) {
            labelWidget->setToolTip(editor->toolTip());
            labelWidget->setEnabled(editor->isEnabled());
        }
    }
}

QWidget* OptionsForm::createEditor(const OptionSpec& spec)
{
    const QString suffix = spec.unit.isEmpty() ? QString() : QLatin1Char(' ') + spec.unit;
    switch (spec.type) {
    case OptionType::Int: {
        auto* box = new QSpinBox(this);
        box->setRange(int(spec.minimum), spec.maximum > 0 ? int(spec.maximum) : INT_MAX);
        box->setValue(spec.defaultValue.toInt());
        box->setSuffix(suffix);
        box->setGroupSeparatorShown(true);
        box->setMinimumWidth(140);
        connect(box, &QSpinBox::valueChanged, this, &OptionsForm::valuesChanged);
        return box;
    }
    case OptionType::Double: {
        auto* box = new QDoubleSpinBox(this);
        box->setDecimals(3);
        box->setRange(spec.minimum, spec.maximum > 0 ? spec.maximum : 1e9);
        box->setValue(spec.defaultValue.toDouble());
        box->setSuffix(suffix);
        box->setMinimumWidth(140);
        connect(box, &QDoubleSpinBox::valueChanged, this, &OptionsForm::valuesChanged);
        return box;
    }
    case OptionType::Bool: {
        auto* box = new QCheckBox(this);
        box->setChecked(spec.defaultValue.toBool());
        connect(box, &QCheckBox::toggled, this, &OptionsForm::valuesChanged);
        return box;
    }
    case OptionType::Choice: {
        auto* box = new QComboBox(this);
        box->addItems(spec.choices);
        box->setCurrentText(spec.defaultValue.toString());
        connect(box, &QComboBox::currentTextChanged, this, &OptionsForm::valuesChanged);
        return box;
    }
    case OptionType::String:
        break;
    }
    auto* edit = new QLineEdit(spec.defaultValue.toString(), this);
    edit->setMinimumWidth(200);
    connect(edit, &QLineEdit::textChanged, this, &OptionsForm::valuesChanged);
    return edit;
}

QString OptionsForm::value(const QString& name) const
{
    QWidget* editor = m_editors.value(name);
    if (auto* box = qobject_cast<QSpinBox*>(editor))
        return QString::number(box->value());
    if (auto* box = qobject_cast<QDoubleSpinBox*>(editor))
        return QString::number(box->value(), 'g', 10);
    if (auto* box = qobject_cast<QCheckBox*>(editor))
        return box->isChecked() ? QStringLiteral("on") : QStringLiteral("off");
    if (auto* box = qobject_cast<QComboBox*>(editor))
        return box->currentText();
    if (auto* edit = qobject_cast<QLineEdit*>(editor))
        return edit->text();
    return {};
}

QMap<QString, QString> OptionsForm::values() const
{
    QMap<QString, QString> result;
    for (const OptionSpec& spec : m_specs)
        result.insert(spec.name, value(spec.name));
    return result;
}

QMap<QString, QString> OptionsForm::changedValues() const
{
    QMap<QString, QString> result;
    for (const OptionSpec& spec : m_specs) {
        const QString text = value(spec.name);
        auto parsed = spec.parse(text);
        const bool same = parsed
            && (spec.type == OptionType::Double ? std::abs(parsed->toDouble() - spec.defaultValue.toDouble()) < 1e-12
                                                : parsed->toString() == spec.defaultValue.toString());
        if (!same)
            result.insert(spec.name, text);
    }
    return result;
}

void OptionsForm::setEditorValue(const OptionSpec& spec, const QVariant& value)
{
    QWidget* editor = m_editors.value(spec.name);
    const QSignalBlocker blocker(editor);
    if (auto* box = qobject_cast<QSpinBox*>(editor))
        box->setValue(value.toInt());
    else if (auto* box = qobject_cast<QDoubleSpinBox*>(editor))
        box->setValue(value.toDouble());
    else if (auto* box = qobject_cast<QCheckBox*>(editor))
        box->setChecked(value.toBool());
    else if (auto* box = qobject_cast<QComboBox*>(editor))
        box->setCurrentText(value.toString());
    else if (auto* edit = qobject_cast<QLineEdit*>(editor))
        edit->setText(value.toString());
}

void OptionsForm::setValues(const QMap<QString, QString>& values)
{
    for (const OptionSpec& spec : m_specs) {
        if (!values.contains(spec.name))
            continue;
        if (auto parsed = spec.parse(values.value(spec.name)))
            setEditorValue(spec, *parsed);
    }
    Q_EMIT valuesChanged();
}

void OptionsForm::resetToDefaults()
{
    for (const OptionSpec& spec : m_specs)
        setEditorValue(spec, spec.defaultValue);
    Q_EMIT valuesChanged();
}

} // namespace sb
