// SPDX-License-Identifier: GPL-3.0-or-later
// An audit event's details as they are stored and hashed: compact JSON, byte for byte what
// QJsonDocument::toJson(QJsonDocument::Compact) writes, made in one pass that also finds a key that looks
// like a secret (the audit log refuses those). Appending a million rows spends most of its time here.
#pragma once

#include <QJsonObject>
#include <QString>

#include <string>

namespace cg::ledger {

// Appends `details` as compact JSON to `out`. Returns the first key (at any depth) that looks like a
// secret, or an empty string; `out` is complete either way.
QString appendDetailsJson(std::string &out, const QJsonObject &details);

// Whether `key` names something secret (password, token, private key, ...).
bool looksLikeSecret(const QString &key);

// Appends the UTF-8 of `s` as QString::toUtf8() writes it, without a temporary. False, with `out` as it was,
// for a string with a lone surrogate (which Qt's writers replace or escape in their own ways).
bool appendUtf8(std::string &out, const QString &s);

// One UTF-16 code unit at `p` (with its low surrogate), as UTF-8; `p` moves past what was used. False for a
// lone surrogate (nothing appended).
inline bool appendUtf8Unit(std::string &out, const char16_t *&p, const char16_t *end)
{
    const char16_t u = *p++;
    if (u < 0x80) {
        out.push_back(char(u));
    } else if (u < 0x800) {
        out.push_back(char(0xc0 | (u >> 6)));
        out.push_back(char(0x80 | (u & 0x3f)));
    } else if (u < 0xd800 || u > 0xdfff) {
        out.push_back(char(0xe0 | (u >> 12)));
        out.push_back(char(0x80 | ((u >> 6) & 0x3f)));
        out.push_back(char(0x80 | (u & 0x3f)));
    } else {
        if (u > 0xdbff || p == end || *p < 0xdc00 || *p > 0xdfff)
            return false;
        const char32_t c = 0x10000 + ((char32_t(u) - 0xd800) << 10) + (char32_t(*p++) - 0xdc00);
        out.push_back(char(0xf0 | (c >> 18)));
        out.push_back(char(0x80 | ((c >> 12) & 0x3f)));
        out.push_back(char(0x80 | ((c >> 6) & 0x3f)));
        out.push_back(char(0x80 | (c & 0x3f)));
    }
    return true;
}

} // namespace cg::ledger
