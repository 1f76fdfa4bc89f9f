#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ClusterGate developer entry point (the README's two commands, and the benchmarks).
#
#   installer/dev.sh run [console args]   install what is missing, build, open the console
#   installer/dev.sh test                 install what is missing, build, run every test (and the core
#                                         unit tests under ASan + UBSan in build-sanitize)
#   installer/dev.sh test --quick         the inner loop: build and run only the unit and UI tests (ctest
#                                         labels unit/ui without netlab, slurm, postgres, keyring), in the
#                                         same build; no sanitizers, fuzzing or package
#   installer/dev.sh bench                build and run the benchmarks in tests/bench
#   installer/dev.sh fuzz                 build the fuzz targets (clang, in build-fuzz) and run each briefly
#   installer/dev.sh sanitize             build and run the core unit tests under ASan + UBSan only
#
# Environment: BUILD_DIR (default: build), CLUSTERGATE_FUZZ_RUNS (default 100000), CLUSTERGATE_FUZZ_SECONDS
# (default 20: a target stops at whichever limit comes first; targets run one per core).
# Labels (tests/CMakeLists.txt): `ctest --test-dir build -N -L netlab` lists the tests of one kind.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
cmd=${1:-}
[ $# -gt 0 ] && shift

say() { printf '\n==> [%dm%02ds] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }
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

# The compiler launcher is chosen once the packages (ccache among them) are installed, so that every
# command configures the main build with the same arguments and none rebuilds what another built.
launcher=()
choose_launcher() {
    launcher=()
    command -v ccache >/dev/null && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    return 0
}
# The same for run, test and bench: one build serves all three. Line tables only (-g1): backtraces keep file
# and line, and the build takes a quarter less time than with full debug information.
main_args=(-DCLUSTERGATE_WERROR=ON -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG"
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG")

configure() { # dir, cmake args...
    local dir=$1
    shift
    cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" "$@" >/dev/null
}

configure_and_build() { # dir, cmake args...
    configure "$@"
    cmake --build "$1" --parallel
}

passed=0 failed=0 skipped=0
run_ctest() { # dir, label, ctest args...
    local dir=$1 label=$2 log
    shift 2
    log=$(mktemp)
    say "Tests: $label"
    if ctest --test-dir "$dir" --output-on-failure --timeout 300 -j "$(nproc)" "$@" | tee "$log"; then :; fi
    local line
    line=$(grep -E '[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1 || true)
    # A suite that skipped as a whole (no namespace lab, no Slurm, ...) is listed as "(Skipped)".
    local s
    s=$(grep -cE '^[[:space:]]+[0-9]+ - .* \(Skipped\)$' "$log" || true)
    rm -f "$log"
    [ -n "$line" ] || { failed=$((failed + 1)); echo "no test summary from ctest in $dir"; return; }
    local f n
    f=$(sed -E 's/.*passed, ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
    n=$(sed -E 's/.*failed out of ([0-9]+).*/\1/' <<<"$line")
    passed=$((passed + n - f - s))
    failed=$((failed + f))
    skipped=$((skipped + s))
}

# `test --quick`: the tests labelled unit or ui that need nothing outside this machine's build (tests/CMakeLists.txt
# labels the others netlab, slurm, postgres, keyring, integration, fuzz, bench, package, scale).
quick_labels='^(unit|ui)$'
quick_excluded='^(integration|netlab|slurm|postgres|keyring|fuzz|bench|package|scale)$'

quick_run() {
    local tests targets=() t all
    configure "$build" "${main_args[@]}"
    mapfile -t tests < <(ctest --test-dir "$build" -N -L "$quick_labels" -LE "$quick_excluded" |
        sed -n 's/^ *Test *#[0-9]*: //p')
    [ ${#tests[@]} -gt 0 ] || die "no tests labelled unit or ui in $build"
    # Build only those tests (a Qt test's target has its name) and the agent (agent_version runs it).
    all=$(cmake --build "$build" --target help | sed -n 's/^\([A-Za-z0-9_.-]*\): .*/\1/p')
    for t in "${tests[@]}"; do
        grep -qx -- "$t" <<<"$all" && targets+=("$t")
    done
    say "Building the ${#tests[@]} unit and UI tests in $build"
    cmake --build "$build" --parallel --target clustergate-agent "${targets[@]}"
    run_ctest "$build" "unit and UI tests (--quick)" -L "$quick_labels" -LE "$quick_excluded"
}

# The core unit tests (tests/unit/tst_*.cpp) under ASan + UBSan, in their own build directory: only those
# test programs and what they link are built.
sanitizer_run() {
    local sb=$root/build-sanitize flags='-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer'
    local tests=() t
    # tst_bench_baseline runs the console binary: it is not a core unit test, and building the console under
    # ASan would double the build.
    for t in "$root"/tests/unit/tst_*.cpp; do
        t=$(basename "$t" .cpp)
        [ "$t" = tst_bench_baseline ] || tests+=("$t")
    done
    say "Building the core unit tests with ASan + UBSan in $sb"
    if ! configure "$sb" -DCLUSTERGATE_WITH_CUDA=OFF -DCLUSTERGATE_BUILD_BENCH=OFF -DCLUSTERGATE_WERROR=ON \
        -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
        -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
        -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
        -DCMAKE_SHARED_LINKER_FLAGS="-fsanitize=address,undefined" ||
        ! cmake --build "$sb" --parallel --target "${tests[@]}"; then
        failed=$((failed + 1))
        echo "FAILED: building the core unit tests with ASan + UBSan"
        return 0
    fi
    local regex
    regex="^($(IFS='|'; echo "${tests[*]}"))\$"
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        run_ctest "$sb" "core unit tests under ASan + UBSan" -R "$regex"
}

check() { # label, command...
    local label=$1
    shift
    say "Check: $label"
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAILED: $label"; fi
}

# `run` after `test` (or the other way round) must rebuild nothing: the main build configured again with the
# arguments every command uses is already up to date.
# (A real build, not `ninja -n`: the dry run cannot know that the globbed directories did not change.)
main_build_is_shared() {
    local out
    configure "$build" "${main_args[@]}" || return 1
    out=$(cmake --build "$build" 2>&1) || { echo "$out" | tail -n 20; return 1; }
    grep -q 'no work to do' <<<"$out" && return 0
    echo "$out" | head -n 20
    return 1
}

# One fuzz target: a short run from its corpus (plus a scratch corpus); prints its last line.
fuzz_one() { # target, source root, log dir
    local target=$1 name corpus rc
    name=$(basename "$target")
    corpus=$(mktemp -d)
    "$target" -runs="${CLUSTERGATE_FUZZ_RUNS:-100000}" -max_total_time="${CLUSTERGATE_FUZZ_SECONDS:-20}" \
        -max_len=8192 "$corpus" "$2/tests/fuzz/corpus/${name#fuzz_}" >"$3/$name.log" 2>&1
    rc=$?
    rm -rf "$corpus"
    echo "$rc" >"$3/$name.rc"
}
export -f fuzz_one

fuzz_smoke() {
    local fb=$root/build-fuzz logs rc=0 targets target name
    CC=clang CXX=clang++ configure "$fb" -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
        -DCLUSTERGATE_FUZZ=ON -DCLUSTERGATE_BUILD_CONSOLE=OFF -DCLUSTERGATE_WITH_CUDA=OFF
    # Only the fuzz targets and what they link (not the agent's tests).
    mapfile -t targets < <(cmake --build "$fb" --target help | grep -oE '^[^:]*fuzz_[a-z_]+' | sed 's/.* //' | sort -u)
    [ ${#targets[@]} -gt 0 ] || { echo "no fuzz targets configured in $fb"; return 1; }
    cmake --build "$fb" --parallel --target "${targets[@]}" || return 1
    logs=$(mktemp -d)
    # One target per core at a time.
    printf '%s\n' "${targets[@]}" | xargs -P "$(nproc)" -I{} bash -c 'fuzz_one "$1/tests/fuzz/$2" "$3" "$4"' _ "$fb" {} "$root" "$logs"
    for target in "${targets[@]}"; do
        name=$(basename "$target")
        printf '%s: %s\n' "$name" "$(tail -n 1 "$logs/$name.log")"
        if [ "$(cat "$logs/$name.rc" 2>/dev/null)" != 0 ]; then
            rc=1
            echo "FAILED: $name (log follows)"
            tail -n 40 "$logs/$name.log"
        fi
    done
    rm -rf "$logs"
    return "$rc"
}

case "$cmd" in
run)
    install_packages
    choose_launcher
    say "Building in $build"
    configure_and_build "$build" "${main_args[@]}"
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        die "no display (DISPLAY / WAYLAND_DISPLAY unset): start the console from a desktop session, or try: xvfb-run -a $0 run"
    fi
    say "Starting ClusterGate"
    exec "$build/bin/clustergate" "$@"
    ;;
test)
    install_packages
    choose_launcher
    if [ "${1:-}" = --quick ]; then
        quick_run
        echo
        echo "ClusterGate: $passed passed, $failed failed, $skipped skipped"
        [ "$failed" -eq 0 ]
        exit
    fi
    say "Building in $build (CUDA: auto)"
    configure_and_build "$build" "${main_args[@]}"
    run_ctest "$build" "console and agent"
    sanitizer_run
    say "Building the agent alone without CUDA"
    configure_and_build "$root/build-nocuda" -DCLUSTERGATE_BUILD_CONSOLE=OFF -DCLUSTERGATE_WITH_CUDA=OFF \
        -DCLUSTERGATE_WERROR=ON
    run_ctest "$root/build-nocuda" "agent built without CUDA"
    check "fuzzing the decoders and parsers under ASan/UBSan (up to ${CLUSTERGATE_FUZZ_RUNS:-100000} runs or ${CLUSTERGATE_FUZZ_SECONDS:-20} s each)" fuzz_smoke
    check "Debian package builds and validates" "$root/installer/check-package.sh" "$build"
    check "installer/dev.sh run would rebuild nothing" main_build_is_shared
    say "Done"
    echo "ClusterGate: $passed passed, $failed failed, $skipped skipped"
    [ "$failed" -eq 0 ]
    ;;
fuzz)
    install_packages
    choose_launcher
    fuzz_smoke
    ;;
sanitize)
    install_packages
    choose_launcher
    sanitizer_run
    echo
    echo "ClusterGate: $passed passed, $failed failed, $skipped skipped"
    [ "$failed" -eq 0 ]
    ;;
bench)
    install_packages
    choose_launcher
    configure_and_build "$build" "${main_args[@]}"
    cmake --build "$build" --target bench
    ;;
*)
    sed -n '3,17p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
