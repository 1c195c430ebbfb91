// SPDX-License-Identifier: GPL-3.0-or-later
// One engine thread behind a GUI facade (RunController, PlanController, ExploreController): its generation number,
// its thread, and the object that can be told to stop while it exists (a MeasuredRun, a PlanRunner, an Explorer);
// and EngineJobs, the facade's bookkeeping of them. QtCore and the standard library only.
#pragma once

#include <QMetaObject>
#include <QObject>
#include <QtGlobal>
#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace sb {

template <typename Stoppable> class EngineJob {
public:
    quint64 generation = 0;
    std::thread thread;
    std::atomic<bool> cancel { false };

    void requestStop()
    {
        cancel.store(true);
        std::lock_guard lock(m_mutex);
        if (m_target)
            m_target->requestStop();
    }
    // Between attach() and detach() a stop reaches `target`; one asked before attach() is passed on at once.
    void attach(Stoppable* target)
    {
        std::lock_guard lock(m_mutex);
        m_target = target;
        if (cancel.load())
            target->requestStop();
    }
    void detach()
    {
        std::lock_guard lock(m_mutex);
        m_target = nullptr;
    }
    // A facade's destructor: stop every job, then wait for each thread, so no engine thread outlives the facade.
    static void stopAndJoin(const std::vector<std::shared_ptr<EngineJob>>& jobs)
    {
        for (const auto& job : jobs)
            job->requestStop();
        for (const auto& job : jobs) {
            if (job->thread.joinable())
                job->thread.join();
        }
    }

private:
    std::mutex m_mutex;
    Stoppable* m_target = nullptr;
};

// A facade's jobs: the current one, every one whose thread has not been joined, and the generation that decides
// whether what a job's thread posts still reaches the facade's signals. Used on the facade's (GUI) thread only.
template <typename Stoppable> class EngineJobs {
public:
    using Job = EngineJob<Stoppable>;

    explicit EngineJobs(QObject* owner)
        : m_owner(owner)
    {
    }
    // Stops every job and waits for each thread: no engine thread outlives the facade; nothing sent reaches it.
    ~EngineJobs()
    {
        ++m_generation;
        Job::stopAndJoin(m_jobs);
    }
    EngineJobs(const EngineJobs&) = delete;
    EngineJobs& operator=(const EngineJobs&) = delete;

    const std::shared_ptr<Job>& current() const { return m_current; }
    quint64 generation() const { return m_generation; }

    // A new current job; the one it supersedes is stopped and what it still sends is dropped.
    std::shared_ptr<Job> launch()
    {
        retire();
        auto job = std::make_shared<Job>();
        job->generation = ++m_generation;
        m_current = job;
        m_jobs.push_back(job);
        return job;
    }
    void retire()
    {
        if (!m_current)
            return;
        m_current->requestStop();
        m_current.reset();
        ++m_generation;
    }
    // What the current job sends from now on is dropped (it still ends through finish()).
    void dropPending() { ++m_generation; }

    // From the job's thread: runs `emitter` on the facade's thread if no later job (or dropPending) came meanwhile.
    void post(const std::shared_ptr<Job>& job, std::function<void()> emitter)
    {
        QMetaObject::invokeMethod(
            m_owner,
            [this, generation = job->generation, emitter = std::move(emitter)] {
                if (generation == m_generation)
                    emitter();
            },
            Qt::QueuedConnection);
    }
    // The job thread's last act: queued after everything it sent, it joins the thread (at once), forgets the job and,
    // if it is still the current one, calls `ended` (a superseded job ends silently).
    void finish(const std::shared_ptr<Job>& job, std::function<void()> ended)
    {
        QMetaObject::invokeMethod(
            m_owner,
            [this, job, ended = std::move(ended)] {
                if (job->thread.joinable())
                    job->thread.join();
                std::erase(m_jobs, job);
                if (m_current == job) {
                    m_current.reset();
                    ended();
                }
            },
            Qt::QueuedConnection);
    }

private:
    QObject* m_owner;
    std::shared_ptr<Job> m_current;
    std::vector<std::shared_ptr<Job>> m_jobs;
    quint64 m_generation = 0;
};

} // namespace sb
