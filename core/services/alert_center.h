// SPDX-License-Identifier: GPL-3.0-or-later
// The console's alert engine: fed by adapters (telemetry sinks, Slurm, link probes, cost), evaluated on a
// timer; each NEW critical alert is announced once (criticalRaised), for the GUI's desktop notification.
#pragma once

#include "planning/alerts.h"

#include <QDateTime>
#include <QObject>
#include <QTimer>

namespace cg::services {

class AlertCenter : public QObject
{
    Q_OBJECT

public:
    // Evaluates every intervalMs (0: only when evaluate() is called).
    explicit AlertCenter(int intervalMs = 15000, QObject *parent = nullptr);
    ~AlertCenter() override;

    // Evaluates every `ms` from now on (0: only when evaluate() is called).
    void setEvaluationInterval(int ms);

    planning::AlertEngine &engine() { return m_engine; }
    const planning::AlertEngine &engine() const { return m_engine; }
    // When this center began: the engine's history holds the alerts since then (earlier ones are in the
    // profile's alert log).
    QDateTime startedAt() const { return m_startedAt; }

    // Thresholds from a YAML or JSON file; the error names the file and the key.
    Status loadThresholds(const QString &path);
    // Thresholds edited elsewhere (the Thresholds form); `source` says where, for people.
    void setThresholds(const planning::AlertThresholdSet &thresholds, const QString &source);
    QString thresholdsSource() const { return m_thresholdsSource; }

    planning::AlertChanges evaluate(const QDateTime &now);
    bool acknowledge(quint64 id, const QString &who);

    // New critical alerts announced so far (each once, by criticalRaised).
    int notificationsSent() const { return m_notifications; }

signals:
    void changed();
    void criticalRaised(const cg::planning::Alert &alert);

private:
    planning::AlertEngine m_engine;
    QTimer m_timer;
    QString m_thresholdsSource;
    int m_notifications = 0;
    QDateTime m_startedAt = QDateTime::currentDateTimeUtc();
};

} // namespace cg::services
