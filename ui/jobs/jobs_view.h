// SPDX-License-Identifier: GPL-3.0-or-later
// Clusters > Jobs: each cluster's job queue through its job backend (one listing per refresh; every 30 s,
// every 5 s for a minute after a submit), filtered by state and text; the selected job's details and log
// (tail, or follow as it grows); cancel, requeue, hold and release; and the submit form over a job spec
// (templates, line and column errors, "Show Script", dry run, smoke run) with "Switch Cluster…" to send the
// same spec to another cluster — the compliance gate asked again for the new destination.
#pragma once

#include "services/jobs_service.h"
#include "services/task_list.h"

#include <QColor>
#include <QDateTime>
#include <QDialog>
#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QTimer>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTabWidget;
class QToolButton;

namespace cg {
class Inventory;
}

namespace cg::ui {

class JobsView : public QDialog
{
    Q_OBJECT

public:
    enum Column { Id, Name, State, Reason, Restarts, Elapsed, Partition, Nodes, ColumnCount };

    // Its commands are requests on `hub` (the console's).
    JobsView(Inventory *inventory, ssh::ConnectionHub *hub, services::JobsServiceOptions options,
             QWidget *parent = nullptr);
    ~JobsView() override;

    void setCluster(qint64 clusterId);
    qint64 cluster() const;
    QTableWidget *queue() const { return m_queue; }
    QPlainTextEdit *specEditor() const { return m_spec; }
    QPlainTextEdit *log() const { return m_log; }
    QString statusText() const; // the sentence shown, and the details folded under it
    QString statusDetails() const;
    // A failed queue listing as one sentence with what to do; the raw text goes to the details.
    // `advice`: the cluster's backend's word on the error (JobsService::advice), if it has one.
    static QString actionableListError(const QString &raw, const QString &cluster,
                                       const QString &advice = {});
    // The state column's colour, from the neutral state: failures red, ends by people or the scheduler
    // amber, running green, the rest the text colour.
    QColor stateColour(jobs::JobState state) const;
    // What the last submission said (its job id, or why not).
    QString lastJobId() const { return m_lastJobId; }
    services::JobsService *service() const { return m_service; }

    void refresh();
    // Where a Refresh that takes more than a moment is listed, with Cancel (the console's Tasks panel).
    void setTaskList(services::TaskList *tasks);
    // The Tasks panel's row of the listing in flight (0: none).
    quint64 listTask() const { return m_listTask; }
    // Stops the listing in flight (the Tasks panel's Cancel).
    void cancelRefresh();
    // Refresh as the button asks: the status says it is asking (or still waiting for the listing already
    // sent), then what came back, with the time ("Refreshed at HH:MM: no jobs ...", or the error in words).
    void refreshNow();
    void submit(bool dryRun);
    // Builds the batch script here, without sending anything, and returns it (or the errors).
    QString showScript();
    // Sends the spec of job `jobId` (submitted from this view) to `clusterId`.
    bool switchCluster(const QString &jobId, qint64 clusterId);
    // One entry of the job's history across clusters (JobFailover::timeline) as the Details tab shows it; a
    // restart after a host lost the job says where it resumed and the steps lost.
    static QString historyLine(const QJsonObject &entry);
    // What the console's failover watch did (services::FailoverWatch::switched): moved, or refused.
    void showFailover(const QString &from, const QString &job, const QString &to, const QString &newJob,
                      const QString &error);
    void act(jobs::JobAction action);
    void selectJob(const QString &jobId);
    void loadLog(bool follow);

    void done(int result) override;
    // Shown when the compliance gate refused the last submission: asks for an export of its datasets.
    QPushButton *requestExportButton() const { return m_requestExport; }
    // Cancel, Requeue, Hold, Release, Switch Cluster, Reload Log: enabled only with a job selected.
    const QList<QPushButton *> &jobButtons() const { return m_jobButtons; }

signals:
    // "Request Export…" on a job the compliance gate blocked: its datasets, cluster and purpose.
    void exportRequested(const QStringList &datasets, qint64 clusterId, const QString &purpose);

private:
    jobs::SchedulerProfile profile(qint64 clusterId) const;
    QString selectedJob() const;
    void showJobs(const QList<jobs::JobStatus> &jobs);
    void showDetails();
    void updateJobButtons();
    void setStatus(const QString &text, bool bad = false, const QString &details = {});
    void startListTask();
    void sendSpec(qint64 clusterId, const QByteArray &yaml, bool dryRun);

    Inventory *m_inventory;
    services::JobsService *m_service;
    services::JobsService *m_logs; // tails and follows, on a connection of their own
    QComboBox *m_cluster;
    QComboBox *m_stateFilter;
    QLineEdit *m_textFilter;
    QTableWidget *m_queue;
    QTabWidget *m_tabs;
    QLabel *m_details;
    QPlainTextEdit *m_log;
    QCheckBox *m_follow;
    QComboBox *m_template;
    QPlainTextEdit *m_spec;
    QLineEdit *m_account;
    QLineEdit *m_partition;
    QCheckBox *m_smoke;
    QLabel *m_status;
    QLabel *m_statusDetails;
    QToolButton *m_detailsButton;
    QTimer m_timer;
    QList<QPushButton *> m_jobButtons;
    qint64 m_fastUntilMs = 0;
    QList<jobs::JobStatus> m_jobs;
    QHash<quint64, QByteArray> m_pendingSpecs; // submit request -> spec (kept for Switch Cluster)
    QHash<QString, QByteArray> m_specs;        // job id -> the spec it was submitted with
    QHash<QString, QStringList> m_history;     // "cluster/job" -> its timeline across clusters (Details)
    QString m_lastJobId;
    quint64 m_listRequest = 0;
    QDateTime m_listSent; // when the listing in flight was sent
    QPointer<services::TaskList> m_tasks;
    quint64 m_listTask = 0; // the Tasks panel's row of the listing in flight
    quint64 m_logRequest = 0;
    QPushButton *m_requestExport = nullptr;
    QStringList m_blockedDatasets;
    QString m_blockedPurpose;
    qint64 m_blockedCluster = 0;
};

} // namespace cg::ui
