// SPDX-License-Identifier: GPL-3.0-or-later
// Something that happened to a run's server while the run measured it, kept with the run (results file schema 9,
// table run_events) and shown beside its intervals: today a server restart (core/experiment/serverrestartwatch).
#pragma once

#include <QJsonObject>
#include <QMetaType>
#include <QString>
#include <vector>

namespace sb {

struct RunEvent {
    static constexpr const char* kServerRestarted = "server-restarted";
    // Seconds since the measured start, on the intervals' clock (negative during warm-up).
    double timeSec = 0;
    QString kind; // kServerRestarted
    // A restart's facts: "old_pid", "new_pid", "seen_by" ("process": its pid and start time on its host; "uptime":
    // the server's Uptime went down), "down_sec" (when the old server was seen gone), "gap_sec" (down until the new
    // one answered), "binding" (asked, read_back, bound_ms after its first answer, or "refused" with the error's
    // code and words), "collectors" (the host collectors re-aimed at the new process, or why not).
    QJsonObject detail;

    QJsonObject toJson() const; // {"type": "event", "kind": ..., "time": ..., "detail": {...}}
    static RunEvent fromJson(const QJsonObject& o);

    // How a restart marks the interval ending at `endSec` (`intervalSec` long): "gap" when the server was down
    // during it (from down_sec to the restart's time), "cold" after it (the new server's buffer pool started empty),
    // empty otherwise.
    static QString intervalMark(const std::vector<RunEvent>& events, double endSec, double intervalSec);
};

} // namespace sb

Q_DECLARE_METATYPE(sb::RunEvent)
