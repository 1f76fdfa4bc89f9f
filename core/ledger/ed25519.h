// SPDX-License-Identifier: GPL-3.0-or-later
// Ed25519 through OpenSSL's EVP interface: the officers' approval and checkpoint signatures.
// `Signer` is what the ledger signs with; `KeySigner` holds a key in memory (tests, tools), and
// `CredentialSigner` (credential_signer.h) reads it from the keychain.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QCoreApplication>

#include <memory>

namespace cg::ledger {

inline constexpr qsizetype kEd25519PublicKeySize = 32;
inline constexpr qsizetype kEd25519SignatureSize = 64;

class Signer
{
public:
    virtual ~Signer() = default;
    virtual QByteArray publicKey() const = 0; // 32 bytes
    virtual Result<QByteArray> sign(const QByteArray &message) = 0;
};

// A private key held in memory (wiped on destruction).
class KeySigner : public Signer
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::KeySigner)

public:
    ~KeySigner() override;
    KeySigner(const KeySigner &) = delete;
    KeySigner &operator=(const KeySigner &) = delete;

    // From a 32-byte seed.
    static Result<std::unique_ptr<KeySigner>> fromSeed(const QByteArray &seed);
    // From what a keychain item holds: a PEM PKCS#8 key (`openssl genpkey -algorithm ed25519`), an
    // unencrypted OpenSSH key (`ssh-keygen -t ed25519 -N ''`), or a raw 32-byte seed.
    static Result<std::unique_ptr<KeySigner>> fromKeyData(const QByteArray &data);
    // A new random key (tests and tools).
    static std::unique_ptr<KeySigner> generate();

    QByteArray publicKey() const override { return m_public; }
    Result<QByteArray> sign(const QByteArray &message) override;
    QByteArray seed() const { return m_seed; } // for tests that write the key somewhere

private:
    KeySigner() = default;
    QByteArray m_seed;
    QByteArray m_public;
};

// True when `signature` is a valid Ed25519 signature of `message` by `publicKey`.
bool ed25519Verify(const QByteArray &publicKey, const QByteArray &message, const QByteArray &signature);

} // namespace cg::ledger
