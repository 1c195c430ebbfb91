// SPDX-License-Identifier: GPL-3.0-or-later
// A measured run handed to the load processes that a launcher (mpirun) starts: the resolved request the plan runner
// or the Run page built, where to store it, and which machine launched it, as one command-line word (base64 of
// compact JSON, so that it survives the launcher's remote shells). The password never goes into it: the launcher
// passes MYSQL_PWD in the processes' environment instead.
#pragma once

#include "measuredrun.h"

namespace sb {

struct LoadRequest {
    MeasuredRunRequest request;
    QString storePath; // empty: not stored
    qint64 experimentId = 0;
    QString launchHost; // the machine whose results file storePath names

    QString encode() const;
    // ParseError when the word is not one encode() made.
    static Result<LoadRequest> decode(const QString& word);
    // Rank 0 must run where the results file is: InvalidOption when storing is asked on another machine.
    Error checkStoreHost(const QString& thisHost) const;
};

} // namespace sb
