#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A throwaway PostgreSQL 15 server for the team-mode tests: initdb + pg_ctl in DIR, run as an unprivileged
# user (postgres if it exists, else nobody), listening on a unix socket in DIR only (no TCP port).
#   pg_server.sh start DIR     initialises DIR/data when absent, starts the server, prints the socket dir
#   pg_server.sh stop DIR      fast shutdown (open transactions are rolled back)
#   pg_server.sh restart DIR   stop, then start
#   pg_server.sh check         exit 0 when the server binaries exist, 77 otherwise
# PG_FSYNC=on makes the server durable like a real one (the benchmark); tests run with fsync off.
# PG_TCP_PORT=N also listens on 127.0.0.1:N (SCRAM for every role); with PG_TLS_DIR=D (server.crt,
# server.key, optionally ca.crt for client certificates) only TLS is accepted on TCP, and the role "carol"
# logs in by client certificate alone. Both are read when DIR is initialised and at every start.
# The superuser is "postgres"; local connections use SCRAM passwords for every role but the superuser,
# which the tests reach through peer-less trust on the socket (only the socket's owner can open it).
set -eu
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
cmd=${1:-}
if [ "$cmd" = check ]; then
    [ -x "$BIN/initdb" ] && [ -x "$BIN/pg_ctl" ] || exit 77
    exit 0
fi
dir=${2:?usage: pg_server.sh start|stop|restart DIR}
if id postgres >/dev/null 2>&1; then user=postgres; else user=nobody; fi
as_user() {
    if [ "$(id -u)" = 0 ]; then runuser -u "$user" -- "$@"; else "$@"; fi
}
start() {
    mkdir -p "$dir"
    # The server user must reach DIR: its parent (a test's private temp dir) is made traversable.
    if [ "$(id -u)" = 0 ]; then chown "$user" "$dir"; chmod o+x "$(dirname "$dir")"; fi
    chmod 700 "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
        as_user "$BIN/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 \
            >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
        # The superuser by trust (the tests' database owner); every other role with its SCRAM password.
        cat >"$dir/data/pg_hba.conf" <<HBA
local all postgres trust
local all all scram-sha-256
HBA
        if [ -n "${PG_TCP_PORT:-}" ] && [ -n "${PG_TLS_DIR:-}" ]; then
            printf '%s\n' 'hostssl all carol 127.0.0.1/32 cert' 'hostssl all all 127.0.0.1/32 scram-sha-256' \
                >>"$dir/data/pg_hba.conf"
        elif [ -n "${PG_TCP_PORT:-}" ]; then
            echo 'host all all 127.0.0.1/32 scram-sha-256' >>"$dir/data/pg_hba.conf"
        fi
    fi
    net="-c listen_addresses=''"
    if [ -n "${PG_TCP_PORT:-}" ]; then
        net="-c listen_addresses=127.0.0.1 -c port=$PG_TCP_PORT"
    fi
    if [ -n "${PG_TLS_DIR:-}" ]; then
        # The server reads its key only when the key is private to the server user.
        mkdir -p "$dir/tls"
        cp "$PG_TLS_DIR/server.crt" "$PG_TLS_DIR/server.key" "$dir/tls/"
        [ -f "$PG_TLS_DIR/ca.crt" ] && cp "$PG_TLS_DIR/ca.crt" "$dir/tls/"
        if [ "$(id -u)" = 0 ]; then chown -R "$user" "$dir/tls"; fi
        chmod 600 "$dir/tls/server.key"
        net="$net -c ssl=on -c ssl_cert_file=$dir/tls/server.crt -c ssl_key_file=$dir/tls/server.key"
        [ -f "$dir/tls/ca.crt" ] && net="$net -c ssl_ca_file=$dir/tls/ca.crt"
    fi
    as_user "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "-k $dir $net -c fsync=${PG_FSYNC:-off} -c max_connections=60" start >/dev/null ||
        { cat "$dir/server.log" >&2; exit 1; }
    echo "$dir"
}
stop() {
    [ -f "$dir/data/postmaster.pid" ] || return 0
    as_user "$BIN/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null
}
case "$cmd" in
start) start ;;
stop) stop ;;
restart) stop; start ;;
*) echo "usage: pg_server.sh start|stop|restart DIR | check" >&2; exit 2 ;;
esac
