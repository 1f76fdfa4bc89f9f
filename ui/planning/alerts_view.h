// SPDX-License-Identifier: GPL-3.0-or-later
// Planning > Alerts: the active alerts (severity, cluster, what, since, what to do) with Acknowledge,
// and every alert raised so far under History; thresholds can be loaded from a YAML or JSON file. The
// selected alert's advice is buttons that do it (services::AlertActions): restart the agent on the node,
// check the cluster, open the node; the window carries them out.
#pragma once

#include "services/alert_actions.h"

#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace cg {
class Inventory;
}
namespace cg::services {
class AlertCenter;
}

namespace cg::exporting {
class AlertLog;
}

namespace cg::ui {

class AlertsView : public QDialog
{
    Q_OBJECT

public:
    explicit AlertsView(services::AlertCenter *center, QWidget *parent = nullptr);
    ~AlertsView() override;

    QTableWidget *activeTable() const { return m_active; }
    QTableWidget *historyTable() const { return m_history; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *status() const { return m_status; }
    QLabel *detail() const { return m_detail; }
    // Acknowledges the alerts selected in the active table; returns how many.
    int acknowledgeSelected();
    void reload();
    // The inventory the actions' clusters and nodes are looked up in (none: no action buttons).
    void setInventory(const Inventory *inventory);
    // The action buttons of the selected alert (RestartAgent, CheckCluster, OpenNode).
    QPushButton *actionButton(services::AlertAction::Kind kind) const;
    // Says how an action the window carried out went.
    void setActionOutcome(const QString &text);
    void done(int result) override;

signals:
    void restartAgentRequested(qint64 clusterId, const QString &node);
    void checkClusterRequested(qint64 clusterId);
    void openNodeRequested(qint64 clusterId, const QString &node);

private:
    void loadThresholds();
    void showDetail(QTableWidget *table);
    void updateActions();

    services::AlertCenter *m_center;
    QTabWidget *m_tabs;
    QTableWidget *m_active;
    QTableWidget *m_history;
    QLabel *m_status;
    QLabel *m_detail;
    QPushButton *m_ack;
    const Inventory *m_inventory = nullptr;
    QList<services::AlertAction> m_actions;
    QPushButton *m_actionButtons[3] = {};
    QLabel *m_outcome;
    // The profile's alert log (alerts.sqlite, written by the window's and serve's relays): the history
    // from before this start, read when the view refreshes.
    std::unique_ptr<exporting::AlertLog> m_log;
};

} // namespace cg::ui
