// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/credential_store.h"

#include "common/logging.h"

#include <QMutex>
#include <QPointer>
#include <QTimer>
#include <QWaitCondition>

#include <optional>

namespace cg::secrets {

namespace {

class StoreText
{
    Q_DECLARE_TR_FUNCTIONS(cg::secrets::CredentialStore)

public:
    static QString timedOut(const QString &store, qint64 ms)
    {
        return tr("The %1 did not answer within %2 seconds. If it shows a dialog (for example to unlock "
                  "the keyring), answer it and try again.")
            .arg(store)
            .arg(double(ms) / 1000.0, 0, 'g', 3);
    }
    static QString storeWords(const QString &storeName)
    {
        return storeName == QLatin1String("vault") ? tr("encrypted file vault") : tr("system keychain");
    }
};

// Secret bytes in a result nobody will read any more are wiped, not just freed.
template <typename T> void scrub(T &) {}
template <> void scrub(SecretResult<QByteArray> &r)
{
    if (r.ok())
        wipe(r.value());
}

} // namespace

template <typename T> struct CredentialStore::Pending
{
    QMutex mutex;
    QWaitCondition finished;
    bool completed = false;
    std::optional<T> result;   // blocking callers take it from here
    QPointer<QObject> context; // asynchronous callers get it here
    std::function<void(T)> done;

    bool isCompleted()
    {
        QMutexLocker lock(&mutex);
        return completed;
    }

    // The first answer wins: the backend's, or the timeout's.
    bool finish(T value)
    {
        QMutexLocker lock(&mutex);
        if (completed) {
            lock.unlock();
            scrub(value);
            return false;
        }
        completed = true;
        if (!done) {
            result = std::move(value);
            finished.wakeAll();
            return true;
        }
        auto callback = std::move(done);
        done = nullptr;
        QPointer<QObject> target = context;
        lock.unlock();
        if (target) {
            // After the callback, the bytes it did not keep are wiped.
            auto box = std::make_shared<T>(std::move(value));
            QMetaObject::invokeMethod(
                target.data(),
                [callback, box] {
                    callback(*box);
                    scrub(*box);
                },
                Qt::QueuedConnection);
        } else {
            scrub(value);
        }
        return true;
    }
};

CredentialStore::CredentialStore(std::unique_ptr<SecretBackend> backend, QObject *parent)
    : QObject(parent), m_backend(std::move(backend)), m_storeName(m_backend->storeName())
{
    m_worker = m_thread.start(QStringLiteral("clustergate-secrets"), new QObject);
}

CredentialStore::~CredentialStore()
{
    m_thread.stop();
}

void CredentialStore::setTimeout(std::chrono::milliseconds timeout)
{
    m_timeoutMs = qMax<qint64>(1, timeout.count());
}

std::chrono::milliseconds CredentialStore::timeout() const
{
    return std::chrono::milliseconds(m_timeoutMs.load());
}

template <typename T>
void CredentialStore::post(const std::shared_ptr<Pending<T>> &pending, Op<T> op, OnTimeout<T> onTimeout,
                           QDeadlineTimer deadline, qint64 ms)
{
    std::shared_ptr<SecretBackend> backend = m_backend;
    QMetaObject::invokeMethod(
        m_worker,
        [pending, backend, op, onTimeout, deadline, ms] {
            if (pending->isCompleted())
                return; // the caller gave up while an earlier operation held the worker
            if (deadline.hasExpired()) {
                pending->finish(onTimeout(ms));
                return;
            }
            pending->finish(op(*backend, deadline));
        },
        Qt::QueuedConnection);
}

template <typename T>
void CredentialStore::submitAsync(Op<T> op, OnTimeout<T> onTimeout, QObject *context,
                                  std::function<void(T)> done)
{
    Q_ASSERT(context);
    const qint64 ms = m_timeoutMs.load();
    const QDeadlineTimer deadline(ms);
    auto pending = std::make_shared<Pending<T>>();
    pending->context = context;
    pending->done = std::move(done);
    post<T>(pending, std::move(op), onTimeout, deadline, ms);
    // The limit is timed on the context's thread, so a stuck worker cannot delay the answer.
    QMetaObject::invokeMethod(
        context,
        [pending, onTimeout, ms, deadline, context] {
            QTimer::singleShot(std::chrono::milliseconds(qMax<qint64>(0, deadline.remainingTime())), context,
                               [pending, onTimeout, ms] {
                                   // Answered in time: no timeout to make (making it logs one).
                                   if (!pending->isCompleted())
                                       pending->finish(onTimeout(ms));
                               });
        },
        Qt::AutoConnection);
}

template <typename T> T CredentialStore::submitBlocking(Op<T> op, OnTimeout<T> onTimeout)
{
    const qint64 ms = m_timeoutMs.load();
    const QDeadlineTimer deadline(ms);
    auto pending = std::make_shared<Pending<T>>();
    post<T>(pending, std::move(op), onTimeout, deadline, ms);
    QMutexLocker lock(&pending->mutex);
    while (!pending->completed) {
        if (!pending->finished.wait(&pending->mutex, deadline))
            break;
    }
    if (!pending->completed) {
        lock.unlock();
        pending->finish(onTimeout(ms));
        lock.relock();
    }
    T out = std::move(*pending->result);
    pending->result.reset();
    return out;
}

namespace {

template <typename T> std::function<T(qint64)> timeoutOf(const QString &storeName, const QString &what)
{
    return [storeName, what](qint64 ms) {
        qCWarning(lcSecrets) << what << "timed out after" << ms << "ms";
        return T::failure(SecretError::Timeout, StoreText::timedOut(StoreText::storeWords(storeName), ms));
    };
}

std::function<BackendStatus(qint64)> checkTimeout(const QString &storeName)
{
    return [storeName](qint64 ms) {
        BackendStatus st;
        st.backend = StoreText::storeWords(storeName);
        st.code = SecretError::Timeout;
        st.error = StoreText::timedOut(st.backend, ms);
        return st;
    };
}

SecretStatus invalidId(const QString &id)
{
    return SecretStatus::failure(SecretError::InvalidArgument, invalidIdMessage(id));
}

} // namespace

void CredentialStore::write(const SecretItem &item, const QByteArray &secret, QObject *context,
                            std::function<void(SecretStatus)> done)
{
    if (!isValidCredentialId(item.id)) {
        QMetaObject::invokeMethod(
            context, [done, id = item.id] { done(invalidId(id)); }, Qt::QueuedConnection);
        return;
    }
    submitAsync<SecretStatus>(
        [item, secret](SecretBackend &b, QDeadlineTimer d) { return b.write(item, secret, d); },
        timeoutOf<SecretStatus>(m_storeName, QStringLiteral("write")), context, std::move(done));
}

void CredentialStore::read(const QString &id, QObject *context,
                           std::function<void(SecretResult<QByteArray>)> done)
{
    if (!isValidCredentialId(id)) {
        QMetaObject::invokeMethod(
            context, [done, id] { done(SecretResult<QByteArray>::failureFrom(invalidId(id))); },
            Qt::QueuedConnection);
        return;
    }
    submitAsync<SecretResult<QByteArray>>(
        [id](SecretBackend &b, QDeadlineTimer d) { return b.read(id, d); },
        timeoutOf<SecretResult<QByteArray>>(m_storeName, QStringLiteral("read")), context, std::move(done));
}

void CredentialStore::remove(const QString &id, QObject *context, std::function<void(SecretStatus)> done)
{
    if (!isValidCredentialId(id)) {
        QMetaObject::invokeMethod(
            context, [done, id] { done(invalidId(id)); }, Qt::QueuedConnection);
        return;
    }
    submitAsync<SecretStatus>([id](SecretBackend &b, QDeadlineTimer d) { return b.remove(id, d); },
                              timeoutOf<SecretStatus>(m_storeName, QStringLiteral("remove")), context,
                              std::move(done));
}

void CredentialStore::check(QObject *context, std::function<void(BackendStatus)> done)
{
    submitAsync<BackendStatus>([](SecretBackend &b, QDeadlineTimer d) { return b.check(d); },
                               checkTimeout(m_storeName), context, std::move(done));
}

SecretStatus CredentialStore::writeSecret(const SecretItem &item, const QByteArray &secret)
{
    if (!isValidCredentialId(item.id))
        return invalidId(item.id);
    return submitBlocking<SecretStatus>(
        [item, secret](SecretBackend &b, QDeadlineTimer d) { return b.write(item, secret, d); },
        timeoutOf<SecretStatus>(m_storeName, QStringLiteral("write")));
}

SecretResult<QByteArray> CredentialStore::readSecret(const QString &id)
{
    if (!isValidCredentialId(id))
        return SecretResult<QByteArray>::failureFrom(invalidId(id));
    return submitBlocking<SecretResult<QByteArray>>(
        [id](SecretBackend &b, QDeadlineTimer d) { return b.read(id, d); },
        timeoutOf<SecretResult<QByteArray>>(m_storeName, QStringLiteral("read")));
}

SecretStatus CredentialStore::removeSecret(const QString &id)
{
    if (!isValidCredentialId(id))
        return invalidId(id);
    return submitBlocking<SecretStatus>([id](SecretBackend &b, QDeadlineTimer d) { return b.remove(id, d); },
                                        timeoutOf<SecretStatus>(m_storeName, QStringLiteral("remove")));
}

BackendStatus CredentialStore::checkBackend()
{
    return submitBlocking<BackendStatus>([](SecretBackend &b, QDeadlineTimer d) { return b.check(d); },
                                         checkTimeout(m_storeName));
}

} // namespace cg::secrets
