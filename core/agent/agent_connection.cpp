// SPDX-License-Identifier: GPL-3.0-or-later
#include "agent/agent_connection.h"

#include "common/logging.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace cg {

namespace {
// Samples are a few KiB even with 8 GPUs and many NICs; a larger frame is a broken stream.
constexpr std::size_t kConsoleMaxPayload = 256 * 1024;
} // namespace

AgentConnection::AgentConnection(QObject *parent) : QObject(parent), m_decoder(kConsoleMaxPayload)
{
    qRegisterMetaType<cg::proto::Sample>();
    qRegisterMetaType<cg::proto::Pong>();
}

QString AgentConnection::describe(const proto::DecodeError &e)
{
    using K = proto::DecodeErrorKind;
    switch (e.kind) {
    case K::Garbage:
        return tr("The agent stream contained %n byte(s) that are not protocol frames; they were skipped.",
                  nullptr, int(e.skippedBytes));
    case K::UnsupportedVersion:
        return tr("The agent speaks another protocol version (%1); deploy the agent that matches this "
                  "console.")
            .arg(QString::fromStdString(e.message));
    case K::Oversized:
        return tr("The agent sent an oversized frame (%1); the stream was resynchronised.")
            .arg(QString::fromStdString(e.message));
    case K::BadChecksum:
        return tr("A frame from the agent failed its checksum; the stream was resynchronised.");
    case K::UnknownType:
        return tr("The agent sent a frame this console does not know (%1); it was skipped.")
            .arg(QString::fromStdString(e.message));
    }
    return QString::fromStdString(e.message);
}

void AgentConnection::feed(const QByteArray &bytes)
{
    m_decoder.feed(reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()));
    // A broken stream can yield an error every few bytes: report the first of each read and a count,
    // not thousands of messages for the GUI thread.
    int errorCount = 0;
    QString firstError;
    while (auto ev = m_decoder.next()) {
        if (ev->error) {
            qCDebug(lcAgent) << "decode error:" << ev->error->message.c_str();
            if (errorCount == 0)
                firstError = describe(*ev->error);
            errorCount += int(std::min<std::size_t>(ev->error->count, 1u << 30));
        } else if (ev->frame) {
            dispatch(*ev->frame);
        }
    }
    if (errorCount == 1)
        emit protocolError(firstError);
    else if (errorCount > 1)
        emit protocolError(tr("%1 (and %n more decoding error(s) in the same read)", nullptr, errorCount - 1)
                               .arg(firstError));
}

void AgentConnection::finish()
{
    if (auto err = m_decoder.finish())
        emit protocolError(tr("The agent stream ended in the middle of a frame (%n byte(s) dropped).",
                              nullptr, int(err->skippedBytes)));
}

void AgentConnection::reset()
{
    m_decoder = proto::FrameDecoder(kConsoleMaxPayload);
    m_payloadErrors = 0;
}

void AgentConnection::dispatch(const proto::Frame &frame)
{
    const auto *data = frame.payload.data();
    const auto size = frame.payload.size();
    std::string why;
    switch (frame.type) {
    case proto::FrameType::Hello: {
        QJsonParseError err{};
        const auto doc = QJsonDocument::fromJson(
            QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)), &err);
        if (!doc.isObject()) {
            ++m_payloadErrors;
            emit protocolError(tr("The agent's hello is not a JSON object: %1").arg(err.errorString()));
            return;
        }
        emit helloReceived(doc.object());
        return;
    }
    case proto::FrameType::Sample:
        if (auto s = proto::decodeSample(data, size, &why)) {
            emit sampleReceived(*s);
        } else {
            ++m_payloadErrors;
            emit protocolError(tr("A telemetry sample from the agent was malformed (%1); it was skipped.")
                                   .arg(QString::fromStdString(why)));
        }
        return;
    case proto::FrameType::Pong:
        if (auto p = proto::decodePong(data, size, &why)) {
            emit pongReceived(*p);
        } else {
            ++m_payloadErrors;
            emit protocolError(tr("A pong from the agent was malformed; it was skipped."));
        }
        return;
    case proto::FrameType::Error:
        emit agentMessage(QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)));
        return;
    case proto::FrameType::Bye:
        emit byeReceived();
        return;
    }
}

} // namespace cg
