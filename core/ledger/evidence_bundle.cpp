// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/evidence_bundle.h"

#include "ledger/canonical.h"
#include "ledger/ed25519.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace cg::ledger {

namespace {

const QString kSealOrigin = QStringLiteral("clustergate.bundle/1");

QStringList sortedKeys(std::initializer_list<const char *> keys)
{
    QStringList out;
    for (const char *k : keys)
        out << QString::fromLatin1(k);
    out.sort();
    return out;
}

// The object has exactly `expected` keys.
bool exactKeys(const QJsonObject &o, const QStringList &expected)
{
    return o.keys() == expected; // QJsonObject keys are sorted
}

bool integer(const QJsonValue &v, qint64 *out)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 9007199254740991.0)
        return false;
    *out = qint64(d);
    return true;
}

} // namespace

QByteArray EvidenceBundle::contentHash() const
{
    Canonical c;
    c.add(format).add(origin).add(generatedAt).add(generatedBy);
    const auto addRows = [&](const QList<AuditRow> &list) {
        c.add(qint64(list.size()));
        for (const AuditRow &r : list) {
            c.add(r.seq).add(r.recordedAt).add(r.actor).add(r.action).add(r.subject).add(r.details);
            c.add(toHex(r.prevHash)).add(toHex(r.hash));
        }
    };
    addRows(rows);
    if (format != QLatin1String(kFormat1))
        addRows(registrations);
    c.add(qint64(checkpoints.size()));
    for (const QByteArray &n : checkpoints)
        c.add(QByteArrayView(n));
    c.add(qint64(keys.size()));
    for (const BundleKey &k : keys)
        c.add(k.name).add(k.role).add(k.key);
    c.add(qint64(approvals.size()));
    for (const Approval &a : approvals) {
        c.add(a.requestId).add(toHex(a.requestHash)).add(a.decisionName()).add(a.scope);
        c.add(a.expiresOn.toString(Qt::ISODate)).add(a.approver).add(a.keyName).add(isoTime(a.decidedAt));
        c.add(a.reason).add(QString::fromLatin1(a.signature.toBase64()));
    }
    return sha256(c.bytes());
}

QByteArray EvidenceBundle::sealText() const
{
    return kSealOrigin.toUtf8() + '\n' + origin.toUtf8() + '\n' + contentHash().toBase64() + '\n';
}

Status EvidenceBundle::sealWith(Signer &signer)
{
    auto note = SignedNotes::sign(sealText(), generatedBy, signer);
    if (!note)
        return Status::failureOf(note);
    seal = note.value();
    return Ok{};
}

QByteArray EvidenceBundle::toJson() const
{
    const auto rowsJson = [](const QList<AuditRow> &list) {
        QJsonArray a;
        for (const AuditRow &r : list) {
            a.append(QJsonObject{{QStringLiteral("seq"), r.seq},
                                 {QStringLiteral("recorded_at"), r.recordedAt},
                                 {QStringLiteral("actor"), r.actor},
                                 {QStringLiteral("action"), r.action},
                                 {QStringLiteral("subject"), r.subject},
                                 {QStringLiteral("details"), r.details},
                                 {QStringLiteral("prev_hash"), toHex(r.prevHash)},
                                 {QStringLiteral("hash"), toHex(r.hash)}});
        }
        return a;
    };
    const QJsonArray rowArray = rowsJson(rows);
    QJsonArray cps;
    for (const QByteArray &n : checkpoints)
        cps.append(QString::fromUtf8(n));
    QJsonArray keyArray;
    for (const BundleKey &k : keys)
        keyArray.append(QJsonObject{{QStringLiteral("name"), k.name},
                                    {QStringLiteral("role"), k.role},
                                    {QStringLiteral("key"), k.key}});
    QJsonArray approvalArray;
    for (const Approval &a : approvals) {
        approvalArray.append(
            QJsonObject{{QStringLiteral("request_id"), a.requestId},
                        {QStringLiteral("request_hash"), toHex(a.requestHash)},
                        {QStringLiteral("decision"), a.decisionName()},
                        {QStringLiteral("scope"), a.scope},
                        {QStringLiteral("expires_on"), a.expiresOn.toString(Qt::ISODate)},
                        {QStringLiteral("approver"), a.approver},
                        {QStringLiteral("key_name"), a.keyName},
                        {QStringLiteral("decided_at"), isoTime(a.decidedAt)},
                        {QStringLiteral("reason"), a.reason},
                        {QStringLiteral("signature"), QString::fromLatin1(a.signature.toBase64())}});
    }
    QJsonObject top{{QStringLiteral("format"), format},
                    {QStringLiteral("origin"), origin},
                    {QStringLiteral("generated_at"), generatedAt},
                    {QStringLiteral("generated_by"), generatedBy},
                    {QStringLiteral("rows"), rowArray},
                    {QStringLiteral("checkpoints"), cps},
                    {QStringLiteral("public_keys"), keyArray},
                    {QStringLiteral("approvals"), approvalArray},
                    {QStringLiteral("seal"), QString::fromUtf8(seal)}};
    if (format != QLatin1String(kFormat1))
        top.insert(QStringLiteral("registrations"), rowsJson(registrations));
    return QJsonDocument(top).toJson(QJsonDocument::Indented);
}

