#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# gui_vs_cli.sh: the same small plan run from the workstation (scalebench --run-plan ... --quit-when-done, under
# xvfb-run or the offscreen platform) and from scalebench-cli (plan run), on one sandbox server, each program into
# its own results file. Target: GUI/CLI throughput >= 0.98 (the GUI only draws one chart point per interval).
#
# Two ways to pair the runs:
#   interleaved (default): both programs start the same one-client-count plan at the same moment, each on a
#       database of its own, and interleave.py lets only one of them run at a time, swapping every --slice seconds
#       (SIGSTOP/SIGCONT of the whole process tree; under Xvfb the X server is on the GUI's side). Both measure in
#       the same wall-clock window, in alternate slices of it: whatever the machine's speed does over seconds
#       (other tenants, host contention) it does to both. Throughput is compared over the measured intervals both
#       programs share in wall-clock time. A stopped program's in-flight transactions wait out the other's slice,
#       so latencies are not comparable in this mode, only throughput; use a read-only workload (a stopped client
#       must not hold locks the other needs).
#   sequential: GUI and CLI one after the other (GUI first in odd rounds, CLI first in even ones), each plan with
#       every client count. Simple, but on a shared machine single pairs scatter by +-10-20%.
#
# Printed (pair_runs.py, from the two results files): per round and client count the throughput of both and the
# ratio GUI/CLI; overall the ratio of the summed throughputs, the median pair ratio, the geometric mean of the
# pair ratios with its 95% confidence interval, and the client CPU per transaction of each program (user+sys of
# the whole process from GNU time, start-up and warm-up included; under Xvfb the X server's CPU counts for the
# GUI). Timings are printed, never asserted (the exit status is non-zero only when a program fails).
#
# Usage:
#   tests/benchmarks/gui_vs_cli.sh [options]
#     --build DIR          build tree holding app/scalebench and app/scalebench-cli (default build/release)
#     --sandbox-dir DIR    use (and start if needed) the sandbox in DIR and leave it running;
#                          default: a fresh sandbox in a temp dir, stopped and removed at the end
#     --mode M             interleaved (default) or sequential
#     --slice S            interleaved: seconds each program runs before the other's turn (default 0.1)
#     --rounds N           pairs of runs per client count (default 8)
#     --time S             measured seconds per run (default 10)
#     --warmup S           warm-up seconds per run, not measured (default 2)
#     --threads "LIST"     client counts (default "4 8")
#     --workload NAME      default oltp_point_select
#     --table-size N       rows of the one table (default 10000)
#     --platform P         xvfb (default when xvfb-run exists) or offscreen
#     --control            run scalebench-cli in the GUI's place too: an A/A test of the method itself, whose ratio
#                          should come out 1 within its interval (any bias of the pairing shows here)
#     --keep               keep the temp dir (plans, results files, logs)
#
# Needs python3 (interleave.py, pair_runs.py) and, interleaved, the mariadb or mysql client (to create the two
# databases). Example: tests/benchmarks/gui_vs_cli.sh --rounds 32 --time 6 --platform offscreen
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"

build=$root/build/release
sandbox_dir=""
mode=interleaved
slice=0.1
rounds=8
duration=10
warmup=2
threads="4 8"
workload=oltp_point_select
table_size=10000
platform=""
control=0

while [ $# -gt 0 ]; do
    case "$1" in
        --build) build=$2; shift 2 ;;
        --sandbox-dir) sandbox_dir=$2; shift 2 ;;
        --mode) mode=$2; shift 2 ;;
        --slice) slice=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        --time) duration=$2; shift 2 ;;
        --warmup) warmup=$2; shift 2 ;;
        --threads) threads=$2; shift 2 ;;
        --workload) workload=$2; shift 2 ;;
        --table-size) table_size=$2; shift 2 ;;
        --platform) platform=$2; shift 2 ;;
        --control) control=1; shift ;;
        --keep) keep=1; shift ;;
        -h|--help) usage ;;
        *) die "unknown option $1 (see --help)" ;;
    esac
done

gui=$build/app/scalebench
cli=$build/app/scalebench-cli
[ -x "$gui" ] && [ -x "$cli" ] \
    || die "no $gui or $cli: cmake --preset release && cmake --build build/release --target scalebench scalebench-cli"
choose_display
gui_cmd=("${display[@]}" "$gui")
case "$mode" in interleaved|sequential) ;; *) die "--mode is interleaved or sequential" ;; esac

if [ -z "$sandbox_dir" ]; then
    sandbox_dir=$work/sandbox
    stop_at_exit "$sandbox_dir"
fi
sandbox_up "$sandbox_dir"

