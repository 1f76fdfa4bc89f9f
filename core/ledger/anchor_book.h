// SPDX-License-Identifier: GPL-3.0-or-later
// The profile's own trust anchors, as the console keeps them: verifier keys and checkpoint files an auditor
// brought from outside the ledger, each with who vouched for it and when it was added. Audit Log > Trust
// Anchors edits it; Verify (and `clustergate ledger verify --anchors FILE`) reads it with the same core code
// as --trusted-key and --checkpoint (TrustAnchors).
//
// The file is a TrustAnchors anchor file (one verifier key per line, `checkpoint FILE` lines), with a
// "# vouched-by: WHO | added: ISO-TIME" comment before each entry. A checkpoint is copied next to it
// (trust-anchors.d/), so that the anchor stays what it was when it was added.
#pragma once

#include "ledger/registration.h"

#include <QCoreApplication>
#include <QDateTime>

namespace cg::ledger {

class Ledger;
class Signer;

// A checkpoint just signed by Sign Checkpoint….
struct CheckpointSigned
{
    qint64 treeSize = 0;
    QString signer;      // the registered name
    QString fingerprint; // the signing key's
    QString file;        // where the note was written
};

struct AnchorEntry
{
    enum Kind { Key, Checkpoint };
    Kind kind = Key;
    QString line;        // as in the file: the key text, or "checkpoint FILE"
    QString name;        // the key's name, or the checkpoint's origin and size
    QString fingerprint; // the key's SHA256 fingerprint, or the checkpoint file's SHA-256
    QString vouchedBy;
    QDateTime added;
    QString problem; // why the entry cannot be used (a checkpoint file gone); empty: fine
};

class AnchorBook
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::AnchorBook)

public:
    // `file`: where the profile keeps it (default: defaultFile()).
    explicit AnchorBook(QString file = defaultFile());

    // <profile data dir>/trust-anchors.
    static QString defaultFile();
    QString file() const { return m_file; }

    // What the book holds, in the order added (an empty list when the file does not exist).
    Result<QList<AnchorEntry>> entries() const;
    // A verifier key (NAME+HASH+BASE64), vouched for by `vouchedBy` (who confirmed it, and how).
    Status addKey(const QString &keyText, const QString &vouchedBy);
    // A checkpoint note file: checked, copied into the profile and listed.
    Status addCheckpoint(const QString &path, const QString &vouchedBy);
    Status remove(int index);
    // Sign Checkpoint…: `signer` (an officer's or admin's registered key) signs a checkpoint of the ledger's
    // current head through Ledger::checkpoint, as `clustergate ledger checkpoint --out FILE` does (stored in
    // the ledger, with its audit row); the note is written to `file` (to keep away from this machine too)
    // and listed here as a checkpoint anchor, vouched for as signed by that person on this desktop.
    Result<CheckpointSigned> signCheckpoint(Ledger &ledger, Signer &signer, const QString &file);
    // Where Sign Checkpoint… offers to write the note:
    // <documents>/clustergate-checkpoint-<ledger>-<time>.note.
    static QString suggestedCheckpointFile(Ledger &ledger);

    // The anchors Verify uses: this book's and the configured anchor file's (TrustAnchors::configuredFile()).
    Status load(TrustAnchors &into) const;

private:
    Status append(const QString &line, const QString &vouchedBy);
    Status write(const QList<AnchorEntry> &entries) const;

    QString m_file;
};

} // namespace cg::ledger
