// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/canonical.h"

#include <QDateTime>

#include <openssl/sha.h>

namespace cg::ledger {

void appendField(QByteArray &out, QByteArrayView bytes)
{
    const auto n = quint32(bytes.size());
    const char len[4] = {char(n >> 24), char(n >> 16), char(n >> 8), char(n)};
    out.append(len, 4);
    out.append(bytes.data(), bytes.size());
}

Canonical &Canonical::add(QByteArrayView bytes)
{
    appendField(m_bytes, bytes);
    return *this;
}

Canonical &Canonical::add(qint64 number)
{
    return add(QByteArrayView(QByteArray::number(number)));
}

QByteArray sha256(QByteArrayView bytes)
{
    QByteArray out(SHA256_DIGEST_LENGTH, Qt::Uninitialized);
    SHA256(reinterpret_cast<const unsigned char *>(bytes.data()), std::size_t(bytes.size()),
           reinterpret_cast<unsigned char *>(out.data()));
    return out;
}

QString toHex(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toHex());
}

bool fromStrictHex(const QString &text, qsizetype bytes, QByteArray *out)
{
    if (text.size() != bytes * 2)
        return false;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!((u >= '0' && u <= '9') || (u >= 'a' && u <= 'f')))
            return false;
    }
    *out = QByteArray::fromHex(text.toLatin1());
    return out->size() == bytes;
}

bool fromStrictBase64(const QString &text, QByteArray *out)
{
    const QByteArray latin = text.toLatin1();
    if (QString::fromLatin1(latin) != text)
        return false;
    auto decoded = QByteArray::fromBase64Encoding(latin, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.toBase64() != latin)
        return false;
    *out = decoded.decoded;
    return true;
}

QString isoTime(const QDateTime &t)
{
    return t.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
}

QDateTime parseIsoTime(const QString &text)
{
    QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (t.isValid())
        t = t.toUTC();
    return t;
}

} // namespace cg::ledger
