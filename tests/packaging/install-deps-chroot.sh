#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# packaging/install-deps.sh on a fresh Debian 12, as a new user's container would be: a minbase chroot made by
# debootstrap from this machine's configured apt mirror (no other network), with the policy-rc.d that Debian
# container images ship. Checks the two failures issue 11 found: the script must exit 0 and leave that policy-rc.d
# as it was, and what it installs must let CMake find Qt6Charts (which needs Qt6OpenGL). Needs root; slow (it
# downloads what ScaleBench needs, about 1 GB): ctest label "slow", not run by packaging/test.sh or CI.
#   tests/packaging/install-deps-chroot.sh [DIR]    DIR: where the chroot goes (default: a new directory in /var/tmp)
set -euo pipefail
src="$(cd "$(dirname "$0")/../.." && pwd)"
[[ $(id -u) -eq 0 ]] || { echo "needs root (debootstrap, chroot)" >&2; exit 77; }
root=${1:-$(mktemp -d /var/tmp/scalebench-chroot.XXXXXX)}

# The first Debian mirror this machine's apt uses (deb822 or one-line format).
mirror=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -v security | head -n1)
[[ -n "$mirror" ]] || mirror=$(awk '$1 == "deb" && $0 !~ /security/ { print $2; exit }' /etc/apt/sources.list 2>/dev/null)
mirror=${mirror:-http://deb.debian.org/debian}

command -v debootstrap >/dev/null || "$src/packaging/install-deps.sh" --only debootstrap
if [[ ! -x "$root/usr/bin/apt-get" ]]; then
    debootstrap --variant=minbase bookworm "$root" "$mirror"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"
policy=$'#!/bin/sh\n# the container image\'s own\nexit 101'
printf '%s\n' "$policy" >"$root/usr/sbin/policy-rc.d"
chmod +x "$root/usr/sbin/policy-rc.d"
mkdir -p "$root/src"
cp "$src/packaging/install-deps.sh" "$root/src/install-deps.sh"
mkdir -p "$root/src/probe"
cat >"$root/src/probe/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.25)
project(probe CXX)
find_package(Qt6 REQUIRED COMPONENTS Core Sql Widgets Charts Svg Test LinguistTools)
CMAKE

# A private mount namespace with its own /proc: nothing is left mounted on the host whatever happens.
in_chroot() { unshare --mount --pid --fork --mount-proc="$root/proc" chroot "$root" "$@"; }

status=0
in_chroot /bin/bash /src/install-deps.sh || status=$?
failed=0
if [[ $status -ne 0 ]]; then
    echo "FAIL: install-deps.sh exited $status" >&2
    failed=1
fi
if [[ "$(cat "$root/usr/sbin/policy-rc.d" 2>/dev/null)" != "$policy" ]]; then
    echo "FAIL: the image's policy-rc.d was changed or removed" >&2
    failed=1
fi
if ! in_chroot /bin/sh -c 'cd /src/probe && cmake -S . -B build >/dev/null'; then
    echo "FAIL: CMake does not find Qt6 (Charts) after install-deps.sh" >&2
    failed=1
fi
# Run twice: with everything present it must do nothing and exit 0.
if ! in_chroot /bin/bash /src/install-deps.sh; then
    echo "FAIL: a second install-deps.sh did not exit 0" >&2
    failed=1
fi
[[ $failed -eq 0 ]] && echo "install-deps.sh on a fresh Debian 12 (chroot $root): OK"
exit $failed
