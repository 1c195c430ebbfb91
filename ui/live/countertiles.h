// SPDX-License-Identifier: GPL-3.0-or-later
// The Run page's row of tiles under the controls: the latest interval's throughput, latency and connections, the
// errors and reconnects counted since the run began, and the run's time.
#pragma once

#include "engine/intervalsample.h"
#include "engine/runsummary.h"

#include <QFrame>

class QLabel;

namespace sb {

class FlowLayout;

class CounterTiles : public QFrame {
    Q_OBJECT
public:
    explicit CounterTiles(QWidget* parent = nullptr);

    // Dashes everywhere and the counts at zero, for a run of that measured time.
    void begin(double durationSec);
    // Counts an interval's errors and reconnects; show() draws them.
    void count(const IntervalSample& sample);
    // The tiles as of `latest` and everything counted, captioned "Last interval".
    void show(const IntervalSample& latest);
    // The run's own figures at its end, the Summary's (throughput, latency, time measured), with the last interval's
    // under each (shown by show() before).
    void showSummary(const RunSummary& summary);
    // What the figures are (RunWords::tilesCaption: the one model's words).
    void setCaption(const QString& text);
    QString caption() const;

private:
    QLabel* addTile(FlowLayout* row, const QString& caption, const char* name);
    // The small line under a tile's value: the last interval's figure once the value is the run's average.
    void setNote(QLabel* value, const QString& note);

    QLabel* m_caption;
    QLabel* m_tps;
    QLabel* m_nopm; // New-Orders per minute: shown once a run counts them (tpcc)
    QLabel* m_qps;
    QLabel* m_p95;
    QLabel* m_errors;
    QLabel* m_reconnects;
    QLabel* m_connected;
    QLabel* m_elapsed;
    double m_runDuration = 0;
    std::uint64_t m_ignoredErrors = 0;
    std::uint64_t m_fatalErrors = 0;
    std::uint64_t m_reconnectCount = 0;
};

} // namespace sb
