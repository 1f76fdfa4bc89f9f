// SPDX-License-Identifier: GPL-3.0-or-later
// Remote commands by id, for views that follow many of them through a few signals: a thin facade over
// the ConnectionHub (which owns every connection and its I/O thread). Requests through the same jump chain
// share the hub's (already authenticated) hop sessions, so a bastion is logged in to once.
#pragma once

#include "ssh/chain_plan.h"
#include "ssh/known_hosts.h"
#include "ssh/retry.h"
#include "ssh/ssh_types.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace cg::ssh {

class AuditSink;
class ConnectionHub;
class ExecRequest;

class SshService : public QObject
{
    Q_OBJECT

public:
    enum Stream { Stdout = 1, Stderr = 2 };

    // On `hub` (the console's); without one, on a hub of its own.
    explicit SshService(QObject *parent = nullptr);
    explicit SshService(ConnectionHub *hub, QObject *parent = nullptr);
    ~SshService() override; // cancels what is still running

    ConnectionHub &hub() { return *m_hub; }

    // Answers prompts (passphrases, passwords, OTP). Called on the thread this service lives on, while
    // the I/O thread waits; return false to cancel.
    void setPrompter(PromptFunction prompter);
    // Answers from a store (the keychain) tried before the prompter: called on the I/O thread, returns the
    // id of the credential that answered, or nothing to ask a person. Not asked again after a refusal.
    using SecretSource = std::function<QString(const PromptRequest &request, QString *answer)>;
    void setSecretSource(SecretSource source);
    void setMaxConcurrentHandshakes(int n);
    // Requests that failed before their command started (a refused or lost connection, a timeout; never
    // authentication or a host key) are tried again after a growing, jittered delay. Default: 4 attempts.
    void setRetryPolicy(const RetryPolicy &policy);
    // Every remote command is reported here (on the I/O thread: the sink must be thread-safe).
    void setAuditSink(AuditSink *sink);

    // Runs `command` on the plan's target; `base` gives policy, known_hosts file and timeouts (its
    // endpoint, hop and prompt are filled in). Returns the request id used by the signals.
    quint64 exec(const ChainPlan &plan, const SessionOptions &base, const QByteArray &command);

    // Stops a request: its connection to the target is closed and finished() reports it as cancelled.
    void cancel(quint64 id);

    // TCP connections the engine has opened (bastion logins); the answer arrives by signal.
    void requestStats();

signals:
    void output(quint64 id, int stream, const QByteArray &data);
    // `error` is empty on success; `failedHop` (1 = first jump host) and `hopMessage` say where and what
    // without the "hop N (name):" prefix, for views that show the hop themselves.
    void finished(quint64 id, int exitStatus, const QString &error, int failureKind, int failedHop = 0,
                  const QString &hopMessage = {});
    void stats(int tcpConnections, int liveSessions);
    // A prompt was answered by the secret source with this credential.
    void answeredFromStore(const QString &credentialId);
    // The request failed before its command ran and will be tried again in `delayMs` (attempt
    // `nextAttempt` of `maxAttempts`); `reason` says what went wrong.
    void retrying(quint64 id, int nextAttempt, int maxAttempts, int delayMs, const QString &reason);
    // A jump host came up (with its timings) or went down; each hop session reports once per change.
    void hopUp(const cg::ssh::Endpoint &endpoint, int hop, const cg::ssh::HopTiming &timing,
               const QString &fingerprint, const QString &authMethod);
    // `failureKind` (FailureKind) and `hostKeyMatch` (KnownHosts::Match, -1: no host key stopped it) say
    // why, for decisions that must not read the text.
    void hopDown(const cg::ssh::Endpoint &endpoint, int hop, const QString &reason, int failureKind,
                 int hostKeyMatch);
    // Before finished(): the request stopped at a host key the policy refused (unknown, changed, ...).
    void hostKeyRefused(quint64 id, int hop, const cg::ssh::Endpoint &endpoint,
                        const cg::ssh::HostKey &offered, int match, const QList<cg::ssh::HostKey> &recorded);

private:
    std::unique_ptr<ConnectionHub> m_ownHub;
    ConnectionHub *m_hub;
    QHash<quint64, QPointer<ExecRequest>> m_requests;
    RetryPolicy m_retry;
    bool m_retrySet = false;
    quint64 m_nextId = 1;
};

} // namespace cg::ssh
