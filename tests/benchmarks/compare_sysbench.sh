#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# compare_sysbench.sh: scalebench-cli against sysbench on the same sandbox server, side by side.
#
# For every case (workload x threads x transport) it runs scalebench-cli and sysbench alternately,
# R repetitions each, and records for each client process its QPS (from the tool's own output) and its
# CPU time (user+sys of that process only, from wait4()'s rusage, microsecond resolution). It prints one
# row per case with the medians over the repetitions:
#
#   QPS scalebench | QPS sysbench | QPS ratio | client CPU us/query (sb, sysbench) | CPU ratio (sb/sysbench)
#
# plus the spread (min..max QPS ratio over the repetitions), so the noise is visible. The issue's targets
# are QPS ratio >= 0.97 and CPU ratio <= 1.00 in every case; the script marks rows that miss them but never
# fails on timings (exit status is non-zero only when a tool could not run).
#
# Usage:
#   tests/benchmarks/compare_sysbench.sh [options]
#     --cli PATH            scalebench-cli binary (default: $SCALEBENCH_CLI, else build-bench/, build/ ...)
#     --sandbox-dir DIR     use (and start if needed) the sandbox in DIR and leave it running;
#                           default: a fresh sandbox in a temp dir, stopped and removed at the end
#     --reps R              repetitions per tool and case (default 3)
#     --time S              seconds per run (default 10)
#     --quick               R=1, 3 s per run (same as QUICK=1 in the environment)
#     --threads "LIST"      thread counts (default "2 8 64 512")
#     --workloads "LIST"    default "oltp_point_select oltp_read_only"
#     --transports "LIST"   default "tcp socket"
#     --table-size N        rows in sbtest1 (default 10000); prepared once, skipped when it already exists
#     --out FILE            also append every single measurement as CSV to FILE
#     --sysbench-args "..." extra arguments for sysbench (e.g. "--db-ps-mode=disable")
#     --cli-args "..."      extra arguments for scalebench-cli run
#     --rate N              open loop for both tools at N transactions/s over all threads (sysbench --rate=N,
#                           scalebench-cli --rate=N, Poisson arrivals in both); the CPU per query is then the cost
#                           of the load generator at a fixed load
#     --syscalls            also count, per query, each client's system calls, poll() calls (a read that found no
#                           data and had to sleep) and context switches, with `perf stat` tracepoints; the CPU time
#                           is then perf's task-clock of the client (perf's own CPU is not counted)
# Environment: REPS, TIME, QUICK=1, THREADS, WORKLOADS, TRANSPORTS, SCALEBENCH_CLI, SYSCALLS=1, RATE.
#
# Example: tests/benchmarks/compare_sysbench.sh --reps 5 --time 10 --out /tmp/cmp.csv
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"

reps=${REPS:-3}
duration=${TIME:-10}
quick=${QUICK:-0}
threads_list=${THREADS:-"2 8 64 512"}
workloads=${WORKLOADS:-"oltp_point_select oltp_read_only"}
transports=${TRANSPORTS:-"tcp socket"}
table_size=10000
sandbox_dir=""
out=""
sysbench_extra=""
cli_extra=""
syscalls=${SYSCALLS:-0}
rate=${RATE:-0}

while [ $# -gt 0 ]; do
    case "$1" in
        --cli) cli=$2; shift 2 ;;
        --sandbox-dir) sandbox_dir=$2; shift 2 ;;
        --reps) reps=$2; shift 2 ;;
        --time) duration=$2; shift 2 ;;
        --quick) quick=1; shift ;;
        --threads) threads_list=$2; shift 2 ;;
        --workloads) workloads=$2; shift 2 ;;
        --transports) transports=$2; shift 2 ;;
        --table-size) table_size=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        --sysbench-args) sysbench_extra=$2; shift 2 ;;
        --cli-args) cli_extra=$2; shift 2 ;;
        --syscalls) syscalls=1; shift ;;
        --rate) rate=$2; shift 2 ;;
        -h|--help) usage ;;
        *) die "unknown option $1 (see --help)" ;;
    esac
done
if [ "$quick" = 1 ]; then
    reps=1
    duration=3
fi
[[ "$reps" =~ ^[1-9][0-9]*$ ]] || die "--reps must be a positive integer"
[[ "$duration" =~ ^[1-9][0-9]*$ ]] || die "--time must be a positive integer (seconds)"
[[ "$rate" =~ ^[0-9]+$ ]] || die "--rate must be a whole number of transactions per second (0: as fast as possible)"
if [ "$rate" != 0 ]; then
    cli_extra="$cli_extra --rate=$rate"
    sysbench_extra="$sysbench_extra --rate=$rate"
