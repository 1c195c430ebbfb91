// SPDX-License-Identifier: GPL-3.0-or-later
// A lazy C++20 coroutine returning T: the transaction logic written once for both drivers. Awaiting a Task starts
// it and resumes the awaiter when it ends (symmetric transfer, so nested tasks never grow the stack). The thread
// driver runs a task with syncWait(): its I/O completes at once, so it never suspends. Frames come from a
// per-thread free list: a run creates one frame per event and must not allocate per event.
#pragma once

#include <coroutine>
#include <cstddef>
#include <cstdlib>
#include <exception>
#include <new>
#include <utility>

namespace sb {

// Coroutine frames recycled per thread by size class (64-byte steps up to 4 KiB); larger ones go to the heap.
class FramePool {
public:
    static void* allocate(std::size_t size)
    {
        const std::size_t cls = classOf(size);
        if (cls >= kClasses)
            return ::operator new(size);
        Node*& head = lists().heads[cls];
        if (Node* n = head) {
            head = n->next;
            return n;
        }
        return ::operator new((cls + 1) * kStep);
    }
    static void release(void* p, std::size_t size) noexcept
    {
        const std::size_t cls = classOf(size);
        if (cls >= kClasses) {
            ::operator delete(p);
            return;
        }
        Node* n = static_cast<Node*>(p);
        Node*& head = lists().heads[cls];
        n->next = head;
        head = n;
    }

private:
    static constexpr std::size_t kStep = 64;
    static constexpr std::size_t kClasses = 64;
    struct Node {
        Node* next;
    };
    struct Lists {
        Node* heads[kClasses] = {};
        ~Lists()
        {
            for (Node*& head : heads) {
                while (Node* n = head) {
                    head = n->next;
                    ::operator delete(n);
                }
            }
        }
    };
    static std::size_t classOf(std::size_t size) { return (size + kStep - 1) / kStep - 1; }
    static Lists& lists()
    {
        thread_local Lists l;
        return l;
    }
};

template <typename T> class Task;

namespace detail {

    struct PromiseBase {
        std::coroutine_handle<> continuation = std::noop_coroutine();
        // While an awaiter runs this task inline (see Task::operator co_await): whether it finished there.
        bool runningInline = false;
        bool finishedInline = false;

        static void* operator new(std::size_t size) { return FramePool::allocate(size); }
        static void operator delete(void* p, std::size_t size) noexcept { FramePool::release(p, size); }

        std::suspend_always initial_suspend() noexcept { return {}; }
        struct Final {
            bool await_ready() noexcept { return false; }
            template <typename P> std::coroutine_handle<> await_suspend(std::coroutine_handle<P> h) noexcept
            {
                PromiseBase& p = h.promise();
                if (p.runningInline) { // the awaiter that started it continues its caller: no nested resume
                    p.finishedInline = true;
                    return std::noop_coroutine();
                }
                return p.continuation;
            }
            void await_resume() noexcept { }
        };
        Final final_suspend() noexcept { return {}; }
        // The engine's code does not throw; an exception in a transaction is a bug, not an error to classify.
        void unhandled_exception() noexcept { std::terminate(); }
    };

    template <typename T> struct Promise : PromiseBase {
        T value {};
        Task<T> get_return_object();
        template <typename U> void return_value(U&& v) { value = std::forward<U>(v); }
        T take() { return std::move(value); }
    };

    template <> struct Promise<void> : PromiseBase {
        Task<void> get_return_object();
        void return_void() { }
        void take() { }
    };

} // namespace detail

template <typename T = void> class [[nodiscard]] Task {
public:
    using promise_type = detail::Promise<T>;
    using Handle = std::coroutine_handle<promise_type>;

    Task() = default;
    explicit Task(Handle h)
        : m_handle(h)
    {
    }
    Task(Task&& other) noexcept
        : m_handle(std::exchange(other.m_handle, {}))
    {
    }
    Task& operator=(Task&& other) noexcept
    {
        if (this != &other) {
            reset();
            m_handle = std::exchange(other.m_handle, {});
        }
        return *this;
    }
    Task(const Task&) = delete;
    Task& operator=(const Task&) = delete;
    ~Task() { reset(); }

    bool done() const { return !m_handle || m_handle.done(); }
    Handle handle() const { return m_handle; }

    // co_await task: start it, and come back here when it has finished.
    auto operator co_await() && noexcept
    {
        struct Awaiter {
            Handle h;
            bool await_ready() const noexcept { return false; }
            // The task runs inline; when it finishes without waiting (a statement the server answered before the
            // library's first read: most of them on loopback) the caller goes on in this same stack frame. Handing
            // control over by symmetric transfer instead needs the compiler's tail calls, which an unoptimised
            // build does not make: the stack grew with every such transaction until it overflowed.
            bool await_suspend(std::coroutine_handle<> awaiting) noexcept
            {
                auto& p = h.promise();
                p.continuation = awaiting;
                p.runningInline = true;
                h.resume();
                p.runningInline = false;
                return !p.finishedInline;
            }
            T await_resume() { return h.promise().take(); }
        };
        return Awaiter { m_handle };
    }

    // Starts a task nobody awaits (a driver's root); it runs until its first real suspension.
    void start() { m_handle.resume(); }
    T result() { return m_handle.promise().take(); }

private:
    void reset()
    {
        if (m_handle)
            m_handle.destroy();
        m_handle = {};
    }
    Handle m_handle;
};

namespace detail {
    template <typename T> Task<T> Promise<T>::get_return_object()
    {
        return Task<T>(std::coroutine_handle<Promise<T>>::from_promise(*this));
    }
    inline Task<void> Promise<void>::get_return_object()
    {
        return Task<void>(std::coroutine_handle<Promise<void>>::from_promise(*this));
    }
} // namespace detail

// Runs a task whose operations all complete at once (the thread driver's blocking I/O) and returns its value.
template <typename T> T syncWait(Task<T> task)
{
    task.start();
    if (!task.done()) // an operation suspended without an event loop to resume it: a driver bug
        std::terminate();
    return task.result();
}

} // namespace sb
