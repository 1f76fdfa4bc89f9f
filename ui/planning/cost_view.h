// SPDX-License-Identifier: GPL-3.0-or-later
// Planning > Cost: the scheduler's job records (imported listings and completion files) priced per GPU-hour,
// per project and per job, and the daily cost as a chart with the budget line and day-over-day jumps. The
// records come from a saved cluster's accounting read over the console's hub (Read from Cluster, off the GUI
// thread: services::AccountingRead), or from exported files (Import Job Records…) where it cannot be asked.
#pragma once

#include "common/result.h"
#include "inventory/inventory.h"
#include "jobs/job_record.h"
#include "planning/cost.h"
#include "services/cluster_accounting.h"
#include "ssh/ssh_engine.h"

#include <QDialog>
#include <QMap>

#include <functional>
#include <memory>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace cg::ssh {
class ConnectionHub;
}
namespace cg::services {
class AccountingRead;
class TaskList;
} // namespace cg::services

namespace cg::ui {

class CostView : public QDialog
{
    Q_OBJECT

public:
    explicit CostView(QWidget *parent = nullptr);
    ~CostView() override;

    // Where Read from Cluster asks: the console's hub, its database file (the saved clusters, read on the
    // worker thread) and the console's own session options (known hosts). Unset: only the file import.
    void setHub(ssh::ConnectionHub *hub, const QString &databaseFile, const ssh::SessionOptions &local);
    // What the console knows of a cluster's nodes (its fleet's live and unreachable ones): Read from Cluster
    // asks through a reachable node first.
    void setNodeHints(std::function<services::AccountingNodeHints(qint64 clusterId)> hints);
    // The console's task list: each read is a task row there (Cancel reaches the read).
    void setTaskList(services::TaskList *tasks) { m_tasks = tasks; }
    // Reads the accounting of the cluster chosen in clusterChoice(); false (saying why) when it cannot start.
    bool readFromCluster();
    void cancelRead();
    bool isReading() const { return m_reading != nullptr; }
    QComboBox *clusterChoice() const { return m_clusterChoice; }
    QPushButton *readButton() const { return m_read; }
    QPushButton *cancelButton() const { return m_cancel; }
    // What the last read from a cluster did (or why it failed, and what to do).
    QString readText() const;
    // Each node's error of the last failed read as it came (capped; the status's tooltip shows it).
    QString readDetails() const;

    // Adds the records in `text` (jobs::AccountingImport: a record without a GPU count takes it from
    // another record of the same job).
    Status importText(const QString &text, const QString &source);
    // The formats the import reads, named for people (the button's tooltip and the empty state).
    static QString formatHint();
    void clearRecords();
    QLineEdit *priceField() const { return m_price; }
    QLineEdit *budgetField() const { return m_budget; }
    // prepaid_share, prepaid_discount, premium, egress_per_gb, storage_per_gb_month, requests, egress_gb,
    // storage_gb_months
    QLineEdit *termField(const QString &key) const { return m_terms.value(key); }
    QString per1kText() const;
    QTableWidget *projectTable() const { return m_projects; }
    QTableWidget *jobTable() const { return m_jobs; }
    // Idle waste per project: the records' allocations against the utilization history (GPU-hours).
    QTableWidget *wasteTable() const { return m_waste; }
    void setUtilization(const QList<planning::GpuUtilSample> &samples);
    QString statusText() const;
    // The saved clusters: each one's contract price prices its records; the price above only the rest.
    void setClusters(const QList<ClusterRecord> &clusters);
    // Which price each cluster of the records was costed with, for people.
    QString priceSourceText() const;
    int days() const { return m_days; }
    int anomalyDays() const { return m_anomalies; }
    int overBudgetDays() const { return m_overBudget; }
    void done(int result) override;
    QSize minimumSizeHint() const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void chooseAndImport();
    void readFinished(const QString &cluster, const Result<QList<jobs::JobRecord>> &records,
                      const QString &details);
    void updateReadControls();
    // The read's sentence on one line (elided), all of it and `details` in the tooltip.
    void showRead(const QString &text, const QString &details);
    void elideRead();
    void recalculate();
    void loadUtilization();
    QLineEdit *addTerm(const QString &key, const QString &defaultValue, const QString &name);

    QList<jobs::JobRecord> m_records;
    QList<ClusterRecord> m_clusters;
    QComboBox *m_clusterChoice;
    QPushButton *m_read;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_readState;
    QString m_readText;
    QString m_readDetails;
    ssh::ConnectionHub *m_hub = nullptr;
    QString m_databaseFile;
    ssh::SessionOptions m_local;
    std::shared_ptr<services::AccountingRead> m_reading;
    std::function<services::AccountingNodeHints(qint64)> m_hints;
    services::TaskList *m_tasks = nullptr;
    quint64 m_task = 0;
    QLabel *m_priceSource;
    QLineEdit *m_price;
    QLineEdit *m_currency;
    QLineEdit *m_budget;
    QSpinBox *m_anomalyPercent;
    QMap<QString, QLineEdit *> m_terms;
    QLabel *m_per1k;
    QTableWidget *m_projects;
    QTableWidget *m_jobs;
    QTableWidget *m_waste;
    QList<planning::GpuUtilSample> m_utilization;
    QChartView *m_chart;
    QLabel *m_status;
    int m_days = 0;
    int m_anomalies = 0;
    int m_overBudget = 0;
};

} // namespace cg::ui