fi

find_cli "$root/build-bench/app/scalebench-cli" "$root/build/app/scalebench-cli" "$root/build-release/app/scalebench-cli" \
    "$(command -v scalebench-cli || true)"
command -v sysbench >/dev/null || die "sysbench not found"
command -v python3 >/dev/null || die "python3 not found"
if [ "$syscalls" = 1 ]; then
    perf stat -x, -e raw_syscalls:sys_enter,syscalls:sys_enter_poll,context-switches,task-clock true >/dev/null 2>&1 ||
        die "--syscalls needs perf with the raw_syscalls/syscalls tracepoints (try as root, or kernel.perf_event_paranoid=-1)"
fi

# 512 sysbench threads each hold a socket; the sandbox allows 2000 connections.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536 2>/dev/null || true

if [ -z "$sandbox_dir" ]; then
    sandbox_dir=$work/sandbox
    stop_at_exit "$sandbox_dir"
fi
echo "# starting/reusing sandbox in $sandbox_dir"
sandbox_up "$sandbox_dir"
echo "# server: socket $sb_socket, 127.0.0.1:$sb_port, user $sb_user"

echo "# preparing sbtest1 ($table_size rows) once, unless it is there already"
prepare_tables oltp_read_only "$sandbox_dir" --table-size="$table_size" ||
    echo "# tables exist already; reusing them (they must have $table_size rows)"

conn_args_cli() { # transport
    if [ "$1" = tcp ]; then
        echo "--host=127.0.0.1 --port=$sb_port --user=$sb_user --password=$sb_password"
    else
        echo "--socket=$sb_socket --user=$sb_user --password=$sb_password"
    fi
}
conn_args_sysbench() {
    if [ "$1" = tcp ]; then
        echo "--mysql-host=127.0.0.1 --mysql-port=$sb_port --mysql-user=$sb_user --mysql-password=$sb_password"
    else
        echo "--mysql-socket=$sb_socket --mysql-user=$sb_user --mysql-password=$sb_password"
    fi
}

results=$work/results.csv
echo "workload,threads,transport,rep,tool,qps,queries,cpu_s,cpu_us_per_query,syscalls_per_query,polls_per_query,ctxsw_per_query" >"$results"

