// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/alert_center.h"

#include <QApplication>
#include <QStyle>
#include <QSystemTrayIcon>

namespace cg::ui {

AlertCenter::AlertCenter(int intervalMs, QObject *parent) : QObject(parent)
{
    if (intervalMs > 0) {
        m_timer.setInterval(intervalMs);
        connect(&m_timer, &QTimer::timeout, this, [this] { evaluate(QDateTime::currentDateTimeUtc()); });
        m_timer.start();
    }
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

planning::AlertChanges AlertCenter::evaluate(const QDateTime &now)
{
    const planning::AlertChanges c = m_engine.evaluate(now);
    for (const planning::Alert &a : c.raised) {
        if (a.severity != planning::AlertSeverity::Critical)
            continue;
        ++m_notifications;
        emit criticalRaised(a);
        if (m_trayWanted && ensureTray() && QSystemTrayIcon::supportsMessages())
            m_tray->showMessage(tr("%1 on %2").arg(planning::kindName(a.kind), a.cluster), a.what,
                                QSystemTrayIcon::Critical, 15000);
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

bool AlertCenter::ensureTray()
{
    if (m_tray)
        return true;
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return false;
    m_tray = new QSystemTrayIcon(qApp->style()->standardIcon(QStyle::SP_MessageBoxWarning), this);
    m_tray->setToolTip(tr("ClusterGate alerts"));
    m_tray->show();
    return true;
}

} // namespace cg::ui
