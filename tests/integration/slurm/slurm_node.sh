#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A real single-node Slurm 22.05 (munged, slurmctld, slurmd) on the login node of a netlab test network
# (netlab.sh), for the job integration tests.
#
#   slurm_node.sh up LAB_DIR NODE_NS     start it on the node of the lab that is already up (prints KEY=VALUE
#                                        lines); exit 77 when impossible here
#   slurm_node.sh down LAB_DIR           stop it (idempotent; netlab's own `down` also ends every process
#                                        left in the node's namespaces)
#   slurm_node.sh exec LAB_DIR CMD...    run a command on the node as its sshd sessions see it (debugging)
#
# Everything runs inside the namespaces of the node's sshd (network, mount, host name "cg-node"): the
# daemons talk over the node's own loopback, and the node's private mount namespace gets
# LAB_DIR/slurm/etc bind-mounted on /etc/slurm, so `sbatch` in an ssh session finds the configuration as on
# a real cluster while this machine's /etc/slurm is never touched. State, spool, logs and the munge key
# live under LAB_DIR/slurm and go with the lab.
#
# The cluster: one node "cg-node" with 4 CPUs, 8 GB and fake GPUs (gres gpu:4 on symlinks to /dev/null);
# partition "low" (default, PriorityTier=1, GraceTime) is preempted by partition "high" (PriorityTier=2)
# through requeue, the user's --signal sent at preemption time.
# Four more slurmd (cg-gpu1-4, each on its own port, same namespaces) play a rented GPU partition as the
# guides size it: 64 CPUs, 600 GB, gpu:8 and feature "ib" per node on one leaf switch s1; partition
# "training-shared" (PriorityTier=1) is preempted by "training-urgent" (PriorityTier=2). The CPUs, memory
# and GPUs are declared, not real (SlurmdParameters=config_overrides): enough for Slurm to place and run
# a job of 4 replicas x 8 accelerators on this machine.
set -Eeuo pipefail

cmd=${1:-}
lab=${2:-}
[ -n "$cmd" ] && [ -n "$lab" ] || {
    echo "usage: $0 up LAB_DIR NODE_NS | down LAB_DIR | exec LAB_DIR CMD..." >&2
    exit 2
}
lab=$(cd "$lab" && pwd)
dir=$lab/slurm

skip() {
    echo "SKIP: $*" >&2
    exit 77
}

# The node's sshd: its namespaces are where Slurm lives.
node_pid() { cat "$dir/node.pid" 2>/dev/null; }
on_node() { nsenter -t "$(node_pid)" -m -u -n -- "$@"; }

down() {
    [ -d "$dir" ] || return 0
    if [ -n "$(node_pid)" ] && kill -0 "$(node_pid)" 2>/dev/null; then
        # Jobs first, so that no slurmstepd is left behind when the daemons go.
        on_node scancel --quiet --full --signal=KILL --user=root >/dev/null 2>&1 || true
    fi
    local f pid
    for f in "$dir"/run/slurmctld.pid "$dir"/run/slurmd-*.pid "$dir"/run/munged.pid; do
        pid=$(cat "$f" 2>/dev/null) || continue
        kill "$pid" 2>/dev/null || true
    done
    for f in "$dir"/run/slurmctld.pid "$dir"/run/slurmd-*.pid "$dir"/run/munged.pid; do
        pid=$(cat "$f" 2>/dev/null) || continue
        for _ in $(seq 1 50); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL "$pid" 2>/dev/null || true
        rm -f "$f"
    done
    # Steps and job scripts the daemons left (same mount namespace as the node, not the sshd itself).
    if [ -n "$(node_pid)" ] && [ -e "/proc/$(node_pid)/ns/mnt" ]; then
        local mnt
        mnt=$(readlink "/proc/$(node_pid)/ns/mnt")
        for p in /proc/[0-9]*; do
            [ "$(readlink "$p/ns/mnt" 2>/dev/null)" = "$mnt" ] || continue
            case "$(cat "$p/comm" 2>/dev/null)" in
            slurmstepd | slurmctld | slurmd | munged) kill -KILL "${p#/proc/}" 2>/dev/null || true ;;
            esac
        done
        # The node's /etc/slurm is its own again (the mount namespace is the node's, never this machine's).
        while on_node mountpoint -q /etc/slurm; do on_node umount -l /etc/slurm || break; done
    fi
}

case "$cmd" in
down)
    down
    exit 0
    ;;
exec)
    shift 2
    on_node "$@"
    exit $?
    ;;
up) ;;
*)
    echo "usage: $0 up LAB_DIR NODE_NS | down LAB_DIR | exec LAB_DIR CMD..." >&2
    exit 2
    ;;
esac

ns=${3:-}
[ -n "$ns" ] || {
    echo "usage: $0 up LAB_DIR NODE_NS" >&2
    exit 2
}
[ "$(id -u)" -eq 0 ] || skip "Slurm as root in the test network needs root"
for b in munged slurmctld slurmd sbatch sinfo nsenter; do
    command -v "$b" >/dev/null || skip "$b is not installed (Debian: slurm-wlm munge util-linux)"
done
[ -d /etc/slurm ] || skip "/etc/slurm does not exist to bind the test configuration over (package slurm-client)"
[ -f "$lab/$ns.pid" ] || { echo "no sshd pid file for $ns in $lab: is the lab up?" >&2; exit 1; }

down
rm -rf "$dir"
mkdir -p "$dir"/{etc,state,spool,log,run,munge,dev}
chmod 755 "$dir" "$dir/munge"
cp "$lab/$ns.pid" "$dir/node.pid"
trap 'down' ERR

