# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash disable=SC2034  # root, sb_*, display: set here, read by the sourcing script
#
# lib.sh: what the benchmark scripts in this folder share. Sourced (never run) by each script right after its
# `set -euo pipefail`:
#
#   here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
#   source "$here/lib.sh"
#
# On sourcing it sets bench_name (the script's name without .sh), root (the repository), work (a fresh temp dir)
# and an EXIT trap that stops the sandboxes named by stop_at_exit and removes $work (unless keep=1). cli (the
# scalebench-cli binary) starts as $SCALEBENCH_CLI; the script's --cli, find_cli or its own choice sets it before
# a sandbox starts. The functions:
#
#   die MESSAGE                       "NAME: MESSAGE" on stderr, exit status 2
#   usage                             prints the script's header comment (its --help), exits 0
#   find_cli CANDIDATE...             keeps $cli if set, else takes the first executable candidate; dies if none
#   stop_at_exit DIR                  the sandbox in DIR is stopped when the script ends
#   sandbox_up DIR [START OPTIONS]    starts the sandbox in DIR, or reuses the one running there; sets sb_user,
#                                     sb_password, sb_socket, sb_port, sb_pid, sb_version from its sandbox.json
#   prepare_tables WORKLOAD DIR [OPTIONS]
#                                     `scalebench-cli prepare` on the sandbox in DIR; status 1 when the tables
#                                     exist already, dies on any other failure
#   run_measured [--server-pid PID] LOG FORMAT COMMAND...
#                                     runs COMMAND (its output to LOG) and prints FORMAT filled in from wait4()'s
#                                     rusage of that process alone: see the function
#   parse_result TOOL LOG             "qps queries tps" from a run's output (TOOL sysbench, anything else: the JSON
#                                     summary of scalebench-cli run --json); "0 0 0" when there is none
#   alternate REP A B                 "A B" for odd repetitions, "B A" for even ones, so drift favours neither side
#   loadavg                           the 1, 5 and 15 minute load averages
#   choose_display                    sets display (the command prefix that gives a GUI program a screen) from
#                                     $platform (xvfb, offscreen, or empty: xvfb when xvfb-run exists)
#
# The printed tables are python heredocs in each script; tables.py (beside this file) reads their CSV by case.

bench_name=$(basename "$0" .sh)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/$bench_name.XXXXXX")
keep=0
cli=${SCALEBENCH_CLI:-}
stop_dirs=()
# The scripts' table code imports tables.py from this folder: no __pycache__ in the source tree.
export PYTHONDONTWRITEBYTECODE=1

die() { echo "$bench_name: $*" >&2; exit 2; }

usage() {
    sed -n '4,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 0
}

find_cli() {
    local c
    if [ -z "$cli" ]; then
        for c in "$@"; do
            if [ -n "$c" ] && [ -x "$c" ]; then cli=$c; break; fi
        done
    fi
    [ -n "$cli" ] && [ -x "$cli" ] || die "scalebench-cli not found; build it or pass --cli PATH"
}

stop_at_exit() { stop_dirs+=("$1"); }

bench_cleanup() {
    local d
    for d in "${stop_dirs[@]}"; do "$cli" sandbox stop --dir "$d" >/dev/null 2>&1 || true; done
    if [ "$keep" = 1 ]; then echo "kept $work" >&2; else rm -rf "$work"; fi
}
trap bench_cleanup EXIT
trap 'exit 130' INT TERM

sandbox_up() {
    local dir=$1
    shift
    "$cli" sandbox start --dir "$dir" "$@" >"$work/sandbox.out" 2>&1 ||
        { cat "$work/sandbox.out" >&2; die "sandbox start failed in $dir"; }
    # Fields apart by the unit separator (not white space, so an empty field keeps its place; the version has spaces).
    IFS=$'\x1f' read -r sb_user sb_password sb_socket sb_port sb_pid sb_version < <(python3 - "$dir/sandbox.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
print("\x1f".join(str(d.get(k) or "") for k in ("user", "password", "socket", "port", "pid", "version")))
EOF
    )
    sb_user=${sb_user:-root}
    [ -n "$sb_socket" ] && [ -n "$sb_port" ] || die "no socket or port in $dir/sandbox.json"
}

