// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/validation_key.h"

#include "secrets/credential_registry.h"
#include "secrets/credential_store.h"
#include "validation/acceptance_report.h"

#include <QFile>

namespace cg::validation {

Result<ValidationKey::Loaded> ValidationKey::load(secrets::CredentialStore &store,
                                                  secrets::CredentialRegistry *registry,
                                                  const QString &legacyFile)
{
    using R = Result<Loaded>;
    using namespace cg::secrets;
    const QString id = QString::fromLatin1(kCredentialId);
    const BackendStatus backend = store.checkBackend();
    if (!backend.available) {
        auto key = AcceptanceReports::loadOrCreateKey(legacyFile);
        if (!key)
            return R::failure(key.error());
        return Loaded{std::move(key.value()), legacyFile,
                      tr("the keychain cannot be reached (%1): the validation signing key stays in %2")
                          .arg(backend.error, legacyFile)};
    }
    auto secret = store.readSecret(id);
    if (secret.ok()) {
        auto key = ledger::KeySigner::fromKeyData(secret.value());
        wipe(secret.value());
        if (!key)
            return R::failure(tr("the keychain's %1: %2").arg(id, key.error()));
        if (registry)
            (void)registry->markUsed(id,
                                     QDateTime::currentDateTimeUtc()); // bookkeeping only: the key was read
        return Loaded{std::move(key.value()), QStringLiteral("keychain"), {}};
    }
    if (secret.code() != SecretError::NotFound)
        return R::failure(secret.error());

    // First use: the older raw file's key if there is one, else a new key.
    std::unique_ptr<ledger::KeySigner> key;
    QString notice;
    QFile legacy(legacyFile);
    const bool moving = legacy.exists();
    if (moving) {
        auto old = AcceptanceReports::loadOrCreateKey(legacyFile);
        if (!old)
            return R::failure(old.error());
        key = std::move(old.value());
        notice = tr("moved the validation signing key from %1 into the keychain (%2)").arg(legacyFile, id);
    } else {
        key = ledger::KeySigner::generate();
        notice = tr("made a new validation signing key in the keychain (%1)").arg(id);
    }
    QByteArray seed = key->seed();
    const SecretStatus written = store.writeSecret(
        SecretItem{id, CredentialKind::PrivateKey, tr("ClusterGate validation signing key")}, seed);
    wipe(seed);
    if (!written)
        return R::failure(
            tr("cannot store the validation signing key in the keychain: %1").arg(written.error()));
    if (registry) {
        CredentialMeta meta;
        meta.id = id;
        meta.kind = CredentialKind::PrivateKey;
        meta.label = tr("ClusterGate validation signing key");
        meta.created = QDateTime::currentDateTimeUtc();
        if (auto st = registry->upsert(meta, meta.created); !st)
            return R::failure(st.error());
    }
    if (moving && !QFile::remove(legacyFile))
        return R::failure(tr("the key is in the keychain now, but %1 could not be removed: remove it by hand")
                              .arg(legacyFile));
    return Loaded{std::move(key), QStringLiteral("keychain"), notice};
}

} // namespace cg::validation
