#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An independent verifier of ClusterGate's audit log, written from docs/audit-log.md: Python's standard
library, and the openssl command line for Ed25519 signatures. Nothing from ClusterGate itself.

    python3 verify_audit_log.py clustergate.sqlite [--root-at N]
    python3 verify_audit_log.py inclusion PROOF.json --key NAME+HASH+BASE64 [--key ...]
    python3 verify_audit_log.py consistency PROOF.json --key NAME+HASH+BASE64 [--key ...]

The first walks audit_log in sequence order and checks, for row n:

    seq == n,  prev_hash == hash(row n-1)  (32 zero bytes for row 1),
    hash == SHA-256(prev_hash || L(seq) || L(recorded_at) || L(actor) || L(action) || L(subject) || L(details))

where L(x) is len(x) as 4 bytes big-endian followed by x (UTF-8; seq in decimal ASCII), and computes the
Merkle tree (RFC 9162: leaf hash SHA-256(0x00 || leaf), node SHA-256(0x01 || left || right), leaf n-1 =
L(seq) L(recorded_at) L(actor) L(action) L(subject) L(details) of row n). It prints the rows, the rate and the
root, and exits 0 when the chain is intact, 1 naming the first broken sequence number.

The proof modes check a proof file offline: the tree head's signature by one of the given verifier keys
(openssl pkeyutl -verify), then the inclusion or consistency proof as RFC 9162 sections 2.1.3.2 and 2.1.4.2
say. Exit status 0 verified, 1 not.
"""
import base64
import hashlib
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time


def field(b):
    return len(b).to_bytes(4, "big") + b


def sha256(b):
    return hashlib.sha256(b).digest()


def node(left, right):
    return sha256(b"\x01" + left + right)


def leaf_hash(seq, recorded_at, actor, action, subject, details):
    return sha256(
        b"\x00" + field(str(seq).encode()) + field(recorded_at) + field(actor) + field(action) + field(subject)
        + field(details)
    )


class Tree:
    """The root of a growing RFC 9162 tree: the perfect subtrees along its left edge."""

    def __init__(self):
        self.stack = []
        self.size = 0

    def add(self, h):
        s = self.size
        while s & 1:
            h = node(self.stack.pop(), h)
            s >>= 1
        self.stack.append(h)
        self.size += 1

    def root(self):
        if not self.stack:
            return sha256(b"")
        h = self.stack[-1]
        for left in reversed(self.stack[:-1]):
            h = node(left, h)
        return h


def verify_db(path, root_at=None):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    db.text_factory = bytes  # the stored bytes, exactly as hashed
    prev = bytes(32)
    expected = 1
    tree = Tree()
    root_n = None
    start = time.perf_counter()
    rows = db.execute(
        "SELECT seq, recorded_at, actor, action, subject, details, prev_hash, hash FROM audit_log ORDER BY seq"
    )
    for seq, recorded_at, actor, action, subject, details, prev_hash, stored in rows:
        if seq != expected:
            return expected, f"row {expected} is missing or out of place (found {seq})", start, None
        if prev_hash != prev:
            return seq, f"row {seq} does not link to row {seq - 1}", start, None
        fields = (
            field(str(seq).encode()) + field(recorded_at) + field(actor) + field(action) + field(subject)
            + field(details)
        )
        digest = sha256(prev + fields)
        if digest != stored:
            return seq, f"row {seq}'s content does not match its hash", start, None
        tree.add(sha256(b"\x00" + fields))
        if root_at == seq:
            root_n = tree.root()
        prev = digest
        expected += 1
    return None, expected - 1, start, (tree.root(), root_n)


# --- signed notes (c2sp.org/signed-note), verifier keys, checkpoints --------------------------------------

def parse_key(text):
    name, keyhash, blob = text.split("+", 2)
    raw = base64.b64decode(blob, validate=True)
    if len(raw) != 33 or raw[0] != 1:
        raise ValueError(f"{name}: not an Ed25519 verifier key")
    public = raw[1:]
    if sha256(name.encode() + b"\n" + b"\x01" + public)[:4].hex() != keyhash:
        raise ValueError(f"{name}: the key hash does not match")
    return name, bytes.fromhex(keyhash), public


def openssl_verify(public, message, signature):
    # An Ed25519 SubjectPublicKeyInfo: the fixed DER prefix of RFC 8410, then the 32-byte key.
    der = bytes.fromhex("302a300506032b6570032100") + public
    pem = b"-----BEGIN PUBLIC KEY-----\n" + base64.encodebytes(der) + b"-----END PUBLIC KEY-----\n"
    with tempfile.TemporaryDirectory() as d:
        paths = {}
        for name, data in (("key.pem", pem), ("msg", message), ("sig", signature)):
            paths[name] = os.path.join(d, name)
            with open(paths[name], "wb") as f:
                f.write(data)
        r = subprocess.run(
            ["openssl", "pkeyutl", "-verify", "-pubin", "-inkey", paths["key.pem"], "-rawin", "-in", paths["msg"],
             "-sigfile", paths["sig"]],
            capture_output=True,
        )
        return r.returncode == 0


def parse_note(note):
    split = note.rindex(b"\n\n")
    text = note[: split + 1]
    sigs = []
    for line in note[split + 2:].split(b"\n"):
        if not line:
            continue
        if not line.startswith("— ".encode()):
            raise ValueError("a signature line must start with an em dash")
        name, blob = line[len("— ".encode()):].split(b" ")
        raw = base64.b64decode(blob, validate=True)
        sigs.append((name.decode(), raw[:4], raw[4:]))
    return text, sigs


def checkpoint(note, keys):
    """The checkpoint's (origin, size, root) when a given key signed it; else raises."""
    text, sigs = parse_note(note.encode())
    signers = []
    for name, keyhash, sig in sigs:
        for kname, khash, public in keys:
            if kname == name and khash == keyhash and openssl_verify(public, text, sig):
                signers.append(name)
    if not signers:
        raise ValueError("the tree head is not signed by any of the given keys")
    lines = text.decode().split("\n")[:-1]
    if len(lines) < 4 or not lines[3].startswith("chain "):
        raise ValueError("the tree head has no Merkle root")
    return lines[0], int(lines[1]), base64.b64decode(lines[2], validate=True), signers


