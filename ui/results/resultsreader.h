// SPDX-License-Identifier: GPL-3.0-or-later
// The Results page's access to a results file, one blocking call each (run them off the GUI thread): every call
// opens its own ResultStore, so a call may run on any thread, and closes it again, so no lock is held between calls.
#pragma once

#include "rundetails.h"
#include "storecontents.h"

#include <QList>

namespace sb {

class ResultsReader {
public:
    static StoreContents contents(const QString& path);
    static RunDetails details(const QString& path, qint64 runId);
    static Error deleteRuns(const QString& path, const QList<qint64>& runIds);
    static Error deleteExperiment(const QString& path, qint64 experimentId);
};

} // namespace sb
