#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A plain verifier of ClusterGate's audit-log hash chain: Python's sqlite3 and hashlib, nothing else.

    python3 verify_audit_log.py clustergate.sqlite

It walks audit_log in sequence order and checks, for row n (see docs/audit-log.md):

    seq == n,  prev_hash == hash(row n-1)  (32 zero bytes for row 1),
    hash == SHA-256(prev_hash || L(seq) || L(recorded_at) || L(actor) || L(action) || L(subject) || L(details))

where L(x) is len(x) as 4 bytes big-endian followed by x (UTF-8; seq in decimal ASCII). It prints the
rows and the rate, and exits 0 when the chain is intact, 1 naming the first broken sequence number. It is
the benchmark's anchor and an auditor's independent check; it does not read checkpoints.
"""
import hashlib
import sqlite3
import sys
import time


def field(b):
    return len(b).to_bytes(4, "big") + b


def verify(path):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    db.text_factory = bytes  # the stored bytes, exactly as hashed
    prev = bytes(32)
    expected = 1
    start = time.perf_counter()
    rows = db.execute(
        "SELECT seq, recorded_at, actor, action, subject, details, prev_hash, hash FROM audit_log ORDER BY seq"
    )
    for seq, recorded_at, actor, action, subject, details, prev_hash, stored in rows:
        if seq != expected:
            return expected, f"row {expected} is missing or out of place (found {seq})", start
        if prev_hash != prev:
            return seq, f"row {seq} does not link to row {seq - 1}", start
        digest = hashlib.sha256(
            prev
            + field(str(seq).encode())
            + field(recorded_at)
            + field(actor)
            + field(action)
            + field(subject)
            + field(details)
        ).digest()
        if digest != stored:
            return seq, f"row {seq}'s content does not match its hash", start
        prev = digest
        expected += 1
    return None, expected - 1, start


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    broken, info, start = verify(sys.argv[1])
    elapsed = time.perf_counter() - start
    if broken is not None:
        print(f"BROKEN at sequence number {broken}: {info}")
        return 1
    rate = info / elapsed if elapsed > 0 else 0.0
    print(f"intact: {info} rows in {elapsed:.3f} s = {rate:.0f} rows/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
