#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Starts the workstation under Xvfb, walks through its pages and saves one PNG per page in OUTDIR.
# With --live, it first starts a throw-away sandbox server, tests the connection, prepares a small table and makes a
# 10 s run, so the pictures show real data. Usage: tests/ui/screenshots.sh BUILD_DIR OUTDIR [--live]
# SCALEBENCH_TOUR_WORKLOAD=NAME pictures another workload (default oltp_read_write), SCALEBENCH_TOUR_MIX='tpcc:16,
# oltp_read_only:2@rate=20' a run of client groups (run --mix's grammar) instead of that workload alone.
# SCALEBENCH_TOUR_SCREEN=WxH is the screen (default 1366x768, a laptop's); the pictures are that whole screen. With
# QT_SCALE_FACTOR=1.5 and 1920x1080, the window has 1280x720 logical pixels, as on a laptop at 150%.
set -eu
build=${1:?usage: screenshots.sh BUILD_DIR OUTDIR [--live]}
out=${2:?usage: screenshots.sh BUILD_DIR OUTDIR [--live]}
live=${3:-}
mkdir -p "$out"
out=$(cd "$out" && pwd)
app="$build/app/scalebench"
# A private home: the user's settings and sandbox stay untouched.
home=$(mktemp -d /tmp/sb-shots.XXXXXX)
# However the tour ends (also killed by a timeout), its sandbox server stops and the private home goes.
cleanup() {
    if [ -d "$home/sandbox" ]; then
        "$build/app/scalebench-cli" sandbox stop --dir "$home/sandbox" >/dev/null 2>&1 || true
    fi
    rm -rf "$home"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
set -- --screenshots "$out"
if [ "$live" = "--live" ]; then
    set -- "$@" --sandbox-dir "$home/sandbox"
fi
HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
    xvfb-run -a -s "-screen 0 ${SCALEBENCH_TOUR_SCREEN:-1366x768}x24" "$app" "$@"
ls -1 "$out"/*.png
