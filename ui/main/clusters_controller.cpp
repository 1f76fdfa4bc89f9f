// SPDX-License-Identifier: GPL-3.0-or-later
#include "main/clusters_controller.h"

#include "common/local_user.h"
#include "jobs/job_backend.h"
#include "main/main_window.h"
#include "models/targets_model.h"
#include "onboarding/onboarding_wizard.h"
#include "secrets/credentials_dialog.h"
#include "services/cluster_fleet.h"
#include "services/connectivity_check.h"
#include "services/console.h"
#include "services/host_key_review.h"
#include "services/task_list.h"
#include "ssh/cluster_dialog.h"
#include "ssh/host_key_review_dialog.h"
#include "ssh/ssh_config_import_dialog.h"

#include <QAction>
#include <QMessageBox>
#include <QProgressBar>
#include <QStyle>
#include <QToolButton>

namespace cg::ui {

ClustersController::ClustersController(MainWindow *window) : WindowFeature(window)
{
    m_checkCluster = new QAction(tr("&Check Connectivity"), this);
    m_checkCluster->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    m_checkCluster->setToolTip(tr("Reach every node of the selected cluster through its jump hosts"));
    m_checkCluster->setEnabled(false);
    connect(m_checkCluster, &QAction::triggered, this, &ClustersController::checkSelectedCluster);
    m_cancelCheck = new QAction(tr("Cancel"), this);
    m_cancelCheck->setIcon(window->style()->standardIcon(QStyle::SP_DialogCancelButton));
    m_cancelCheck->setToolTip(tr("Stop the connectivity check"));
    connect(m_cancelCheck, &QAction::triggered, this, [this] { m_check->cancel(); });

    m_newCluster = new QAction(tr("&New Cluster…"), this);
    m_newCluster->setShortcuts(QKeySequence::New);
    m_newCluster->setToolTip(tr("Add a cluster: its jump hosts, nodes and host-key policy"));
    connect(m_newCluster, &QAction::triggered, this, &ClustersController::newCluster);
    m_onboard = new QAction(tr("&Onboard Cluster…"), this);
    m_onboard->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_onboard->setToolTip(
        tr("Step by step: promises, bastion chain, nodes, host keys, agent on every node, L0 checks"));
    connect(m_onboard, &QAction::triggered, this, &ClustersController::onboardCluster);
    m_editCluster = new QAction(tr("&Edit Cluster…"), this);
    m_editCluster->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_editCluster->setEnabled(false);
    connect(m_editCluster, &QAction::triggered, this, &ClustersController::editSelectedCluster);
    m_deleteCluster = new QAction(tr("&Delete Cluster…"), this);
    m_deleteCluster->setShortcut(QKeySequence::Delete);
    m_deleteCluster->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_deleteCluster->setEnabled(false);
    connect(m_deleteCluster, &QAction::triggered, this, &ClustersController::deleteSelectedCluster);

    m_credentials = new QAction(tr("C&redentials…"), this);
    m_credentials->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_credentials->setToolTip(tr("Passwords, passphrases, keys and tokens kept in the keychain: who uses "
                                 "them, when they were last used, when they are due for rotation"));
    connect(m_credentials, &QAction::triggered, this, &ClustersController::showCredentials);

    m_importSshConfig = new QAction(tr("&Import ssh Config…"), this);
    m_importSshConfig->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_importSshConfig->setToolTip(tr("Import hosts and jump chains from ~/.ssh/config"));
    connect(m_importSshConfig, &QAction::triggered, this, &ClustersController::importSshConfig);

    m_progress = new QProgressBar(window);
    m_progress->setMaximumWidth(220);
    m_progress->setFormat(tr("checking %v of %m nodes"));
    m_progress->setVisible(false);
    m_cancelButton = new QToolButton(window);
    m_cancelButton->setDefaultAction(m_cancelCheck);
    m_cancelButton->setVisible(false);

    services::Console *console = this->console();
    m_check = new services::ConnectivityCheck(&console->ssh(), &console->inventory(), this);
    connect(m_check, &services::ConnectivityCheck::nodeChecked, this,
            [this](qint64 cluster, const QString &node, bool ok, const QString &text) {
                this->window()->targets()->setNodeState(cluster, node, text, ok);
            });
    connect(m_check, &services::ConnectivityCheck::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        this->window()->tasks()->setProgress(m_checkTask, done, total);
    });
    connect(m_check, &services::ConnectivityCheck::finished, this, [this](int ok, int failed) {
        m_progress->setVisible(false);
        m_cancelButton->setVisible(false);
        this->window()->updateClusterActions();
        const QString outcome = tr("Connectivity: %1 reachable, %2 failed").arg(ok).arg(failed);
        this->window()->tasks()->finish(m_checkTask, failed == 0, outcome);
        m_checkTask = 0;
        showMessage(outcome, 15000);
    });
    connect(m_check, &services::ConnectivityCheck::hostKeysToReview, this,
            &ClustersController::reviewHostKeys);
}

