// SPDX-License-Identifier: GPL-3.0-or-later
// A form generated from a workload's OptionSpecs: a spin box with the spec's range for numbers, a check box for
// switches, a combo box for choices, a line edit for text; the spec's help as tooltip. Never a hand-written list.
#pragma once

#include "workload/optionspec.h"

#include <QMap>
#include <QStringList>
#include <QWidget>

class QFormLayout;

namespace sb {

class OptionsForm : public QWidget {
    Q_OBJECT
public:
    explicit OptionsForm(QWidget* parent = nullptr);

    // `ignored`: options the workload accepts but does not read, shown disabled with why.
    void setSpecs(const QList<OptionSpec>& specs, const QStringList& ignored = {});
    const QList<OptionSpec>& specs() const { return m_specs; }
    // The editor of option `name`, or nullptr.
    QWidget* editor(const QString& name) const { return m_editors.value(name); }

    // The options whose value differs from the default, as texts that OptionSpec::parse accepts.
    QMap<QString, QString> changedValues() const;
    // Every option's current value as text.
    QMap<QString, QString> values() const;
    QString value(const QString& name) const;
    // Sets the editors from texts (unknown names and unparsable texts are ignored); the rest keep their defaults.
    void setValues(const QMap<QString, QString>& values);
    void resetToDefaults();

    // An option's label: words from its description ("Storage engine of the tables:"), never its key.
    static QString label(const OptionSpec& spec);

Q_SIGNALS:
    void valuesChanged();

private:
    QWidget* createEditor(const OptionSpec& spec);
    void setEditorValue(const OptionSpec& spec, const QVariant& value);

    QList<OptionSpec> m_specs;
    QStringList m_ignored;
    QMap<QString, QWidget*> m_editors;
    QFormLayout* m_layout;
};

} // namespace sb
