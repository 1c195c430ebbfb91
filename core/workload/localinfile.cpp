// SPDX-License-Identifier: GPL-3.0-or-later
#include "localinfile.h"

#include "server/session.h"

#include <cstring>
#include <errmsg.h>
#include <mysql.h>

namespace sb {

LocalInfile::LocalInfile(Session& session, Source source)
    : m_session(session)
    , m_source(std::move(source))
{
    mysql_set_local_infile_handler(
        session.handle(), &LocalInfile::init, &LocalInfile::read, &LocalInfile::end, &LocalInfile::error, this);
}

LocalInfile::~LocalInfile()
{
    if (m_session.handle())
        mysql_set_local_infile_default(m_session.handle());
}

int LocalInfile::init(void** handle, const char* /*fileName*/, void* userData)
{
    *handle = userData; // the name the server sent is ignored: nothing is read from disk
    return 0;
}

int LocalInfile::read(void* handle, char* buffer, unsigned size)
{
    return int(static_cast<LocalInfile*>(handle)->m_source(buffer, size));
}

void LocalInfile::end(void* /*handle*/)
{
}

int LocalInfile::error(void* /*handle*/, char* message, unsigned size)
{
    // Only reached when the source stopped (a cancelled prepare): the statement fails and its rows are rolled back.
    std::strncpy(message, "generated data stopped", size);
    if (size > 0)
        message[size - 1] = '\0';
    return CR_UNKNOWN_ERROR;
}

} // namespace sb
