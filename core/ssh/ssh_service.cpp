// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ssh_service.h"

#include "common/logging.h"
#include "ssh/ssh_engine.h"

#include <QHash>
#include <QWaitCondition>

#include <QTimer>

#include <memory>
#include <tuple>

namespace cg::ssh {

// Lives on the I/O thread. Steps the engine in short slices so queued requests are taken between them.
class SshWorker : public QObject
{
    Q_OBJECT

public:
    explicit SshWorker(SshService *service) : m_service(service), m_tick(this)
    {
        m_tick.setInterval(0);
        connect(&m_tick, &QTimer::timeout, this, &SshWorker::step);
    }

    ~SshWorker() override = default;

    // Signals leave from the service's own thread, so that receivers (a QSignalSpy included) never see
    // them on the I/O thread. The arguments are evaluated here, now.
    template <typename... Signal, typename... Args>
    void post(void (SshService::*signal)(Signal...), Args &&...args)
    {
        QMetaObject::invokeMethod(
            m_service,
            [service = m_service, signal,
             tuple = std::make_tuple(std::decay_t<Args>(std::forward<Args>(args))...)] {
                std::apply([&](const auto &...a) { (service->*signal)(a...); }, tuple);
            },
            Qt::QueuedConnection);
    }

public slots:
    void start(quint64 id, const cg::ssh::ChainPlan &plan, const cg::ssh::SessionOptions &base,
               const QByteArray &command)
    {
        m_requests.insert(id, Request{plan, base, command, 0});
        attempt(id);
    }

    void attempt(quint64 id)
    {
        auto req = m_requests.find(id);
        if (req == m_requests.end())
            return; // cancelled while waiting to retry
        ++req->attempts;
        const ChainPlan &plan = req->plan;
        const SessionOptions &base = req->base;
        SessionOptions o = base;
        o.prompt = [this](const PromptRequest &r, QString *a) {
            return m_service->promptOnOwnerThread(r, a);
        };
        // Reuse the hops of an earlier request through the same chain: one login per bastion.
        Session *via = nullptr;
        // Hops are shared only between requests that would check them the same way.
        QString key = QStringLiteral("%1|%2|").arg(int(base.policy)).arg(base.knownHostsFile);
        int hop = 0;
        for (const Endpoint &e : plan.jumps) {
            key += QStringLiteral("%1@%2:%3/").arg(e.user, e.host).arg(e.port);
            Session *s = m_hops.value(key);
            if (s && (s->state() == Session::State::Failed || s->state() == Session::State::Closed)) {
                // Gone for good: close it (and what rode on it) and log in again.
                m_hopState.remove(s);
                for (auto it = m_hops.begin(); it != m_hops.end();) {
                    if (it.value() != s && isDescendantOf(it.value(), s)) {
                        m_hopState.remove(it.value());
                        it = m_hops.erase(it);
                    } else {
                        ++it;
                    }
                }
                m_engine.close(s);
                m_hops.remove(key);
                s = nullptr;
            }
            if (!s) {
                SessionOptions ho = o;
                ho.endpoint = e;
                ho.hop = ++hop;
                s = m_engine.connect(ho, via);
                m_hops.insert(key, s);
            } else {
                ++hop;
            }
            via = s;
        }
        SessionOptions to = o;
        to.endpoint = plan.target;
        to.hop = hop + 1;
        Session *target = m_engine.connect(to, via);
        Exec *e = m_engine.exec(
            target, req->command,
            ExecCallbacks{[this, id](const char *p, std::size_t n) {
                              post(&SshService::output, id, SshService::Stdout, QByteArray(p, qsizetype(n)));
                          },
                          [this, id](const char *p, std::size_t n) {
                              post(&SshService::output, id, SshService::Stderr, QByteArray(p, qsizetype(n)));
                          }});
        e->closeStdin();
        m_running.insert(id, Running{e, target});
        m_tick.start();
    }

    void setMaxConcurrentHandshakes(int n) { m_engine.setMaxConcurrentHandshakes(n); }
    void setRetryPolicy(const RetryPolicy &policy) { m_retry = policy; }
    void setAuditSink(AuditSink *sink) { m_engine.setAuditSink(sink); }

