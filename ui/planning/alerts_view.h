// SPDX-License-Identifier: GPL-3.0-or-later
// Planning > Alerts: the active alerts (severity, cluster, what, since, what to do) with Acknowledge,
// and every alert raised so far under History; thresholds can be loaded from a YAML or JSON file.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace cg::services {
class AlertCenter;
}

namespace cg::ui {

class AlertsView : public QDialog
{
    Q_OBJECT

public:
    explicit AlertsView(services::AlertCenter *center, QWidget *parent = nullptr);

    QTableWidget *activeTable() const { return m_active; }
    QTableWidget *historyTable() const { return m_history; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *status() const { return m_status; }
    QLabel *detail() const { return m_detail; }
    // Acknowledges the alerts selected in the active table; returns how many.
    int acknowledgeSelected();
    void reload();
    void done(int result) override;

private:
    void loadThresholds();
    void showDetail(QTableWidget *table);

    services::AlertCenter *m_center;
    QTabWidget *m_tabs;
    QTableWidget *m_active;
    QTableWidget *m_history;
    QLabel *m_status;
    QLabel *m_detail;
    QPushButton *m_ack;
};

} // namespace cg::ui
