#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ClusterGate developer entry point (the README's two commands, and the benchmarks).
#
#   installer/dev.sh run [console args]   install what is missing, build, open the console
#   installer/dev.sh test                 install what is missing, build, run every test (and the core
#                                         unit tests under ASan + UBSan in build-fuzz)
#   installer/dev.sh test --quick         the inner loop: build and run only the unit and UI tests (ctest
#                                         labels unit/ui without netlab, slurm, postgres, keyring), in the
#                                         same build; no sanitizers, fuzzing or package
#   installer/dev.sh bench                build and run the benchmarks in tests/bench
#   installer/dev.sh fuzz                 build the fuzz targets (clang, in build-fuzz) and run each briefly
#   installer/dev.sh sanitize             build and run the core unit tests under ASan + UBSan only (the
#                                         same clang build as the fuzz targets, build-fuzz)
#
# Environment: BUILD_DIR (default: build), CLUSTERGATE_FUZZ_RUNS (default 100000), CLUSTERGATE_FUZZ_SECONDS
# (default 15: a target stops at whichever limit comes first; targets run one per core).
# Labels (tests/CMakeLists.txt): `ctest --test-dir build -N -L netlab` lists the tests of one kind.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
cmd=${1:-}
[ $# -gt 0 ] && shift

# Each stage's start, printed again as one table at the end (the end of a CI log is what is kept).
stages=()
say() {
    printf '\n==> [%dm%02ds] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"
    local m="$*"
    stages+=("$(printf '%3dm%02ds  %s' $((SECONDS / 60)) $((SECONDS % 60)) "${m:0:90}")")
}
stage_table() {
    echo "Stages (start times):"
    printf '  %s\n' "${stages[@]}"
}
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

# The instrumented build, build-fuzz: clang with ASan + UBSan and libFuzzer's coverage on everything it
# compiles. It holds both the fuzz targets (which link core's libraries) and the core unit tests
# (tests/unit/tst_*.cpp), so that core is compiled instrumented once, not once per purpose. The product is
# built unoptimised with line tables (-O0 -g1): both sanitizers check fully, and it compiles in about half
# the time of -O1. No CUDA, no benchmarks; only the targets asked for are built (not the console).
ib=$root/build-fuzz
sanitized_tests=()
for t in "$root"/tests/unit/tst_*.cpp; do
    t=$(basename "$t" .cpp)
    # tst_bench_baseline runs the console binary: it is not a core unit test, and building the console
    # instrumented would double the build.
    [ "$t" = tst_bench_baseline ] || sanitized_tests+=("$t")
done

instrumented_configure() {
    CC=clang CXX=clang++ configure "$ib" -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
        -DCLUSTERGATE_FUZZ=ON -DCLUSTERGATE_BUILD_CONSOLE=ON -DCLUSTERGATE_WITH_CUDA=OFF -DCLUSTERGATE_BUILD_BENCH=OFF \
        -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O0 -g1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O0 -g1 -DNDEBUG"
}

fuzz_targets() {
    cmake --build "$ib" --target help | sed -n 's/^\(fuzz_[a-z_]*\): .*/\1/p' | grep -v '_autogen' | sort -u
}

instrumented_build() { # unit, fuzz or both
    local targets=()
    instrumented_configure || return 1
    [ "$1" = fuzz ] || targets+=("${sanitized_tests[@]}")
    [ "$1" = unit ] || mapfile -t -O "${#targets[@]}" targets < <(fuzz_targets)
    [ ${#targets[@]} -gt 0 ] || { echo "no targets to build in $ib"; return 1; }
    cmake --build "$ib" --parallel --target "${targets[@]}"
}

sanitized_run() {
    local regex
    regex="^($(IFS='|'; echo "${sanitized_tests[*]}"))\$"
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:halt_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        run_ctest "$ib" "core unit tests under ASan + UBSan" -R "$regex"
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
    # One input may take at most 25 s (libFuzzer's own default is 20 minutes: a hang found in CI held the
    # whole run for half an hour before it was reported); the whole run is cut two minutes after its time.
    timeout -k 10 "$((${CLUSTERGATE_FUZZ_SECONDS:-15} + 120))" \
        "$target" -runs="${CLUSTERGATE_FUZZ_RUNS:-100000}" -max_total_time="${CLUSTERGATE_FUZZ_SECONDS:-15}" \
        -timeout=25 -max_len=8192 "$corpus" "$2/tests/fuzz/corpus/${name#fuzz_}" >"$3/$name.log" 2>&1
    rc=$?
    rm -rf "$corpus"
    echo "$rc" >"$3/$name.rc"
}
export -f fuzz_one

# Runs the fuzz targets of the instrumented build (built by instrumented_build).
fuzz_smoke() {
    local logs rc=0 targets target name
    mapfile -t targets < <(fuzz_targets)
    [ ${#targets[@]} -gt 0 ] || { echo "no fuzz targets configured in $ib"; return 1; }
    logs=$(mktemp -d)
    # One target per core at a time.
    printf '%s\n' "${targets[@]}" | xargs -P "$(nproc)" -I{} bash -c 'fuzz_one "$1/tests/fuzz/$2" "$3" "$4"' _ "$ib" {} "$root" "$logs"
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

# While the main build's tests run (mostly waiting on servers, namespaces and subprocesses), the other builds
# use the idle CPU: nice'd to the lowest priority, so the tests keep the CPU whenever they need it. Logged
# to a file, shown when it fails.
background_builds() { # log file
    {
        say "Building the core unit tests and the fuzz targets with ASan + UBSan in $ib"
        if ! instrumented_build both; then
            echo "FAILED: the instrumented build"
            return 1
        fi
        say "Building the agent alone without CUDA"
        # The main build's flags: the agent's sources that do not depend on CUDA are ccache hits from it.
        if ! configure_and_build "$root/build-nocuda" -DCLUSTERGATE_BUILD_CONSOLE=OFF \
            -DCLUSTERGATE_WITH_CUDA=OFF "${main_args[@]}"; then
            echo "FAILED: the agent without CUDA"
            return 1
        fi
    } >"$1" 2>&1
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
    bg_log=$(mktemp)
    say "Building build-fuzz and build-nocuda in the background (log: $bg_log)"
    (
        renice -n 19 -p "$BASHPID" >/dev/null
        background_builds "$bg_log"
    ) &
    bg_pid=$!
    run_ctest "$build" "console and agent"
    say "Waiting for the background builds"
    if wait "$bg_pid"; then
        mapfile -t -O "${#stages[@]}" stages < <(sed -n 's/^==> \[\([0-9]*m[0-9]*s\)\] \(.*\)/  \1  (background) \2/p' "$bg_log")
        say "Background builds done"
        rm -f "$bg_log"
        sanitized_run
        run_ctest "$root/build-nocuda" "agent built without CUDA"
        check "fuzzing the decoders and parsers under ASan/UBSan (up to ${CLUSTERGATE_FUZZ_RUNS:-100000} runs or ${CLUSTERGATE_FUZZ_SECONDS:-15} s each)" fuzz_smoke
    else
        tail -n 60 "$bg_log"
        echo "FAILED: the background builds (log above, whole in $bg_log): no sanitizer, no-CUDA or fuzz run"
        failed=$((failed + 1))
    fi
    check "Debian package builds and validates" "$root/installer/check-package.sh" "$build"
    check "installer/dev.sh run would rebuild nothing" main_build_is_shared
    say "Done"
    stage_table
    echo "ClusterGate: $passed passed, $failed failed, $skipped skipped"
    [ "$failed" -eq 0 ]
    ;;
fuzz)
    install_packages
    choose_launcher
    say "Building the fuzz targets with ASan + UBSan in $ib"
    instrumented_build fuzz
    fuzz_smoke
    ;;
sanitize)
    install_packages
    choose_launcher
    say "Building the core unit tests with ASan + UBSan in $ib"
    if instrumented_build unit; then
        sanitized_run
    else
        failed=$((failed + 1))
        echo "FAILED: building the core unit tests with ASan + UBSan"
    fi
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
