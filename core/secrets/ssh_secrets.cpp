// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/ssh_secrets.h"

#include "common/logging.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QRegularExpression>

namespace cg::secrets {

namespace {

QString indexKey(CredentialKind kind, const QString &usedBy)
{
    return kindName(kind) + QLatin1Char('|') + usedBy;
}

} // namespace

QString SshSecrets::keyFileUser(const QString &path)
{
    return QStringLiteral("key:") + QFileInfo(path).absoluteFilePath();
}

QString SshSecrets::userKey(const ssh::PromptRequest &r)
{
    switch (r.kind) {
    case ssh::PromptRequest::KeyPassphrase:
        return r.keyFile.isEmpty() ? QString() : keyFileUser(r.keyFile);
    case ssh::PromptRequest::Password:
        return r.host.isEmpty() ? QString() : CredentialRegistry::sshUser(r.user, r.host, r.port);
    case ssh::PromptRequest::KeyboardInteractive:
        break;
    }
    return {};
}

CredentialKind SshSecrets::kindFor(const ssh::PromptRequest &r)
{
    return r.kind == ssh::PromptRequest::KeyPassphrase ? CredentialKind::KeyPassphrase
                                                       : CredentialKind::Password;
}

QString SshSecrets::idFor(const ssh::PromptRequest &r)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._@:+-]"));
    // A short digest keeps two keys of the same name (or two accounts) apart.
    const QByteArray digest =
        QCryptographicHash::hash(userKey(r).toUtf8(), QCryptographicHash::Sha256).toHex().left(8);
    QString readable = r.kind == ssh::PromptRequest::KeyPassphrase
                           ? QStringLiteral("key-passphrase-") + QFileInfo(r.keyFile).fileName()
                           : QStringLiteral("ssh-password-%1@%2").arg(r.user, r.host);
    readable.replace(unsafe, QStringLiteral("_"));
    return (readable.left(100) + QLatin1Char('-') + QString::fromLatin1(digest));
}

CredentialMeta SshSecrets::metaFor(const ssh::PromptRequest &r)
{
    CredentialMeta m;
    m.id = idFor(r);
    m.kind = kindFor(r);
    m.label = r.kind == ssh::PromptRequest::KeyPassphrase
                  ? tr("Passphrase of %1").arg(r.keyFile)
                  : tr("Password of %1@%2").arg(r.user, r.hopName.isEmpty() ? r.host : r.hopName);
    m.usedBy = {userKey(r)};
    return m;
}

Status SshSecrets::reload(const CredentialRegistry &registry)
{
    const auto all = registry.list();
    if (!all.ok())
        return Status::failure(all.error());
    QHash<QString, QString> index;
    // list() is ordered by id; the most recently set credential wins where two serve the same user.
    QHash<QString, QDateTime> setAt;
    for (const CredentialMeta &m : all.value()) {
        if (m.kind != CredentialKind::Password && m.kind != CredentialKind::KeyPassphrase)
            continue;
        for (const QString &user : m.usedBy) {
            const QString key = indexKey(m.kind, user);
            if (!index.contains(key) || setAt.value(key) < m.secretSet) {
                index.insert(key, m.id);
                setAt.insert(key, m.secretSet);
            }
        }
    }
    QMutexLocker lock(&m_mutex);
    m_index = std::move(index);
    return Ok{};
}

QString SshSecrets::answer(const ssh::PromptRequest &r, QString *answer) const
{
    if (r.retry || !m_store)
        return {};
    const QString user = userKey(r);
    if (user.isEmpty())
        return {};
    QString id;
    {
        QMutexLocker lock(&m_mutex);
        id = m_index.value(indexKey(kindFor(r), user));
    }
    if (id.isEmpty())
        return {};
    SecretResult<QByteArray> secret = m_store->readSecret(id);
    if (!secret.ok()) {
        qCInfo(lcSecrets) << "credential" << id << "for" << user << "could not be read:" << secret.error();
        return {};
    }
    *answer = QString::fromUtf8(secret.value());
    wipe(secret.value());
    qCDebug(lcSecrets) << "answered" << user << "from credential" << id;
    return id;
}

} // namespace cg::secrets
