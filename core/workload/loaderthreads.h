// SPDX-License-Identifier: GPL-3.0-or-later
// The prepare loaders' threads, the same for every workload that loads in parallel: worker(i) on each of `threads`
// threads, progress() five times a second until the last one has ended, which is seen at once (a sleep of 200 ms
// added 0.1 s to a prepare on average, 3% of 8 tables x 250k rows).
#pragma once

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace sb {

inline void runLoaderThreads(int threads, const std::function<void(int)>& worker, const std::function<void()>& progress)
{
    std::mutex mutex;
    std::condition_variable finished;
    int running = threads;
    std::vector<std::thread> loaders;
    for (int i = 0; i < threads; ++i) {
        loaders.emplace_back([&, i] {
            worker(i);
            std::lock_guard lock(mutex);
            --running;
            finished.notify_one();
        });
    }
    for (std::unique_lock lock(mutex);
         !finished.wait_for(lock, std::chrono::milliseconds(200), [&] { return running == 0; });) {
        lock.unlock();
        progress();
        lock.lock();
    }
    for (auto& t : loaders)
        t.join();
}

} // namespace sb
