#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A private test network of real OpenSSH servers in network namespaces, for the SSH integration tests.
#
#   netlab.sh up LAB_DIR     build it (prints KEY=VALUE lines describing it); exit 77 when impossible here
#   netlab.sh down LAB_DIR   tear it down (idempotent)
#   netlab.sh reap           tear down labs whose owning process is gone (also done by every `up`)
#
#          198.18.1.0/24          198.18.2.0/24            198.18.3.0/24
#   client ------------ bastion1 ------------- bastion2 ------------ node2
#                          |  198.18.4.0/24
#                          +------------ node  (also answers on 198.18.4.10-209: 200 "nodes", and with
#                                               NETLAB_NODES=N up to 1,000 on N - 200 more in 198.18.16.0/22;
#                                               on ports 2224, 2226, 2227 with host certificates, on 2225
#                                               with SHA-1 kex only)
#
# Nothing forwards packets: the client reaches bastion1 only, each bastion only its neighbours, so a
# node can be reached solely through an SSH jump. The client namespace has no default route, so no test
# packet can leave the machine. All addresses are in 198.18.0.0/15 (RFC 2544 benchmarking).
set -Eeuo pipefail

cmd=${1:-}
lab=${2:-}
state_dir=/run/clustergate-netlab

# Labs whose owner died (a test killed by a timeout) would keep their namespaces and servers forever.
reap() {
    local f pid dir
    for f in "$state_dir"/*; do
        [ -f "$f" ] || continue
        read -r pid dir <"$f" || continue
        if ! kill -0 "$pid" 2>/dev/null; then
            "$0" down "$dir" || true
            rmdir "$dir" 2>/dev/null || true
            rm -f "$f"
        fi
    done
}
if [ "$cmd" = reap ]; then
    reap
    exit 0
fi
[ -n "$cmd" ] && [ -n "$lab" ] || { echo "usage: $0 up|down LAB_DIR | reap" >&2; exit 2; }
# NETLAB_SSHD_SETENV="VAR=value ...": environment every server gives its sessions (e.g. a test GPU library).
mkdir -p "$lab"
lab=$(cd "$lab" && pwd)
# Namespace names are derived from the lab directory so parallel labs never collide.
id=$(printf '%s' "$lab" | sha1sum | cut -c1-8)
ns_client=cgc-$id ns_b1=cgb1-$id ns_b2=cgb2-$id ns_node=cgn-$id ns_node2=cgn2-$id
all_ns=("$ns_client" "$ns_b1" "$ns_b2" "$ns_node" "$ns_node2")

down() {
    rm -f "$state_dir/$id"
    for svc in "sshd-pw-$id" "sshd-otp-$id"; do
        [ -f "$lab/$svc.pid" ] && kill "$(cat "$lab/$svc.pid")" 2>/dev/null || true
        rm -f "/etc/pam.d/$svc" "$lab/$svc.pid"
    done
    for ns in "${all_ns[@]}"; do
        if [ -f "$lab/$ns.pid" ]; then
            kill "$(cat "$lab/$ns.pid")" 2>/dev/null || true
            rm -f "$lab/$ns.pid"
        fi
        # The client namespace holds the test process itself: never kill there.
        [ "$ns" = "$ns_client" ] || ip netns pids "$ns" 2>/dev/null | xargs -r kill 2>/dev/null || true
        ip netns del "$ns" 2>/dev/null || true
    done
}

skip() { echo "SKIP: $*" >&2; exit 77; }

link() { # ns_a addr_a ns_b addr_b
    local a=v$RANDOM$RANDOM b=v$RANDOM$RANDOM
    ip link add "$a" type veth peer name "$b"
    ip link set "$a" netns "$1"
    ip link set "$b" netns "$3"
    ip -n "$1" addr add "$2/24" dev "$a"
    ip -n "$3" addr add "$4/24" dev "$b"
    ip -n "$1" link set "$a" up
    ip -n "$3" link set "$b" up
}

# A PAM-backed sshd on bastion1: `pw` takes a password (checked by a script, no system account is
# touched), `otp` wants a key AND a TOTP code (pam_oath), as hardened bastions do. OpenSSH 9.2 names its
# PAM service after the program, hence the symlinked binary.
start_pam_sshd() { # kind port
    local kind=$1 port=$2 svc=sshd-$1-$id dir=$lab/bastion1
    ln -sf /usr/sbin/sshd "$lab/$svc"
    sed -e "s/^Port 22$/Port $port/" -e "s|^PidFile .*|PidFile $lab/$svc.pid|" \
        -e "s/^UsePAM no$/UsePAM yes/" -e "s/^KbdInteractiveAuthentication no$/KbdInteractiveAuthentication yes/" \
        "$dir/sshd_config" >"$dir/sshd_$kind.conf"
    if [ "$kind" = pw ]; then
        sed -i "s/^PasswordAuthentication no$/PasswordAuthentication yes/" "$dir/sshd_$kind.conf"
        printf 'AuthenticationMethods password keyboard-interactive\n' >>"$dir/sshd_$kind.conf"
        cat >"/etc/pam.d/$svc" <<PAM
auth required pam_exec.so expose_authtok quiet $lab/check-password.sh
account required pam_permit.so
session required pam_permit.so
PAM
    else
        printf 'AuthenticationMethods publickey,keyboard-interactive\n' >>"$dir/sshd_$kind.conf"
        cat >"/etc/pam.d/$svc" <<PAM
auth required pam_oath.so usersfile=$lab/otp/users.oath window=20 digits=6
account required pam_permit.so
session required pam_permit.so
PAM
    fi
    ip netns exec "$ns_b1" unshare --mount --propagation private sh -c \
        "mount --bind '$lab/passwd' /etc/passwd && exec '$lab/$svc' -f '$dir/sshd_$kind.conf' -E '$dir/sshd_$kind.log'"
}

start_sshd() { # ns name
    local ns=$1 name=$2 dir=$lab/$2
    mkdir -p "$dir"
    ssh-keygen -q -t ed25519 -N '' -C "$name" -f "$dir/host_ed25519" <<<y >/dev/null
    ssh-keygen -q -t ecdsa -N '' -C "$name" -f "$dir/host_ecdsa" <<<y >/dev/null
    cat >"$dir/sshd_config" <<CFG
Port 22
ListenAddress 0.0.0.0
HostKey $dir/host_ed25519
HostKey $dir/host_ecdsa
PidFile $lab/$ns.pid
AuthorizedKeysFile $lab/authorized_keys
StrictModes no
PermitRootLogin yes
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
AllowTcpForwarding yes
MaxStartups 500:30:1000
MaxSessions 50
LogLevel VERBOSE
Subsystem sftp internal-sftp
AcceptEnv LANG LC_*
${NETLAB_SSHD_SETENV:+SetEnv $NETLAB_SSHD_SETENV}
CFG
    # The servers see a passwd file of their own (bind-mounted in a private mount namespace) in which
    # root's shell is /bin/sh and its home is empty: the host's login scripts (~/.bashrc and friends)
    # must not run, or slow, every remote command of the tests. Each server also has a host name of its
    # own (cg-NAME, in a private UTS namespace), as a real node would.
    ip netns exec "$ns" unshare --mount --uts --propagation private sh -c \
        "hostname 'cg-$name' && mount --bind '$lab/passwd' /etc/passwd &&
         exec /usr/sbin/sshd -f '$dir/sshd_config' -E '$dir/sshd.log'"
}

# One more server on the node's address, on its own port, from the node's sshd_config: its own host
# key (in $lab/NAME), and any further sshd_config lines given.
start_extra_sshd() { # ns name port [sshd_config lines...]
    local ns=$1 name=$2 port=$3 dir=$lab/$2
    shift 3
    mkdir -p "$dir"
    [ -f "$dir/host_ed25519" ] || ssh-keygen -q -t ed25519 -N '' -C "$name" -f "$dir/host_ed25519" <<<y >/dev/null
    grep -v -e '^Port ' -e '^HostKey ' -e '^PidFile ' "$lab/node/sshd_config" >"$dir/sshd_config"
    { echo "Port $port"; echo "HostKey $dir/host_ed25519"; echo "PidFile $lab/$name.pid"; printf '%s\n' "$@"; } >>"$dir/sshd_config"
    ip netns exec "$ns" unshare --mount --uts --propagation private sh -c \
        "hostname 'cg-$name' && mount --bind '$lab/passwd' /etc/passwd &&
         exec /usr/sbin/sshd -f '$dir/sshd_config' -E '$dir/sshd.log'"
}

case "$cmd" in
down)
    down
    exit 0
    ;;
up) ;;
*)
    echo "usage: $0 up|down LAB_DIR" >&2
    exit 2
    ;;
esac

[ "$(id -u)" -eq 0 ] || skip "network namespaces need root"
command -v ip >/dev/null || skip "iproute2 (ip) is not installed"
[ -x /usr/sbin/sshd ] || skip "openssh-server (/usr/sbin/sshd) is not installed"
command -v unshare >/dev/null || skip "unshare (util-linux) is not installed"
reap
down
ip netns add "$ns_client" 2>/dev/null || skip "cannot create network namespaces here"
mkdir -p "$state_dir"
echo "${NETLAB_OWNER_PID:-$PPID} $lab" >"$state_dir/$id"
for ns in "$ns_b1" "$ns_b2" "$ns_node" "$ns_node2"; do ip netns add "$ns"; done
for ns in "${all_ns[@]}"; do ip -n "$ns" link set lo up; done
# Until the lab is complete, any failure (in functions too: set -E) or exit takes it down again.
trap 'down' ERR
trap 'rc=$?; [ "$rc" -eq 0 ] || down' EXIT

link "$ns_client" 198.18.1.2 "$ns_b1" 198.18.1.1
link "$ns_b1" 198.18.2.1 "$ns_b2" 198.18.2.2
link "$ns_b2" 198.18.3.1 "$ns_node2" 198.18.3.2
link "$ns_b1" 198.18.4.1 "$ns_node" 198.18.4.2
node_if=$(ip -n "$ns_node" -o link show | awk -F': ' '$2 != "lo" {print $2}' | cut -d@ -f1)
# Node addresses: 198.18.4.10-209 on the node link; beyond 200 (NETLAB_NODES, at most 1,000, for the
# benchmarks) the rest in 198.18.16.0/22, routed by bastion1 through the node's link address, so that
# bastion1 keeps one neighbour entry for them (the kernel's ARP table is shared by every namespace).
nodes=${NETLAB_NODES:-200}
[[ "$nodes" =~ ^[0-9]+$ ]] && [ "$nodes" -ge 200 ] && [ "$nodes" -le 1000 ] ||
    { echo "NETLAB_NODES must be 200 to 1000" >&2; exit 2; }
: >"$lab/nodes"
for i in $(seq 10 209); do echo "198.18.4.$i" >>"$lab/nodes"; done
for ((i = 0; i < nodes - 200; i++)); do
    echo "198.18.$((16 + (i + 10) / 256)).$(((i + 10) % 256))" >>"$lab/nodes"
done
awk -v dev="$node_if" '{ print "addr add " $1 (/^198\.18\.4\./ ? "/24" : "/32") " dev " dev }' "$lab/nodes" |
    ip -n "$ns_node" -batch -
[ "$nodes" -eq 200 ] || ip -n "$ns_b1" route add 198.18.16.0/22 via 198.18.4.2
mkdir -p /run/sshd "$lab/home"
awk -F: -v OFS=: -v home="$lab/home" '$1 == "root" { $6 = home; $7 = "/bin/sh" } { print }' /etc/passwd >"$lab/passwd"

# Client keys: ed25519 without and with a passphrase, ECDSA, and RSA (refused by libssh2 < 1.11's servers).
ssh-keygen -q -t ed25519 -N '' -C client -f "$lab/id_ed25519" <<<y >/dev/null
ssh-keygen -q -t ed25519 -N 'correct horse' -C client-pass -f "$lab/id_ed25519_pass" <<<y >/dev/null
ssh-keygen -q -t ecdsa -N '' -C client-ecdsa -f "$lab/id_ecdsa" <<<y >/dev/null
ssh-keygen -q -t rsa -b 2048 -N '' -C client-rsa -f "$lab/id_rsa" <<<y >/dev/null
cat "$lab"/id_ed25519.pub "$lab"/id_ed25519_pass.pub "$lab"/id_ecdsa.pub "$lab"/id_rsa.pub >"$lab/authorized_keys"

start_sshd "$ns_b1" bastion1
if [ -f /lib/x86_64-linux-gnu/security/pam_oath.so ] || [ -f /usr/lib/x86_64-linux-gnu/security/pam_oath.so ] ||
    compgen -G "/lib/*/security/pam_oath.so" >/dev/null; then
    otp_seed=3132333435363738393031323334353637383930 # RFC 6238's test key
    mkdir -p "$lab/otp"
    printf 'HOTP/T30 root - %s\n' "$otp_seed" >"$lab/otp/users.oath"
    chmod 600 "$lab/otp/users.oath"
    start_pam_sshd otp 2223
    echo "OTP_SEED=$otp_seed" >"$lab/otp.env"
fi
printf '#!/bin/sh\n# pam_exec hands the password on stdin, without a newline.\nIFS= read -r pw || true\n[ "$pw" = "%s" ]\n' \
    'lab password 1' >"$lab/check-password.sh"
chmod 755 "$lab/check-password.sh"
start_pam_sshd pw 2222
start_sshd "$ns_b2" bastion2
start_sshd "$ns_node" node
start_sshd "$ns_node2" node2

# Host certificates (as providers issue them): a lab CA signs the host keys of servers on the node's
# address. certnode (port 2224) is certified for the node's address; the others are not valid for it
# (another principal; expired). Clients that trust them carry only the CA in known_hosts.
ssh-keygen -q -t ed25519 -N '' -C "netlab host CA" -f "$lab/host_ca" <<<y >/dev/null
certify() { # name principals validity
    mkdir -p "$lab/$1"
    ssh-keygen -q -t ed25519 -N '' -C "$1" -f "$lab/$1/host_ed25519" <<<y >/dev/null
    ssh-keygen -q -s "$lab/host_ca" -h -I "$1" -n "$2" -V "$3" "$lab/$1/host_ed25519.pub"
}
certify certnode 198.18.4.2,node -5m:+1d
certify certother other.example -5m:+1d
certify certexpired 198.18.4.2 20200101:20200102
start_extra_sshd "$ns_node" certnode 2224 "HostCertificate $lab/certnode/host_ed25519-cert.pub"
start_extra_sshd "$ns_node" certother 2226 "HostCertificate $lab/certother/host_ed25519-cert.pub"
start_extra_sshd "$ns_node" certexpired 2227 "HostCertificate $lab/certexpired/host_ed25519-cert.pub"
# An old server that offers only a SHA-1 key exchange; its host key is the node's own.
mkdir -p "$lab/sha1kex"
cp "$lab/node/host_ed25519" "$lab/node/host_ed25519.pub" "$lab/sha1kex/"
start_extra_sshd "$ns_node" sha1kex 2225 "KexAlgorithms diffie-hellman-group14-sha1"

# known_hosts with every server's keys as the client will name them.
: >"$lab/known_hosts"
for entry in "bastion1 198.18.1.1" "bastion2 198.18.2.2" "node 198.18.4.2" "node2 198.18.3.2"; do
    set -- $entry
    for t in ed25519 ecdsa; do
        printf '%s %s\n' "$2" "$(cut -d' ' -f1,2 "$lab/$1/host_$t.pub")" >>"$lab/known_hosts"
    done
done
node_key=$(cut -d' ' -f1,2 "$lab/node/host_ed25519.pub")
awk -v key="$node_key" '{ print $1 " " key }' "$lab/nodes" >>"$lab/known_hosts"
for port in 2222 2223; do
    printf '[198.18.1.1]:%s %s\n' "$port" "$(cut -d' ' -f1,2 "$lab/bastion1/host_ed25519.pub")" >>"$lab/known_hosts"
done

# An OpenSSH client configuration for the same lab (used to compare with `ssh -J` and `scp -J`).
cat >"$lab/ssh_config" <<CFG
Host *
    User root
    IdentityFile $lab/id_ed25519
    IdentitiesOnly yes
    UserKnownHostsFile $lab/known_hosts
    StrictHostKeyChecking yes
    BatchMode yes
    ConnectTimeout 5
CFG

# Wait until every sshd answers.
for target in "$ns_b1 198.18.1.1 22" "$ns_b2 198.18.2.2 22" "$ns_node 198.18.4.2 22" "$ns_node2 198.18.3.2 22" \
    "$ns_b1 198.18.1.1 2222" "$ns_node 198.18.4.2 2224" "$ns_node 198.18.4.2 2225" "$ns_node 198.18.4.2 2226" \
    "$ns_node 198.18.4.2 2227"; do
    set -- $target
    for _ in $(seq 1 100); do
        ip netns exec "$1" bash -c "exec 3<>/dev/tcp/$2/$3" 2>/dev/null && break
        sleep 0.05
    done
done
trap - ERR

cat <<OUT
NS_CLIENT=$ns_client
NS_BASTION1=$ns_b1
NS_BASTION2=$ns_b2
NS_NODE=$ns_node
NS_NODE2=$ns_node2
BASTION1=198.18.1.1
BASTION2=198.18.2.2
NODE=198.18.4.2
NODE2=198.18.3.2
NODES_FIRST=198.18.4.10
NODES_COUNT=$nodes
NODES_FILE=$lab/nodes
LAB=$lab
PASSWORD_PORT=2222
PASSWORD=lab password 1
HOST_CA_PUB=$lab/host_ca.pub
CERT_PORT=2224
CERT_OTHER_PRINCIPAL_PORT=2226
CERT_EXPIRED_PORT=2227
SHA1_KEX_PORT=2225
OTP_PORT=$([ -f "$lab/otp.env" ] && echo 2223)
$([ -f "$lab/otp.env" ] && cat "$lab/otp.env")
OUT
