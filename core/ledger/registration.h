// SPDX-License-Identifier: GPL-3.0-or-later
// Who may sign for the ledger, and who vouches for them. Every officer and admin is registered by an
// `officer.registered` audit event whose details carry a registration signed by an existing admin; the
// founding admin signs their own, once, as the first registration of the ledger. The chain of registrations
// is checked from the audit rows alone (the officer table is only a copy), and a key counts as *anchored*
// only when something from outside the ledger vouches for it: it was given as a trusted key, it was
// registered by an anchored admin, or its registration row is covered by an anchored checkpoint.
//
//   record = L("clustergate-registration/1") L(origin) L(name) L(role) L(key) L(registered at)
//            L(registrar) L(registrar's key)
//
// (keys as verifier key text, name+hash+base64; the time as the row's recorded_at.) Registrations written
// before signed registrations existed have no signature: they are "unsigned" and anchored only through a
// checkpoint kept outside the ledger that covers them or a trusted key that is theirs (anyone who can append
// a row can append an unsigned registration, and an officer signs the next checkpoint over it).
#pragma once

#include "ledger/audit_chain.h"
#include "ledger/ledger_types.h"
#include "ledger/signed_note.h"

#include <QCoreApplication>

#include <optional>

namespace cg::ledger {

inline constexpr const char *kRegisteredAction = "officer.registered";

// An SSH-style fingerprint of an Ed25519 public key: "SHA256:" + unpadded base64 of its SHA-256.
QString keyFingerprint(const QByteArray &publicKey);

struct Registration
{
    qint64 seq = 0; // the audit row
    QString name;
    OfficerRole role = OfficerRole::Officer;
    VerifierKey key;
    QString registeredAt; // the row's recorded_at
    QString registrar;    // the row's actor
    std::optional<VerifierKey> registrarKey;
    QByteArray signature; // empty: an unsigned (older) registration

    bool isSigned() const { return !signature.isEmpty(); }
    bool isFounding() const { return registrarKey && registrarKey->publicKey == key.publicKey; }

    static QByteArray record(const QString &origin, const QString &name, OfficerRole role,
                             const QString &keyText, const QString &registeredAt, const QString &registrar,
                             const QString &registrarKeyText);
    QByteArray record(const QString &origin) const;
    // From an `officer.registered` row; nullopt with `why` set when the row is not one or cannot be read.
    static std::optional<Registration> fromRow(const AuditRow &row, QString *why);
};

// What the registrations say about one key.
struct RegisteredKey
{
    Registration registration;
    bool valid = false;    // signed correctly by an admin registered before it (or founding), or unsigned
    bool anchored = false; // vouched for from outside (see the file comment)
    QString problem;       // why not valid
};

class RegistrationChain
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::RegistrationChain)

public:
    // `rows`: the ledger's `officer.registered` rows in sequence order.
    static RegistrationChain check(const QString &origin, const QList<AuditRow> &rows);

    // Marks keys anchored: `trusted` keys themselves, signed registrations whose row lies in fromRow..toRow
    // (rows covered by an anchored checkpoint), and keys registered by an anchored admin. An unsigned
    // registration is never anchored by the log's own checkpoints: only when its key is trusted, or its row
    // lies in fromRow..externalToRow (covered by a checkpoint the auditor brought from outside).
    void anchor(const QList<VerifierKey> &trusted, qint64 fromRow, qint64 toRow, qint64 externalToRow = 0);

    const QList<RegisteredKey> &keys() const { return m_keys; }
    const QStringList &problems() const { return m_problems; }
    const RegisteredKey *byName(const QString &name) const;
    const RegisteredKey *byKey(const QByteArray &publicKey) const;
    bool isValid(const QByteArray &publicKey) const;
    bool isAnchored(const QByteArray &publicKey) const;
    const RegisteredKey *founder() const;
    bool anyAnchored() const;

private:
    QList<RegisteredKey> m_keys;
    QStringList m_problems;
};

// Keys and checkpoints an auditor brings from outside the thing verified: --trusted-key, --checkpoint and
// the configured anchor file (one verifier key per line, '#' comments; `checkpoint FILE` lines name
// checkpoint files, relative to the anchor file).
struct TrustAnchors
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::TrustAnchors)

public:
    QList<VerifierKey> keys;
    QList<QByteArray> checkpoints; // signed notes
    QStringList sources;           // where they came from, for people

    bool isEmpty() const { return keys.isEmpty() && checkpoints.isEmpty(); }
    bool trusts(const QByteArray &publicKey) const;

    // $CLUSTERGATE_TRUST_ANCHORS, else <config dir>/trust-anchors.
    static QString configuredFile();
    // Adds what `path` lists; a missing file is not an error when `optional`.
    Status addFile(const QString &path, bool optional);
    Status addKey(const QString &text);
    Status addCheckpointFile(const QString &path);
};

} // namespace cg::ledger
