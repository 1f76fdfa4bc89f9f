// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/host_certificate.h"

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

#include <memory>
#include <optional>

namespace cg::ssh {

namespace {

// Reads the SSH wire format (RFC 4251 string, uint32, uint64) without ever reading past the end.
class Reader
{
public:
    explicit Reader(const QByteArray &data) : m_data(data) {}

    std::optional<QByteArray> string()
    {
        const auto n = u32();
        if (!n || *n > quint64(m_data.size() - m_pos))
            return fail();
        const QByteArray out = m_data.mid(m_pos, qsizetype(*n));
        m_pos += qsizetype(*n);
        return out;
    }
    std::optional<quint32> u32()
    {
        if (m_data.size() - m_pos < 4)
            return failU32();
        quint32 v = 0;
        for (int i = 0; i < 4; ++i)
            v = (v << 8) | quint8(m_data[m_pos + i]);
        m_pos += 4;
        return v;
    }
    std::optional<quint64> u64()
    {
        const auto hi = u32();
        const auto lo = hi ? u32() : std::nullopt;
        if (!lo)
            return std::nullopt;
        return (quint64(*hi) << 32) | *lo;
    }
    qsizetype position() const { return m_pos; }
    bool atEnd() const { return m_pos == m_data.size(); }

private:
    std::optional<QByteArray> fail()
    {
        m_pos = m_data.size();
        return std::nullopt;
    }
    std::optional<quint32> failU32()
    {
        m_pos = m_data.size();
        return std::nullopt;
    }

    const QByteArray &m_data;
    qsizetype m_pos = 0;
};

QByteArray sshString(const QByteArray &s)
{
    QByteArray out;
    const quint32 n = quint32(s.size());
    out.append(char(n >> 24)).append(char(n >> 16)).append(char(n >> 8)).append(char(n));
    return out + s;
}

struct PkeyFree
{
    void operator()(EVP_PKEY *p) const { EVP_PKEY_free(p); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyFree>;

// The plain key types a certificate can certify, and the fields of each after the nonce.
int publicFieldCount(const QByteArray &plainType)
{
    if (plainType == "ssh-ed25519")
        return 1; // pk
    if (plainType.startsWith("ecdsa-sha2-"))
        return 2; // curve, Q
    if (plainType == "ssh-rsa")
        return 2; // e, n
    return -1;
}

Pkey fromData(const char *type, OSSL_PARAM *params)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(nullptr, type, nullptr);
    EVP_PKEY *key = nullptr;
    if (ctx && EVP_PKEY_fromdata_init(ctx) == 1)
        EVP_PKEY_fromdata(ctx, &key, EVP_PKEY_PUBLIC_KEY, params);
    EVP_PKEY_CTX_free(ctx);
    return Pkey(key);
}

// An OpenSSL key for an SSH public key blob, and the digest its signatures use (null: none).
Pkey opensslKey(const HostKey &key, const QByteArray &sigAlgorithm, const EVP_MD **md, QString *error)
{
    Reader r(key.blob);
    const auto type = r.string();
    if (!type || QString::fromLatin1(*type) != key.type) {
        *error = QCoreApplication::translate("cg::ssh::HostCertificate", "the CA key is malformed");
        return nullptr;
    }
    if (*type == "ssh-ed25519") {
        const auto pk = r.string();
        if (!pk || pk->size() != 32 || sigAlgorithm != "ssh-ed25519") {
            *error = QCoreApplication::translate("cg::ssh::HostCertificate",
                                                 "the CA's Ed25519 key or signature type is malformed");
            return nullptr;
        }
        *md = nullptr;
        return Pkey(EVP_PKEY_new_raw_public_key(
            EVP_PKEY_ED25519, nullptr, reinterpret_cast<const unsigned char *>(pk->constData()), 32));
    }
    if (type->startsWith("ecdsa-sha2-")) {
        const auto curve = r.string();
        const auto q = r.string();
        const char *group = nullptr;
        if (curve == "nistp256") {
            group = "prime256v1";
            *md = EVP_sha256();
        } else if (curve == "nistp384") {
            group = "secp384r1";
            *md = EVP_sha384();
        } else if (curve == "nistp521") {
            group = "secp521r1";
            *md = EVP_sha512();
        }
        if (!group || !q || *type != "ecdsa-sha2-" + *curve || sigAlgorithm != *type) {
            *error = QCoreApplication::translate("cg::ssh::HostCertificate",
                                                 "the CA's ECDSA key or signature type is malformed");
            return nullptr;
        }
        QByteArray point = *q;
        OSSL_PARAM params[] = {
            OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, const_cast<char *>(group), 0),
            OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, point.data(), size_t(point.size())),
            OSSL_PARAM_construct_end()};
        return fromData("EC", params);
    }
    if (*type == "ssh-rsa") {
        const auto e = r.string();
        const auto n = r.string();
        if (!e || !n) {
            *error = QCoreApplication::translate("cg::ssh::HostCertificate", "the CA's RSA key is malformed");
            return nullptr;
        }
        if (sigAlgorithm == "rsa-sha2-256") {
            *md = EVP_sha256();
        } else if (sigAlgorithm == "rsa-sha2-512") {
            *md = EVP_sha512();
        } else {
            *error = QCoreApplication::translate(
                         "cg::ssh::HostCertificate",
                         "the certificate is signed with %1, which is not accepted (SHA-1)")
                         .arg(QString::fromLatin1(sigAlgorithm));
            return nullptr;
        }
        BIGNUM *bnE =
            BN_bin2bn(reinterpret_cast<const unsigned char *>(e->constData()), int(e->size()), nullptr);
        BIGNUM *bnN =
            BN_bin2bn(reinterpret_cast<const unsigned char *>(n->constData()), int(n->size()), nullptr);
        OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
        OSSL_PARAM *params = nullptr;
        if (bnE && bnN && bld && OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_RSA_N, bnN) == 1 &&
            OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_RSA_E, bnE) == 1)
            params = OSSL_PARAM_BLD_to_param(bld);
        Pkey out = params ? fromData("RSA", params) : nullptr;
        OSSL_PARAM_free(params);
        OSSL_PARAM_BLD_free(bld);
        BN_free(bnE);
        BN_free(bnN);
        return out;
    }
    *error = QCoreApplication::translate("cg::ssh::HostCertificate", "CA keys of type %1 are not supported")
                 .arg(key.type);
    return nullptr;
}

