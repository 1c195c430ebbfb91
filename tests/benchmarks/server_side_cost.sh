#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# server_side_cost.sh: what ScaleBench's own server-side collectors cost the measured run (issue 22, "Cost and
# scale"): the status sampler (SHOW GLOBAL STATUS on its own connection every report interval, --server-counters)
# ON (default set) against OFF (--server-counters=none), oltp_point_select on a sandbox over its socket, at 2 and
# 64 clients. ON and OFF alternate (ON,OFF then OFF,ON), R repetitions of each; per client count the table gives
# the median QPS of each side, the ON/OFF ratios of QPS and of client CPU per query (user+sys of scalebench-cli,
# wait4 rusage) and of the server's CPU per query (/proc), each as the geometric mean of the per-pair ratios with
# its 95% interval (Student t over the log ratios) and the range of the pairs. Nothing is asserted.
#
# Usage:
#   tests/benchmarks/server_side_cost.sh [--reps R] [--time S] [--clients "2 64"] [--interval S] [--cli PATH]
#                                        [--sandbox-dir DIR] [--out FILE]
# Environment: REPS, TIME, SCALEBENCH_CLI.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"
reps=${REPS:-5}
duration=${TIME:-10}
clients="2 64"
interval=1
sandbox_dir=""
out=""

while [ $# -gt 0 ]; do
    case "$1" in
        --reps) reps=$2; shift 2 ;;
        --time) duration=$2; shift 2 ;;
        --clients) clients=$2; shift 2 ;;
        --interval) interval=$2; shift 2 ;;
        --cli) cli=$2; shift 2 ;;
        --sandbox-dir) sandbox_dir=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        -h|--help) usage ;;
        *) die "unknown option $1 (see --help)" ;;
    esac
done
find_cli "$root/build-bench/app/scalebench-cli" "$root/build/dev/app/scalebench-cli" "$root/build/app/scalebench-cli"

if [ -z "$sandbox_dir" ]; then
    sandbox_dir=$work/sandbox
    stop_at_exit "$sandbox_dir"
fi
sandbox_up "$sandbox_dir"
prepare_tables oltp_point_select "$sandbox_dir" --table-size=10000 || true

results=$work/results.csv
echo "threads,rep,side,qps,queries,cpu_s,server_s" >"$results"
echo "load before: $(loadavg)" >&2
for threads in $clients; do
    for rep in $(seq 1 "$reps"); do
        for side in $(alternate "$rep" on off); do
            counters=default
            [ "$side" = off ] && counters=none
            log=$work/run-$threads-$rep-$side.log
            read -r cpu server < <(run_measured --server-pid "$sb_pid" "$log" '{cpu:.6f} {server:.6f}' \
                "$cli" run oltp_point_select --sandbox-dir="$sandbox_dir" --table-size=10000 \
                --threads="$threads" --time="$duration" --report-interval="$interval" \
                --server-counters="$counters" --json)
            read -r qps queries _ < <(parse_result scalebench "$log")
            echo "$threads,$rep,$side,$qps,$queries,$cpu,$server" >>"$results"
            echo "  $threads clients rep $rep $side: $qps qps, client cpu $cpu s, server cpu $server s" >&2
        done
    done
done
echo "load after: $(loadavg)" >&2

python3 - "$results" <<'EOF' | tee ${out:+"$out"}
import csv, math, statistics, sys
T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228]
rows = list(csv.DictReader(open(sys.argv[1])))
def ratio_text(ratios):
    logs = [math.log(r) for r in ratios if r > 0]
    if not logs:
        return "-"
    g = math.exp(statistics.mean(logs))
    if len(logs) < 2:
        return f"{g:.4f}"
    half = T95[min(len(logs) - 1, len(T95)) - 1] * statistics.stdev(logs) / math.sqrt(len(logs))
    return f"{g:.4f} ({math.exp(statistics.mean(logs) - half):.4f}-{math.exp(statistics.mean(logs) + half):.4f}; pairs {min(ratios):.4f}-{max(ratios):.4f})"
print("| clients | QPS on (median) | QPS off (median) | QPS on/off | client CPU/query on/off | server CPU/query on/off |")
print("|---|---|---|---|---|---|")
for threads in sorted({int(r["threads"]) for r in rows}):
    pairs = {}
    for r in rows:
        if int(r["threads"]) == threads:
            pairs.setdefault(r["rep"], {})[r["side"]] = r
    qps_r, cpu_r, srv_r, on_q, off_q = [], [], [], [], []
    for p in pairs.values():
        if "on" not in p or "off" not in p:
            continue
        on, off = p["on"], p["off"]
        qon, qoff = float(on["qps"]), float(off["qps"])
        non, noff = float(on["queries"]), float(off["queries"])
        on_q.append(qon); off_q.append(qoff)
        if qon > 0 and qoff > 0:
            qps_r.append(qon / qoff)
            cpu_r.append((float(on["cpu_s"]) / non) / (float(off["cpu_s"]) / noff))
            if float(off["server_s"]) > 0:
                srv_r.append((float(on["server_s"]) / non) / (float(off["server_s"]) / noff))
    print(f"| {threads} | {statistics.median(on_q):.0f} | {statistics.median(off_q):.0f} | {ratio_text(qps_r)} | "
          f"{ratio_text(cpu_r)} | {ratio_text(srv_r)} |")
EOF
