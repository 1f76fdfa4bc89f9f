// SPDX-License-Identifier: GPL-3.0-or-later
// SSH passphrases and passwords from the keychain. A credential serves a key file ("key:/path") or an
// account ("ssh:user@host:port") through the registry's "used by" links; a prompt for that key or account
// is answered from the store instead of a person, unless the stored answer was just refused.
//
// Threads: reload() runs on the registry's thread; answer() may run on any thread (the SSH I/O thread)
// and blocks for at most the store's time limit.
#pragma once

#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "ssh/ssh_types.h"

#include <QHash>
#include <QMutex>

namespace cg::secrets {

class SshSecrets
{
    Q_DECLARE_TR_FUNCTIONS(cg::secrets::SshSecrets)

public:
    explicit SshSecrets(CredentialStore *store) : m_store(store) {}

    // What a prompt is for, as a "used by" key; empty for what is never kept (one-time passwords).
    static QString userKey(const ssh::PromptRequest &request);
    static CredentialKind kindFor(const ssh::PromptRequest &request);
    // The id under which a typed answer is remembered: readable, and unique per key file or account.
    static QString idFor(const ssh::PromptRequest &request);
    static QString keyFileUser(const QString &path);

    // Rebuilds the index of which credential serves which key file or account.
    Status reload(const CredentialRegistry &registry);

    // The stored answer, when a credential serves this prompt and it is not a retry after a refusal.
    // Returns the credential's id (empty: nothing stored, ask a person). Never logs the secret.
    QString answer(const ssh::PromptRequest &request, QString *answer) const;

    // Metadata for remembering `request`'s answer (id, kind, label, used by).
    static CredentialMeta metaFor(const ssh::PromptRequest &request);

private:
    CredentialStore *m_store;
    mutable QMutex m_mutex;
    QHash<QString, QString> m_index; // "kind|used-by" -> credential id
};

} // namespace cg::secrets
