// SPDX-License-Identifier: GPL-3.0-or-later
// Ledger::verify: the ledger checked against anchors from outside it (docs/audit-log.md, "Anchors").
#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/four_eyes.h"
#include "ledger/ledger.h"

#include <algorithm>

namespace cg::ledger {

QString LedgerVerification::report() const
{
    QStringList lines;
    switch (trust) {
    case Trust::Verified:
        lines << tr("VERIFIED: the ledger is intact and anchored: rows 1 to %1 are covered by a checkpoint "
                    "that an anchor from outside vouches for.")
                     .arg(anchoredRows);
        break;
    case Trust::Unanchored:
        lines << tr("UNANCHORED: the ledger agrees with itself, but nothing from outside it vouches for it; "
                    "whoever can write the file could have rewritten all of it, keys included.");
        break;
    case Trust::Failed:
        lines << tr("FAILED: the ledger does not verify.");
        break;
    }
    lines << chain.summary();
    for (const QString &p : problems)
        lines << QStringLiteral("  ✗ ") + p;
    int valid = 0;
    for (const SignatureCheck &c : signatures)
        valid += c.valid ? 1 : 0;
    lines << tr("%1 of %2 signed decision(s) verify.").arg(valid).arg(signatures.size());
    if (!founder.isEmpty())
        lines << tr("Founded by %1.").arg(founder);
    for (const QString &n : notes)
        lines << n;
    if (trust != Trust::Failed) {
        switch (gap) {
        case AnchorGap::NoAnchors:
            lines << tr("Nothing vouches for it yet: no key and no checkpoint is trusted.");
            break;
        case AnchorGap::NoCheckpoint:
            lines << tr("Your trusted key belongs to this ledger, but no checkpoint signed with it (or with "
                        "a key it registered) covers the log: a trusted key vouches for the log only through "
                        "the checkpoints signed with it.");
            break;
        case AnchorGap::NotThisLedger:
            lines << tr("None of your anchors belongs to this ledger: no trusted checkpoint matches this "
                        "log, and no trusted key is one of its registered keys.");
            break;
        case AnchorGap::NewerRows:
        case AnchorGap::None:
            break;
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QString LedgerVerification::summary() const
{
    // The sentence is translated whole; the command stays on a line of its own, as typed.
    const auto command = [](const QString &c) { return QStringLiteral("    ") + c; };
    const QString sign = command(QStringLiteral("clustergate ledger checkpoint --out FILE --key ID"));
    QStringList lines{report()};
    if (trust == Trust::Failed)
        return lines.join(QLatin1Char('\n'));
    switch (gap) {
    case AnchorGap::NoAnchors:
        lines << (founderKey.isEmpty()
                      ? tr("To anchor it, sign a checkpoint with an officer's key, keep the file away from "
                           "this machine and verify against it:")
                      : tr("To anchor it, sign a checkpoint with an officer's or admin's key, and verify "
                           "with the founding admin's key (fingerprint %1, confirmed with them) and that "
                           "checkpoint kept away from this machine:")
                            .arg(founderFingerprint))
              << sign
              << command(founderKey.isEmpty()
                             ? QStringLiteral("clustergate ledger verify --checkpoint FILE")
                             : QStringLiteral("clustergate ledger verify --trusted-key %1 --checkpoint FILE")
                                   .arg(founderKey));
        break;
    case AnchorGap::NoCheckpoint:
        lines << tr("Sign a checkpoint of the current head with an officer's or admin's key:") << sign;
        break;
    case AnchorGap::NotThisLedger:
        if (!founderKey.isEmpty())
            lines << tr("Verify with the founding admin's key (fingerprint %1, confirmed with them):")
                         .arg(founderFingerprint)
                  << command(QStringLiteral("clustergate ledger verify --trusted-key %1").arg(founderKey));
        break;
    case AnchorGap::NewerRows:
        lines << tr("A new checkpoint covers the newer rows:") << sign;
        break;
    case AnchorGap::None:
        break;
    }
    return lines.join(QLatin1Char('\n'));
}

LedgerVerification Ledger::verify(const TrustAnchors &anchors)
{
    LedgerVerification v;
    const auto fail = [&](const QString &why) {
        v.problems << why;
        v.trust = Trust::Failed;
        return v;
    };
    auto chain = registrations();
    if (!chain)
        return fail(chain.error());
    RegistrationChain &regs = chain.value();
    v.problems << regs.problems();
    if (const RegisteredKey *f = regs.founder()) {
        v.founderKey = f->registration.key.text();
        v.founderFingerprint = keyFingerprint(f->registration.key.publicKey);
        v.founder = tr("%1 (%2, %3)").arg(f->registration.name, v.founderKey, v.founderFingerprint);
    }

    // The chain; checkpoints may be signed by a validly registered key or a trusted one.
    VerifyOptions options;
    options.extraCheckpoints = anchors.checkpoints;
    options.trustedKeys = anchors.keys;
    QList<VerifierKey> ledgerKeys;
    for (const RegisteredKey &k : regs.keys()) {
        if (k.valid)
            ledgerKeys << k.registration.key;
    }
    options.ledgerKeys = ledgerKeys;
    v.chain = m_audit.verify(options);
    v.notes << v.chain.notes;

    // Anchoring: trusted keys and checkpoints from outside, then what they vouch for, to a fixed point.
    qint64 anchored = 0, external = 0;
    if (v.chain.intact) {
        for (const CheckpointSeen &c : std::as_const(v.chain.seen)) {
            if (c.external && c.treeSize <= v.chain.rows)
                anchored = std::max(anchored, c.treeSize);
        }
        external = anchored;
        for (;;) {
            regs.anchor(anchors.keys, 1, anchored, external);
            qint64 next = anchored;
            for (const CheckpointSeen &c : std::as_const(v.chain.seen)) {
                if (c.treeSize <= v.chain.rows &&
                    (anchors.trusts(c.signerKey) || regs.isAnchored(c.signerKey)))
                    next = std::max(next, c.treeSize);
            }
            if (next == anchored)
                break;
            anchored = next;
        }
    }
    v.anchoredRows = anchored;
    if (const RegisteredKey *f = regs.founder()) {
        for (const CheckpointSeen &c : std::as_const(v.chain.seen))
            v.founderSignedCheckpoint |= !c.external && c.signerKey == f->registration.key.publicKey;
    }
    const bool haveAnchors = !anchors.isEmpty();
    const auto vouched = [&](const QByteArray &key) { return anchors.trusts(key) || regs.isAnchored(key); };

    // Checkpoints in the database signed by a key that no anchor vouches for.
    if (haveAnchors && v.chain.intact) {
        for (const CheckpointSeen &c : std::as_const(v.chain.seen)) {
            if (!c.external && !vouched(c.signerKey))
                v.problems << tr("the checkpoint at tree size %1 is signed by %2 (%3), whose key none of "
                                 "your anchors vouches for")
                                  .arg(c.treeSize)
                                  .arg(c.signer, keyFingerprint(c.signerKey));
        }
    }

    // The officer table is a copy of the registrations: every key in it must have one, with the same role.
    const auto officers = m_store.officers();
    if (!officers)
        return fail(officers.error());
    for (const OfficerKey &o : officers.value()) {
        const RegisteredKey *r = regs.byName(o.name);
        if (!r || r->registration.key.publicKey != o.publicKey)
            v.problems << tr("%1 (%2) is in the officer table, but the audit log holds no registration of "
                             "that key: it was added to the database by hand")
                              .arg(o.name, keyFingerprint(o.publicKey));
        else if (r->registration.role != o.role)
            v.problems << tr("%1 is %2 in the officer table but was registered as %3")
                              .arg(o.name, roleDisplayName(o.role), roleDisplayName(r->registration.role));
    }

    // Signed decisions, against the registered keys and the request they name.
    const auto approvals = m_store.approvals();
    if (!approvals)
        return fail(approvals.error());
    const auto requestRows = m_audit.rows(AuditQuery{1, -1, {}, QStringLiteral("request."), {}, -1, false});
    if (!requestRows)
        return fail(requestRows.error());
    for (const Approval &a : approvals.value()) {
        SignatureCheck c{a, false, {}};
        const RegisteredKey *key = regs.byName(a.keyName);
        const auto req = m_store.request(a.requestId);
        if (!key || !key->valid)
            c.problem = tr("signed as %1, whose key has no valid registration").arg(a.keyName);
        else if (key->registration.role != OfficerRole::Officer &&
                 key->registration.role != OfficerRole::Admin)
            c.problem = tr("%1 may not decide").arg(a.keyName);
        else if (!ed25519Verify(key->registration.key.publicKey, a.signedRecord(), a.signature))
            c.problem = tr(
                "the signature does not match the decision record (the record or the signature was altered)");
        else if (!req || !req->has_value() || req->value().requestHash != a.requestHash)
            c.problem = tr("the request no longer has the hash that was signed");
        else if (haveAnchors && !vouched(key->registration.key.publicKey))
            c.problem = tr("signed by %1 (%2), whose key none of your anchors vouches for")
                            .arg(a.keyName, keyFingerprint(key->registration.key.publicKey));
        else if (const QString why =
                     FourEyes::problem(a, req->value().requester, requestRows.value(), regs, false);
                 !why.isEmpty())
            c.problem = why;
        else
            c.valid = true;
        if (!c.valid)
            v.problems
                << tr("the decision on request %1 by %2: %3").arg(a.requestId).arg(a.approver, c.problem);
        v.signatures << c;
    }

    // Signed submissions: by the key registered for the requester.
    const auto requests = m_store.requests();
    if (!requests)
        return fail(requests.error());
    for (const ExportRequest &r : requests.value()) {
        if (r.requestHash.isEmpty())
            continue;
        const auto key = submittedBy(r.id, r.requestHash);
        if (!key) {
            v.problems << key.error();
            continue;
        }
        if (key->isEmpty())
            continue;
        const RegisteredKey *k = regs.byName(r.requester);
        if (!k || !k->valid || k->registration.key.publicKey != key.value())
            v.problems << tr("request %1 was submitted with a key (%2) that is not the one registered for %3")
                              .arg(r.id)
                              .arg(keyFingerprint(key.value()), r.requester);
    }

    // Rows after the newest anchored checkpoint, its own audit.checkpoint row aside (it records nothing
    // else), as the bundle verifier counts them: signing a checkpoint no longer reads as a row left loose.
    qint64 loose = 0;
    if (haveAnchors && v.chain.intact && v.chain.rows > anchored && anchored > 0) {
        const auto after = m_audit.rows(AuditQuery{anchored + 1, -1, {}, {}, {}, -1, false});
        if (!after)
            return fail(after.error());
        for (const AuditRow &row : after.value())
            loose += row.action != QLatin1String("audit.checkpoint");
    }
    if (loose > 0)
        v.notes << tr("%n row(s) are not anchored: they come after row %1, the newest one an anchored "
                      "checkpoint covers; the next checkpoint covers them.",
                      nullptr, int(loose))
                       .arg(anchored);
    if (!v.chain.intact || !v.problems.isEmpty())
        v.trust = Trust::Failed;
    else if (!haveAnchors || (anchored == 0 && v.chain.rows > 0))
        v.trust = Trust::Unanchored;
    else
        v.trust = Trust::Verified;
    if (v.trust == Trust::Unanchored)
        v.gap = !haveAnchors         ? AnchorGap::NoAnchors
                : regs.anyAnchored() ? AnchorGap::NoCheckpoint
                                     : AnchorGap::NotThisLedger;
    else if (v.trust == Trust::Verified && loose > 0)
        v.gap = AnchorGap::NewerRows; // not for a checkpoint's own row: signing one would ask for another
    return v;
}

} // namespace cg::ledger
