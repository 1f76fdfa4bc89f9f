// SPDX-License-Identifier: GPL-3.0-or-later
// Clusters > Onboard Cluster: the first hour with a rented cluster, step by step — what it is and what the
// provider promised; the bastion chain (typed, or from ~/.ssh/config); the nodes (a list, hostlist
// expressions, or the scheduler's node list from a login node); user and key files; every host key in one
// table to compare with the provider's list and accept; the agent deployed on every node with per-node
// progress; the L0 connectivity checks; a summary. Every step can go back, and an unfinished onboarding is
// kept (without secrets) so that it can be resumed. The steps are pages of their own
// (ui/onboarding/<step>_page.h); the wizard holds what they share: the draft, the ssh_config, the saved
// cluster.
#pragma once

#include "inventory/inventory.h"
#include "ssh/ssh_config.h"

#include <QJsonObject>
#include <QWizard>

#include <functional>

namespace cg::services {
class Console;
class ClusterFleet;
class TaskList;
} // namespace cg::services

namespace cg::ui {

struct OnboardingOptions
{
    QString knownHostsFile; // where accepted host keys are recorded
    QString localAgent;     // the bundled agent; empty: found as the console finds it
    QString sshConfigFile;  // for "From ssh config"; empty: ~/.ssh/config
    bool useAgent = true;   // ssh-agent, when SSH_AUTH_SOCK is set
    int fleetIntervalMs = 1000;
    services::TaskList *tasks = nullptr; // where the host-key scans show, with their Cancel; may be null
};

class OnboardingWizard : public QWizard
{
    Q_OBJECT

public:
    enum Page {
        ClusterPage,
        ChainPage,
        NodesPage,
        CredentialsPage,
        HostKeysPage,
        DeployPage,
        ChecksPage,
        SummaryPage
    };

    OnboardingWizard(services::Console *console, OnboardingOptions options, QWidget *parent = nullptr);
    ~OnboardingWizard() override;

    // The draft of an unfinished onboarding (QSettings), and whether there is one.
    static bool hasDraft();
    static QString draftName();
    static void discardDraft();
    // Continues the saved draft from the step it stopped at.
    void resumeDraft();

    services::Console *console() const { return m_console; }
    const OnboardingOptions &options() const { return m_options; }
    // The cluster as saved in the inventory (0 before the credentials step).
    qint64 clusterId() const { return m_clusterId; }
    services::ClusterFleet *fleet() const;

    // Nodes typed one per line: "[name] [user@]host[:port]", where host (and name) may be a hostlist
    // expression (gpu[001-128]); both expanded in step when both are. Errors name the line.
    static Result<QList<NodeRecord>> parseNodes(const QString &text, const QString &defaultUser);

    // The jump hosts typed on the chain step, each name looked up in the ssh_config as `ssh -J` would
    // (HostName, Port, User, IdentityFile, and the first hop's own ProxyJump). A bare name that is neither a
    // Host of that config nor a full DNS name or address is refused, naming it.
    Result<QList<ssh::Endpoint>> resolveJumps(const QString &text) const;
    // The ssh_config of "From ssh config" (options().sshConfigFile or ~/.ssh/config), read again.
    void reloadSshConfig();
    const ssh::SshConfig *sshConfig() const { return m_sshConfigLoaded ? &m_sshConfig : nullptr; }
    QString sshConfigPath() const;

    // Saves the cluster and its nodes (first time: added); used on leaving the credentials step.
    Status saveCluster();
    void saveDraft();

signals:
    // The cluster was onboarded (Finish).
    void onboarded(qint64 clusterId);

protected:
    void done(int result) override;

private:
    QJsonObject draft() const;
    void loadDraft(const QJsonObject &draft);

    services::Console *m_console;
    OnboardingOptions m_options;
    qint64 m_clusterId = 0;
    bool m_loading = false;
    bool m_closed = false; // done() ran: the draft is final
    ssh::SshConfig m_sshConfig;
    bool m_sshConfigLoaded = false;
};

} // namespace cg::ui
