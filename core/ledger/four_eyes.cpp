// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/four_eyes.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace cg::ledger {

QString FourEyes::problem(const Approval &a, const QString &requester, const QList<AuditRow> &requestRows,
                          const RegistrationChain &registrations, bool needSubmission)
{
    if (a.approver != a.keyName)
        return tr("it names %1 as the approver but is signed with the key of %2").arg(a.approver, a.keyName);
    const RegisteredKey *key = registrations.byName(a.keyName);
    if (!key || !key->valid)
        return tr("it is signed as %1, whose key has no valid registration").arg(a.keyName);
    if (key->registration.role != OfficerRole::Officer && key->registration.role != OfficerRole::Admin)
        return tr("it is signed by %1, who is registered as %2, not as an officer or admin")
            .arg(a.keyName, roleDisplayName(key->registration.role));
    const QByteArray approverKey = key->registration.key.publicKey;
    const auto same = [&](const QString &name) { return name.compare(a.approver, Qt::CaseInsensitive) == 0; };
    if (!requester.isEmpty() && same(requester))
        return tr("four eyes: %1 requested it and cannot decide it").arg(a.approver);
    const QString subject = QStringLiteral("request:%1").arg(a.requestId);
    bool submitted = false;
    for (const AuditRow &r : requestRows) {
        if (r.subject != subject)
            continue;
        const bool filing = r.action == QLatin1String("request.created") ||
                            r.action == QLatin1String("request.submitted") ||
                            r.action == QLatin1String("request.withdrawn");
        if (!filing)
            continue;
        if (same(r.actor))
            return tr("four eyes: %1 filed or submitted it (audit row %2) and cannot decide it")
                .arg(a.approver)
                .arg(r.seq);
        if (r.action != QLatin1String("request.submitted"))
            continue;
        submitted = true;
        const QJsonObject d = QJsonDocument::fromJson(r.details.toUtf8()).object();
        const auto sub = VerifierKey::parse(d.value(QStringLiteral("requester_key")).toString());
        if (!sub)
            continue; // unsigned: only the names above compare
        if (same(sub->name) || sub->publicKey == approverKey)
            return tr("four eyes: it was submitted (audit row %1) with the key of %2, who cannot decide it")
                .arg(r.seq)
                .arg(a.approver);
        if (key->registration.registrarKey && !key->registration.isFounding() &&
            key->registration.registrarKey->publicKey == sub->publicKey)
            return tr("four eyes: %1 was registered by %2, who submitted it; a second name made for oneself "
                      "is not a second person")
                .arg(a.approver, sub->name);
    }
    if (needSubmission && !submitted)
        return tr("four eyes cannot be checked: the submission of request %1 is not among the rows")
            .arg(a.requestId);
    return {};
}

} // namespace cg::ledger
