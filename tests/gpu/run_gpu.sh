#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every GPU subcommand of clustergate-agent on a machine with NVIDIA GPUs, in under 8 minutes, with one
# summary at the end. Run from the repository root:
#
#   tests/gpu/run_gpu.sh                 build the agent with CUDA (nvcc is looked for on PATH, in
#                                        CUDA_HOME, under /usr/local/cuda*, /opt/cuda), then run
#   AGENT=/path/clustergate-agent tests/gpu/run_gpu.sh     use an agent built elsewhere
#
# Environment: OUT (results directory, default ./gpu-results: every JSON result and log is kept there),
# BUILD_DIR (default build-gpu), JOBS (default: all cores), BASELINE (h200-sxm or h100-sxm; chosen from
# the GPU name when unset, used for the acceptance lines).
# Exit status: 0 when every step ran and every acceptance figure passed, 1 otherwise, 2 when the agent
# could not be built or there is no GPU.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${OUT:-$root/gpu-results}
build=${BUILD_DIR:-$root/build-gpu}
jobs=${JOBS:-$(nproc)}
mkdir -p "$out"
start=$(date +%s)
summary=()
failures=0

say() { printf '\n==> %s\n' "$*"; }
elapsed() { echo $(($(date +%s) - start)); }
note() { summary+=("$1"); }

# --- the agent -----------------------------------------------------------------------------------
find_nvcc() {
    local c
    for c in "$(command -v nvcc 2>/dev/null)" "${CUDA_HOME:-}/bin/nvcc" "${CUDA_PATH:-}/bin/nvcc" \
        /usr/local/cuda/bin/nvcc $(ls -d /usr/local/cuda-*/bin/nvcc 2>/dev/null | sort -V -r) /opt/cuda/bin/nvcc; do
        [ -n "$c" ] && [ -x "$c" ] && { echo "$c"; return 0; }
    done
    return 1
}

agent=${AGENT:-}
if [ -z "$agent" ]; then
    nvcc=$(find_nvcc) || { echo "run_gpu.sh: nvcc not found (PATH, CUDA_HOME, /usr/local/cuda*, /opt/cuda); set AGENT to a built agent"; exit 2; }
    cuda_root=$(cd "$(dirname "$nvcc")/.." && pwd)
    command -v cmake >/dev/null || { echo "run_gpu.sh: cmake is missing; set AGENT to a built agent"; exit 2; }
    generator=()
    command -v ninja >/dev/null && generator=(-G Ninja)
    archs="90-real;80-virtual"
    cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n 1 | tr -d ' .')
    [ -n "$cc" ] && [ "$cc" != 90 ] && archs="$cc-real;$archs"
    say "Building the agent with CUDA from $cuda_root ($("$nvcc" --version | tail -n 1)), architectures $archs"
    if ! cmake -S "$root" -B "$build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DCLUSTERGATE_BUILD_CONSOLE=OFF \
        -DCLUSTERGATE_BUILD_TESTS=OFF -DCLUSTERGATE_WITH_CUDA=ON -DCUDAToolkit_ROOT="$cuda_root" \
        -DCLUSTERGATE_CUDA_ARCHITECTURES="$archs" >"$out/configure.log" 2>&1 ||
        ! cmake --build "$build" --target clustergate-agent --parallel "$jobs" >"$out/build.log" 2>&1; then
        echo "run_gpu.sh: the build failed; the end of the log:"
        tail -n 30 "$out/configure.log" "$out/build.log" 2>/dev/null
        exit 2
    fi
    agent=$build/bin/clustergate-agent
    note "build: $(elapsed) s with $jobs jobs, CUDA at $cuda_root"
fi
[ -x "$agent" ] || { echo "run_gpu.sh: no agent at $agent"; exit 2; }

gpus=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | wc -l)
gpu_name=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1)
[ "$gpus" -gt 0 ] || { echo "run_gpu.sh: nvidia-smi sees no GPU"; exit 2; }
driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -n 1)
note "node: $gpus x $gpu_name, driver $driver"
baseline=${BASELINE:-}
if [ -z "$baseline" ]; then
    case $gpu_name in *H200*) baseline=h200-sxm ;; *H100*) baseline=h100-sxm ;; *) baseline= ;; esac
fi

# JSON field from a result file: the agent prints one object per line; python3 when there, else sed.
field() { # file, python expression on `r`
    if command -v python3 >/dev/null; then
        python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print($2)" "$1" 2>/dev/null
    else
        echo "?"
    fi
}

