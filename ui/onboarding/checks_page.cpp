// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/checks_page.h"

#include "agent/fleet_session.h"
#include "onboarding/onboarding_wizard.h"
#include "onboarding/page_widgets.h"
#include "services/cluster_fleet.h"
#include "services/console.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QTimer>
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
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_state);
}

void OnboardingChecksPage::initializePage()
{
    qDeleteAll(m_probes);
    m_probes.clear();
    m_direct.clear();
    const auto nodes = m_wizard->console()->inventory().nodes(m_wizard->clusterId());
    const auto cluster = m_wizard->console()->inventory().cluster(m_wizard->clusterId());
    m_nodes = nodes.ok() ? nodes.value() : QList<NodeRecord>{};
    m_direct.fill(-1, m_nodes.size()); // -1 probing, 1 pass (not reachable), 0 fail (reachable)
    for (int i = 0; i < m_nodes.size(); ++i) {
        // With no jump host the node is meant to be reached directly: nothing to prove.
        if (cluster.ok() && cluster->jumps.isEmpty()) {
            m_direct[i] = 2;
            continue;
        }
        auto *socket = new QTcpSocket(this);
        m_probes << socket;
        const auto settle = [this, i, socket](int verdict) {
            if (m_direct.value(i) != -1)
                return;
            m_direct[i] = verdict;
            socket->abort();
            update();
        };
        connect(socket, &QTcpSocket::connected, this, [settle] { settle(0); });
        connect(socket, &QTcpSocket::errorOccurred, this, [settle] { settle(1); });
        QTimer::singleShot(3000, socket, [settle] { settle(1); });
        socket->connectToHost(m_nodes.at(i).endpoint.host, m_nodes.at(i).endpoint.port);
    }
    update();
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
        const int direct = m_direct.value(i);
        const QStringList cells{
            name,
            reached ? tr("pass")
                    : tr("fail: %1").arg(s.reason.isEmpty() ? FleetSession::stateName(s.state) : s.reason),
            keyRefused   ? tr("fail: %1").arg(why)
            : keyChecked ? tr("pass")
                         : tr("not reached: %1").arg(why),
            direct == -1  ? tr("probing…")
            : direct == 2 ? tr("not applicable (no bastion)")
            : direct == 1 ? tr("pass")
                          : tr("fail: %1:%2 answers from here")
                                .arg(m_nodes.at(i).endpoint.host)
                                .arg(m_nodes.at(i).endpoint.port)};
        // Which cells show a failure, from the verdicts (not from their text, which a translation changes).
        const bool bad[4]{false, !reached, keyRefused || !keyChecked, direct == 0};
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
        if (reached && keyOk && direct != 0 && direct != -1)
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
