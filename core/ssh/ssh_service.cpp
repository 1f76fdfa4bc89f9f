// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ssh_service.h"

#include "ssh/connection_hub.h"

#include <QTimer>

namespace cg::ssh {

SshService::SshService(QObject *parent)
    : QObject(parent), m_ownHub(std::make_unique<ConnectionHub>()), m_hub(m_ownHub.get())
{
    qRegisterMetaType<cg::ssh::ChainPlan>();
    qRegisterMetaType<cg::ssh::SessionOptions>();
    connect(m_hub, &ConnectionHub::answeredFromStore, this, &SshService::answeredFromStore);
    connect(m_hub, &ConnectionHub::hopUp, this, &SshService::hopUp);
    connect(m_hub, &ConnectionHub::hopDown, this, &SshService::hopDown);
}

SshService::SshService(ConnectionHub *hub, QObject *parent) : QObject(parent), m_hub(hub)
{
    qRegisterMetaType<cg::ssh::ChainPlan>();
    qRegisterMetaType<cg::ssh::SessionOptions>();
    connect(m_hub, &ConnectionHub::answeredFromStore, this, &SshService::answeredFromStore);
    connect(m_hub, &ConnectionHub::hopUp, this, &SshService::hopUp);
    connect(m_hub, &ConnectionHub::hopDown, this, &SshService::hopDown);
}

SshService::~SshService()
{
    for (const QPointer<ExecRequest> &r : std::as_const(m_requests))
        delete r.data();
    m_requests.clear();
    // A hub of our own stops its threads now; a hub we were given keeps its connections for the others.
}

void SshService::setPrompter(PromptFunction prompter)
{
    m_hub->setPrompter(std::move(prompter));
}

void SshService::setSecretSource(SecretSource source)
{
    m_hub->setSecretSource(std::move(source));
}

void SshService::setMaxConcurrentHandshakes(int n)
{
    m_hub->setMaxConcurrentHandshakes(n);
}

void SshService::setRetryPolicy(const RetryPolicy &policy)
{
    m_retry = policy;
    m_retrySet = true;
}

void SshService::setAuditSink(AuditSink *sink)
{
    m_hub->setAuditSink(sink);
}

quint64 SshService::exec(const ChainPlan &plan, const SessionOptions &base, const QByteArray &command)
{
    const quint64 id = m_nextId++;
    ExecOptions o;
    if (m_retrySet)
        o.policy = m_retry;
    ExecRequest *r = m_hub->exec(plan, base, command, o, this);
    r->closeStdin();
    m_requests.insert(id, r);
    connect(r, &ExecRequest::stdoutData, this,
            [this, id](const QByteArray &d) { emit output(id, Stdout, d); });
    connect(r, &ExecRequest::stderrData, this,
            [this, id](const QByteArray &d) { emit output(id, Stderr, d); });
    connect(r, &ExecRequest::retrying, this, [this, id](int next, int max, int delay, const QString &why) {
        emit retrying(id, next, max, delay, why);
    });
    connect(r, &ExecRequest::hostKeyRefused, this,
            [this, id](int hop, const Endpoint &ep, const HostKey &offered, int match,
                       const QList<HostKey> &recorded) {
                emit hostKeyRefused(id, hop, ep, offered, match, recorded);
            });
    connect(r, &ExecRequest::finished, this, [this, id, r](const ExecResult &res) {
        m_requests.remove(id);
        r->deleteLater();
        if (res.cancelled) {
            emit finished(id, -1, tr("cancelled"), int(FailureKind::None), 0, QString());
            return;
        }
        emit finished(id, res.exitStatus, res.error.ok() ? QString() : res.error.describe(),
                      int(res.error.kind), res.error.hop, res.error.message);
    });
    return id;
}

void SshService::cancel(quint64 id)
{
    const QPointer<ExecRequest> r = m_requests.value(id);
    if (r)
        r->cancel();
}

void SshService::requestStats()
{
    const HubStats s = m_hub->stats();
    QMetaObject::invokeMethod(
        this, [this, s] { emit stats(s.tcpConnections, s.sessions); }, Qt::QueuedConnection);
}

} // namespace cg::ssh