    void cancel(quint64 id)
    {
        if (!m_requests.remove(id))
            return;
        auto it = m_running.find(id);
        if (it != m_running.end()) { // else it waits for a retry, which now finds no request
            Session *target = it->target;
            m_engine.release(it->exec);
            m_engine.close(target);
            m_running.erase(it);
        }
        post(&SshService::finished, id, -1, SshService::tr("cancelled"), int(FailureKind::None), 0,
             QString());
    }

    void reportStats()
    {
        post(&SshService::stats, m_engine.tcpConnections(), int(m_hops.size() + m_running.size()));
    }

private:
    struct Running
    {
        Exec *exec;
        Session *target;
    };
    struct Request
    {
        ChainPlan plan;
        SessionOptions base;
        QByteArray command;
        int attempts = 0;
    };

    void step()
    {
        // A short slice: long enough to wait on the sockets, short enough to take new requests promptly.
        m_engine.runUntil([this] { return anyFinished(); }, 5);
        reportHops();
        for (auto it = m_running.begin(); it != m_running.end();) {
            Exec *e = it->exec;
            if (!e->isFinished()) {
                ++it;
                continue;
            }
            // The first hop that failed tells the real story.
            SshError err = e->error();
            Session *failedAt = nullptr;
            for (Session *s = it->target; s; s = s->via()) {
                if (s->state() == Session::State::Failed) {
                    err = s->error();
                    failedAt = s;
                }
            }
            // A hop or the target that never came up means the command never ran: safe to try again.
            // (A connection lost while it ran is not retried: the command may have had its effect.)
            const quint64 id = it.key();
            const int attempts = m_requests.value(id).attempts;
            if (failedAt && m_retry.shouldRetry(err, attempts)) {
                const int delay = m_retry.delayBefore(attempts + 1, m_rng);
                post(&SshService::retrying, id, attempts + 1, m_retry.maxAttempts, delay, err.describe());
                Session *target = it->target;
                m_engine.release(e);
                m_engine.close(target);
                it = m_running.erase(it);
                QTimer::singleShot(delay, this, [this, id] { attempt(id); });
                continue;
            }
            m_requests.remove(id);
            if (failedAt && err.kind == FailureKind::HostKey && !failedAt->offeredHostKey().blob.isEmpty()) {
                post(&SshService::hostKeyRefused, it.key(), failedAt->options().hop,
                     failedAt->options().endpoint, failedAt->offeredHostKey(),
                     int(failedAt->hostKeyLookup().match), failedAt->hostKeyLookup().recorded);
            }
            post(&SshService::finished, it.key(), e->exitStatus(), err.ok() ? QString() : err.describe(),
                 int(err.kind), err.hop, err.message);
            Session *target = it->target;
            m_engine.release(e);
            m_engine.close(target);
            it = m_running.erase(it);
        }
        if (m_running.isEmpty())
            m_tick.stop();
    }

    void reportHops()
    {
        for (Session *s : std::as_const(m_hops)) {
            const Session::State st = s->state();
            const int known = m_hopState.value(s, -1);
            if (st == Session::State::Ready && known != 1) {
                m_hopState.insert(s, 1);
                post(&SshService::hopUp, s->options().endpoint, s->options().hop, s->timing(),
                     s->hostKeyFingerprint(), s->authMethodUsed());
            } else if ((st == Session::State::Failed || st == Session::State::Closed) && known != 0) {
                m_hopState.insert(s, 0);
                post(&SshService::hopDown, s->options().endpoint, s->options().hop, s->error().message);
            }
        }
    }

    static bool isDescendantOf(Session *s, Session *ancestor)
    {
        for (Session *p = s->via(); p; p = p->via()) {
            if (p == ancestor)
                return true;
        }
        return false;
    }

    bool anyFinished() const
    {
        for (const Running &r : m_running) {
            if (r.exec->isFinished())
                return true;
        }
        return false;
    }

