#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes the parsers: builds the libFuzzer targets (preset fuzz: clang, ASan + UBSan over scalebench_core) and runs
# each for MINUTES minutes (default 3), one after another on one core.
# Usage: tests/fuzz/run.sh [MINUTES] [TARGET...]   targets: planreader scriptparser optionfile cpuset sysbenchlogimport
# The growing corpus stays in build/fuzz/corpus/<target>; a crash is written to build/fuzz/crashes/<target>/. Copy a
# crash input into tests/fuzz/regressions/<target>/ once fixed: tst_fuzzregressions replays it in every test run.
set -euo pipefail
cd "$(dirname "$0")/../.."
minutes=${1:-3}
shift || true
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
    targets=(planreader scriptparser optionfile cpuset sysbenchlogimport)
fi
[[ "$minutes" =~ ^[0-9]+$ ]] || { echo "MINUTES must be a whole number" >&2; exit 2; }

packaging/install-deps.sh --only clang libclang-rt-14-dev
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j 2

export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# The project's own examples are seeds too (read, never written: new inputs go to the first folder).
declare -A examples=([planreader]=resources/plans [scriptparser]=resources/scripts [sysbenchlogimport]=tests/data)
failed=()
for target in "${targets[@]}"; do
    corpus=build/fuzz/corpus/$target
    crashes=build/fuzz/crashes/$target
    mkdir -p "$corpus" "$crashes"
    echo "== $target: $minutes min"
    if ! build/fuzz/tests/fuzz/fuzz_"$target" "$corpus" tests/fuzz/corpus/"$target" tests/fuzz/regressions/"$target" \
        ${examples[$target]:-} \
        -max_total_time=$((minutes * 60)) -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
        -artifact_prefix="$crashes"/ -print_final_stats=1; then
        failed+=("$target")
    fi
done
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "Found crashes in: ${failed[*]} (inputs in build/fuzz/crashes/)" >&2
    exit 1
fi
echo "No crash in ${targets[*]} ($minutes min each)"
