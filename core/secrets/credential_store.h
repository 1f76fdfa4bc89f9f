// SPDX-License-Identifier: GPL-3.0-or-later
// Reads and writes secret bytes through one backend (the OS keychain or the encrypted file vault), never
// longer than a time limit: keychains can hang, or wait forever on a dialog nobody sees.
//
// Threads: the backend runs on a worker thread that the store owns, one operation at a time, in order.
// The asynchronous calls may be made from any thread; `done` runs on `context`'s thread (which needs an
// event loop) exactly once: with the result, or with SecretError::Timeout when the limit passes first. It
// is not run when `context` is destroyed before. The blocking calls wait on a condition variable, not an
// event loop, so they never re-enter the caller's event loop: they suit the SSH I/O thread, worker threads
// and the command line. On the GUI thread use the asynchronous calls (a blocking one would freeze the
// window for up to the time limit). The store needs a QCoreApplication.
#pragma once

#include "common/thread_owner.h"
#include "secrets/secret_backend.h"

#include <QObject>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>

namespace cg::secrets {

class CredentialStore : public QObject
{
    Q_OBJECT

public:
    static constexpr std::chrono::milliseconds kDefaultTimeout{10000};

    explicit CredentialStore(std::unique_ptr<SecretBackend> backend, QObject *parent = nullptr);
    ~CredentialStore() override; // waits for the operation in progress (each is bounded by its limit)

    // "keychain" or "vault": what the metadata records as the secret's store.
    QString storeName() const { return m_storeName; }
    void setTimeout(std::chrono::milliseconds timeout);
    std::chrono::milliseconds timeout() const;

    // Asynchronous.
    void write(const SecretItem &item, const QByteArray &secret, QObject *context,
               std::function<void(SecretStatus)> done);
    void read(const QString &id, QObject *context, std::function<void(SecretResult<QByteArray>)> done);
    void remove(const QString &id, QObject *context, std::function<void(SecretStatus)> done);
    void check(QObject *context, std::function<void(BackendStatus)> done);

    // Blocking, from any thread. The caller owns (and should wipe) the bytes readSecret returns.
    SecretStatus writeSecret(const SecretItem &item, const QByteArray &secret);
    SecretResult<QByteArray> readSecret(const QString &id);
    SecretStatus removeSecret(const QString &id);
    BackendStatus checkBackend();

private:
    template <typename T> struct Pending;
    template <typename T> using Op = std::function<T(SecretBackend &, QDeadlineTimer)>;
    template <typename T> using OnTimeout = std::function<T(qint64 ms)>;
    // Queues `op` on the worker; the pending answer completes with its result or, once the deadline has
    // passed, with onTimeout's.
    template <typename T>
    void post(const std::shared_ptr<Pending<T>> &pending, Op<T> op, OnTimeout<T> onTimeout,
              QDeadlineTimer deadline, qint64 ms);
    template <typename T>
    void submitAsync(Op<T> op, OnTimeout<T> onTimeout, QObject *context, std::function<void(T)> done);
    template <typename T> T submitBlocking(Op<T> op, OnTimeout<T> onTimeout);

    std::shared_ptr<SecretBackend> m_backend;
    QString m_storeName;
    std::atomic<qint64> m_timeoutMs{kDefaultTimeout.count()};
    ThreadOwner m_thread;
    QObject *m_worker = nullptr; // lives on m_thread
};

} // namespace cg::secrets
