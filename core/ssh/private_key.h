// SPDX-License-Identifier: GPL-3.0-or-later
// What a private key file is, without decrypting it: its type and whether it needs a passphrase.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QString>

namespace cg::ssh {

struct PrivateKeyInfo
{
    QString type; // "ssh-ed25519", "ecdsa-sha2-nistp256", "ssh-rsa", ... or "unknown"
    bool encrypted = false;
    bool isRsa() const { return type == QLatin1String("ssh-rsa"); }
};

class PrivateKeyInspector
{
    Q_DECLARE_TR_FUNCTIONS(cg::ssh::PrivateKeyInspector)

public:
    static Result<PrivateKeyInfo> inspect(const QString &path);
    static Result<PrivateKeyInfo> inspectText(const QByteArray &text);
};

} // namespace cg::ssh
