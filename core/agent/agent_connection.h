// SPDX-License-Identifier: GPL-3.0-or-later
// Turns the agent's byte stream (from a child process today, an SSH channel later) into typed events.
#pragma once

#include "protocol/frame.h"
#include "protocol/messages.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QObject>

namespace cg {

class AgentConnection : public QObject
{
    Q_OBJECT

public:
    explicit AgentConnection(QObject *parent = nullptr);

    void feed(const QByteArray &bytes);
    // End of stream: reports a frame cut off in the middle.
    void finish();
    void reset();

    quint64 framesDecoded() const { return m_decoder.framesDecoded(); }
    quint64 errors() const { return m_decoder.errors() + m_payloadErrors; }

    // A translated, actionable description of a decoder error.
    static QString describe(const proto::DecodeError &error);

signals:
    void helloReceived(const QJsonObject &hello);
    void sampleReceived(const cg::proto::Sample &sample);
    void pongReceived(const cg::proto::Pong &pong);
    void agentMessage(const QString &text); // the agent's own Error frames
    void byeReceived();
    void protocolError(const QString &message);

private:
    void dispatch(const proto::Frame &frame);

    proto::FrameDecoder m_decoder;
    quint64 m_payloadErrors = 0;
};

} // namespace cg

Q_DECLARE_METATYPE(cg::proto::Sample)
Q_DECLARE_METATYPE(cg::proto::Pong)
