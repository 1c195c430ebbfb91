// SPDX-License-Identifier: GPL-3.0-or-later
// Gives a spin box for a run setting its range from core's one table (RunSettings), so that the GUI accepts exactly
// what the CLI and plans accept (or a narrower range where the page needs one, e.g. a duration when it has no event
// count), never more.
#pragma once

#include <QString>

class QSpinBox;
class QDoubleSpinBox;

namespace sb {

class RunSettingBox {
public:
    // cliName: the setting's name in RunSettings ("threads", "time", "warmup_time", ...). A `lowest` above the
    // table's minimum narrows the range (the setting's 0 means something this page cannot offer).
    static void configure(QSpinBox* box, const char* cliName, double lowest = 0);
    static void configure(QDoubleSpinBox* box, const char* cliName, double lowest = 0);
};

} // namespace sb
