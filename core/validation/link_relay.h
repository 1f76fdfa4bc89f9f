// SPDX-License-Identifier: GPL-3.0-or-later
// A TCP relay on a thread of its own that can cut and heal the link it carries, for fault drills (L6
// "link cut") and tests. The console's first hop is connected through it (SessionOptions::connectHost).
//   cut():  bytes stop moving both ways and new connections wait unanswered in the backlog, as on a link
//           that went dead (no RST, no FIN: the console must notice by itself);
//   heal(): the connections of before are reset (their state is gone, as after a long outage) and new
//           connections are served again.
#pragma once

#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

namespace cg::validation {

class LinkRelay
{
public:
    LinkRelay() = default;
    ~LinkRelay();
    LinkRelay(const LinkRelay &) = delete;
    LinkRelay &operator=(const LinkRelay &) = delete;

    // Listens on listenAddr:listenPort (0: any free port, see port()) and relays every connection to
    // targetHost:targetPort (a name is resolved here, once). `threadSetup` runs first on the relay's
    // thread (entering a network namespace, say); false fails the start. On failure `error` says why.
    bool start(const QString &listenAddr, quint16 listenPort, const QString &targetHost, quint16 targetPort,
               QString *error = nullptr, std::function<bool()> threadSetup = {});
    void stop();

    void cut() { m_cut = true; }
    void heal()
    {
        ++m_resets;
        m_cut = false;
    }
    bool isCut() const { return m_cut; }
    // Each connection carries at most this many bytes per second in each direction (0: no limit), as a
    // middlebox that shapes every TCP connection on its own does.
    void setRateLimit(qint64 bytesPerSecond) { m_rate = bytesPerSecond; }
    // The connections of now are reset (RST); new ones are served at once: a cut the client sees.
    void resetConnections() { ++m_resets; }
    // The connections of now stop moving bytes for good (no RST, no FIN), new ones are served: a session a
    // middlebox stopped forwarding.
    void stallConnections() { ++m_stalls; }
    qint64 bytesToTarget() const { return m_bytesToTarget; }
    quint16 port() const { return m_port; }
    int connectionsServed() const { return m_served; }

private:
    void loop(int listenFd);

    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_cut{false};
    std::atomic<int> m_resets{0};
    std::atomic<int> m_served{0};
    std::atomic<int> m_stalls{0};
    std::atomic<qint64> m_rate{0};
    std::atomic<qint64> m_bytesToTarget{0};
    quint16 m_port = 0;
    struct Target;
    std::shared_ptr<Target> m_target;
};

} // namespace cg::validation
