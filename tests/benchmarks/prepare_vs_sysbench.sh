#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# prepare_vs_sysbench.sh: wall time of `scalebench-cli prepare` against `sysbench ... prepare` (OLTP tables) on the
# same sandbox server, in the same run (issue 13, item 4: at most 0.5x sysbench's wall time).
#
# Cases (TABLESxROWS) x transports (socket, tcp): each repetition runs both tools, alternating which goes first
# (A,B then B,A), with the tables dropped before every prepare. Per case it prints the median wall time of each
# tool, their ratio (ScaleBench / sysbench) with the per-repetition min..max, the client CPU (user+sys of the
# tool's process, wait4 rusage), the server CPU (utime+stime of mysqld over the prepare, /proc) and the load
# average (1 min) at the start of the repetitions. Nothing is asserted; the numbers are printed.
#
# Usage:
#   tests/benchmarks/prepare_vs_sysbench.sh [options]
#     --cli PATH           scalebench-cli (default: $SCALEBENCH_CLI, else build/release, build-bench, build/dev)
#     --sandbox-dir DIR    use (and start if needed) the sandbox in DIR and leave it running;
#                          default: a fresh sandbox in a temp dir, removed at the end
#     --reps R             repetitions per tool and case (default 3)
#     --threads N          prepare threads of both tools (default 2)
#     --cases "LIST"       TABLESxROWS (default "1x1000000 8x250000")
#     --transports "LIST"  default "socket tcp"
#     --cli-args "..."     extra arguments for scalebench-cli prepare (e.g. --inserts)
#     --out FILE           also write every single measurement as CSV to FILE
# Environment: REPS, THREADS, CASES, TRANSPORTS, SCALEBENCH_CLI.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
reps=${REPS:-3}
threads=${THREADS:-2}
cases=${CASES:-"1x1000000 8x250000"}
transports=${TRANSPORTS:-"socket tcp"}
cli=${SCALEBENCH_CLI:-}
sandbox_dir=""
cli_extra=""
out=""

die() { echo "prepare_vs_sysbench: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
    case "$1" in
        --cli) cli=$2; shift 2 ;;
        --sandbox-dir) sandbox_dir=$2; shift 2 ;;
        --reps) reps=$2; shift 2 ;;
        --threads) threads=$2; shift 2 ;;
        --cases) cases=$2; shift 2 ;;
        --transports) transports=$2; shift 2 ;;
        --cli-args) cli_extra=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        -h|--help) sed -n '4,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option $1 (see --help)" ;;
    esac
done
[[ "$reps" =~ ^[1-9][0-9]*$ ]] || die "--reps must be a positive integer"
[[ "$threads" =~ ^[1-9][0-9]*$ ]] || die "--threads must be a positive integer"
if [ -z "$cli" ]; then
    for c in "$root/build/release/app/scalebench-cli" "$root/build-bench/app/scalebench-cli" "$root/build/dev/app/scalebench-cli"; do
        if [ -x "$c" ]; then cli=$c; break; fi
    done
fi
[ -n "$cli" ] && [ -x "$cli" ] || die "scalebench-cli not found; build it or pass --cli PATH"
command -v sysbench >/dev/null || die "sysbench not found"
command -v python3 >/dev/null || die "python3 not found"

work=$(mktemp -d "${TMPDIR:-/tmp}/sb-prepare.XXXXXX")
own_sandbox=0
if [ -z "$sandbox_dir" ]; then
    sandbox_dir=$work/sandbox
    own_sandbox=1
fi
cleanup() {
    [ "$own_sandbox" = 1 ] && "$cli" sandbox stop --dir "$sandbox_dir" >/dev/null 2>&1
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"$cli" sandbox start --dir "$sandbox_dir" >"$work/sandbox.out" 2>&1 || { cat "$work/sandbox.out" >&2; die "sandbox start failed"; }
read -r user password socket port < <(python3 - "$sandbox_dir/sandbox.json" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
print(d.get("user") or "root", d.get("password") or "-", d.get("socket"), d.get("port"))
EOF
)
[ "$password" = "-" ] && password=""
server_pid=$(cat "$sandbox_dir/mysqld.pid")

# Runs a command with its output to $1 and prints "wall_s client_cpu_s server_cpu_s exit_status".
run_measured() {
    local outfile=$1
    shift
    python3 - "$outfile" "$server_pid" "$@" <<'EOF'
import os, subprocess, sys, time
outfile, pid, argv = sys.argv[1], sys.argv[2], sys.argv[3:]
tick = os.sysconf("SC_CLK_TCK")
def server_cpu():
    f = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(f[11]) + int(f[12])) / tick
s0, t0 = server_cpu(), time.monotonic()
with open(outfile, "wb") as f:
    p = subprocess.Popen(argv, stdout=f, stderr=subprocess.STDOUT)
    _, status, ru = os.wait4(p.pid, 0)
wall = time.monotonic() - t0
print(f"{wall:.3f} {ru.ru_utime + ru.ru_stime:.3f} {server_cpu() - s0:.2f} {os.waitstatus_to_exitcode(status)}")
EOF
}

