#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# gui_long_run.sh: what the workstation's GUI thread costs over a long run, per 30 s window (thread_cpu.py reads
# /proc/PID/task/TID/stat; the GUI thread is the main thread). Two parts:
#   real:   a plan of one run (oltp_point_select, 2 clients, --minutes long, --interval-ms between intervals)
#           run by the workstation itself (scalebench --run-plan FILE --store FILE --quit-when-done) on a sandbox
#           server, watched on the Run page. Windows start at the first stored interval.
#   replay: --intervals stored one-second intervals (a synthetic day by default: an hourly wave, one-interval spikes and
#           stalls) fed to the Run page's charts at --rate per second through LivePage::addInterval (gui_replay);
#           then the Results page opens the run, and the time it took to read and draw it is printed.
# Target (issue 15): in both parts the last window's GUI-thread CPU within 1.2x of the first's and under 5% of a core.
# Nothing is asserted; the tables are printed. The machine's other load shows in the numbers: say so with them.
#
# Usage:
#   tests/benchmarks/gui_long_run.sh [options]
#     --build DIR          build tree with app/scalebench and tests/gui_replay (default build/dev)
#     --part P             real, replay or both (default both)
#     --minutes M          real: measured minutes (default 20)
#     --interval-ms N      real: report interval (default 100)
#     --intervals N        replay: stored intervals (default 86400)
#     --rate R             replay: intervals fed per second (default 300)
#     --window S           seconds per window (default 30)
#     --sandbox-dir DIR    real: use (and start if needed) this sandbox; default a fresh one, removed at the end
#     --platform P         xvfb (default when xvfb-run exists) or offscreen
#     --shots DIR          also save pictures: the Run page at the end of each part, whole and zoomed, and the
#                          Results page with the replayed day, whole and zoomed
#     --keep               keep the temp dir (plan, results files, logs)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source-path=SCRIPTDIR source=lib.sh
source "$here/lib.sh"
build=$root/build/dev
part=both
minutes=20
interval_ms=100
intervals=86400
rate=300
window=30
sandbox_dir=""
platform=""
shots=""

while [ $# -gt 0 ]; do
    case "$1" in
        --build) build=$2; shift 2 ;;
        --part) part=$2; shift 2 ;;
        --minutes) minutes=$2; shift 2 ;;
        --interval-ms) interval_ms=$2; shift 2 ;;
        --intervals) intervals=$2; shift 2 ;;
        --rate) rate=$2; shift 2 ;;
        --window) window=$2; shift 2 ;;
        --sandbox-dir) sandbox_dir=$2; shift 2 ;;
        --platform) platform=$2; shift 2 ;;
        --shots) shots=$(mkdir -p "$2" && cd "$2" && pwd); shift 2 ;;
        --keep) keep=1; shift ;;
        -h|--help) usage ;;
        *) die "unknown option $1 (see --help)" ;;
    esac
done
case "$part" in real|replay|both) ;; *) die "--part is real, replay or both" ;; esac

gui=$build/app/scalebench
cli=$build/app/scalebench-cli
replay=$build/tests/gui_replay
[ -x "$gui" ] && [ -x "$cli" ] && [ -x "$replay" ] \
    || die "no $gui, $cli or $replay: cmake --build $build --target scalebench scalebench-cli gui_replay"
choose_display

# A private home: the user's settings, window geometry and default results file stay untouched.
export HOME=$work/home XDG_CONFIG_HOME=$work/home/config XDG_DATA_HOME=$work/home/data
mkdir -p "$HOME"

# start_with_pid PIDFILE LOG COMMAND...: runs COMMAND on the display in the background; its own pid goes to PIDFILE
# (xvfb-run is a script: the pid of the job is not the program's).
start_with_pid() {
    local pidfile=$1 log=$2
    shift 2
    "${display[@]}" sh -c 'echo $$ > "$0"; exec "$@"' "$pidfile" "$@" >"$log" 2>&1 &
    for _ in $(seq 1 100); do [ -s "$pidfile" ] && return 0; sleep 0.1; done
    die "the program did not start (see $log)"
}

real_part() {
    if [ -z "$sandbox_dir" ]; then sandbox_dir=$work/sandbox; stop_at_exit "$sandbox_dir"; fi
    sandbox_up "$sandbox_dir"
    cat > "$work/plan.json" <<JSON
{
    "schema": "scalebench-plan", "version": 1, "name": "gui-long-run",
    "servers": ["sandbox"],
    "workloads": [{"name": "oltp_point_select", "options": {"tables": 1, "table_size": 10000}}],
    "clients": [2], "repetitions": 1, "warmup": 0, "duration": $((minutes * 60)),
    "report_interval_ms": $interval_ms
}
JSON
    echo "gui_long_run: real run, oltp_point_select, 2 clients, $minutes min at $interval_ms ms, GUI on $platform" >&2
    start_with_pid "$work/real.pid" "$work/real.log" "$gui" --run-plan "$work/plan.json" --store "$work/real.sqlite" \
        --sandbox-dir "$sandbox_dir" --quit-when-done
    local pid
    pid=$(cat "$work/real.pid")
    python3 "$here/thread_cpu.py" "$pid" "real run" --window "$window" --wait-db "$work/real.sqlite"
    wait || true
    tail -n 1 "$work/real.log" >&2
}

replay_part() {
    echo "gui_long_run: replay of $intervals stored intervals at $rate/s, GUI on $platform" >&2
    "${display[@]}" "$replay" --generate "$intervals" --store "$work/replay.sqlite" >"$work/run.id" \
        || die "cannot write the replay's results file"
    local args=(--replay --store "$work/replay.sqlite" --run "$(cat "$work/run.id")" --rate "$rate")
    if [ -n "$shots" ]; then args+=(--shot "$shots/long-run-live" --zoom "43000:43300"); fi
    start_with_pid "$work/replay.pid" "$work/replay.log" "$replay" "${args[@]}"
    python3 "$here/thread_cpu.py" "$(cat "$work/replay.pid")" "replay" --window "$window" \
        --wait-log "$work/replay.log" "replaying"
    wait || true
    cat "$work/replay.log" >&2
    args=(--results --store "$work/replay.sqlite" --run "$(cat "$work/run.id")")
    if [ -n "$shots" ]; then args+=(--shot "$shots/long-run-results" --zoom "50000:50300"); fi
    "${display[@]}" "$replay" "${args[@]}"
}

case "$part" in
    real) real_part ;;
    replay) replay_part ;;
    both) real_part; replay_part ;;
esac
