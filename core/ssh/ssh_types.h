// SPDX-License-Identifier: GPL-3.0-or-later
// Plain values shared by the SSH engine, the command line and the UI.
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <functional>

namespace cg::ssh {

// One SSH server to reach: a jump hop or the final node.
struct Endpoint
{
    QString host; // name or address to connect to
    quint16 port = 22;
    QString user;              // empty: the local user name
    QStringList identityFiles; // private keys to try, in order
    QString label;             // how people call it (ssh_config alias); empty: host

    QString displayName() const { return label.isEmpty() ? host : label; }
};

// What to do with a host key that is not on record. There is deliberately no "accept anything".
enum class HostKeyPolicy { Strict, AcceptNew };

// Why a connection attempt failed; decides whether retrying could help.
enum class FailureKind {
    None,
    Resolve,   // name lookup failed
    Connect,   // TCP refused, unreachable, or timed out
    Tunnel,    // the previous hop would not open a direct-tcpip channel
    Handshake, // SSH protocol / key exchange failed, or the server hung up
    HostKey,   // refused by the host-key policy: needs a person
    Auth,      // authentication failed: needs a person
    Timeout,   // no progress before the deadline
    Channel,   // a session channel or command could not be started
    Closed,    // the connection went away after it was established
};

// Retrying makes sense only for failures of the network, never for decisions a person must make.
inline bool isRetryable(FailureKind k)
{
    return k == FailureKind::Resolve || k == FailureKind::Connect || k == FailureKind::Tunnel ||
           k == FailureKind::Timeout || k == FailureKind::Closed || k == FailureKind::Handshake;
}

struct SshError
{
    FailureKind kind = FailureKind::None;
    int hop = 0;     // 1-based position in the chain (the node is the last); 0: not tied to a hop
    QString hopName; // the hop's display name
    QString message; // translated, actionable, never contains secrets

    bool ok() const { return kind == FailureKind::None; }
    // "hop 2 (bastion-b): connection refused"
    QString describe() const;
    // As describe(), for a reader who already knows the host that failed (`known`, its display name: a
    // node's own row or card): that host's name is not said again ("dead1: dead1: …").
    QString describeFor(const QString &known) const;
};

// Asks a person for a secret or a one-time password. Runs on the thread that drives the engine and may
// block; returns false when the person cancelled. `echo` is false for secrets.
struct PromptRequest
{
    enum Kind { KeyPassphrase, Password, KeyboardInteractive } kind = Password;
    QString hopName;
    QString user;
    QString prompt;      // the server's or our own text
    QString instruction; // keyboard-interactive instruction, may be empty
    bool echo = false;
    // Where the answer is for, so that it can be looked up in (or remembered in) the keychain.
    QString host;
    quint16 port = 22;
    QString keyFile;    // KeyPassphrase: the key's path
    bool retry = false; // the last answer to this same question was refused
};
using PromptFunction = std::function<bool(const PromptRequest &request, QString *answer)>;

// Timings of one hop, for the UI and `ssh check`.
struct HopTiming
{
    QString hopName;
    qint64 connectMs = -1;   // TCP connect or tunnel open
    qint64 handshakeMs = -1; // key exchange
    qint64 authMs = -1;      // authentication
};

} // namespace cg::ssh

Q_DECLARE_METATYPE(cg::ssh::Endpoint)
Q_DECLARE_METATYPE(cg::ssh::HopTiming)
Q_DECLARE_METATYPE(cg::ssh::SshError)
