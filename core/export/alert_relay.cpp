// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/alert_relay.h"

#include "export/alert_log.h"
#include "export/alertmanager.h"
#include "export/export_logging.h"
#include "export/metric_registry.h"
#include "services/alert_center.h"

#include <QDateTime>

namespace cg::exporting {

namespace {
const QByteArray kAlertFamily = "clustergate_alert_active";
}

void AlertRelay::declareFamilies(MetricRegistry &r)
{
    r.declare(kAlertFamily, MetricRegistry::Type::Gauge,
              "1 while a console alert fires (alertname, cluster, node, severity; id in the alert history).");
}

AlertRelay::AlertRelay(services::AlertCenter &center, AlertLog *log, AlertmanagerClient *alertmanager,
                       MetricRegistry *registry, QObject *parent)
    : QObject(parent), m_center(center), m_log(log), m_alertmanager(alertmanager), m_registry(registry)
{
    connect(&center, &services::AlertCenter::changed, this, &AlertRelay::sync);
    connect(&m_ackPoll, &QTimer::timeout, this, &AlertRelay::pollAcknowledgements);
    if (m_log)
        m_ackPoll.start(2000);
    sync();
}

AlertRelay::~AlertRelay() = default;

void AlertRelay::sync()
{
    QSet<quint64> seen;
    for (const planning::Alert &a : m_center.engine().active()) {
        seen.insert(a.id);
        auto it = m_known.find(a.id);
        if (it == m_known.end()) {
            fired(a);
            it = m_known.find(a.id);
        }
        if (it == m_known.end())
            continue;
        it->alert = a;
        // Acknowledged here (the window): into the history, once.
        if (a.isAcknowledged() && !it->acknowledged) {
            it->acknowledged = true;
            if (m_log && it->logId > 0) {
                const Status st = m_log->acknowledge(it->logId, a.acknowledgedBy, a.acknowledged);
                if (!st && st.code() != ErrorCode::Conflict)
                    qCWarning(lcExport) << "alert acknowledgement not kept:" << st.error();
            }
        }
    }
    for (auto it = m_known.begin(); it != m_known.end();) {
        if (seen.contains(it.key())) {
            ++it;
            continue;
        }
        Known k = *it;
        if (const auto now = m_center.engine().alert(it.key()))
            k.alert = *now;
        it = m_known.erase(it);
        resolved(k);
    }
}

void AlertRelay::fired(const planning::Alert &a)
{
    Known k;
    k.alert = a;
    k.acknowledged = false;
    const QString name = AlertmanagerClient::alertName(a.kind);
    const QString severity = AlertmanagerClient::severityLabel(a.severity);
    if (m_log) {
        const auto id = m_log->recordFired(a, name, severity);
        if (id)
            k.logId = id.value();
        else
            qCWarning(lcExport) << "alert not kept in the history:" << id.error();
    }
    if (m_alertmanager)
        m_alertmanager->fire(a);
    if (m_registry) {
        m_registry->set(kAlertFamily,
                        {{"alertname", name.toUtf8()},
                         {"cluster", a.cluster.toUtf8()},
                         {"node", a.subject.toUtf8()},
                         {"severity", severity.toUtf8()},
                         {"id", QByteArray::number(k.logId)}},
                        1, QDateTime::currentMSecsSinceEpoch());
    }
    qCDebug(lcExport) << "alert fired" << name << a.cluster << a.subject << "history id" << k.logId;
    m_known.insert(a.id, k);
}

void AlertRelay::resolved(Known k)
{
    if (!k.alert.cleared.isValid())
        k.alert.cleared = QDateTime::currentDateTimeUtc();
    if (m_log) {
        if (const Status st = m_log->recordResolved(k.alert.key(), k.alert.cleared); !st)
            qCWarning(lcExport) << "alert resolution not kept:" << st.error();
    }
    if (m_alertmanager)
        m_alertmanager->resolve(k.alert);
    if (m_registry)
        m_registry->removeWhere(kAlertFamily, "id", QByteArray::number(k.logId));
    qCDebug(lcExport) << "alert resolved" << k.alert.key() << "history id" << k.logId;
}

void AlertRelay::pollAcknowledgements()
{
    if (!m_log)
        return;
    QList<QPair<quint64, QString>> toAck;
    for (auto it = m_known.begin(); it != m_known.end(); ++it) {
        if (it->acknowledged || it->logId <= 0)
            continue;
        const auto e = m_log->entry(it->logId);
        if (e && e->ackedAt.isValid()) {
            it->acknowledged = true;
            toAck.append({it.key(), e->ackedBy});
        }
    }
    // After the loop: acknowledging emits changed(), which re-enters sync().
    for (const auto &[id, who] : toAck)
        m_center.acknowledge(id, who);
}

} // namespace cg::exporting
