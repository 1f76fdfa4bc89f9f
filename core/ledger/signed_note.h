// SPDX-License-Identifier: GPL-3.0-or-later
// Signed notes and checkpoints in the C2SP format (c2sp.org/signed-note, c2sp.org/tlog-checkpoint), with
// Ed25519 keys: text that any verifier of that format can check, kept outside the database.
//
//   clustergate.audit/<ledger id>          origin
//   1000                                   tree size: how many audit rows
//   q2Fm...=                               base64 of the hash of row 1000 (the head of the chain)
//                                          blank line
//   — alice AbCdEf...==                    signature line: key name, base64(key hash || signature)
//
// The key hash is the first 4 bytes of SHA-256(name || "\n" || 0x01 || public key); a verifier key is
// written `name+<8 hex digits of the key hash>+<base64(0x01 || public key)>`.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace cg::ledger {

class Signer;

struct VerifierKey
{
    QString name;
    QByteArray publicKey; // Ed25519, 32 bytes
    quint32 keyHash = 0;

    static VerifierKey make(const QString &name, const QByteArray &publicKey);
    static std::optional<VerifierKey> parse(const QString &text);
    QString text() const;
};

struct NoteSignature
{
    QString name;
    quint32 keyHash = 0;
    QByteArray signature;
};

struct SignedNote
{
    QByteArray text; // the signed body, ending in "\n"
    QList<NoteSignature> signatures;

    // The signature by `key` (same name and key hash) verifies.
    bool verifiedBy(const VerifierKey &key) const;
};

struct Checkpoint
{
    QString origin;
    qint64 treeSize = 0;
    QByteArray headHash;   // 32 bytes: the hash chain's head after treeSize rows
    QByteArray merkleRoot; // 32 bytes: the Merkle tree's root (merkle.h); empty in checkpoints made before it
    SignedNote note;
    QByteArray raw; // the whole note as read or written
};

class SignedNotes
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::SignedNotes)

public:
    static constexpr qsizetype kMaxNoteSize = 64 * 1024;

    // Signs `text` (must end in "\n") and returns the whole note.
    static Result<QByteArray> sign(const QByteArray &text, const QString &keyName, Signer &signer);
    static Result<SignedNote> parse(const QByteArray &note);
    // Adds a signature by `keyName` (a witness) to an existing note; the text is what it signs.
    static Result<QByteArray> cosign(const QByteArray &note, const QString &keyName, Signer &signer);

    // With a Merkle root: origin, size, base64(root) (the tlog-checkpoint root hash line) and the extension
    // line "chain <base64(head)>"; without one, the older form whose third line is the chain's head.
    static QByteArray checkpointText(const QString &origin, qint64 treeSize, const QByteArray &headHash,
                                     const QByteArray &merkleRoot = {});
    // One checkpoint per note (and per file: a note holds a blank line, so notes do not concatenate).
    static Result<Checkpoint> parseCheckpoint(const QByteArray &note);
};

} // namespace cg::ledger
