// SPDX-License-Identifier: GPL-3.0-or-later
// A person's identity key (a private-key credential) as the ledger's signer: what signs requests,
// decisions, classification changes and transfer manifests. One loader for the window's dialogs (the
// console's keychain), the data push and the CLI (the keychain, or a file vault).
#pragma once

#include "common/result.h"
#include "ledger/ed25519.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>

namespace cg {
class Database;
}

namespace cg::secrets {
class CredentialStore;
}

namespace cg::services {

class Console;

// Loads the signer for a key id (a dialog's choice of key).
using SignerSource = std::function<Result<std::unique_ptr<ledger::Signer>>(const QString &keyId)>;

class IdentitySigner
{
    Q_DECLARE_TR_FUNCTIONS(cg::services::IdentitySigner)

public:
    // The key `keyId` from `store`, which the credential registry in `db` must list as a private key (it is
    // marked used). No store: refused as Invalid (there is no keychain to sign with).
    static Result<std::unique_ptr<ledger::Signer>> load(secrets::CredentialStore *store, Database &db,
                                                        const QString &keyId);
    // The console's keychain and credential registry: what the window's dialogs sign with.
    static SignerSource ofConsole(Console &console);
    // The CLI's: the keychain, or the file vault `vaultFile` (when not empty) unlocked with `passphrase`.
    static Result<std::unique_ptr<ledger::Signer>> fromKeychainOrVault(Database &db, const QString &keyId,
                                                                       const QString &vaultFile,
                                                                       const QByteArray &passphrase);
};

} // namespace cg::services
