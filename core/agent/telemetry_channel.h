// SPDX-License-Identifier: GPL-3.0-or-later
// What flows on one node's telemetry channel, without the channel itself: the agent's frames decoded and
// its hello checked against the bundled agent, `ping` lines to write and the RTT (and its spread) from
// the pongs. Plain C++ driven by its owner (the fleet's I/O thread); events are reported synchronously.
#pragma once

#include "agent/agent_deploy.h"
#include "agent/telemetry_sink.h"
#include "protocol/frame.h"
#include "protocol/messages.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>

#include <functional>

namespace cg {

class TelemetryChannel
{
    Q_DECLARE_TR_FUNCTIONS(cg::TelemetryChannel)

public:
    struct Events
    {
        std::function<void(const QJsonObject &hello)> hello; // only a hello of our agent
        std::function<void(const proto::Sample &sample)> sample;
        std::function<void(double rttMs, double jitterMs)> rtt;
        std::function<void(const QString &text)> message; // error frames, decoding trouble
    };

    // `local` must outlive the channel; jitter is the standard deviation of the last `rttWindow` RTTs.
    TelemetryChannel(const BundledAgent *local, int rttWindow, Events events);

    // A new stream (a started or restarted agent): nothing of the last one carries over but the RTTs.
    void reset();
    // Bytes from the agent's stdout; `nowMs` on the owner's monotonic clock.
    void feed(const char *data, std::size_t size, double nowMs);
    // The line to write to the agent's stdin now. The protocol's ping carries a u64, the console's clock
    // in ms; the precise send time stays here.
    QByteArray ping(double nowMs);

    bool helloSeen() const { return m_helloSeen; }
    bool byeSeen() const { return m_byeSeen; }
    // Why the agent is not ours (its hello, or frames of another protocol version); empty when it is.
    QString mismatch() const { return m_mismatch; }
    // Why the stream is to be dropped and reconnected: frames failing their checksum again and again (an
    // SSH channel does not corrupt bytes, so the sender is broken or hostile). Empty while it is usable.
    QString broken() const { return m_broken; }

    // Checksum failures in a row (no good frame between), or in one stream, that break the stream.
    static constexpr int kMaxChecksumFailuresInARow = 16;
    static constexpr int kMaxChecksumFailures = 64;

    // Why a hello does not match the agent this console deploys; empty when it does.
    static QString helloMismatch(const QJsonObject &hello, const BundledAgent &local);

private:
    void dispatch(const proto::Frame &frame, double nowMs);

    const BundledAgent *m_local;
    RttSpread m_rttSpread; // over the last rttWindow RTTs
    Events m_events;
    proto::FrameDecoder m_decoder;
    bool m_helloSeen = false;
    bool m_byeSeen = false;
    QString m_mismatch;
    QString m_broken;
    int m_crcFailuresInARow = 0;
    int m_crcFailures = 0;
    QHash<quint64, double> m_pings; // echo -> precise send time
};

} // namespace cg
