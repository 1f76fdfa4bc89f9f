#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A real single-node Slurm 22.05 on this machine for the planning tests: munged, slurmctld and slurmd with
# everything (configuration, state, sockets, logs) under DIR and ports of its own; this machine's /etc/slurm
# is never read or written (SLURM_CONF points into DIR). The node has GPUS fake GPUs (gres on symlinks
# to /dev/null), as many as the stand-in NVML the agent reads, so Slurm's GPU indices and the agent's agree.
#
#   local_slurm.sh up DIR [GPUS]   start it; prints SLURM_CONF=... and NODE=...; exit 77 when impossible here
#   local_slurm.sh down DIR        stop it (idempotent)
set -Eeuo pipefail

cmd=${1:-}
dir=${2:-}
[ -n "$cmd" ] && [ -n "$dir" ] || {
    echo "usage: $0 up DIR [GPUS] | down DIR" >&2
    exit 2
}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

skip() {
    echo "SKIP: $*" >&2
    exit 77
}

down() {
    local f pid
    for f in slurmctld slurmd munged; do
        pid=$(cat "$dir/run/$f.pid" 2>/dev/null) || continue
        kill "$pid" 2>/dev/null || true
    done
    for f in slurmctld slurmd munged; do
        pid=$(cat "$dir/run/$f.pid" 2>/dev/null) || continue
        for _ in $(seq 1 50); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL "$pid" 2>/dev/null || true
        rm -f "$dir/run/$f.pid"
    done
}

case "$cmd" in
down)
    down
    exit 0
    ;;
up) ;;
*)
    echo "usage: $0 up DIR [GPUS] | down DIR" >&2
    exit 2
    ;;
esac

gpus=${3:-2}
[ "$(id -u)" -eq 0 ] || skip "a private Slurm needs root here (SlurmUser=root)"
for b in munged slurmctld slurmd sbatch scontrol sinfo; do
    command -v "$b" >/dev/null || skip "$b is not installed (Debian: slurm-wlm munge)"
done

down
rm -rf "$dir/etc" "$dir/state" "$dir/spool" "$dir/log" "$dir/run" "$dir/munge" "$dir/dev"
mkdir -p "$dir"/{etc,state,spool,log,run,munge,dev}
chmod 755 "$dir" "$dir/munge"
trap 'down' ERR

# Two free TCP ports, chosen by the kernel.
read -r ctld_port slurmd_port < <(python3 -c 'import socket
s=[socket.socket() for _ in range(2)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')

dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$dir/munge/munge.key"
munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
    --pid-file="$dir/run/munged.pid" --seed-file="$dir/munge/munged.seed" --log-file="$dir/log/munged.log" \
    </dev/null >>"$dir/log/munged.out" 2>&1

node=$(hostname -s)
last=$((gpus - 1))
for i in $(seq 0 "$last"); do ln -sf /dev/null "$dir/dev/gpu$i"; done
cat >"$dir/etc/gres.conf" <<CONF
AutoDetect=off
Name=gpu File=$dir/dev/gpu[0-$last]
CONF
cat >"$dir/etc/slurm.conf" <<CONF
ClusterName=cgplan
SlurmctldHost=$node(127.0.0.1)
SlurmUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.socket,cred_expire=10
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$dir/log/jobcomp.txt
MinJobAge=3600
SchedulerParameters=sched_interval=2,bf_interval=1
MailProg=/bin/true
DefMemPerCPU=100
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
GresTypes=gpu
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=1000 Gres=gpu:$gpus State=UNKNOWN
PartitionName=debug Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/etc/slurm.conf
# The daemons daemonize themselves and write their pid files.
slurmctld -i </dev/null >>"$dir/log/slurmctld.out" 2>&1
slurmd </dev/null >>"$dir/log/slurmd.out" 2>&1
for _ in $(seq 1 100); do
    [ "$(sinfo -h -N -o %T 2>/dev/null)" = idle ] && break
    sleep 0.2
done
[ "$(sinfo -h -N -o %T 2>/dev/null)" = idle ] || {
    echo "Slurm did not come up; logs in $dir/log" >&2
    tail -n 20 "$dir/log/slurmctld.log" "$dir/log/slurmd.log" >&2 || true
    down
    exit 1
}
echo "SLURM_CONF=$SLURM_CONF"
echo "NODE=$node"
