// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/vault_codec.h"

#include <QCryptographicHash>
#include <QtEndian>

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

#include <memory>

namespace cg::secrets {

namespace {

constexpr char kMagic[8] = {'C', 'G', 'V', 'A', 'U', 'L', 'T', '\0'};
constexpr int kChecksumOffset = 80;
constexpr int kKdfScrypt = 1;
constexpr quint64 kMaxScryptMemory = 256ull * 1024 * 1024;
constexpr qsizetype kMaxCiphertext = 64 * 1024 * 1024;

const uchar *bytes(const QByteArray &b)
{
    return reinterpret_cast<const uchar *>(b.constData());
}

QByteArray sha256(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256);
}

QByteArray verifierOf(const QByteArray &secondHalf)
{
    return sha256(QByteArrayLiteral("ClusterGate vault verifier v1") + secondHalf);
}

struct CipherCtxFree
{
    void operator()(EVP_CIPHER_CTX *c) const { EVP_CIPHER_CTX_free(c); }
};
using CipherCtx = std::unique_ptr<EVP_CIPHER_CTX, CipherCtxFree>;

// Cursor over the plaintext with bounds checks on every read.
class Reader
{
public:
    explicit Reader(const QByteArray &data) : m_data(data) {}
    bool u8(quint8 *v)
    {
        if (m_pos + 1 > m_data.size())
            return false;
        *v = quint8(m_data[m_pos++]);
        return true;
    }
    bool u16(quint16 *v)
    {
        if (m_pos + 2 > m_data.size())
            return false;
        *v = qFromBigEndian<quint16>(m_data.constData() + m_pos);
        m_pos += 2;
        return true;
    }
    bool u32(quint32 *v)
    {
        if (m_pos + 4 > m_data.size())
            return false;
        *v = qFromBigEndian<quint32>(m_data.constData() + m_pos);
        m_pos += 4;
        return true;
    }
    bool take(qsizetype n, QByteArray *out)
    {
        if (n < 0 || n > m_data.size() - m_pos)
            return false;
        *out = m_data.mid(m_pos, n);
        m_pos += n;
        return true;
    }
    bool atEnd() const { return m_pos == m_data.size(); }

private:
    const QByteArray &m_data;
    qsizetype m_pos = 0;
};

void putU16(QByteArray &out, quint16 v)
{
    char b[2];
    qToBigEndian(v, b);
    out.append(b, 2);
}

void putU32(QByteArray &out, quint32 v)
{
    char b[4];
    qToBigEndian(v, b);
    out.append(b, 4);
}

} // namespace

VaultKey::VaultKey(VaultKey &&other) noexcept
    : m_key(std::move(other.m_key)), m_verifier(std::move(other.m_verifier))
{
    other.m_key = QByteArray();
    other.m_verifier = QByteArray();
}

VaultKey &VaultKey::operator=(VaultKey &&other) noexcept
{
    if (this != &other) {
        clear();
        m_key = std::move(other.m_key);
        m_verifier = std::move(other.m_verifier);
        other.m_key = QByteArray();
        other.m_verifier = QByteArray();
    }
    return *this;
}

void VaultKey::clear()
{
    wipe(m_key);
    wipe(m_verifier);
}

bool VaultCodec::acceptable(const KdfParams &kdf)
{
    if (kdf.log2N < 10 || kdf.log2N > 22 || kdf.r < 1 || kdf.r > 32 || kdf.p < 1 || kdf.p > 4)
        return false;
    return 128ull * kdf.r * (1ull << kdf.log2N) <= kMaxScryptMemory;
}

QByteArray VaultCodec::randomBytes(int n)
{
    QByteArray out(n, Qt::Uninitialized);
    if (RAND_bytes(reinterpret_cast<uchar *>(out.data()), n) != 1)
        return {};
    return out;
}

SecretResult<VaultHeader> VaultCodec::parseHeader(const QByteArray &file)
{
    using R = SecretResult<VaultHeader>;
    if (file.size() < qsizetype(sizeof kMagic) || std::memcmp(file.constData(), kMagic, sizeof kMagic) != 0)
        return R::failure(SecretError::VaultDamaged, tr("it is not a ClusterGate vault file"));
    if (file.size() < kHeaderSize)
        return R::failure(SecretError::VaultDamaged,
                          tr("it is truncated (%1 bytes, shorter than the %2-byte header)")
                              .arg(file.size())
                              .arg(kHeaderSize));
    VaultHeader h;
    h.version = quint8(file[8]);
    if (h.version != kVersion)
        return R::failure(
            SecretError::VaultDamaged,
            tr("it has format version %1, and this ClusterGate reads version %2: it was written "
               "by a newer ClusterGate, or it is damaged")
                .arg(h.version)
                .arg(kVersion));
    if (sha256(file.left(kChecksumOffset)) != file.mid(kChecksumOffset, 32))
        return R::failure(SecretError::VaultDamaged,
                          tr("its header is damaged or was altered (the header checksum does not match)"));
    const quint8 kdfId = quint8(file[9]);
    h.kdf.log2N = quint8(file[10]);
    h.kdf.r = quint8(file[11]);
    h.kdf.p = quint8(file[12]);
    if (kdfId != kKdfScrypt || file[13] || file[14] || file[15] || !acceptable(h.kdf))
        return R::failure(SecretError::VaultDamaged,
                          tr("its header names key-derivation parameters this ClusterGate does not accept"));
    h.salt = file.mid(16, kSaltSize);
    h.nonce = file.mid(32, kNonceSize);
    h.ciphertextLength = qFromBigEndian<quint32>(file.constData() + 44);
    h.verifier = file.mid(48, 32);
    const qint64 expected = qint64(kHeaderSize) + qint64(h.ciphertextLength) + kTagSize;
    if (h.ciphertextLength > kMaxCiphertext)
        return R::failure(SecretError::VaultDamaged, tr("its header promises an impossible size"));
    if (file.size() < expected)
        return R::failure(SecretError::VaultDamaged,
                          tr("it is truncated (%1 of %2 bytes)").arg(file.size()).arg(expected));
    if (file.size() > expected)
        return R::failure(SecretError::VaultDamaged,
                          tr("it has %1 unexpected bytes at the end").arg(file.size() - expected));
    return h;
}