# step NAME TIMEOUT ARGS...: runs the agent, keeps result and log, records status and seconds.
step() {
    local name=$1 limit=$2
    shift 2
    local t0 rc status
    t0=$(date +%s)
    timeout --kill-after=10 "$limit" "$agent" "$@" --format json >"$out/$name.json" 2>"$out/$name.log"
    rc=$?
    status=$(field "$out/$name.json" "r['status']")
    case $rc in
    0) status="ok" ;;
    124 | 137) status="TIMEOUT after ${limit}s" failures=$((failures + 1)) ;;
    3) status="unavailable: $(field "$out/$name.json" "r['error']")" ;;
    *) status="FAILED (exit $rc, $status): $(tail -n 1 "$out/$name.log")" failures=$((failures + 1)) ;;
    esac
    printf '%-24s %4ss  %s\n' "$name" "$(($(date +%s) - t0))" "$status" | tee -a "$out/steps.txt"
    return $rc
}

say "Running every GPU subcommand ($agent)"
: >"$out/steps.txt"
"$agent" --version >"$out/version.txt" 2>&1
"$agent" bench libs >"$out/libs.json" 2>&1
note "libraries: $(field "$out/libs.json" "'cuda runtime %s, driver %s, cuBLASLt %s, NCCL %s' % (r['cuda_runtime'], r['cuda_driver'], r['cublaslt'].get('version', r['cublaslt'].get('error')), r['nccl'].get('version', r['nccl'].get('error')))")"

step health 60 health --xid-seconds 2
step membw-gpu 90 bench membw
step membw-cpu 90 bench membw --device cpu --repetitions 5
step gemm-bf16 120 bench gemm --dtype bf16 --sizes 2048,4096,8192
step gemm-fp16 60 bench gemm --dtype fp16 --sizes 4096,8192 --repetitions 5
step gemm-tf32 60 bench gemm --dtype tf32 --sizes 4096,8192 --repetitions 5
step gemm-fp32 60 bench gemm --dtype fp32 --sizes 4096 --repetitions 5
step gemm-fp8 60 bench gemm --dtype fp8 --sizes 4096,8192 --repetitions 5
for kind in h2d d2h d2d p2p; do
    step "copy-$kind" 60 bench copy --kind "$kind"
done
max=1G
[ "$gpus" -ge 8 ] && max=8G # the published 8-GPU figures are for 8 GB
step nccl-allreduce 150 bench nccl --op allreduce -b 8 -e "$max" -f 2
for op in allgather reducescatter alltoall broadcast reduce; do
    step "nccl-$op" 60 bench nccl --op "$op" -b 1K -e 256M -f 8
done

