// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a blocking call (connection test, sandbox start, probe) on the global thread pool and hands its result back
// on the GUI thread, so that no client call ever blocks the event loop. The result is dropped when `context` is gone.
#pragma once

#include <QMetaObject>
#include <QObject>
#include <QPointer>
#include <QThreadPool>
#include <type_traits>
#include <utility>

namespace sb {

template <typename Work, typename Done> void runInBackground(QObject* context, Work work, Done done)
{
    QPointer<QObject> guard(context);
    QThreadPool::globalInstance()->start([guard, work = std::move(work), done = std::move(done)]() mutable {
        auto result = work();
        if (!guard)
            return;
        QMetaObject::invokeMethod(
            guard.data(), [done = std::move(done), result = std::move(result)]() mutable { done(std::move(result)); },
            Qt::QueuedConnection);
    });
}

} // namespace sb
