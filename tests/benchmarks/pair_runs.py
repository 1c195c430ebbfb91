#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compares the runs of two results stores pair by pair (used by gui_vs_cli.sh).

The n-th run of one store is paired with the n-th run of the other (both programs ran the same plans in the same
order). With --common-window (interleaved runs, which measured at the same time) each program's throughput is
taken over the measured intervals that lie inside the wall-clock window both programs were measuring, so that a
program that started later does not get the machine to itself at the end; otherwise over the whole measured run.

Prints one line per pair and the overall ratio of the summed throughputs, the median pair ratio and the geometric
mean of the pair ratios with its 95% confidence interval (Student t over the log ratios). Reads the stores
read-only with Python's sqlite3 module (no ScaleBench code involved).
"""
import argparse
import math
import sqlite3
import statistics
from datetime import datetime

# two-sided 95% quantiles of Student t, df = 1..30
T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
       2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042]


def t95(df):
    return T95[df - 1] if df <= 30 else 2.00 if df <= 60 else 1.98 if df <= 120 else 1.96


def read_runs(path):
    """Runs in the order they ran: threads, status, stored tps and the measured intervals as (start, end, tx)
    in wall-clock seconds (an interval's t is its end, relative to the end of the warm-up; the run's `ended` is
    the end of its last interval)."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    runs = []
    for run_id, threads, status, ended, tps in db.execute(
            "SELECT id, threads, status, ended, tps FROM runs ORDER BY experiment_id, run_index"):
        rows = db.execute("SELECT t, interval_sec, transactions FROM intervals WHERE run_id = ? AND warmup = 0 "
                          "ORDER BY t", (run_id,)).fetchall()
        end = datetime.fromisoformat(ended.replace("Z", "+00:00")).timestamp() if ended else None
        intervals = []
        if rows and end is not None:
            last = rows[-1][0]
            intervals = [(end - (last - t) - sec, end - (last - t), tx) for t, sec, tx in rows]
        runs.append({"threads": threads, "status": status, "tps": tps or 0.0, "intervals": intervals})
    db.close()
    return runs


def window_tps(intervals, lo, hi, slack=0.05):
    inside = [(s, e, tx) for s, e, tx in intervals if s >= lo - slack and e <= hi + slack]
    seconds = sum(e - s for s, e, _ in inside)
    return (sum(tx for _, _, tx in inside) / seconds if seconds > 0 else None), len(inside)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--gui", required=True, help="results store of the GUI's runs")
    ap.add_argument("--cli", required=True, help="results store of the CLI's runs")
    ap.add_argument("--per-round", type=int, default=1, help="runs per round (to number the rounds)")
    ap.add_argument("--common-window", action="store_true")
    ap.add_argument("--duration", type=float, default=0, help="measured seconds per run (for CPU per transaction)")
    ap.add_argument("--cpu-gui", type=float, help="CPU seconds the GUI used in all")
    ap.add_argument("--cpu-cli", type=float, help="CPU seconds the CLI used in all")
    ap.add_argument("--target", type=float, default=0.98)
    a = ap.parse_args()

    gui, cli = read_runs(a.gui), read_runs(a.cli)
    if len(gui) != len(cli):
        print(f"warning: {len(gui)} GUI runs but {len(cli)} CLI runs; pairing the first {min(len(gui), len(cli))}")
    if a.common_window:
        print("(interleaved: throughput over the intervals both programs measured at the same time; each program "
              "ran about half of it, so its tps is about half its solo rate)")
    print(f"{'round':>5} {'clients':>7} {'tps GUI':>12} {'tps CLI':>12} {'GUI/CLI':>9}"
          + ("  intervals" if a.common_window else ""))
    ratios, sum_gui, sum_cli = [], 0.0, 0.0
    for i, (g, c) in enumerate(zip(gui, cli)):
        label = f"{i // a.per_round + 1:>5} {g['threads']:>7}"
        if g["threads"] != c["threads"]:
            print(f"{label}  not the same client count ({c['threads']} in the CLI's run): skipped")
            continue
        note = "" if g["status"] == c["status"] == "finished" else f"  ({g['status']} / {c['status']})"
        tg, tc, used = g["tps"], c["tps"], ""
        if a.common_window and g["intervals"] and c["intervals"]:
            lo = max(g["intervals"][0][0], c["intervals"][0][0])
            hi = min(g["intervals"][-1][1], c["intervals"][-1][1])
            tg, ng = window_tps(g["intervals"], lo, hi)
            tc, nc = window_tps(c["intervals"], lo, hi)
            used = f"  {ng} / {nc} of {len(g['intervals'])}"
        if not tg or not tc:
            print(f"{label}  no common measured interval{note}")
            continue
        ratios.append(tg / tc)
        sum_gui += tg
        sum_cli += tc
        print(f"{label} {tg:12.1f} {tc:12.1f} {tg / tc:9.3f}{used}{note}")
    if not ratios:
        print("no pairs of runs to compare")
        return 1
    n = len(ratios)
    logs = [math.log(r) for r in ratios]
    print(f"overall: GUI/CLI throughput {sum_gui / sum_cli:.3f} (sum of tps), median pair ratio "
          f"{statistics.median(ratios):.3f}, {sum(r < 1 for r in ratios)} of {n} pairs below 1")
    if n > 1:
        mean, half = statistics.fmean(logs), t95(n - 1) * statistics.stdev(logs) / math.sqrt(n)
        lo, hi = math.exp(mean - half), math.exp(mean + half)
        verdict = "met" if lo >= a.target else "NOT met" if hi < a.target else "not resolved, add rounds"
        print(f"geometric mean of the pair ratios {math.exp(mean):.3f}, 95% confidence interval {lo:.3f} .. {hi:.3f}"
              f" (target >= {a.target:.2f}: {verdict})")
    if a.cpu_gui and a.cpu_cli and a.duration > 0:
        # transactions of the measured time; the CPU also covers start-up and warm-up, equally for both
        tx_gui = sum(r["tps"] for r in gui) * a.duration
        tx_cli = sum(r["tps"] for r in cli) * a.duration
        ug, uc = a.cpu_gui * 1e6 / tx_gui, a.cpu_cli * 1e6 / tx_cli
        print(f"client CPU per measured transaction: GUI {ug:.2f} us, CLI {uc:.2f} us, GUI/CLI {ug / uc:.3f} "
              f"({a.cpu_gui:.1f} s and {a.cpu_cli:.1f} s of CPU)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
