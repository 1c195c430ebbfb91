#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The whole test suite: installs what is missing, builds the dev preset, and runs ctest. The integration tests
# start their own MariaDB sandbox servers (through ScaleBench's SandboxServer) in the build tree.
set -euo pipefail
cd "$(dirname "$0")/.."
packaging/install-deps.sh
cmake --preset dev
cmake --build --preset dev -j "$(nproc)"
ctest --preset dev -j "$(nproc)" "$@"
