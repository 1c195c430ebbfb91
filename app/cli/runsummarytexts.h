// SPDX-License-Identifier: GPL-3.0-or-later
// What a run's summary says besides its figures (RunPrinter::summary): what a transaction cost the hardware, and what
// the figures of a run whose server restarted cover.
#pragma once

#include "engine/runsummary.h"

#include <QJsonObject>
#include <QString>
#include <cstdint>

namespace sb::cli {

// A line per metric of the run's cost ("not available (reason)" where it could not be read); empty without a record.
QString costText(const QJsonObject& environment, std::uint64_t transactions);
// A paragraph per restart of the server during the run (RunSummary::serverRestarts).
QString restartsText(const RunSummary& r);

} // namespace sb::cli
