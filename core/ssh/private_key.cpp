// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/private_key.h"

#include <QFile>
#include <QtEndian>

namespace cg::ssh {

namespace {

// Reads an SSH "string" (u32 big-endian length + bytes) at `pos`.
bool readString(const QByteArray &b, int &pos, QByteArray *out)
{
    if (pos + 4 > b.size())
        return false;
    const quint32 n = qFromBigEndian<quint32>(b.constData() + pos);
    pos += 4;
    if (n > quint32(b.size() - pos))
        return false;
    *out = b.mid(pos, int(n));
    pos += int(n);
    return true;
}

} // namespace

Result<PrivateKeyInfo> PrivateKeyInspector::inspect(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Result<PrivateKeyInfo>::failure(tr("cannot read the key %1: %2").arg(path, f.errorString()));
    if (f.size() > 1 << 20)
        return Result<PrivateKeyInfo>::failure(tr("%1 is too large to be a private key").arg(path));
    return inspectText(f.readAll());
}

Result<PrivateKeyInfo> PrivateKeyInspector::inspectText(const QByteArray &text)
{
    PrivateKeyInfo info;
    info.type = QStringLiteral("unknown");
    static const QByteArray openssh = "-----BEGIN OPENSSH PRIVATE KEY-----";
    if (text.contains(openssh)) {
        const int begin = text.indexOf(openssh) + openssh.size();
        const int end = text.indexOf("-----END OPENSSH PRIVATE KEY-----", begin);
        if (end < 0)
            return Result<PrivateKeyInfo>::failure(tr("the OpenSSH private key is cut off"));
        const QByteArray blob =
            QByteArray::fromBase64(text.mid(begin, end - begin).simplified().replace(' ', ""));
        static const QByteArray magic("openssh-key-v1\0", 15);
        if (!blob.startsWith(magic))
            return Result<PrivateKeyInfo>::failure(tr("not an OpenSSH private key"));
        int pos = magic.size();
        QByteArray cipher, kdf, kdfOptions, pub;
        if (!readString(blob, pos, &cipher) || !readString(blob, pos, &kdf) ||
            !readString(blob, pos, &kdfOptions) || pos + 4 > blob.size())
            return Result<PrivateKeyInfo>::failure(tr("the OpenSSH private key is damaged"));
        pos += 4; // number of keys
        if (!readString(blob, pos, &pub))
            return Result<PrivateKeyInfo>::failure(tr("the OpenSSH private key is damaged"));
        int ppos = 0;
        QByteArray type;
        if (readString(pub, ppos, &type))
            info.type = QString::fromLatin1(type);
        info.encrypted = cipher != "none";
        return info;
    }
    if (text.contains("-----BEGIN RSA PRIVATE KEY-----"))
        info.type = QStringLiteral("ssh-rsa");
    else if (text.contains("-----BEGIN EC PRIVATE KEY-----"))
        info.type = QStringLiteral("ecdsa-sha2-nistp256");
    else if (!text.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----") &&
             !text.contains("-----BEGIN PRIVATE KEY-----"))
        return Result<PrivateKeyInfo>::failure(tr("not a private key file"));
    info.encrypted = text.contains("ENCRYPTED");
    return info;
}

} // namespace cg::ssh
