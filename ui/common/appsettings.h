// SPDX-License-Identifier: GPL-3.0-or-later
// The workstation's settings file (~/.config/scalebench/scalebench.conf), the same wherever it is opened.
// Passwords are never written here.
#pragma once

#include <QSettings>

namespace sb {

class AppSettings : public QSettings {
public:
    AppSettings()
        : QSettings(QStringLiteral("scalebench"), QStringLiteral("scalebench"))
    {
    }
};

} // namespace sb
