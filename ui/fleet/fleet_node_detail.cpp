// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleet_node_detail.h"

#include "agent/fleet_store.h"
#include "common/remembered_geometry.h"
#include "fleet/history_chart.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cg::ui {

namespace {

QColor lineColor(int i)
{
    // Tableau 10: distinct for the eight GPUs of a node.
    static const QRgb colors[] = {0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                  0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
    return QColor(colors[i % 10]);
}

} // namespace

FleetNodeDetail::FleetNodeDetail(FleetStore *store, QWidget *parent) : QDialog(parent), m_store(store)
{
    setObjectName(QStringLiteral("FleetNodeDetail"));
    setModal(false);
    auto *layout = new QVBoxLayout(this);
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("FleetNodeHeader"));
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_header->setWordWrap(true);
    layout->addWidget(m_header);

    auto *grid = new QGridLayout;
    const struct
    {
        const char *title;
        Unit unit;
        double max;
    } charts[] = {
        {QT_TR_NOOP("GPU utilization"), Unit::Percent, 100},
        {QT_TR_NOOP("GPU memory used"), Unit::Percent, 100},
        {QT_TR_NOOP("GPU temperature"), Unit::Celsius, 0},
        {QT_TR_NOOP("GPU power"), Unit::Watts, 0},
        {QT_TR_NOOP("Round trip to the node and jitter"), Unit::Count, 0},
        {QT_TR_NOOP("TCP retransmits"), Unit::PerSecond, 0},
        {QT_TR_NOOP("Network (physical NICs)"), Unit::BytesPerSecond, 0},
        {QT_TR_NOOP("InfiniBand"), Unit::BytesPerSecond, 0},
    };
    int i = 0;
    for (const auto &c : charts) {
        auto *chart = new HistoryChart(tr(c.title), c.unit, this);
        chart->setFixedMaximum(c.max);
        if (i < 4)
            chart->setLegendTitle(tr("GPU"));
        if (i == 4)
            chart->setUnitLabel(tr("ms"));
        grid->addWidget(chart, i % 4, i / 4);
        m_charts.append(chart);
        ++i;
    }
    layout->addLayout(grid, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    restoreDialogGeometry(this, QStringLiteral("fleetNodeDetail"), QSize(900, 760));

    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &FleetNodeDetail::refresh);
}

void FleetNodeDetail::setStore(FleetStore *store)
{
    m_store = store;
    refresh();
}

void FleetNodeDetail::showNode(const QString &nodeId, int gpuSlot)
{
    m_node = nodeId;
    m_gpu = gpuSlot;
    refresh();
    m_timer.start();
}

void FleetNodeDetail::showEvent(QShowEvent *event)
{
    if (!m_node.isEmpty() && !m_timer.isActive()) { // shown again (a tab brought back): its beat again
        refresh();
        m_timer.start();
    }
    QDialog::showEvent(event);
}

void FleetNodeDetail::hideEvent(QHideEvent *event)
{
    m_timer.stop();
    if (isWindow()) // not when it is part of a node view
        saveDialogGeometry(this, QStringLiteral("fleetNodeDetail"));
    QDialog::hideEvent(event);
}

QString FleetNodeDetail::headerText() const
{
    return m_header->text();
}

