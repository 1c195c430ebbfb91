#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lets one of two programs run at a time (used by gui_vs_cli.sh --mode interleaved).

    interleave.py SLICE FIRST GUI_JOB CLI_JOB GUI_NAME

GUI_JOB and CLI_JOB are the PIDs started for each program; the program itself (GUI_NAME, scalebench-cli) is found
below them (time -> [xvfb-run -> Xvfb,] scalebench). Each side is the program and every process around it, so
under Xvfb the X server's drawing work counts for the GUI. Every SLICE seconds one side gets SIGSTOP and the other
SIGCONT, FIRST (gui or cli) taking the first slice, from the moment both programs have started their client
threads (the one that gets there first waits, stopped) until both have ended; a side whose program has ended
leaves its slice empty, so the other keeps running half the time. The switches follow an absolute schedule (a
late switch shortens the next slice, so neither side gains time over a run), and the scheduler raises its own
priority when allowed, so that switches are on time on a loaded machine. On exit every process is continued.
"""
import os
import signal
import sys
import time



def alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def tree(pid):
    """pid and its descendants"""
    found, queue = [], [pid]
    while queue:
        p = queue.pop(0)
        found.append(p)
        try:
            with open(f"/proc/{p}/task/{p}/children") as f:
                queue += [int(c) for c in f.read().split()]
        except OSError:
            pass
    return found


def comm(pid):
    try:
        with open(f"/proc/{pid}/comm") as f:
            return f.read().strip()
    except OSError:
        return ""


def has_clients(pid):
    """True once the program has started its client threads (named sb-client by the engine)."""
    try:
        return any(comm(f"{pid}/task/{t}") == "sb-client" for t in os.listdir(f"/proc/{pid}/task"))
    except OSError:
        return False


def main():
    slice_s, first = float(sys.argv[1]), sys.argv[2]
    jobs = {"gui": int(sys.argv[3]), "cli": int(sys.argv[4])}
    names = {"gui": sys.argv[5], "cli": "scalebench-cli"}
    try:
        os.nice(-10)
    except OSError:
        pass
    program, side = {}, {}  # both programs exist within milliseconds of their jobs
    while len(program) < 2 and all(alive(j) for j in jobs.values()):
        for k, j in jobs.items():
            p = program.get(k) or next((p for p in tree(j) if comm(p) == names[k]), None)
            if p and k not in program:
                program[k], side[k] = p, tree(j)[1:]  # not the job's own shell
        time.sleep(0.002)

    def signal_to(k, sig):
        for p in side.get(k, []):
            try:
                os.kill(p, sig)
            except OSError:
                pass

    # The GUI takes longer to start (under Xvfb about a second more). So that both measure the same wall-clock
    # window, a program whose client threads exist waits, stopped, until the other's do too (it loses a little of
    # its warm-up, never of its measured time as long as the other starts within the warm-up).
    waiting = set()
    while len(waiting) < len(program) and all(alive(p) for p in program.values()):
        for k, p in program.items():
            if k not in waiting and has_clients(p):
                waiting.add(k)
                if len(waiting) < len(program):
                    signal_to(k, signal.SIGSTOP)
        time.sleep(0.002)

    turn, other = first, ("cli" if first == "gui" else "gui")
    deadline = time.monotonic()
    ran = {"gui": 0.0, "cli": 0.0}
    try:
        while any(alive(program.get(k, jobs[k])) for k in jobs):
            signal_to(other, signal.SIGSTOP)
            signal_to(turn, signal.SIGCONT)
            start = time.monotonic()
            deadline += slice_s
            time.sleep(max(0.0, deadline - time.monotonic()))
            ran[turn] += time.monotonic() - start
            turn, other = other, turn
    finally:
        for k in side:
            signal_to(k, signal.SIGCONT)
    processes = ", ".join(f"{k}: {len(side[k])} processes" for k in sorted(side))
    print(f"    interleaved: {processes}; ran gui {ran['gui']:.2f} s, cli {ran['cli']:.2f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
