// SPDX-License-Identifier: GPL-3.0-or-later
// A stored run event (core/collectors/runevent.h: today a server restart) in words, for the CLI (as it happens and
// in `results show`), the Results page and the report: "Server restarted at 5.2 s (pid 812, now 1204); its threads
// bound to CPUs 0 again 94 ms after it answered (read back: 0)". English, German through the translation.
#pragma once

#include "collectors/runevent.h"

#include <QCoreApplication>
#include <QString>

namespace sb {

class RunEventText {
    Q_DECLARE_TR_FUNCTIONS(RunEventText)
public:
    // The whole sentence: when, the pids, and what became of the CPU binding.
    static QString sentence(const RunEvent& event);
    // Its parts: "Server restarted at 5.2 s (pid A, now B)" and the binding's clause ("" when none was asked).
    static QString headline(const RunEvent& event);
    static QString bindingText(const RunEvent& event);
    // What the figures after it cover: the gap and the cold buffer pool.
    static QString coverText(const RunEvent& event);
};

} // namespace sb
