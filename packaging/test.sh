#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The whole test suite: installs what is missing, builds the dev preset, and runs ctest. The integration tests
# start their own MariaDB sandbox servers (through ScaleBench's SandboxServer) in the build tree.
#   packaging/test.sh [CTEST ARGS...]              dev preset, every test
#   packaging/test.sh --sanitize [CTEST ARGS...]   asan preset (ASan + UBSan, stops at the first report): the unit
#                                                  and integration tests, in build/asan (also --sanitize=address)
#   packaging/test.sh --sanitize=thread [ARGS...]  tsan preset (ThreadSanitizer, stops at the first report): the unit
#                                                  and integration tests, in build/tsan; what lies inside Qt and the
#                                                  client library (not built with TSan) is in tests/tsan.supp
set -euo pipefail
cd "$(dirname "$0")/.."
preset=dev
labels=()
targets=() # a sanitizer build: only what its ctest line runs (tests/CMakeLists.txt, target sanitizer-tests)
case "${1:-}" in
--sanitize | --sanitize=address)
    shift
    preset=asan
    labels=(-L 'unit|integration')
    targets=(--target sanitizer-tests)
    # Qt and the client library keep some allocations until exit on purpose; leaks are not what this run looks for.
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}
    export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
    ;;
--sanitize=thread)
    shift
    preset=tsan # the test preset sets TSAN_OPTIONS (suppressions, halt_on_error)
    labels=(-L 'unit|integration')
    targets=(--target sanitizer-tests)
    ;;
--sanitize=*)
    echo "packaging/test.sh: --sanitize takes address (the default) or thread" >&2
    exit 2
    ;;
esac
packaging/install-deps.sh
cmake --preset "$preset"
cmake --build --preset "$preset" -j "$(nproc)" "${targets[@]}"
ctest --preset "$preset" -j "$(nproc)" "${labels[@]}" "$@"
