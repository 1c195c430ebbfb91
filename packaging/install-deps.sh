#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what ScaleBench needs to build, test and run, from Debian/Ubuntu packages. Does nothing when all of it
# is present. Usage: packaging/install-deps.sh [--print | --only PACKAGE...]
#   --print            lists the packages and exits
#   --only PACKAGE...  installs just these (tests/fuzz/run.sh uses it for clang)
set -euo pipefail

packages=(
    # build
    cmake ninja-build g++ pkg-config ccache
    # libqt6opengl6-dev: Qt6Charts' CMake config needs Qt6OpenGL, and qt6-base-dev only recommends it
    qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libmariadb-dev libhwloc-dev qtkeychain-qt6-dev
    # study bundles (bundle export/import, reproduce): a tar archive written and read by libarchive
    libarchive-dev
    # run
    libqt6sql6-sqlite libqt6sql6-mysql hwloc mariadb-server
    # Qt's own German texts (buttons, standard dialogs)
    qt6-translations-l10n
    # tests, benchmarks and screenshots
    sysbench xvfb xauth python3
    # tst_runend loads both cores (stress-ng); tst_networkpath puts the server behind a veth pair in a network
    # namespace of its own (iproute2) with loss, cuts and half-open peers (nftables)
    stress-ng iproute2 nftables
    # the server's on-CPU profile (--profile-server: perf record) and the benchmark scripts' perf stat
    linux-perf
    # the agent over ssh (--server-host-ssh); tst_agent runs a private sshd on 127.0.0.1 (the system's stays off)
    openssh-client openssh-server
    # report tests screenshot report.html; the TLS tests make certificates; the MPI build
    chromium poppler-utils openssl openmpi-bin libopenmpi-dev
    # tst_hdrhistogramlog (label java): HdrHistogram's own HistogramLogProcessor reads `results hdr-log`'s logs
    libhdrhistogram-java default-jre-headless
    # tst_prometheus (label prometheus): Prometheus (with promtool) scrapes --metrics-addr on loopback
    prometheus
    # packaging: the .deb (dpkg-shlibdeps), PNG icons, desktop entry and metainfo checks
    dpkg-dev librsvg2-bin desktop-file-utils appstream
)

if [[ "${1:-}" == "--print" ]]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi
if [[ "${1:-}" == "--only" ]]; then
    shift
    packages=("$@")
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
# Container images often ship a policy-rc.d of their own: keep it, and remove only the one this script wrote.
policy_rc=/usr/sbin/policy-rc.d
policy_rc_text=$'#!/bin/sh\n# written by ScaleBench install-deps.sh, removed when it ends\nexit 101'
created_policy_rc=false
if [[ ! -e "$policy_rc" ]]; then
    printf '%s\n' "$policy_rc_text" | $sudo tee "$policy_rc" >/dev/null
    $sudo chmod +x "$policy_rc"
    created_policy_rc=true
fi
cleanup() {
    if $created_policy_rc && [[ "$(cat "$policy_rc" 2>/dev/null)" == "$policy_rc_text" ]]; then
        $sudo rm -f "$policy_rc"
    fi
}
# The script's exit status is the installer's, never the clean-up's.
trap 'status=$?; cleanup || true; exit $status' EXIT
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
# openssh-server is installed for tst_agent's private sshd only: policy-rc.d kept the system's service from starting,
# and it is not enabled either (the package enables it for the next boot).
if [[ " ${missing[*]} " == *" openssh-server "* ]] && command -v systemctl >/dev/null; then
    $sudo systemctl disable ssh.service ssh.socket >/dev/null 2>&1 || true
fi
