#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# perfschema_cost.sh: what performance_schema's instruments cost the server itself (issue 22). Two sandboxes, one
# started with --performance-schema (performance_schema=ON, every wait instrument timed) and one without, run the
# same `scalebench-cli run` alternately (the order swaps every repetition, so drift favours neither side); printed
# per case: each side's median throughput, the ratio ON/OFF per pair with its median and min..max, and whether the
# ON runs stored a wait profile. Nothing is asserted.
#
#   tests/benchmarks/perfschema_cost.sh                     # point_select and update_index, 2 and 32 clients, 5 x 10 s
#   tests/benchmarks/perfschema_cost.sh --reps 3 --time 5
#   tests/benchmarks/perfschema_cost.sh --cli build/dev/app/scalebench-cli --keep
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/lib.sh"

reps=5
time=10
threads="2 32"
workloads="oltp_point_select oltp_update_index"
table_size=10000
while [ $# -gt 0 ]; do
    case $1 in
    --reps) reps=$2; shift 2 ;;
    --time) time=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --workloads) workloads=$2; shift 2 ;;
    --table-size) table_size=$2; shift 2 ;;
    --cli) cli=$2; shift 2 ;;
    --keep) keep=1; shift ;;
    --help | -h) usage ;;
    *) die "unknown option $1 (--help)" ;;
    esac
done
find_cli "$root/build/dev/app/scalebench-cli" "$root/build/release/app/scalebench-cli"

on_dir=$work/ps-on
off_dir=$work/ps-off
stop_at_exit "$on_dir"
stop_at_exit "$off_dir"
sandbox_up "$on_dir" --performance-schema
sandbox_up "$off_dir"
csv=$work/runs.csv
echo "workload,threads,side,rep,tps,profile" >"$csv"
echo "load before: $(loadavg)" >&2
for w in $workloads; do
    for side in on off; do
        prepare_tables "$w" "$work/ps-$side" --tables=1 --table-size="$table_size" || true
    done
    for t in $threads; do
        for rep in $(seq 1 "$reps"); do
            for side in $(alternate "$rep" on off); do
                log=$work/$w-$t-$side-$rep.log
                "$cli" run "$w" --sandbox-dir="$work/ps-$side" --tables=1 --table-size="$table_size" \
                    --threads="$t" --time="$time" --warmup-time=2 --json >"$log" 2>"$log.err" || true
                read -r _ _ tps < <(parse_result scalebench "$log")
                profile=$(grep -q '"wait_profile":\[' "$log" && echo yes || echo no)
                echo "$w,$t,$side,$rep,$tps,$profile" >>"$csv"
                echo "$w $t clients $side rep $rep: $tps tx/s (profile: $profile)" >&2
            done
        done
    done
done
echo "load after: $(loadavg)" >&2
python3 - "$csv" <<'PY'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1])))
cases = sorted({(r["workload"], int(r["threads"])) for r in rows}, key=lambda c: (c[0], c[1]))
print(f'{"workload":<20}{"thr":>4}{"n":>3}{"tps off":>10}{"tps on":>10}{"on/off":>8}  {"(min..max)":<14}profile on')
for w, t in cases:
    by = {(r["side"], r["rep"]): float(r["tps"]) for r in rows if r["workload"] == w and int(r["threads"]) == t}
    reps = sorted({rep for _, rep in by})
    ratios = [by[("on", rep)] / by[("off", rep)] for rep in reps if by.get(("off", rep), 0) > 0 and ("on", rep) in by]
    on = [by[("on", rep)] for rep in reps if ("on", rep) in by]
    off = [by[("off", rep)] for rep in reps if ("off", rep) in by]
    prof = all(r["profile"] == "yes" for r in rows if r["workload"] == w and int(r["threads"]) == t and r["side"] == "on")
    if not ratios:
        continue
    print(f'{w:<20}{t:>4}{len(ratios):>3}{statistics.median(off):>10.0f}{statistics.median(on):>10.0f}'
          f'{statistics.median(ratios):>8.3f}  ({min(ratios):.2f}..{max(ratios):.2f})  {"yes" if prof else "no"}')
PY
