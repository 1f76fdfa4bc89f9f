// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/auth_broker.h"

#include "common/logging.h"

#include <QMetaObject>
#include <QThread>

#include <chrono>
#include <memory>

namespace cg::ssh {

namespace {

void wipe(QString &s)
{
    s.fill(QChar(0));
    s.clear();
}

} // namespace

AuthBroker::AuthBroker(QObject *parent) : QObject(parent) {}

AuthBroker::~AuthBroker()
{
    abandonPrompts();
    std::lock_guard lock(m_mutex);
    for (QString &a : m_answers)
        wipe(a);
}

void AuthBroker::setPrompter(PromptFunction prompter)
{
    std::lock_guard lock(m_mutex);
    m_prompter = std::move(prompter);
}

void AuthBroker::setSecretSource(SecretSource source)
{
    std::lock_guard lock(m_mutex);
    m_source = std::move(source);
}

void AuthBroker::setSecretNamer(SecretNamer namer)
{
    std::lock_guard lock(m_mutex);
    m_namer = std::move(namer);
}

void AuthBroker::forgetAnswers()
{
    std::lock_guard lock(m_mutex);
    for (QString &a : m_answers)
        wipe(a);
    m_answers.clear();
}

void AuthBroker::abandonPrompts()
{
    m_stopping = true;
    abandonCurrentPrompts();
}

void AuthBroker::abandonCurrentPrompts()
{
    std::lock_guard lock(m_mutex);
    ++m_generation;
    m_changed.notify_all();
}

QString AuthBroker::cacheKey(const PromptRequest &r)
{
    switch (r.kind) {
    case PromptRequest::KeyPassphrase:
        return QStringLiteral("passphrase|") + r.keyFile;
    case PromptRequest::Password:
        return QStringLiteral("password|%1@%2:%3").arg(r.user, r.host).arg(r.port);
    case PromptRequest::KeyboardInteractive:
        break;
    }
    // One-time passwords are not kept; the key only serialises identical questions asked at once.
    return QStringLiteral("kbd|%1@%2:%3|%4").arg(r.user, r.host).arg(r.port).arg(r.prompt);
}

AuthBroker::Outcome AuthBroker::ask(const PromptRequest &request, QString *answer, QString *why,
                                    const std::atomic<bool> *abort)
{
    const QString key = cacheKey(request);
    const bool keep = request.kind != PromptRequest::KeyboardInteractive;
    SecretSource source;
    {
        std::unique_lock lock(m_mutex);
        if (request.retry) {
            // The last answer to this very question was refused: it is not asked of the store or the
            // memory again.
            if (auto it = m_answers.find(key); it != m_answers.end()) {
                wipe(*it);
                m_answers.erase(it);
            }
        }
        // Someone is asking the person this same question right now: wait for that answer.
        while (m_inFlight.value(key) > 0 && !m_stopping && !(abort && abort->load()))
            m_changed.wait_for(lock, std::chrono::milliseconds(100));
        if (keep && !request.retry) {
            if (auto it = m_answers.constFind(key); it != m_answers.constEnd()) {
                *answer = *it;
                return Outcome::Answered;
            }
        }
        source = m_source;
    }
    if (source && !request.retry && !m_stopping) {
        const QString id = source(request, answer);
        if (!id.isEmpty()) {
            ++m_storeAnswers;
            QMetaObject::invokeMethod(
                this, [this, id] { emit answeredFromStore(id); }, Qt::QueuedConnection);
            return Outcome::Answered;
        }
    }
    PromptFunction prompter;
    SecretNamer namer;
    {
        std::lock_guard lock(m_mutex);
        prompter = m_prompter;
        namer = m_namer;
        if (prompter)
            ++m_inFlight[key];
    }
    if (!prompter || m_stopping) {
        const QString id = namer ? namer(request) : QString();
        const QString what = request.kind == PromptRequest::KeyPassphrase
                                 ? tr("the passphrase of %1").arg(request.keyFile)
                             : request.kind == PromptRequest::Password
                                 ? tr("the password of %1@%2").arg(request.user, request.hopName)
                                 : tr("the one-time password of %1@%2").arg(request.user, request.hopName);
        *why = id.isEmpty() ? tr("%1 is needed and there is no terminal to ask for it").arg(what)
                            : tr("%1 is needed and there is no terminal to ask for it; the keychain secret "
                                 "%2 would answer it")
                                  .arg(what, id);
        return Outcome::Unavailable;
    }
    bool gaveUp = false;
    personWaits(true);
    const bool ok = promptPerson(request, answer, abort, &gaveUp);
    personWaits(false);
    std::lock_guard lock(m_mutex);
    if (--m_inFlight[key] <= 0)
        m_inFlight.remove(key);
    if (ok && keep)
        m_answers.insert(key, *answer);
    m_changed.notify_all();
    if (ok)
        return Outcome::Answered;
    *why = tr("cancelled");
    return Outcome::Cancelled;
}

void AuthBroker::personWaits(bool begin)
{
    std::lock_guard lock(m_personMutex);
    if (begin) {
        if (m_personOpen++ == 0)
            m_personClock.start();
    } else if (--m_personOpen == 0) {
        m_personTotal += m_personClock.elapsed();
    }
}

qint64 AuthBroker::personMs() const
{
    std::lock_guard lock(m_personMutex);
    return m_personTotal + (m_personOpen > 0 ? m_personClock.elapsed() : 0);
}

bool AuthBroker::promptPerson(const PromptRequest &request, QString *answer, const std::atomic<bool> *abort,
                              bool *gaveUp)
{
    struct Exchange
    {
        std::mutex mutex;
        std::condition_variable answered;
        bool done = false;
        bool ok = false;
        QString result;
    };
    auto exchange = std::make_shared<Exchange>();
    ++m_prompts;
    emit promptShown(request.hopName, int(request.kind));
    const auto body = [this, request, exchange] {
        PromptFunction prompter;
        {
            std::lock_guard lock(m_mutex);
            prompter = m_prompter;
        }
        QString result;
        const bool ok = prompter && !m_stopping && prompter(request, &result);
        std::lock_guard lock(exchange->mutex);
        exchange->ok = ok;
        exchange->result = result;
        wipe(result);
        exchange->done = true;
        exchange->answered.notify_all();
    };
    if (QThread::currentThread() == thread()) {
        body();
    } else {
        QMetaObject::invokeMethod(this, body, Qt::QueuedConnection);
    }
    quint64 generation = 0;
    {
        std::lock_guard lock(m_mutex);
        generation = m_generation;
    }
    std::unique_lock lock(exchange->mutex);
    while (!exchange->done) {
        if (m_stopping || (abort && abort->load())) {
            *gaveUp = true;
            return false;
        }
        {
            std::lock_guard l2(m_mutex);
            if (m_generation != generation) {
                *gaveUp = true;
                return false;
            }
        }
        exchange->answered.wait_for(lock, std::chrono::milliseconds(100));
    }
    *answer = exchange->result;
    wipe(exchange->result);
    return exchange->ok;
}

} // namespace cg::ssh
