// SPDX-License-Identifier: GPL-3.0-or-later
// The results file of a study bundle: one experiment of a results file, as a results file of its own that every
// command opens (results, compare, report), and its way back into another results file.
#pragma once

#include "common/error.h"
#include "store/storedexperiment.h"

#include <QString>

namespace sb {

class StudyFile {
public:
    // Writes experiment `experimentId` of `storePath` alone to `outPath` (which must not exist): a copy of the file,
    // migrated to this build's format, without the other experiments, with statement texts normalised unless a run
    // kept them and, unless `includeHosts`, without host names, user names, sockets and data paths (BundleSanitiser,
    // Incident::withoutHosts). Written by VACUUM INTO, so the same experiment gives the same bytes.
    static Error extract(const QString& storePath, qint64 experimentId, bool includeHosts, const QString& outPath);
    // The single experiment of a study file.
    static Result<StoredExperiment> experimentOf(const QString& studyPath);
    // Copies the study file's experiment with all its runs into `storePath` (created or migrated as needed) under new
    // ids: the new experiment's id. Refused (FileContentInvalid, FileProblem::BundleExperimentThere) when the results file
    // holds that experiment already: the same name, plan and creation time.
    static Result<qint64> import(const QString& studyPath, const QString& storePath);
    // The id of the experiment in `storePath` that is the study's (same name, plan and creation time), if any.
    static Result<qint64> findSame(const StoredExperiment& study, const QString& storePath);
};

} // namespace sb
