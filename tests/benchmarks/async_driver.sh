#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# async_driver.sh: the async client driver (--driver=async) against sysbench 1.0.20 and against ScaleBench's own
# thread driver, on a sandbox server, oltp_point_select over TCP. Three parts (issue 13):
#
#   many   1,024 connections: ScaleBench async (K loop threads) vs sysbench. Targets: QPS >= 2.0x, CPU/query <= 0.5x.
#   few    2..64 connections: async vs threads (both ScaleBench). Targets: QPS >= 0.97x, CPU/query <= 1.05x.
#   scale  10,000 connections, open loop --rate=2000, sandbox with max_connections=12000 (and pool-of-threads, so
#          that the server fits in memory beside 10,000 sysbench threads): async (connections opened at 2,500/s) vs
#          sysbench (all threads at once); prints each tool's exit status, rate reached, peak RSS and wall time.
#
# Every case runs the two tools alternately (A,B then B,A), R repetitions each; the tables give medians and the
# per-repetition spread. CPU is user+sys of the client process (wait4 rusage), RSS its peak (ru_maxrss).
# Nothing is asserted: the numbers are printed and the rows that miss a target are marked.
#
# Usage:
#   tests/benchmarks/async_driver.sh [--parts "many few scale"] [--reps R] [--time S] [--loops K]
#                                    [--few "2 8 64"] [--cli PATH] [--sandbox-dir DIR] [--big-sandbox-dir DIR]
#                                    [--out FILE]
# Environment: REPS, TIME, PARTS, SCALEBENCH_CLI.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"
reps=${REPS:-3}
duration=${TIME:-10}
parts=${PARTS:-"many few scale"}
loops=2
few_list="2 8 64"
sandbox_dir=""
big_dir=""
out=""
table_size=10000
async_extra="" # options for the async runs only (the 10,000-connection part opens them at --connect-rate)

while [ $# -gt 0 ]; do
    case "$1" in
        --parts) parts=$2; shift 2 ;;
        --reps) reps=$2; shift 2 ;;
        --time) duration=$2; shift 2 ;;
        --loops) loops=$2; shift 2 ;;
        --few) few_list=$2; shift 2 ;;
        --cli) cli=$2; shift 2 ;;
        --sandbox-dir) sandbox_dir=$2; shift 2 ;;
        --big-sandbox-dir) big_dir=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        -h|--help) usage ;;
        *) die "unknown option $1 (see --help)" ;;
    esac
done
find_cli "$root/build-bench/app/scalebench-cli" "$root/build/dev/app/scalebench-cli" "$root/build/app/scalebench-cli"
command -v sysbench >/dev/null || die "sysbench not found"
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

results=$work/results.csv
echo "part,threads,rep,tool,qps,queries,tps,cpu_s,cpu_us_per_query,exit,maxrss_mib,wall_s" >"$results"

# One run on the sandbox sandbox_up started last: part threads rep tool extra...
measure() {
    local part=$1 th=$2 rep=$3 tool=$4
    shift 4
    local log=$work/$tool.$part.$th.$rep.log cpu rc rss wall qps queries tps
    local -a cmd
    case "$tool" in
    sysbench)
        cmd=(sysbench oltp_point_select --mysql-host=127.0.0.1 --mysql-port="$sb_port" --mysql-user="$sb_user"
            --mysql-password="$sb_password" --mysql-db=sbtest --db-ps-mode=auto --table-size="$table_size"
            --threads="$th" --time="$duration" --report-interval=0 "$@" run) ;;
    async|threads)
        cmd=("$cli" run oltp_point_select --host=127.0.0.1 --port="$sb_port" --user="$sb_user" --password="$sb_password"
            --database=sbtest --table-size="$table_size" --threads="$th" --time="$duration" --report-interval=0
            --json --driver="$tool" "$@")
        # shellcheck disable=SC2206  # the extra-argument string is split on purpose
        [ "$tool" = async ] && cmd+=(--driver-threads="$loops" $async_extra) ;;
    esac
    read -r cpu rc rss wall < <(run_measured "$log" '{cpu:.6f} {exit} {maxrss} {wall:.2f}' "${cmd[@]}")
    read -r qps queries tps < <(parse_result "$tool" "$log")
    [ "$rc" = 0 ] || { echo "!! $tool $part threads=$th exit $rc:" >&2; tail -n 5 "$log" >&2; }
    python3 - >>"$results" <<EOF
q = int(float("$queries"))
print("$part,$th,$rep,$tool,$qps,$queries,$tps,$cpu,%.3f,$rc,%.1f,$wall" % ((float("$cpu") * 1e6 / q) if q else 0, $rss / 1024))
EOF
}

