// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/secret_types.h"

#include <QStringList>

#include <openssl/crypto.h>

namespace cg::secrets {

namespace {

class SecretTypes
{
    Q_DECLARE_TR_FUNCTIONS(cg::secrets::SecretTypes)

public:
    static QString invalidId(const QString &id)
    {
        return tr("'%1' is not a valid credential id: use 1 to 128 letters, digits and . _ @ : + -, "
                  "starting with a letter or digit")
            .arg(id);
    }
};

} // namespace

QString kindName(CredentialKind kind)
{
    switch (kind) {
    case CredentialKind::Password:
        return QStringLiteral("password");
    case CredentialKind::KeyPassphrase:
        return QStringLiteral("key-passphrase");
    case CredentialKind::PrivateKey:
        return QStringLiteral("private-key");
    case CredentialKind::ApiToken:
        return QStringLiteral("api-token");
    }
    return QStringLiteral("password");
}

std::optional<CredentialKind> kindFromName(const QString &name)
{
    for (CredentialKind k : {CredentialKind::Password, CredentialKind::KeyPassphrase,
                             CredentialKind::PrivateKey, CredentialKind::ApiToken}) {
        if (kindName(k) == name)
            return k;
    }
    return std::nullopt;
}

QStringList kindNames()
{
    return {kindName(CredentialKind::Password), kindName(CredentialKind::KeyPassphrase),
            kindName(CredentialKind::PrivateKey), kindName(CredentialKind::ApiToken)};
}

bool isValidCredentialId(const QString &id)
{
    if (id.isEmpty() || id.size() > 128)
        return false;
    for (qsizetype i = 0; i < id.size(); ++i) {
        const QChar c = id.at(i);
        const bool alnum = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
                           (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
                           (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
        if (alnum)
            continue;
        if (i == 0)
            return false;
        if (!QStringLiteral("._@:+-").contains(c))
            return false;
    }
    return true;
}

QString invalidIdMessage(const QString &id)
{
    return SecretTypes::invalidId(id);
}

void wipe(QByteArray &bytes)
{
    if (!bytes.isEmpty() && bytes.isDetached())
        OPENSSL_cleanse(bytes.data(), std::size_t(bytes.size()));
    bytes.clear();
}

} // namespace cg::secrets
