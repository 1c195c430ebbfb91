#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# explore_vs_sweep.sh: `scalebench-cli explore` against the full sweep it should replace (issue 12), on a sandbox
# server of its own. The full sweep is a plan of the doubling counts of 1..MAX and the counts between them
# (1 2 3 4 6 8 11 16 23 32 45 64 for 64), three repetitions each; explore runs with a budget of about half the
# sweep's wall time and at most half its runs (its runs may be shorter than the budget's guess). The two alternate
# (A,B then B,A), R rounds, with the load average beside each. For each experiment it prints the run count and the
# USL fit of all its runs (`scalebench-cli fit`, the same fit explore uses): N* and the peak with their 95%
# intervals, and whether each explore's N* lies inside each sweep's interval.
# Nothing is asserted. A loaded machine makes throughput vary between runs minutes apart; run it on a quiet one.
#
# Usage: tests/benchmarks/explore_vs_sweep.sh [--cli PATH] [--reps R] [--time S] [--max-clients N]
#                                             [--server-cpus LIST] [--workload NAME] [--out DIR]
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"
reps=1 time=5 max=64 cpus=0 workload=oltp_point_select out=""
while [ $# -gt 0 ]; do
    case $1 in
    --cli) cli=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --time) time=$2; shift 2 ;;
    --max-clients) max=$2; shift 2 ;;
    --server-cpus) cpus=$2; shift 2 ;;
    --workload) workload=$2; shift 2 ;;
    --out) out=$2; mkdir -p "$out"; shift 2 ;;
    -h|--help) usage ;;
    *) die "unknown option $1 (see --help)" ;;
    esac
done
[ -n "$out" ] || out=$(mktemp -d /tmp/explore-vs-sweep.XXXXXX) # kept: the results file and the fits stay there
find_cli "$root/build/dev/app/scalebench-cli"
cli=$(realpath "$cli")
store=$out/results.sqlite
sandbox=$out/sandbox
stop_at_exit "$sandbox"
sandbox_up "$sandbox"

counts=() c=1
while [ "$c" -lt "$max" ]; do
    counts+=("$c")
    mid=$(python3 -c "import math; a=$c; b=min(2*$c,$max); m=round(math.sqrt(a*b)); print(m if a < m < b else '')")
    [ -n "$mid" ] && counts+=("$mid")
    c=$((c * 2))
done
counts+=("$max")
clients=$(IFS=,; echo "${counts[*]}")
runs=$((${#counts[@]} * 3))
budget=$(python3 -c "print(round($runs * ($time + 1.4) / 2))") # a run takes its time, the warm-up and ~0.4 s more
cat > "$out/sweep.json" <<JSON
{"schema": "scalebench-plan", "version": 1, "name": "full-sweep", "servers": ["sandbox"],
 "workloads": [{"name": "$workload"}], "clients": [$clients], "server_cpus": [{"label": "$cpus", "spec": "$cpus"}],
 "repetitions": 3, "warmup": "1s", "duration": "${time}s",
 "order": ["server", "workload", "server_cpus", "client_cpus", "repetition", "clients"]}
JSON
explore() {
    echo "explore: budget $budget s, load $(loadavg)"
    "$cli" explore "$workload" --max-clients="$max" --time="$time" --warmup-time=1 --server-cpus="$cpus" \
        --sandbox-dir="$sandbox" --store="$store" --budget="$budget" --max-runs=$((runs / 2)) --json | tail -1 |
        cut -c1-200
}
sweep() {
    echo "full sweep: $runs runs ($clients), load $(loadavg)"
    "$cli" plan run "$out/sweep.json" --store "$store" --sandbox-dir "$sandbox" | tail -1
}
prepare_tables "$workload" "$sandbox" || true
for ((r = 1; r <= reps; r++)); do
    for step in $(alternate "$r" explore sweep); do "$step"; done
done
echo "load at the end: $(loadavg)"

for e in $(sqlite3 "$store" "SELECT id FROM experiments ORDER BY id"); do
    (echo "clients,e$e"; sqlite3 -csv "$store" "SELECT threads, tps FROM runs WHERE experiment_id=$e AND status='finished'") > "$out/e$e.csv"
    "$cli" fit "$out/e$e.csv" --format json > "$out/e$e.json"
done
python3 - "$store" "$out" <<'PY'
import json, sqlite3, sys
store, out = sys.argv[1], sys.argv[2]
db = sqlite3.connect(store)
rows = []
for eid, name in db.execute("SELECT id, name FROM experiments ORDER BY id"):
    n = db.execute("SELECT count(*) FROM runs WHERE experiment_id=? AND status='finished'", (eid,)).fetchone()[0]
    usl = json.load(open(f"{out}/e{eid}.json")).get("usl", [{}])[0]
    lo, hi = (usl.get("nStarInterval") or [None, None])
    rows.append((eid, name, n, usl.get("nStar"), lo, hi, usl.get("peak"), usl.get("peakInterval")))
fmt = lambda v: "-" if v is None else f"{v:.1f}"
for eid, name, n, ns, lo, hi, peak, pi in rows:
    print(f"experiment {eid} {name}: {n} runs, N* {fmt(ns)} ({fmt(lo)}-{fmt(hi) if hi is not None else 'inf'}), "
          f"peak {fmt(peak)} ({fmt(pi[0]) if pi else '-'}-{fmt(pi[1]) if pi else '-'})")
for a in [r for r in rows if r[1].startswith("explore")]:
    for b in [r for r in rows if not r[1].startswith("explore")]:
        inside = a[3] is not None and b[4] is not None and a[3] >= b[4] and (b[5] is None or a[3] <= b[5])
        print(f"explore {a[0]} ({a[2]} runs) N* {fmt(a[3])} inside sweep {b[0]} ({b[2]} runs)'s interval: {'yes' if inside else 'no'}")
PY