    SshService *m_service;
    Engine m_engine;
    QTimer m_tick; // a child, so it moves to the I/O thread with us
    QHash<QString, Session *> m_hops;
    QHash<quint64, Running> m_running;
    QHash<quint64, Request> m_requests; // running or waiting to retry
    RetryPolicy m_retry;
    QRandomGenerator m_rng{QRandomGenerator::securelySeeded()};
    QHash<Session *, int> m_hopState; // 1 up, 0 down, as last reported
};

SshService::SshService(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<cg::ssh::ChainPlan>();
    qRegisterMetaType<cg::ssh::SessionOptions>();
    qRegisterMetaType<cg::ssh::Endpoint>();
    qRegisterMetaType<cg::ssh::HostKey>();
    qRegisterMetaType<cg::ssh::HopTiming>();
    qRegisterMetaType<QList<cg::ssh::HostKey>>();
    m_thread.setObjectName(QStringLiteral("clustergate-ssh-io"));
    m_worker = new SshWorker(this);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

SshService::~SshService()
{
    // A prompt the I/O thread waits for will never be answered now: let it give up, then stop it.
    m_stopping = true;
    m_thread.quit();
    m_thread.wait();
}

void SshService::setPrompter(PromptFunction prompter)
{
    QMutexLocker lock(&m_promptMutex);
    m_prompter = std::move(prompter);
}

void SshService::setSecretSource(SecretSource source)
{
    QMutexLocker lock(&m_promptMutex);
    m_secretSource = std::move(source);
}

void SshService::setMaxConcurrentHandshakes(int n)
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, n] { w->setMaxConcurrentHandshakes(n); }, Qt::QueuedConnection);
}

quint64 SshService::exec(const ChainPlan &plan, const SessionOptions &base, const QByteArray &command)
{
    const quint64 id = m_nextId++;
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, id, plan, base, command] { w->start(id, plan, base, command); },
        Qt::QueuedConnection);
    return id;
}

void SshService::setRetryPolicy(const RetryPolicy &policy)
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, policy] { w->setRetryPolicy(policy); }, Qt::QueuedConnection);
}

void SshService::setAuditSink(AuditSink *sink)
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, sink] { w->setAuditSink(sink); }, Qt::QueuedConnection);
}

void SshService::cancel(quint64 id)
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker, id] { w->cancel(id); }, Qt::QueuedConnection);
}

void SshService::requestStats()
{
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->reportStats(); }, Qt::QueuedConnection);
}

// Runs on the I/O thread: hands the question to our own thread and waits for the answer, giving up when
// the service is being destroyed (a blocking queued call would deadlock with ~SshService).
bool SshService::promptOnOwnerThread(const PromptRequest &request, QString *answer)
{
    struct Exchange
    {
        QMutex mutex;
        QWaitCondition answered;
        bool done = false;
        bool ok = false;
        QString result;
    };
    SecretSource source;
    {
        QMutexLocker lock(&m_promptMutex);
        source = m_secretSource;
    }
    if (source && !request.retry && !m_stopping) {
        const QString id = source(request, answer);
        if (!id.isEmpty()) {
            QMetaObject::invokeMethod(
                this, [this, id] { emit answeredFromStore(id); }, Qt::QueuedConnection);
            return true;
        }
    }
    {
        QMutexLocker lock(&m_promptMutex);
        if (!m_prompter || m_stopping)
            return false;
    }
    auto exchange = std::make_shared<Exchange>();
    QMetaObject::invokeMethod(
        this,
        [this, request, exchange] {
            PromptFunction prompter;
            {
                QMutexLocker lock(&m_promptMutex);
                prompter = m_prompter;
            }
            QString result;
            const bool ok = prompter && !m_stopping && prompter(request, &result);
            QMutexLocker lock(&exchange->mutex);
            exchange->ok = ok;
            exchange->result = result;
            result.fill(QChar(0));
            exchange->done = true;
            exchange->answered.wakeAll();
        },
        Qt::QueuedConnection);
    QMutexLocker lock(&exchange->mutex);
    while (!exchange->done) {
        if (m_stopping)
            return false;
        exchange->answered.wait(&exchange->mutex, 100);
    }
    *answer = exchange->result;
    exchange->result.fill(QChar(0));
    return exchange->ok;
}

} // namespace cg::ssh

#include "ssh_service.moc"
