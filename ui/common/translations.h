// SPDX-License-Identifier: GPL-3.0-or-later
// Which language the workstation speaks: the setting (System, English, Deutsch) and the translators it installs at
// startup, ScaleBench's own from the resource :/i18n and Qt's (qtbase) from the system when they are installed.
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace sb {

class Translations {
    Q_DECLARE_TR_FUNCTIONS(Translations)
public:
    // The language codes of the translations built in, "en" first (the language of the sources).
    static QStringList languages();
    // The language's own name ("Deutsch"), the way a language menu shows it.
    static QString nativeName(const QString& language);

    // The configured language: a code from languages(), or empty for the system's.
    static QString configuredLanguage();
    static void setConfiguredLanguage(const QString& language);
    // The locale to translate for: the configured language, else the system's.
    static QLocale localeFor(const QString& configured);

    // Installs the translators for `locale` on the application; false when ScaleBench has no translation for it
    // (English, or a language not built in), which leaves the texts as they are in the sources. For English it
    // installs the plurals (scalebench_en.qm: "%n client(s)" reads "1 client", "2 clients") and returns false.
    static bool install(const QLocale& locale);
};

} // namespace sb
