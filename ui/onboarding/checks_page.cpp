// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/checks_page.h"

#include "agent/fleet_session.h"
#include "onboarding/onboarding_wizard.h"
#include "onboarding/page_widgets.h"
#include "services/cluster_fleet.h"
#include "services/connectivity_check.h"
#include "services/console.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QVBoxLayout>

namespace cg::ui {

using onboarding::wrapLabel;

OnboardingChecksPage::OnboardingChecksPage(OnboardingWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("L0 Connectivity"));
    setSubTitle(
        tr("Every node reached through the chain with a verified host key and an authenticated login, "
           "and NOT reachable directly from this machine: the management plane must not be exposed."));
    m_table = new QTableWidget(0, 4, this);
    m_table->setHorizontalHeaderLabels(
        {tr("Node"), tr("Through the chain"), tr("Host key"), tr("Not reachable directly")});
    m_table->verticalHeader()->hide();
    // Long reasons must not squeeze a heading: headings wrap, and no column is narrower than its heading.
    m_table->horizontalHeader()->setDefaultAlignment(
        Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter | int(Qt::TextWordWrap)));
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("L0 checks per node"));
    m_state = wrapLabel(QString(), this);
    m_direct = new services::DirectReach(this);
    connect(m_direct, &services::DirectReach::changed, this, &OnboardingChecksPage::update);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_state);
}

void OnboardingChecksPage::initializePage()
{
    const auto nodes = m_wizard->console()->inventory().nodes(m_wizard->clusterId());
    const auto cluster = m_wizard->console()->inventory().cluster(m_wizard->clusterId());
    m_nodes = nodes.ok() ? nodes.value() : QList<NodeRecord>{};
    // With no jump host the nodes are meant to be reached directly: nothing to prove.
    m_direct->start(m_nodes, !cluster.ok() || !cluster->jumps.isEmpty());
    update();
}

bool OnboardingChecksPage::isComplete() const
{
    return m_direct->settled();
}

void OnboardingChecksPage::update()
{
    services::ClusterFleet *fleet = m_wizard->fleet();
    m_table->setRowCount(int(m_nodes.size()));
    m_passed = 0;
    for (int i = 0; i < m_nodes.size(); ++i) {
        const QString &name = m_nodes.at(i).name;
        const services::ClusterFleet::NodeStatus s =
            fleet ? fleet->status(name) : services::ClusterFleet::NodeStatus{};
        const bool reached = s.state == FleetNodeState::Streaming;
        const bool keyRefused = s.hostKeyRefused();
        const bool keyChecked = s.hostKeyChecked();
        const bool keyOk = keyChecked && !keyRefused;
        const QString why = s.reason.isEmpty() ? FleetSession::stateName(s.state) : s.reason;
        using Direct = services::DirectReach::Verdict;
        const Direct direct = m_direct->verdict(i);
        const QStringList cells{
            name,
            reached ? tr("pass")
                    : tr("fail: %1").arg(s.reason.isEmpty() ? FleetSession::stateName(s.state) : s.reason),
            keyRefused   ? tr("fail: %1").arg(why)
            : keyChecked ? tr("pass")
                         : tr("not reached: %1").arg(why),
            direct == Direct::Probing         ? tr("probing…")
            : direct == Direct::NotApplicable ? tr("not applicable (no bastion)")
            : direct == Direct::NotReachable  ? tr("pass")
                                              : tr("fail: %1:%2 answers from here")
                                                   .arg(m_nodes.at(i).endpoint.host)
                                                   .arg(m_nodes.at(i).endpoint.port)};
        // Which cells show a failure, from the verdicts (not from their text, which a translation changes).
        const bool bad[4]{false, !reached, keyRefused || !keyChecked, direct == Direct::Reachable};
        for (int c = 0; c < 4; ++c) {
            auto *item = m_table->item(i, c);
            if (!item) {
                item = new QTableWidgetItem;
                m_table->setItem(i, c, item);
            }
            item->setText(cells.at(c));
            item->setToolTip(cells.at(c));
            item->setForeground(bad[c] ? QColor(0xc6, 0x28, 0x28) : palette().color(QPalette::Text));
        }
        if (reached && keyOk && direct != Direct::Reachable && direct != Direct::Probing)
            ++m_passed;
    }
    m_table->resizeColumnsToContents();
    const QFontMetrics fm(m_table->horizontalHeader()->font());
    for (int c = 0; c < m_table->columnCount(); ++c) {
        const QString heading = m_table->horizontalHeaderItem(c)->text();
        const int least = fm.horizontalAdvance(heading) + 2 * fm.averageCharWidth() + 8;
        if (m_table->columnWidth(c) > 3 * least && c < m_table->columnCount() - 1)
            m_table->setColumnWidth(c, 3 * least); // a long reason is in the tooltip
        if (m_table->columnWidth(c) < least)
            m_table->setColumnWidth(c, least);
    }
    m_table->resizeRowsToContents();
    m_state->setText(tr("L0: %1 of %2 node(s) pass.").arg(m_passed).arg(m_nodes.size()));
    emit completeChanged();
}

} // namespace cg::ui
