// SPDX-License-Identifier: GPL-3.0-or-later
#include "stop.h"

#include <condition_variable>
#include <mutex>

namespace sb {

bool sleepUnlessStopped(const std::stop_token& stop, std::chrono::milliseconds duration)
{
    std::mutex mutex;
    std::condition_variable_any wake;
    std::unique_lock lock(mutex);
    wake.wait_for(lock, stop, duration, [] { return false; }); // woken by the stop's own callback
    return !stop.stop_requested();
}

} // namespace sb
