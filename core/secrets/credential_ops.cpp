// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/credential_ops.h"

#include "common/logging.h"
#include "storage/database.h"

namespace cg::secrets {

namespace {

SecretStatus storage(const QString &message)
{
    return SecretStatus::failure(SecretError::Storage, message);
}

} // namespace

SecretStatus CredentialOps::save(CredentialStore &store, CredentialRegistry &registry,
                                 const CredentialMeta &meta, const QByteArray &secret, const QDateTime &now)
{
    if (!isValidCredentialId(meta.id))
        return SecretStatus::failure(SecretError::InvalidArgument, invalidIdMessage(meta.id));
    if (secret.isEmpty())
        return SecretStatus::failure(SecretError::InvalidArgument, tr("The secret is empty."));
    const auto existing = registry.find(meta.id);
    if (!existing)
        return storage(existing.error());
    if (existing->has_value() && existing->value().store != store.storeName()) {
        return SecretStatus::failure(
            SecretError::InvalidArgument,
            tr("The credential %1 is kept in the %2, not here; delete it there first, or choose another id.")
                .arg(meta.id, existing->value().store == QLatin1String("vault") ? tr("encrypted file vault")
                                                                                : tr("system keychain")));
    }
    if (const SecretStatus st = store.writeSecret(SecretItem{meta.id, meta.kind, meta.label}, secret); !st)
        return st;
    CredentialMeta row = meta;
    row.store = store.storeName();
    if (!row.created.isValid())
        row.created = existing->has_value() ? existing->value().created : now;
    const Status saved = registry.database().transaction([&]() -> Status {
        if (Status st = registry.upsert(row, now); !st)
            return st;
        for (const QString &user : meta.usedBy) {
            if (Status st = registry.link(meta.id, user); !st)
                return st;
        }
        return Ok{};
    });
    if (!saved) {
        // Without its metadata a new secret would be invisible: take it back out of the store.
        if (!existing->has_value())
            store.removeSecret(meta.id);
        return storage(saved.error());
    }
    qCDebug(lcSecrets) << "saved credential" << meta.id << "in" << store.storeName();
    return Ok{};
}

SecretStatus CredentialOps::remove(CredentialStore &store, CredentialRegistry &registry, const QString &id,
                                   bool *secretWasMissing)
{
    if (secretWasMissing)
        *secretWasMissing = false;
    const SecretStatus st = store.removeSecret(id);
    if (!st && st.code() != SecretError::NotFound)
        return st;
    const auto existing = registry.find(id);
    if (!existing)
        return storage(existing.error());
    if (st.code() == SecretError::NotFound) {
        if (!existing->has_value())
            return st; // neither a secret nor metadata: say so
        if (secretWasMissing)
            *secretWasMissing = true;
    }
    if (existing->has_value()) {
        if (const Status gone = registry.remove(id); !gone)
            return storage(gone.error());
    }
    qCDebug(lcSecrets) << "deleted credential" << id;
    return Ok{};
}

SecretStatus CredentialOps::rotate(CredentialStore &store, CredentialRegistry &registry, const QString &oldId,
                                   const QString &newId, const QByteArray &newSecret, const QDateTime &now)
{
    for (const QString &id : {oldId, newId}) {
        if (!isValidCredentialId(id))
            return SecretStatus::failure(SecretError::InvalidArgument, invalidIdMessage(id));
    }
    if (oldId == newId)
        return SecretStatus::failure(
            SecretError::InvalidArgument,
            tr("Rotation writes the new secret under a new id; %1 is the old one.").arg(oldId));
    if (newSecret.isEmpty())
        return SecretStatus::failure(SecretError::InvalidArgument, tr("The secret is empty."));
    const auto old = registry.find(oldId);
    if (!old)
        return storage(old.error());
    if (!old->has_value())
        return SecretStatus::failure(SecretError::NotFound,
                                     tr("There is no credential %1 to rotate.").arg(oldId));
    const auto clash = registry.find(newId);
    if (!clash)
        return storage(clash.error());
    if (clash->has_value())
        return SecretStatus::failure(
            SecretError::InvalidArgument,
            tr("The credential %1 exists already; choose a new id for the new secret.").arg(newId));
    const CredentialMeta before = old->value();
    if (before.store != store.storeName())
        return SecretStatus::failure(SecretError::InvalidArgument,
                                     tr("The credential %1 is kept in the %2; rotate it there.")
                                         .arg(oldId, before.store == QLatin1String("vault")
                                                         ? tr("encrypted file vault")
                                                         : tr("system keychain")));

    // 1. The new secret. Until it is stored nothing else changes.
    if (const SecretStatus st = store.writeSecret(SecretItem{newId, before.kind, before.label}, newSecret);
        !st)
        return st;

    // 2. Its metadata, and the users switched to it, in one transaction.
    CredentialMeta next = before;
    next.id = newId;
    next.created = now;
    next.lastUsed = QDateTime();
    next.usedBy.clear();
    const Status switched = registry.database().transaction([&]() -> Status {
        if (Status st = registry.upsert(next, now); !st)
            return st;
        return registry.moveUsers(oldId, newId);
    });
    if (!switched) {
        store.removeSecret(newId);
        return storage(switched.error());
    }

    // 3. The old secret and its row.
    const SecretStatus removed = store.removeSecret(oldId);
    if (!removed && removed.code() != SecretError::NotFound) {
        return SecretStatus::failure(
            removed.code(),
            tr("%1 was rotated to %2 and its users now use %2, but the old secret could not be deleted: %3 "
               "Delete it later with: clustergate secrets delete %1")
                .arg(oldId, newId, removed.error()));
    }
    if (const Status gone = registry.remove(oldId); !gone)
        return storage(gone.error());
    qCDebug(lcSecrets) << "rotated credential" << oldId << "to" << newId;
    return Ok{};
}

} // namespace cg::secrets
