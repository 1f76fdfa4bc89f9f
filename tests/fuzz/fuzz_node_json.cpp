// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: JSON a node sends (the agent's hello), as the console reads it: as the payload of a hello
// frame through one node's telemetry channel (the fleet over SSH) and through the local agent's connection,
// and the same bytes as a raw stream of frames.
#include "agent/agent_connection.h"
#include "agent/telemetry_channel.h"
#include "protocol/frame.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cstdint>
#include <cstdlib>
#include <memory>

namespace {

void check(bool ok)
{
    if (!ok)
        std::abort();
}

} // namespace

namespace {

struct Console
{
    cg::BundledAgent local{QString(), QByteArray(), QByteArrayLiteral("protocol: 1"),
                           QStringLiteral("clustergate-agent 0.1.0"), QString()};
    int hellos = 0;
    std::size_t said = 0;
    std::unique_ptr<cg::TelemetryChannel> channel;
    cg::AgentConnection connection;

    Console()
    {
        cg::TelemetryChannel::Events events;
        events.hello = [this](const QJsonObject &hello) {
            ++hellos;
            // What the console shows of a hello: its facts, read as the views read them.
            said += std::size_t(hello.value(QStringLiteral("hostname")).toString().size());
            for (const auto g : hello.value(QStringLiteral("gpus")).toArray())
                said += std::size_t(g.toObject().value(QStringLiteral("name")).toString().size());
        };
        events.message = [this](const QString &text) { said += std::size_t(text.size()); };
        channel = std::make_unique<cg::TelemetryChannel>(&local, 4, std::move(events));
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static Console console;
    cg::TelemetryChannel &channel = *console.channel;
    channel.reset();
    console.connection.reset();
    console.hellos = 0;

    const std::vector<std::uint8_t> payload(data, data + size);
    const std::vector<std::uint8_t> hello = cg::proto::encodeFrame(cg::proto::FrameType::Hello, payload);
    channel.feed(reinterpret_cast<const char *>(hello.data()), hello.size(), 0);
    // A hello is accepted only for our protocol and version, and then it is a JSON object.
    if (console.hellos) {
        const QJsonDocument doc =
            QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
        check(doc.isObject());
        check(cg::TelemetryChannel::helloMismatch(doc.object(), console.local).isEmpty());
        check(channel.helloSeen());
    }

    console.connection.feed(
        QByteArray(reinterpret_cast<const char *>(hello.data()), qsizetype(hello.size())));
    console.connection.feed(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    console.connection.finish();

    // The same bytes as a raw stream of frames.
    channel.reset();
    channel.feed(reinterpret_cast<const char *>(data), size, 1);
    return 0;
}