prepare_tables() {
    local workload=$1 dir=$2
    shift 2
    "$cli" prepare "$workload" --sandbox-dir="$dir" "$@" >"$work/prepare.out" 2>&1 && return 0
    grep -qi "exist" "$work/prepare.out" && return 1
    cat "$work/prepare.out" >&2
    die "prepare failed"
}

# FORMAT is a Python format string over these fields of the finished command:
#   cpu         user+sys seconds of that process and the threads it owns, nothing else (wait4 rusage; with
#               COMMAND `perf stat -x, -o LOG.perf ...`, perf's task-clock of the command, so perf's own time is
#               left out)
#   exit        its exit status                     maxrss    its peak RSS in KiB
#   wall        seconds from start to exit          server    CPU seconds (utime+stime, /proc) of PID meanwhile
#   syscalls, polls, ctxsw                          from LOG.perf when COMMAND ran under perf stat, else "-"
# e.g. run_measured "$log" '{cpu:.6f} {exit}' sysbench ... prints "0.431207 0".
run_measured() {
    local server_pid=0
    if [ "$1" = --server-pid ]; then server_pid=$2; shift 2; fi
    python3 - "$server_pid" "$@" <<'EOF'
import os, subprocess, sys, time
pid, outfile, fmt, argv = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
tick = os.sysconf("SC_CLK_TCK")
def server_cpu():
    if not pid:
        return 0.0
    f = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(f[11]) + int(f[12])) / tick
s0, t0 = server_cpu(), time.monotonic()
with open(outfile, "wb") as f:
    p = subprocess.Popen(argv, stdout=f, stderr=subprocess.STDOUT)
    _, status, ru = os.wait4(p.pid, 0)
v = {"cpu": ru.ru_utime + ru.ru_stime, "exit": os.waitstatus_to_exitcode(status), "maxrss": ru.ru_maxrss,
     "wall": time.monotonic() - t0, "server": server_cpu() - s0, "syscalls": "-", "polls": "-", "ctxsw": "-"}
if argv[0] == "perf" and os.path.exists(outfile + ".perf"):
    perf = {}
    for line in open(outfile + ".perf"):
        parts = line.strip().split(",")
        if len(parts) > 3 and parts[0] and parts[0][0].isdigit():
            perf[parts[2]] = float(parts[0])
    v["cpu"] = perf.get("task-clock", v["cpu"] * 1e3) / 1e3
    for k, event in (("syscalls", "raw_syscalls:sys_enter"), ("polls", "syscalls:sys_enter_poll"), ("ctxsw", "context-switches")):
        v[k] = str(int(perf.get(event, 0)))
print(fmt.format(**v))
EOF
}

parse_result() {
    python3 - "$1" "$2" <<'EOF'
import json, re, sys
tool, t = sys.argv[1], open(sys.argv[2], errors="replace").read()
if tool == "sysbench":
    q = re.search(r"queries:\s+(\d+)\s+\(([\d.]+) per sec", t)
    tx = re.search(r"transactions:\s+(\d+)\s+\(([\d.]+) per sec", t)
    print(q.group(2) if q else 0, q.group(1) if q else 0, tx.group(2) if tx else 0)
else:
    lines = [l for l in t.splitlines() if l.strip().startswith("{")]
    if not lines:
        print(0, 0, 0)
    else:
        d = json.loads(lines[-1])
        s = d.get("summary", d)
        print(s.get("qps", 0), s.get("queries", 0), s.get("tps", 0))
EOF
}

alternate() {
    if [ $(($1 % 2)) = 1 ]; then echo "$2 $3"; else echo "$3 $2"; fi
}

loadavg() { cut -d' ' -f1-3 /proc/loadavg; }

choose_display() {
    if [ -z "$platform" ]; then
        if command -v xvfb-run >/dev/null; then platform=xvfb; else platform=offscreen; fi
    fi
    case "$platform" in
        xvfb) command -v xvfb-run >/dev/null || die "xvfb-run is not installed; use --platform offscreen"
              display=(xvfb-run -a -s "-screen 0 1600x1000x24") ;;
        offscreen) display=(env QT_QPA_PLATFORM=offscreen) ;;
        *) die "--platform is xvfb or offscreen" ;;
    esac
}
