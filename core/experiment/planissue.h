// SPDX-License-Identifier: GPL-3.0-or-later
// One problem found in a plan file, located by its JSON path so a user can find and fix it.
#pragma once

#include <QList>
#include <QString>

namespace sb {

struct PlanIssue {
    enum class Severity { Error, Warning };
    enum class Kind {
        Missing, // a required field is absent
        WrongType, // present but of the wrong JSON type or not a number where one is needed
        Invalid, // right type, bad value (out of range, bad syntax, unknown name)
        Duplicate, // a label or name that must be unique is repeated
        Conflict, // two fields that cannot be combined
        Forbidden, // a field that must never be in a plan (passwords)
        Unsupported, // schema or version this build does not read
        UnknownField, // ignored field (warning): usually a typo
    };

    Severity severity = Severity::Error;
    Kind kind = Kind::Invalid;
    QString path; // e.g. "$.clients[2]" or "$.server_cpus[1].spec"
    QString detail; // short English phrase for the CLI and logs: "must be a positive integer"

    bool isError() const { return severity == Severity::Error; }
    QString toString() const; // "$.clients[2]: must be a positive integer"

    static bool hasErrors(const QList<PlanIssue>& issues);
};

} // namespace sb
