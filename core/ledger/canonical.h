// SPDX-License-Identifier: GPL-3.0-or-later
// The canonical byte form that the ledger hashes and signs: each field as a 4-byte big-endian length
// followed by its bytes (UTF-8 for text, decimal ASCII for integers). Two different field lists never
// encode to the same bytes, which is what makes the audit chain and the signatures unambiguous.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QDateTime>
#include <QString>

namespace cg::ledger {

class Canonical
{
public:
    Canonical &add(QByteArrayView bytes);
    Canonical &add(const QString &text) { return add(QByteArrayView(text.toUtf8())); }
    Canonical &add(qint64 number);
    const QByteArray &bytes() const { return m_bytes; }

private:
    QByteArray m_bytes;
};

// Appends one length-prefixed field to `out`.
void appendField(QByteArray &out, QByteArrayView bytes);

// SHA-256 (32 bytes).
QByteArray sha256(QByteArrayView bytes);

// Lower-case hex, and a strict decoder: only lower-case hex of exactly `bytes` bytes is accepted.
QString toHex(const QByteArray &bytes);
bool fromStrictHex(const QString &text, qsizetype bytes, QByteArray *out);
// Standard base64 with padding, and a strict decoder (the text must be the canonical encoding).
bool fromStrictBase64(const QString &text, QByteArray *out);

// ISO 8601 UTC with milliseconds: 2026-05-09T07:35:25.123Z.
QString isoTime(const QDateTime &t);
QByteArray isoTimeUtf8(const QDateTime &t); // the same, as UTF-8
QDateTime parseIsoTime(const QString &text);

} // namespace cg::ledger
