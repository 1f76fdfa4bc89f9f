// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/alertmanager.h"

#include "export/export_logging.h"

#include <QJsonDocument>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace cg::exporting {

using planning::Alert;
using planning::AlertKind;
using planning::AlertSeverity;

AlertmanagerClient::AlertmanagerClient(AlertmanagerOptions options, QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_net(new QNetworkAccessManager(this)),
      m_timer(new QTimer(this)), m_retry(new QTimer(this))
{
    m_timer->setInterval(1000);
    connect(m_timer, &QTimer::timeout, this, &AlertmanagerClient::flush);
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, &AlertmanagerClient::flush);
    m_net->setTransferTimeout(m_options.timeoutMs);
}

AlertmanagerClient::~AlertmanagerClient() = default;

void AlertmanagerClient::start()
{
    m_timer->start();
    flush();
}

QString AlertmanagerClient::alertName(AlertKind kind)
{
    switch (kind) {
    case AlertKind::GpuIdle:
        return QStringLiteral("ClusterGateGpuIdle");
    case AlertKind::QueueGrowing:
        return QStringLiteral("ClusterGateQueueGrowing");
    case AlertKind::LinkDegraded:
        return QStringLiteral("ClusterGateLinkDegraded");
    case AlertKind::JobFailures:
        return QStringLiteral("ClusterGateJobFailures");
    case AlertKind::AgentStale:
        return QStringLiteral("ClusterGateAgentSilent");
    case AlertKind::CostAnomaly:
        return QStringLiteral("ClusterGateCostJump");
    case AlertKind::PacketLoss:
        return QStringLiteral("ClusterGatePacketLoss");
    case AlertKind::FailoverRefused:
        return QStringLiteral("ClusterGateFailoverRefused");
    }
    return QStringLiteral("ClusterGateAlert");
}

QString AlertmanagerClient::severityLabel(AlertSeverity severity)
{
    switch (severity) {
    case AlertSeverity::Info:
        return QStringLiteral("info");
    case AlertSeverity::Warning:
        return QStringLiteral("warning");
    case AlertSeverity::Critical:
        return QStringLiteral("critical");
    }
    return QStringLiteral("warning");
}

std::optional<AlertKind> AlertmanagerClient::kindOf(const QString &name)
{
    for (const AlertKind k :
         {AlertKind::GpuIdle, AlertKind::QueueGrowing, AlertKind::LinkDegraded, AlertKind::JobFailures,
          AlertKind::AgentStale, AlertKind::CostAnomaly, AlertKind::PacketLoss, AlertKind::FailoverRefused}) {
        if (alertName(k) == name)
            return k;
    }
    return std::nullopt;
}

AlertSeverity AlertmanagerClient::severityOf(const QString &label)
{
    for (const AlertSeverity s : {AlertSeverity::Info, AlertSeverity::Warning, AlertSeverity::Critical}) {
        if (severityLabel(s) == label)
            return s;
    }
    return AlertSeverity::Warning;
}

QJsonObject AlertmanagerClient::toJson(const Alert &a, const QString &generatorUrl)
{
    QJsonObject labels{{QStringLiteral("alertname"), alertName(a.kind)},
                       {QStringLiteral("cluster"), a.cluster},
                       {QStringLiteral("node"), a.subject},
                       {QStringLiteral("severity"), severityLabel(a.severity)}};
    QJsonObject annotations{
        {QStringLiteral("summary"), planning::kindName(a.kind) + QStringLiteral(": ") + a.subject},
        {QStringLiteral("description"), a.what},
        {QStringLiteral("what_to_do"), a.todo}};
    QJsonObject o{{QStringLiteral("labels"), labels}, {QStringLiteral("annotations"), annotations}};
    const QDateTime start = a.since.isValid() ? a.since : a.raised;
    if (start.isValid())
        o.insert(QStringLiteral("startsAt"), start.toUTC().toString(Qt::ISODateWithMs));
    if (a.cleared.isValid())
        o.insert(QStringLiteral("endsAt"), a.cleared.toUTC().toString(Qt::ISODateWithMs));
    if (!generatorUrl.isEmpty())
        o.insert(QStringLiteral("generatorURL"), generatorUrl);
    return o;
}