# Several processes joined through an id from nccl-id, as on several nodes: one process per GPU.
t0=$(date +%s)
idfile=$out/nccl-id.txt
# nccl-id stays (NCCL's rendezvous lives in it) until its stdin closes: a FIFO this script holds open.
fifo=$out/nccl-id.fifo
rm -f "$fifo"
mkfifo "$fifo"
timeout 130 "$agent" bench nccl-id --wait 120 <"$fifo" >"$idfile" 2>"$out/nccl-id.log" &
idpid=$!
exec 9>"$fifo"
for _ in $(seq 50); do [ -s "$idfile" ] && break; sleep 0.2; done
id=$(head -n 1 "$idfile")
if [ ${#id} -eq 256 ]; then
    pids=()
    for ((g = 0; g < gpus; g++)); do
        timeout 90 "$agent" bench nccl --op allreduce -b 1M -e 64M -f 4 --device "$g" --rank "$g" --nranks "$gpus" \
            --id "$id" --format json >"$out/nccl-multi-rank$g.json" 2>"$out/nccl-multi-rank$g.log" &
        pids+=($!)
    done
    rc=0
    for p in "${pids[@]}"; do wait "$p" || rc=1; done
    status=ok
    [ $rc -eq 0 ] || { status="FAILED: $(tail -n 1 "$out/nccl-multi-rank0.log")"; failures=$((failures + 1)); }
else
    status="FAILED: nccl-id printed no id: $(tail -n 1 "$out/nccl-id.log")"
    failures=$((failures + 1))
fi
exec 9>&-
wait "$idpid" 2>/dev/null
rm -f "$fifo"
printf '%-24s %4ss  %s\n' "nccl-multi-process" "$(($(date +%s) - t0))" "$status" | tee -a "$out/steps.txt"

step burn 90 bench burn --seconds 45

# The link probe needs no GPU; over loopback it checks the agent, not a network.
t0=$(date +%s)
export CLUSTERGATE_LINK_TOKEN=run-gpu-$$
timeout 60 "$agent" link serve --bind 127.0.0.1 --port 0 --timeout 30 >"$out/link-serve.log" 2>&1 &
servepid=$!
for _ in $(seq 50); do grep -q '^listening' "$out/link-serve.log" 2>/dev/null && break; sleep 0.1; done
port=$(sed -n 's/^listening .*:\([0-9]*\)$/\1/p' "$out/link-serve.log")
step link-loopback 60 link probe "127.0.0.1:${port:-1}" --seconds 3 --streams 2
wait "$servepid" 2>/dev/null

# --- acceptance ----------------------------------------------------------------------------------
accept() { # label, value, threshold, unit
    local verdict
    if [ -z "$2" ] || [ "$2" = "?" ] || [ "$2" = None ]; then
        verdict="NOT MEASURED"
        failures=$((failures + 1))
    elif awk -v v="$2" -v t="$3" 'BEGIN { exit !(v >= t) }'; then
        verdict=PASS
    else
        verdict=FAIL
        failures=$((failures + 1))
    fi
    note "$(printf '%-44s %10s %-8s (needs >= %s) %s' "$1" "$2" "$4" "$3" "$verdict")"
}
for ((g = 0; g < gpus; g++)); do
    accept "membw triad gpu$g % of spec" "$(field "$out/membw-gpu.json" "round(r['summary']['gpu$g.triad_percent_of_spec'], 1)")" 85 "%"
    accept "bf16 GEMM gpu$g % of peak" "$(field "$out/gemm-bf16.json" "round(r['summary']['gpu$g.percent_of_peak'], 1)")" 75 "%"
done
busbw=$(field "$out/nccl-allreduce.json" "round(r['summary']['busbw_largest'], 2)")
note "$(printf '%-44s %10s GB/s (avg %s)' "nccl allreduce busbw at $max" "$busbw" "$(field "$out/nccl-allreduce.json" "round(r['summary']['avg_busbw'], 3)")")"
# nccl-tests on this machine, if it is there, for the same sizes.
ref=$(command -v all_reduce_perf || ls /opt/nccl-tests/build/all_reduce_perf /usr/local/bin/all_reduce_perf 2>/dev/null | head -n 1)
if [ -n "$ref" ] && [ -x "$ref" ]; then
    timeout 150 "$ref" -b 8 -e "$max" -f 2 -g "$gpus" >"$out/nccl-tests-all_reduce.txt" 2>&1
    theirs=$(awk '!/^#/ && NF >= 13 { last = $12 } END { print last }' "$out/nccl-tests-all_reduce.txt")
    if [ -n "$theirs" ] && [ "$gpus" -gt 1 ]; then
        ratio=$(awk -v a="$busbw" -v b="$theirs" 'BEGIN { printf "%.1f", (a / b - 1) * 100 }')
        verdict=$(awk -v r="$ratio" 'BEGIN { print (r >= -3 && r <= 3) ? "PASS" : "FAIL" }')
        [ "$verdict" = PASS ] || failures=$((failures + 1))
        note "$(printf '%-44s %10s %% vs all_reduce_perf %s GB/s  %s' "nccl busbw vs nccl-tests (within 3 %)" "$ratio" "$theirs" "$verdict")"
    fi
else
    if [ "$gpus" -ge 8 ]; then
        note "nccl-tests not found: compare busbw $busbw GB/s with the published 480.0 (8xH200) / 478.9 (8xH100)"
    else
        note "nccl-tests not found; $gpus GPU(s): busbw has no published reference for this count"
    fi
fi
[ -n "$baseline" ] && note "baseline for 'clustergate bench evaluate $out/*.json --baseline $baseline' (on a console machine)"

say "Summary ($(elapsed) s in all; results in $out)"
cat "$out/steps.txt"
printf '%s\n' "${summary[@]}"
if [ "$failures" -eq 0 ]; then
    echo "GPU checks: all passed"
else
    echo "GPU checks: $failures failed"
fi
[ "$failures" -eq 0 ]
