// SPDX-License-Identifier: GPL-3.0-or-later
// One engine thread behind a GUI facade (RunController, PlanController): its generation number, its thread, and the
// object that can be told to stop while it exists (a Runner or a PlanRunner). QtCore and the standard library only.
#pragma once

#include <QtGlobal>
#include <atomic>
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

} // namespace sb
