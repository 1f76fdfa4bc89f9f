// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledger/pg_settings.h"

#include "common/paths.h"
#include "ledger/pg_connection.h"
#include "secrets/credential_store.h"
#include "secrets/keychain_backend.h"

namespace cg::ledger {

namespace {

const QString kUrl = QStringLiteral("ledger/server_url");
const QString kPassword = QStringLiteral("ledger/password_secret");
const QString kKeyPassphrase = QStringLiteral("ledger/key_passphrase_secret");

} // namespace

LedgerServerSettings LedgerServerSettings::load()
{
    QSettings s = paths::settings();
    LedgerServerSettings out;
    out.url = s.value(kUrl).toString();
    out.passwordSecret = s.value(kPassword).toString();
    out.keyPassphraseSecret = s.value(kKeyPassphrase).toString();
    return out;
}

Status LedgerServerSettings::save() const
{
    if (!PgConnection::isServerUrl(url))
        return Status::failure(tr("'%1' is not a ledger server URL: use postgresql://USER@HOST/DATABASE")
                                   .arg(PgConnection::withoutPassword(url)));
    if (PgConnection::hasPassword(url))
        return Status::failure(
            tr("the URL contains a password, which would be stored in the settings file: keep it in the "
               "keychain (clustergate secrets set ID --kind password < FILE) and give --password-secret ID"));
    QSettings s = paths::settings();
    s.setValue(kUrl, url);
    s.setValue(kPassword, passwordSecret);
    s.setValue(kKeyPassphrase, keyPassphraseSecret);
    s.sync();
    if (s.status() != QSettings::NoError)
        return Status::failure(tr("cannot write the settings file %1").arg(s.fileName()));
    return Ok{};
}

void LedgerServerSettings::clear()
{
    QSettings s = paths::settings();
    s.remove(kUrl);
    s.remove(kPassword);
    s.remove(kKeyPassphrase);
}

Result<std::unique_ptr<PgConnection>> LedgerServerSettings::connect() const
{
    using R = Result<std::unique_ptr<PgConnection>>;
    QByteArray password, passphrase;
    if (!passwordSecret.isEmpty() || !keyPassphraseSecret.isEmpty()) {
        secrets::CredentialStore store(std::make_unique<secrets::KeychainBackend>());
        const auto read = [&](const QString &id, QByteArray *out) -> Status {
            if (id.isEmpty())
                return Ok{};
            auto secret = store.readSecret(id);
            if (!secret)
                return Status::failure(
                    tr("cannot read the ledger server's login secret %1 from the keychain: %2")
                        .arg(id, secret.error()));
            *out = secret.value();
            secrets::wipe(secret.value());
            return Ok{};
        };
        if (auto st = read(passwordSecret, &password); !st)
            return R::failureOf(st);
        if (auto st = read(keyPassphraseSecret, &passphrase); !st) {
            secrets::wipe(password);
            return R::failureOf(st);
        }
    }
    auto conn = std::make_unique<PgConnection>();
    const Status st = conn->open(url, password, passphrase);
    secrets::wipe(password);
    secrets::wipe(passphrase);
    if (!st)
        return R::failureOf(st);
    return R(std::move(conn));
}

} // namespace cg::ledger
