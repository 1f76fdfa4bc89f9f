// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace/node_view.h"

#include "agent/fleet_store.h"
#include "fleet/fleet_node_detail.h"

#include <QDialogButtonBox>

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

namespace cg::ui {

NodeView::NodeView(qint64 clusterId, const QString &nodeId, const QString &title, StoreLookup lookup,
                   QWidget *parent)
    : QWidget(parent), m_cluster(clusterId), m_node(nodeId), m_lookup(std::move(lookup))
{
    setObjectName(QStringLiteral("NodeView"));
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("NodeState"));
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state->setWordWrap(true);
    m_terminal = new QPushButton(tr("Open Terminal"), this);
    m_terminal->setObjectName(QStringLiteral("OpenTerminalButton"));
    m_terminal->setToolTip(tr("A shell on this node through its jump hosts, in a new tab"));
    m_terminal->setEnabled(false);
    connect(m_terminal, &QPushButton::clicked, this, [this] { emit terminalRequested(m_cluster, m_node); });
    top->addWidget(m_state, 1);
    top->addWidget(m_terminal);
    layout->addLayout(top);
    m_jobs = new QLabel(this);
    m_jobs->setObjectName(QStringLiteral("NodeJobs"));
    m_jobs->setWordWrap(true);
    m_jobs->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_validation =
        new QLabel(tr("Validation: not run on this cluster yet (Validation in the sidebar)."), this);
    m_validation->setObjectName(QStringLiteral("NodeValidation"));
    m_validation->setWordWrap(true);
    m_validation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_jobs);
    layout->addWidget(m_validation);
    m_store = m_lookup ? m_lookup() : nullptr;
    m_detail = new FleetNodeDetail(m_store, this);
    m_detail->setWindowFlags(Qt::Widget);
    m_detail->setHeaderShown(false); // the state line above says who and how the node is, once
    for (QDialogButtonBox *box : m_detail->findChildren<QDialogButtonBox *>())
        box->hide();
    layout->addWidget(m_detail, 1);
    m_detail->showNode(m_node, 0);
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &NodeView::refresh);
    refresh();
}

QString NodeView::key(qint64 clusterId, const QString &nodeId)
{
    return QStringLiteral("node:%1/%2").arg(clusterId).arg(nodeId);
}

void NodeView::setTerminalAvailable(bool available)
{
    m_terminal->setEnabled(available);
}

void NodeView::setJobsLookup(JobsLookup lookup)
{
    m_jobsLookup = std::move(lookup);
    refresh();
}

QList<jobs::JobStatus> NodeView::jobsOn(const QList<jobs::JobStatus> &queue, const QString &node)
{
    QList<jobs::JobStatus> out;
    for (const jobs::JobStatus &j : queue) {
        if (j.inQueue && j.runsOn(node))
            out << j;
    }
    return out;
}

void NodeView::setValidation(const QString &summary, const QHash<QString, double> &figures)
{
    QStringList keys = figures.keys();
    keys.sort();
    QStringList lines{summary};
    constexpr int kShown = 12;
    for (int i = 0; i < keys.size() && i < kShown; ++i)
        lines << tr("%1 = %2").arg(keys.at(i)).arg(figures.value(keys.at(i)), 0, 'g', 6);
    if (keys.size() > kShown)
        lines << tr("… %n more in the Validation view", nullptr, int(keys.size()) - kShown);
    m_validation->setText(lines.join(QLatin1Char('\n')));
}

void NodeView::refresh()
{
    if (m_cluster == 0) {
        m_jobs->setText(tr("Jobs: this machine has no scheduler."));
    } else if (!m_jobsLookup) {
        m_jobs->setText(tr("Jobs: open Jobs for this cluster to see what runs here."));
    } else {
        const QList<jobs::JobStatus> mine = jobsOn(m_jobsLookup(), m_node);
        QStringList parts;
        for (const jobs::JobStatus &j : mine)
            parts << tr("%1 %2 (%3, %4)").arg(j.jobId, j.name, j.state, j.elapsed);
        const QString text = mine.isEmpty() ? tr("Jobs: none on this node in the last queue listing.")
                                            : tr("Jobs: %1").arg(parts.join(QStringLiteral(" · ")));
        if (m_jobs->text() != text)
            m_jobs->setText(text);
    }
    FleetStore *store = m_lookup ? m_lookup() : nullptr;
    if (store != m_store) {
        m_store = store;
        m_detail->setStore(store);
        m_detail->showNode(m_node, m_detail->gpuSlot());
    }
    if (!store) {
        m_state->setText(
            tr("%1: not streaming. Start Clusters > Stream Telemetry to see its charts.").arg(windowTitle()));
        return;
    }
    const auto node = store->node(m_node);
    if (!node) {
        m_state->setText(tr("%1: not in this cluster's fleet (removed?).").arg(windowTitle()));
        return;
    }
    QString text = tr("%1: %2").arg(node->name, FleetStore::statusText(node->status));
    if (!node->reason.isEmpty())
        text += tr(" — %1").arg(node->reason);
    if (!node->hostName.isEmpty())
        text += tr(" · host %1").arg(node->hostName);
    if (!node->agentVersion.isEmpty())
        text += tr(" · agent %1").arg(node->agentVersion);
    text += tr(" · %n GPU(s)", nullptr, node->gpuCount);
    if (node->restarts > 0)
        text += tr(" · %n agent restart(s)", nullptr, int(node->restarts));
    if (std::isfinite(node->link.rttMs))
        text += tr(" · RTT %1 ms").arg(QString::number(node->link.rttMs, 'f', 1));
    if (!m_detail->historyProblem().isEmpty())
        text += tr(" · history: %1").arg(m_detail->historyProblem());
    m_state->setText(text);
}

void NodeView::showEvent(QShowEvent *event)
{
    refresh();
    m_detail->refresh();
    m_timer.start();
    m_detail->showNode(m_node, m_detail->gpuSlot()); // its own beat, stopped while hidden
    QWidget::showEvent(event);
}

void NodeView::hideEvent(QHideEvent *event)
{
    m_timer.stop();
    QWidget::hideEvent(event);
}

} // namespace cg::ui
