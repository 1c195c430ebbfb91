// SPDX-License-Identifier: GPL-3.0-or-later
// Turns core's typed errors into sentences that say what happened and what to do. Used by the GUI and the CLI.
// Part of scalebench_report (no Widgets), although it lives in common/: the CLI links it.
#pragma once

#include "common/error.h"
#include "plan/planissue.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(ErrorText)
public:
    // Who reads the words: the workstation names its fields and pages ("Threads", "the Connection page"), the command
    // line its options and commands ("--threads", "see --help"). scalebench-cli asks for CommandLine where it prints.
    enum class Audience { Workstation, CommandLine };

    static QString describe(const Error& error, Audience audience = Audience::Workstation);
    // A USL or Amdahl fit that was refused, as a table cell: "needs at least 5 client counts (3 measured)".
    static QString describeFit(const Error& error);
    // "Client counts, entry 3: must be a positive integer ($.clients[2])": the field in words, then its JSON path.
    static QString describe(const PlanIssue& issue);
    // What is wrong with the field, without the field: "must be a positive integer (at most 100000)".
    static QString planIssueText(const PlanIssue& issue, Audience audience = Audience::Workstation);
    static QString planFieldName(const QString& jsonPath);
    // The Plan page's words for a problem: the field as the page shows it ("Server CPUs, row 3"), no JSON path.
    static QString describeOnPage(const PlanIssue& issue);
    static QString planFieldOnPage(const QString& jsonPath);

private:
    static QString stalled(const Error& error);
    static QString planField(const QString& jsonPath, bool onPage);
    // ServerRestarted: when, which processes, what could not be bound.
    static QString restarted(const Error& error);
};

} // namespace sb
