#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command against a real Secret Service of its own: a private D-Bus session bus and a
# gnome-keyring-daemon with an unlocked login keyring, in a throwaway HOME and XDG_RUNTIME_DIR, with no
# display (so no unlock dialog can ever appear). Both go away when the command ends.
#
# usage: with_keyring.sh COMMAND [ARGS...]
set -eu

missing=
for tool in dbus-run-session dbus-daemon dbus-send gnome-keyring-daemon secret-tool; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
if [ -n "$missing" ]; then
    echo "with_keyring.sh: FAILED: missing$missing; install the Debian packages dbus, gnome-keyring and" \
        "libsecret-tools (installer/debian-packages.txt)" >&2
    exit 1
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/clustergate-keyring.XXXXXX")
trap 'rm -rf "$scratch"' EXIT INT TERM
mkdir -m 700 "$scratch/home" "$scratch/run"

unset DISPLAY WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS XDG_CURRENT_DESKTOP DESKTOP_SESSION KDE_FULL_SESSION \
    GNOME_KEYRING_CONTROL
export HOME="$scratch/home" XDG_RUNTIME_DIR="$scratch/run" XDG_DATA_HOME="$scratch/home/.local/share" \
    XDG_CONFIG_HOME="$scratch/home/.config" XDG_CACHE_HOME="$scratch/home/.cache"

status=0
# The daemon forks and claims its bus name a moment later: wait for it, or the first request would
# have the bus start a second, locked daemon.
dbus-run-session -- sh -c '
    printf %s clustergate-test | gnome-keyring-daemon --unlock --components=secrets >/dev/null || {
        echo "with_keyring.sh: FAILED: gnome-keyring-daemon did not start" >&2
        exit 1
    }
    tries=0
    until dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q "boolean true"; do
        tries=$((tries + 1))
        if [ "$tries" -gt 100 ]; then
            echo "with_keyring.sh: FAILED: gnome-keyring-daemon did not take org.freedesktop.secrets" >&2
            exit 1
        fi
        sleep 0.05
    done
    exec "$@"
' with_keyring "$@" || status=$?
exit "$status"
