// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/officer_keys.h"

#include "services/console.h"

#include "ledger/registration.h"
#include "ledger/signed_note.h"
#include "secrets/credential_ops.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"

#include <QRegularExpression>

#include <algorithm>

namespace cg::services {

namespace {

const QString kSuffix = QStringLiteral("-signing-key");

ErrorCode codeOf(secrets::SecretError e)
{
    switch (e) {
    case secrets::SecretError::AccessDenied:
    case secrets::SecretError::Locked:
        return ErrorCode::Refused;
    case secrets::SecretError::NoSessionBus:
    case secrets::SecretError::NoSecretService:
    case secrets::SecretError::Timeout:
        return ErrorCode::Unreachable;
    case secrets::SecretError::InvalidArgument:
        return ErrorCode::Invalid;
    default:
        return ErrorCode::Failed;
    }
}

// PEM PKCS#8 of an Ed25519 seed (RFC 8410): what `openssl genpkey -algorithm ed25519` writes.
QByteArray pkcs8Pem(const QByteArray &seed)
{
    QByteArray der = QByteArray::fromHex("302e020100300506032b657004220420");
    der.append(seed);
    QByteArray pem = "-----BEGIN PRIVATE KEY-----\n" + der.toBase64() + "\n-----END PRIVATE KEY-----\n";
    secrets::wipe(der);
    return pem;
}

} // namespace

QString OfficerKeys::nameProblem(const QString &person)
{
    if (ledger::isValidPersonName(person))
        return {};
    // A name that is: spaces become dots, other characters go ("Alice Walker" -> "alice.walker").
    QString suggestion = person.trimmed().toLower();
    suggestion.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral("."));
    suggestion.remove(QRegularExpression(QStringLiteral("[^a-z0-9._@-]")));
    suggestion.truncate(64);
    if (person.trimmed().isEmpty())
        return tr("Enter a name: 1 to 64 letters, digits and . _ @ - (no spaces), e.g. olga or alice.walker");
    // Letters outside A-Z (a Chinese name, "李伟"): say that only Latin letters go, and to write it in
    // pinyin.
    const bool otherLetters = std::any_of(person.cbegin(), person.cend(),
                                          [](QChar c) { return c.isLetter() && c.unicode() > 0x7f; });
    if (otherLetters)
        return ledger::isValidPersonName(suggestion) && suggestion != person
                   ? tr("'%1' cannot be a key name: it may hold only the Latin letters A-Z and a-z, the "
                        "digits "
                        "0-9 and . _ @ - (1 to 64, no spaces). Write the name in pinyin or Latin letters, "
                        "e.g. li.wei, or %2")
                         .arg(person, suggestion)
                   : tr("'%1' cannot be a key name: it may hold only the Latin letters A-Z and a-z, the "
                        "digits "
                        "0-9 and . _ @ - (1 to 64, no spaces). Write the name in pinyin or Latin letters, "
                        "e.g. li.wei")
                         .arg(person);
    if (ledger::isValidPersonName(suggestion) && suggestion != person)
        return tr("'%1' is not a usable name: use 1 to 64 letters, digits and . _ @ - (no spaces), e.g. %2")
            .arg(person, suggestion);
    return tr("'%1' is not a usable name: use 1 to 64 letters, digits and . _ @ - (no spaces)").arg(person);
}

QString OfficerKeys::personOfCredential(const QString &credentialId)
{
    static const QRegularExpression made(QStringLiteral("^(.+)-signing-key(-[0-9]+)?$"));
    const auto m = made.match(credentialId);
    return m.hasMatch() ? m.captured(1) : QString();
}

Result<NewSigningKey> OfficerKeys::create(secrets::CredentialStore &store,
                                          secrets::CredentialRegistry &registry, const QString &person,
                                          const QDateTime &now, const QString &credentialId)
{
    using R = Result<NewSigningKey>;
    if (const QString problem = nameProblem(person); !problem.isEmpty())
        return R::failure(problem, ErrorCode::Invalid);
    // An id that is free both in the registry and in the keychain: a key is never replaced.
    const auto taken = [&](const QString &id) -> Result<bool> {
        const auto meta = registry.find(id);
        if (!meta)
            return Result<bool>::failure(meta.error());
        if (meta->has_value())
            return true;
        auto secret = store.readSecret(id);
        if (secret.ok()) {
            secrets::wipe(secret.value());
            return true;
        }
        if (secret.code() != secrets::SecretError::NotFound)
            return Result<bool>::failure(secret.error(), codeOf(secret.code()));
        return false;
    };
    QString id = credentialId;
    if (id.isEmpty()) {
        for (int n = 1; n < 100 && id.isEmpty(); ++n) {
            const QString candidate = person + kSuffix + (n == 1 ? QString() : QStringLiteral("-%1").arg(n));
            const auto t = taken(candidate);
            if (!t)
                return R::failureOf(t);
            if (!t.value())
                id = candidate;
        }
        if (id.isEmpty())
            return R::failure(tr("%1 already has 99 signing keys in the keychain").arg(person),
                              ErrorCode::Conflict);
    } else {
        if (!secrets::isValidCredentialId(id))
            return R::failure(secrets::invalidIdMessage(id), ErrorCode::Invalid);
        const auto t = taken(id);
        if (!t)
            return R::failureOf(t);
        if (t.value())
            return R::failure(
                tr("the keychain already holds %1: a key is never replaced; choose another id").arg(id),
                ErrorCode::Conflict);
    }
    if (!secrets::isValidCredentialId(id))
        return R::failure(secrets::invalidIdMessage(id), ErrorCode::Invalid);

    const std::unique_ptr<ledger::KeySigner> key = ledger::KeySigner::generate();
    if (!key)
        return R::failure(tr("no random bytes for a new key"));
    QByteArray seed = key->seed();
    QByteArray pem = pkcs8Pem(seed);
    secrets::wipe(seed);
    secrets::CredentialMeta meta;
    meta.id = id;
    meta.kind = secrets::CredentialKind::PrivateKey;
    meta.label = tr("Compliance signing key of %1").arg(person);
    const secrets::SecretStatus saved = secrets::CredentialOps::save(store, registry, meta, pem, now);
    secrets::wipe(pem);
    if (!saved)
        return R::failure(tr("the key for %1 was not stored: %2").arg(person, saved.error()),
                          codeOf(saved.code()));
    NewSigningKey out;
    out.credentialId = id;
    out.person = person;
    out.publicKey = key->publicKey();
    out.fingerprint = ledger::keyFingerprint(out.publicKey);
    out.verifierKey = ledger::VerifierKey::make(person, out.publicKey).text();
    return out;
}