pair() { # part threads toolA toolB extra...
    local part=$1 th=$2 a=$3 b=$4
    shift 4
    for rep in $(seq 1 "$reps"); do
        for tool in $(alternate "$rep" "$a" "$b"); do measure "$part" "$th" "$rep" "$tool" "$@" || true; done
        printf '.' >&2
    done
}

echo "# $reps alternating repetition(s) x ${duration}s; loop threads K=$loops; cpus $(nproc)"
echo "# load average at start: $(loadavg)"
if [[ " $parts " == *" many "* || " $parts " == *" few "* ]]; then
    [ -n "$sandbox_dir" ] || { sandbox_dir=$work/sandbox; stop_at_exit "$sandbox_dir"; }
    sandbox_up "$sandbox_dir"
    prepare_tables oltp_point_select "$sandbox_dir" --table-size="$table_size" || true
    [[ " $parts " == *" many "* ]] && pair many 1024 async sysbench
    if [[ " $parts " == *" few "* ]]; then
        for th in $few_list; do pair few "$th" async threads; done
    fi
fi
if [[ " $parts " == *" scale "* ]]; then
    [ -n "$big_dir" ] || { big_dir=$work/big; stop_at_exit "$big_dir"; }
    sandbox_up "$big_dir" --option max_connections=12000 --option open_files_limit=30000 \
        --option thread_handling=pool-of-threads
    prepare_tables oltp_point_select "$big_dir" --table-size="$table_size" || true
    async_extra="--connect-rate=2500"
    pair scale 10000 async sysbench --rate=2000
    async_extra=""
fi
echo >&2
echo "# load average at end: $(loadavg)"
[ -n "$out" ] && cp "$results" "$out"

PYTHONPATH=$here python3 - "$results" <<'EOF'
import statistics, sys
from tables import read_cases
rows, order, cases = read_cases(sys.argv[1], lambda r: (r["part"], int(r["threads"])))
med = statistics.median
targets = {"many": (2.0, 0.5), "few": (0.97, 1.05)}
print(f"{'part':<6} {'conns':>6} {'A':<7} {'B':<8} {'n':>2} {'QPS A':>8} {'QPS B':>8} {'ratio':>6} {'(min..max)':>13} "
      f"{'us/q A':>7} {'us/q B':>7} {'ratio':>6} {'(min..max)':>13} {'RSS A':>7} {'RSS B':>7}  verdict")
for key in order:
    reps = list(cases[key].values())
    tools = sorted({t for v in reps for t in v}, key=lambda t: {"async": 0}.get(t, 1))
    if len(tools) != 2:
        continue
    a, b = tools
    both = [v for v in reps if a in v and b in v]
    f = lambda t, k: [float(v[t][k]) for v in both]
    qa, qb, ca, cb = f(a, "qps"), f(b, "qps"), f(a, "cpu_us_per_query"), f(b, "cpu_us_per_query")
    qr = [x / y if y else float("inf") for x, y in zip(qa, qb)]
    cr = [x / y if y else 0 for x, y in zip(ca, cb)]
    qratio = med(qa) / med(qb) if med(qb) else float("inf")
    cratio = med(ca) / med(cb) if med(cb) else 0
    verdict = ""
    if key[0] in targets:
        tq, tc = targets[key[0]]
        miss = (["QPS<%g" % tq] if qratio < tq else []) + (["CPU>%g" % tc] if cratio > tc else [])
        verdict = " ".join(miss) or "ok"
    print(f"{key[0]:<6} {key[1]:>6} {a:<7} {b:<8} {len(both):>2} {med(qa):>8.0f} {med(qb):>8.0f} {qratio:>6.2f} "
          f"{'(%.2f..%.2f)' % (min(qr), max(qr)):>13} {med(ca):>7.1f} {med(cb):>7.1f} {cratio:>6.2f} "
          f"{'(%.2f..%.2f)' % (min(cr), max(cr)):>13} {med(f(a, 'maxrss_mib')):>6.0f}M {med(f(b, 'maxrss_mib')):>6.0f}M  {verdict}")
scale = [r for r in rows if r["part"] == "scale"]
if scale:
    print("\nscale (10,000 connections, --rate=2000): per run")
    print(f"{'tool':<9} {'rep':>3} {'exit':>4} {'tps':>8} {'of 2000':>8} {'RSS MiB':>8} {'wall s':>7} {'CPU s':>7}")
    for r in scale:
        tps = float(r["tps"])
        print(f"{r['tool']:<9} {r['rep']:>3} {r['exit']:>4} {tps:>8.1f} {tps / 2000:>8.3f} {float(r['maxrss_mib']):>8.0f} "
              f"{float(r['wall_s']):>7.1f} {float(r['cpu_s']):>7.1f}")
EOF
