// SPDX-License-Identifier: GPL-3.0-or-later
// What the Results page lists from one results file: its experiments and runs, or why the file could not be read.
#pragma once

#include "common/error.h"
#include "store/storedexperiment.h"
#include "store/storedrun.h"

#include <QList>
#include <QString>

namespace sb {

struct StoreContents {
    QString path;
    Error error; // set: nothing else is
    QList<StoredExperiment> experiments;
    QList<StoredRun> runs;
};

} // namespace sb
