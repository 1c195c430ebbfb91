// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds LOAD DATA LOCAL INFILE from memory: while installed on a connection, the file the server asks for is never
// opened; the bytes come from a callback that generates them. Used by prepare to load tables without a data file.
#pragma once

#include <functional>

namespace sb {

class Session;

class LocalInfile {
public:
    // Fills up to `size` bytes of `buffer`; returns how many (0: the end of the data, -1: stop with an error).
    using Source = std::function<long(char* buffer, unsigned size)>;

    // Installs the handler on `session` (connected with ServerProfile::localInfile) until destruction.
    LocalInfile(Session& session, Source source);
    ~LocalInfile();
    LocalInfile(const LocalInfile&) = delete;
    LocalInfile& operator=(const LocalInfile&) = delete;

private:
    static int init(void** handle, const char* fileName, void* userData);
    static int read(void* handle, char* buffer, unsigned size);
    static void end(void* handle);
    static int error(void* handle, char* message, unsigned size);

    Session& m_session;
    Source m_source;
};

} // namespace sb
