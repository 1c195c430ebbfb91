// SPDX-License-Identifier: GPL-3.0-or-later
// The counters every merge adds up alike: a mix's client groups into their total (MixRunner, per interval and per
// run) and the MPI ranks into the one run (MergedReport). One list, so a new counter reaches every merge at once;
// what merges differently (times, extremes, rates, latency) stays with each merge.
#pragma once

namespace sb {

template <class Total, class Part> void addCounters(Total& t, const Part& p)
{
    t.threads += p.threads;
    t.transactions += p.transactions;
    t.reads += p.reads;
    t.writes += p.writes;
    t.others += p.others;
    t.ignoredErrors += p.ignoredErrors;
    t.fatalErrors += p.fatalErrors;
    t.reconnects += p.reconnects;
    t.backlog += p.backlog;
}

} // namespace sb
