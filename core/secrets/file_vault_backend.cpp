// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/file_vault_backend.h"

#include "common/logging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSaveFile>

#include <sys/stat.h>

namespace cg::secrets {

namespace {

constexpr qint64 kMaxFileSize = 64ll * 1024 * 1024 + VaultCodec::kHeaderSize + VaultCodec::kTagSize;

int lockWaitMs(const QDeadlineTimer &deadline)
{
    const qint64 left = deadline.remainingTime();
    return left < 0 ? 30000 : int(qMin<qint64>(left, 30000));
}

void wipeEntries(QList<VaultEntry> &entries)
{
    for (VaultEntry &e : entries)
        wipe(e.secret);
    entries.clear();
}

} // namespace

FileVaultBackend::FileVaultBackend(QString path, QByteArray passphrase, KdfParams kdf)
    : m_path(std::move(path)), m_passphrase(std::move(passphrase)), m_kdf(kdf)
{
}

FileVaultBackend::~FileVaultBackend()
{
    wipe(m_passphrase);
}

QString FileVaultBackend::failure(const QString &why) const
{
    return tr("The vault %1 cannot be used: %2. Nothing was changed; restore the file from a backup, or "
              "move it aside to start a new vault.")
        .arg(m_path, why);
}

SecretResult<QList<VaultEntry>> FileVaultBackend::load(bool *exists)
{
    using R = SecretResult<QList<VaultEntry>>;
    QFile file(m_path);
    *exists = file.exists();
    if (!*exists)
        return QList<VaultEntry>{};
    if (!file.open(QIODevice::ReadOnly))
        return R::failure(SecretError::VaultIo,
                          tr("Cannot read the vault %1: %2.").arg(m_path, file.errorString()));
    if (file.size() > kMaxFileSize)
        return R::failure(SecretError::VaultDamaged, failure(tr("it is larger than any vault can be")));
    QByteArray data = file.readAll();
    const auto header = VaultCodec::parseHeader(data);
    if (!header)
        return R::failure(header.code(), failure(header.error()));
    if (m_cachedKey.isNull() || m_cachedSalt != header->salt || !(m_cachedKdf == header->kdf)) {
        auto key = VaultCodec::deriveKey(m_passphrase, header->salt, header->kdf);
        if (!key)
            return R::failure(key.code(), failure(key.error()));
        m_cachedKey = std::move(key.value());
        m_cachedSalt = header->salt;
        m_cachedKdf = header->kdf;
    }
    auto plain = VaultCodec::open(data, header.value(), m_cachedKey);
    if (!plain) {
        if (plain.code() == SecretError::WrongPassphrase) {
            m_cachedKey.clear();
            return R::failure(
                SecretError::WrongPassphrase,
                tr("Wrong master passphrase for the vault %1. Nothing was read or changed.").arg(m_path));
        }
        return R::failure(plain.code(), failure(plain.error()));
    }
    auto entries = VaultCodec::parsePayload(plain.value());
    wipe(plain.value());
    if (!entries)
        return R::failure(entries.code(), failure(entries.error()));
    return entries;
}

SecretStatus FileVaultBackend::lockVault(QLockFile &lock, const QDeadlineTimer &deadline)
{
    // The folder first: the lock file lives next to the vault.
    const QFileInfo info(m_path);
    if (!info.dir().exists()) {
        if (!QDir().mkpath(info.absolutePath()))
            return SecretStatus::failure(
                SecretError::VaultIo,
                tr("Cannot create the folder %1 for the vault.").arg(info.absolutePath()));
        ::chmod(QFile::encodeName(info.absolutePath()).constData(), 0700);
    }
    lock.setStaleLockTime(30000);
    if (lock.tryLock(lockWaitMs(deadline)))
        return Ok{};
    if (lock.error() == QLockFile::LockFailedError)
        return SecretStatus::failure(SecretError::VaultIo,
                                     tr("The vault %1 is in use by another ClusterGate (lock file %2).")
                                         .arg(m_path, m_path + QStringLiteral(".lock")));
    return SecretStatus::failure(
        SecretError::VaultIo,
        tr("Cannot create the lock file %1 next to the vault.").arg(m_path + QStringLiteral(".lock")));
}

SecretStatus FileVaultBackend::save(const QList<VaultEntry> &entries)
{
    // A new salt on every write, so no two versions of the file share a key.
    const QByteArray salt = VaultCodec::randomBytes(VaultCodec::kSaltSize);
    auto key = VaultCodec::deriveKey(m_passphrase, salt, m_kdf);
    if (!key)
        return SecretStatus::failureFrom(key);
    const auto sealed = VaultCodec::seal(entries, key.value(), salt, m_kdf);
    if (!sealed)
        return SecretStatus::failureFrom(sealed);

    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return SecretStatus::failure(SecretError::VaultIo,
                                     tr("Cannot write the vault %1: %2.").arg(m_path, file.errorString()));
    // Owner only, before a single byte is written.
    if (::fchmod(file.handle(), 0600) != 0) {
        file.cancelWriting();
        return SecretStatus::failure(SecretError::VaultIo,
                                     tr("Cannot make the vault %1 private to its owner.").arg(m_path));
    }
    if (file.write(sealed.value()) != sealed->size() || !file.commit())
        return SecretStatus::failure(SecretError::VaultIo,
                                     tr("Cannot write the vault %1: %2. The previous version is unchanged.")
                                         .arg(m_path, file.errorString()));
    m_cachedKey = std::move(key.value());
    m_cachedSalt = salt;
    m_cachedKdf = m_kdf;
    return Ok{};
}

BackendStatus FileVaultBackend::check(QDeadlineTimer)
{
    BackendStatus st;
    st.backend = tr("AES-256-GCM, key from the master passphrase by scrypt (N=2^%1, r=%2, p=%3)")
                     .arg(m_kdf.log2N)
                     .arg(m_kdf.r)
                     .arg(m_kdf.p);
    bool exists = false;
    auto entries = load(&exists);
    if (!entries) {
        st.code = entries.code();
        st.error = entries.error();
        return st;
    }
    st.available = true;
    st.code = SecretError::None;
    st.detail = exists
                    ? tr("%1 (entries: %2; the master passphrase opens it)").arg(m_path).arg(entries->size())
                    : tr("%1 (does not exist yet; the first secret creates it)").arg(m_path);
    wipeEntries(entries.value());
    return st;
}

SecretResult<QList<VaultEntry>> FileVaultBackend::entries()
{
    bool exists = false;
    return load(&exists);
}

SecretResult<QByteArray> FileVaultBackend::read(const QString &id, QDeadlineTimer)
{
    using R = SecretResult<QByteArray>;
    bool exists = false;
    auto entries = load(&exists);
    if (!entries)
        return R::failureFrom(entries);
    QByteArray found;
    bool hit = false;
    for (VaultEntry &e : entries.value()) {
        if (e.id == id) {
            found = e.secret;
            found.detach();
            hit = true;
        }
    }
    wipeEntries(entries.value());
    if (!hit)
        return R::failure(SecretError::NotFound,
                          tr("There is no secret \"%1\" in the vault %2.").arg(id, m_path));
    qCDebug(lcSecrets) << "read" << id << "from the vault";
    return found;
}

SecretStatus FileVaultBackend::write(const SecretItem &item, const QByteArray &secret,
                                     QDeadlineTimer deadline)
{
    QLockFile lock(m_path + QStringLiteral(".lock"));
    if (const SecretStatus locked = lockVault(lock, deadline); !locked)
        return locked;
    bool exists = false;
    auto entries = load(&exists);
    if (!entries)
        return SecretStatus::failureFrom(entries);
    if (!exists && m_passphrase.size() < VaultCodec::kMinPassphraseLength) {
        return SecretStatus::failure(SecretError::InvalidArgument,
                                     tr("A new vault needs a master passphrase of at least %1 characters.")
                                         .arg(VaultCodec::kMinPassphraseLength));
    }
    bool replaced = false;
    for (VaultEntry &e : entries.value()) {
        if (e.id == item.id) {
            wipe(e.secret);
            e.secret = secret;
            e.kind = item.kind;
            e.label = item.label;
            replaced = true;
        }
    }
    if (!replaced)
        entries->append(VaultEntry{item.id, item.kind, item.label, secret});
    const SecretStatus st = save(entries.value());
    wipeEntries(entries.value());
    if (st)
        qCDebug(lcSecrets) << "stored" << item.id << "in the vault";
    return st;
}

SecretStatus FileVaultBackend::remove(const QString &id, QDeadlineTimer deadline)
{
    QLockFile lock(m_path + QStringLiteral(".lock"));
    if (const SecretStatus locked = lockVault(lock, deadline); !locked)
        return locked;
    bool exists = false;
    auto entries = load(&exists);
    if (!entries)
        return SecretStatus::failureFrom(entries);
    const qsizetype before = entries->size();
    for (qsizetype i = entries->size() - 1; i >= 0; --i) {
        if (entries->at(i).id == id) {
            wipe(entries.value()[i].secret);
            entries->removeAt(i);
        }
    }
    if (entries->size() == before) {
        wipeEntries(entries.value());
        return SecretStatus::failure(SecretError::NotFound,
                                     tr("There is no secret \"%1\" in the vault %2.").arg(id, m_path));
    }
    const SecretStatus st = save(entries.value());
    wipeEntries(entries.value());
    if (st)
        qCDebug(lcSecrets) << "deleted" << id << "from the vault";
    return st;
}

} // namespace cg::secrets
