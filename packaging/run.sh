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

# No display: a small scaling study on the sandbox as a plan (stored like any experiment), then its report.
out="${XDG_DATA_HOME:-$HOME/.local/share}/scalebench/demo/$(date +%Y%m%d-%H%M%S)"
mkdir -p "$out"
echo "No display found: running a headless demo (oltp_read_only, 1 to 32 clients, twice 4 s each, about a minute) into $out"
# The same plan as the workstation's first-start hint opens (resources/plans/demo.json).
"$cli" plan run resources/plans/demo.json --store "$out/results.sqlite" | tee "$out/plan.log"
experiment=$(sed -n 's/^experiment \([0-9]*\) in .*/\1/p' "$out/plan.log" | tail -n 1)
"$cli" compare --experiment "$experiment" --store "$out/results.sqlite" --rows clients --metric tps
"$cli" report --experiment "$experiment" --store "$out/results.sqlite" --out "$out/report" >/dev/null
"$cli" cleanup oltp_read_only >/dev/null
echo
echo "Demo output: $out"
echo "  report:  $out/report/report.html (and report.pdf, figures as PNG/SVG/PDF)"
echo "  results: $out/results.sqlite (scalebench-cli results list --store ...)"