SecretResult<VaultKey> VaultCodec::deriveKey(const QByteArray &passphrase, const QByteArray &salt,
                                             const KdfParams &kdf)
{
    using R = SecretResult<VaultKey>;
    if (!acceptable(kdf) || salt.size() != kSaltSize)
        return R::failure(SecretError::InvalidArgument, tr("unacceptable key-derivation parameters"));
    QByteArray out(64, '\0');
    const quint64 n = 1ull << kdf.log2N;
    const int rc = EVP_PBE_scrypt(passphrase.constData(), std::size_t(passphrase.size()), bytes(salt),
                                  std::size_t(salt.size()), n, kdf.r, kdf.p, kMaxScryptMemory * 2,
                                  reinterpret_cast<uchar *>(out.data()), std::size_t(out.size()));
    if (rc != 1) {
        wipe(out);
        return R::failure(SecretError::Backend, tr("the key derivation (scrypt) failed"));
    }
    VaultKey key;
    key.m_key = out.left(32);
    QByteArray second = out.mid(32);
    key.m_verifier = verifierOf(second);
    wipe(second);
    wipe(out);
    return R(std::move(key));
}

SecretResult<QByteArray> VaultCodec::open(const QByteArray &file, const VaultHeader &header,
                                          const VaultKey &key)
{
    using R = SecretResult<QByteArray>;
    if (key.isNull())
        return R::failure(SecretError::InvalidArgument, tr("no key"));
    if (CRYPTO_memcmp(key.verifier().constData(), header.verifier.constData(), 32) != 0)
        return R::failure(SecretError::WrongPassphrase, tr("the master passphrase is wrong"));
    const QByteArray aad = file.left(kHeaderSize);
    const qsizetype n = qsizetype(header.ciphertextLength);
    if (file.size() != kHeaderSize + n + kTagSize)
        return R::failure(SecretError::VaultDamaged, tr("it is truncated"));
    CipherCtx ctx(EVP_CIPHER_CTX_new());
    QByteArray plain(n, Qt::Uninitialized);
    QByteArray tag = file.right(kTagSize);
    int len = 0;
    int total = 0;
    bool ok = ctx && EVP_DecryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, nullptr, nullptr) == 1 &&
              EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_IVLEN, kNonceSize, nullptr) == 1 &&
              EVP_DecryptInit_ex(ctx.get(), nullptr, nullptr, bytes(key.key()), bytes(header.nonce)) == 1 &&
              EVP_DecryptUpdate(ctx.get(), nullptr, &len, bytes(aad), int(aad.size())) == 1;
    if (ok && n > 0) {
        ok = EVP_DecryptUpdate(ctx.get(), reinterpret_cast<uchar *>(plain.data()), &len,
                               bytes(file) + kHeaderSize, int(n)) == 1;
        total = len;
    }
    ok = ok && EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_TAG, kTagSize, tag.data()) == 1 &&
         EVP_DecryptFinal_ex(ctx.get(), reinterpret_cast<uchar *>(plain.data()) + total, &len) == 1;
    if (!ok) {
        OPENSSL_cleanse(plain.data(), std::size_t(plain.size()));
        return R::failure(SecretError::VaultDamaged,
                          tr("its contents were altered or damaged (they fail authentication); nothing "
                             "was read from it"));
    }
    return plain;
}

