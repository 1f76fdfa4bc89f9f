// SPDX-License-Identifier: GPL-3.0-or-later
// The Transfers tab: every dataset transfer of the profile with its progress, rate and ETA; Push Dataset…
// (the ledger's gate first, then the transfer in the console as a Push task), Cancel (stops it before its
// next chunk, resumable) and Resume (in the console as a Push task; without one, `clustergate data resume
// ID` in the background).
#pragma once

#include <QHash>
#include <QKeySequence>
#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class QTimer;

namespace cg::services {
class Console;
class DatasetPush;
class TaskList;
} // namespace cg::services

namespace cg::ssh {
struct SessionOptions;
}

namespace cg::transfer {
struct PushRequest;
struct TransferOptions;
} // namespace cg::transfer

namespace cg::ui {

class PushDialog;
class TransfersModel;

class TransfersView : public QWidget
{
    Q_OBJECT

public:
    // Only lists, cancels and resumes through the CLI.
    explicit TransfersView(QWidget *parent = nullptr);
    // Pushes and resumes in the console, each a task of `tasks` (may be null).
    TransfersView(services::Console *console, services::TaskList *tasks, QString knownHostsFile,
                  QWidget *parent = nullptr);
    TransfersModel *model() const { return m_model; }
    QPushButton *pushButton() const { return m_pushButton; }
    PushDialog *pushDialog() const;

    // Push Dataset…: opens the dialog (window-modal); a cleared push starts when it is accepted.
    void openPushDialog();
    // Starts a cleared push or resumes transfer `id` in the console; null (the reason shown) when it cannot.
    // `options`: connections and rate limit, as `clustergate data push` takes them.
    services::DatasetPush *startPush(const transfer::PushRequest &request, const QString &keyId,
                                     qint64 clusterId, const transfer::TransferOptions &options);
    services::DatasetPush *startPush(const transfer::PushRequest &request, const QString &keyId,
                                     qint64 clusterId);
    services::DatasetPush *resume(const QString &id, const transfer::TransferOptions &options);
    services::DatasetPush *resume(const QString &id);
    QString messageText() const;
    // Push Dataset…'s shortcut (the main window's action).
    static QKeySequence pushShortcut();

signals:
    // Request Export… from a refused push: the export it would need.
    void exportRequested(const QStringList &datasets, qint64 clusterId, const QString &purpose);

private:
    QString selectedId() const;
    void updateButtons();
    void cancelSelected();
    void resumeSelected();
    services::DatasetPush *run(services::DatasetPush *push);
    // What this console decides about connections (the cluster's settings come from ClusterConnections).
    ssh::SessionOptions localOptions() const;

    services::Console *m_console = nullptr;
    services::TaskList *m_tasks = nullptr;
    QString m_knownHostsFile;
    TransfersModel *m_model;
    QTableView *m_table;
    QPushButton *m_pushButton;
    QPushButton *m_cancel;
    QPushButton *m_resume;
    QLabel *m_message;
    QTimer *m_timer;
    QPointer<PushDialog> m_dialog;
    QHash<QString, quint64> m_taskOf; // transfer id -> its Push task
};

} // namespace cg::ui
