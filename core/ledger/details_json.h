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

} // namespace cg::ledger
