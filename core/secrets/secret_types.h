// SPDX-License-Identifier: GPL-3.0-or-later
// Vocabulary of the credential keychain: kinds of credential, error codes, results that carry a code and a
// human-readable (translated) message, and the wiping of secret buffers.
#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <utility>

namespace cg::secrets {

// The service name of every keychain item; the item's key is the credential id.
inline constexpr char kServiceName[] = "ClusterGate";

enum class CredentialKind { Password, KeyPassphrase, PrivateKey, ApiToken };

// "password", "key-passphrase", "private-key", "api-token": the words of the CLI and the database.
QString kindName(CredentialKind kind);
std::optional<CredentialKind> kindFromName(const QString &name);
QStringList kindNames();

// Why an operation failed, for code that must react (the SSH layer prompts on NotFound, the UI offers
// the file vault on NoSessionBus / NoSecretService, ...). The message says the same to a person.
enum class SecretError {
    None,
    InvalidArgument,
    NoSessionBus,         // no D-Bus session bus, or its address leads nowhere
    NoSecretService,      // a bus, but nothing provides org.freedesktop.secrets (or KWallet)
    NoDefaultKeyring,     // the Secret Service has no default collection to store into
    Locked,               // the keyring is locked and was not unlocked
    AccessDenied,         // the keychain refused, or a person dismissed its dialog
    NotFound,             // no secret under this id
    Timeout,              // the backend did not answer in time
    UnsupportedEventLoop, // the Secret Service needs a GLib event loop (QT_NO_GLIB is set)
    WrongPassphrase,      // the vault's master passphrase is wrong
    VaultDamaged,         // the vault file is truncated, altered or not a vault
    VaultIo,              // the vault file cannot be read or written
    Storage,              // the metadata database failed
    Backend,              // anything else the backend reported
};

template <typename T> class SecretResult
{
public:
    SecretResult(T value) : m_value(std::move(value)) {}
    static SecretResult failure(SecretError code, QString message)
    {
        SecretResult r;
        r.m_code = code == SecretError::None ? SecretError::Backend : code;
        r.m_error = std::move(message);
        return r;
    }
    template <typename U> static SecretResult failureFrom(const SecretResult<U> &other)
    {
        return failure(other.code(), other.error());
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T &value() const { return *m_value; }
    T &value() { return *m_value; }
    const T *operator->() const { return &*m_value; }
    T *operator->() { return &*m_value; }
    SecretError code() const { return m_code; }
    const QString &error() const { return m_error; }

private:
    SecretResult() = default;
    std::optional<T> m_value;
    SecretError m_code = SecretError::None;
    QString m_error;
};

using SecretStatus = SecretResult<Ok>;

// What a backend is and whether it can be used now.
struct BackendStatus
{
    bool available = false;
    QString backend;                         // e.g. "Secret Service (gnome-keyring-daemon)"
    QString detail;                          // e.g. where it is and the state of the default keyring
    SecretError code = SecretError::Backend; // when not available
    QString error;                           // when not available: what is wrong and what to do
};

// The public part of an item: what the secret is. The id is the keychain key.
struct SecretItem
{
    QString id;
    CredentialKind kind = CredentialKind::Password;
    QString label;
};

// Credential ids: 1-128 of [A-Za-z0-9._@:+-], starting with a letter or digit.
bool isValidCredentialId(const QString &id);
QString invalidIdMessage(const QString &id);

// Overwrites the buffer with zeros (where it is the only holder; a shared copy detaches and the other
// holders keep theirs) and empties it.
void wipe(QByteArray &bytes);

// Holds a secret and wipes it when it goes out of scope.
class WipeOnExit
{
public:
    explicit WipeOnExit(QByteArray &bytes) : m_bytes(bytes) {}
    ~WipeOnExit() { wipe(m_bytes); }
    WipeOnExit(const WipeOnExit &) = delete;
    WipeOnExit &operator=(const WipeOnExit &) = delete;

private:
    QByteArray &m_bytes;
};

} // namespace cg::secrets
