// SPDX-License-Identifier: GPL-3.0-or-later
// The encrypted file vault's format: AES-256-GCM over the entries, the key from a master passphrase
// through scrypt. Pure functions over bytes (no files), so the decoder can be fuzzed.
//
//   offset size
//        0    8  magic "CGVAULT\0"
//        8    1  format version (1)
//        9    1  key derivation (1 = scrypt)
//       10    3  scrypt log2(N), r, p
//       13    3  reserved, zero
//       16   16  salt (random, new on every write)
//       32   12  nonce (random, new on every write)
//       44    4  ciphertext length, big-endian
//       48   32  passphrase verifier: SHA-256 of the second half of the scrypt output
//       80   32  header checksum: SHA-256 of bytes 0..79
//      112    n  ciphertext
//    112+n   16  GCM tag
//
// Bytes 0..111 are the GCM additional data, so every header byte is authenticated; the checksum tells a
// damaged header from a wrong passphrase, the verifier a wrong passphrase from damaged contents.
#pragma once

#include "secrets/secret_types.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace cg::secrets {

struct KdfParams
{
    quint8 log2N = 17; // N = 131072: 128 MiB and about half a second per derivation
    quint8 r = 8;
    quint8 p = 1;
    bool operator==(const KdfParams &o) const { return log2N == o.log2N && r == o.r && p == o.p; }
};

struct VaultEntry
{
    QString id;
    CredentialKind kind = CredentialKind::Password;
    QString label;
    QByteArray secret;
};

struct VaultHeader
{
    quint8 version = 0;
    KdfParams kdf;
    QByteArray salt;
    QByteArray nonce;
    quint32 ciphertextLength = 0;
    QByteArray verifier;
};

// 32 bytes of AES key and the verifier computed from the rest of the scrypt output; wiped on destruction.
class VaultKey
{
public:
    VaultKey() = default;
    ~VaultKey() { clear(); }
    VaultKey(const VaultKey &) = delete;
    VaultKey &operator=(const VaultKey &) = delete;
    VaultKey(VaultKey &&other) noexcept;
    VaultKey &operator=(VaultKey &&other) noexcept;

    bool isNull() const { return m_key.isEmpty(); }
    const QByteArray &key() const { return m_key; }
    const QByteArray &verifier() const { return m_verifier; }
    void clear();

private:
    friend class VaultCodec;
    QByteArray m_key;
    QByteArray m_verifier;
};

class VaultCodec
{
    Q_DECLARE_TR_FUNCTIONS(cg::secrets::VaultCodec)

public:
    static constexpr int kVersion = 1;
    static constexpr int kHeaderSize = 112;
    static constexpr int kTagSize = 16;
    static constexpr int kSaltSize = 16;
    static constexpr int kNonceSize = 12;
    static constexpr int kMaxEntries = 100000;
    static constexpr int kMinPassphraseLength = 8;

    // Accepted scrypt parameters: enough to be slow for an attacker, bounded so that a crafted file
    // cannot make the console allocate gigabytes (128 * r * N <= 256 MiB, p <= 4).
    static bool acceptable(const KdfParams &kdf);

    // Header only: magic, version, checksum, parameters, and the file size the header promises.
    static SecretResult<VaultHeader> parseHeader(const QByteArray &file);
    // scrypt(passphrase, salt) -> key and verifier.
    static SecretResult<VaultKey> deriveKey(const QByteArray &passphrase, const QByteArray &salt,
                                            const KdfParams &kdf);
    // Decrypts and authenticates; the plaintext is the serialised entries.
    static SecretResult<QByteArray> open(const QByteArray &file, const VaultHeader &header,
                                         const VaultKey &key);
    static SecretResult<QList<VaultEntry>> parsePayload(const QByteArray &plaintext);
    static QByteArray serializePayload(const QList<VaultEntry> &entries);
    // A whole file with the given salt (that `key` was derived with) and a fresh random nonce.
    static SecretResult<QByteArray> seal(const QList<VaultEntry> &entries, const VaultKey &key,
                                         const QByteArray &salt, const KdfParams &kdf);

    // Everything in one call (tests, fuzzing, small tools).
    static SecretResult<QList<VaultEntry>> decode(const QByteArray &file, const QByteArray &passphrase);
    static SecretResult<QByteArray> encode(const QList<VaultEntry> &entries, const QByteArray &passphrase,
                                           const KdfParams &kdf = {});

    static QByteArray randomBytes(int n);
};

} // namespace cg::secrets
