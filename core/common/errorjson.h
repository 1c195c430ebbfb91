// SPDX-License-Identifier: GPL-3.0-or-later
// An Error as a JSON object and back, all its fields (args included), for whatever carries an error to be read later
// or elsewhere: the results file's run summary and the error line a load process (MPI rank) prints to its launcher.
// The words are made where it is read (ErrorText), so the reader's language applies to a stored or remote error too.
#pragma once

#include "error.h"

#include <QJsonObject>

namespace sb {

class ErrorJson {
public:
    // {code, context, detail, server_code, value, args}; args only when there are some.
    static QJsonObject toJson(const Error& error);
    // A field that is missing reads as empty (files written before a field existed); an unknown code as Internal.
    static Error fromJson(const QJsonObject& object);
    static ErrorCode codeFromName(const QString& name);
};

} // namespace sb
