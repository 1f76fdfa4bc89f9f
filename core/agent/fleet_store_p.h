// SPDX-License-Identifier: GPL-3.0-or-later
// What FleetStore keeps per node; shared by its ingest side (fleet_store.cpp) and its read side
// (fleet_store_read.cpp). Not for use outside the store.
#pragma once

#include "agent/fleet_store.h"

#include <qfloat16.h>

#include <array>
#include <limits>
#include <vector>

namespace cg {

namespace fleet_detail {
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr int kRttWindow = 16;
} // namespace fleet_detail

struct FleetStore::Node
{
    QString id;
    QString name;
    QString hostName;
    QString agentVersion;
    QString unreachableReason;
    bool unreachable = false;    // said by the transport; cleared by the next hello or sample
    bool missedSince = false;    // marked unreachable since the last history point
    bool restartPending = false; // a hello after samples: the next point starts after a gap
    bool haveSeq = false;
    quint64 lastSeq = 0;
    qint64 lastHeardMs = 0;  // console clock: last hello or sample
    qint64 lastSampleMs = 0; // console clock: last sample
    qint64 lastAgentMs = 0;  // agent clock of the newest history point
    int intervalMs = 1000;
    bool intervalFromHello = false;
    std::vector<GpuLatest> gpus;
    LinkFigures link;
    std::array<double, fleet_detail::kRttWindow> rtts{};
    int rttCount = 0;
    int rttHead = 0;
    qint64 rttAtMs = 0;
    quint32 restarts = 0;
    quint32 gapsTotal = 0;
    QList<GapRecord> gaps;

    // History ring: one point per sample; GPU values as half floats (3 significant digits is what a
    // chart shows), link values as floats (byte rates exceed a half float's range).
    int histGpus = -1; // the GPU layout the ring holds; -1 before the first sample
    int histCap = 0;
    int histHead = 0; // oldest point once full
    int histSize = 0;
    std::vector<qint64> histT;
    std::vector<quint8> histBreak;
    std::vector<float> histLink;   // histCap x kLinkMetricCount
    std::vector<qfloat16> histGpu; // histCap x histGpus x kFleetMetricCount

    int physical(int i) const { return (histHead + i) % histCap; }
};

} // namespace cg