// ECDSA signatures travel as two mpints; OpenSSL verifies DER.
std::optional<QByteArray> ecdsaDer(const QByteArray &sshSig)
{
    Reader r(sshSig);
    const auto rr = r.string();
    const auto ss = r.string();
    if (!rr || !ss || !r.atEnd())
        return std::nullopt;
    ECDSA_SIG *sig = ECDSA_SIG_new();
    BIGNUM *bnR =
        BN_bin2bn(reinterpret_cast<const unsigned char *>(rr->constData()), int(rr->size()), nullptr);
    BIGNUM *bnS =
        BN_bin2bn(reinterpret_cast<const unsigned char *>(ss->constData()), int(ss->size()), nullptr);
    if (!sig || !bnR || !bnS || ECDSA_SIG_set0(sig, bnR, bnS) != 1) {
        BN_free(bnR);
        BN_free(bnS);
        ECDSA_SIG_free(sig);
        return std::nullopt;
    }
    unsigned char *der = nullptr;
    const int len = i2d_ECDSA_SIG(sig, &der);
    ECDSA_SIG_free(sig);
    if (len <= 0)
        return std::nullopt;
    QByteArray out(reinterpret_cast<const char *>(der), len);
    OPENSSL_free(der);
    return out;
}

// OpenSSH's match_pattern(): '*' and '?', case-sensitive.
bool wildcardMatch(const QString &s, const QString &p)
{
    qsizetype si = 0, pi = 0, star = -1, mark = 0;
    while (si < s.size()) {
        if (pi < p.size() && (p[pi] == u'?' || p[pi] == s[si])) {
            ++si;
            ++pi;
        } else if (pi < p.size() && p[pi] == u'*') {
            star = pi++;
            mark = si;
        } else if (star >= 0) {
            pi = star + 1;
            si = ++mark;
        } else {
            return false;
        }
    }
    while (pi < p.size() && p[pi] == u'*')
        ++pi;
    return pi == p.size();
}

} // namespace

