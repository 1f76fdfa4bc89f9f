// SPDX-License-Identifier: GPL-3.0-or-later
// The encrypted file vault, for headless machines without a keychain, used only when a person asks for
// it (--vault FILE). One file, mode 0600, rewritten whole and atomically on every change with a new salt
// and nonce; a wrong master passphrase or an altered file is refused, never read around.
#pragma once

#include "secrets/secret_backend.h"
#include "secrets/vault_codec.h"

#include <QCoreApplication>

class QLockFile;

namespace cg::secrets {

class FileVaultBackend final : public SecretBackend
{
    Q_DECLARE_TR_FUNCTIONS(cg::secrets::FileVaultBackend)

public:
    // `passphrase` is kept (to derive the key for each new salt) and wiped on destruction.
    FileVaultBackend(QString path, QByteArray passphrase, KdfParams kdf = {});
    ~FileVaultBackend() override;

    QString path() const { return m_path; }
    QString storeName() const override { return QStringLiteral("vault"); }
    BackendStatus check(QDeadlineTimer deadline) override;
    SecretResult<QByteArray> read(const QString &id, QDeadlineTimer deadline) override;
    SecretStatus write(const SecretItem &item, const QByteArray &secret, QDeadlineTimer deadline) override;
    SecretStatus remove(const QString &id, QDeadlineTimer deadline) override;

    // Every entry (for `check` and the tests); wipe the secrets after use.
    SecretResult<QList<VaultEntry>> entries();

private:
    // The file's entries; an absent file is an empty vault.
    SecretResult<QList<VaultEntry>> load(bool *exists);
    SecretStatus save(const QList<VaultEntry> &entries);
    // Creates the vault's folder (mode 0700) when missing, then takes the lock next to the vault.
    SecretStatus lockVault(QLockFile &lock, const QDeadlineTimer &deadline);
    QString failure(const QString &why) const;

    QString m_path;
    QByteArray m_passphrase;
    KdfParams m_kdf;
    // The key of the salt last read or written, so that reading the file again costs no scrypt.
    QByteArray m_cachedSalt;
    KdfParams m_cachedKdf;
    VaultKey m_cachedKey;
};

} // namespace cg::secrets
