// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/live_view.h"

#include "agent/telemetry_store.h"
#include "charts/chart_panel.h"

#include <QDateTime>
#include <QGridLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QTextDocument>
#include <QVBoxLayout>

namespace cg::ui {

namespace {
constexpr int kRefreshMs = 250; // 4 Hz: smooth enough, and never one redraw per sample
constexpr qsizetype kMaxGpuCharts = 16;
} // namespace

const QList<int> &LiveView::windowSteps()
{
    static const QList<int> steps{30, 60, 120, 300, 600, 900, 1800, 3600};
    return steps;
}

LiveView::LiveView(TelemetryStore *store, QWidget *parent) : QWidget(parent), m_store(store)
{
    auto *layout = new QVBoxLayout(this);
    auto *header = new QHBoxLayout;
    m_facts = new QLabel(this);
    m_facts->setTextFormat(Qt::PlainText);
    m_facts->setWordWrap(true);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pausedBadge = new QLabel(tr("Paused"), this);
    m_pausedBadge->setStyleSheet(QStringLiteral(
        "QLabel { background: #b35c00; color: white; padding: 2px 8px; border-radius: 3px; }"));
    m_pausedBadge->setVisible(false);
    header->addWidget(m_facts, 1);
    header->addWidget(m_pausedBadge, 0, Qt::AlignTop);
    layout->addLayout(header);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_grid = new QWidget(scroll);
    m_gridLayout = new QGridLayout(m_grid);
    m_gridLayout->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(m_grid);
    layout->addWidget(scroll, 1);

    m_timer.setInterval(kRefreshMs);
    connect(&m_timer, &QTimer::timeout, this, &LiveView::refresh);
    m_timer.start();
}

void LiveView::setTarget(const QString &targetId, const QString &displayName)
{
    m_target = targetId;
    m_targetName = displayName;
    m_facts->setText(tr("%1: waiting for the agent…").arg(displayName));
    m_gpus.clear();
    rebuildPanels();
}

void LiveView::setHostFacts(const QJsonObject &hello)
{
    const QJsonObject cpu = hello.value(QStringLiteral("cpu")).toObject();
    const QLocale locale;
    // The hello comes from another machine: clamp before converting.
    const auto memBytes =
        qint64(std::clamp(hello.value(QStringLiteral("memory_total_bytes")).toDouble(), 0.0, 1e18));
    QStringList parts;
    parts << hello.value(QStringLiteral("hostname")).toString();
    parts << hello.value(QStringLiteral("os")).toString();
    parts << tr("kernel %1").arg(hello.value(QStringLiteral("kernel")).toString());
    parts << tr("%1 (%n logical CPU(s))", nullptr, cpu.value(QStringLiteral("cores")).toInt())
                 .arg(cpu.value(QStringLiteral("model")).toString());
    parts << tr("%1 memory").arg(locale.formattedDataSize(memBytes));
    const QJsonArray gpus = hello.value(QStringLiteral("gpus")).toArray();
    QString tooltip;
    if (gpus.isEmpty()) {
        parts << tr("no GPUs");
        // The agent's reason is detail for whoever wonders why, not headline text.
        tooltip = Qt::convertFromPlainText(hello.value(QStringLiteral("gpu_reason")).toString());
    } else {
        parts << tr("%n GPU(s): %1", nullptr, int(gpus.size()))
                     .arg(gpus.first().toObject().value(QStringLiteral("name")).toString());
    }
    m_facts->setToolTip(tooltip);
    parts.removeAll(QString());
    m_facts->setText(QStringLiteral("%1 — %2").arg(m_targetName, parts.join(QStringLiteral(" · "))));
}

void LiveView::addPanel(ChartPanel *panel)
{
    const int i = int(m_panels.size());
    m_gridLayout->addWidget(panel, i / 2, i % 2);
    connect(panel, &ChartPanel::zoomRequested, this, &LiveView::zoomBy);
    m_panels.append(panel);
}

void LiveView::rebuildPanels()
{
    // deleteLater: a panel may be the one whose wheel event led here.
    for (ChartPanel *p : std::as_const(m_panels)) {
        m_gridLayout->removeWidget(p);
        p->hide();
        p->deleteLater();
    }
    m_panels.clear();
    if (m_target.isEmpty())
        return;

    auto *cpu = new ChartPanel(tr("CPU"), Unit::Percent, m_grid);
    cpu->setFixedMaximum(100);
    cpu->addSeries(m_target, metric::cpuPercent, tr("busy"));
    addPanel(cpu);

    auto *mem = new ChartPanel(tr("Memory"), Unit::Percent, m_grid);
    mem->setFixedMaximum(100);
    mem->addSeries(m_target, metric::memUsedPercent, tr("used"));
    addPanel(mem);

    auto *net = new ChartPanel(tr("Network"), Unit::BytesPerSecond, m_grid);
    net->addSeries(m_target, metric::netRx, tr("received"));
    net->addSeries(m_target, metric::netTx, tr("sent"));
    addPanel(net);

    auto *tcp = new ChartPanel(tr("TCP retransmits"), Unit::PerSecond, m_grid);
    tcp->addSeries(m_target, metric::tcpRetrans, tr("segments retransmitted"));
    addPanel(tcp);

    // Beyond a node's worth of GPUs the per-GPU charts stop being readable; the fleet view covers more.
    for (quint32 g : m_gpus.mid(0, kMaxGpuCharts)) {
        auto *load = new ChartPanel(tr("GPU %1 load").arg(g), Unit::Percent, m_grid);
        load->setFixedMaximum(100);
        load->addSeries(m_target, metric::gpu(g, "util_percent"), tr("utilization"));
        load->addSeries(m_target, metric::gpu(g, "mem_used_percent"), tr("memory used"));
        addPanel(load);
        auto *power = new ChartPanel(tr("GPU %1 power").arg(g), Unit::Watts, m_grid);
        power->addSeries(m_target, metric::gpu(g, "power_w"), tr("power"));
        addPanel(power);
        auto *temp = new ChartPanel(tr("GPU %1 temperature").arg(g), Unit::Celsius, m_grid);
        temp->addSeries(m_target, metric::gpu(g, "temperature_c"), tr("temperature"));
        addPanel(temp);
        auto *clocks = new ChartPanel(tr("GPU %1 clocks").arg(g), Unit::MegaHertz, m_grid);
        clocks->addSeries(m_target, metric::gpu(g, "sm_clock_mhz"), tr("SM"));
        clocks->addSeries(m_target, metric::gpu(g, "mem_clock_mhz"), tr("memory"));
        addPanel(clocks);
    }
}

void LiveView::setPaused(bool paused)
{
    if (m_paused == paused)
        return;
    m_paused = paused;
    m_pausedAtMs = QDateTime::currentMSecsSinceEpoch();
    m_pausedBadge->setVisible(paused);
    refresh();
    emit pausedChanged(paused);
}

void LiveView::setWindowSeconds(int seconds)
{
    seconds = std::clamp(seconds, windowSteps().first(), windowSteps().last());
    if (seconds == m_windowSeconds)
        return;
    m_windowSeconds = seconds;
    refresh();
    emit windowChanged(seconds);
}

void LiveView::zoomBy(int steps)
{
    const QList<int> &s = windowSteps();
    int i = 0;
    while (i < s.size() - 1 && s[i] < m_windowSeconds)
        ++i;
    setWindowSeconds(s[std::clamp(i - steps, 0, int(s.size()) - 1)]);
}

void LiveView::zoomIn()
{
    zoomBy(1);
}

void LiveView::zoomOut()
{
    zoomBy(-1);
}

void LiveView::refresh()
{
    if (!m_store || m_target.isEmpty() || !isVisible())
        return;
    // GPUs appear with the first sample that has them.
    const QList<quint32> gpus = m_store->gpuIndices(m_target);
    if (gpus != m_gpus) {
        m_gpus = gpus;
        rebuildPanels();
    }
    const qint64 now = m_paused ? m_pausedAtMs : QDateTime::currentMSecsSinceEpoch();
    for (ChartPanel *p : std::as_const(m_panels))
        p->refresh(*m_store, now, qint64(m_windowSeconds) * 1000);
    ++m_refreshes;
}

} // namespace cg::ui