void FleetNodeDetail::refresh()
{
    if (!m_store || m_node.isEmpty())
        return;
    const auto node = m_store->node(m_node);
    if (!node) {
        m_header->setText(tr("%1 is no longer in the fleet.").arg(m_node.toHtmlEscaped()));
        return;
    }
    setWindowTitle(tr("%1 — Node Detail").arg(node->name));
    QString header = QStringLiteral("<b>%1</b>").arg(node->name.toHtmlEscaped());
    if (!node->hostName.isEmpty() && node->hostName != node->name)
        header += QStringLiteral(" (%1)").arg(node->hostName.toHtmlEscaped());
    header += QStringLiteral(" · ") + FleetStore::statusText(node->status);
    if (!node->reason.isEmpty())
        header += QStringLiteral(": ") + node->reason.toHtmlEscaped();
    if (!node->agentVersion.isEmpty())
        header += QStringLiteral(" · ") + tr("agent %1").arg(node->agentVersion.toHtmlEscaped());
    header += QStringLiteral(" · ") + tr("%n GPU(s)", nullptr, node->gpuCount);
    header += QStringLiteral(" · ") + tr("%n restart(s)", nullptr, int(node->restarts));
    header += QStringLiteral(" · ") + tr("%n gap(s) in the history", nullptr, int(node->gaps));
    if (std::isfinite(node->link.rttMs))
        header += QStringLiteral(" · ") + tr("RTT %1 ms").arg(QString::number(node->link.rttMs, 'f', 1));
    if (node->link.ibSymbolErrors > 0 || node->link.ibLinkDowned > 0)
        header += QStringLiteral(" · ") + tr("InfiniBand: %1 symbol errors, %2 link downs")
                                              .arg(node->link.ibSymbolErrors)
                                              .arg(node->link.ibLinkDowned);
    m_header->setText(header);

    const QList<GapRecord> gaps = m_store->gaps(m_node);
    qint64 newest = 0;
    qint64 oldest = std::numeric_limits<qint64>::max();
    auto track = [&](const HistorySeries &h) {
        if (!h.tMs.empty()) {
            newest = std::max(newest, h.tMs.back());
            oldest = std::min(oldest, h.tMs.front());
        }
    };
    const FleetMetric gpuMetrics[] = {FleetMetric::Utilization, FleetMetric::Memory, FleetMetric::Temperature,
                                      FleetMetric::Power};
    for (int c = 0; c < 4; ++c) {
        QList<HistoryChart::Line> lines;
        for (int g = 0; g < node->gpuCount; ++g) {
            HistoryChart::Line l;
            l.label = QString::number(g);
            l.data = m_store->gpuHistory(m_node, g, gpuMetrics[c]);
            l.color = lineColor(g);
            l.emphasized = g == m_gpu;
            track(l.data);
            lines.append(std::move(l));
        }
        m_charts[c]->setLines(std::move(lines));
    }
    const struct
    {
        int chart;
        LinkMetric metric;
        const char *label;
    } links[] = {
        {4, LinkMetric::RttMs, QT_TR_NOOP("RTT")},
        {4, LinkMetric::JitterMs, QT_TR_NOOP("jitter")},
        {5, LinkMetric::TcpRetransPerSec, QT_TR_NOOP("retransmitted segments")},
        {6, LinkMetric::NetRxBytesPerSec, QT_TR_NOOP("received")},
        {6, LinkMetric::NetTxBytesPerSec, QT_TR_NOOP("sent")},
        {7, LinkMetric::IbRxBytesPerSec, QT_TR_NOOP("received")},
        {7, LinkMetric::IbTxBytesPerSec, QT_TR_NOOP("sent")},
    };
    QList<HistoryChart::Line> linkLines[4];
    for (const auto &k : links) {
        HistoryChart::Line l;
        l.label = tr(k.label);
        l.data = m_store->linkHistory(m_node, k.metric);
        l.color = lineColor(int(linkLines[k.chart - 4].size()));
        track(l.data);
        linkLines[k.chart - 4].append(std::move(l));
    }
    for (int c = 0; c < 4; ++c)
        m_charts[4 + c]->setLines(std::move(linkLines[c]));

    // What the history holds, at least a minute, at most what it can hold.
    const qint64 most = std::max<qint64>(60000, qint64(m_store->options().historyPoints) * node->intervalMs);
    const qint64 span = newest > 0 ? std::clamp<qint64>(newest - oldest, 60000, most) : most;
    for (HistoryChart *chart : std::as_const(m_charts)) {
        chart->setGaps(gaps);
        chart->setWindow(newest - span, newest);
    }
}

} // namespace cg::ui
