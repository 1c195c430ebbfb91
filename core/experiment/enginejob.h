// SPDX-License-Identifier: GPL-3.0-or-later
// One engine thread behind a GUI facade (RunController, PlanController, ExploreController): its generation number,
// its thread, and its stop (a std::stop_source whose token the job's MeasuredRun, PlanRunner or Explorer runs with);
// and EngineJobs, the facade's bookkeeping of them. QtCore and the standard library only.
#pragma once

#include <QMetaObject>
#include <QObject>
#include <QtGlobal>
#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <stop_token>
#include <thread>
#include <vector>

namespace sb {

class EngineJob {
public:
    quint64 generation = 0;
    std::thread thread;
    // The job's stop: its thread hands the token to what it runs (MeasuredRun::run, PlanRunner::run, Explorer::run),
    // which forwards it for as long as it runs; so a stop never reaches an object that is gone.
    std::stop_source stop;
    std::atomic<bool> cancel { false }; // the same, for a prepare (which polls a flag)

    void requestStop()
    {
        cancel.store(true);
        stop.request_stop();
    }
    std::stop_token token() const { return stop.get_token(); }
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
};

// A facade's jobs: the current one, every one whose thread has not been joined, and the generation that decides
// whether what a job's thread posts still reaches the facade's signals. Used on the facade's (GUI) thread only.
class EngineJobs {
public:
    using Job = EngineJob;

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
