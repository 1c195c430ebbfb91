// SPDX-License-Identifier: GPL-3.0-or-later
// One client-library call that may wait on the socket, written as steps of Connector/C's non-blocking API, and the
// awaiter that runs it: blocking and at once when the connection has no event loop (the thread driver), or as
// start / cont steps that an event loop continues on socket readiness (the async driver).
#pragma once

#include <coroutine>

typedef struct st_mysql MYSQL;

namespace sb {

class IoOperation;

// The event loop's side: parks an operation until its connection's socket is ready (or its timeout passes), calls
// resume() with what happened, and resumes the awaiting coroutine once an operation step returns 0.
class IoWait {
public:
    virtual ~IoWait() = default;
    // `waitFor`: MYSQL_WAIT_READ / _WRITE / _EXCEPT / _TIMEOUT flags; the timeout from mysql_get_timeout_value_ms.
    virtual void suspend(IoOperation& operation, int waitFor) = 0;
};

class IoOperation {
public:
    virtual ~IoOperation() = default;
    // Blocking, for connections without an event loop.
    virtual void runBlocking() = 0;
    // Non-blocking: the first step, then one step per readiness; each returns 0 when the call is complete, or the
    // MYSQL_WAIT_* flags it waits for.
    virtual int start() = 0;
    virtual int resume(int ready) = 0;

    std::coroutine_handle<> continuation;
};

// co_await IoAwait{operation, io}: completes at once without an event loop, else suspends until the loop is done.
struct IoAwait {
    IoOperation& operation;
    IoWait* io;
    int waitFor = 0;

    bool await_ready()
    {
        if (!io) {
            operation.runBlocking();
            return true;
        }
        waitFor = operation.start();
        return waitFor == 0;
    }
    void await_suspend(std::coroutine_handle<> h)
    {
        operation.continuation = h;
        io->suspend(operation, waitFor);
    }
    void await_resume() const noexcept { }
};

} // namespace sb
