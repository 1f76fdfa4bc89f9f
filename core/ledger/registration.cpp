// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/registration.h"

#include "common/paths.h"
#include "ledger/canonical.h"
#include "ledger/ed25519.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cg::ledger {

QString keyFingerprint(const QByteArray &publicKey)
{
    QByteArray b64 = sha256(publicKey).toBase64();
    while (b64.endsWith('='))
        b64.chop(1);
    return QStringLiteral("SHA256:") + QString::fromLatin1(b64);
}

QByteArray Registration::record(const QString &origin, const QString &name, OfficerRole role,
                                const QString &keyText, const QString &registeredAt, const QString &registrar,
                                const QString &registrarKeyText)
{
    Canonical c;
    c.add(QStringLiteral("clustergate-registration/1"))
        .add(origin)
        .add(name)
        .add(roleName(role))
        .add(keyText)
        .add(registeredAt)
        .add(registrar)
        .add(registrarKeyText);
    return c.bytes();
}

QByteArray Registration::record(const QString &origin) const
{
    return record(origin, name, role, key.text(), registeredAt, registrar,
                  registrarKey ? registrarKey->text() : QString());
}

std::optional<Registration> Registration::fromRow(const AuditRow &row, QString *why)
{
    const auto bad = [&](const QString &w) -> std::optional<Registration> {
        if (why)
            *why = w;
        return std::nullopt;
    };
    if (row.action != QLatin1String(kRegisteredAction))
        return bad(RegistrationChain::tr("row %1 is not a registration").arg(row.seq));
    const QJsonObject d = QJsonDocument::fromJson(row.details.toUtf8()).object();
    Registration r;
    r.seq = row.seq;
    r.name = row.subject.startsWith(QLatin1String("officer:")) ? row.subject.mid(8) : QString();
    r.registeredAt = row.recordedAt;
    r.registrar = row.actor;
    const auto role = roleFromName(d.value(QStringLiteral("role")).toString());
    const auto key = VerifierKey::parse(d.value(QStringLiteral("key")).toString());
    if (r.name.isEmpty() || !role || !key || key->name != r.name)
        return bad(RegistrationChain::tr("the registration in row %1 cannot be read").arg(row.seq));
    r.role = *role;
    r.key = *key;
    const QString sig = d.value(QStringLiteral("signature")).toString();
    const QString registrarKey = d.value(QStringLiteral("registrar_key")).toString();
    if (sig.isEmpty() && registrarKey.isEmpty())
        return r; // unsigned, from before signed registrations
    r.registrarKey = VerifierKey::parse(registrarKey);
    if (!r.registrarKey || r.registrarKey->name != r.registrar || !fromStrictBase64(sig, &r.signature) ||
        r.signature.size() != kEd25519SignatureSize)
        return bad(RegistrationChain::tr("the registration of %1 in row %2 has a malformed signature or "
                                         "registrar key")
                       .arg(r.name)
                       .arg(row.seq));
    return r;
}

RegistrationChain RegistrationChain::check(const QString &origin, const QList<AuditRow> &rows)
{
    RegistrationChain chain;
    for (const AuditRow &row : rows) {
        QString why;
        const auto r = Registration::fromRow(row, &why);
        if (!r) {
            chain.m_problems << why;
            continue;
        }
        RegisteredKey k;
        k.registration = *r;
        if (chain.byName(r->name)) {
            k.problem = tr("%1 is registered twice (row %2): registered keys are never replaced")
                            .arg(r->name)
                            .arg(r->seq);
        } else if (chain.byKey(r->key.publicKey)) {
            k.problem = tr("row %1 registers the key of %2 again, as %3: one person, one key")
                            .arg(r->seq)
                            .arg(chain.byKey(r->key.publicKey)->registration.name, r->name);
        } else if (!r->isSigned()) {
            k.valid = true; // unsigned: valid as a record, anchored only from outside
        } else if (r->isFounding()) {
            if (!chain.m_keys.isEmpty())
                k.problem = tr("%1 founds the ledger in row %2, but it was founded before: only the first "
                               "registration signs itself")
                                .arg(r->name)
                                .arg(r->seq);
            else if (r->role != OfficerRole::Admin)
                k.problem = tr("the founder %1 is not an admin").arg(r->name);
            else if (!ed25519Verify(r->key.publicKey, r->record(origin), r->signature))
                k.problem = tr("the founding registration of %1 (row %2) is not signed by its own key")
                                .arg(r->name)
                                .arg(r->seq);
            else
                k.valid = true;
        } else {
            const RegisteredKey *registrar = chain.byKey(r->registrarKey->publicKey);
            if (!registrar || !registrar->valid || registrar->registration.name != r->registrar)
                k.problem = tr("%1 (row %2) was registered by %3, whose key is not a registered one")
                                .arg(r->name)
                                .arg(r->seq)
                                .arg(r->registrar);
            else if (registrar->registration.role != OfficerRole::Admin)
                k.problem = tr("%1 (row %2) was registered by %3, who is not an admin")
                                .arg(r->name)
                                .arg(r->seq)
                                .arg(r->registrar);
            else if (!ed25519Verify(r->registrarKey->publicKey, r->record(origin), r->signature))
                k.problem = tr("the registration of %1 (row %2) is not validly signed by %3")
                                .arg(r->name)
                                .arg(r->seq)
                                .arg(r->registrar);
            else
                k.valid = true;
        }
        if (!k.valid)
            chain.m_problems << k.problem;
        chain.m_keys << k;
    }
    return chain;
}