# munge: its own key and socket.
dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$dir/munge/munge.key"
on_node munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.socket" \
    --pid-file="$dir/run/munged.pid" --seed-file="$dir/munge/munged.seed" --log-file="$dir/log/munged.log" \
    </dev/null >>"$dir/log/munged.out" 2>&1

for i in 0 1 2 3 4 5 6 7; do ln -sf /dev/null "$dir/dev/gpu$i"; done
cat >"$dir/etc/gres.conf" <<CONF
AutoDetect=off
NodeName=cg-node Name=gpu File=$dir/dev/gpu[0-3]
NodeName=cg-gpu[1-4] Name=gpu File=$dir/dev/gpu[0-7]
CONF
cat >"$dir/etc/topology.conf" <<CONF
SwitchName=s0 Nodes=cg-node
SwitchName=s1 Nodes=cg-gpu[1-4]
CONF
cat >"$dir/etc/slurm.conf" <<CONF
ClusterName=cg
SlurmctldHost=cg-node(127.0.0.1)
SlurmUser=root
SlurmdUser=root
SlurmctldPort=6817
SlurmdPort=6818
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket,cred_expire=5
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool/%n
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd-%n.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
DefMemPerCPU=100
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$dir/log/jobcomp.txt
MinJobAge=3600
SchedulerParameters=sched_interval=2,bf_interval=1
MailProg=/bin/true
ReturnToService=2
KillWait=2
TopologyPlugin=topology/tree
GresTypes=gpu
PreemptType=preempt/partition_prio
PreemptMode=REQUEUE
SlurmctldParameters=preempt_send_user_signal
SlurmdParameters=config_overrides
NodeName=cg-node NodeAddr=127.0.0.1 CPUs=4 RealMemory=8000 Gres=gpu:4 State=UNKNOWN
PartitionName=low Nodes=cg-node Default=YES PriorityTier=1 GraceTime=2 MaxTime=INFINITE State=UP
PartitionName=high Nodes=cg-node PriorityTier=2 MaxTime=INFINITE State=UP
NodeName=cg-gpu1 NodeHostname=cg-gpu1 NodeAddr=127.0.0.1 Port=6821 CPUs=64 RealMemory=600000 Gres=gpu:8 Feature=ib State=UNKNOWN
NodeName=cg-gpu2 NodeHostname=cg-gpu2 NodeAddr=127.0.0.1 Port=6822 CPUs=64 RealMemory=600000 Gres=gpu:8 Feature=ib State=UNKNOWN
NodeName=cg-gpu3 NodeHostname=cg-gpu3 NodeAddr=127.0.0.1 Port=6823 CPUs=64 RealMemory=600000 Gres=gpu:8 Feature=ib State=UNKNOWN
NodeName=cg-gpu4 NodeHostname=cg-gpu4 NodeAddr=127.0.0.1 Port=6824 CPUs=64 RealMemory=600000 Gres=gpu:8 Feature=ib State=UNKNOWN
PartitionName=training-shared Nodes=cg-gpu[1-4] PriorityTier=1 GraceTime=2 MaxTime=INFINITE State=UP
PartitionName=training-urgent Nodes=cg-gpu[1-4] PriorityTier=2 MaxTime=INFINITE State=UP
CONF
# What the node's sshd sessions (and the daemons) see as /etc/slurm.
on_node mount --bind "$dir/etc" /etc/slurm
# `ip netns exec` gave the node a fresh /sys without the cgroup mounts slurmd insists on (even with
# proctrack/linuxproc and task/none): mount there the same hierarchies this machine has (new mounts of the
# same hierarchies, inside the node's mount namespace only).
if ! on_node mountpoint -q /sys/fs/cgroup; then
    if [ "$(stat -f -c %T /sys/fs/cgroup)" = cgroup2fs ]; then
        on_node mount -t cgroup2 cgroup2 /sys/fs/cgroup
    else
        on_node mount -t tmpfs -o mode=755 cgroup /sys/fs/cgroup
        while read -r target fstype opts; do
            case "$target" in /sys/fs/cgroup/*) ;; *) continue ;; esac
            on_node mkdir -p "$target"
            if [ "$fstype" = cgroup2 ]; then
                on_node mount -t cgroup2 cgroup2 "$target"
            else
                on_node mount -t cgroup -o "${opts#rw,}" cgroup "$target"
            fi
        done < <(findmnt -rn -t cgroup,cgroup2 -o TARGET,FSTYPE,FS-OPTIONS)
    fi
fi
started() { # daemon
    echo "$1 did not start; its log ($dir/log/$1.log):" >&2
    tail -n 20 "$dir/log/$1.log" >&2 || true
    down
    exit 1
}
on_node slurmctld -i </dev/null >>"$dir/log/slurmctld.out" 2>&1 || started slurmctld
on_node slurmd </dev/null >>"$dir/log/slurmd.out" 2>&1 || started slurmd
for n in cg-gpu1 cg-gpu2 cg-gpu3 cg-gpu4; do
    on_node slurmd -N "$n" </dev/null >>"$dir/log/slurmd.out" 2>&1 || started slurmd
done

state=
for _ in $(seq 1 300); do
    state=$(on_node sinfo -h -N -o %T 2>/dev/null | sort -u | tr '\n' ' ') || true
    [ "$state" = "idle " ] && break
    sleep 0.1
done
if [ "$state" != "idle " ]; then
    echo "Slurm did not come up (node state '${state:-none}'); logs in $dir/log:" >&2
    tail -n 20 "$dir"/log/*.log >&2 || true
    down
    exit 1
fi
trap - ERR

cat <<OUT
SLURM_DIR=$dir
SLURM_CONF=/etc/slurm/slurm.conf
SLURM_NODE=cg-node
SLURM_PARTITIONS=low high training-shared training-urgent
SLURM_GPUS=4
SLURM_CPUS=4
OUT
