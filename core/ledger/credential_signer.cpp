// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/credential_signer.h"

#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"

namespace cg::ledger {

Result<std::unique_ptr<Signer>> CredentialSigner::load(cg::secrets::CredentialStore &store,
                                                       const QString &credentialId,
                                                       cg::secrets::CredentialRegistry *registry)
{
    using R = Result<std::unique_ptr<Signer>>;
    using namespace cg::secrets;
    if (registry) {
        const auto meta = registry->find(credentialId);
        if (!meta)
            return R::failure(meta.error());
        if (!meta->has_value())
            return R::failure(
                tr("there is no credential %1; store the officer's key with: clustergate secrets set "
                   "%1 --kind private-key < KEYFILE")
                    .arg(credentialId));
        if (meta->value().kind != CredentialKind::PrivateKey)
            return R::failure(tr("the credential %1 is a %2, not a private key")
                                  .arg(credentialId, kindName(meta->value().kind)));
    }
    auto secret = store.readSecret(credentialId);
    if (!secret)
        return R::failure(secret.error());
    auto signer = KeySigner::fromKeyData(secret.value());
    wipe(secret.value());
    if (!signer)
        return R::failure(tr("the credential %1: %2").arg(credentialId, signer.error()));
    if (registry)
        (void)registry->markUsed(credentialId,
                                 QDateTime::currentDateTimeUtc()); // bookkeeping only: the key was read
    return R(std::unique_ptr<Signer>(std::move(signer.value())));
}

} // namespace cg::ledger
