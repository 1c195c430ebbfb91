// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferencesdialog.h"

#include "common/translations.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>

namespace sb {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
    , m_languageAtStart(Translations::configuredLanguage())
{
    setWindowTitle(tr("Preferences"));
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    m_language->addItem(tr("System (%1)").arg(Translations::nativeName(QLocale::system().bcp47Name())), QString());
    for (const QString& code : Translations::languages())
        m_language->addItem(Translations::nativeName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_languageAtStart)));

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("restartNote"));
    m_note->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_language, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateNote);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addStretch();
    layout->addWidget(buttons);
    updateNote();
    setMinimumWidth(420);
}

void PreferencesDialog::updateNote()
{
    const bool changed = m_language->currentData().toString() != m_languageAtStart;
    m_note->setText(changed ? tr("<b>The new language applies when ScaleBench is started again.</b>")
                            : tr("The language applies when ScaleBench starts."));
}

void PreferencesDialog::accept()
{
    Translations::setConfiguredLanguage(m_language->currentData().toString());
    QDialog::accept();
}

} // namespace sb
