// SPDX-License-Identifier: GPL-3.0-or-later
// The console's validation signing key (it signs acceptance reports) kept in the keychain as the
// private-key credential "validation-signing-key". It is made there on first use; a key left in the older
// raw file is moved into the keychain and the file removed. Where no keychain can be reached, the raw file
// is used as before, and the caller is told so.
#pragma once

#include "common/result.h"
#include "ledger/ed25519.h"

#include <QCoreApplication>

#include <memory>

namespace cg::secrets {
class CredentialStore;
class CredentialRegistry;
} // namespace cg::secrets

namespace cg::validation {

class ValidationKey
{
    Q_DECLARE_TR_FUNCTIONS(cg::validation::ValidationKey)

public:
    static constexpr const char *kCredentialId = "validation-signing-key";

    struct Loaded
    {
        std::unique_ptr<ledger::KeySigner> key;
        QString where;  // "keychain" or the file
        QString notice; // what happened that a person should know (moved, made, no keychain); may be empty
    };

    static Result<Loaded> load(secrets::CredentialStore &store, secrets::CredentialRegistry *registry,
                               const QString &legacyFile);
};

} // namespace cg::validation
