#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Build the Debian package from a configured and built tree and check what it installs.
#
#   installer/check-package.sh BUILD_DIR
#
# Runs `cpack -G DEB` in BUILD_DIR (output in BUILD_DIR/package), unpacks the .deb and checks:
#   - the binaries clustergate and clustergate-agent are in usr/bin and executable;
#   - the launcher, AppStream metadata, icons and copyright file are where they belong;
#   - desktop-file-validate and `appstreamcli validate --no-net` accept the files as installed;
#   - the launcher, metadata and icons agree on names; the metadata has a release for this version
#     and changelog.Debian an entry for it;
#   - dpkg-shlibdeps filled in Depends; no headers, static libraries or files outside /usr slipped in.
# Exits non-zero with a message on the first failed check.

set -euo pipefail

APP_ID="org.clustergate.ClusterGate"
PACKAGE="clustergate"
ICON_SIZES=(48 64 128 256)

die() {
    printf 'check-package: FAIL: %s\n' "$*" >&2
    exit 1
}

step() {
    printf '\n== %s\n' "$*"
}

if [[ $# -ne 1 || "$1" == "-h" || "$1" == "--help" ]]; then
    printf 'usage: %s BUILD_DIR\n' "${0##*/}" >&2
    exit 2
fi

[[ -d "$1" ]] || die "build directory '$1' does not exist"
BUILD_DIR="$(cd "$1" && pwd)"
[[ -f "$BUILD_DIR/CPackConfig.cmake" ]] \
    || die "$BUILD_DIR/CPackConfig.cmake not found: configure the project there first (installer/ must be part of the build)"

for tool in cpack dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli file gzip; do
    command -v "$tool" >/dev/null 2>&1 \
        || die "'$tool' not found (apt-get install cmake dpkg-dev desktop-file-utils appstream file)"
done

OUT_DIR="$BUILD_DIR/package"
mkdir -p "$OUT_DIR"
# Old packages would make the result ambiguous.
rm -f "$OUT_DIR"/*.deb "$OUT_DIR"/*.deb.sha256

step "cpack -G DEB -B $OUT_DIR"
(cd "$BUILD_DIR" && cpack -G DEB -B "$OUT_DIR") || die "cpack failed"

shopt -s nullglob
debs=("$OUT_DIR/${PACKAGE}"_*.deb)
shopt -u nullglob
[[ ${#debs[@]} -eq 1 ]] || die "expected exactly one ${PACKAGE}_*.deb in $OUT_DIR, found ${#debs[@]}"
DEB="${debs[0]}"
printf 'package: %s\n' "$DEB"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/check-package.XXXXXX")"
cleanup() { rm -rf "$WORK"; }
trap cleanup EXIT
ROOT="$WORK/root"
dpkg-deb -x "$DEB" "$ROOT" || die "dpkg-deb -x failed on $DEB"

step "dpkg-deb -I"
dpkg-deb -I "$DEB"

# --- Control fields -------------------------------------------------------------------------------
step "control fields"
field() { dpkg-deb -f "$DEB" "$1"; }
[[ "$(field Package)" == "$PACKAGE" ]] || die "Package is '$(field Package)', expected '$PACKAGE'"
depends="$(field Depends)"
[[ -n "$depends" ]] || die "Depends is empty: dpkg-shlibdeps did not run or found nothing"
# Any dynamically linked binary needs libc6, so its absence means shlibdeps did not contribute.
libc6_re='(^|[ ,])libc6([ ,(]|$)'
[[ "$depends" =~ $libc6_re ]] || die "Depends lacks libc6, so dpkg-shlibdeps results are missing: $depends"
printf 'Depends: %s\n' "$depends"
version="$(field Version)"
upstream="${version#*:}"
upstream="${upstream%-*}"
printf 'Version: %s (upstream %s)\n' "$version" "$upstream"

# --- Files ----------------------------------------------------------------------------------------
step "files"
need_file() {
    [[ -f "$ROOT/$1" ]] || die "the package lacks /$1"
    printf 'ok  /%s\n' "$1"
}
for bin in clustergate clustergate-agent; do
    need_file "usr/bin/$bin"
    [[ -x "$ROOT/usr/bin/$bin" ]] || die "/usr/bin/$bin is not executable"
done
DESKTOP="usr/share/applications/$APP_ID.desktop"
METAINFO="usr/share/metainfo/$APP_ID.metainfo.xml"
need_file "$DESKTOP"
need_file "$METAINFO"
need_file "usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
for size in "${ICON_SIZES[@]}"; do
    png="usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
    need_file "$png"
    kind="$(file -b "$ROOT/$png")"
    [[ "$kind" == "PNG image data, $size x $size,"* ]] || die "/$png is not a ${size}x${size} PNG: $kind"
done
# `clustergate serve` under systemd: the user unit, starting the packaged binary.
need_file "usr/lib/systemd/user/clustergate-serve.service"
grep -q '^ExecStart=/usr/bin/clustergate serve' "$ROOT/usr/lib/systemd/user/clustergate-serve.service" \
    || die "/usr/lib/systemd/user/clustergate-serve.service does not start /usr/bin/clustergate serve"
need_file "usr/share/doc/$PACKAGE/copyright"
CHANGELOG="usr/share/doc/$PACKAGE/changelog.Debian.gz"
need_file "$CHANGELOG"
changelog_top="$(gzip -dc "$ROOT/$CHANGELOG" | sed -n '1p')"
[[ "$changelog_top" == "$PACKAGE ($version) "* ]] \
    || die "the newest entry of installer/changelog.Debian is '$changelog_top', expected version $version"

# Everything belongs under /usr; no development files in an application package.
stray="$(cd "$ROOT" && find . -mindepth 1 -maxdepth 1 ! -name usr)"
[[ -z "$stray" ]] || die "files outside /usr: $stray"
dev="$(cd "$ROOT" && find . \( -path ./usr/include -o -path '*/cmake' -o -path '*/pkgconfig' \
    -o -name '*.a' -o -name '*.la' \) -print)"
[[ -z "$dev" ]] || die "development files in the package (an install() rule from a dependency or the tests?): $dev"

# --- Launcher and metadata --------------------------------------------------------------------------
step "desktop-file-validate /$DESKTOP"
desktop-file-validate "$ROOT/$DESKTOP" || die "desktop-file-validate rejected /$DESKTOP"
printf 'valid\n'

exec_bin="$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$ROOT/$DESKTOP" | head -n 1)"
[[ -n "$exec_bin" && -x "$ROOT/usr/bin/${exec_bin##*/}" ]] \
    || die "Exec= in /$DESKTOP names '$exec_bin', which the package does not install in /usr/bin"
icon_name="$(sed -n 's/^Icon=//p' "$ROOT/$DESKTOP" | head -n 1)"
[[ "$icon_name" == "$APP_ID" ]] || die "Icon= in /$DESKTOP is '$icon_name', expected '$APP_ID'"

step "appstreamcli validate --no-net /$METAINFO"
appstreamcli validate --no-net "$ROOT/$METAINFO" || die "appstreamcli rejected /$METAINFO"

grep -q "<id>$APP_ID</id>" "$ROOT/$METAINFO" || die "/$METAINFO does not have <id>$APP_ID</id>"
grep -q "<launchable type=\"desktop-id\">$APP_ID.desktop</launchable>" "$ROOT/$METAINFO" \
    || die "/$METAINFO does not launch $APP_ID.desktop"
grep -q "<release version=\"$upstream\"" "$ROOT/$METAINFO" \
    || die "/$METAINFO has no <release version=\"$upstream\">: add the release to installer/$APP_ID.metainfo.xml"

step "contents"
dpkg-deb -c "$DEB"

printf '\ncheck-package: OK: %s\n' "$DEB"
