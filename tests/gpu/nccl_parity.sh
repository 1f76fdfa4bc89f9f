#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The agent's NCCL benchmark side by side with nccl-tests on a machine with NVIDIA GPUs: every
# collective, with every GPU and (when there are at least 3) with 3 of them, over the same sizes, both
# printing their table and their -J JSON file. Run from the repository root:
#
#   AGENT=build-gpu/bin/clustergate-agent NCCL_TESTS=/opt/nccl-tests/build tests/gpu/nccl_parity.sh
#
# AGENT defaults to build-gpu/bin/clustergate-agent (tests/gpu/run_gpu.sh builds it); NCCL_TESTS is the
# directory with all_reduce_perf and friends (nccl-tests 2.19.1, `make` in its checkout); without it
# only the agent runs and its own output is checked. OUT (default ./gpu-results/nccl-parity) keeps every
# table, JSON file and the comparison.
#
# Compared, row by row: the size, count, type, redop and root columns, #wrong (0 in both) and N/A where
# nccl-tests says N/A; the header and footer lines with their numbers blanked; the JSON files' keys.
# Timings differ between any two runs: busbw at the largest size is reported as a ratio, not judged.
# Exit status: 0 when every comparison agrees, 1 when one differs, 2 when nothing could run.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
agent=${AGENT:-$root/build-gpu/bin/clustergate-agent}
ref=${NCCL_TESTS:-}
out=${OUT:-$root/gpu-results/nccl-parity}
min=${MIN_BYTES:-8}
max=${MAX_BYTES:-64M}
mkdir -p "$out"
[ -x "$agent" ] || { echo "nccl_parity.sh: no agent at $agent (set AGENT, or run tests/gpu/run_gpu.sh first)"; exit 2; }
gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
[ "$gpus" -ge 1 ] || { echo "nccl_parity.sh: no GPU"; exit 2; }
counts=("$gpus")
[ "$gpus" -gt 3 ] && counts+=(3)

declare -A program=([allreduce]=all_reduce_perf [allgather]=all_gather_perf [reducescatter]=reduce_scatter_perf
    [alltoall]=alltoall_perf [broadcast]=broadcast_perf [reduce]=reduce_perf)
for op in allreduce allgather reducescatter alltoall broadcast reduce; do
    for n in "${counts[@]}"; do
        devices=$(seq -s, 0 $((n - 1)))
        base=$out/${op}_${n}ranks
        rm -f "$base.agent.json" "$base.ref.json"
        timeout 300 "$agent" bench nccl --op "$op" -b "$min" -e "$max" -f 2 -w 1 -n 20 --device "$devices" \
            -J "$base.agent.json" >"$base.agent.txt" 2>"$base.agent.log"
        echo "agent $op $n ranks: exit $?" | tee -a "$out/steps.txt"
        if [ -n "$ref" ] && [ -x "$ref/${program[$op]}" ]; then
            CUDA_VISIBLE_DEVICES=$devices timeout 300 "$ref/${program[$op]}" -b "$min" -e "$max" -f 2 -w 1 -n 20 \
                -g "$n" -J "$base.ref.json" >"$base.ref.txt" 2>&1
            echo "nccl-tests $op $n ranks: exit $?" | tee -a "$out/steps.txt"
        fi
        python3 - "$base" <<'EOF'
import json, os, re, sys
base = sys.argv[1]

def table(path):
    rows, lines = [], []
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        f = line.split()
        if not line.startswith("#") and len(f) >= 13 and f[0].isdigit():
            rows.append(f)
        elif line.startswith("#"):
            lines.append(re.sub(r"[0-9][0-9.e+-]*", "N", line))
    return rows, lines

def keys(v, at=""):
    if isinstance(v, dict):
        return set().union(*[{at + "/" + k} | keys(x, at + "/" + k) for k, x in v.items()]) if v else set()
    if isinstance(v, list):
        return set().union(*[keys(x, at + "[]") for x in v]) if v else set()
    return set()

problems = []
mine, mine_lines = table(base + ".agent.txt")
if not mine:
    problems.append("the agent printed no rows")
for r in mine:
    for w in (r[8], r[12]):
        if w not in ("0", "N/A"):
            problems.append("agent: %s wrong elements at %s B" % (w, r[0]))
try:
    mine_json = json.load(open(base + ".agent.json"))
except Exception as e:
    mine_json = None
    problems.append("agent JSON: %s" % e)
if os.path.exists(base + ".ref.txt"):
    theirs, their_lines = table(base + ".ref.txt")
    if [r[:5] for r in mine] != [r[:5] for r in theirs]:
        problems.append("size/count/type/redop/root columns differ")
    if [(r[8] == "N/A", r[12] == "N/A") for r in mine] != [(r[8] == "N/A", r[12] == "N/A") for r in theirs]:
        problems.append("N/A columns differ")
    skip = ("# Rank", "#  Rank", "# nccl-tests version", "# Writing JSON", "# clustergate-agent")
    a = [l for l in mine_lines if not l.startswith(skip)]
    b = [l for l in their_lines if not l.startswith(skip)]
    if a != b:
        problems.append("header/footer lines differ: %s" % [x for x in zip(a, b) if x[0] != x[1]][:3])
    if mine_json is not None and os.path.exists(base + ".ref.json"):
        ka, kb = keys(mine_json), keys(json.load(open(base + ".ref.json")))
        if ka != kb:
            problems.append("JSON keys differ: only agent %s, only nccl-tests %s" % (sorted(ka - kb)[:5], sorted(kb - ka)[:5]))
    if mine and theirs:
        ratio = float(mine[-1][11]) / float(theirs[-1][11]) if float(theirs[-1][11]) else float("nan")
        print("%s: busbw at %s B, agent %s vs nccl-tests %s GB/s (%.3f)" % (os.path.basename(base), mine[-1][0], mine[-1][11], theirs[-1][11], ratio))
print("%s: %s" % (os.path.basename(base), "; ".join(problems) if problems else "agrees"))
sys.exit(1 if problems else 0)
EOF
    done
done | tee "$out/comparison.txt"
grep -q -v 'agrees\|busbw at\|exit' "$out/comparison.txt" && exit 1
exit 0
