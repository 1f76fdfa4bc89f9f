// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/streaming_memory.h"

#include "services/cluster_fleet.h"
#include "services/console.h"

#include <QSettings>

namespace cg::services {

namespace {

const QString kGroup = QStringLiteral("streaming");
const QString kOldList = QStringLiteral("workspace/streamingClusters");

} // namespace

StreamingMemory::StreamingMemory(Console &console, QObject *parent) : QObject(parent), m_console(console)
{
    m_keychainWait.setSingleShot(true);
    connect(&m_keychainWait, &QTimer::timeout, this, &StreamingMemory::startAll);
    connect(&m_console, &Console::keychainChecked, this, [this] {
        if (m_waiting)
            startAll();
    });
}

StreamingMemory::~StreamingMemory() = default;

QList<qint64> StreamingMemory::remembered(const QSettings &settings)
{
    QList<qint64> out;
    const auto add = [&out](const QString &text) {
        bool ok = false;
        const qint64 id = text.toLongLong(&ok);
        if (ok && id > 0 && !out.contains(id))
            out << id;
    };
    const QString prefix = kGroup + QLatin1Char('/');
    for (const QString &key : settings.allKeys()) {
        if (key.startsWith(prefix) && settings.value(key).toBool())
            add(key.mid(prefix.size()));
    }
    for (const QString &id : settings.value(kOldList).toStringList())
        add(id);
    return out;
}

void StreamingMemory::save(QSettings &settings, const QList<qint64> &also) const
{
    settings.remove(kGroup);
    settings.remove(kOldList);
    const auto clusters = m_console.inventory().clusters();
    if (!clusters.ok())
        return;
    settings.beginGroup(kGroup);
    for (const ClusterRecord &c : clusters.value()) {
        if (m_console.fleet(c.id) || m_pending.contains(c.id) || also.contains(c.id))
            settings.setValue(QString::number(c.id), true);
    }
    settings.endGroup();
}

int StreamingMemory::resume(const QSettings &settings, const FleetOptions &options, int keychainWaitMs)
{
    m_options = options;
    m_pending.clear();
    const auto clusters = m_console.inventory().clusters();
    if (!clusters.ok())
        return 0;
    for (const qint64 id : remembered(settings)) {
        for (const ClusterRecord &c : clusters.value()) {
            if (c.id == id && !m_console.fleet(id))
                m_pending << id;
        }
    }
    if (m_pending.isEmpty())
        return 0;
    if (m_console.keychainKnown()) {
        QTimer::singleShot(0, this, &StreamingMemory::startAll);
    } else {
        m_waiting = true;
        m_keychainWait.start(keychainWaitMs);
    }
    return int(m_pending.size());
}

void StreamingMemory::startAll()
{
    m_waiting = false;
    m_keychainWait.stop();
    const QList<qint64> clusters = m_pending;
    for (const qint64 id : clusters) {
        if (m_console.fleet(id)) {
            m_pending.removeAll(id);
            continue;
        }
        QString error;
        if (m_console.startFleet(id, m_options, &error)) {
            m_pending.removeAll(id);
            emit resumed(id);
        } else {
            emit resumeFailed(id, error);
        }
    }
}

} // namespace cg::services