bool HostCertificate::isCertificateAlgorithm(const QString &name)
{
    return name.endsWith(QLatin1String("-cert-v01@openssh.com"));
}

Result<HostCertificate> HostCertificate::parse(const QByteArray &blob)
{
    using R = Result<HostCertificate>;
    Reader r(blob);
    HostCertificate c;
    const auto algorithm = r.string();
    if (!algorithm || !isCertificateAlgorithm(QString::fromLatin1(*algorithm)))
        return R::failure(QCoreApplication::translate("cg::ssh::HostCertificate",
                                                      "the host key is not an OpenSSH certificate"));
    c.algorithm = QString::fromLatin1(*algorithm);
    const QByteArray plainType =
        algorithm->left(algorithm->size() - qsizetype(strlen("-cert-v01@openssh.com")));
    const int fields = publicFieldCount(plainType);
    if (fields < 0)
        return R::failure(QCoreApplication::translate("cg::ssh::HostCertificate",
                                                      "certificates of type %1 are not supported")
                              .arg(c.algorithm));
    if (!r.string()) // nonce
        return R::failure(
            QCoreApplication::translate("cg::ssh::HostCertificate", "the host certificate is truncated"));
    QByteArray plainBlob = sshString(plainType);
    for (int i = 0; i < fields; ++i) {
        const auto field = r.string();
        if (!field)
            return R::failure(
                QCoreApplication::translate("cg::ssh::HostCertificate", "the host certificate is truncated"));
        plainBlob += sshString(*field);
    }
    c.key = HostKey{QString::fromLatin1(plainType), plainBlob};
    const auto serial = r.u64();
    const auto type = serial ? r.u32() : std::nullopt;
    const auto keyId = type ? r.string() : std::nullopt;
    const auto principals = keyId ? r.string() : std::nullopt;
    const auto after = principals ? r.u64() : std::nullopt;
    const auto before = after ? r.u64() : std::nullopt;
    const auto critical = before ? r.string() : std::nullopt;
    const auto extensions = critical ? r.string() : std::nullopt;
    const auto reserved = extensions ? r.string() : std::nullopt;
    const auto caKey = reserved ? r.string() : std::nullopt;
    const qsizetype signedEnd = r.position();
    const auto signature = caKey ? r.string() : std::nullopt;
    if (!signature || !r.atEnd())
        return R::failure(QCoreApplication::translate(
            "cg::ssh::HostCertificate", "the host certificate is truncated or has trailing bytes"));
    c.serial = *serial;
    c.type = *type;
    c.keyId = QString::fromUtf8(*keyId);
    Reader p(*principals);
    while (!p.atEnd()) {
        const auto principal = p.string();
        if (!principal)
            return R::failure(QCoreApplication::translate(
                "cg::ssh::HostCertificate", "the principals of the host certificate are malformed"));
        c.principals << QString::fromUtf8(*principal);
    }
    c.validAfter = *after;
    c.validBefore = *before;
    c.criticalOptions = *critical;
    Reader k(*caKey);
    const auto caType = k.string();
    if (!caType || HostCertificate::isCertificateAlgorithm(QString::fromLatin1(*caType)))
        return R::failure(QCoreApplication::translate(
            "cg::ssh::HostCertificate", "the certificate's CA key is malformed or itself a certificate"));
    c.signatureKey = HostKey{QString::fromLatin1(*caType), *caKey};
    c.signature = *signature;
    c.signedPart = blob.left(signedEnd);
    return c;
}