bool ClustersController::checkRunning() const
{
    return m_check->isRunning();
}

void ClustersController::setSelectionActionsEnabled(bool enabled)
{
    m_checkCluster->setEnabled(enabled);
    m_editCluster->setEnabled(enabled);
    m_deleteCluster->setEnabled(enabled);
}

void ClustersController::importSshConfig()
{
    SshConfigImportDialog dialog(QString(), window());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QList<ssh::ImportedHost> hosts = dialog.selectedHosts();
    if (hosts.isEmpty())
        return;
    const auto imported = console()->inventory().importHosts(hosts);
    if (!imported.ok()) {
        QMessageBox::warning(window(), tr("Import failed"), imported.error());
        return;
    }
    window()->reloadClusters();
    showMessage(tr("Imported %n host(s) from %1", nullptr, imported.value()).arg(dialog.configPath()), 10000);
}

void ClustersController::onboardCluster()
{
    MainWindow *window = this->window();
    OnboardingOptions options{window->knownHostsFile(), {}, {}, true, 1000};
    options.tasks = window->tasks();
    OnboardingWizard wizard(console(), options, window);
    if (OnboardingWizard::hasDraft()) {
        const auto answer =
            QMessageBox::question(window, tr("Onboard Cluster"),
                                  tr("Onboarding of %1 was not finished. Continue where it stopped?")
                                      .arg(OnboardingWizard::draftName()),
                                  QMessageBox::Yes | QMessageBox::No | QMessageBox::Cancel, QMessageBox::Yes);
        if (answer == QMessageBox::Cancel)
            return;
        if (answer == QMessageBox::Yes)
            wizard.resumeDraft();
        else
            OnboardingWizard::discardDraft();
    }
    connect(&wizard, &OnboardingWizard::onboarded, this, [this, window](qint64 clusterId) {
        window->reloadClusters();
        window->selectCluster(clusterId);
        if (services::ClusterFleet *fleet = console()->fleet(clusterId)) {
            window->attachFleetStore(&fleet->store());
            window->showFleet();
        }
        showMessage(tr("Cluster onboarded: its nodes stream telemetry."), 10000);
    });
    wizard.exec();
    window->reloadClusters(); // saved on the way even when not finished
}

void ClustersController::newCluster()
{
    ClusterDialog dialog(ClusterRecord{}, {}, window());
    while (dialog.exec() == QDialog::Accepted) {
        const auto saved = console()->inventory().saveCluster(dialog.cluster(), dialog.nodes());
        if (saved.ok()) {
            saveRecordingPolicy(dialog);
            if (const Status st =
                    jobs::JobBackendChoice::set(console()->database(), saved.value(), dialog.jobBackend());
                !st)
                QMessageBox::warning(window(), tr("Job Backend Not Saved"), st.error());
            window()->reloadClusters();
            window()->selectCluster(saved.value());
            showMessage(tr("Added cluster %1 with %n node(s)", nullptr, int(dialog.nodes().size()))
                            .arg(dialog.cluster().name),
                        10000);
            return;
        }
        QMessageBox::warning(window(), tr("Cannot save the cluster"), saved.error()); // and edit again
    }
}

void ClustersController::saveRecordingPolicy(const ClusterDialog &dialog)
{
    if (const Status st = dialog.saveRecordingPolicy(dialog.cluster().name, console()->database(),
                                                     console()->auditLog(), localUserName());
        !st)
        QMessageBox::warning(window(), tr("Recording Policy Not Saved"), st.error());
}

