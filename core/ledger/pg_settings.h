// SPDX-License-Identifier: GPL-3.0-or-later
// Where a profile's ledger lives: the local SQLite database (the default) or a team ledger server. The
// profile's settings file holds the server's URL (never with a password) and the ids of the keychain
// secrets that log in (a SCRAM password, a client key's passphrase); the secrets stay in the keychain.
#pragma once

#include "common/result.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace cg::ledger {

class PgConnection;

struct LedgerServerSettings
{
    Q_DECLARE_TR_FUNCTIONS(cg::ledger::LedgerServerSettings)

public:
    QString url;                 // empty: the local ledger
    QString passwordSecret;      // keychain credential id (kind password); empty: none (certificate, peer)
    QString keyPassphraseSecret; // keychain credential id for an encrypted sslkey; empty: none

    bool isServer() const { return !url.isEmpty(); }

    static LedgerServerSettings load(); // from paths::settings()
    // Refuses a URL with a password in it, or one that is not postgresql://.
    Status save() const;
    static void clear(); // back to the local ledger

    // Reads the secrets from the keychain (blocking, bounded) and connects; the error says what to do.
    Result<std::unique_ptr<PgConnection>> connect() const;
};

} // namespace cg::ledger
