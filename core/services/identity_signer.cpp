// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/identity_signer.h"

#include "services/console.h"

#include "ledger/credential_signer.h"
#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/file_vault_backend.h"
#include "secrets/keychain_backend.h"
#include "storage/database.h"

#include <QFileInfo>

namespace cg::services {

Result<std::unique_ptr<ledger::Signer>> IdentitySigner::load(secrets::CredentialStore *store, Database &db,
                                                             const QString &keyId)
{
    using R = Result<std::unique_ptr<ledger::Signer>>;
    if (!store)
        return R::failure(tr("signing needs your identity key, but there is no keychain"),
                          ErrorCode::Invalid);
    secrets::CredentialRegistry registry(db);
    return ledger::CredentialSigner::load(*store, keyId, &registry);
}

SignerSource IdentitySigner::ofConsole(Console &console)
{
    return
        [&console](const QString &keyId) { return load(console.secretStore(), console.database(), keyId); };
}

Result<std::unique_ptr<ledger::Signer>> IdentitySigner::fromKeychainOrVault(Database &db,
                                                                            const QString &keyId,
                                                                            const QString &vaultFile,
                                                                            const QByteArray &passphrase)
{
    using R = Result<std::unique_ptr<ledger::Signer>>;
    std::unique_ptr<secrets::SecretBackend> backend;
    if (!vaultFile.isEmpty()) {
        if (passphrase.isEmpty())
            return R::failure(tr("the vault needs its master passphrase in CLUSTERGATE_VAULT_PASSPHRASE"),
                              ErrorCode::Invalid);
        backend =
            std::make_unique<secrets::FileVaultBackend>(QFileInfo(vaultFile).absoluteFilePath(), passphrase);
    } else {
        backend = std::make_unique<secrets::KeychainBackend>();
    }
    secrets::CredentialStore store(std::move(backend));
    return load(&store, db, keyId);
}

} // namespace cg::services
