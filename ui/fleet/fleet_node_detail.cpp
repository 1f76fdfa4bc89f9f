// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleet_node_detail.h"

#include "agent/fleet_store.h"
#include "common/paths.h"
#include "common/remembered_geometry.h"
#include "fleet/history_chart.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace cg::ui {

namespace {

QColor lineColor(int i)
{
    return detailLineColor(i);
}

// The live buffer holds five minutes at 1 Hz: that range keeps the live path; longer ones read history.
constexpr qint64 kLiveRangeMs = 5 * 60 * 1000;
const QString kRangeSetting = QStringLiteral("fleetNodeDetail/rangeMinutes");

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

    auto *rangeRow = new QHBoxLayout;
    m_range = new QComboBox(this);
    m_range->setObjectName(QStringLiteral("FleetNodeRange"));
    m_range->setToolTip(
        tr("The time shown: the last five minutes live, longer ranges from the console's history "
           "(audit events such as agent deployments and job changes are marked on the time axis)"));
    const struct
    {
        const char *label;
        int minutes;
    } ranges[] = {{QT_TR_NOOP("Last 5 minutes (live)"), 5},
                  {QT_TR_NOOP("Last 15 minutes"), 15},
                  {QT_TR_NOOP("Last hour"), 60},
                  {QT_TR_NOOP("Last 6 hours"), 360},
                  {QT_TR_NOOP("Last 24 hours"), 1440},
                  {QT_TR_NOOP("Last 7 days"), 7 * 1440},
                  {QT_TR_NOOP("Last 30 days"), 30 * 1440}};
    for (const auto &r : ranges)
        m_range->addItem(tr(r.label), r.minutes);
    const int remembered = m_range->findData(paths::settings().value(kRangeSetting, 5).toInt());
    m_range->setCurrentIndex(std::max(0, remembered));
    connect(m_range, &QComboBox::currentIndexChanged, this, &FleetNodeDetail::rangeChanged);
    auto *rangeLabel = new QLabel(tr("&Range:"), this);
    rangeLabel->setBuddy(m_range);
    rangeRow->addWidget(rangeLabel);
    rangeRow->addWidget(m_range);
    rangeRow->addStretch(1);
    layout->addLayout(rangeRow);

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

qint64 FleetNodeDetail::rangeMs() const
{
    return qint64(m_range->currentData().toInt()) * 60000;
}

void FleetNodeDetail::setRangeMs(qint64 ms)
{
    const int i = m_range->findData(int(ms / 60000));
    if (i >= 0)
        m_range->setCurrentIndex(i);
}

void FleetNodeDetail::setHistory(const NodeHistorySource &source)
{
    m_source = source;
    m_historyReadAt = 0;
    refresh();
}

void FleetNodeDetail::rangeChanged()
{
    paths::settings().setValue(kRangeSetting, m_range->currentData().toInt());
    m_historyReadAt = 0;
    if (rangeMs() <= kLiveRangeMs) {
        for (HistoryChart *chart : std::as_const(m_charts))
            chart->setMarks({});
    }
    refresh();
}

void FleetNodeDetail::refreshFromHistory(bool force)
{
    // History moves by the minute: read again when about half a percent of the range has passed (15 s at
    // least, 10 minutes at most), not on every beat of the live path.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 every = std::clamp<qint64>(rangeMs() / 200, 15000, 600000);
    if (!force && m_historyReadAt > 0 && now - m_historyReadAt < every)
        return;
    // A Prometheus source waits on the network in a local event loop: never a second read inside the first.
    if (m_historyReading)
        return;
    m_historyReadAt = now;
    const int steps = std::max(60, m_charts.first()->width() / 2);
    m_historyReading = true;
    const QPointer<FleetNodeDetail> self(this);
    const Status st = m_history.fill(m_source, m_node, m_gpu, now - rangeMs(), now, steps, m_charts);
    if (!self)
        return;
    m_historyReading = false;
    m_historyProblem = st.ok() ? QString() : st.error();
    if (!st.ok()) {
        for (HistoryChart *chart : std::as_const(m_charts)) {
            chart->setLines({});
            chart->setWindow(now - rangeMs(), now);
        }
    }
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
    m_historyReadAt = 0;
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

void FleetNodeDetail::setHeaderShown(bool shown)
{
    m_header->setVisible(shown);
}

bool FleetNodeDetail::headerShown() const
{
    return !m_header->isHidden();
}

void FleetNodeDetail::refresh()
{
    if (m_node.isEmpty())
        return;
    const bool fromHistory = rangeMs() > kLiveRangeMs && m_source.isValid();
    if (fromHistory)
        refreshFromHistory(false);
    if (!m_store)
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
    if (fromHistory && !m_historyProblem.isEmpty())
        header += QStringLiteral("<br>") + tr("History: %1").arg(m_historyProblem.toHtmlEscaped());
    m_header->setText(header);
    if (fromHistory)
        return;

    const QList<GapRecord> gaps = m_store->gaps(m_node);
    qint64 newest = 0;
    auto track = [&](const HistorySeries &h) {
        if (!h.tMs.empty())
            newest = std::max(newest, h.tMs.back());
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

    // The range the Range box names ("Last 5 minutes"), ending at the newest sample: a node streaming for a
    // minute fills the right of it (walk 4: the box said 5 minutes while the axes ran from -60 s).
    const qint64 span = rangeMs();
    for (HistoryChart *chart : std::as_const(m_charts)) {
        chart->setGaps(gaps);
        chart->setWindow(newest - span, newest);
    }
}

} // namespace cg::ui