# One measured run; appends a CSV row. Returns non-zero when the tool failed.
measure() { # tool workload threads transport rep
    local tool=$1 wl=$2 th=$3 tr=$4 rep=$5 log=$work/$1.log cpu rc qps queries nsys npoll nctx
    local -a cmd
    if [ "$tool" = scalebench ]; then
        # shellcheck disable=SC2206,SC2207  # the extra-argument strings are split on purpose
        cmd=("$cli" run "$wl" $(conn_args_cli "$tr") --database=sbtest --table-size="$table_size" --threads="$th"
            --time="$duration" --report-interval=0 --json $cli_extra)
    else
        # shellcheck disable=SC2206,SC2207  # the extra-argument strings are split on purpose
        cmd=(sysbench "$wl" $(conn_args_sysbench "$tr") --mysql-db=sbtest --db-ps-mode=auto --table-size="$table_size"
            --threads="$th" --time="$duration" --report-interval=0 $sysbench_extra run)
    fi
    # --syscalls: perf counts the client's system calls, polls and context switches; the CPU time is then perf's
    # task-clock of the client, so that perf's own time is left out.
    if [ "$syscalls" = 1 ]; then
        # shellcheck disable=SC2054  # the commas are perf's
        cmd=(perf stat -x, -o "$log.perf" -e raw_syscalls:sys_enter,syscalls:sys_enter_poll,context-switches,task-clock
            -- "${cmd[@]}")
    fi
    read -r cpu rc nsys npoll nctx < <(run_measured "$log" '{cpu:.6f} {exit} {syscalls} {polls} {ctxsw}' "${cmd[@]}")
    if [ "$rc" != 0 ]; then
        echo "!! $tool $wl threads=$th $tr failed (exit $rc):" >&2
        tail -n 15 "$log" >&2
        return 1
    fi
    read -r qps queries _ < <(parse_result "$tool" "$log")
    python3 - "$qps" "$queries" "$cpu" "$nsys" "$npoll" "$nctx" >>"$results" <<EOF
import sys
qps, q, cpu = float(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
per = lambda x: "" if x == "-" or not q else f"{int(x) / q:.3f}"
print(f"$wl,$th,$tr,$rep,$tool,{qps:.1f},{q},{cpu:.4f},{(cpu * 1e6 / q if q else 0):.3f},{per(sys.argv[4])},{per(sys.argv[5])},{per(sys.argv[6])}")
EOF
}

echo "# $reps repetition(s) x ${duration}s per tool and case; order alternates (sb,sysbench / sysbench,sb) between repetitions"
echo "# load average at start: $(loadavg), cpus: $(nproc)"
failures=0
for wl in $workloads; do
    for tr in $transports; do
        for th in $threads_list; do
            for rep in $(seq 1 "$reps"); do
                for tool in $(alternate "$rep" scalebench sysbench); do
                    measure "$tool" "$wl" "$th" "$tr" "$rep" || failures=$((failures + 1))
                done
            done
            printf '.' >&2
        done
    done
done
echo >&2
echo "# load average at end: $(loadavg)"
[ -n "$out" ] && { if [ -s "$out" ]; then tail -n +2 "$results" >>"$out"; else cp "$results" "$out"; fi; }

PYTHONPATH=$here python3 - "$results" <<'EOF'
import statistics, sys
from collections import defaultdict
from tables import read_cases
rows, order, cases = read_cases(sys.argv[1], lambda r: (r["workload"], int(r["threads"]), r["transport"]))
med = statistics.median
hdr = f"{'workload':<18} {'thr':>4} {'trans':<6} {'n':>2} {'QPS sb':>9} {'QPS sysb':>9} {'QPS ratio':>9} {'(min..max)':>13} " \
      f"{'us/q sb':>8} {'us/q sysb':>9} {'CPU ratio':>9} {'(min..max)':>13}  verdict"
print(hdr)
print("-" * len(hdr))
for key in order:
    reps = [v for v in cases[key].values() if "scalebench" in v and "sysbench" in v]
    if not reps:
        print(f"{key[0]:<18} {key[1]:>4} {key[2]:<6}  no complete repetition")
        continue
    f = lambda tool, col: [float(v[tool][col]) for v in reps]
    qa, qb = f("scalebench", "qps"), f("sysbench", "qps")
    ca, cb = f("scalebench", "cpu_us_per_query"), f("sysbench", "cpu_us_per_query")
    qr = [a / b for a, b in zip(qa, qb)]; cr = [a / b for a, b in zip(ca, cb)]
    # Ratios of medians (each tool's median over its repetitions); the per-repetition ratios show the spread.
    qratio, cratio = med(qa) / med(qb), med(ca) / med(cb)
    verdict = []
    if qratio < 0.97: verdict.append("QPS<0.97")
    if cratio > 1.0: verdict.append("CPU>1.0")
    print(f"{key[0]:<18} {key[1]:>4} {key[2]:<6} {len(reps):>2} {med(qa):>9.0f} {med(qb):>9.0f} {qratio:>9.3f} "
          f"{'(%.2f..%.2f)' % (min(qr), max(qr)):>13} {med(ca):>8.2f} {med(cb):>9.2f} {cratio:>9.3f} "
          f"{'(%.2f..%.2f)' % (min(cr), max(cr)):>13}  {'ok' if not verdict else ' '.join(verdict)}")

# Per query, medians over the repetitions: system calls, poll() calls (each one a read that found nothing and slept)
# and context switches of each client. Only when the runs were made with --syscalls.
if any(r.get("syscalls_per_query") for r in rows):
    print()
    hdr = f"{'workload':<18} {'thr':>4} {'trans':<6} {'syscalls/q sb':>13} {'sysbench':>9} {'polls/q sb':>10} {'sysbench':>9} {'ctxsw/q sb':>10} {'sysbench':>9}"
    print(hdr)
    print("-" * len(hdr))
    extra = defaultdict(lambda: defaultdict(list))
    for r in rows:
        if r.get("syscalls_per_query"):
            key = (r["workload"], int(r["threads"]), r["transport"])
            for k in ("syscalls_per_query", "polls_per_query", "ctxsw_per_query"):
                extra[key][(r["tool"], k)].append(float(r[k]))
    for key in order:
        e = extra.get(key)
        if not e:
            continue
        m = lambda tool, k: med(e[(tool, k)]) if e[(tool, k)] else float("nan")
        print(f"{key[0]:<18} {key[1]:>4} {key[2]:<6} {m('scalebench', 'syscalls_per_query'):>13.2f} {m('sysbench', 'syscalls_per_query'):>9.2f} "
              f"{m('scalebench', 'polls_per_query'):>10.2f} {m('sysbench', 'polls_per_query'):>9.2f} "
              f"{m('scalebench', 'ctxsw_per_query'):>10.2f} {m('sysbench', 'ctxsw_per_query'):>9.2f}")
EOF
[ "$failures" = 0 ] || { echo "# $failures run(s) failed" >&2; exit 1; }
