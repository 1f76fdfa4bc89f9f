// SPDX-License-Identifier: GPL-3.0-or-later
// The team's tools wired onto one running console: an ExpositionSink on every fleet (this machine's
// included) filling one MetricRegistry, the /metrics server, remote-write and the Alertmanager client each
// on a thread of their own, and the alert relay (history, Alertmanager, alert series) on the console's
// thread. `clustergate serve` makes one; each part is optional.
#pragma once

#include "common/result.h"
#include "export/alertmanager.h"
#include "export/metric_registry.h"
#include "export/metrics_server.h"
#include "export/remote_write.h"

#include "common/thread_owner.h"

#include <QCoreApplication>
#include <QObject>

#include <memory>

namespace cg::services {
class Console;
}

namespace cg::exporting {

class AlertLog;
class AlertRelay;

struct ExporterOptions
{
    bool serveMetrics = true;
    MetricsServerOptions metrics;
    RemoteWriteOptions remoteWrite;   // url empty: off
    AlertmanagerOptions alertmanager; // url empty: off
    QString alertLogPath;             // empty: the profile's (AlertLog::defaultPath()); "-": none
    MetricRegistry::Options registry;

    // The window's: the alerts to the Alertmanager `clustergate serve` sends to (setting serve/alertmanager;
    // Alertmanager merges the same alert from both), the alert history; no /metrics (serve owns the port)
    // and no remote-write (two writers of the same series would collide at the receiver).
    static ExporterOptions forWindow();
};

class Exporter : public QObject
{
    Q_OBJECT

public:
    Exporter(services::Console &console, ExporterOptions options, QObject *parent = nullptr);
    ~Exporter() override;

    // Checks the listen policy, binds, opens the history, starts the senders and registers the sinks. A
    // failure leaves nothing running (Refused for the policy, Failed otherwise).
    Status start();
    void stop();

    MetricRegistry &registry() { return *m_registry; }
    std::shared_ptr<MetricRegistry> sharedRegistry() { return m_registry; }
    quint16 metricsPort() const;
    bool remoteWriting() const { return m_remoteWriter != nullptr; }
    RemoteWriteStatus remoteWriteStatus() const;
    bool alerting() const { return m_alertmanager != nullptr; }
    AlertmanagerStatus alertmanagerStatus() const;
    AlertLog *alertLog() { return m_alertLog.get(); }

signals:
    // A receiver started failing (what, why) or recovered (why empty): for the log of `serve`.
    void receiverHealth(const QString &receiver, const QString &problem);

private:
    services::Console &m_console;
    ExporterOptions m_options;
    std::shared_ptr<MetricRegistry> m_registry;
    std::unique_ptr<AlertLog> m_alertLog;
    std::unique_ptr<AlertRelay> m_relay;
    QMetaObject::Connection m_jobsPolled;
    ThreadOwner m_serverThread;
    ThreadOwner m_remoteWriteThread;
    ThreadOwner m_alertmanagerThread;
    MetricsServer *m_server = nullptr;            // on m_serverThread
    RemoteWriter *m_remoteWriter = nullptr;       // on m_remoteWriteThread
    AlertmanagerClient *m_alertmanager = nullptr; // on m_alertmanagerThread
};

} // namespace cg::exporting
