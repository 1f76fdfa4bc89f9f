// SPDX-License-Identifier: GPL-3.0-or-later
// The console's alert center to the outside: each alert that fires or resolves is written to the alert
// history (AlertLog), sent to Alertmanager (AlertmanagerClient) and shown as a series
// (clustergate_alert_active{alertname,cluster,node,severity,id} 1 while it fires). An acknowledgement made
// in another process (`clustergate alerts ack ID`) reaches this console's alert center through the history,
// and one made here (the window) is written there. Each part is optional. On the console's thread; the
// Alertmanager client only queues, so nothing here waits on the network.
#pragma once

#include "planning/alerts.h"

#include <QHash>
#include <QObject>
#include <QTimer>

namespace cg::services {
class AlertCenter;
}

namespace cg::exporting {

class AlertLog;
class AlertmanagerClient;
class MetricRegistry;

class AlertRelay : public QObject
{
    Q_OBJECT

public:
    AlertRelay(services::AlertCenter &center, AlertLog *log, AlertmanagerClient *alertmanager,
               MetricRegistry *registry, QObject *parent = nullptr);
    ~AlertRelay() override;

    // Compares the center's active alerts with those already relayed (also on every change of the center).
    void sync();
    // Takes acknowledgements written to the history by another process (also every ackPollMs).
    void pollAcknowledgements();
    static void declareFamilies(MetricRegistry &registry);

private:
    struct Known
    {
        planning::Alert alert;
        qint64 logId = 0;
        bool acknowledged = false;
    };
    void fired(const planning::Alert &alert);
    void resolved(Known known);

    services::AlertCenter &m_center;
    AlertLog *m_log;
    AlertmanagerClient *m_alertmanager;
    MetricRegistry *m_registry;
    QHash<quint64, Known> m_known; // by the engine's id
    QTimer m_ackPoll;
};

} // namespace cg::exporting
