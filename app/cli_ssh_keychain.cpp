// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_ssh_keychain.h"

#include "common/logging.h"
#include "secrets/credential_ops.h"
#include "secrets/keychain_backend.h"

#include <QCoreApplication>
#include <QDateTime>

namespace cg::cli {

KeychainAnswers::~KeychainAnswers()
{
    forget();
}

void KeychainAnswers::open(bool remember)
{
    m_remember = remember;
    if (!m_profile.openDatabase()) {
        qCDebug(lcSecrets) << "ssh: no database, no keychain answers";
        return;
    }
    m_registry = std::make_unique<secrets::CredentialRegistry>(m_profile.database());
    m_store = std::make_unique<secrets::CredentialStore>(std::make_unique<secrets::KeychainBackend>());
    m_store->setTimeout(std::chrono::seconds(5));
    const secrets::BackendStatus st = m_store->checkBackend();
    if (!st.available) {
        qCDebug(lcSecrets) << "ssh: no keychain answers:" << st.error;
        m_store.reset();
        return;
    }
    m_secrets = std::make_unique<secrets::SshSecrets>(m_store.get());
    if (const Status loaded = m_secrets->reload(*m_registry); !loaded)
        qCWarning(lcSecrets) << "ssh: cannot read the credentials:" << loaded.error();
}

QString KeychainAnswers::fromStore(const ssh::PromptRequest &req, QString *answer)
{
    if (!m_secrets)
        return {};
    const QString id = m_secrets->answer(req, answer);
    if (!id.isEmpty()) {
        std::lock_guard lock(m_mutex);
        m_used << id;
    }
    return id;
}

void KeychainAnswers::typed(const ssh::PromptRequest &req, const QString &answer)
{
    std::lock_guard lock(m_mutex);
    if (m_remember && m_store && !secrets::SshSecrets::userKey(req).isEmpty())
        m_typed.append({req, answer.toUtf8()});
}

QStringList KeychainAnswers::connected()
{
    QStringList notes;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (m_registry) {
        for (const QString &id : std::as_const(m_used)) {
            if (const Status st = m_registry->markUsed(id, now); !st)
                qCWarning(lcSecrets) << "ssh: cannot record the use of" << id << ":" << st.error();
        }
    }
    for (auto &[req, secret] : m_typed) {
        const secrets::CredentialMeta meta = secrets::SshSecrets::metaFor(req);
        const secrets::SecretStatus st =
            secrets::CredentialOps::save(*m_store, *m_registry, meta, secret, now);
        notes << (st ? QCoreApplication::translate("cg::cli::SshCli", "remembered %1 in the keychain as %2")
                           .arg(meta.label, meta.id)
                     : QCoreApplication::translate("cg::cli::SshCli", "could not remember %1: %2")
                           .arg(meta.label, st.error()));
    }
    forget();
    return notes;
}

void KeychainAnswers::forget()
{
    for (auto &typed : m_typed)
        secrets::wipe(typed.second);
    m_typed.clear();
}

} // namespace cg::cli
