// SPDX-License-Identifier: GPL-3.0-or-later
// A local port forward through the jump chain (ssh -L): a listening socket on this machine whose every
// connection becomes a direct-tcpip channel opened by the chain's target to a host and port it can reach
// (typically a service on the node's own loopback). How the console reaches an inference endpoint that is
// not exposed outside the cluster.
//
// Threads: a client of the ConnectionHub, on the I/O thread of its chain's tree (its jump hosts shared with
// every other feature there), which owns the sessions, channels and sockets; the public methods are called
// from the thread this object lives on, and its signals arrive there.
#pragma once

#include "ssh/chain_plan.h"
#include "ssh/ssh_engine.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace cg::ssh {

class ConnectionHub;
class PortForwardLoop;

struct PortForwardOptions
{
    ChainPlan plan;      // jumps, then the target whose sshd opens the connections
    SessionOptions base; // policy, known_hosts, prompt, timeout; endpoint and hop are filled in per hop
    QString remoteHost = QStringLiteral("127.0.0.1"); // as the target sees it
    quint16 remotePort = 0;
    QString listenAddress = QStringLiteral("127.0.0.1"); // a numeric IPv4 or IPv6 address on this machine
    quint16 listenPort = 0;                              // 0: any free port (localPort() says which)
    int maxConnections = 512;
    int keepaliveSeconds = 15;
};

class PortForward : public QObject
{
    Q_OBJECT

public:
    // A client of `hub`. Made on one of a hub's I/O threads (a validation check), it needs another hub: that
    // thread is busy waiting for it.
    explicit PortForward(ConnectionHub *hub, QObject *parent = nullptr);
    ~PortForward() override; // stop()

    // Listens at once and connects the chain; ready() once the target is authenticated (connections made
    // before that wait for it), failed() when the chain cannot be connected or is lost later.
    void start(const PortForwardOptions &options);
    // Closes the listener, every forwarded connection and the target's session; returns once done.
    void stop();
    bool isRunning() const { return m_loop != nullptr; }

    quint16 localPort() const { return m_port.load(); }
    // Connections accepted so far, and the fastest direct-tcpip open (one round trip from the console to
    // the target and the target's connect to the service), in ms; -1 before the first.
    int connectionsAccepted() const { return m_accepted.load(); }
    double minChannelOpenMs() const { return double(m_minOpenUs.load()) / 1000.0; }

signals:
    void ready(quint16 localPort);
    void failed(const QString &error);

private:
    friend class PortForwardLoop;
    ConnectionHub *m_hub;
    std::shared_ptr<PortForwardLoop> m_loop;
    std::atomic<quint16> m_port{0};
    std::atomic<int> m_accepted{0};
    std::atomic<qint64> m_minOpenUs{-1000};
};

} // namespace cg::ssh
