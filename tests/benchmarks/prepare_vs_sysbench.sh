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
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"
reps=${REPS:-3}
threads=${THREADS:-2}
cases=${CASES:-"1x1000000 8x250000"}
transports=${TRANSPORTS:-"socket tcp"}
sandbox_dir=""
cli_extra=""
out=""

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
        -h|--help) usage ;;
        *) die "unknown option $1 (see --help)" ;;
    esac
done
[[ "$reps" =~ ^[1-9][0-9]*$ ]] || die "--reps must be a positive integer"
[[ "$threads" =~ ^[1-9][0-9]*$ ]] || die "--threads must be a positive integer"
find_cli "$root/build/release/app/scalebench-cli" "$root/build-bench/app/scalebench-cli" "$root/build/dev/app/scalebench-cli"
command -v sysbench >/dev/null || die "sysbench not found"
command -v python3 >/dev/null || die "python3 not found"

if [ -z "$sandbox_dir" ]; then
    sandbox_dir=$work/sandbox
    stop_at_exit "$sandbox_dir"
fi
sandbox_up "$sandbox_dir"

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
        # shellcheck disable=SC2206  # the extra-argument string is split on purpose
        cmd=("$cli" prepare oltp_read_only "${cli_conn[@]}" --tables="$tables" --table-size="$rows" --threads="$threads" $cli_extra)
    fi
    load=$(cut -d' ' -f1 /proc/loadavg)
    read -r wall ccpu scpu rc < <(run_measured --server-pid "$sb_pid" "$log" '{wall:.3f} {cpu:.3f} {server:.2f} {exit}' "${cmd[@]}")
    [ "$rc" = 0 ] || { echo "!! $tool $case $transport exit $rc:" >&2; tail -n 5 "$log" >&2; }
    echo "$case,$transport,$rep,$tool,$wall,$ccpu,$scpu,$rc,$load" >>"$results"
}

echo "# $reps alternating repetition(s), $threads prepare threads, cpus $(nproc), $("$cli" --version 2>/dev/null | head -1)"
echo "# $(sysbench --version); server $sb_version"
echo "# load average at start: $(loadavg)"
for transport in $transports; do
    if [ "$transport" = tcp ]; then
        sysbench_conn=(--mysql-host=127.0.0.1 --mysql-port="$sb_port" --mysql-user="$sb_user" --mysql-password="$sb_password" --mysql-db=sbtest)
        cli_conn=(--host=127.0.0.1 --port="$sb_port" --user="$sb_user" --password="$sb_password" --database=sbtest)
    else
        sysbench_conn=(--mysql-socket="$sb_socket" --mysql-user="$sb_user" --mysql-password="$sb_password" --mysql-db=sbtest)
        cli_conn=(--socket="$sb_socket" --user="$sb_user" --password="$sb_password" --database=sbtest)
    fi
    for c in $cases; do
        tables=${c%x*}
        rows=${c#*x}
        for rep in $(seq 1 "$reps"); do
            for tool in $(alternate "$rep" scalebench sysbench); do measure "$c" "$transport" "$rep" "$tool" "$tables" "$rows"; done
            printf '.' >&2
        done
        drop_tables "$tables"
    done
done
echo >&2
echo "# load average at end: $(loadavg)"
[ -n "$out" ] && cp "$results" "$out"

PYTHONPATH=$here python3 - "$results" <<'EOF'
import statistics, sys
from tables import read_cases
rows, order, by = read_cases(sys.argv[1], lambda r: (r["case"], r["transport"]))
med = statistics.median
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
