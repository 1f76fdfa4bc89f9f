// SPDX-License-Identifier: GPL-3.0-or-later
// Operations that keep the secret (in a CredentialStore) and its metadata (in the CredentialRegistry) in
// step: save, delete, rotate. They use the store's blocking calls, so run them off the GUI thread (or
// accept that the window waits for up to the store's time limit); the registry's database must be used
// from that same thread.
#pragma once

#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"

namespace cg::secrets {

class CredentialOps
{
    Q_DECLARE_TR_FUNCTIONS(cg::secrets::CredentialOps)

public:
    // Writes the secret, then records the metadata (kind, label, rotation policy, the store's name) and
    // links meta.usedBy. Used for "set" and for "remember in keychain".
    static SecretStatus save(CredentialStore &store, CredentialRegistry &registry, const CredentialMeta &meta,
                             const QByteArray &secret, const QDateTime &now);

    // Deletes the secret and its metadata. A secret already gone from the store still has its metadata
    // removed; `*secretWasMissing` says so.
    static SecretStatus remove(CredentialStore &store, CredentialRegistry &registry, const QString &id,
                               bool *secretWasMissing = nullptr);

    // Rotation: the new secret is written under `newId`, the users of `oldId` are switched to it, and the
    // old secret and its metadata are deleted. Nothing changes when writing the new secret fails; when
    // only deleting the old one fails, the users are already switched and the error says what is left.
    static SecretStatus rotate(CredentialStore &store, CredentialRegistry &registry, const QString &oldId,
                               const QString &newId, const QByteArray &newSecret, const QDateTime &now);
};

} // namespace cg::secrets
