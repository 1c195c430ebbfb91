// SPDX-License-Identifier: GPL-3.0-or-later
// co_await countedRun(statement, counter, failed): runs the statement (at once, or on the connection's event loop),
// counts it when it succeeds and remembers it when it fails; yields 0 or the error number. No coroutine frame.
#pragma once

#include "server/statement.h"

#include <cstdint>

namespace sb {

struct CountedRun : Statement::Completion {
    const Statement* statement;
    const Statement** failed;
    std::uint64_t* counter;

    unsigned await_resume() const noexcept
    {
        const unsigned rc = Statement::Completion::await_resume();
        if (rc)
            *failed = statement;
        else
            ++*counter;
        return rc;
    }
};

inline CountedRun countedRun(Statement& statement, std::uint64_t& counter, const Statement*& failed)
{
    return CountedRun { statement.run(), &statement, &failed, &counter };
}

} // namespace sb
