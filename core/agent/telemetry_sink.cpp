// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/telemetry_sink.h"

#include <QDateTime>

#include <algorithm>
#include <cmath>

namespace cg {

TelemetryFeed::TelemetryFeed(const QString &fleet) : m_fleet(fleet) {}

TelemetryFeed::~TelemetryFeed() = default;

void TelemetryFeed::addSink(TelemetrySink *sink)
{
    if (sink && !hasSink(sink))
        m_sinks.push_back(sink);
}

TelemetrySink *TelemetryFeed::addSink(std::unique_ptr<TelemetrySink> sink)
{
    TelemetrySink *raw = sink.get();
    if (!raw)
        return nullptr;
    m_owned.push_back(std::move(sink));
    addSink(raw);
    return raw;
}

void TelemetryFeed::removeSink(TelemetrySink *sink)
{
    m_sinks.erase(std::remove(m_sinks.begin(), m_sinks.end(), sink), m_sinks.end());
    const auto owned =
        std::find_if(m_owned.begin(), m_owned.end(),
                     [sink](const std::unique_ptr<TelemetrySink> &s) { return s.get() == sink; });
    if (owned != m_owned.end())
        m_owned.erase(owned);
}

bool TelemetryFeed::hasSink(const TelemetrySink *sink) const
{
    return std::find(m_sinks.begin(), m_sinks.end(), sink) != m_sinks.end();
}

TelemetryOrigin TelemetryFeed::origin(const QString &node) const
{
    return TelemetryOrigin{m_fleet, node, QDateTime::currentMSecsSinceEpoch()};
}

template <typename Record>
void TelemetryFeed::deliver(void (TelemetrySink::*call)(const Record &), const Record &r)
{
    // A sink may add or remove sinks while it is called: the ones registered now receive this record.
    const std::vector<TelemetrySink *> sinks = m_sinks;
    for (TelemetrySink *s : sinks) {
        if (hasSink(s))
            (s->*call)(r);
    }
}

void TelemetryFeed::publishHello(const QString &node, const QJsonObject &hello)
{
    deliver(&TelemetrySink::hello, TelemetryHello{origin(node), hello});
}

void TelemetryFeed::publishSample(const QString &node, const proto::Sample &sample)
{
    Retrans &r = m_retrans[node];
    r.perSecond = sample.tcpRetransSegsPerSec;
    // The share of the segments sent that were sent again (OutSegs counts new ones only); an interval in
    // which nothing was sent says nothing about loss (a stalled link sends nothing), so it is unknown.
    const double sent = sample.tcpOutSegsPerSec + sample.tcpRetransSegsPerSec;
    r.percent =
        std::isfinite(sent) && sent > 0 ? 100.0 * sample.tcpRetransSegsPerSec / sent : proto::kUnknown;
    const TelemetryOrigin o = origin(node);
    deliver(&TelemetrySink::sample, TelemetrySample{o, sample});
    deliver(&TelemetrySink::heartbeat, TelemetryHeartbeat{o});
}

void TelemetryFeed::publishRtt(const QString &node, double rttMs, double jitterMs)
{
    const Retrans r = m_retrans.value(node);
    const TelemetryOrigin o = origin(node);
    deliver(&TelemetrySink::link, TelemetryLink{o, rttMs, jitterMs, r.perSecond, r.percent});
    deliver(&TelemetrySink::heartbeat, TelemetryHeartbeat{o});
}

void TelemetryFeed::publishState(const QString &node, FleetNodeState state, const QString &reason)
{
    deliver(&TelemetrySink::nodeState, TelemetryStateChange{origin(node), state, reason});
}

double RttSpread::add(double rttMs)
{
    m_rtts.push_back(rttMs);
    while (int(m_rtts.size()) > m_window)
        m_rtts.pop_front();
    double mean = 0;
    for (double r : m_rtts)
        mean += r;
    mean /= double(m_rtts.size());
    double var = 0;
    for (double r : m_rtts)
        var += (r - mean) * (r - mean);
    return std::sqrt(var / double(m_rtts.size()));
}

} // namespace cg
