// SPDX-License-Identifier: GPL-3.0-or-later
// The OS keychain through QtKeychain: Secret Service (gnome-keyring, KWallet's Secret Service, KeePassXC)
// on Linux, KWallet on KDE desktops. Every operation first checks, with its own time limits, that the
// session bus answers, that a keychain is on it, and whether the default keyring is locked, so that a
// missing or locked keychain gives a clear error instead of an X11 autolaunch, a hang or a prompt that
// cannot be shown.
#pragma once

#include "secrets/secret_backend.h"

#include <QCoreApplication>

namespace cg::secrets {

class KeychainBackend final : public SecretBackend
{
    Q_DECLARE_TR_FUNCTIONS(cg::secrets::KeychainBackend)

public:
    KeychainBackend() = default;

    QString storeName() const override { return QStringLiteral("keychain"); }
    BackendStatus check(QDeadlineTimer deadline) override;
    SecretResult<QByteArray> read(const QString &id, QDeadlineTimer deadline) override;
    SecretStatus write(const SecretItem &item, const QByteArray &secret, QDeadlineTimer deadline) override;
    SecretStatus remove(const QString &id, QDeadlineTimer deadline) override;

    // What the checks found; public for the tests.
    struct Survey
    {
        SecretError code = SecretError::None; // None: a keychain answers
        QString error;
        QString backend;         // "Secret Service (gnome-keyring-daemon)", "KWallet (kwalletd6)"
        QString busAddress;      //
        bool kwallet = false;    // QtKeychain will use KWallet, not the Secret Service
        bool hasDefault = false; // the Secret Service has a default collection
        bool locked = false;     // ... and it is locked
        QString collection;      // its label
        bool canPrompt = false;  // a display exists, so the keyring may show an unlock dialog
    };
    static Survey survey(QDeadlineTimer deadline);
};

} // namespace cg::secrets
