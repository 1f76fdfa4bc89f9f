// SPDX-License-Identifier: GPL-3.0-or-later
// A dataset push (or the resume of one) run by the console on a thread of its own, as `clustergate data
// push|resume` runs it: the profile is opened there (its own database connection), the ledger's gate is
// asked again, the manifest is signed with the person's identity key from the keychain, and TransferEngine
// sends the chunks over the console's hub. Progress and the outcome come back as queued signals; cancel()
// sets the engine's `cancelled` hook, so the transfer stops before its next chunk and stays resumable.
// trackPush() shows one as a Push task of the task list.
#pragma once

#include "services/task_list.h"
#include "ssh/chain_plan.h"
#include "ssh/ssh_engine.h"
#include "transfer/data_transfers.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace cg::secrets {
class CredentialStore;
}

namespace cg::services {

struct DatasetPushSpec
{
    transfer::PushRequest request; // a push: the dataset, form, cluster, destination and remote path
    QString resumeId;              // not empty: resume this transfer instead
    QString keyId;                 // a push: the private-key credential that signs the manifest
    secrets::CredentialStore *keychain = nullptr; // its blocking calls are made from the push's thread
    QString actor;                                // who sends, in the audit log
    ssh::ChainPlan plan;                          // to the cluster's login node
    ssh::SessionOptions base;
    transfer::TransferOptions options;
    QString storeDir; // empty: the profile's transfers folder
};

class DatasetPush : public QObject
{
    Q_OBJECT

public:
    // The transfer's connections are requests on `hub` (the console's).
    DatasetPush(ssh::ConnectionHub &hub, DatasetPushSpec spec, QObject *parent = nullptr);
    // Cancels a running push and waits for it to stop (before its next chunk).
    ~DatasetPush() override;

    void start();
    void cancel();
    bool isRunning() const { return m_running; }
    bool isCancelled() const { return m_cancelled; }
    // Known once prepared (a push) or at once (a resume).
    QString transferId() const { return m_transferId; }
    QString title() const;
    // The transfer's status after finished(); Failed before that or when it never got a state.
    transfer::TransferStatus status() const { return m_status; }

    // "12 % of 1.0 GiB, 40.0 MiB/s, ETA 21 s" for a task's text.
    static QString progressText(const transfer::TransferProgress &p);

signals:
    void prepared(const QString &transferId);
    void progressed(int percent, const QString &text);
    void finished(bool ok, const QString &message);

private:
    struct Outcome
    {
        transfer::TransferStatus status = transfer::TransferStatus::Failed;
        QString message;
    };
    Outcome work(); // on the push's thread
    void onFinished(int status, const QString &message);

    ssh::ConnectionHub *m_hub;
    DatasetPushSpec m_spec;
    std::atomic<bool> m_cancelled{false};
    bool m_running = false;
    QString m_transferId;
    transfer::TransferStatus m_status = transfer::TransferStatus::Failed;
    struct Thread;
    std::unique_ptr<Thread> m_thread;
};

// A Push task for `push` (started or about to be): progress as percent, rate and ETA as its text, its
// Cancel cancelling the push; it ends with the push. Returns the task's id.
quint64 trackPush(TaskList &tasks, DatasetPush *push);

} // namespace cg::services
