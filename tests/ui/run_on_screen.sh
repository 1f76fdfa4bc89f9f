#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a GUI test on a real X screen of its own: Xvfb at CLUSTERGATE_SCREEN (WIDTHxHEIGHT, default
# 1280x720) with openbox as the window manager (it maximises windows and keeps a panel-free work area),
# Qt on xcb at QT_SCALE_FACTOR=CLUSTERGATE_SCALE (default 1), on a private D-Bus session bus. Everything it
# started is stopped when the command ends.
#
# usage: CLUSTERGATE_SCREEN=1366x768 CLUSTERGATE_SCALE=1.25 run_on_screen.sh COMMAND [ARGS...]
set -eu

missing=
for tool in Xvfb openbox xprop dbus-run-session; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
if [ -n "$missing" ]; then
    echo "run_on_screen.sh: FAILED: missing$missing; install the Debian packages xvfb, openbox, x11-utils and dbus" \
        "(installer/debian-packages.txt)" >&2
    exit 1
fi

size=${CLUSTERGATE_SCREEN:-1280x720}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/clustergate-screen.XXXXXX")
xvfb_pid=
wm_pid=
cleanup() {
    [ -n "$wm_pid" ] && kill "$wm_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    [ -n "$wm_pid" ] && wait "$wm_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && wait "$xvfb_pid" 2>/dev/null || true
    rm -rf "$scratch"
}
trap cleanup EXIT INT TERM

# Xvfb picks a free display number and writes it to the file descriptor: no race with other servers.
exec 3>"$scratch/display"
Xvfb -displayfd 3 -screen 0 "${size}x24" -nolisten tcp -auth /dev/null >"$scratch/xvfb.log" 2>&1 &
xvfb_pid=$!
exec 3>&-
tries=0
while [ ! -s "$scratch/display" ]; do
    tries=$((tries + 1))
    if [ "$tries" -gt 100 ] || ! kill -0 "$xvfb_pid" 2>/dev/null; then
        echo "run_on_screen.sh: FAILED: Xvfb did not start:" >&2
        cat "$scratch/xvfb.log" >&2
        exit 1
    fi
    sleep 0.1
done
DISPLAY=:$(head -n1 "$scratch/display")
export DISPLAY
unset WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS XDG_CURRENT_DESKTOP DESKTOP_SESSION KDE_FULL_SESSION

HOME="$scratch/home"
XDG_CONFIG_HOME="$HOME/.config"
mkdir -p "$XDG_CONFIG_HOME" "$scratch/run"
chmod 700 "$scratch/run"
export HOME XDG_CONFIG_HOME XDG_RUNTIME_DIR="$scratch/run"
openbox --sm-disable >"$scratch/openbox.log" 2>&1 &
wm_pid=$!
# The window manager is up once it has set _NET_SUPPORTING_WM_CHECK on the root window (EWMH).
tries=0
until xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q "window id"; do
    tries=$((tries + 1))
    if [ "$tries" -gt 100 ] || ! kill -0 "$wm_pid" 2>/dev/null; then
        echo "run_on_screen.sh: FAILED: openbox did not start:" >&2
        cat "$scratch/openbox.log" >&2
        exit 1
    fi
    sleep 0.1
done

export QT_QPA_PLATFORM=xcb
export QT_SCALE_FACTOR="${CLUSTERGATE_SCALE:-1}"
export QT_ENABLE_HIGHDPI_SCALING=1
status=0
dbus-run-session -- "$@" || status=$?
exit "$status"
