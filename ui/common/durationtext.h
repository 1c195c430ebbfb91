// SPDX-License-Identifier: GPL-3.0-or-later
// Durations for people: "45 s", "52 min 30 s", "2 h 5 min" (plan estimates, elapsed time and ETA).
#pragma once

#include <QCoreApplication>
#include <QString>

namespace sb {

class DurationText {
    Q_DECLARE_TR_FUNCTIONS(DurationText)
public:
    static QString format(double seconds);
};

} // namespace sb
