// SPDX-License-Identifier: GPL-3.0-or-later
#include "runsettingbox.h"

#include "plan/runsettings.h"

#include <QDoubleSpinBox>
#include <QSpinBox>
#include <algorithm>
#include <climits>
#include <cmath>

namespace sb {

namespace {

    const RunSetting& settingOf(const char* cliName)
    {
        const RunSetting* s = RunSettings::byCliName(QLatin1String(cliName));
        Q_ASSERT_X(s, "RunSettingBox", cliName); // a name missing from the table is a programming error
        return *s;
    }

} // namespace

void RunSettingBox::configure(QSpinBox* box, const char* cliName, double lowest)
{
    const RunSetting& s = settingOf(cliName);
    const double minimum = std::ceil(std::max(s.minimum, lowest));
    box->setRange(int(std::min(minimum, double(INT_MAX))), int(std::min(std::floor(s.maximum), double(INT_MAX))));
}

void RunSettingBox::configure(QDoubleSpinBox* box, const char* cliName, double lowest)
{
    const RunSetting& s = settingOf(cliName);
    box->setRange(std::max(s.minimum, lowest), s.maximum);
}

} // namespace sb
