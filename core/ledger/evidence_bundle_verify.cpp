// SPDX-License-Identifier: GPL-3.0-or-later
// Verifying an evidence bundle against anchors from outside it (docs/audit-log.md).
#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/evidence_bundle.h"
#include "ledger/four_eyes.h"
#include "ledger/ledger.h"

#include <algorithm>

namespace cg::ledger {

QString BundleReport::summary() const
{
    QStringList lines;
    if (ok && anchored)
        lines << EvidenceBundles::tr("The evidence bundle VERIFIES: it is intact and anchored.");
    else if (ok)
        lines << EvidenceBundles::tr(
            "The evidence bundle is UNANCHORED: it agrees with itself, but nothing from outside it vouches "
            "for it; whoever made it could have replaced every key and signature. Verify with --trusted-key "
            "(the founding admin's key, confirmed with them) or --checkpoint FILE.");
    else if (firstBrokenSeq >= 0)
        lines << EvidenceBundles::tr(
                     "The evidence bundle does NOT verify: the chain breaks at sequence number %1.")
                     .arg(firstBrokenSeq);
    else
        lines << EvidenceBundles::tr("The evidence bundle does NOT verify.");
    for (const QString &p : problems)
        lines << QStringLiteral("  ✗ ") + p;
    for (const QString &f : facts)
        lines << QStringLiteral("  ✓ ") + f;
    return lines.join(QLatin1Char('\n'));
}

BundleReport EvidenceBundles::verifyJson(const QByteArray &json, const TrustAnchors &anchors)
{
    const auto b = EvidenceBundle::fromJson(json);
    if (!b) {
        BundleReport r;
        r.problems << tr("the bundle cannot be read: %1").arg(b.error());
        return r;
    }
    return verify(b.value(), anchors);
}

namespace {

bool sameRow(const AuditRow &a, const AuditRow &b)
{
    return a.seq == b.seq && a.recordedAt == b.recordedAt && a.actor == b.actor && a.action == b.action &&
           a.subject == b.subject && a.details == b.details && a.prevHash == b.prevHash && a.hash == b.hash;
}

} // namespace

BundleReport EvidenceBundles::verify(const EvidenceBundle &b, const TrustAnchors &anchors)
{
    BundleReport report;
    const bool haveAnchors = !anchors.isEmpty();

    // Keys: each well-formed, named as it says, once.
    QList<VerifierKey> keys;
    for (const BundleKey &k : b.keys) {
        const auto vk = VerifierKey::parse(k.key);
        if (!vk || vk->name != k.name) {
            report.problems << tr("the public key of %1 is not a valid verifier key").arg(k.name);
            continue;
        }
        if (std::any_of(keys.begin(), keys.end(), [&](const VerifierKey &o) { return o.name == vk->name; })) {
            report.problems << tr("the public key of %1 appears twice").arg(k.name);
            continue;
        }
        for (const VerifierKey &t : anchors.keys) {
            if (t.name == vk->name && t.publicKey != vk->publicKey)
                report.problems << tr("the bundle's key for %1 (%2) is not the one you trust (%3): the keys "
                                      "were replaced")
                                       .arg(k.name, keyFingerprint(vk->publicKey),
                                            keyFingerprint(t.publicKey));
        }
        keys << vk.value();
    }
    const auto keyNamed = [&](const QString &name) -> const VerifierKey * {
        for (const VerifierKey &k : keys) {
            if (k.name == name)
                return &k;
        }
        return nullptr;
    };

    // Registrations: who may sign, checked from the registration rows alone; the key list must say the same.
    const qint64 first = b.rows.isEmpty() ? 1 : b.rows.first().seq;
    qint64 externalTo = 0; // rows covered by the auditor's own checkpoints
    const qint64 last = b.rows.isEmpty() ? 0 : b.rows.last().seq;
    QList<AuditRow> regRows;
    const bool v1 = b.format == QLatin1String(EvidenceBundle::kFormat1);
    if (v1) {
        for (const AuditRow &r : b.rows) {
            if (r.action == QLatin1String(kRegisteredAction))
                regRows << r;
        }
        if (first > 1)
            report.problems << tr("a format 1 bundle that does not start at row 1 cannot show who registered "
                                  "its keys");
    } else {
        qint64 prev = 0;
        for (const AuditRow &r : b.registrations) {
            if (r.action != QLatin1String(kRegisteredAction) || r.seq <= prev) {
                report.problems << tr("the registrations are not officer.registered rows in sequence order");
                break;
            }
            prev = r.seq;
            regRows << r;
            if (r.seq >= first && r.seq <= last) {
                const auto inRange = std::find_if(b.rows.begin(), b.rows.end(),
                                                  [&](const AuditRow &x) { return x.seq == r.seq; });
                if (inRange == b.rows.end() || !sameRow(*inRange, r))
                    report.problems
                        << tr("the registration at row %1 differs from row %1 of the bundle").arg(r.seq);
            }
        }
        for (const AuditRow &r : b.rows) {
            if (r.action == QLatin1String(kRegisteredAction) &&
                !std::any_of(regRows.begin(), regRows.end(),
                             [&](const AuditRow &x) { return x.seq == r.seq; }))
                report.problems << tr("row %1 registers %2, but the bundle's registrations leave it out")
                                       .arg(r.seq)
                                       .arg(r.subject);
        }
    }
    RegistrationChain regs = RegistrationChain::check(b.origin, regRows);
    report.problems << regs.problems();
    for (const BundleKey &k : b.keys) {
        const VerifierKey *vk = keyNamed(k.name);
        if (!vk)
            continue;
        const RegisteredKey *r = regs.byName(k.name);
        if (!r || !r->valid)
            report.problems << tr("the key of %1 (%2) has no valid registration in the bundle")
                                   .arg(k.name, keyFingerprint(vk->publicKey));
        else if (r->registration.key.publicKey != vk->publicKey || roleName(r->registration.role) != k.role)
            report.problems << tr("the key list says %1 is %2 with key %3, but the registration in row %4 "
                                  "says %5 with key %6")
                                   .arg(k.name, k.role, keyFingerprint(vk->publicKey))
                                   .arg(r->registration.seq)
                                   .arg(roleName(r->registration.role),
                                        keyFingerprint(r->registration.key.publicKey));
    }
    for (const RegisteredKey &r : regs.keys()) {
        if (r.valid && !keyNamed(r.registration.name))
            report.problems << tr("%1 is registered (row %2) but missing from the key list")
                                   .arg(r.registration.name)
                                   .arg(r.registration.seq);
    }
    const auto registered = [&](const VerifierKey *k) { return k && regs.isValid(k->publicKey); };

    // The seal: over everything else, by a registered key.
    const auto seal = SignedNotes::parse(b.seal);
    const VerifierKey *sealer = keyNamed(b.generatedBy);
    if (!seal)
        report.problems << tr("the seal cannot be read: %1").arg(seal.error());
    else if (seal->text != b.sealText())
        report.problems << tr(
            "the bundle's content differs from what its seal covers: a value was edited, added or "
            "removed");
    else if (!sealer || !seal->verifiedBy(*sealer))
        report.problems << tr("the seal is not signed by %1's key").arg(b.generatedBy);
    else if (!registered(sealer))
        report.problems << tr("the bundle is sealed by %1 (%2), who has no valid registration in it")
                               .arg(b.generatedBy, keyFingerprint(sealer->publicKey));
    else if (const RegisteredKey *s = regs.byKey(sealer->publicKey);
             s->registration.role != OfficerRole::Officer && s->registration.role != OfficerRole::Admin)
        report.problems << tr("the bundle is sealed by %1, who is registered as %2: only an officer or admin "
                              "seals a bundle")
                               .arg(b.generatedBy, roleName(s->registration.role));
    else
        report.facts << tr("sealed by %1 (%2) on %3").arg(b.generatedBy, sealer->text(), b.generatedAt);

    // The chain, and every checkpoint against it: the bundle's own (signed by a registered key) and the
    // auditor's (kept elsewhere).
    ChainVerifier chain(first, first <= 1 ? QByteArray(kHashSize, '\0')
                                          : (b.rows.isEmpty() ? QByteArray() : b.rows.first().prevHash));
    chain.setRowsRunToEnd(false);
    struct Seen
    {
        qint64 size;
        QByteArray key;
        QString signer;
        bool external;
    };
    QList<Seen> seen;
    QList<QByteArray> notes = b.checkpoints;
    const qsizetype firstExternal = notes.size();
    notes << anchors.checkpoints;
    for (qsizetype i = 0; i < notes.size(); ++i) {
        const bool external = i >= firstExternal;
        const auto cp = SignedNotes::parseCheckpoint(notes.at(i));
        if (!cp) {
            report.problems << tr("a checkpoint cannot be read: %1").arg(cp.error());
            continue;
        }
        if (cp->origin != b.origin) {
            report.problems << tr("a checkpoint belongs to another log (%1)").arg(cp->origin);
            continue;
        }
        const VerifierKey *signer = nullptr;
        for (const VerifierKey &k : keys) {
            if (registered(&k) && cp->note.verifiedBy(k))
                signer = &k;
        }
        for (const VerifierKey &k : anchors.keys) {
            if (!signer && cp->note.verifiedBy(k))
                signer = &k;
        }
        if (!signer) {
            report.problems << (external ? tr("your checkpoint at tree size %1 is not signed by any key you "
                                              "trust or any registered key of the bundle")
                                         : tr("the checkpoint at tree size %1 is not signed by a registered "
                                              "key of the bundle"))
                                   .arg(cp->treeSize);
            continue;
        }
        chain.expect(cp->treeSize, cp->headHash, external ? tr("your checkpoint") : signer->name,
                     cp->merkleRoot);
        seen << Seen{cp->treeSize, signer->publicKey, signer->name, external};
    }
    for (const AuditRow &r : b.rows) {
        if (!chain.add(r))
            break;
    }
    chain.finish();
    if (!chain.intact()) {
        report.firstBrokenSeq = chain.firstBrokenSeq();
        report.problems.prepend(chain.message());
    } else if (!b.rows.isEmpty()) {
        report.facts << tr("rows %1 to %2 are linked; head %3")
                            .arg(first)
                            .arg(chain.lastSeq())
                            .arg(toHex(chain.head()));
        report.facts << tr("%1 checkpoint(s) match the rows, %2 lie outside them")
                            .arg(chain.checkpointsMatched())
                            .arg(chain.checkpointsNotCovered());
    }

    // Anchoring, to a fixed point: the auditor's keys and checkpoints, then what they vouch for.
    const auto covers = [&](qint64 size) { return chain.intact() && size >= first - 1 && size <= last; };
    qint64 anchoredTo = 0;
    for (const Seen &s : std::as_const(seen)) {
        if (s.external && covers(s.size))
            anchoredTo = std::max(anchoredTo, s.size);
    }
    externalTo = anchoredTo;
    const auto vouched = [&](const QByteArray &key) { return anchors.trusts(key) || regs.isAnchored(key); };
    for (;;) {
        regs.anchor(anchors.keys, first, anchoredTo, externalTo);
        qint64 next = anchoredTo;
        for (const Seen &s : std::as_const(seen)) {
            if (covers(s.size) && vouched(s.key))
                next = std::max(next, s.size);
        }
        if (next == anchoredTo)
            break;
        anchoredTo = next;
    }

    // Decisions: signed by their registered officer, and recorded in the chain with the same signature.
    int approvalsOk = 0;
    QList<QByteArray> decisionKeys;
    for (const Approval &a : b.approvals) {
        const VerifierKey *k = keyNamed(a.keyName);
        const QString sig = QString::fromLatin1(a.signature.toBase64());
        const bool recorded = std::any_of(b.rows.begin(), b.rows.end(), [&](const AuditRow &r) {
            return r.subject == QStringLiteral("request:%1").arg(a.requestId) &&
                   (r.action == QLatin1String("request.approved") ||
                    r.action == QLatin1String("request.rejected")) &&
                   r.details.contains(sig);
        });
        if (!k || !registered(k) || !ed25519Verify(k->publicKey, a.signedRecord(), a.signature))
            report.problems
                << tr("the decision on request %1 is not validly signed by a registered key of %2")
                       .arg(a.requestId)
                       .arg(a.keyName);
        else if (!recorded)
            report.problems
                << tr("the decision on request %1 is not recorded among the rows").arg(a.requestId);
        else if (const QString why = FourEyes::problem(a, {}, b.rows, regs, true); !why.isEmpty())
            report.problems << tr("the decision on request %1 by %2 does not count: %3")
                                   .arg(a.requestId)
                                   .arg(a.approver, why);
        else {
            ++approvalsOk;
            decisionKeys << k->publicKey;
        }
    }
    if (!b.approvals.isEmpty() && approvalsOk == b.approvals.size())
        report.facts << tr("%1 signed decision(s) verify").arg(approvalsOk);

    // With anchors, everything the bundle relies on must be vouched for by them.
    QStringList unvouched;
    if (haveAnchors) {
        if (sealer && registered(sealer) && !vouched(sealer->publicKey))
            unvouched << tr("the seal's key (%1, %2) is not vouched for by any of your anchors")
                             .arg(sealer->name, keyFingerprint(sealer->publicKey));
        for (const Seen &s : std::as_const(seen)) {
            if (!s.external && !vouched(s.key))
                unvouched << tr("the checkpoint at tree size %1 is signed by %2 (%3), whose key none of your "
                                "anchors vouches for")
                                 .arg(s.size)
                                 .arg(s.signer, keyFingerprint(s.key));
        }
        for (const QByteArray &k : std::as_const(decisionKeys)) {
            if (!vouched(k)) {
                unvouched << tr("a decision is signed by a key (%1) that none of your anchors vouches for")
                                 .arg(keyFingerprint(k));
                break;
            }
        }
    }
    if (const RegisteredKey *f = regs.founder())
        report.facts << tr("founded by %1 (%2, %3)")
                            .arg(f->registration.name, f->registration.key.text(),
                                 keyFingerprint(f->registration.key.publicKey));
    // A trusted key the bundle does not rest on is a failure; a checkpoint of yours that lies outside the
    // bundle's rows only leaves it unanchored.
    report.ok = report.problems.isEmpty() && (unvouched.isEmpty() || anchors.keys.isEmpty());
    report.anchored = report.ok && haveAnchors && unvouched.isEmpty() && sealer && vouched(sealer->publicKey);
    report.problems << unvouched;
    // Rows after the newest checkpoint an anchor vouches for: anyone can extend an unkeyed chain, so they
    // are not anchored (a checkpoint's own audit.checkpoint row, which records nothing else, aside).
    if (report.ok && haveAnchors && chain.intact()) {
        qint64 loose = 0;
        for (const AuditRow &r : b.rows) {
            if (r.seq > anchoredTo && r.action != QLatin1String("audit.checkpoint"))
                ++loose;
        }
        if (loose > 0) {
            report.anchored = false;
            report.problems << tr("%n row(s) after row %1 are not anchored: no checkpoint your anchors vouch "
                                  "for covers them (rows %2 to %3)",
                                  nullptr, int(loose))
                                   .arg(anchoredTo)
                                   .arg(anchoredTo + 1)
                                   .arg(last);
        }
    }
    if (report.anchored && anchoredTo > 0)
        report.facts << tr("rows %1 to %2 are covered by a checkpoint your anchors vouch for")
                            .arg(first)
                            .arg(anchoredTo);
    return report;
}

} // namespace cg::ledger
