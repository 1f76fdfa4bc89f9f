// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet store as a telemetry sink: hellos, samples, RTTs and node states go into a FleetStore, which the
// fleet heatmap reads. FleetStoreFeed registers one on a FleetSession for as long as it lives.
#pragma once

#include "agent/telemetry_sink.h"

#include <QObject>
#include <QPointer>

namespace cg {

class FleetSession;
class FleetStore;

class FleetStoreSink : public TelemetrySink
{
public:
    explicit FleetStoreSink(FleetStore *store) : m_store(store) {} // not owned; the store is thread-safe

    void hello(const TelemetryHello &h) override;
    void sample(const TelemetrySample &s) override;
    void link(const TelemetryLink &l) override;
    void nodeState(const TelemetryStateChange &c) override;

private:
    FleetStore *m_store;
};

class FleetStoreFeed : public QObject
{
    Q_OBJECT

public:
    // Neither is owned; the store must outlive the feed.
    FleetStoreFeed(FleetSession *fleet, FleetStore *store, QObject *parent = nullptr);
    ~FleetStoreFeed() override;

private:
    QPointer<FleetSession> m_fleet;
    FleetStoreSink m_sink;
};

} // namespace cg
