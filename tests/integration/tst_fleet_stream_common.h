// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the fleet streaming tests: a recorder of everything a FleetSession reports (per node), an
// audit sink that keeps the agent events, and a user-space TCP relay that can cut and heal a link.
#pragma once

#include "agent/fleet_session.h"

#include <QDateTime>
#include <QHash>
#include <QMutex>
#include <QObject>

#include <arpa/inet.h>
#include <atomic>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sched.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace cg::test {

// What one node reported, as seen on the test's thread.
struct NodeLog
{
    cg::FleetNodeState state = cg::FleetNodeState::Connecting;
    QString reason;
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
                [this](const QString &id, cg::FleetNodeState s, const QString &reason) {
                    NodeLog &n = nodes[id];
                    n.state = s;
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

// A TCP relay on a thread of its own, inside a network namespace (setns affects only that thread).
// cut(): it stops moving bytes and taking connections (they wait in the backlog), as a dead link would;
// heal(): the connections of before are reset (their state is gone, as after a long outage) and new
// ones are served again.
class LinkRelay
{
public:
    ~LinkRelay() { stop(); }

    bool start(const QString &netns, const char *listenAddr, quint16 listenPort, const char *targetAddr,
               quint16 targetPort)
    {
        std::atomic<int> ready{0};
        m_thread = std::thread([=, &ready] {
            const QByteArray path = "/run/netns/" + netns.toUtf8();
            const int nsfd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
            if (nsfd < 0 || ::setns(nsfd, CLONE_NEWNET) != 0) {
                ready = -1;
                return;
            }
            ::close(nsfd);
            m_listen = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
            const int one = 1;
            ::setsockopt(m_listen, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
            sockaddr_in a{};
            a.sin_family = AF_INET;
            a.sin_port = htons(listenPort);
            ::inet_pton(AF_INET, listenAddr, &a.sin_addr);
            if (::bind(m_listen, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0 ||
                ::listen(m_listen, 64) != 0) {
                ready = -1;
                return;
            }
            m_target.sin_family = AF_INET;
            m_target.sin_port = htons(targetPort);
            ::inet_pton(AF_INET, targetAddr, &m_target.sin_addr);
            ready = 1;
            loop();
        });
        while (ready == 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        return ready == 1;
    }

    void cut() { m_cut = true; }
    void heal()
    {
        ++m_resets;
        m_cut = false;
    }
    void stop()
    {
        if (!m_thread.joinable())
            return;
        m_stop = true;
        m_thread.join();
    }
    int connectionsServed() const { return m_served; }

private:
    struct Pair
    {
        int a, b;
    };

    static void reset(int fd)
    {
        const linger l{1, 0}; // close with RST
        ::setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, sizeof l);
        ::close(fd);
    }

    void loop()
    {
        std::vector<Pair> pairs;
        int resetsSeen = 0;
        char buf[65536];
        while (!m_stop) {
            if (m_resets != resetsSeen) {
                resetsSeen = m_resets;
                for (const Pair &p : pairs) {
                    reset(p.a);
                    reset(p.b);
                }
                pairs.clear();
            }
            const bool cut = m_cut;
            std::vector<pollfd> fds;
            fds.push_back({m_listen, short(cut ? 0 : POLLIN), 0});
            for (const Pair &p : pairs) {
                fds.push_back({p.a, short(cut ? 0 : POLLIN), 0});
                fds.push_back({p.b, short(cut ? 0 : POLLIN), 0});
            }
            if (::poll(fds.data(), nfds_t(fds.size()), 50) <= 0)
                continue;
            if (fds[0].revents & POLLIN) {
                const int c = ::accept4(m_listen, nullptr, nullptr, SOCK_CLOEXEC);
                if (c >= 0) {
                    const int t = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
                    if (::connect(t, reinterpret_cast<const sockaddr *>(&m_target), sizeof m_target) == 0) {
                        pairs.push_back({c, t});
                        ++m_served;
                    } else {
                        ::close(t);
                        ::close(c);
                    }
                }
            }
            std::vector<std::size_t> dead;
            for (std::size_t i = 0; i < pairs.size(); ++i) {
                for (int side = 0; side < 2; ++side) {
                    const pollfd &f = fds[1 + 2 * i + std::size_t(side)];
                    if (!(f.revents & (POLLIN | POLLHUP | POLLERR)))
                        continue;
                    const int from = side ? pairs[i].b : pairs[i].a;
                    const int to = side ? pairs[i].a : pairs[i].b;
                    const ssize_t n = ::read(from, buf, sizeof buf);
                    bool ok = n > 0;
                    for (ssize_t off = 0; ok && off < n;) {
                        const ssize_t w = ::write(to, buf + off, std::size_t(n - off));
                        ok = w > 0;
                        off += w;
                    }
                    if (!ok && (dead.empty() || dead.back() != i))
                        dead.push_back(i);
                }
            }
            for (auto it = dead.rbegin(); it != dead.rend(); ++it) {
                ::close(pairs[*it].a);
                ::close(pairs[*it].b);
                pairs.erase(pairs.begin() + std::ptrdiff_t(*it));
            }
        }
        for (const Pair &p : pairs) {
            ::close(p.a);
            ::close(p.b);
        }
        ::close(m_listen);
    }

    std::thread m_thread;
    int m_listen = -1;
    sockaddr_in m_target{};
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_cut{false};
    std::atomic<int> m_resets{0};
    std::atomic<int> m_served{0};
};

} // namespace cg::test
