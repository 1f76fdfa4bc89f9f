// SPDX-License-Identifier: GPL-3.0-or-later
// The evidence bundle: one JSON file an auditor verifies offline, without the database. It holds a range
// of audit rows, the signed checkpoints, the officers' public keys, the signed approvals whose decisions
// are among the rows, and a seal: a signed note over the SHA-256 of everything else in canonical form, so
// that any edit of any value fails verification. docs/audit-log.md describes the format and the algorithm.
#pragma once

#include "ledger/audit_chain.h"
#include "ledger/ledger_types.h"
#include "ledger/registration.h"
#include "ledger/signed_note.h"

#include <QCoreApplication>

namespace cg::ledger {

class Ledger;
class Signer;

struct BundleKey
{
    QString name;
    QString role;
    QString key; // verifier key text: name+hash+base64
};

struct EvidenceBundle
{
    static constexpr const char *kFormat = "clustergate-evidence-bundle/2";
    static constexpr const char *kFormat1 = "clustergate-evidence-bundle/1"; // read: no registrations
    static constexpr qsizetype kMaxSize = 1024LL * 1024 * 1024;

    QString origin;
    QString generatedAt;
    QString generatedBy; // the officer whose key made the seal
    QString format = QString::fromLatin1(kFormat);
    QList<AuditRow> rows;
    QList<AuditRow> registrations; // every officer.registered row of the log, wherever it lies
    QList<QByteArray> checkpoints;
    QList<BundleKey> keys;
    QList<Approval> approvals;
    QByteArray seal;

    // SHA-256 over every value but the seal, length-prefixed in a fixed order.
    QByteArray contentHash() const;
    QByteArray sealText() const; // "clustergate.bundle/1\n<origin>\n<base64 content hash>\n"
    Status sealWith(Signer &signer);

    QByteArray toJson() const;
    // Strict: every key known and present, hashes in lower-case hex, signatures in canonical base64.
    static Result<EvidenceBundle> fromJson(const QByteArray &json);
};

struct BundleReport
{
    bool ok = false;       // consistent with itself (and with the anchors given)
    bool anchored = false; // and vouched for by an anchor from outside
    qint64 firstBrokenSeq = -1;
    QStringList problems; // every problem found
    QStringList facts;    // what was verified: rows, head, checkpoints, signers, approvals
    QString summary() const;
    // 0 verified and anchored, 1 does not verify, 3 consistent but unanchored (the CLI's exit status).
    int exitCode() const { return !ok ? 1 : anchored ? 0 : 3; }
};

class EvidenceBundles
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::EvidenceBundles)

public:
    // `anchors`: keys and checkpoints known out of band. Keys inside the bundle are never anchors: without
    // anchors a bundle that agrees with itself is reported unanchored, not verified.
    static BundleReport verify(const EvidenceBundle &bundle, const TrustAnchors &anchors = {});
    static BundleReport verifyJson(const QByteArray &json, const TrustAnchors &anchors = {});
    // A bundle of rows fromSeq..toSeq (-1: to the end) with every registration, sealed by `signer` (a
    // validly registered officer or admin).
    static Result<EvidenceBundle> make(Ledger &ledger, Signer &signer, qint64 fromSeq = 1, qint64 toSeq = -1);
};

} // namespace cg::ledger