void RegistrationChain::anchor(const QList<VerifierKey> &trusted, qint64 fromRow, qint64 toRow,
                               qint64 externalToRow)
{
    for (RegisteredKey &k : m_keys) {
        k.anchored = false;
        if (!k.valid)
            continue;
        const Registration &r = k.registration;
        const bool trustedKey = std::any_of(trusted.begin(), trusted.end(), [&](const VerifierKey &t) {
            return t.publicKey == r.key.publicKey;
        });
        const RegisteredKey *registrar =
            r.registrarKey && !r.isFounding() ? byKey(r.registrarKey->publicKey) : nullptr;
        if (!r.isSigned()) {
            k.anchored = trustedKey || (r.seq >= fromRow && r.seq <= externalToRow);
            continue;
        }
        k.anchored = trustedKey || (r.seq >= fromRow && r.seq <= toRow) || (registrar && registrar->anchored);
    }
}

const RegisteredKey *RegistrationChain::byName(const QString &name) const
{
    for (const RegisteredKey &k : m_keys) {
        if (k.registration.name.compare(name, Qt::CaseInsensitive) == 0)
            return &k;
    }
    return nullptr;
}

const RegisteredKey *RegistrationChain::byKey(const QByteArray &publicKey) const
{
    for (const RegisteredKey &k : m_keys) {
        if (k.registration.key.publicKey == publicKey)
            return &k;
    }
    return nullptr;
}

bool RegistrationChain::isValid(const QByteArray &publicKey) const
{
    const RegisteredKey *k = byKey(publicKey);
    return k && k->valid;
}

bool RegistrationChain::isAnchored(const QByteArray &publicKey) const
{
    const RegisteredKey *k = byKey(publicKey);
    return k && k->valid && k->anchored;
}

const RegisteredKey *RegistrationChain::founder() const
{
    for (const RegisteredKey &k : m_keys) {
        if (k.valid && k.registration.isFounding())
            return &k;
    }
    return nullptr;
}

bool RegistrationChain::anyAnchored() const
{
    return std::any_of(m_keys.begin(), m_keys.end(), [](const RegisteredKey &k) { return k.anchored; });
}

bool TrustAnchors::trusts(const QByteArray &publicKey) const
{
    return std::any_of(keys.begin(), keys.end(),
                       [&](const VerifierKey &k) { return k.publicKey == publicKey; });
}

QString TrustAnchors::configuredFile()
{
    const QString env = qEnvironmentVariable("CLUSTERGATE_TRUST_ANCHORS");
    return env.isEmpty() ? QDir(paths::configDir()).filePath(QStringLiteral("trust-anchors")) : env;
}

Status TrustAnchors::addKey(const QString &text)
{
    const auto k = VerifierKey::parse(text.trimmed());
    if (!k)
        return Status::failure(tr("%1 is not a verifier key (NAME+HASH+BASE64)").arg(text));
    keys << *k;
    return Ok{};
}

Status TrustAnchors::addCheckpointFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Status::failure(tr("cannot read the checkpoint %1: %2").arg(path, f.errorString()));
    if (f.size() > SignedNotes::kMaxNoteSize)
        return Status::failure(tr("%1 is too large for a checkpoint").arg(path));
    checkpoints << f.readAll();
    sources << tr("checkpoint %1").arg(path);
    return Ok{};
}

Status TrustAnchors::addFile(const QString &path, bool optional)
{
    QFile f(path);
    if (!f.exists() && optional)
        return Ok{};
    if (!f.open(QIODevice::ReadOnly))
        return Status::failure(tr("cannot read the anchor file %1: %2").arg(path, f.errorString()));
    if (f.size() > 1024 * 1024)
        return Status::failure(tr("the anchor file %1 is larger than 1 MiB").arg(path));
    int line = 0;
    const QDir base = QFileInfo(path).absoluteDir();
    for (const QByteArray &raw : f.readAll().split('\n')) {
        ++line;
        const QString text = QString::fromUtf8(raw).trimmed();
        if (text.isEmpty() || text.startsWith(QLatin1Char('#')))
            continue;
        Status st = text.startsWith(QLatin1String("checkpoint "))
                        ? addCheckpointFile(base.absoluteFilePath(text.mid(11).trimmed()))
                        : addKey(text);
        if (!st)
            return Status::failure(tr("%1, line %2: %3").arg(path).arg(line).arg(st.error()));
    }
    sources << tr("anchor file %1").arg(path);
    return Ok{};
}

} // namespace cg::ledger
