#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when the zh_CN translation misses a string of the sources or has an unfinished one.
# usage: check_translations.sh LUPDATE TS_FILE SOURCE_ROOT
set -euo pipefail
lupdate=$1 ts=$2 root=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$ts" "$tmp/check.ts"
"$lupdate" -silent -no-obsolete -locations none "$root/app" "$root/ui" "$root/core" -ts "$tmp/check.ts" >/dev/null
unfinished=$(grep -c 'type="unfinished"' "$tmp/check.ts" || true)
total=$(grep -c '<source>' "$tmp/check.ts" || true)
if [ "$unfinished" -ne 0 ]; then
    echo "$unfinished of $total strings lack a zh_CN translation (refresh: see README, "translation files"):"
    grep -B3 'type="unfinished"' "$tmp/check.ts" | grep '<source>' | head -n 40
    exit 1
fi
if ! diff -q "$ts" "$tmp/check.ts" >/dev/null; then
    echo "translations/$(basename "$ts") is not in step with the sources; refresh them as the README says"
    diff "$ts" "$tmp/check.ts" | head -n 40
    exit 1
fi
echo "zh_CN: $total strings, all translated"