# write_plan FILE "CLIENT COUNTS" [DATABASE]: against the sandbox, or against DATABASE on the sandbox's socket
write_plan() {
    local server='"sandbox"'
    if [ -n "${3:-}" ]; then
        server="{\"name\": \"sandbox-$3\", \"socket\": \"$sb_socket\", \"user\": \"$sb_user\", \"database\": \"$3\"}"
    fi
    cat > "$1" <<JSON
{
    "schema": "scalebench-plan", "version": 1, "name": "gui-vs-cli",
    "servers": [$server],
    "workloads": [{"name": "$workload", "options": {"tables": 1, "table_size": $table_size}}],
    "clients": [$(echo $2 | tr ' ' ',')],
    "repetitions": 1, "warmup": $warmup, "duration": $duration
}
JSON
}

# CPU of each program run: "user sys" seconds appended to gui.cpu / cli.cpu (GNU time; empty without it).
timed=()
if [ -x /usr/bin/time ]; then timed=(/usr/bin/time -a -f "%U %S" -o); fi
gui_name=scalebench
if [ "$control" = 1 ]; then gui_name=scalebench-cli; platform="none: --control runs the CLI in its place"; fi
run_gui() { # PLAN
    if [ "$control" = 1 ]; then
        ${timed[@]:+"${timed[@]}" "$work/gui.cpu"} "$cli" plan run "$1" --store="$work/gui.sqlite" \
            --sandbox-dir="$sandbox_dir" >>"$work/gui.log" 2>&1 || { cat "$work/gui.log" >&2; return 1; }
        return
    fi
    ${timed[@]:+"${timed[@]}" "$work/gui.cpu"} "${gui_cmd[@]}" --run-plan "$1" --store "$work/gui.sqlite" \
        --sandbox-dir "$sandbox_dir" --quit-when-done >>"$work/gui.log" 2>&1 || { cat "$work/gui.log" >&2; return 1; }
}
run_cli() { # PLAN
    ${timed[@]:+"${timed[@]}" "$work/cli.cpu"} "$cli" plan run "$1" --store="$work/cli.sqlite" \
        --sandbox-dir="$sandbox_dir" >>"$work/cli.log" 2>&1 || { cat "$work/cli.log" >&2; return 1; }
}

# Runs GUI_PLAN and CLI_PLAN at once, one program running at a time; FIRST (gui or cli) takes the first slice.
run_interleaved() { # GUI_PLAN CLI_PLAN FIRST
    run_gui "$1" & local gui_job=$!
    run_cli "$2" & local cli_job=$!
    python3 "$here/interleave.py" "$slice" "$3" "$gui_job" "$cli_job" "$gui_name" || true
    local status=0
    wait "$gui_job" || status=1
    wait "$cli_job" || status=1
    return $status
}

echo "gui_vs_cli: $workload, clients $threads, ${warmup} s warm-up + ${duration} s, $rounds round(s)," \
    "GUI on $platform, $mode" >&2
if [ "$mode" = sequential ]; then
    write_plan "$work/plan.json" "$threads"
    for round in $(seq 1 "$rounds"); do
        for tool in $(alternate "$round" gui cli); do
            echo "  round $round: $tool" >&2
            "run_$tool" "$work/plan.json" || die "$tool failed in round $round"
        done
    done
else
    # Each program prepares (drops and loads) its plan's tables when it starts, so each gets a database of its own.
    export MYSQL_PWD=$sb_password
    client=$(command -v mariadb || command -v mysql) || die "interleaved mode needs the mariadb (or mysql) client"
    "$client" -S "$sb_socket" -u "$sb_user" \
        -e "CREATE DATABASE IF NOT EXISTS sbtest_gui; CREATE DATABASE IF NOT EXISTS sbtest_cli" \
        || die "cannot create the databases sbtest_gui and sbtest_cli in the sandbox"
    for round in $(seq 1 "$rounds"); do
        if [ $((round % 2)) = 1 ]; then first=gui; else first=cli; fi
        for t in $threads; do
            echo "  round $round: $t clients, both programs, $first first" >&2
            write_plan "$work/gui-$t.json" "$t" sbtest_gui
            write_plan "$work/cli-$t.json" "$t" sbtest_cli
            run_interleaved "$work/gui-$t.json" "$work/cli-$t.json" "$first" || die "a program failed in round $round"
        done
    done
fi

cpu_total() { [ -s "$1" ] && awk '$1 ~ /^[0-9.]+$/ { s += $1 + $2 } END { printf "%.2f", s }' "$1" || echo 0; }
pairing=(--per-round "$(echo $threads | wc -w)") # runs per round, in the order they ran, in both modes
[ "$mode" = interleaved ] && pairing+=(--common-window)
python3 "$here/pair_runs.py" --gui "$work/gui.sqlite" --cli "$work/cli.sqlite" "${pairing[@]}" --duration "$duration" \
    --cpu-gui "$(cpu_total "$work/gui.cpu")" --cpu-cli "$(cpu_total "$work/cli.cpu")"
