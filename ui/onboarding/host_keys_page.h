// SPDX-License-Identifier: GPL-3.0-or-later
// The host-key step: every key the bastions and nodes offer in one table, compared with the provider's
// list and accepted (recorded in known_hosts with its audit row); the scan shows as a task.
#pragma once

#include "services/connectivity_check.h"
#include "services/task_list.h"
#include "ssh/host_key_review_dialog.h"

#include <QCoreApplication>
#include <QLabel>
#include <QMap>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSet>
#include <QTableView>
#include <QWizardPage>

class QTableWidget;

namespace cg::ui {

class OnboardingWizard;

class OnboardingHostKeysPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit OnboardingHostKeysPage(OnboardingWizard *wizard);

    void initializePage() override { scan(); }
    ~OnboardingHostKeysPage() override;

    void cleanupPage() override { m_check->cancel(); }
    bool isComplete() const override { return !m_scanning && m_reachable > 0; }

    HostKeyReviewModel *model() const { return m_model; }
    bool scanning() const { return m_scanning; }
    int reachable() const { return m_reachable; }

    void scan();

    // Records the ticked new keys in known_hosts and checks again the nodes that stopped at them (keys of
    // the bastions open the way to the nodes behind them); a node that did not answer is not tried again
    // (Scan Again does that).
    int acceptSelected();
    // The nodes not reached for another reason than a host key (nothing answered): listed below the keys,
    // with no key to accept.
    QTableWidget *unreachedTable() const { return m_unreached; }

private:
    static QList<HostKeyRow> withoutHost(const QList<HostKeyRow> &rows, const QString &address, quint16 port);

    // The rows a scan offers for review, then the keys accepted earlier that it no longer lists.
    QList<HostKeyRow> withAccepted(const QList<HostKeyRow> &rows) const;

    // Why nodes were not reached, one line per reason (a dead bastion is one line, not one per node),
    // each node under its latest reason only.
    QString failureText() const;

    void showRows();
    void showUnreached();
    // Checks `nodes` again (empty: every node), keeping what the others said.
    void check(const QStringList &nodes);

    void updateButtons();
    // Where each node stands, from the check (the nodes it covers); the bar counts the nodes scanned.
    void refreshReach();
    void showProgress();
    // Not reached for another reason than a host key (or not checked: the scan was cancelled).
    bool notReached(const QString &node) const;

    OnboardingWizard *m_wizard;
    services::ConnectivityCheck *m_check;
    QTableView *m_table;
    QTableWidget *m_unreached;
    QProgressBar *m_progress;
    QLabel *m_state;
    QPushButton *m_selectNew;
    QPushButton *m_accept;
    QPushButton *m_export;
    QPushButton *m_rescan;
    QPushButton *m_cancelScan;
    QPointer<services::TaskList> m_tasks;
    quint64 m_task = 0;
    HostKeyReviewModel *m_model = nullptr;
    QList<HostKeyRow> m_rows;
    QList<HostKeyRow> m_accepted;               // recorded in known_hosts on this page
    QList<HostKeyRow> m_keptRows;               // still to review, of nodes not checked again
    QMap<QString, QString> m_failures;          // node -> its latest reason
    QMap<QString, services::NodeReach> m_reach; // node -> where it stands (the latest check of it)
    QStringList m_checking;                     // the nodes of the check running (empty: all)
    bool m_scanning = false;
    int m_reachable = 0;
};

} // namespace cg::ui