void AlertmanagerClient::fire(const Alert &alert)
{
    {
        std::lock_guard lock(m_mutex);
        const QString key = alert.key();
        auto it = m_entries.find(key);
        if (it == m_entries.end()) {
            if (int(m_entries.size()) >= m_options.maxPending) {
                // Full: the oldest change goes, a resolved one before any that still fires.
                auto victim = m_entries.end();
                for (auto e = m_entries.begin(); e != m_entries.end(); ++e) {
                    if (victim == m_entries.end() || (e->second.resolved && !victim->second.resolved) ||
                        (e->second.resolved == victim->second.resolved &&
                         e->second.changed < victim->second.changed))
                        victim = e;
                }
                m_entries.erase(victim);
                ++m_status.dropped;
            }
            it = m_entries.emplace(key, Entry{}).first;
        }
        Entry &e = it->second;
        e.alert = alert;
        e.resolved = false;
        e.changed = QDateTime::currentDateTimeUtc();
    }
    kick();
}

void AlertmanagerClient::resolve(const Alert &alert)
{
    {
        std::lock_guard lock(m_mutex);
        Entry &e = m_entries[alert.key()];
        e.alert = alert;
        if (!e.alert.cleared.isValid())
            e.alert.cleared = QDateTime::currentDateTimeUtc();
        e.resolved = true;
        e.changed = QDateTime::currentDateTimeUtc();
    }
    kick();
}

void AlertmanagerClient::kick()
{
    QMetaObject::invokeMethod(this, "flush", Qt::QueuedConnection);
}

AlertmanagerStatus AlertmanagerClient::status() const
{
    std::lock_guard lock(m_mutex);
    AlertmanagerStatus s = m_status;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    s.pending = 0;
    for (const auto &[key, e] : m_entries) {
        if (e.sentFor != e.changed || (!e.resolved && e.lastSent.msecsTo(now) >= m_options.resendMs))
            ++s.pending;
    }
    return s;
}

void AlertmanagerClient::flush()
{
    if (m_inFlight || m_retry->isActive())
        return;
    QJsonArray body;
    QList<QString> keys;
    QList<QDateTime> stamps;
    {
        std::lock_guard lock(m_mutex);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const auto &[key, e] : m_entries) {
            const bool due =
                e.sentFor != e.changed ||
                (!e.resolved && (!e.lastSent.isValid() || e.lastSent.msecsTo(now) >= m_options.resendMs));
            if (!due)
                continue;
            body.append(toJson(e.alert, m_options.generatorUrl));
            keys << key;
            stamps << e.changed;
            if (body.size() >= 500)
                break;
        }
    }
    if (body.isEmpty())
        return;
    QUrl url = m_options.url;
    QString base = url.path();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    url.setPath(base + QStringLiteral("/api/v2/alerts"));
    QNetworkRequest req(url);
    req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    req.setTransferTimeout(m_options.timeoutMs);
    m_inFlight = true;
    QNetworkReply *reply = m_net->post(req, QJsonDocument(body).toJson(QJsonDocument::Compact));
    connect(reply, &QNetworkReply::finished, this,
            [this, reply, keys, stamps] { finished(reply, keys, stamps); });
}

void AlertmanagerClient::finished(QNetworkReply *reply, const QList<QString> &keys,
                                  const QList<QDateTime> &stamps)
{
    reply->deleteLater();
    m_inFlight = false;
    const int http = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const bool ok = reply->error() == QNetworkReply::NoError && http >= 200 && http < 300;
    const bool bad = http == 400 || http == 422; // Alertmanager says this body is wrong: never retried
    const QString problem = ok ? QString()
                               : (http > 0 ? QStringLiteral("HTTP %1: %2")
                                                 .arg(http)
                                                 .arg(QString::fromUtf8(reply->readAll().left(300)).trimmed())
                                           : reply->errorString());
    bool changed = false;
    {
        std::lock_guard lock(m_mutex);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (ok || bad) {
            for (int i = 0; i < keys.size(); ++i) {
                auto it = m_entries.find(keys.at(i));
                if (it == m_entries.end())
                    continue;
                it->second.sentFor = stamps.at(i);
                it->second.lastSent = now;
                if (it->second.resolved && it->second.changed == stamps.at(i))
                    m_entries.erase(it);
            }
            if (ok)
                m_status.posted += quint64(keys.size());
            else
                m_status.dropped += quint64(keys.size());
        } else {
            ++m_status.failures;
        }
        const bool failing = !ok;
        changed = failing != m_status.failing;
        m_status.failing = failing;
        m_status.lastError = problem;
    }
    if (bad)
        qCWarning(lcExport) << "Alertmanager refused" << keys.size() << "alert(s):" << problem;
    if (changed)
        emit healthChanged(problem);
    if (ok || bad) {
        m_backoffMs = 0;
        flush();
        return;
    }
    m_backoffMs =
        m_backoffMs == 0 ? m_options.minBackoffMs : std::min(m_options.maxBackoffMs, m_backoffMs * 2);
    m_retry->start(m_backoffMs);
}

} // namespace cg::exporting
