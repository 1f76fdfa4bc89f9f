// SPDX-License-Identifier: GPL-3.0-or-later
// The Clusters menu's inventory and connectivity: onboard, add, edit, delete and import clusters, the
// connectivity check of the selected cluster (with its progress, Cancel, task and host-key review) and the
// keychain's credentials.
#pragma once

#include "main/window_feature.h"

#include <QCoreApplication>
#include <QList>

class QAction;
class QProgressBar;
class QToolButton;

namespace cg::services {
class ConnectivityCheck;
struct HostKeyRow;
} // namespace cg::services

namespace cg::ui {

class ClusterDialog;

class ClustersController : public WindowFeature
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::MainWindow)

public:
    explicit ClustersController(MainWindow *window);

    QAction *onboardAction() const { return m_onboard; }
    QAction *newClusterAction() const { return m_newCluster; }
    QAction *editClusterAction() const { return m_editCluster; }
    QAction *deleteClusterAction() const { return m_deleteCluster; }
    QAction *checkAction() const { return m_checkCluster; }
    QAction *importSshConfigAction() const { return m_importSshConfig; }
    QAction *credentialsAction() const { return m_credentials; }
    // The check's progress and its Cancel, for the status bar (shown while a check runs).
    QProgressBar *progressBar() const { return m_progress; }
    QToolButton *cancelButton() const { return m_cancelButton; }

    bool checkRunning() const;
    // Edit, Delete and Check act on the selected cluster.
    void setSelectionActionsEnabled(bool enabled);

    void importSshConfig();
    void onboardCluster();
    void newCluster();
    void editSelectedCluster();
    void deleteSelectedCluster();
    void checkSelectedCluster();
    void showCredentials();

private:
    void saveRecordingPolicy(const ClusterDialog &dialog);
    void reviewHostKeys(const QList<services::HostKeyRow> &rows);

    QAction *m_checkCluster = nullptr;
    QAction *m_cancelCheck = nullptr;
    QAction *m_newCluster = nullptr;
    QAction *m_onboard = nullptr;
    QAction *m_editCluster = nullptr;
    QAction *m_deleteCluster = nullptr;
    QAction *m_importSshConfig = nullptr;
    QAction *m_credentials = nullptr;
    services::ConnectivityCheck *m_check = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelButton = nullptr;
    quint64 m_checkTask = 0;
};

} // namespace cg::ui