Result<QByteArray> OfficerKeys::keyFromVerifier(const QString &name, const QString &verifierKey)
{
    const auto vk = ledger::VerifierKey::parse(verifierKey.trimmed());
    if (!vk || vk->name != name)
        return Result<QByteArray>::failure(tr("the key must be %1's verifier key (%1+HASH+BASE64)").arg(name),
                                           ErrorCode::Invalid);
    return vk->publicKey;
}

Result<OfficerRegistered> OfficerKeys::registerOfficer(ledger::Ledger &ledger, const QString &name,
                                                       ledger::OfficerRole role, const QByteArray &publicKey,
                                                       ledger::Signer &admin)
{
    using R = Result<OfficerRegistered>;
    const auto registrar = ledger.officerByKey(admin.publicKey());
    if (!registrar)
        return R::failureOf(registrar);
    if (!registrar->has_value())
        return R::failure(
            tr("the registering key is not registered in this ledger: only an admin registers officers"));
    if (registrar->value().role != ledger::OfficerRole::Admin)
        return R::failure(tr("%1 is an officer, not an admin: only an admin registers officers")
                              .arg(registrar->value().name));
    if (const auto regs = ledger.registrations(); regs.ok()) {
        if (const ledger::RegisteredKey *k = regs->byKey(publicKey))
            return R::failure(tr("this key is already registered for %1").arg(k->registration.name),
                              ErrorCode::Conflict);
        if (regs->byName(name))
            return R::failure(tr("%1 is already registered; registered keys are never replaced").arg(name),
                              ErrorCode::Conflict);
    }
    if (const Status st = ledger.registerOfficer(name, role, publicKey, admin); !st)
        return R::failureOf(st);
    OfficerRegistered out;
    out.name = name;
    out.role = role;
    out.fingerprint = ledger::keyFingerprint(publicKey);
    out.verifierKey = ledger::VerifierKey::make(name, publicKey).text();
    out.registeredBy = registrar->value().name;
    out.summary = tr("Registered %1 (%2) with key %3 (fingerprint %4)")
                      .arg(name, ledger::roleDisplayName(role), out.verifierKey, out.fingerprint);
    return out;
}

Result<bool> OfficerKeys::needsFounding(ledger::Ledger &ledger)
{
    const auto officers = ledger.officers();
    if (!officers)
        return Result<bool>::failureOf(officers);
    const auto regs = ledger.registrations();
    if (!regs)
        return Result<bool>::failureOf(regs);
    return officers->isEmpty() && regs->keys().isEmpty();
}

Result<LedgerFounded> OfficerKeys::found(ledger::Ledger &ledger, const QString &name, ledger::Signer &founder)
{
    using R = Result<LedgerFounded>;
    if (const QString problem = nameProblem(name); !problem.isEmpty())
        return R::failure(problem, ErrorCode::Invalid);
    const auto needed = needsFounding(ledger);
    if (!needed)
        return R::failureOf(needed);
    if (!needed.value())
        return R::failure(tr("this ledger was founded already; an admin registers new officers"),
                          ErrorCode::Conflict);
    if (const Status st = ledger.found(name, founder); !st)
        return R::failureOf(st);
    LedgerFounded out;
    const auto origin = ledger.audit().origin();
    out.origin = origin ? origin.value() : QString();
    out.name = name;
    out.fingerprint = ledger::keyFingerprint(founder.publicKey());
    out.verifierKey = ledger::VerifierKey::make(name, founder.publicKey()).text();
    out.summary = tr("Founded the ledger %1 with %2 as its first admin.\nKey: %3\nFingerprint: %4")
                      .arg(out.origin, name, out.verifierKey, out.fingerprint);
    return out;
}

OfficerKeys::Maker OfficerKeys::ofConsole(Console &console)
{
    return [&console](const QString &person) -> Result<NewSigningKey> {
        if (!console.secretStore())
            return Result<NewSigningKey>::failure(
                tr("a signing key is kept in the keychain, and this desktop has none"), ErrorCode::Invalid);
        secrets::CredentialRegistry registry(console.database());
        auto made = create(*console.secretStore(), registry, person, QDateTime::currentDateTimeUtc());
        if (made.ok())
            console.reloadCredentials();
        return made;
    };
}

} // namespace cg::services
