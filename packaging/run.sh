#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The main job: installs what is missing, builds, starts the local sandbox server and opens the workstation.
# Without a display it runs a short demo experiment headless instead and says where its output is.
set -euo pipefail
cd "$(dirname "$0")/.."
packaging/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" --target scalebench scalebench-cli
cli=build/release/app/scalebench-cli
"$cli" sandbox start

if [[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]]; then
    exec build/release/app/scalebench "$@"
fi

# No display: a small scaling study on the sandbox, one JSON file per run plus a table.
out="${XDG_DATA_HOME:-$HOME/.local/share}/scalebench/demo/$(date +%Y%m%d-%H%M%S)"
mkdir -p "$out"
echo "No display found: running a headless demo (oltp_read_only, 1/2/4 clients, 5 s each) into $out"
"$cli" prepare oltp_read_only --table-size=10000 --recreate >/dev/null
printf 'clients,tps,qps,p95_ms\n' > "$out/summary.csv"
for threads in 1 2 4; do
    "$cli" run oltp_read_only --threads="$threads" --time=5 --json > "$out/oltp_read_only-$threads.jsonl"
    tail -n 1 "$out/oltp_read_only-$threads.jsonl" | python3 -c '
import json, sys
s = json.load(sys.stdin)
print("%d,%.1f,%.1f,%.2f" % (s["threads"], s["tps"], s["qps"], s["latency_ms"]["p95"]))' >> "$out/summary.csv"
done
"$cli" cleanup oltp_read_only >/dev/null
column -s, -t < "$out/summary.csv"
echo
echo "Demo output: $out (summary.csv and one JSON-lines file per run)"
