#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A throwaway PostgreSQL 15 server for the team-mode tests: initdb + pg_ctl in DIR, run as an unprivileged
# user (postgres if it exists, else nobody), listening on a unix socket in DIR only (no TCP port).
#   pg_server.sh start DIR     initialises DIR/data when absent, starts the server, prints the socket dir
#   pg_server.sh stop DIR      fast shutdown (open transactions are rolled back)
#   pg_server.sh restart DIR   stop, then start
#   pg_server.sh check         exit 0 when the server binaries exist, 77 otherwise
# PG_FSYNC=on makes the server durable like a real one (the benchmark); tests run with fsync off.
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
    fi
    as_user "$BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
        -o "-k $dir -c listen_addresses='' -c fsync=${PG_FSYNC:-off} -c max_connections=60" start >/dev/null ||
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
