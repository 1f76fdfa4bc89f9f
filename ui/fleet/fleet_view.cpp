// SPDX-License-Identifier: GPL-3.0-or-later
#include "fleet/fleet_view.h"

#include <algorithm>

#include "common/paths.h"
#include "common/remembered_geometry.h"
#include "fleet/fleet_colors.h"
#include "fleet/fleet_heatmap.h"
#include "fleet/fleet_legend.h"
#include "fleet/fleet_node_detail.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QVBoxLayout>

#include <cmath>

namespace cg::ui {

namespace {

QLabel *summaryLabel(const QString &name, QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setObjectName(name);
    l->setTextFormat(Qt::RichText);
    return l;
}

} // namespace

FleetView::FleetView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("FleetView"));
    setWindowTitle(tr("Fleet"));
    auto *layout = new QVBoxLayout(this);

    // The cluster at a glance.
    auto *summary = new QHBoxLayout;
    m_gpusLabel = summaryLabel(QStringLiteral("FleetGpus"), this);
    m_nodesLabel = summaryLabel(QStringLiteral("FleetNodes"), this);
    m_hottestLabel = summaryLabel(QStringLiteral("FleetHottest"), this);
    m_linkLabel = summaryLabel(QStringLiteral("FleetWorstLink"), this);
    summary->setSpacing(24);
    for (QLabel *l : {m_gpusLabel, m_nodesLabel, m_hottestLabel, m_linkLabel})
        summary->addWidget(l);
    summary->addStretch(1);
    layout->addLayout(summary);

    auto *controls = new QHBoxLayout;
    m_metricBox = new QComboBox(this);
    m_metricBox->setObjectName(QStringLiteral("FleetMetric"));
    for (int m = 0; m < kFleetMetricCount; ++m)
        m_metricBox->addItem(FleetStore::metricText(FleetMetric(m)), m);
    m_metricBox->setToolTip(tr("What the cells are coloured by (Ctrl+1 to Ctrl+5)"));
    auto *metricLabel = new QLabel(tr("&Colour by:"), this);
    metricLabel->setBuddy(m_metricBox);

    m_sortBox = new QComboBox(this);
    m_sortBox->setObjectName(QStringLiteral("FleetSort"));
    m_sortBox->addItem(tr("Name"), int(FleetHeatmap::SortKey::Name));
    m_sortBox->addItem(tr("Metric, highest first"), int(FleetHeatmap::SortKey::Metric));
    m_sortBox->addItem(tr("Status, problems first"), int(FleetHeatmap::SortKey::Status));
    auto *sortLabel = new QLabel(tr("&Sort by:"), this);
    sortLabel->setBuddy(m_sortBox);

    m_statusBox = new QComboBox(this);
    m_statusBox->setObjectName(QStringLiteral("FleetStatusFilter"));
    m_statusBox->addItem(tr("All nodes"), int(FleetHeatmap::StatusFilter::All));
    m_statusBox->addItem(tr("Agent up"), int(FleetHeatmap::StatusFilter::Live));
    m_statusBox->addItem(tr("Stale"), int(FleetHeatmap::StatusFilter::Stale));
    m_statusBox->addItem(tr("Unreachable"), int(FleetHeatmap::StatusFilter::Unreachable));
    m_statusBox->addItem(tr("Any problem"), int(FleetHeatmap::StatusFilter::Problems));
    auto *statusLabel = new QLabel(tr("S&how:"), this);
    statusLabel->setBuddy(m_statusBox);

    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("FleetFilter"));
    m_filter->setPlaceholderText(tr("Filter nodes by name (Ctrl+F)"));
    m_filter->setClearButtonEnabled(true);

    controls->addWidget(metricLabel);
    controls->addWidget(m_metricBox);
    controls->addSpacing(12);
    controls->addWidget(sortLabel);
    controls->addWidget(m_sortBox);
    controls->addSpacing(12);
    controls->addWidget(statusLabel);
    controls->addWidget(m_statusBox);
    controls->addSpacing(12);
    controls->addWidget(m_filter, 1);
    layout->addLayout(controls);

    m_heatmap = new FleetHeatmap(this);
    layout->addWidget(m_heatmap, 1);
    m_legend = new FleetLegend(this);
    layout->addWidget(m_legend);

    connect(m_metricBox, &QComboBox::currentIndexChanged, this, [this] {
        const auto m = FleetMetric(m_metricBox->currentData().toInt());
        m_heatmap->setMetric(m);
        m_legend->setMetric(m);
        saveSettings();
    });
    connect(m_sortBox, &QComboBox::currentIndexChanged, this, [this] {
        m_heatmap->setSortKey(FleetHeatmap::SortKey(m_sortBox->currentData().toInt()));
        saveSettings();
    });
    connect(m_statusBox, &QComboBox::currentIndexChanged, this, [this] {
        m_heatmap->setStatusFilter(FleetHeatmap::StatusFilter(m_statusBox->currentData().toInt()));
        saveSettings();
    });
    connect(m_filter, &QLineEdit::textChanged, m_heatmap, &FleetHeatmap::setTextFilter);
    connect(m_heatmap, &FleetHeatmap::cellActivated, this, &FleetView::openDetail);
    connect(m_heatmap, &FleetHeatmap::cellSizeChanged, this, [this] { saveSettings(); });

    buildActions();
    restoreSettings();

    // Coalesced: the view reads the store on its own beat, never per sample.
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &FleetView::refresh);
    setFocusProxy(m_heatmap);
}

