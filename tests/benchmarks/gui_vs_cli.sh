#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# gui_vs_cli.sh: the same small plan run from the workstation (scalebench --run-plan ... --quit-when-done, under
# xvfb-run or the offscreen platform) and from scalebench-cli (plan run), alternately, on one sandbox server.
#
# Each round runs the plan once with each program (GUI first in odd rounds, CLI first in even ones), each program
# into its own results file. It then prints, per round and client count, the throughput (transactions/s of the
# measured time, from the results store) of both and the ratio GUI/CLI, and overall the ratio of the summed
# throughputs and the geometric mean of the per-run ratios. The target is GUI/CLI >= 0.98: the GUI only draws one
# chart point per interval. Timings are printed, never asserted (exit status is non-zero only when a program fails).
#
# Usage:
#   tests/benchmarks/gui_vs_cli.sh [options]
#     --build DIR          build tree holding app/scalebench and app/scalebench-cli (default build/release)
#     --sandbox-dir DIR    use (and start if needed) the sandbox in DIR and leave it running;
#                          default: a fresh sandbox in a temp dir, stopped and removed at the end
#     --rounds N           plan runs per program (default 2: the plan's "2 repetitions")
#     --time S             measured seconds per run (default 10)
#     --warmup S           warm-up seconds per run, not measured (default 3)
#     --threads "LIST"     client counts (default "4 8")
#     --workload NAME      default oltp_point_select
#     --table-size N       rows of the one table (default 10000)
#     --platform P         xvfb (default when xvfb-run exists) or offscreen
#     --keep               keep the temp dir (plan, results files, logs)
#
# Example: tests/benchmarks/gui_vs_cli.sh --rounds 3 --threads "4 8 16"
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

build=$root/build/release
sandbox_dir=""
rounds=2
duration=10
warmup=3
threads="4 8"
workload=oltp_point_select
table_size=10000
platform=""
keep=0

die() { echo "gui_vs_cli: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case "$1" in
        --build) build=$2; shift 2 ;;
        --sandbox-dir) sandbox_dir=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --time) duration=$2; shift 2 ;;
        --warmup) warmup=$2; shift 2 ;;
        --threads) threads=$2; shift 2 ;;
        --workload) workload=$2; shift 2 ;;
        --table-size) table_size=$2; shift 2 ;;
        --platform) platform=$2; shift 2 ;;
        --keep) keep=1; shift ;;
        -h|--help) sed -n '4,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option $1 (see --help)" ;;
    esac
done

gui=$build/app/scalebench
cli=$build/app/scalebench-cli
[ -x "$gui" ] && [ -x "$cli" ] || die "no $gui or $cli: cmake --preset release && cmake --build build/release --target scalebench scalebench-cli"
if [ -z "$platform" ]; then
    if command -v xvfb-run >/dev/null; then platform=xvfb; else platform=offscreen; fi
fi
case "$platform" in
    xvfb) command -v xvfb-run >/dev/null || die "xvfb-run is not installed; use --platform offscreen"
          gui_cmd=(xvfb-run -a -s "-screen 0 1600x1000x24" "$gui") ;;
    offscreen) gui_cmd=(env QT_QPA_PLATFORM=offscreen "$gui") ;;
    *) die "--platform is xvfb or offscreen" ;;
esac

work=$(mktemp -d /tmp/gui_vs_cli.XXXXXX)
own_sandbox=0
if [ -z "$sandbox_dir" ]; then
    sandbox_dir=$work/sandbox
    own_sandbox=1
fi
cleanup() {
    if [ "$own_sandbox" = 1 ]; then "$cli" sandbox stop --dir "$sandbox_dir" >/dev/null 2>&1 || true; fi
    if [ "$keep" = 1 ]; then echo "kept $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT
"$cli" sandbox start --dir "$sandbox_dir" >/dev/null || die "cannot start the sandbox in $sandbox_dir"

clients=$(echo $threads | tr ' ' ',')
plan=$work/plan.json
cat > "$plan" <<JSON
{
    "schema": "scalebench-plan", "version": 1, "name": "gui-vs-cli",
    "servers": ["sandbox"],
    "workloads": [{"name": "$workload", "options": {"tables": 1, "table_size": $table_size}}],
    "clients": [$clients],
    "repetitions": 1, "warmup": $warmup, "duration": $duration
}
JSON

run_gui() {
    "${gui_cmd[@]}" --run-plan "$plan" --store "$work/gui.sqlite" --sandbox-dir "$sandbox_dir" --quit-when-done \
        >>"$work/gui.log" 2>&1 || { cat "$work/gui.log" >&2; die "scalebench failed in round $1"; }
}
run_cli() {
    "$cli" plan run "$plan" --store="$work/cli.sqlite" --sandbox-dir="$sandbox_dir" >>"$work/cli.log" 2>&1 \
        || { cat "$work/cli.log" >&2; die "scalebench-cli failed in round $1"; }
}

echo "gui_vs_cli: $workload, clients $threads, ${warmup} s warm-up + ${duration} s, $rounds round(s), GUI on $platform" >&2
for round in $(seq 1 "$rounds"); do
    if [ $((round % 2)) = 1 ]; then order="gui cli"; else order="cli gui"; fi
    for tool in $order; do
        echo "  round $round: $tool" >&2
        "run_$tool" "$round"
    done
done

"$cli" results list --store="$work/gui.sqlite" --csv "$work/gui.csv" >/dev/null 2>&1 || die "cannot read $work/gui.sqlite"
"$cli" results list --store="$work/cli.sqlite" --csv "$work/cli.csv" >/dev/null 2>&1 || die "cannot read $work/cli.sqlite"

# CSV columns: id,experiment,workload,clients,...,status(9),...,tps(13). Experiment N = round N in both files.
awk -F, -v target=0.98 -v rounds="$rounds" -v threads="$threads" '
    FNR == 1 { next }
    FILENAME ~ /gui.csv$/ { gui[$2 "," $4] = $13; status[$2 "," $4] = $9; next }
    { cli[$2 "," $4] = $13; if ($9 != "finished") status[$2 "," $4] = $9 }
    END {
        printf "%5s %7s %12s %12s %9s\n", "round", "clients", "tps GUI", "tps CLI", "GUI/CLI"
        n = 0; logsum = 0; sg = 0; sc = 0
        nt = split(threads, t, " ")
        for (r = 1; r <= rounds; r++) {
            for (i = 1; i <= nt; i++) {
                k = r "," t[i]
                if (!(k in gui) || !(k in cli) || cli[k] <= 0) { printf "%5s %7s  missing run\n", r, t[i]; continue }
                ratio = gui[k] / cli[k]
                printf "%5s %7s %12.1f %12.1f %9.3f%s\n", r, t[i], gui[k], cli[k], ratio,
                    status[k] == "finished" ? "" : "  (" status[k] ")"
                n++; logsum += log(ratio); sg += gui[k]; sc += cli[k]
            }
        }
        if (n == 0) { print "no pairs of runs to compare"; exit 1 }
        overall = sg / sc
        printf "overall: GUI/CLI throughput %.3f (sum of tps), geometric mean of the run ratios %.3f, %d pairs%s\n",
            overall, exp(logsum / n), n, overall >= target ? "" : "  < target " target
    }' "$work/gui.csv" "$work/cli.csv"
