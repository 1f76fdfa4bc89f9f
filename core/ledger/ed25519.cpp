// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/ed25519.h"

#include <openssl/bio.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>

namespace cg::ledger {

namespace {

struct PkeyDeleter
{
    void operator()(EVP_PKEY *k) const { EVP_PKEY_free(k); }
};
struct MdCtxDeleter
{
    void operator()(EVP_MD_CTX *c) const { EVP_MD_CTX_free(c); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyDeleter>;
using MdCtx = std::unique_ptr<EVP_MD_CTX, MdCtxDeleter>;

void wipeBytes(QByteArray &b)
{
    if (!b.isEmpty())
        OPENSSL_cleanse(b.data(), std::size_t(b.size()));
    b.clear();
}

Pkey privateFromSeed(const QByteArray &seed)
{
    return Pkey(EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nullptr,
                                             reinterpret_cast<const unsigned char *>(seed.constData()),
                                             std::size_t(seed.size())));
}

bool rawKey(EVP_PKEY *k, bool priv, QByteArray *out)
{
    std::size_t len = 32;
    out->resize(32);
    auto *p = reinterpret_cast<unsigned char *>(out->data());
    const int ok = priv ? EVP_PKEY_get_raw_private_key(k, p, &len) : EVP_PKEY_get_raw_public_key(k, p, &len);
    return ok == 1 && len == 32;
}

// Reads one SSH wire string from `data` at `*pos`.
bool sshString(const QByteArray &data, qsizetype *pos, QByteArray *out)
{
    if (*pos + 4 > data.size())
        return false;
    const auto *p = reinterpret_cast<const unsigned char *>(data.constData() + *pos);
    const quint32 n = (quint32(p[0]) << 24) | (quint32(p[1]) << 16) | (quint32(p[2]) << 8) | quint32(p[3]);
    if (qsizetype(n) > data.size() - *pos - 4)
        return false;
    *out = data.mid(*pos + 4, qsizetype(n));
    *pos += 4 + qsizetype(n);
    return true;
}

// The seed of an unencrypted OpenSSH ed25519 key (PROTOCOL.key).
bool opensshSeed(const QByteArray &pem, QByteArray *seed, QString *why)
{
    QByteArray body = pem;
    body.replace("-----BEGIN OPENSSH PRIVATE KEY-----", "");
    body.replace("-----END OPENSSH PRIVATE KEY-----", "");
    const QByteArray blob = QByteArray::fromBase64(body.simplified().replace(' ', ""));
    static const QByteArray magic("openssh-key-v1\0", 15);
    if (!blob.startsWith(magic))
        return false;
    qsizetype pos = magic.size();
    QByteArray cipher, kdf, kdfOptions, pub, priv;
    if (!sshString(blob, &pos, &cipher) || !sshString(blob, &pos, &kdf) ||
        !sshString(blob, &pos, &kdfOptions) || pos + 4 > blob.size())
        return false;
    if (cipher != "none") {
        *why = KeySigner::tr("the OpenSSH key is protected by a passphrase; store it without one in the "
                             "keychain (the keychain is what protects it)");
        return false;
    }
    pos += 4; // number of keys: the first is used
    if (!sshString(blob, &pos, &pub) || !sshString(blob, &pos, &priv))
        return false;
    qsizetype p = 8; // two check integers
    QByteArray type, pk, sk;
    if (!sshString(priv, &p, &type) || type != "ssh-ed25519" || !sshString(priv, &p, &pk) ||
        !sshString(priv, &p, &sk) || sk.size() != 64)
        return false;
    *seed = sk.left(32);
    wipeBytes(sk);
    wipeBytes(priv);
    return true;
}

} // namespace

KeySigner::~KeySigner()
{
    wipeBytes(m_seed);
}

Result<std::unique_ptr<KeySigner>> KeySigner::fromSeed(const QByteArray &seed)
{
    using R = Result<std::unique_ptr<KeySigner>>;
    if (seed.size() != 32)
        return R::failure(tr("an Ed25519 private key has 32 bytes, not %1").arg(seed.size()));
    Pkey k = privateFromSeed(seed);
    std::unique_ptr<KeySigner> s(new KeySigner);
    if (!k || !rawKey(k.get(), false, &s->m_public))
        return R::failure(tr("OpenSSL did not accept the Ed25519 private key"));
    s->m_seed = seed;
    s->m_seed.detach();
    return R(std::move(s));
}

Result<std::unique_ptr<KeySigner>> KeySigner::fromKeyData(const QByteArray &data)
{
    using R = Result<std::unique_ptr<KeySigner>>;
    if (data.size() == 32)
        return fromSeed(data);
    const QByteArray trimmed = data.trimmed();
    if (trimmed.startsWith("-----BEGIN OPENSSH PRIVATE KEY-----")) {
        QByteArray seed;
        QString why;
        if (!opensshSeed(trimmed, &seed, &why))
            return R::failure(why.isEmpty() ? tr("the OpenSSH private key is not an Ed25519 key") : why);
        auto r = fromSeed(seed);
        wipeBytes(seed);
        return r;
    }
    if (trimmed.startsWith("-----BEGIN ")) {
        BIO *bio = BIO_new_mem_buf(trimmed.constData(), int(trimmed.size()));
        static char empty[] = "";
        Pkey k(PEM_read_bio_PrivateKey(bio, nullptr, nullptr, empty));
        BIO_free(bio);
        if (!k)
            return R::failure(tr("the PEM private key cannot be read (an encrypted PEM key is not accepted: "
                                 "the keychain protects it)"));
        if (EVP_PKEY_get_base_id(k.get()) != EVP_PKEY_ED25519)
            return R::failure(tr("the private key is not an Ed25519 key; create one with: openssl genpkey "
                                 "-algorithm ed25519"));
        QByteArray seed;
        if (!rawKey(k.get(), true, &seed))
            return R::failure(tr("OpenSSL did not give the Ed25519 private key"));
        auto r = fromSeed(seed);
        wipeBytes(seed);
        return r;
    }
    return R::failure(tr("the private key is neither PEM (openssl genpkey -algorithm ed25519), an OpenSSH "
                         "Ed25519 key, nor 32 raw bytes"));
}

std::unique_ptr<KeySigner> KeySigner::generate()
{
    QByteArray seed(32, Qt::Uninitialized);
    if (RAND_bytes(reinterpret_cast<unsigned char *>(seed.data()), 32) != 1) {
        wipeBytes(seed);
        return nullptr; // no key from a random generator that failed
    }
    auto r = fromSeed(seed);
    wipeBytes(seed);
    return r ? std::move(r.value()) : nullptr;
}

Result<QByteArray> KeySigner::sign(const QByteArray &message)
{
    using R = Result<QByteArray>;
    Pkey k = privateFromSeed(m_seed);
    MdCtx ctx(EVP_MD_CTX_new());
    QByteArray sig(kEd25519SignatureSize, Qt::Uninitialized);
    std::size_t len = std::size_t(sig.size());
    if (!k || !ctx || EVP_DigestSignInit(ctx.get(), nullptr, nullptr, nullptr, k.get()) != 1 ||
        EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char *>(sig.data()), &len,
                       reinterpret_cast<const unsigned char *>(message.constData()),
                       std::size_t(message.size())) != 1 ||
        len != std::size_t(kEd25519SignatureSize))
        return R::failure(tr("OpenSSL could not make an Ed25519 signature"));
    return sig;
}

bool ed25519Verify(const QByteArray &publicKey, const QByteArray &message, const QByteArray &signature)
{
    if (publicKey.size() != kEd25519PublicKeySize || signature.size() != kEd25519SignatureSize)
        return false;
    Pkey k(EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nullptr,
                                       reinterpret_cast<const unsigned char *>(publicKey.constData()),
                                       std::size_t(publicKey.size())));
    MdCtx ctx(EVP_MD_CTX_new());
    if (!k || !ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, nullptr, nullptr, k.get()) != 1)
        return false;
    return EVP_DigestVerify(ctx.get(), reinterpret_cast<const unsigned char *>(signature.constData()),
                            std::size_t(signature.size()),
                            reinterpret_cast<const unsigned char *>(message.constData()),
                            std::size_t(message.size())) == 1;
}

} // namespace cg::ledger
