// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the fleet streaming tests: a recorder of everything a FleetSession reports (per node), an
// audit sink that keeps the agent events, and a user-space TCP relay that can cut and heal a link.
#pragma once

#include "agent/fleet_session.h"
#include "validation/link_relay.h"

#include <QDateTime>
#include <QHash>
#include <QMutex>
#include <QObject>

#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

namespace cg::test {

// What one node reported, as seen on the test's thread.
struct NodeLog
{
    cg::FleetNodeState state = cg::FleetNodeState::Connecting;
    QString reason;
    cg::ssh::FailureKind failure = cg::ssh::FailureKind::None; // behind the last state
    QList<cg::FleetNodeState> states;
    QString hostName;
    int hellos = 0;
    int samples = 0;
    qint64 lastSampleMs = 0;
    QList<double> rtts;
    double jitter = -1;
    int gapsStarted = 0;
    int gapsEnded = 0;
    qint64 lastGapEndMs = 0;
    int deploys = 0;
    bool pushed = false;
};

class FleetRecorder : public QObject
{
public:
    explicit FleetRecorder(cg::FleetSession &fleet)
    {
        using cg::FleetSession;
        connect(&fleet, &FleetSession::nodeStateChanged, this,
                [this](const QString &id, cg::FleetNodeState s, const QString &reason,
                       cg::ssh::FailureKind failure) {
                    NodeLog &n = nodes[id];
                    n.state = s;
                    n.failure = failure;
                    n.states << s;
                    if (!reason.isEmpty())
                        n.reason = reason;
                });
        connect(&fleet, &FleetSession::helloReceived, this,
                [this](const QString &id, const QJsonObject &hello) {
                    NodeLog &n = nodes[id];
                    ++n.hellos;
                    n.hostName = hello.value(QStringLiteral("hostname")).toString();
                });
        connect(&fleet, &FleetSession::sampleReceived, this,
                [this](const QString &id, const cg::proto::Sample &) {
                    NodeLog &n = nodes[id];
                    ++n.samples;
                    n.lastSampleMs = QDateTime::currentMSecsSinceEpoch();
                });
        connect(&fleet, &FleetSession::rttMeasured, this,
                [this](const QString &id, double rtt, double jitter) {
                    nodes[id].rtts << rtt;
                    nodes[id].jitter = jitter;
                });
        connect(&fleet, &FleetSession::gapStarted, this,
                [this](const QString &id, qint64, const QString &) { ++nodes[id].gapsStarted; });
        connect(&fleet, &FleetSession::gapEnded, this, [this](const QString &id, qint64, qint64 until) {
            ++nodes[id].gapsEnded;
            nodes[id].lastGapEndMs = until;
        });
        connect(&fleet, &FleetSession::agentDeployed, this,
                [this](const QString &id, bool pushed, const QString &) {
                    ++nodes[id].deploys;
                    nodes[id].pushed |= pushed;
                });
        connect(&fleet, &FleetSession::stats, this, [this](int tcp, int sessions, int streams) {
            tcpConnections = tcp;
            liveSessions = sessions;
            liveStreams = streams;
            ++statsAnswers;
        });
    }

    int samples(const QString &id) const { return nodes.value(id).samples; }

    QHash<QString, NodeLog> nodes;
    int tcpConnections = -1;
    int liveSessions = -1;
    int liveStreams = -1;
    int statsAnswers = 0;
};

// Keeps the agent events (called on the fleet's I/O thread), and passes them on to `next` when set.
class RecordingFleetAudit : public cg::FleetAuditSink
{
public:
    explicit RecordingFleetAudit(cg::FleetAuditSink *next = nullptr) : m_next(next) {}

    void fleetEvent(const cg::FleetEvent &event) override
    {
        if (m_next)
            m_next->fleetEvent(event);
        QMutexLocker lock(&m_mutex);
        m_events << event;
    }
    int count(const QString &action, const QString &nodeId = {}) const
    {
        QMutexLocker lock(&m_mutex);
        int n = 0;
        for (const cg::FleetEvent &e : m_events)
            n += (action.isEmpty() || e.action == action) && (nodeId.isEmpty() || e.nodeId == nodeId);
        return n;
    }

private:
    cg::FleetAuditSink *m_next = nullptr;
    mutable QMutex m_mutex;
    QList<cg::FleetEvent> m_events;
};

// The core's cut-and-heal relay (validation/link_relay.h), listening inside a network namespace (setns
// affects only the relay's thread).
class LinkRelay : public cg::validation::LinkRelay
{
public:
    bool start(const QString &netns, const char *listenAddr, quint16 listenPort, const char *targetAddr,
               quint16 targetPort)
    {
        const QByteArray path = "/run/netns/" + netns.toUtf8();
        return cg::validation::LinkRelay::start(QString::fromLatin1(listenAddr), listenPort,
                                                QString::fromLatin1(targetAddr), targetPort, nullptr, [path] {
                                                    const int nsfd =
                                                        ::open(path.constData(), O_RDONLY | O_CLOEXEC);
                                                    const bool ok =
                                                        nsfd >= 0 && ::setns(nsfd, CLONE_NEWNET) == 0;
                                                    if (nsfd >= 0)
                                                        ::close(nsfd);
                                                    return ok;
                                                });
    }
};

} // namespace cg::test
