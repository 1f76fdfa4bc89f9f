// SPDX-License-Identifier: GPL-3.0-or-later
// The one-time password the netlab's OTP bastion (pam_oath) expects: RFC 6238 TOTP, SHA-1, 30 s, 6 digits.
#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QString>
#include <QtEndian>

inline QString totp(const QByteArray &seedHex, qint64 unixTime)
{
    const quint64 counter = quint64(unixTime / 30);
    char msg[8];
    qToBigEndian(counter, msg);
    const QByteArray h = QMessageAuthenticationCode::hash(QByteArray(msg, 8), QByteArray::fromHex(seedHex),
                                                          QCryptographicHash::Sha1);
    const int off = h.at(19) & 0x0f;
    const quint32 bin = (quint32(uchar(h[off]) & 0x7f) << 24) | (quint32(uchar(h[off + 1])) << 16) |
                        (quint32(uchar(h[off + 2])) << 8) | quint32(uchar(h[off + 3]));
    return QStringLiteral("%1").arg(bin % 1000000, 6, 10, QLatin1Char('0'));
}