# --- RFC 9162 2.1.3.2 and 2.1.4.2 ---------------------------------------------------------------------------

def verify_inclusion(index, size, h, path, root):
    if index >= size:
        return False
    fn, sn, r = index, size - 1, h
    for p in path:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            r = node(p, r)
            if not fn & 1:
                while not fn & 1 and fn != 0:
                    fn >>= 1
                    sn >>= 1
        else:
            r = node(r, p)
        fn >>= 1
        sn >>= 1
    return sn == 0 and r == root


def verify_consistency(first, second, first_hash, second_hash, path):
    if first == second:
        return not path and first_hash == second_hash
    if first & (first - 1) == 0:
        path = [first_hash] + path
    if not path:
        return False
    fn, sn = first - 1, second - 1
    while fn & 1:
        fn >>= 1
        sn >>= 1
    fr = sr = path[0]
    for c in path[1:]:
        if sn == 0:
            return False
        if fn & 1 or fn == sn:
            fr = node(c, fr)
            sr = node(c, sr)
            if not fn & 1:
                while not fn & 1 and fn != 0:
                    fn >>= 1
                    sn >>= 1
        else:
            sr = node(sr, c)
        fn >>= 1
        sn >>= 1
    return fr == first_hash and sr == second_hash and sn == 0


def proof_mode(mode, path, key_texts):
    keys = [parse_key(k) for k in key_texts]
    with open(path, encoding="utf-8") as f:
        proof = json.load(f)
    if mode == "inclusion":
        if proof["format"] != "clustergate-inclusion-proof/1":
            raise ValueError("not an inclusion proof")
        origin, size, root, signers = checkpoint(proof["checkpoint"], keys)
        e = proof["entry"]
        h = leaf_hash(e["seq"], *(e[k].encode() for k in ("recorded_at", "actor", "action", "subject", "details")))
        if proof["tree_size"] != size or proof["leaf_index"] != e["seq"] - 1:
            raise ValueError("the proof's size or index does not match")
        ok = verify_inclusion(proof["leaf_index"], size, h, [bytes.fromhex(x) for x in proof["path"]], root)
        what = f"entry {e['seq']} ({e['action']} {e['subject']}) in the {size}-entry tree of {origin}"
    else:
        if proof["format"] != "clustergate-consistency-proof/1":
            raise ValueError("not a consistency proof")
        o1, m, r1, s1 = checkpoint(proof["old_checkpoint"], keys)
        o2, n, r2, s2 = checkpoint(proof["new_checkpoint"], keys)
        signers = sorted(set(s1) | set(s2))
        ok = o1 == o2 and verify_consistency(m, n, r1, r2, [bytes.fromhex(x) for x in proof["path"]])
        what = f"the {n}-entry tree extends the {m}-entry tree of {o1}"
    if not ok:
        print(f"NOT verified: {what}")
        return 1
    print(f"verified: {what}, signed by {', '.join(signers)}")
    return 0


def main():
    args = sys.argv[1:]
    if len(args) >= 2 and args[0] in ("inclusion", "consistency"):
        keys = [args[i + 1] for i, a in enumerate(args) if a == "--key" and i + 1 < len(args)]
        if not keys:
            print("give the signers' verifier keys with --key", file=sys.stderr)
            return 2
        try:
            return proof_mode(args[0], args[1], keys)
        except (ValueError, KeyError, TypeError) as e:
            print(f"NOT verified: {e}")
            return 1
    root_at = None
    if len(args) == 3 and args[1] == "--root-at":
        root_at = int(args[2])
        args = args[:1]
    if len(args) != 1:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    broken, info, start, roots = verify_db(args[0], root_at)
    elapsed = time.perf_counter() - start
    if broken is not None:
        print(f"BROKEN at sequence number {broken}: {info}")
        return 1
    rate = info / elapsed if elapsed > 0 else 0.0
    line = f"intact: {info} rows in {elapsed:.3f} s = {rate:.0f} rows/s, root {roots[0].hex()}"
    if roots[1] is not None:
        line += f", root at {root_at} {roots[1].hex()}"
    print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
