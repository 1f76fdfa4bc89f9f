// SPDX-License-Identifier: GPL-3.0-or-later
// Where secret bytes live: the OS keychain or the encrypted file vault. Backends are synchronous and run on
// the CredentialStore's worker thread, one call at a time; every call returns by its deadline.
#pragma once

#include "secrets/secret_types.h"

#include <QDeadlineTimer>

namespace cg::secrets {

class SecretBackend
{
public:
    virtual ~SecretBackend() = default;

    // The word recorded in the metadata: "keychain" or "vault".
    virtual QString storeName() const = 0;
    // What this backend is and whether it can be used now.
    virtual BackendStatus check(QDeadlineTimer deadline) = 0;
    // The secret under `id`, or NotFound.
    virtual SecretResult<QByteArray> read(const QString &id, QDeadlineTimer deadline) = 0;
    // Stores (or replaces) the secret under item.id.
    virtual SecretStatus write(const SecretItem &item, const QByteArray &secret, QDeadlineTimer deadline) = 0;
    // Deletes the secret under `id`; NotFound when there was none.
    virtual SecretStatus remove(const QString &id, QDeadlineTimer deadline) = 0;
};

} // namespace cg::secrets
