// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/desk_identity.h"

#include "common/paths.h"
#include "services/officer_keys.h"

#include <QSet>
#include <QSettings>

#include <algorithm>

namespace cg::services {

namespace {

const QString kSetting = QStringLiteral("compliance/actAsKey");

} // namespace

DeskIdentity::DeskIdentity(ledger::LedgerStore &store, KeyList keys, SignerSource signerFor, QObject *parent)
    : QObject(parent), m_ledger(store), m_keyList(std::move(keys)), m_signerFor(std::move(signerFor))
{
}

QString DeskIdentity::rememberedFingerprint()
{
    return paths::settings().value(kSetting).toString();
}

Status DeskIdentity::refresh()
{
    const QStringList ids = m_keyList ? m_keyList() : QStringList();
    for (auto it = m_publicKeys.begin(); it != m_publicKeys.end();) {
        if (!ids.contains(it.key()))
            it = m_publicKeys.erase(it); // deleted from the keychain
        else
            ++it;
    }
    const auto regs = m_ledger.registrations();
    QList<DeskKey> keys;
    for (const QString &id : ids) {
        DeskKey k;
        k.credentialId = id;
        QByteArray pub = m_publicKeys.value(id);
        if (pub.isEmpty() && m_signerFor) {
            const auto s = m_signerFor(id);
            if (s.ok()) {
                pub = s.value()->publicKey();
                m_publicKeys.insert(id, pub);
            } else {
                k.problem = s.error();
            }
        }
        k.publicKey = pub;
        if (!pub.isEmpty()) {
            k.fingerprint = ledger::keyFingerprint(pub);
            const ledger::RegisteredKey *r = regs.ok() ? regs->byKey(pub) : nullptr;
            if (r && r->valid) {
                k.person = r->registration.name;
                k.role = r->registration.role;
            }
        }
        keys << k;
    }
    const auto fingerprints = [](const QList<DeskKey> &l) {
        QStringList out;
        for (const DeskKey &k : l)
            out << k.credentialId + QLatin1Char('=') + k.fingerprint + QLatin1Char('=') + k.person;
        return out;
    };
    const auto founding = OfficerKeys::needsFounding(m_ledger);
    const bool unfounded = founding.ok() && founding.value();
    const bool moved = fingerprints(keys) != fingerprints(m_keys) || unfounded != m_needsFounding;
    m_needsFounding = unfounded;
    const QString before = m_person;
    m_keys = keys;
    resolvePerson();
    if (moved || before != m_person)
        emit changed();
    if (!regs.ok())
        return Status::failure(regs.error());
    return Ok{};
}

void DeskIdentity::resolvePerson()
{
    m_person.clear();
    const QString remembered = rememberedFingerprint();
    for (const DeskKey &k : std::as_const(m_keys)) {
        if (!remembered.isEmpty() && k.fingerprint == remembered && !k.person.isEmpty())
            m_person = k.person;
    }
    if (m_person.isEmpty()) {
        const QStringList all = people();
        if (all.size() == 1)
            m_person = all.first(); // one person's keys only: nothing to choose
    }
}

QStringList DeskIdentity::people() const
{
    QSet<QString> names;
    for (const DeskKey &k : m_keys) {
        if (!k.person.isEmpty())
            names.insert(k.person);
    }
    QStringList out(names.begin(), names.end());
    std::sort(out.begin(), out.end());
    return out;
}

std::optional<ledger::OfficerRole> DeskIdentity::role() const
{
    for (const DeskKey &k : m_keys) {
        if (!m_person.isEmpty() && k.person == m_person)
            return k.role;
    }
    return std::nullopt;
}

QStringList DeskIdentity::signerIds() const
{
    QStringList out;
    for (const DeskKey &k : m_keys) {
        if (!m_person.isEmpty() && k.person == m_person)
            out << k.credentialId;
    }
    return out;
}

const DeskKey *DeskIdentity::key(const QString &keyId) const
{
    for (const DeskKey &k : m_keys) {
        if (k.credentialId == keyId)
            return &k;
    }
    return nullptr;
}

QString DeskIdentity::describe(const QString &keyId) const
{
    if (keyId.isEmpty()) {
        if (m_person.isEmpty())
            return whyNobody();
        QStringList fps;
        for (const QString &id : signerIds())
            fps << key(id)->fingerprint;
        const QString role = ledger::roleDisplayName(this->role().value_or(ledger::OfficerRole::Requester));
        return fps.size() == 1 ? tr("%1 (%2), key %3").arg(m_person, role, fps.first())
                               : tr("%1 (%2), keys %3").arg(m_person, role, fps.join(QStringLiteral(", ")));
    }
    const DeskKey *k = key(keyId);
    if (!k)
        return tr("a key that is no longer in the keychain (%1)").arg(keyId);
    if (k->publicKey.isEmpty())
        return tr("a key that cannot be read (%1)").arg(k->problem);
    if (k->person.isEmpty())
        return tr("a key not registered in this ledger (%1)").arg(k->fingerprint);
    return tr("%1 (%2), key %3").arg(k->person, ledger::roleDisplayName(k->role), k->fingerprint);
}

QString DeskIdentity::whyNobody() const
{
    if (!m_person.isEmpty())
        return {};
    if (m_needsFounding)
        return tr("This ledger has no admin yet. To become its first admin, press Found Ledger… and choose "
                  "your signing key (or make one there); you then register the other people. (On the "
                  "command line: clustergate ledger found NAME --key ID)");
    if (m_keys.isEmpty())
        return tr("You have no signing key in the keychain: make one with Create Signing Key…, then give "
                  "its verifier key to an admin, who registers it (Register Officer…).");
    if (people().isEmpty())
        return tr("None of the keychain's %n signing key(s) is registered in this ledger yet: an admin "
                  "registers it with Register Officer… (or 'clustergate ledger register-officer').",
                  nullptr, int(m_keys.size()));
    return tr("The keychain holds keys of %1: choose who you act as.")
        .arg(people().join(QStringLiteral(", ")));
}

Status DeskIdentity::choose(const QString &person)
{
    for (const DeskKey &k : std::as_const(m_keys)) {
        if (!person.isEmpty() && k.person == person) {
            paths::settings().setValue(kSetting, k.fingerprint);
            if (m_person != person) {
                m_person = person;
                emit changed();
            }
            return Ok{};
        }
    }
    return Status::failure(tr("%1 has no registered key in this keychain").arg(person), ErrorCode::NotFound);
}

Result<std::unique_ptr<ledger::Signer>> DeskIdentity::signer(const QString &keyId) const
{
    using R = Result<std::unique_ptr<ledger::Signer>>;
    if (!signerIds().contains(keyId))
        return R::failure(
            m_person.isEmpty()
                ? whyNobody()
                : tr("%1 is not a key of %2, who this desktop acts as").arg(describe(keyId), m_person),
            ErrorCode::Refused);
    return m_signerFor(keyId);
}

Result<std::unique_ptr<ledger::Signer>> DeskIdentity::founderSigner(const QString &keyId) const
{
    using R = Result<std::unique_ptr<ledger::Signer>>;
    if (!m_needsFounding)
        return R::failure(tr("this ledger was founded already; an admin registers new officers"),
                          ErrorCode::Conflict);
    if (!key(keyId) || !m_signerFor)
        return R::failure(tr("a key that is no longer in the keychain (%1)").arg(keyId), ErrorCode::NotFound);
    return m_signerFor(keyId);
}

} // namespace cg::services
