#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The agent's benchmarks without Qt (so also in the agent-only build without CUDA):
#   bench_agent_smoke.sh AGENT cuda|nocuda
# host memory bandwidth runs and prints the result schema; every GPU subcommand refuses with exit 3 and
# "built without CUDA" (agent built without CUDA) or "no GPU" (built with CUDA, no driver or GPU here).
set -u
agent=$1
kind=$2
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

out=$("$agent" bench membw --device cpu --size-mb 8 --repetitions 2 --format json) || fail "membw --device cpu exited $?"
for key in '"schema":"clustergate.bench/1"' '"benchmark":"membw"' '"status":"ok"' '"name":"membw.triad"' \
           '"unit":"GB/s"' '"repetitions":2'; do
    case $out in *"$key"*) ;; *) fail "membw --device cpu: $key missing in $out" ;; esac
done

if [ "$kind" = cuda ] && { [ -e /dev/nvidiactl ] || [ -e /dev/nvidia0 ]; }; then
    echo "an NVIDIA GPU is present: GPU subcommands run here (tests/gpu/run_gpu.sh); only membw --device cpu checked"
    [ "$failures" -eq 0 ]
    exit $?
fi
[ "$kind" = cuda ] && expect="no GPU" || expect="built without CUDA"
while read -r args; do
    # shellcheck disable=SC2086
    err=$("$agent" bench $args 2>&1 >/dev/null)
    rc=$?
    [ "$rc" -eq 3 ] || fail "bench $args: exit $rc, expected 3"
    case $err in "clustergate-agent: $expect"*) ;; *) fail "bench $args: '$err' does not start with '$expect'" ;; esac
done <<'LIST'
membw
membw --device 0
gemm --dtype bf16
gemm --dtype fp8
copy --kind h2d
copy --kind p2p
nccl --op allreduce -b 8 -e 1M
nccl --op alltoall
burn --seconds 1
LIST
if [ "$kind" = nocuda ]; then
    err=$("$agent" bench nccl-id 2>&1 >/dev/null)
    rc=$?
    case $err in *"built without CUDA"*) ;; *) rc=0 ;; esac
    [ "$rc" -eq 3 ] || fail "bench nccl-id: '$err'"
fi
[ "$failures" -eq 0 ] && echo "bench smoke ($kind): all good"
[ "$failures" -eq 0 ]
