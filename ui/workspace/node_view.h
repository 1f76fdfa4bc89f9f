// SPDX-License-Identifier: GPL-3.0-or-later
// One node in a tab: its state (live, stale, unreachable and why), its GPU and link charts (the fleet's
// node detail) and an Open Terminal button. The node's store is looked up on every refresh, so a fleet
// started later fills the view and a cluster that vanished leaves a message, not a dangling pointer.
#pragma once

#include "jobs/job_record.h"

#include <QHash>
#include <QTimer>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace cg {
class FleetStore;
}

namespace cg::ui {

class FleetNodeDetail;

class NodeView : public QWidget
{
    Q_OBJECT

public:
    using StoreLookup = std::function<FleetStore *()>;
    using JobsLookup = std::function<QList<jobs::JobStatus>()>; // the cluster's queue as last listed

    NodeView(qint64 clusterId, const QString &nodeId, const QString &title, StoreLookup lookup,
             QWidget *parent = nullptr);

    qint64 clusterId() const { return m_cluster; }
    QString nodeId() const { return m_node; }
    FleetNodeDetail *detail() const { return m_detail; }
    QLabel *stateLabel() const { return m_state; }
    QPushButton *terminalButton() const { return m_terminal; }
    // Enables Open Terminal (off until a terminal can be opened).
    void setTerminalAvailable(bool available);
    // The jobs shown are those of the cluster's queue that run (or wait) on this node.
    void setJobsLookup(JobsLookup lookup);
    // The cluster's last validation: the highest level passed, when, and its figures
    // ("L1/link_rtt/rtt_ms_p99").
    void setValidation(const QString &summary, const QHash<QString, double> &figures);
    QLabel *jobsLabel() const { return m_jobs; }
    QLabel *validationLabel() const { return m_validation; }
    // The jobs of `queue` whose node list names `node`.
    static QList<jobs::JobStatus> jobsOn(const QList<jobs::JobStatus> &queue, const QString &node);
    static QString key(qint64 clusterId, const QString &nodeId);

public slots:
    void refresh();

signals:
    void terminalRequested(qint64 clusterId, const QString &nodeId);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    qint64 m_cluster;
    QString m_node;
    StoreLookup m_lookup;
    FleetStore *m_store = nullptr;
    QLabel *m_state;
    QPushButton *m_terminal;
    QLabel *m_jobs;
    QLabel *m_validation;
    JobsLookup m_jobsLookup;
    FleetNodeDetail *m_detail;
    QTimer m_timer;
};

} // namespace cg::ui
