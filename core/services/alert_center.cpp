// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/alert_center.h"

namespace cg::services {

AlertCenter::AlertCenter(int intervalMs, QObject *parent) : QObject(parent)
{
    connect(&m_timer, &QTimer::timeout, this, [this] { evaluate(QDateTime::currentDateTimeUtc()); });
    setEvaluationInterval(intervalMs);
}

void AlertCenter::setEvaluationInterval(int ms)
{
    if (ms <= 0) {
        m_timer.stop();
        return;
    }
    m_timer.setInterval(ms);
    m_timer.start();
}

AlertCenter::~AlertCenter() = default;

Status AlertCenter::loadThresholds(const QString &path)
{
    const auto t = planning::AlertThresholdSet::load(path);
    if (!t)
        return Status::failure(t.error());
    m_engine.setThresholds(t.value());
    m_thresholdsSource = path;
    emit changed();
    return Ok{};
}

void AlertCenter::setThresholds(const planning::AlertThresholdSet &thresholds, const QString &source)
{
    m_engine.setThresholds(thresholds);
    m_thresholdsSource = source;
    emit changed();
}

planning::AlertChanges AlertCenter::evaluate(const QDateTime &now)
{
    const planning::AlertChanges c = m_engine.evaluate(now);
    for (const planning::Alert &a : c.raised) {
        if (a.severity != planning::AlertSeverity::Critical)
            continue;
        ++m_notifications;
        emit criticalRaised(a);
    }
    if (!c.isEmpty())
        emit changed();
    return c;
}

bool AlertCenter::acknowledge(quint64 id, const QString &who)
{
    const bool done = m_engine.acknowledge(id, who, QDateTime::currentDateTimeUtc());
    if (done)
        emit changed();
    return done;
}

} // namespace cg::services