Status HostCertificate::verifySignature() const
{
    Reader r(signature);
    const auto sigAlgorithm = r.string();
    const auto sigBytes = sigAlgorithm ? r.string() : std::nullopt;
    if (!sigBytes || !r.atEnd())
        return Status::failure(QCoreApplication::translate("cg::ssh::HostCertificate",
                                                           "the certificate's signature is malformed"));
    const EVP_MD *md = nullptr;
    QString error;
    Pkey caKey = opensslKey(signatureKey, *sigAlgorithm, &md, &error);
    if (!caKey)
        return Status::failure(error.isEmpty() ? QCoreApplication::translate("cg::ssh::HostCertificate",
                                                                             "the CA key cannot be used")
                                               : error);
    QByteArray sig = *sigBytes;
    if (signatureKey.type.startsWith(QLatin1String("ecdsa-"))) {
        const auto der = ecdsaDer(sig);
        if (!der)
            return Status::failure(QCoreApplication::translate(
                "cg::ssh::HostCertificate", "the certificate's ECDSA signature is malformed"));
        sig = *der;
    }
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    const bool ok =
        ctx && EVP_DigestVerifyInit(ctx, nullptr, md, nullptr, caKey.get()) == 1 &&
        EVP_DigestVerify(ctx, reinterpret_cast<const unsigned char *>(sig.constData()), size_t(sig.size()),
                         reinterpret_cast<const unsigned char *>(signedPart.constData()),
                         size_t(signedPart.size())) == 1;
    EVP_MD_CTX_free(ctx);
    if (!ok)
        return Status::failure(QCoreApplication::translate(
            "cg::ssh::HostCertificate", "the CA's signature on the certificate does not verify"));
    return Ok{};
}

Status HostCertificate::checkFor(const QString &host, const QDateTime &now) const
{
    if (type != kHostCertificate)
        return Status::failure(
            QCoreApplication::translate("cg::ssh::HostCertificate", "it is not a host certificate"));
    const qint64 t = now.toSecsSinceEpoch();
    if (t < 0 || quint64(t) < validAfter)
        return Status::failure(
            QCoreApplication::translate("cg::ssh::HostCertificate", "it is not valid yet (from %1)")
                .arg(QDateTime::fromSecsSinceEpoch(qint64(std::min<quint64>(validAfter, 1ULL << 40)), Qt::UTC)
                         .toString(Qt::ISODate)));
    if (quint64(t) >= validBefore)
        return Status::failure(QCoreApplication::translate("cg::ssh::HostCertificate", "it expired (%1)")
                                   .arg(QDateTime::fromSecsSinceEpoch(
                                            qint64(std::min<quint64>(validBefore, 1ULL << 40)), Qt::UTC)
                                            .toString(Qt::ISODate)));
    // Stricter than ssh, which takes a certificate without principals for any host.
    if (principals.isEmpty())
        return Status::failure(QCoreApplication::translate(
            "cg::ssh::HostCertificate", "it names no principals, so it would vouch for any host"));
    const QString name = QString::fromUtf8(host.toUtf8().toLower());
    bool listed = false;
    for (const QString &p : principals)
        listed = listed || wildcardMatch(name, p);
    if (!listed)
        return Status::failure(
            QCoreApplication::translate("cg::ssh::HostCertificate", "%1 is not among its principals (%2)")
                .arg(host, principals.join(QStringLiteral(", "))));
    if (!criticalOptions.isEmpty())
        return Status::failure(QCoreApplication::translate(
            "cg::ssh::HostCertificate", "it carries critical options, which no host certificate may"));
    return verifySignature();
}

CertificateCheck checkHostCertificate(const KnownHosts &knownHosts, const QString &host, quint16 port,
                                      const HostCertificate &certificate, const QDateTime &now)
{
    CertificateCheck out;
    for (const HostKey &k : {certificate.signatureKey, certificate.key}) {
        if (const auto revoked = knownHosts.revocation(host, port, k)) {
            out.verdict = CertificateCheck::Verdict::Revoked;
            out.reason = k == certificate.signatureKey
                             ? QCoreApplication::translate("cg::ssh::HostCertificate",
                                                           "its CA (%1) is marked @revoked")
                                   .arg(k.fingerprintSha256())
                             : QCoreApplication::translate("cg::ssh::HostCertificate",
                                                           "its key (%1) is marked @revoked")
                                   .arg(k.fingerprintSha256());
            out.file = revoked->file;
            out.line = revoked->line;
            return out;
        }
    }
    for (const KnownHosts::Authority &ca : knownHosts.certificateAuthorities(host, port)) {
        if (ca.key != certificate.signatureKey)
            continue;
        out.file = ca.file;
        out.line = ca.line;
        if (const Status st = certificate.checkFor(host, now); !st) {
            out.verdict = CertificateCheck::Verdict::Invalid;
            out.reason = st.error();
            return out;
        }
        out.verdict = CertificateCheck::Verdict::Trusted;
        return out;
    }
    return out;
}

} // namespace cg::ssh