FleetView::~FleetView() = default;

FleetNodeDetail *FleetView::detail() const
{
    return m_detail.data();
}

void FleetView::buildActions()
{
    for (int m = 0; m < kFleetMetricCount; ++m) {
        auto *a = new QAction(FleetStore::metricText(FleetMetric(m)), this);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + m)));
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(a, &QAction::triggered, this, [this, m] { setMetric(FleetMetric(m)); });
        addAction(a);
    }
    auto *find = new QAction(tr("Filter Nodes"), this);
    find->setShortcuts(QKeySequence::Find);
    find->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(find, &QAction::triggered, this, [this] {
        m_filter->setFocus(Qt::ShortcutFocusReason);
        m_filter->selectAll();
    });
    addAction(find);
    auto *zoomIn = new QAction(tr("Larger Cells"), this);
    zoomIn->setObjectName(QStringLiteral("LargerCells"));
    zoomIn->setShortcuts(QKeySequence::ZoomIn);
    zoomIn->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(zoomIn, &QAction::triggered, m_heatmap, &FleetHeatmap::zoomIn);
    addAction(zoomIn);
    auto *zoomOut = new QAction(tr("Smaller Cells"), this);
    zoomOut->setObjectName(QStringLiteral("SmallerCells"));
    zoomOut->setShortcuts(QKeySequence::ZoomOut);
    zoomOut->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(zoomOut, &QAction::triggered, m_heatmap, &FleetHeatmap::zoomOut);
    addAction(zoomOut);
}

void FleetView::setZoomKeys(bool own)
{
    if (auto *a = findChild<QAction *>(QStringLiteral("LargerCells"), Qt::FindDirectChildrenOnly))
        a->setShortcuts(own ? QKeySequence::keyBindings(QKeySequence::ZoomIn) : QList<QKeySequence>());
    if (auto *a = findChild<QAction *>(QStringLiteral("SmallerCells"), Qt::FindDirectChildrenOnly))
        a->setShortcuts(own ? QKeySequence::keyBindings(QKeySequence::ZoomOut) : QList<QKeySequence>());
}

void FleetView::setStore(FleetStore *store)
{
    m_store = store;
    if (m_detail)
        m_detail->setStore(store);
    refresh();
}

void FleetView::setLocalStore(FleetStore *local)
{
    m_local = local;
    refresh();
}

bool FleetView::isLocalNode(const QString &nodeId) const
{
    QString node;
    return m_local && sourceOf(nodeId, &node) == m_local;
}

void FleetView::setGroups(const QList<Group> &groups)
{
    m_groups = groups;
    refresh();
}

