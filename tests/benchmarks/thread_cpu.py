#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""thread_cpu.py PID LABEL [--window S] [--wait-db FILE] [--wait-log FILE PATTERN]

Samples the CPU time of one process's main thread (on Linux its TID is the PID; for the workstation that is the GUI
thread) from /proc/PID/task/PID/stat, and of the whole process from /proc/PID/stat, until the process ends. The
windows start when the results FILE holds its first interval (--wait-db) or when a log FILE shows PATTERN
(--wait-log), so start-up and table preparation stay out. Prints one row per complete window: the GUI thread's and
the process's CPU as a percentage of one core, the intervals stored by then (--wait-db), and at the end the ratio of
the last complete window to the first."""
import argparse
import os
import sqlite3
import sys
import time


def ticks(path):
    """utime + stime in clock ticks, or None when the process is gone."""
    try:
        with open(path) as f:
            stat = f.read()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2:].split()  # after the command name, which may hold spaces
    return int(fields[11]) + int(fields[12])


def stored_intervals(db):
    try:
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=1)
        try:
            return con.execute("SELECT count(*) FROM intervals").fetchone()[0]
        finally:
            con.close()
    except sqlite3.Error:
        return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pid", type=int)
    ap.add_argument("label")
    ap.add_argument("--window", type=float, default=30)
    ap.add_argument("--wait-db")
    ap.add_argument("--wait-log", nargs=2, metavar=("FILE", "PATTERN"))
    args = ap.parse_args()
    hz = os.sysconf("SC_CLK_TCK")
    thread_stat = f"/proc/{args.pid}/task/{args.pid}/stat"
    process_stat = f"/proc/{args.pid}/stat"

    def started():
        if args.wait_db:
            return stored_intervals(args.wait_db) > 0
        if args.wait_log:
            try:
                with open(args.wait_log[0], errors="replace") as f:
                    return args.wait_log[1] in f.read()
            except OSError:
                return False
        return True

    while not started():
        if ticks(thread_stat) is None:
            sys.exit(f"thread_cpu: process {args.pid} ended before the run started")
        time.sleep(0.2)

    print(f"{args.label}: GUI thread (TID {args.pid}) CPU per {args.window:.0f} s window, % of one core", flush=True)
    print(f"{'window':>6} {'from s':>7} {'to s':>7} {'GUI thread %':>12} {'process %':>10} {'intervals':>10}",
          flush=True)
    rows = []
    t0 = time.monotonic()
    last_t, last_thread, last_proc = t0, ticks(thread_stat), ticks(process_stat)
    while True:
        deadline = last_t + args.window
        while time.monotonic() < deadline:
            time.sleep(min(0.5, max(0.0, deadline - time.monotonic())))
            if ticks(thread_stat) is None:
                break
        now = time.monotonic()
        thread, proc = ticks(thread_stat), ticks(process_stat)
        if thread is None or proc is None or now - last_t < args.window * 0.99:
            break  # the process ended during this window: an incomplete window is not reported
        gui = 100.0 * (thread - last_thread) / hz / (now - last_t)
        whole = 100.0 * (proc - last_proc) / hz / (now - last_t)
        n = stored_intervals(args.wait_db) if args.wait_db else ""
        rows.append(gui)
        print(f"{len(rows):>6} {last_t - t0:>7.0f} {now - t0:>7.0f} {gui:>12.2f} {whole:>10.2f} {n:>10}", flush=True)
        last_t, last_thread, last_proc = now, thread, proc
    if len(rows) >= 2:
        ratio = rows[-1] / rows[0] if rows[0] > 0 else float("inf")
        print(f"{args.label}: first window {rows[0]:.2f} %, last {rows[-1]:.2f} %, last/first {ratio:.2f}, "
              f"max {max(rows):.2f} % of a core ({len(rows)} windows)", flush=True)
    else:
        print(f"{args.label}: fewer than two complete windows", flush=True)


if __name__ == "__main__":
    main()