SecretResult<QList<VaultEntry>> VaultCodec::parsePayload(const QByteArray &plaintext)
{
    using R = SecretResult<QList<VaultEntry>>;
    const auto bad = [] {
        return R::failure(SecretError::VaultDamaged, tr("its decrypted contents are malformed"));
    };
    Reader in(plaintext);
    quint32 count = 0;
    if (!in.u32(&count) || count > quint32(kMaxEntries))
        return bad();
    QList<VaultEntry> entries;
    for (quint32 i = 0; i < count; ++i) {
        VaultEntry e;
        quint16 idLen = 0, labelLen = 0;
        quint8 kind = 0;
        quint32 secretLen = 0;
        QByteArray id, label;
        if (!in.u16(&idLen) || !in.take(idLen, &id) || !in.u8(&kind) || !in.u16(&labelLen) ||
            !in.take(labelLen, &label) || !in.u32(&secretLen) || !in.take(qsizetype(secretLen), &e.secret))
            return bad();
        e.id = QString::fromUtf8(id);
        e.label = QString::fromUtf8(label);
        if (kind > quint8(CredentialKind::ApiToken) || !isValidCredentialId(e.id) ||
            e.label.toUtf8() != label)
            return bad();
        e.kind = CredentialKind(kind);
        for (const VaultEntry &other : std::as_const(entries)) {
            if (other.id == e.id)
                return bad();
        }
        entries.append(std::move(e));
    }
    if (!in.atEnd())
        return bad();
    return entries;
}

QByteArray VaultCodec::serializePayload(const QList<VaultEntry> &entries)
{
    QByteArray out;
    putU32(out, quint32(entries.size()));
    for (const VaultEntry &e : entries) {
        const QByteArray id = e.id.toUtf8();
        const QByteArray label = e.label.toUtf8().left(0xffff);
        putU16(out, quint16(id.size()));
        out.append(id);
        out.append(char(e.kind));
        putU16(out, quint16(label.size()));
        out.append(label);
        putU32(out, quint32(e.secret.size()));
        out.append(e.secret);
    }
    return out;
}

SecretResult<QByteArray> VaultCodec::seal(const QList<VaultEntry> &entries, const VaultKey &key,
                                          const QByteArray &salt, const KdfParams &kdf)
{
    using R = SecretResult<QByteArray>;
    if (key.isNull() || salt.size() != kSaltSize || !acceptable(kdf))
        return R::failure(SecretError::InvalidArgument, tr("unacceptable vault parameters"));
    QByteArray plain = serializePayload(entries);
    WipeOnExit wipePlain(plain);
    if (plain.size() > kMaxCiphertext)
        return R::failure(SecretError::InvalidArgument, tr("the vault would be larger than 64 MiB"));
    const QByteArray nonce = randomBytes(kNonceSize);
    if (nonce.size() != kNonceSize)
        return R::failure(SecretError::Backend, tr("no random numbers from OpenSSL"));

    QByteArray header(kMagic, sizeof kMagic);
    header.append(char(kVersion));
    header.append(char(kKdfScrypt));
    header.append(char(kdf.log2N));
    header.append(char(kdf.r));
    header.append(char(kdf.p));
    header.append(3, '\0');
    header.append(salt);
    header.append(nonce);
    putU32(header, quint32(plain.size()));
    header.append(key.verifier());
    header.append(sha256(header));
    Q_ASSERT(header.size() == kHeaderSize);

    CipherCtx ctx(EVP_CIPHER_CTX_new());
    QByteArray out = header;
    out.resize(kHeaderSize + plain.size() + kTagSize);
    uchar *cipher = reinterpret_cast<uchar *>(out.data()) + kHeaderSize;
    int len = 0;
    int total = 0;
    bool ok = ctx && EVP_EncryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, nullptr, nullptr) == 1 &&
              EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_IVLEN, kNonceSize, nullptr) == 1 &&
              EVP_EncryptInit_ex(ctx.get(), nullptr, nullptr, bytes(key.key()), bytes(nonce)) == 1 &&
              EVP_EncryptUpdate(ctx.get(), nullptr, &len, bytes(header), int(header.size())) == 1;
    if (ok && !plain.isEmpty()) {
        ok = EVP_EncryptUpdate(ctx.get(), cipher, &len, bytes(plain), int(plain.size())) == 1;
        total = len;
    }
    ok = ok && EVP_EncryptFinal_ex(ctx.get(), cipher + total, &len) == 1 &&
         EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, kTagSize, cipher + plain.size()) == 1;
    if (!ok)
        return R::failure(SecretError::Backend, tr("encryption with OpenSSL failed"));
    return out;
}

SecretResult<QList<VaultEntry>> VaultCodec::decode(const QByteArray &file, const QByteArray &passphrase)
{
    using R = SecretResult<QList<VaultEntry>>;
    const auto header = parseHeader(file);
    if (!header)
        return R::failureFrom(header);
    const auto key = deriveKey(passphrase, header->salt, header->kdf);
    if (!key)
        return R::failureFrom(key);
    auto plain = open(file, header.value(), key.value());
    if (!plain)
        return R::failureFrom(plain);
    auto entries = parsePayload(plain.value());
    wipe(plain.value());
    return entries;
}

SecretResult<QByteArray> VaultCodec::encode(const QList<VaultEntry> &entries, const QByteArray &passphrase,
                                            const KdfParams &kdf)
{
    using R = SecretResult<QByteArray>;
    const QByteArray salt = randomBytes(kSaltSize);
    if (salt.size() != kSaltSize)
        return R::failure(SecretError::Backend, tr("no random numbers from OpenSSL"));
    const auto key = deriveKey(passphrase, salt, kdf);
    if (!key)
        return R::failureFrom(key);
    return seal(entries, key.value(), salt, kdf);
}

} // namespace cg::secrets