FleetStore *FleetView::sourceOf(const QString &shownId, QString *nodeId, qint64 *group) const
{
    if (group)
        *group = 0;
    for (const Group &g : m_groups) {
        const QString prefix = QString::number(g.key) + QLatin1Char('/');
        if (g.store && shownId.startsWith(prefix) && g.store->node(shownId.mid(prefix.size())).has_value()) {
            *nodeId = shownId.mid(prefix.size());
            if (group)
                *group = g.key;
            return g.store;
        }
    }
    *nodeId = shownId;
    if (m_store && m_store->node(shownId).has_value())
        return m_store; // a cluster node of the same id as this machine wins
    if (m_local && m_local->node(shownId).has_value())
        return m_local;
    return nullptr;
}

void FleetView::setMetric(FleetMetric metric)
{
    m_metricBox->setCurrentIndex(m_metricBox->findData(int(metric)));
}

FleetMetric FleetView::shownMetric() const
{
    return m_heatmap->shownMetric();
}

void FleetView::refresh()
{
    // Statuses follow the clock (a silent node turns stale), so a refresh reads even when nothing arrived.
    mergeSources();
    m_heatmap->swapSnapshot(m_scratch);
    updateSummary();
}

namespace {

// `s` (a cluster's summary) added to `into`; `named` gives a node's name as shown.
template <typename Named> void addSummary(FleetSummary &into, const FleetSummary &s, const Named &named)
{
    into.nodes += s.nodes;
    into.nodesLive += s.nodesLive;
    into.nodesStale += s.nodesStale;
    into.nodesUnreachable += s.nodesUnreachable;
    into.nodesPending += s.nodesPending;
    into.gpus += s.gpus;
    into.gpusBusy += s.gpusBusy;
    into.gpusIdle += s.gpusIdle;
    into.gpusThrottled += s.gpusThrottled;
    if (!s.hottestNode.isEmpty() && (into.hottestNode.isEmpty() || s.hottestC > into.hottestC)) {
        into.hottestNode = named(s.hottestNode);
        into.hottestGpu = s.hottestGpu;
        into.hottestC = s.hottestC;
    }
    // As the store ranks links: the highest RTT; where none is known, the most retransmits.
    const auto rank = [](const FleetSummary &f) {
        return f.worstLinkNode.isEmpty()             ? 0
               : std::isfinite(f.worstRttMs)         ? 2
               : std::isfinite(f.worstRetransPerSec) ? 1
                                                     : 0;
    };
    const int rs = rank(s);
    const int ri = rank(into);
    const bool worse =
        rs > ri ||
        (rs > 0 && rs == ri &&
         (rs == 2 ? s.worstRttMs > into.worstRttMs : s.worstRetransPerSec > into.worstRetransPerSec));
    if (worse) {
        into.worstLinkNode = named(s.worstLinkNode);
        into.worstRttMs = s.worstRttMs;
        into.worstJitterMs = s.worstJitterMs;
        into.worstRetransPerSec = s.worstRetransPerSec;
    }
}

} // namespace