Result<EvidenceBundle> EvidenceBundle::fromJson(const QByteArray &json)
{
    using R = Result<EvidenceBundle>;
    if (json.size() > kMaxSize)
        return R::failure(EvidenceBundles::tr("the bundle is larger than 1 GiB"));
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return R::failure(
            EvidenceBundles::tr("not JSON (%1 at byte %2)").arg(err.errorString()).arg(err.offset));
    const QJsonObject top = doc.object();
    const QString format = top.value(QStringLiteral("format")).toString();
    if (format != QLatin1String(kFormat) && format != QLatin1String(kFormat1))
        return R::failure(
            EvidenceBundles::tr("not a ClusterGate evidence bundle (format %1)").arg(QLatin1String(kFormat)));
    static const QStringList topKeys1 =
        sortedKeys({"format", "origin", "generated_at", "generated_by", "rows", "checkpoints", "public_keys",
                    "approvals", "seal"});
    static const QStringList topKeys2 =
        sortedKeys({"format", "origin", "generated_at", "generated_by", "rows", "registrations",
                    "checkpoints", "public_keys", "approvals", "seal"});
    const QStringList &topKeys = format == QLatin1String(kFormat1) ? topKeys1 : topKeys2;
    if (!exactKeys(top, topKeys))
        return R::failure(EvidenceBundles::tr("the bundle must have exactly the keys %1")
                              .arg(topKeys.join(QStringLiteral(", "))));
    for (const char *k : {"origin", "generated_at", "generated_by", "seal"}) {
        if (!top.value(QLatin1String(k)).isString())
            return R::failure(EvidenceBundles::tr("%1 must be a string").arg(QLatin1String(k)));
    }
    for (const char *k : {"rows", "checkpoints", "public_keys", "approvals"}) {
        if (!top.value(QLatin1String(k)).isArray())
            return R::failure(EvidenceBundles::tr("%1 must be an array").arg(QLatin1String(k)));
    }
    if (format == QLatin1String(kFormat) && !top.value(QStringLiteral("registrations")).isArray())
        return R::failure(EvidenceBundles::tr("registrations must be an array"));
    EvidenceBundle b;
    b.format = format;
    b.origin = top.value(QStringLiteral("origin")).toString();
    b.generatedAt = top.value(QStringLiteral("generated_at")).toString();
    b.generatedBy = top.value(QStringLiteral("generated_by")).toString();
    b.seal = top.value(QStringLiteral("seal")).toString().toUtf8();

    static const QStringList rowKeys =
        sortedKeys({"seq", "recorded_at", "actor", "action", "subject", "details", "prev_hash", "hash"});
    for (const char *listName : {"rows", "registrations"}) {
        const QJsonArray rows = top.value(QLatin1String(listName)).toArray();
        QList<AuditRow> &target = qstrcmp(listName, "rows") == 0 ? b.rows : b.registrations;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QJsonObject o = rows.at(i).toObject();
            AuditRow r;
            bool ok = rows.at(i).isObject() && exactKeys(o, rowKeys) &&
                      integer(o.value(QStringLiteral("seq")), &r.seq);
            for (const char *k :
                 {"recorded_at", "actor", "action", "subject", "details", "prev_hash", "hash"})
                ok = ok && o.value(QLatin1String(k)).isString();
            ok = ok &&
                 fromStrictHex(o.value(QStringLiteral("prev_hash")).toString(), kHashSize, &r.prevHash) &&
                 fromStrictHex(o.value(QStringLiteral("hash")).toString(), kHashSize, &r.hash);
            if (!ok)
                return R::failure(EvidenceBundles::tr("row %1 of the bundle's %2 is not {seq, recorded_at, "
                                                      "actor, action, subject, details, "
                                                      "prev_hash, hash} with hashes in lower-case hex")
                                      .arg(i + 1)
                                      .arg(QLatin1String(listName)));
            r.recordedAt = o.value(QStringLiteral("recorded_at")).toString();
            r.actor = o.value(QStringLiteral("actor")).toString();
            r.action = o.value(QStringLiteral("action")).toString();
            r.subject = o.value(QStringLiteral("subject")).toString();
            r.details = o.value(QStringLiteral("details")).toString();
            target << r;
        }
    }
    for (const QJsonValue &v : top.value(QStringLiteral("checkpoints")).toArray()) {
        if (!v.isString())
            return R::failure(EvidenceBundles::tr("every checkpoint is a string holding a signed note"));
        b.checkpoints << v.toString().toUtf8();
    }
    static const QStringList keyKeys = sortedKeys({"name", "role", "key"});
    for (const QJsonValue &v : top.value(QStringLiteral("public_keys")).toArray()) {
        const QJsonObject o = v.toObject();
        if (!v.isObject() || !exactKeys(o, keyKeys) || !o.value(QStringLiteral("name")).isString() ||
            !o.value(QStringLiteral("role")).isString() || !o.value(QStringLiteral("key")).isString())
            return R::failure(EvidenceBundles::tr("every public key is {name, role, key}"));
        b.keys << BundleKey{o.value(QStringLiteral("name")).toString(),
                            o.value(QStringLiteral("role")).toString(),
                            o.value(QStringLiteral("key")).toString()};
    }
    static const QStringList approvalKeys =
        sortedKeys({"request_id", "request_hash", "decision", "scope", "expires_on", "approver", "key_name",
                    "decided_at", "reason", "signature"});
    for (const QJsonValue &v : top.value(QStringLiteral("approvals")).toArray()) {
        const QJsonObject o = v.toObject();
        Approval a;
        bool ok = v.isObject() && exactKeys(o, approvalKeys) &&
                  integer(o.value(QStringLiteral("request_id")), &a.requestId);
        for (const char *k : {"request_hash", "decision", "scope", "expires_on", "approver", "key_name",
                              "decided_at", "reason", "signature"})
            ok = ok && o.value(QLatin1String(k)).isString();
        const QString decision = o.value(QStringLiteral("decision")).toString();
        const QString expires = o.value(QStringLiteral("expires_on")).toString();
        const QString decided = o.value(QStringLiteral("decided_at")).toString();
        a.approved = decision == QLatin1String("approved");
        a.expiresOn = QDate::fromString(expires, Qt::ISODate);
        a.decidedAt = parseIsoTime(decided);
        ok = ok && (a.approved || decision == QLatin1String("rejected")) && a.expiresOn.isValid() &&
             a.expiresOn.toString(Qt::ISODate) == expires && a.decidedAt.isValid() &&
             isoTime(a.decidedAt) == decided &&
             fromStrictHex(o.value(QStringLiteral("request_hash")).toString(), kHashSize, &a.requestHash) &&
             fromStrictBase64(o.value(QStringLiteral("signature")).toString(), &a.signature) &&
             a.signature.size() == kEd25519SignatureSize;
        if (!ok)
            return R::failure(EvidenceBundles::tr(
                "an approval is not {request_id, request_hash, decision, scope, expires_on, "
                "approver, key_name, decided_at, reason, signature} in canonical form"));
        a.scope = o.value(QStringLiteral("scope")).toString();
        a.approver = o.value(QStringLiteral("approver")).toString();
        a.keyName = o.value(QStringLiteral("key_name")).toString();
        a.reason = o.value(QStringLiteral("reason")).toString();
        b.approvals << a;
    }
    return b;
}

} // namespace cg::ledger
