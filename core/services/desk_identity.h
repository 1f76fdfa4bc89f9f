// SPDX-License-Identifier: GPL-3.0-or-later
// Who this desktop acts as at the compliance desk: one person, chosen explicitly among the people whose
// identity keys are in the keychain (private-key credentials whose public key the ledger's registrations
// name). Requests are filed and signed as that person, decisions are signed with that person's keys only, and
// the signer list is the keychain's current keys for that person. The choice is remembered in the settings by
// key fingerprint (never a secret); a desktop with one person's keys only acts as that person without asking.
//
// The keychain is re-read by refresh() (when a desk view is shown, when the keychain answers after a start):
// a key deleted there is gone from every list.
#pragma once

#include "ledger/ed25519.h"
#include "ledger/ledger.h"

#include <QCoreApplication>
#include <QHash>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>

namespace cg::services {

struct DeskKey
{
    QString credentialId;
    QByteArray publicKey; // empty: the key could not be read (problem says why)
    QString fingerprint;
    QString person; // the registered name; empty: not registered in this ledger
    ledger::OfficerRole role = ledger::OfficerRole::Requester;
    QString problem;
};

class DeskIdentity : public QObject
{
    Q_OBJECT

public:
    // The keychain's identity keys now (credential ids), and the signer of one of them.
    using KeyList = std::function<QStringList()>;
    using SignerSource = std::function<Result<std::unique_ptr<ledger::Signer>>(const QString &keyId)>;

    // The store must outlive the identity. Nothing is read before refresh().
    DeskIdentity(ledger::LedgerStore &store, KeyList keys, SignerSource signerFor, QObject *parent = nullptr);

    // Re-reads which keys the keychain holds and whose they are; emits changed() when anything moved.
    Status refresh();

    const QList<DeskKey> &keys() const { return m_keys; }
    // The registered people with at least one key here, in name order.
    QStringList people() const;
    // Who the desktop acts as (the remembered choice, or the only person here); empty: nobody yet.
    QString person() const { return m_person; }
    std::optional<ledger::OfficerRole> role() const;
    // The person's keys in the keychain now (credential ids); empty without a person.
    QStringList signerIds() const;
    // "olga (officer), key SHA256:…" for a key here; the person and every key when `keyId` is empty.
    QString describe(const QString &keyId = {}) const;
    // Acts as `person` (one of people()) from now on, remembered by the fingerprint of one of their keys.
    Status choose(const QString &person);
    // The signer of one of the person's keys; refused for any other key.
    Result<std::unique_ptr<ledger::Signer>> signer(const QString &keyId) const;
    // The signer of a key in the keychain to found the ledger with: only while it needs founding.
    Result<std::unique_ptr<ledger::Signer>> founderSigner(const QString &keyId) const;
    // Why nobody signs here (no key, keys of several people and no choice); empty when a person is chosen.
    // On a ledger nobody founded yet it says how to become its first admin (Found Ledger…).
    QString whyNobody() const;
    // The ledger has no registered key yet: its first admin founds it (as of the last refresh()).
    bool needsFounding() const { return m_needsFounding; }

    static QString rememberedFingerprint();

signals:
    void changed();

private:
    const DeskKey *key(const QString &keyId) const;
    void resolvePerson();

    ledger::Ledger m_ledger;
    KeyList m_keyList;
    SignerSource m_signerFor;
    QList<DeskKey> m_keys;
    QHash<QString, QByteArray> m_publicKeys; // credential id -> public key, read once per key
    QString m_person;
    bool m_needsFounding = false;
};

} // namespace cg::services
