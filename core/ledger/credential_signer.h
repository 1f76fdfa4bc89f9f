// SPDX-License-Identifier: GPL-3.0-or-later
// An officer's signing key read from the credential keychain (kind "private-key"): the key is read once,
// with the store's blocking call (so not on the GUI thread), kept in memory for the signer's life and
// wiped with it. The keychain item holds a PEM PKCS#8 Ed25519 key, an unencrypted OpenSSH Ed25519 key,
// or 32 raw bytes (ed25519.h).
#pragma once

#include "ledger/ed25519.h"

#include <QCoreApplication>

#include <memory>

namespace cg::secrets {
class CredentialStore;
class CredentialRegistry;
} // namespace cg::secrets

namespace cg::ledger {

class CredentialSigner
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::CredentialSigner)

public:
    // `registry`: when given, the credential must be recorded there as a private key (and is marked used).
    static Result<std::unique_ptr<Signer>> load(cg::secrets::CredentialStore &store,
                                                const QString &credentialId,
                                                cg::secrets::CredentialRegistry *registry = nullptr);
};

} // namespace cg::ledger
