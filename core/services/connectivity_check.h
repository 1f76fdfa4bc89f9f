// SPDX-License-Identifier: GPL-3.0-or-later
// "Check connectivity" for a cluster: reaches every node through the cluster's jump chain (one bastion
// login, through SshService) and reports each node's result and time as it arrives. Cancellable.
#pragma once

#include "inventory/inventory.h"
#include "services/host_key_row.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

namespace cg::ssh {
class SshService;
}

namespace cg::services {

class ConnectivityCheck : public QObject
{
    Q_OBJECT

public:
    ConnectivityCheck(ssh::SshService *service, Inventory *inventory, QObject *parent = nullptr);

    // Starts checking every node of the cluster; returns false (with `error`) when it cannot start.
    bool start(qint64 clusterId, const QString &knownHostsFile, QString *error);
    void cancel();
    bool isRunning() const { return !m_pending.isEmpty(); }
    int total() const { return m_total; }
    int done() const { return m_total - int(m_pending.size()); }

signals:
    void nodeChecked(qint64 clusterId, const QString &node, bool ok, const QString &text);
    void progress(int done, int total);
    void finished(int ok, int failed);
    // After finished(): host keys the policy refused, one row per host, for a person to review.
    void hostKeysToReview(const QList<cg::services::HostKeyRow> &rows);

private:
    void onFinished(quint64 id, int exitStatus, const QString &error, int failedHop,
                    const QString &hopMessage);

    ssh::SshService *m_service;
    Inventory *m_inventory;
    qint64 m_cluster = 0;
    QHash<quint64, QString> m_pending; // request id -> node
    int m_hopCount = 0;                // jump hosts in front of every node
    QList<HostKeyRow> m_refused;
    QElapsedTimer m_clock;
    qint64 m_personMsAtStart = 0;
    int m_total = 0;
    int m_ok = 0;
    int m_failed = 0;
};

} // namespace cg::services