void FleetView::mergeSources()
{
    // What is shown: this machine (pinned first), the store, then each group's nodes together.
    struct Source
    {
        FleetStore *store;
        const Group *group; // null: this machine or the store (ids and names as they are)
    };
    std::vector<Source> sources;
    if (m_store && m_store != m_local)
        sources.push_back({m_store, nullptr});
    for (const Group &g : m_groups) {
        if (g.store && g.store != m_local &&
            std::none_of(sources.cbegin(), sources.cend(),
                         [&g](const Source &s) { return s.store == g.store; }))
            sources.push_back({g.store, &g});
    }
    if (m_local) // its tile is pinned first, its nodes after the clusters' in the snapshot
        sources.push_back({m_local, nullptr});
    if (sources.empty() || (sources.size() == 1 && !sources.front().group)) {
        // One store: shown as it is (the fleet of one, or a cluster's own view).
        m_heatmap->setPinnedFirst({});
        m_heatmap->setGroupOf({});
        m_heatmap->setGroupTitles({});
        if (sources.empty())
            m_scratch = FleetSnapshot{};
        else
            sources.front().store->snapshot(m_scratch);
        return;
    }
    m_groupScratch.resize(sources.size());
    m_scratch.nodes.clear();
    m_scratch.gpus.clear();
    m_scratch.maxGpusPerNode = 0;
    m_scratch.summary = FleetSummary{};
    m_scratch.generation = 0;
    m_scratch.takenMs = 0;
    QStringList pinned;
    QHash<QString, int> groupOf;
    QHash<int, QString> titles; // the bands between the clusters
    bool clusterSummary = false;
    for (std::size_t i = 0; i < sources.size(); ++i) {
        const Source &src = sources[i];
        FleetSnapshot &part = m_groupScratch[i];
        src.store->snapshot(part);
        const bool local = src.store == m_local;
        const QString idPrefix = src.group ? QString::number(src.group->key) + QLatin1Char('/') : QString();
        const QString cluster = src.group ? src.group->name : QString();
        const auto named = [&cluster](const QString &node) {
            return cluster.isEmpty() ? node
                                     : tr("%1 / %2", "a cluster's node in the fleet").arg(cluster, node);
        };
        titles.insert(local ? FleetHeatmap::kPinnedGroup : int(i), local ? tr("This machine") : cluster);
        const int offset = int(m_scratch.gpus.size());
        for (NodeSnapshot n : part.nodes) {
            if (local && m_store && m_store != m_local && m_store->node(n.id).has_value())
                continue; // a cluster node of the same id wins; this machine is in the Overview
            n.gpuFirst += offset;
            n.id.prepend(idPrefix);
            n.name = named(n.name);
            if (local)
                pinned << n.id;
            else
                groupOf.insert(n.id, int(i));
            m_scratch.nodes.push_back(std::move(n));
        }
        m_scratch.gpus.insert(m_scratch.gpus.end(), part.gpus.cbegin(), part.gpus.cend());
        m_scratch.maxGpusPerNode = std::max(m_scratch.maxGpusPerNode, part.maxGpusPerNode);
        m_scratch.generation += part.generation;
        m_scratch.takenMs = std::max(m_scratch.takenMs, part.takenMs);
        if (!local) {
            addSummary(m_scratch.summary, part.summary, named);
            clusterSummary = true;
        }
    }
    if (!clusterSummary)
        m_scratch.summary = m_groupScratch.back().summary; // this machine's
    m_heatmap->setPinnedFirst(pinned);
    m_heatmap->setGroupOf(groupOf);
    m_heatmap->setGroupTitles(titles);
}

QString FleetView::summaryText() const
{
    return QStringList{m_gpusLabel->text(), m_nodesLabel->text(), m_hottestLabel->text(), m_linkLabel->text()}
        .join(QStringLiteral(" | "));
}

