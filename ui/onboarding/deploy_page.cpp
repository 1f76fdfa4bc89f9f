// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/deploy_page.h"

#include "agent/agent_locator.h"
#include "onboarding/onboarding_wizard.h"
#include "onboarding/page_widgets.h"
#include "services/cluster_fleet.h"
#include "services/console.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QVBoxLayout>

namespace cg::ui {

using onboarding::wrapLabel;

OnboardingDeployPage::OnboardingDeployPage(OnboardingWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("Agent Deployment"));
    setSubTitle(
        tr("The bundled agent goes to every node into a per-user directory (no root), only where the "
           "node's copy differs, is verified, and starts streaming telemetry over the bastion connection."));
    m_table = new QTableWidget(0, 4, this);
    m_table->setHorizontalHeaderLabels({tr("Node"), tr("State"), tr("Details"), QString()});
    m_table->verticalHeader()->hide();
    // Details take the room left and end in "…" with the whole text as the tooltip, never cut at 100 px.
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Deployment per node"));
    m_progress = new QProgressBar(this);
    m_state = wrapLabel(QString(), this);
    m_retryAll = new QPushButton(tr("&Retry All"), this);
    m_retryAll->setObjectName(QStringLiteral("RetryAll"));
    m_retryAll->setToolTip(tr("Deploy again on every node that stopped, was refused or was not reached"));
    m_retryAll->setEnabled(false);
    connect(m_retryAll, &QPushButton::clicked, this, [this] { retry({}); });
    auto *row = new QHBoxLayout;
    row->addWidget(m_state, 1);
    row->addWidget(m_retryAll);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_progress);
    layout->addLayout(row);
}

void OnboardingDeployPage::retry(const QStringList &nodes)
{
    if (!m_fleet)
        return;
    if (const Status st = m_fleet->start(m_wizard->console()->inventory(), fleetOptions(), nodes); !st)
        m_state->setText(st.error());
}

void OnboardingDeployPage::initializePage()
{
    QString error;
    m_fleet = m_wizard->console()->startFleet(m_wizard->clusterId(), fleetOptions(), &error);
    if (!m_fleet) {
        m_state->setText(error);
        return;
    }
    connect(m_fleet, &services::ClusterFleet::nodeChanged, this, &OnboardingDeployPage::update,
            Qt::UniqueConnection);
    update();
}

bool OnboardingDeployPage::isComplete() const
{
    return m_fleet && m_fleet->settledCount() == int(m_fleet->nodes().size()) &&
           m_fleet->streamingCount() > 0;
}

FleetOptions OnboardingDeployPage::fleetOptions() const
{
    FleetOptions o;
    o.base.knownHostsFile = m_wizard->options().knownHostsFile;
    o.base.useAgent = m_wizard->options().useAgent;
    o.base.timeoutMs = 60000;
    o.localAgent =
        m_wizard->options().localAgent.isEmpty() ? locateAgent().path : m_wizard->options().localAgent;
    o.intervalMs = m_wizard->options().fleetIntervalMs;
    return o;
}

void OnboardingDeployPage::update()
{
    const QStringList nodes = m_fleet->nodes();
    m_table->setRowCount(int(nodes.size()));
    for (int i = 0; i < nodes.size(); ++i) {
        const services::ClusterFleet::NodeStatus s = m_fleet->status(nodes.at(i));
        QString details = s.reason;
        if (details.isEmpty() && !s.agentVersion.isEmpty())
            details = (s.pushed ? tr("pushed, %1") : tr("already there, %1")).arg(s.agentVersion);
        const QStringList cells{nodes.at(i), FleetSession::stateName(s.state), details};
        for (int c = 0; c < 3; ++c) {
            auto *item = m_table->item(i, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(i, c, item);
            }
            item->setText(cells.at(c));
            item->setToolTip(cells.at(c));
            const bool bad = s.state == FleetNodeState::HostKeyChanged ||
                             s.state == FleetNodeState::Refused || s.state == FleetNodeState::Unreachable;
            item->setForeground(bad ? QColor(0xc6, 0x28, 0x28) : palette().color(QPalette::Text));
        }
        auto *retryNode = qobject_cast<QPushButton *>(m_table->cellWidget(i, 3));
        if (!retryNode) {
            retryNode = new QPushButton(tr("Retry"), m_table);
            retryNode->setObjectName(QStringLiteral("Retry:") + nodes.at(i));
            connect(retryNode, &QPushButton::clicked, this, [this, node = nodes.at(i)] { retry({node}); });
            m_table->setCellWidget(i, 3, retryNode);
        }
        retryNode->setEnabled(services::ClusterFleet::isSettled(s.state) &&
                              s.state != FleetNodeState::Streaming &&
                              s.state != FleetNodeState::HostKeyChanged);
    }
    bool anyToRetry = false;
    for (const QString &n : nodes) {
        const FleetNodeState st = m_fleet->status(n).state;
        anyToRetry = anyToRetry || (services::ClusterFleet::isSettled(st) &&
                                    st != FleetNodeState::Streaming && st != FleetNodeState::HostKeyChanged);
    }
    m_retryAll->setEnabled(anyToRetry);
    m_progress->setRange(0, int(nodes.size()));
    m_progress->setValue(m_fleet->settledCount());
    m_state->setText(tr("%1 of %2 node(s) streaming.").arg(m_fleet->streamingCount()).arg(nodes.size()));
    emit completeChanged();
}

} // namespace cg::ui
