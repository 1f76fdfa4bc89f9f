// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/telemetry_channel.h"

#include "agent/agent_connection.h"

#include <QJsonDocument>

#include <climits>
#include <cmath>

namespace cg {

namespace {
constexpr std::size_t kMaxPayload = 256 * 1024; // as AgentConnection: a larger frame is a broken stream
constexpr int kMaxPingsInFlight = 8;
} // namespace

TelemetryChannel::TelemetryChannel(const BundledAgent *local, int rttWindow, Events events)
    : m_local(local), m_rttSpread(std::max(1, rttWindow)), m_events(std::move(events)), m_decoder(kMaxPayload)
{
}

void TelemetryChannel::reset()
{
    m_decoder = proto::FrameDecoder(kMaxPayload);
    m_helloSeen = false;
    m_byeSeen = false;
    m_mismatch.clear();
    m_broken.clear();
    m_crcFailuresInARow = 0;
    m_crcFailures = 0;
    m_pings.clear();
}

void TelemetryChannel::feed(const char *data, std::size_t size, double nowMs)
{
    if (!m_broken.isEmpty())
        return; // dropped: nothing more is read from this stream
    m_decoder.feed(reinterpret_cast<const std::uint8_t *>(data), size);
    // A broken stream can yield an error every few bytes: one message per read, the first and a count.
    std::size_t errorCount = 0;
    QString firstError;
    while (auto ev = m_decoder.next()) {
        if (ev->error) {
            const proto::DecodeError &e = *ev->error;
            if (e.kind == proto::DecodeErrorKind::UnsupportedVersion && !m_helloSeen) {
                m_mismatch = AgentConnection::describe(e);
                continue;
            }
            if (e.kind == proto::DecodeErrorKind::BadChecksum) {
                m_crcFailuresInARow += int(std::min<std::size_t>(e.count, kMaxChecksumFailures));
                m_crcFailures += int(std::min<std::size_t>(e.count, kMaxChecksumFailures));
            }
            if (errorCount == 0)
                firstError = AgentConnection::describe(e);
            errorCount += e.count;
            if (m_crcFailuresInARow >= kMaxChecksumFailuresInARow || m_crcFailures >= kMaxChecksumFailures) {
                m_broken = tr("%n frame(s) from the agent failed their checksum; an SSH channel does not "
                              "corrupt data, so the agent or the node is broken: the stream was dropped and "
                              "is reconnected",
                              nullptr, m_crcFailures);
                break;
            }
            continue;
        }
        if (ev->frame) {
            m_crcFailuresInARow = 0;
            dispatch(*ev->frame, nowMs);
        }
    }
    if (errorCount > 0 && m_events.message) {
        m_events.message(errorCount == 1 ? firstError
                                         : tr("%1 (and %n more decoding error(s) in the same read)", nullptr,
                                              int(std::min<std::size_t>(errorCount - 1, INT_MAX)))
                                               .arg(firstError));
    }
}

QByteArray TelemetryChannel::ping(double nowMs)
{
    const quint64 echo = quint64(nowMs);
    if (m_pings.size() >= kMaxPingsInFlight)
        m_pings.clear(); // pongs that never came (a stalled link) must not pile up
    m_pings.insert(echo, nowMs);
    return "ping " + QByteArray::number(echo) + '\n';
}

void TelemetryChannel::dispatch(const proto::Frame &frame, double nowMs)
{
    const auto *data = frame.payload.data();
    const std::size_t size = frame.payload.size();
    switch (frame.type) {
    case proto::FrameType::Hello: {
        const QJsonObject hello =
            QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)))
                .object();
        const QString why = helloMismatch(hello, *m_local);
        if (!why.isEmpty()) {
            m_mismatch = why;
            return;
        }
        m_helloSeen = true;
        if (m_events.hello)
            m_events.hello(hello);
        return;
    }
    case proto::FrameType::Sample: {
        std::string why;
        const auto s = proto::decodeSample(data, size, &why);
        if (!s) {
            if (m_events.message)
                m_events.message(tr("a telemetry sample from the agent was malformed (%1); it was skipped")
                                     .arg(QString::fromStdString(why)));
            return;
        }
        if (m_events.sample)
            m_events.sample(*s);
        return;
    }
    case proto::FrameType::Pong: {
        const auto pong = proto::decodePong(data, size);
        if (!pong)
            return;
        const auto sent = m_pings.constFind(pong->echo);
        if (sent == m_pings.constEnd())
            return;
        const double rtt = nowMs - *sent;
        m_pings.erase(sent);
        const double jitter = m_rttSpread.add(rtt);
        if (m_events.rtt)
            m_events.rtt(rtt, jitter);
        return;
    }
    case proto::FrameType::Error:
        if (m_events.message)
            m_events.message(QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)));
        return;
    case proto::FrameType::Bye:
        m_byeSeen = true;
        return;
    }
}

QString TelemetryChannel::helloMismatch(const QJsonObject &hello, const BundledAgent &local)
{
    const int protocol = hello.value(QStringLiteral("protocol_version")).toInt(-1);
    const QString version = hello.value(QStringLiteral("agent_version")).toString();
    const QString expected = local.versionLine.section(QLatin1Char(' '), -1);
    if (protocol != int(proto::kProtocolVersion))
        return tr("the agent on the node speaks protocol %1 (agent %2) and this console protocol %3; deploy "
                  "the agent that comes with this console")
            .arg(protocol)
            .arg(version.isEmpty() ? tr("unknown") : version)
            .arg(int(proto::kProtocolVersion));
    if (!expected.isEmpty() && version != expected)
        return tr("the agent on the node is version %1 and the bundled agent %2")
            .arg(version.isEmpty() ? tr("unknown") : version, expected);
    return {};
}

} // namespace cg
