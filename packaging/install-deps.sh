#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what ScaleBench needs to build, test and run, from Debian/Ubuntu packages. Does nothing when all of it
# is present. Usage: packaging/install-deps.sh [--print] (--print lists the packages and exits).
set -euo pipefail

packages=(
    # build
    cmake ninja-build g++ pkg-config ccache
    qt6-base-dev qt6-charts-dev qt6-svg-dev libgl-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libmariadb-dev libhwloc-dev qtkeychain-qt6-dev
    # run
    libqt6sql6-sqlite libqt6sql6-mysql hwloc mariadb-server
    # Qt's own German texts (buttons, standard dialogs)
    qt6-translations-l10n
    # tests, benchmarks and screenshots
    sysbench xvfb xauth python3
    # packaging: the .deb (dpkg-shlibdeps), PNG icons, desktop entry and metainfo checks
    dpkg-dev librsvg2-bin desktop-file-utils appstream
)

if [[ "${1:-}" == "--print" ]]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done
if [[ ${#missing[@]} -eq 0 ]]; then
    exit 0
fi

echo "Installing: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "Run as root or install sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
fi
# Debian's mariadb-server would start a system-wide server at install; ScaleBench runs its own sandbox instead.
policy_rc=""
if [[ ! -e /usr/sbin/policy-rc.d ]]; then
    policy_rc=/usr/sbin/policy-rc.d
    printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy_rc" >/dev/null
    $sudo chmod +x "$policy_rc"
fi
cleanup() { [[ -n "$policy_rc" ]] && $sudo rm -f "$policy_rc"; }
trap cleanup EXIT
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
