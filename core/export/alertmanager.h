// SPDX-License-Identifier: GPL-3.0-or-later
// Alerts to a team's Alertmanager through its v2 API (POST /api/v2/alerts): labels alertname, cluster,
// node, severity; annotations summary, description and what_to_do; startsAt, and endsAt once resolved.
// Firing alerts are sent again every `resendMs` (Alertmanager resolves an alert it stops hearing about);
// a resolved one is sent until Alertmanager has taken it. Everything waits in a bounded table (one entry per
// alert key) while Alertmanager is down and goes out, retried with a growing delay, from a worker thread:
// the console never waits on it.
#pragma once

#include "planning/alerts.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QObject>
#include <QTimer>
#include <QUrl>

#include <map>
#include <mutex>
#include <optional>

namespace cg::exporting {

struct AlertmanagerOptions
{
    QUrl url; // the Alertmanager's base URL, e.g. http://127.0.0.1:9093
    int resendMs = 60000;
    int maxPending = 1000; // alerts kept while Alertmanager is down
    int timeoutMs = 10000;
    int minBackoffMs = 250;
    int maxBackoffMs = 30000;
    QString generatorUrl; // where the alert came from (optional)
};

struct AlertmanagerStatus
{
    quint64 posted = 0;   // alerts Alertmanager took (each send counts)
    quint64 dropped = 0;  // alerts dropped because the table was full
    quint64 failures = 0; // requests that failed and were retried
    int pending = 0;      // alerts waiting to go out now
    bool failing = false;
    QString lastError;
};

class AlertmanagerClient : public QObject
{
    Q_OBJECT

public:
    AlertmanagerClient(AlertmanagerOptions options, QObject *parent = nullptr);
    ~AlertmanagerClient() override;

    // Thread-safe: from any thread (the console's); returns at once.
    void fire(const planning::Alert &alert);
    void resolve(const planning::Alert &alert);
    AlertmanagerStatus status() const;

    // The JSON object one alert is sent as.
    static QJsonObject toJson(const planning::Alert &alert, const QString &generatorUrl);
    // Stable alert names (never translated): ClusterGateGpuIdle, ClusterGateAgentSilent, ...
    static QString alertName(planning::AlertKind kind);
    static QString severityLabel(planning::AlertSeverity severity);
    // The other way (the alert log keeps names and labels): nothing for a name this version does not know.
    static std::optional<planning::AlertKind> kindOf(const QString &alertName);
    static planning::AlertSeverity severityOf(const QString &label);

    Q_INVOKABLE void start();

signals:
    void healthChanged(const QString &problem); // empty: recovered

private:
    Q_INVOKABLE void flush();
    void finished(QNetworkReply *reply, const QList<QString> &keys, const QList<QDateTime> &stamps);
    void kick();

    struct Entry
    {
        planning::Alert alert;
        bool resolved = false;
        QDateTime changed;  // when this entry last changed (a newer change is sent again)
        QDateTime sentFor;  // the `changed` the last accepted send carried
        QDateTime lastSent; // when it was last accepted
    };

    AlertmanagerOptions m_options;
    QNetworkAccessManager *m_net;
    QTimer *m_timer;
    QTimer *m_retry;
    bool m_inFlight = false;
    int m_backoffMs = 0;
    mutable std::mutex m_mutex; // guards m_entries, m_status
    std::map<QString, Entry> m_entries;
    AlertmanagerStatus m_status;
};

} // namespace cg::exporting