void ClustersController::editSelectedCluster()
{
    const qint64 id = window()->selectedClusterId();
    const auto cluster = console()->inventory().cluster(id);
    const auto nodes = console()->inventory().nodes(id);
    if (!cluster.ok() || !nodes.ok()) {
        showMessage(cluster.ok() ? nodes.error() : cluster.error(), 10000);
        return;
    }
    ClusterDialog dialog(cluster.value(), nodes.value(), window());
    if (const auto backend = jobs::JobBackendChoice::of(console()->database(), id); backend.ok())
        dialog.setJobBackend(backend.value());
    if (const auto policy = terminal::RecordingPolicies(console()->database()).policy(cluster->name);
        policy.ok())
        dialog.setRecordingPolicy(policy.value());
    while (dialog.exec() == QDialog::Accepted) {
        const ssh::HostKeyPolicy before = cluster->hostKeyPolicy;
        const ssh::HostKeyPolicy after = dialog.cluster().hostKeyPolicy;
        if (before == ssh::HostKeyPolicy::Strict && after == ssh::HostKeyPolicy::AcceptNew &&
            QMessageBox::warning(
                window(), tr("Loosen Host-Key Policy"),
                tr("Cluster %1 will record the host key of any bastion or node it has not seen before "
                   "without "
                   "asking (trust on first use), instead of refusing it. Changed keys are still refused. "
                   "Loosen the policy?")
                    .arg(dialog.cluster().name),
                QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
            continue; // back to the dialog
        const auto saved = console()->inventory().saveCluster(dialog.cluster(), dialog.nodes());
        if (saved.ok()) { // the inventory audited a loosened policy with the change
            saveRecordingPolicy(dialog);
            if (const Status st = jobs::JobBackendChoice::set(console()->database(), id, dialog.jobBackend());
                !st)
                QMessageBox::warning(window(), tr("Job Backend Not Saved"), st.error());
            window()->reloadClusters();
            window()->selectCluster(id);
            showMessage(tr("Saved cluster %1").arg(dialog.cluster().name), 10000);
            return;
        }
        QMessageBox::warning(window(), tr("Cannot save the cluster"), saved.error());
    }
}

void ClustersController::deleteSelectedCluster()
{
    MainWindow *window = this->window();
    services::Console *console = this->console();
    const qint64 id = window->selectedClusterId();
    const auto cluster = console->inventory().cluster(id);
    if (!cluster.ok())
        return;
    const auto list = console->inventory().nodes(id);
    const int nodes = list.ok() ? int(list->size()) : 0;
    const auto answer = QMessageBox::question(
        window, tr("Delete Cluster"),
        tr("Delete cluster %1 with its jump chain and %n node(s)? Its telemetry stream stops; the agents "
           "stay on the nodes (Remove Agent from Nodes first to delete them) and recorded host keys are "
           "kept.",
           nullptr, nodes)
            .arg(cluster->name),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    if (services::ClusterFleet *fleet = console->fleet(id); fleet && window->fleetStore() == &fleet->store())
        window->attachFleetStore(nullptr);
    window->closeViewsOfCluster(id); // before its fleet goes: they read its store
    console->forgetFleet(id);
    // Deleted and audited in one transaction.
    if (auto st = console->inventory().removeCluster(id); !st) {
        QMessageBox::warning(window, tr("Cannot delete the cluster"), st.error());
        return;
    }
    window->reloadClusters();
    showMessage(tr("Deleted cluster %1").arg(cluster->name), 10000);
}

void ClustersController::showCredentials()
{
    services::Console *console = this->console();
    if (!console->keychainAvailable() || !console->credentials()) {
        QMessageBox::warning(window(), tr("No keychain"),
                             console->keychainProblem().isEmpty()
                                 ? tr("The keychain has not answered yet, or the database is not open.")
                                 : console->keychainProblem());
        return;
    }
    CredentialsDialog dialog(console->secretStore(), console->credentials(), window());
    connect(&dialog, &CredentialsDialog::credentialsChanged, console, &services::Console::reloadCredentials);
    dialog.exec();
}

void ClustersController::reviewHostKeys(const QList<HostKeyRow> &rows)
{
    HostKeyReviewDialog dialog(rows, window());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto cluster = console()->inventory().cluster(window()->selectedClusterId());
    const QString clusterName = cluster.ok() ? cluster->name : QString();
    // New keys are appended, confirmed replacements take the old keys' place; each with its audit row.
    const auto done =
        services::HostKeyReview::recordAll(console()->inventory(), clusterName, window()->knownHostsFile(),
                                           dialog.acceptedRows(), dialog.replacedRows());
    if (!done.ok()) {
        QMessageBox::warning(window(), tr("Cannot record host key"), done.error());
        return;
    }
    const int recorded = done.value();
    if (recorded == 0)
        return;
    showMessage(tr("Recorded %n host key(s); checking again.", nullptr, recorded), 10000);
    // Keys of the bastions open the way to the nodes behind them: check again to see those.
    checkSelectedCluster();
}

void ClustersController::checkSelectedCluster()
{
    MainWindow *window = this->window();
    const qint64 id = window->selectedClusterId();
    if (id <= 0)
        return;
    QString error;
    if (!m_check->start(id, window->knownHostsFile(), &error)) {
        showMessage(error, 10000);
        return;
    }
    window->updateClusterActions();
    m_progress->setVisible(true);
    m_cancelButton->setVisible(true);
    m_checkTask = window->tasks()->start(services::TaskKind::Check,
                                         tr("Check connectivity of %1").arg(window->clusterName(id)),
                                         [this] { m_check->cancel(); });
    window->tasks()->setProgress(m_checkTask, 0, m_check->total());
}

} // namespace cg::ui
