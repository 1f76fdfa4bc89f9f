// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/keychain_backend.h"

#include "common/logging.h"

#include <QAbstractEventDispatcher>
#include <QMutex>
#include <QThread>
#include <QWaitCondition>

#include <qt6keychain/keychain.h>

#include <memory>

namespace cg::secrets {

namespace {

// QtKeychain runs its jobs one at a time through a queue that lives on the thread of the first job, so
// every job of the process runs on this one thread, which lives until the application is destroyed.
QMutex g_threadMutex;
QThread *g_thread = nullptr;
QObject *g_context = nullptr;

void stopKeychainThread()
{
    QMutexLocker lock(&g_threadMutex);
    if (!g_thread)
        return;
    g_thread->quit();
    if (g_thread->wait(5000)) {
        delete g_context;
        delete g_thread;
    } // else: left to the end of the process rather than destroyed while running
    g_thread = nullptr;
    g_context = nullptr;
}

QObject *keychainContext()
{
    QMutexLocker lock(&g_threadMutex);
    if (!g_thread) {
        g_thread = new QThread;
        g_thread->setObjectName(QStringLiteral("clustergate-keychain"));
        g_context = new QObject;
        g_context->moveToThread(g_thread);
        g_thread->start();
        qAddPostRoutine(stopKeychainThread);
    }
    return g_context;
}

enum class JobKind { Read, Write, Delete };

struct JobState
{
    QMutex mutex;
    QWaitCondition done;
    bool finished = false;
    bool noGlib = false;
    QKeychain::Error error = QKeychain::NoError;
    QString message;
    QByteArray data;
};

// Runs one QtKeychain job on the keychain thread and waits for it until the deadline. A job that does not
// finish in time is left running (deleting it would free what its pending callback still uses); the
// next jobs queue behind it.
std::shared_ptr<JobState> runJob(JobKind kind, const QString &key, const QByteArray &data, bool needsGlib,
                                 QDeadlineTimer deadline)
{
    auto state = std::make_shared<JobState>();
    QMetaObject::invokeMethod(
        keychainContext(),
        [state, kind, key, data, needsGlib]() {
            if (needsGlib) {
                // libsecret answers through the GLib main context; without it no job would ever finish.
                auto *dispatcher = QAbstractEventDispatcher::instance();
                if (!dispatcher || !dispatcher->inherits("QEventDispatcherGlib")) {
                    QMutexLocker lock(&state->mutex);
                    state->noGlib = true;
                    state->finished = true;
                    state->done.wakeAll();
                    return;
                }
            }
            const QString service = QString::fromLatin1(kServiceName);
            QKeychain::Job *job = nullptr;
            switch (kind) {
            case JobKind::Read:
                job = new QKeychain::ReadPasswordJob(service);
                break;
            case JobKind::Write: {
                auto *w = new QKeychain::WritePasswordJob(service);
                // Always binary (stored base64, type=base64): one item per key whatever the bytes are.
                w->setBinaryData(data);
                job = w;
                break;
            }
            case JobKind::Delete:
                job = new QKeychain::DeletePasswordJob(service);
                break;
            }
            job->setAutoDelete(true);
            job->setInsecureFallback(false);
            job->setKey(key);
            QObject::connect(job, &QKeychain::Job::finished, job, [state, kind](QKeychain::Job *j) {
                QMutexLocker lock(&state->mutex);
                state->error = j->error();
                state->message = j->errorString();
                if (kind == JobKind::Read && j->error() == QKeychain::NoError)
                    state->data = static_cast<QKeychain::ReadPasswordJob *>(j)->binaryData();
                state->finished = true;
                state->done.wakeAll();
            });
            job->start();
        },
        Qt::QueuedConnection);
    QMutexLocker lock(&state->mutex);
    while (!state->finished) {
        if (!state->done.wait(&state->mutex, deadline))
            break;
    }
    return state;
}

QString lockedMessage(const KeychainBackend::Survey &s)
{
    return KeychainBackend::tr(
               "The keyring \"%1\" of the %2 is locked, and no unlock dialog can be shown here (neither "
               "DISPLAY nor WAYLAND_DISPLAY is set). Unlock it first (log in to the desktop session, or "
               "open Seahorse), or keep the secrets in the encrypted file vault instead (--vault FILE).")
        .arg(s.collection, s.backend);
}

QString noDefaultMessage(const KeychainBackend::Survey &s)
{
    return KeychainBackend::tr(
               "The %1 has no default keyring to store secrets in, and no dialog to create one can be "
               "shown here (neither DISPLAY nor WAYLAND_DISPLAY is set). Create and unlock a login "
               "keyring (e.g. start the daemon with gnome-keyring-daemon --unlock, reading its password "
               "from standard input), or keep the secrets in the encrypted file vault (--vault FILE).")
        .arg(s.backend);
}

// Refuses what would need a dialog that cannot be shown, before QtKeychain is asked.
SecretStatus gate(const KeychainBackend::Survey &s, bool storing)
{
    if (s.code != SecretError::None)
        return SecretStatus::failure(s.code, s.error);
    if (s.kwallet || s.canPrompt)
        return Ok{};
    if (storing && !s.hasDefault)
        return SecretStatus::failure(SecretError::NoDefaultKeyring, noDefaultMessage(s));
    if (s.hasDefault && s.locked)
        return SecretStatus::failure(SecretError::Locked, lockedMessage(s));
    return Ok{};
}

} // namespace

BackendStatus KeychainBackend::check(QDeadlineTimer deadline)
{
    const Survey s = survey(deadline);
    BackendStatus st;
    st.backend = s.backend.isEmpty() ? tr("system keychain") : s.backend;
    if (s.code != SecretError::None) {
        st.code = s.code;
        st.error = s.error;
        return st;
    }
    if (s.kwallet) {
        st.detail = tr("on the D-Bus session bus %1").arg(s.busAddress);
    } else if (!s.hasDefault) {
        st.detail = tr("on the D-Bus session bus %1; no default keyring yet").arg(s.busAddress);
    } else {
        st.detail = (s.locked ? tr("on the D-Bus session bus %1; default keyring \"%2\" is locked")
                              : tr("on the D-Bus session bus %1; default keyring \"%2\" is unlocked"))
                        .arg(s.busAddress, s.collection);
    }
    if (const SecretStatus g = gate(s, true); !g) {
        st.code = g.code();
        st.error = g.error();
        return st;
    }
    st.available = true;
    st.code = SecretError::None;
    return st;
}

namespace {

// Margin kept from the caller's deadline so that a slow keychain is reported by the backend, with its
// specifics, rather than by the store's plain timeout.
constexpr qint64 kMarginMs = 150;

QDeadlineTimer jobDeadline(const QDeadlineTimer &deadline)
{
    const qint64 left = deadline.remainingTime();
    if (left < 0)
        return deadline;
    return QDeadlineTimer(qMax<qint64>(1, left - kMarginMs));
}

SecretStatus mapJob(const std::shared_ptr<JobState> &state, const KeychainBackend::Survey &before,
                    const QDeadlineTimer &deadline, bool reading)
{
    QMutexLocker lock(&state->mutex);
    const bool noGlib = state->noGlib;
    const bool finished = state->finished;
    const QKeychain::Error error = state->error;
    const QString message = state->message;
    lock.unlock();
    if (noGlib)
        return SecretStatus::failure(
            SecretError::UnsupportedEventLoop,
            KeychainBackend::tr(
                "The Secret Service can only be used with Qt's GLib event loop, and "
                "QT_NO_GLIB is set: unset it, or use the encrypted file vault (--vault FILE)."));
    if (!finished)
        return SecretStatus::failure(
            SecretError::Timeout,
            KeychainBackend::tr("The %1 did not answer in time. If it shows an unlock dialog, answer it "
                                "and try again; a keychain that never answers may need a restart (for "
                                "gnome-keyring: gnome-keyring-daemon --replace).")
                .arg(before.backend));
    if (error == QKeychain::NoError)
        return Ok{};
    if (error == QKeychain::NoBackendAvailable)
        return SecretStatus::failure(SecretError::NoSecretService,
                                     KeychainBackend::tr("No keychain is available: %1").arg(message));
    // A dismissed unlock dialog looks like "not found" or a plain error: ask the keyring whether the
    // default keyring is (still) locked. Not needed when it was unlocked and the item is simply absent.
    bool lockedNow = false;
    if (!before.kwallet && before.hasDefault && (before.locked || error != QKeychain::EntryNotFound) &&
        !deadline.hasExpired())
        lockedNow = KeychainBackend::survey(deadline).locked;
    if (lockedNow || message.contains(QLatin1String("locked"), Qt::CaseInsensitive)) {
        const QString which =
            before.collection.isEmpty()
                ? before.backend
                : KeychainBackend::tr("keyring \"%1\" of the %2").arg(before.collection, before.backend);
        return SecretStatus::failure(
            SecretError::Locked,
            KeychainBackend::tr("The %1 is locked and was not unlocked (the unlock dialog was dismissed or "
                                "could not be shown). Unlock it and try again.")
                .arg(which));
    }
    if (error == QKeychain::EntryNotFound && reading)
        return SecretStatus::failure(SecretError::NotFound, QString());
    if (error == QKeychain::AccessDenied)
        return SecretStatus::failure(
            SecretError::AccessDenied,
            KeychainBackend::tr("The %1 refused access (%2).").arg(before.backend, message));
    return SecretStatus::failure(
        SecretError::Backend,
        KeychainBackend::tr("The %1 reported an error: %2").arg(before.backend, message));
}

} // namespace

SecretResult<QByteArray> KeychainBackend::read(const QString &id, QDeadlineTimer deadline)
{
    using R = SecretResult<QByteArray>;
    const Survey s = survey(deadline);
    if (const SecretStatus g = gate(s, false); !g)
        return R::failureFrom(g);
    auto state = runJob(JobKind::Read, id, {}, !s.kwallet, jobDeadline(deadline));
    if (const SecretStatus st = mapJob(state, s, deadline, true); !st) {
        if (st.code() == SecretError::NotFound)
            return R::failure(SecretError::NotFound,
                              tr("There is no secret \"%1\" in the %2.").arg(id, s.backend));
        return R::failureFrom(st);
    }
    QMutexLocker lock(&state->mutex);
    QByteArray out = std::move(state->data);
    state->data = QByteArray();
    qCDebug(lcSecrets) << "read" << id << "from" << s.backend;
    return out;
}

SecretStatus KeychainBackend::write(const SecretItem &item, const QByteArray &secret, QDeadlineTimer deadline)
{
    const Survey s = survey(deadline);
    if (const SecretStatus g = gate(s, true); !g)
        return g;
    auto state = runJob(JobKind::Write, item.id, secret, !s.kwallet, jobDeadline(deadline));
    const SecretStatus st = mapJob(state, s, deadline, false);
    if (st)
        qCDebug(lcSecrets) << "stored" << item.id << "in" << s.backend;
    return st;
}

SecretStatus KeychainBackend::remove(const QString &id, QDeadlineTimer deadline)
{
    const Survey s = survey(deadline);
    if (const SecretStatus g = gate(s, false); !g)
        return g;
    // Deleting reports success whether or not there was an item: look first, to say "not found".
    auto probe = runJob(JobKind::Read, id, {}, !s.kwallet, jobDeadline(deadline));
    if (const SecretStatus st = mapJob(probe, s, deadline, true); !st) {
        if (st.code() == SecretError::NotFound)
            return SecretStatus::failure(SecretError::NotFound,
                                         tr("There is no secret \"%1\" in the %2.").arg(id, s.backend));
        return st;
    }
    {
        QMutexLocker lock(&probe->mutex);
        wipe(probe->data);
    }
    auto state = runJob(JobKind::Delete, id, {}, !s.kwallet, jobDeadline(deadline));
    const SecretStatus st = mapJob(state, s, deadline, false);
    if (st)
        qCDebug(lcSecrets) << "deleted" << id << "from" << s.backend;
    return st;
}

} // namespace cg::secrets
