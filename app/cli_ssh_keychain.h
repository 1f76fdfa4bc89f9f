// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's answers to SSH prompts from the keychain: passphrases and passwords the keychain holds
// (unless --no-keychain), and, with --remember, the ones typed at the terminal kept there once the
// connection they opened is up. Without a keychain or a database it stays out of the way: the prompts go to
// the terminal.
#pragma once

#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "secrets/ssh_secrets.h"
#include "services/profile.h"
#include "ssh/ssh_types.h"

#include <QList>
#include <QStringList>

#include <memory>
#include <mutex>
#include <utility>

namespace cg::cli {

class KeychainAnswers
{
public:
    KeychainAnswers() = default;
    ~KeychainAnswers();
    KeychainAnswers(const KeychainAnswers &) = delete;
    KeychainAnswers &operator=(const KeychainAnswers &) = delete;

    void open(bool remember);
    // From the keychain when it holds the answer: the id of the credential, else empty. Any thread.
    QString fromStore(const ssh::PromptRequest &req, QString *answer);
    // An answer typed at the terminal, kept for --remember.
    void typed(const ssh::PromptRequest &req, const QString &answer);
    // After the connection is up: the answers worked. Returns notes for the person.
    QStringList connected();

private:
    void forget();

    bool m_remember = false;
    services::Profile m_profile; // the database only: the credentials' metadata
    std::unique_ptr<secrets::CredentialRegistry> m_registry;
    std::unique_ptr<secrets::CredentialStore> m_store;
    std::unique_ptr<secrets::SshSecrets> m_secrets;
    std::mutex m_mutex;
    QStringList m_used;
    QList<std::pair<ssh::PromptRequest, QByteArray>> m_typed;
};

} // namespace cg::cli
