// SPDX-License-Identifier: GPL-3.0-or-later
// A compliance officer's signing key, from nothing to registered: one use case for the window's compliance
// desk (Found Ledger…, Create Signing Key…, Register Officer…) and the CLI (`clustergate ledger found`,
// `create-key`, `register-officer`).
//
// create() makes a new Ed25519 identity key for a named person and stores it in the keychain as a
// private-key credential (PEM PKCS#8, what `clustergate secrets set ID --kind private-key` stores); only its
// public half leaves: the fingerprint and the verifier key (NAME+HASH+BASE64) that the person hands to an
// admin. The private key is never returned, shown, logged or written anywhere else.
//
// registerOfficer() writes the ledger's signed registration row (the admin's signature over the record,
// docs/compliance.md), the same row whichever front end asks. The keychain calls block (up to the store's
// limit): the window calls them on a user's press, the CLI as it goes.
#pragma once

#include "common/result.h"
#include "ledger/ed25519.h"
#include "ledger/ledger.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <functional>

namespace cg {
class Database;
}

namespace cg::secrets {
class CredentialStore;
class CredentialRegistry;
} // namespace cg::secrets

namespace cg::services {

class Console;

// A key just made: its public half only.
struct NewSigningKey
{
    QString credentialId; // the keychain item
    QString person;
    QByteArray publicKey;
    QString fingerprint; // SHA256:…
    QString verifierKey; // NAME+HASH+BASE64: what an admin registers
};

// A ledger just founded: its first admin.
struct LedgerFounded
{
    QString origin; // the ledger's origin (its audit log's first row)
    QString name;
    QString fingerprint;
    QString verifierKey; // what auditors pass as --trusted-key
    QString summary;     // "Founded the ledger … with … as its first admin. Key: … Fingerprint: …"
};

// A registration just written.
struct OfficerRegistered
{
    QString name;
    ledger::OfficerRole role = ledger::OfficerRole::Officer;
    QString fingerprint;
    QString verifierKey;
    QString registeredBy;
    QString summary; // "Registered olga (officer) with key … (fingerprint …)"
};

class OfficerKeys
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::OfficerKeys)

public:
    // Makes a key for `person` (refused: not a usable name, Invalid) and stores it under `credentialId`, or
    // by default under "PERSON-signing-key" (with "-2", "-3"… while that id is taken). An id that is taken
    // is refused as Conflict: a key is never replaced.
    static Result<NewSigningKey> create(secrets::CredentialStore &store,
                                        secrets::CredentialRegistry &registry, const QString &person,
                                        const QDateTime &now, const QString &credentialId = {});
    // Why `person` cannot name a signing key or an officer (empty: it can): a name is 1 to 64 of
    // [A-Za-z0-9._@-] (ledger::isValidPersonName), and the reason suggests one that is ("alice.walker").
    static QString nameProblem(const QString &person);
    // The person a key made by create() is for, from its credential id ("" for another id).
    static QString personOfCredential(const QString &credentialId);

    // The new officer's public key from a verifier key, which must name `name` (Invalid otherwise).
    static Result<QByteArray> keyFromVerifier(const QString &name, const QString &verifierKey);
    // `admin` registers `publicKey` as `name` with `role`, signing the registration. Refused (Failed, as the
    // CLI has always exited 1 for it) when the signing key is not a registered admin's; a name or key
    // already registered is a Conflict.
    static Result<OfficerRegistered> registerOfficer(ledger::Ledger &ledger, const QString &name,
                                                     ledger::OfficerRole role, const QByteArray &publicKey,
                                                     ledger::Signer &admin);

    // Founds the ledger with `name` as its first admin, the registration signed by `founder` itself (what
    // `clustergate ledger found NAME --key ID` and the window's Found Ledger… do). A ledger founded already
    // is a Conflict; a name that is not usable is Invalid.
    static Result<LedgerFounded> found(ledger::Ledger &ledger, const QString &name, ledger::Signer &founder);
    // Whether the ledger has no registered key yet (nobody founded it): Found Ledger… is offered then.
    static Result<bool> needsFounding(ledger::Ledger &ledger);

    // The window's: create() over the console's keychain and credential registry (Invalid without a
    // keychain).
    using Maker = std::function<Result<NewSigningKey>(const QString &person)>;
    static Maker ofConsole(Console &console);
};

} // namespace cg::services
