// SPDX-License-Identifier: GPL-3.0-or-later
// The telemetry seam: whatever wants a fleet's telemetry (the fleet store behind the heatmap, the alert
// feed, a history or an exporter later) is a TelemetrySink registered on the fleet's TelemetryFeed. A
// producer (a remote fleet's session, this machine's agent) publishes each hello, sample, RTT and node
// state once; every registered sink receives the same records, with the fleet and node named the same way
// for a remote node and for "local". Single-threaded: the producer publishes on the thread the feed lives
// on and the sinks are called there, in the order they were added.
#pragma once

#include "agent/fleet_node_state.h"
#include "protocol/messages.h"

#include <QHash>
#include <QJsonObject>
#include <QString>

#include <deque>
#include <memory>
#include <vector>

namespace cg {

// The node a record is about: `fleet` names the fleet (a cluster's name, or "local"), `node` the node in
// it (its inventory name, or "local").
struct TelemetryOrigin
{
    QString fleet;
    QString node;
    qint64 atMs = 0; // Unix ms, console clock, when the console received it
};

struct TelemetryHello
{
    TelemetryOrigin origin;
    QJsonObject hello; // the agent's own claims: host name, GPUs, version
};

struct TelemetrySample
{
    TelemetryOrigin origin;
    proto::Sample sample; // as the agent sent it (agent clock in sample.timestampMs)
};

// The node's agent is alive: sent with every sample and every pong.
struct TelemetryHeartbeat
{
    TelemetryOrigin origin;
};

// The console-to-node link, on every pong: RTT over the telemetry channel itself and its spread, with the
// node's TCP retransmits from the agent's latest sample (NaN while the agent has not reported them).
struct TelemetryLink
{
    TelemetryOrigin origin;
    double rttMs = 0;
    double jitterMs = 0;
    double retransPerSecond = proto::kUnknown;
    double retransPercent = proto::kUnknown; // retransmitted / sent segments, %
};

struct TelemetryStateChange
{
    TelemetryOrigin origin;
    FleetNodeState state = FleetNodeState::Connecting;
    QString reason; // shown to people as is; empty when there is nothing to add
};

class TelemetrySink
{
public:
    virtual ~TelemetrySink() = default;
    virtual void hello(const TelemetryHello &) {}
    virtual void sample(const TelemetrySample &) {}
    virtual void heartbeat(const TelemetryHeartbeat &) {}
    virtual void link(const TelemetryLink &) {}
    virtual void nodeState(const TelemetryStateChange &) {}
};

// One fleet's registry of sinks and the one path its producer publishes through.
class TelemetryFeed
{
public:
    explicit TelemetryFeed(const QString &fleet = {});
    ~TelemetryFeed();
    TelemetryFeed(const TelemetryFeed &) = delete;
    TelemetryFeed &operator=(const TelemetryFeed &) = delete;

    QString fleet() const { return m_fleet; }
    void setFleet(const QString &fleet) { m_fleet = fleet; }

    // A sink added here receives everything published from now on. Not owned: it must be removed before
    // it is destroyed (or outlive the feed). Owned: kept until the feed goes or removeSink().
    void addSink(TelemetrySink *sink);
    TelemetrySink *addSink(std::unique_ptr<TelemetrySink> sink);
    void removeSink(TelemetrySink *sink);
    bool hasSink(const TelemetrySink *sink) const;
    int sinkCount() const { return int(m_sinks.size()); }

    // For the producer.
    void publishHello(const QString &node, const QJsonObject &hello);
    void publishSample(const QString &node, const proto::Sample &sample);
    void publishRtt(const QString &node, double rttMs, double jitterMs);
    void publishState(const QString &node, FleetNodeState state, const QString &reason);

private:
    TelemetryOrigin origin(const QString &node) const;
    template <typename Record> void deliver(void (TelemetrySink::*call)(const Record &), const Record &r);

    QString m_fleet;
    std::vector<TelemetrySink *> m_sinks;
    std::vector<std::unique_ptr<TelemetrySink>> m_owned;
    struct Retrans
    {
        double perSecond = proto::kUnknown;
        double percent = proto::kUnknown;
    };
    QHash<QString, Retrans> m_retrans; // node -> from its latest sample
};

// The spread (standard deviation) of the last `window` RTTs, for a producer that measures RTTs itself.
class RttSpread
{
public:
    explicit RttSpread(int window = 16) : m_window(window > 0 ? window : 1) {}
    double add(double rttMs); // the spread including this one
    void clear() { m_rtts.clear(); }

private:
    int m_window;
    std::deque<double> m_rtts;
};

} // namespace cg