void FleetView::updateSummary()
{
    const FleetSummary &s = m_heatmap->snapshot().summary;
    QString gpus =
        tr("<b>%1</b> busy · <b>%2</b> idle of %n GPU(s)", nullptr, s.gpus).arg(s.gpusBusy).arg(s.gpusIdle);
    if (s.gpusThrottled > 0)
        gpus += QStringLiteral(" · ") + tr("<b>%n</b> throttled", nullptr, s.gpusThrottled);
    m_gpusLabel->setText(gpus);
    QString nodes = tr("Nodes: %1 up").arg(s.nodesLive);
    if (s.nodesStale > 0)
        nodes += QStringLiteral(" · ") + tr("%1 stale").arg(s.nodesStale);
    if (s.nodesUnreachable > 0)
        nodes += QStringLiteral(" · <span style=\"color:#b00020\">") +
                 tr("%1 unreachable").arg(s.nodesUnreachable) + QStringLiteral("</span>");
    if (s.nodesPending > 0)
        nodes += QStringLiteral(" · ") + tr("%1 waiting").arg(s.nodesPending);
    m_nodesLabel->setText(nodes);
    m_hottestLabel->setText(s.hottestNode.isEmpty()
                                ? tr("Hottest GPU: –")
                                : tr("Hottest GPU: %1 GPU %2, <b>%3</b>")
                                      .arg(s.hottestNode.toHtmlEscaped())
                                      .arg(s.hottestGpu)
                                      .arg(FleetColors::formatValue(FleetMetric::Temperature, s.hottestC)));
    if (s.worstLinkNode.isEmpty()) {
        m_linkLabel->setText(tr("Worst link: –"));
    } else if (std::isfinite(s.worstRttMs)) {
        m_linkLabel->setText(tr("Worst link: %1, RTT <b>%2 ms</b> ± %3 ms")
                                 .arg(s.worstLinkNode.toHtmlEscaped(), QString::number(s.worstRttMs, 'f', 1),
                                      std::isfinite(s.worstJitterMs)
                                          ? QString::number(s.worstJitterMs, 'f', 1)
                                          : QStringLiteral("–")));
    } else {
        m_linkLabel->setText(
            tr("Worst link: %1, <b>%2</b> TCP retransmits/s")
                .arg(s.worstLinkNode.toHtmlEscaped(), QString::number(s.worstRetransPerSec, 'f', 1)));
    }
}

void FleetView::openDetail(const QString &nodeId, int gpuSlot)
{
    if (!m_opensDetail) {
        emit nodeActivated(nodeId, gpuSlot);
        return;
    }
    if (!m_detail) {
        m_detail = new FleetNodeDetail(m_store, this);
        m_detail->setAttribute(Qt::WA_DeleteOnClose, false);
    }
    QString node;
    FleetStore *source = sourceOf(nodeId, &node);
    m_detail->setStore(source ? source : m_store);
    m_detail->showNode(node, gpuSlot);
    m_detail->show();
    m_detail->raise();
    m_detail->activateWindow();
}

void FleetView::showEvent(QShowEvent *event)
{
    if (isWindow() && !m_geometryRestored) {
        // Where it was last closed; the first time, the size its owner gave it.
        const QByteArray saved =
            paths::settings().value(QStringLiteral("dialogs/fleet/geometry")).toByteArray();
        if (!saved.isEmpty())
            restoreGeometry(saved);
        m_geometryRestored = true;
    }
    QWidget::showEvent(event);
    refresh();
    m_timer.start();
}

void FleetView::hideEvent(QHideEvent *event)
{
    m_timer.stop();
    if (isWindow())
        saveDialogGeometry(this, QStringLiteral("fleet"));
    QWidget::hideEvent(event);
}

void FleetView::restoreSettings()
{
    m_restoring = true;
    const QSettings s = paths::settings();
    setMetric(FleetMetric(
        std::clamp(s.value(QStringLiteral("fleet/metric"), 0).toInt(), 0, kFleetMetricCount - 1)));
    m_sortBox->setCurrentIndex(
        std::max(0, m_sortBox->findData(s.value(QStringLiteral("fleet/sort"), 0).toInt())));
    m_statusBox->setCurrentIndex(
        std::max(0, m_statusBox->findData(s.value(QStringLiteral("fleet/statusFilter"), 0).toInt())));
    m_heatmap->setCellSize(s.value(QStringLiteral("fleet/cellSize"), m_heatmap->cellSize()).toInt());
    m_restoring = false;
}

void FleetView::saveSettings() const
{
    if (m_restoring)
        return;
    QSettings s = paths::settings();
    s.setValue(QStringLiteral("fleet/metric"), m_metricBox->currentData().toInt());
    s.setValue(QStringLiteral("fleet/sort"), m_sortBox->currentData().toInt());
    s.setValue(QStringLiteral("fleet/statusFilter"), m_statusBox->currentData().toInt());
    // A size the user chose is kept; a fitted one is not (the next screen fits its own).
    if (m_heatmap->autoFit())
        s.remove(QStringLiteral("fleet/cellSize"));
    else
        s.setValue(QStringLiteral("fleet/cellSize"), m_heatmap->cellSize());
}

} // namespace cg::ui
