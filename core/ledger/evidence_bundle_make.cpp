// SPDX-License-Identifier: GPL-3.0-or-later
// Making an evidence bundle from a ledger (docs/audit-log.md); verifying one needs no database
// (evidence_bundle_verify.cpp).
#include "ledger/canonical.h"
#include "ledger/ed25519.h"
#include "ledger/evidence_bundle.h"
#include "ledger/ledger.h"

#include <algorithm>

namespace cg::ledger {

Result<EvidenceBundle> EvidenceBundles::make(Ledger &ledger, Signer &signer, qint64 fromSeq, qint64 toSeq)
{
    using R = Result<EvidenceBundle>;
    const auto officer = ledger.officerByKey(signer.publicKey());
    if (!officer)
        return R::failureOf(officer);
    if (!officer->has_value())
        return R::failure(tr("the signing key does not belong to an officer registered in the ledger"));
    EvidenceBundle b;
    const auto origin = ledger.audit().origin();
    const auto rows =
        ledger.audit().rows(AuditQuery{std::max<qint64>(1, fromSeq), toSeq, {}, {}, {}, -1, false});
    const auto registrations =
        ledger.audit().rows(AuditQuery{1, -1, {}, QString::fromLatin1(kRegisteredAction), {}, -1, false});
    const auto checkpoints = ledger.store().checkpoints();
    const auto officers = ledger.officers();
    const auto approvals = ledger.store().approvals();
    if (!origin || !rows || !registrations || !checkpoints || !officers || !approvals)
        return R::failure(!origin          ? origin.error()
                          : !rows          ? rows.error()
                          : !registrations ? registrations.error()
                          : !checkpoints   ? checkpoints.error()
                          : !officers      ? officers.error()
                                           : approvals.error());
    b.origin = origin.value();
    b.generatedAt = isoTime(ledger.now());
    b.generatedBy = officer->value().name;
    b.rows = rows.value();
    for (const AuditRow &r : registrations.value()) {
        if (r.action == QLatin1String(kRegisteredAction))
            b.registrations << r;
    }
    b.checkpoints = checkpoints.value();
    const auto regs = ledger.registrations();
    if (!regs)
        return R::failureOf(regs);
    for (const RegisteredKey &k : regs->keys()) {
        if (k.valid)
            b.keys << BundleKey{k.registration.name, roleName(k.registration.role),
                                k.registration.key.text()};
    }
    for (const Approval &a : approvals.value()) {
        const QString sig = QString::fromLatin1(a.signature.toBase64());
        if (std::any_of(b.rows.begin(), b.rows.end(),
                        [&](const AuditRow &r) { return r.details.contains(sig); }))
            b.approvals << a;
    }
    if (auto st = b.sealWith(signer); !st)
        return R::failureOf(st);
    return b;
}

} // namespace cg::ledger