# Drops sbtest1..N whoever made them (sysbench cleanup drops every sbtestN of the database).
drop_tables() { # tables
    sysbench oltp_read_only "${sysbench_conn[@]}" --tables="$1" cleanup >/dev/null 2>&1 || true
}

results=$work/results.csv
echo "case,transport,rep,tool,wall_s,client_cpu_s,server_cpu_s,exit,load1" >"$results"

measure() { # case transport rep tool tables rows
    local case=$1 transport=$2 rep=$3 tool=$4 tables=$5 rows=$6 wall ccpu scpu rc load
    local log=$work/$tool.$case.$transport.$rep.log
    local -a cmd
    drop_tables "$tables"
    sleep 2 # let the server finish the drop's background work before the clock starts
    if [ "$tool" = sysbench ]; then
        cmd=(sysbench oltp_read_only "${sysbench_conn[@]}" --tables="$tables" --table-size="$rows" --threads="$threads" prepare)
    else
        cmd=("$cli" prepare oltp_read_only "${cli_conn[@]}" --tables="$tables" --table-size="$rows" --threads="$threads" $cli_extra)
    fi
    load=$(cut -d' ' -f1 /proc/loadavg)
    read -r wall ccpu scpu rc < <(run_measured "$log" "${cmd[@]}")
    [ "$rc" = 0 ] || { echo "!! $tool $case $transport exit $rc:" >&2; tail -n 5 "$log" >&2; }
    echo "$case,$transport,$rep,$tool,$wall,$ccpu,$scpu,$rc,$load" >>"$results"
}

echo "# $reps alternating repetition(s), $threads prepare threads, cpus $(nproc), $("$cli" --version 2>/dev/null | head -1)"
echo "# $(sysbench --version); server $(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("version",""))' "$sandbox_dir/sandbox.json")"
echo "# load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
for transport in $transports; do
    if [ "$transport" = tcp ]; then
        sysbench_conn=(--mysql-host=127.0.0.1 --mysql-port="$port" --mysql-user="$user" --mysql-password="$password" --mysql-db=sbtest)
        cli_conn=(--host=127.0.0.1 --port="$port" --user="$user" --password="$password" --database=sbtest)
    else
        sysbench_conn=(--mysql-socket="$socket" --mysql-user="$user" --mysql-password="$password" --mysql-db=sbtest)
        cli_conn=(--socket="$socket" --user="$user" --password="$password" --database=sbtest)
    fi
    for c in $cases; do
        tables=${c%x*}
        rows=${c#*x}
        for rep in $(seq 1 "$reps"); do
            if [ $((rep % 2)) = 1 ]; then order="scalebench sysbench"; else order="sysbench scalebench"; fi
            for tool in $order; do measure "$c" "$transport" "$rep" "$tool" "$tables" "$rows"; done
            printf '.' >&2
        done
        drop_tables "$tables"
    done
done
echo >&2
echo "# load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
[ -n "$out" ] && cp "$results" "$out"

python3 - "$results" <<'EOF'
import csv, statistics, sys
from collections import defaultdict
rows = list(csv.DictReader(open(sys.argv[1])))
med = statistics.median
by = defaultdict(lambda: defaultdict(dict))
order = []
for r in rows:
    key = (r["case"], r["transport"])
    if key not in by:
        order.append(key)
    by[key][int(r["rep"])][r["tool"]] = r
print(f"{'case':<12} {'trans':<6} {'n':>2} {'wall sb':>8} {'wall sysb':>9} {'ratio':>6} {'(min..max)':>13} "
      f"{'cli cpu sb':>10} {'sysb':>6} {'srv cpu sb':>10} {'sysb':>6} {'load':>11}  verdict")
for key in order:
    reps = [v for v in by[key].values() if "scalebench" in v and "sysbench" in v
            and v["scalebench"]["exit"] == "0" and v["sysbench"]["exit"] == "0"]
    if not reps:
        print(f"{key[0]:<12} {key[1]:<6}  no complete repetition")
        continue
    f = lambda tool, col: [float(v[tool][col]) for v in reps]
    ratios = [float(v["scalebench"]["wall_s"]) / float(v["sysbench"]["wall_s"]) for v in reps]
    ratio = med(f("scalebench", "wall_s")) / med(f("sysbench", "wall_s"))
    loads = [float(v[t]["load1"]) for v in reps for t in ("scalebench", "sysbench")]
    print(f"{key[0]:<12} {key[1]:<6} {len(reps):>2} {med(f('scalebench', 'wall_s')):>8.2f} {med(f('sysbench', 'wall_s')):>9.2f} "
          f"{ratio:>6.3f} ({min(ratios):.2f}..{max(ratios):.2f}) {med(f('scalebench', 'client_cpu_s')):>10.2f} "
          f"{med(f('sysbench', 'client_cpu_s')):>6.2f} {med(f('scalebench', 'server_cpu_s')):>10.2f} "
          f"{med(f('sysbench', 'server_cpu_s')):>6.2f} {min(loads):>5.1f}..{max(loads):<5.1f}  "
          f"{'ok (<= 0.5)' if ratio <= 0.5 else 'MISSES 0.5'}")
EOF
