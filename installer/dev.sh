#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ClusterGate developer entry point (the README's two commands, and the benchmarks).
#
#   installer/dev.sh run [console args]   install what is missing, build, open the console
#   installer/dev.sh test                 install what is missing, build, run every test
#   installer/dev.sh bench                build and run the benchmarks in tests/bench
#
# Environment: BUILD_DIR (default: build), CLUSTERGATE_FUZZ_RUNS (default 100000).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
cmd=${1:-}
[ $# -gt 0 ] && shift

say() { printf '\n==> %s\n' "$*"; }
die() { printf 'dev.sh: %s\n' "$*" >&2; exit 1; }

install_packages() {
    local pkgs missing=()
    mapfile -t pkgs < <(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$root/installer/debian-packages.txt")
    for p in "${pkgs[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    say "Installing missing Debian packages: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

configure_and_build() { # dir, cmake args...
    local dir=$1
    shift
    cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" "$@" >/dev/null
    cmake --build "$dir" --parallel
}

passed=0 failed=0
run_ctest() { # dir, label
    local log
    log=$(mktemp)
    say "Tests: $2"
    if ctest --test-dir "$1" --output-on-failure --timeout 300 -j "$(nproc)" | tee "$log"; then :; fi
    local line
    line=$(grep -E '[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1 || true)
    rm -f "$log"
    [ -n "$line" ] || { failed=$((failed + 1)); echo "no test summary from ctest in $1"; return; }
    local f n
    f=$(sed -E 's/.*passed, ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
    n=$(sed -E 's/.*failed out of ([0-9]+).*/\1/' <<<"$line")
    passed=$((passed + n - f))
    failed=$((failed + f))
}

check() { # label, command...
    local label=$1
    shift
    say "Check: $label"
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $label"; fi
}

fuzz_smoke() {
    local fb=$root/build-fuzz corpus target rc=0
    CC=clang CXX=clang++ configure_and_build "$fb" -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
        -DCLUSTERGATE_FUZZ=ON -DCLUSTERGATE_BUILD_CONSOLE=OFF -DCLUSTERGATE_WITH_CUDA=OFF
    for target in "$fb"/tests/fuzz/fuzz_*; do
        [ -x "$target" ] || continue
        corpus=$(mktemp -d)
        echo "$(basename "$target"):"
        "$target" -runs="${CLUSTERGATE_FUZZ_RUNS:-100000}" -max_len=8192 \
            "$corpus" "$root/tests/fuzz/corpus/$(basename "$target" | sed 's/^fuzz_//')" 2>&1 | tail -n 1
        [ "${PIPESTATUS[0]}" -eq 0 ] || rc=1
        rm -rf "$corpus"
    done
    return "$rc"
}

case "$cmd" in
run)
    install_packages
    say "Building in $build"
    configure_and_build "$build"
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        die "no display (DISPLAY / WAYLAND_DISPLAY unset): start the console from a desktop session, or try: xvfb-run -a $0 run"
    fi
    say "Starting ClusterGate"
    exec "$build/bin/clustergate" "$@"
    ;;
test)
    install_packages
    say "Building in $build (CUDA: auto)"
    configure_and_build "$build" -DCLUSTERGATE_WERROR=ON
    run_ctest "$build" "console and agent"
    say "Building the agent alone without CUDA"
    configure_and_build "$root/build-nocuda" -DCLUSTERGATE_BUILD_CONSOLE=OFF -DCLUSTERGATE_WITH_CUDA=OFF \
        -DCLUSTERGATE_WERROR=ON
    run_ctest "$root/build-nocuda" "agent built without CUDA"
    check "fuzzing the decoders and parsers under ASan/UBSan (${CLUSTERGATE_FUZZ_RUNS:-100000} runs each)" fuzz_smoke
    check "Debian package builds and validates" "$root/installer/check-package.sh" "$build"
    echo
    echo "ClusterGate: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
    ;;
bench)
    install_packages
    configure_and_build "$build"
    cmake --build "$build" --target bench
    ;;
*)
    sed -n '3,9p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
