// SPDX-License-Identifier: GPL-3.0-or-later
// A fleet's telemetry as Prometheus series in a MetricRegistry: the GPUs under dcgm-exporter's names and
// labels (DCGM_FI_DEV_GPU_UTIL{gpu,UUID,device,modelName,Hostname} and the rest, plus `cluster`), so that the
// Grafana dashboards written for dcgm-exporter work on the fleet; the console-to-node link
// (clustergate_link_*{cluster,node,hop}); and each node's own figures. One per fleet, registered through
// Console::addTelemetrySink; on the fleet's thread, it only updates the registry's map (never blocks on I/O).
#pragma once

#include "agent/telemetry_sink.h"
#include "export/metric_registry.h"

#include <QHash>

#include <memory>

namespace cg::exporting {

class ExpositionSink : public TelemetrySink
{
public:
    explicit ExpositionSink(std::shared_ptr<MetricRegistry> registry) : m_registry(std::move(registry)) {}

    void hello(const TelemetryHello &h) override;
    void sample(const TelemetrySample &s) override;
    void heartbeat(const TelemetryHeartbeat &h) override;
    void link(const TelemetryLink &l) override;
    void nodeState(const TelemetryStateChange &c) override;

    // Declares the families' types and help texts (once per registry).
    static void declareFamilies(MetricRegistry &registry);
    // The registry owner a node's series belong to.
    static QString ownerOf(const TelemetryOrigin &o);

private:
    struct Gpu
    {
        SeriesLabels labels; // gpu, UUID, device, modelName, Hostname, cluster
    };
    struct Node
    {
        SeriesLabels labels; // cluster, node
        QHash<QByteArray, SeriesLabels> nics;
        QByteArray hostname;
        QHash<quint32, Gpu> gpus; // by index
        QHash<quint32, QByteArray> uuids;
        QHash<quint32, QByteArray> models;
    };
    const Gpu &gpu(const TelemetryOrigin &o, Node &node, quint32 index);
    Node &node(const TelemetryOrigin &o);

    std::shared_ptr<MetricRegistry> m_registry;    // shared: a fleet's sinks may outlive the exporter
    QHash<QString, Node> m_nodes;                  // by owner
    std::vector<MetricRegistry::Update> m_updates; // reused for every sample
};

} // namespace cg::exporting
