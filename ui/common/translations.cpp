// SPDX-License-Identifier: GPL-3.0-or-later
#include "translations.h"

#include "common/appsettings.h"

#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

namespace sb {

namespace {
    const QString kSettingsKey = QStringLiteral("language");
}

QStringList Translations::languages()
{
    QStringList codes { QStringLiteral("en") };
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({ QStringLiteral("scalebench_*.qm") });
    for (const QString& file : files)
        codes << file.mid(int(qstrlen("scalebench_")), file.size() - int(qstrlen("scalebench_.qm")));
    codes.removeDuplicates(); // scalebench_en.qm holds English's plurals
    return codes;
}

QString Translations::nativeName(const QString& language)
{
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (name.isEmpty())
        return language;
    // QLocale says "American English" for "en"; the sources are plain English.
    if (locale.language() == QLocale::English)
        return QStringLiteral("English");
    return name.left(1).toUpper() + name.mid(1);
}

QString Translations::configuredLanguage()
{
    return AppSettings().value(kSettingsKey).toString();
}

void Translations::setConfiguredLanguage(const QString& language)
{
    AppSettings settings;
    if (language.isEmpty())
        settings.remove(kSettingsKey);
    else
        settings.setValue(kSettingsKey, language);
}

QLocale Translations::localeFor(const QString& configured)
{
    return configured.isEmpty() ? QLocale::system() : QLocale(configured);
}

bool Translations::install(const QLocale& locale)
{
    auto* app = QCoreApplication::instance();
    auto* own = new QTranslator(app);
    // English, and the C locale of a bare environment, read the sources' texts with English's plurals.
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    if (english ? !own->load(QStringLiteral(":/i18n/scalebench_en.qm"))
                : !own->load(locale, QStringLiteral("scalebench"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    if (english) // the sources' language: only its plurals ("1 client", "2 clients")
        return false;
    // Qt's own dialogs and buttons (Yes/No, Cancel, the file dialog) in the same language, when installed.
    auto* qt = new QTranslator(app);
    if (qt->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return true;
}

} // namespace sb
