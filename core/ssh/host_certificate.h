// SPDX-License-Identifier: GPL-3.0-or-later
// OpenSSH host certificates (PROTOCOL.certkeys, `ssh-keygen -s CA -h -n principals`): parsed from the
// blob a server presents, and checked as ssh checks them against the @cert-authority lines of
// known_hosts: a host certificate, valid now, naming the host among its principals, signed by a CA on
// a line whose patterns name the host, neither the CA nor the key revoked there.
#pragma once

#include "common/result.h"
#include "ssh/known_hosts.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

namespace cg::ssh {

struct HostCertificate
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::HostCertificate)

public:
    static constexpr quint32 kUserCertificate = 1;
    static constexpr quint32 kHostCertificate = 2;

    QString algorithm; // "ssh-ed25519-cert-v01@openssh.com", ...
    HostKey key;       // the certified key ("ssh-ed25519" + its plain blob)
    quint64 serial = 0;
    quint32 type = 0; // kHostCertificate for a host
    QString keyId;
    QStringList principals;
    quint64 validAfter = 0;  // seconds since the epoch
    quint64 validBefore = 0; // 0xffffffffffffffff: forever
    QByteArray criticalOptions;
    HostKey signatureKey;  // the CA
    QByteArray signature;  // the signature blob ("algorithm" + bytes)
    QByteArray signedPart; // everything the CA signed

    static bool isCertificateAlgorithm(const QString &name);
    // Malformed or truncated blobs are an error; nothing is read past the blob.
    static Result<HostCertificate> parse(const QByteArray &blob);

    // The CA's signature over the certificate, verified with OpenSSL (Ed25519, ECDSA P-256/384/521,
    // RSA with SHA-256/512; ssh-rsa with SHA-1 is refused as OpenSSH's CASignatureAlgorithms does).
    Status verifySignature() const;

    // Everything ssh checks before it trusts the certificate for `host` (the name it connects to).
    Status checkFor(const QString &host, const QDateTime &now) const;
};

// The verdict on a certificate a server presented, against a known_hosts file.
struct CertificateCheck
{
    enum class Verdict {
        Trusted,     // signed by a CA listed for this host, and valid for it
        NoAuthority, // no @cert-authority line for this host names the CA
        Invalid,     // listed CA, but the certificate is not valid for this host (reason says why)
        Revoked,     // the CA or the certified key is @revoked for this host
    };
    Verdict verdict = Verdict::NoAuthority;
    QString reason; // translated, for Invalid and Revoked
    QString file;   // the @cert-authority or @revoked line
    int line = 0;
};

CertificateCheck checkHostCertificate(const KnownHosts &knownHosts, const QString &host, quint16 port,
                                      const HostCertificate &certificate, const QDateTime &now);

} // namespace cg::ssh
