#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# profile_cost.sh: what --profile-server (perf record -e cpu-clock -g -p of the local server during the measured
# part) costs the server: the same oltp_point_select run with it ON and OFF, alternating ON/OFF and OFF/ON per
# repetition so that drift favours neither, on a sandbox of its own. Per client count it prints the ratio ON/OFF of
# the throughput and of the server's CPU time per transaction (from /proc, as the run stores it), pair by pair,
# with their geometric mean and 95% interval. perf's own CPU (its process, and perf script after the run) is not
# the server's and is not in the second ratio; the folding after the run is outside the measured part.
#
# --what counters measures the always-on host counters instead (ON: a plain run, OFF: --no-host-counters): the
# perf_event software counters opened on every server thread, and /proc read at the start and the end (the
# threads' switches, and the cost per transaction's /proc/PID/io, /proc/diskstats and VmHWM). The client's CPU per
# transaction (this process, stored in both) is the last ratio.
#
# --what offcpu measures the off-CPU profile (ON: --profile-server=off-cpu): perf recording every switch of the
# server's threads, a DWARF stack for every 4th; "samples" is then the sampled switches stored.
#
# Usage: tests/benchmarks/profile_cost.sh [--cli PATH] [--reps N (3)] [--time S (8)] [--clients "2 16"]
#        [--what profile|offcpu|counters (profile)] [--workload W (oltp_point_select)] [--keep]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/lib.sh"

reps=3
time_s=8
clients="2 16"
what=profile
workload=oltp_point_select
while [ $# -gt 0 ]; do
    case $1 in
    --cli) cli=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --time) time_s=$2; shift 2 ;;
    --clients) clients=$2; shift 2 ;;
    --what) what=$2; shift 2 ;;
    --workload) workload=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    -h | --help) usage ;;
    *) die "unknown option $1" ;;
    esac
done
find_cli "$root/build/release/app/scalebench-cli" "$root/build/dev/app/scalebench-cli"
command -v perf >/dev/null || die "perf is not installed (Debian: linux-perf; packaging/install-deps.sh)"

sandbox="$work/sandbox"
stop_at_exit "$sandbox"
sandbox_up "$sandbox"
prepare_tables "$workload" "$sandbox" --tables=1 --table-size=100000 || true

echo "load before: $(loadavg)" >&2
csv="$work/runs.csv"
echo "clients,rep,mode,store" >"$csv"
for rep in $(seq 1 "$reps"); do
    for c in $clients; do
        for mode in $(alternate "$rep" on off); do
            store="$work/run-$c-$rep-$mode.sqlite"
            flag=()
            if [ "$what" = counters ]; then
                [ "$mode" = off ] && flag=(--no-host-counters)
            elif [ "$what" = offcpu ]; then
                [ "$mode" = on ] && flag=(--profile-server=off-cpu)
            else
                [ "$mode" = on ] && flag=(--profile-server)
            fi
            "$cli" run "$workload" --sandbox-dir="$sandbox" --tables=1 --table-size=100000 --threads="$c" \
                --time="$time_s" --warmup-time=2 "${flag[@]}" --store="$store" >"$work/run.out" 2>&1 ||
                { cat "$work/run.out" >&2; die "run failed"; }
            echo "$c,$rep,$mode,$store" >>"$csv"
            echo "clients $c rep $rep $mode: $(grep -m1 'transactions:' "$work/run.out" | sed 's/ \+/ /g')" >&2
        done
    done
done
echo "load after: $(loadavg)" >&2
pgrep -x perf >/dev/null && echo "warning: a perf process is running (not necessarily ours)" >&2

python3 - "$csv" "$what" <<'PYEOF'
import csv, json, math, sqlite3, statistics, sys
T95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228]
def t95(df):
    return T95[df - 1] if df <= 10 else 2.1
rows = list(csv.DictReader(open(sys.argv[1])))
def read(store):
    db = sqlite3.connect(store)
    tps, tx = db.execute("select tps, transactions from runs").fetchone()
    env = json.loads(db.execute("select snapshot_json from environment").fetchone()[0])
    cpu = env.get("server_cpu", {}).get("seconds")
    prof = env.get("server_offcpu_profile" if sys.argv[2] == "offcpu" else "server_profile", {})
    client = env.get("run_cost", {}).get("client_cpu", {}).get("seconds")  # this process's CPU, both sides
    return (tps, (cpu * 1e6 / tx if cpu and tx else float("nan")), prof.get("samples"),
            (client * 1e6 / tx if client and tx else float("nan")))
def gm(ratios):
    logs = [math.log(r) for r in ratios]
    m = statistics.mean(logs)
    if len(logs) < 2:
        return math.exp(m), float("nan"), float("nan")
    h = t95(len(logs) - 1) * statistics.stdev(logs) / math.sqrt(len(logs))
    return math.exp(m), math.exp(m - h), math.exp(m + h)
print("| clients | rep | tps OFF | tps ON | ON/OFF tps | server µs/tx OFF | ON | ON/OFF µs/tx | client µs/tx ON/OFF | samples |")
print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
by = {}
for r in rows:
    by.setdefault((int(r["clients"]), int(r["rep"])), {})[r["mode"]] = read(r["store"])
summary = {}
for (c, rep), m in sorted(by.items()):
    off, on = m["off"], m["on"]
    rt, rc, rl = on[0] / off[0], on[1] / off[1], on[3] / off[3]
    summary.setdefault(c, ([], [], []))
    summary[c][0].append(rt)
    summary[c][1].append(rc)
    if rl == rl:
        summary[c][2].append(rl)
    print(f"| {c} | {rep} | {off[0]:.0f} | {on[0]:.0f} | {rt:.3f} | {off[1]:.1f} | {on[1]:.1f} | {rc:.3f} | {rl:.3f} | {on[2]} |")
print()
print("| clients | ON/OFF throughput (geo. mean, 95% CI) | ON/OFF server CPU per tx (geo. mean, 95% CI) | ON/OFF client CPU per tx |")
print("| ---: | ---: | ---: | ---: |")
for c, (rt, rc, rl) in sorted(summary.items()):
    a, b = gm(rt), gm(rc)
    l = gm(rl) if rl else (float("nan"),) * 3
    print(f"| {c} | {a[0]:.3f} ({a[1]:.3f}-{a[2]:.3f}) | {b[0]:.3f} ({b[1]:.3f}-{b[2]:.3f}) | {l[0]:.3f} ({l[1]:.3f}-{l[2]:.3f}) |")
PYEOF
