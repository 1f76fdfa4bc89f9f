// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet view: a cluster summary bar (GPUs busy and idle, hottest GPU, worst link), the metric,
// sort and filter controls, the heatmap with its legend; a cell opens the node's detail.
// It reads a FleetStore on its own timer; attach another store (a cluster stream) with setStore(), or
// several clusters' stores at once with setGroups() (View > Fleet: every cluster that streams).
#pragma once

#include "agent/fleet_store.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;

namespace cg::ui {

class FleetHeatmap;
class FleetLegend;
class FleetNodeDetail;

class FleetView : public QWidget
{
    Q_OBJECT

public:
    explicit FleetView(QWidget *parent = nullptr);
    ~FleetView() override;

    // The store shown (not owned; it must outlive the view or be replaced first).
    void setStore(FleetStore *store);
    FleetStore *store() const { return m_store; }
    // This machine's store, shown first in the heatmap (its own tile) beside the cluster's nodes whatever
    // the sort; not counted in the cluster's summary. Null, or the same as store(): shown once.
    void setLocalStore(FleetStore *local);
    // Whether a node shown is this machine's (from the local store), not the cluster's.
    bool isLocalNode(const QString &nodeId) const;

    // One cluster's nodes among several: its store (not owned, it must outlive the view or be replaced
    // first), its name on each of its cells ("train-a / gpu-01") and `key` (the cluster's id) in the ids
    // of its nodes shown ("<key>/<node>"), so that two clusters' nodes of the same name stay apart. The
    // groups follow setStore()'s store (if any, not repeated) and this machine, each group's nodes together
    // whatever the sort; the summary counts every cluster's nodes, not this machine's.
    struct Group
    {
        qint64 key = 0;
        QString name;
        FleetStore *store = nullptr;
    };
    void setGroups(const QList<Group> &groups);
    QList<Group> groups() const { return m_groups; }
    // The store and the node id in it behind a node shown (`group`: the group's key, 0 when the node is
    // not a group's); null when no store shows it.
    FleetStore *sourceOf(const QString &shownId, QString *nodeId, qint64 *group = nullptr) const;

    FleetHeatmap *heatmap() const { return m_heatmap; }
    FleetLegend *legend() const { return m_legend; }
    // The node detail window, once a cell was opened (null before).
    FleetNodeDetail *detail() const;
    QString summaryText() const;

    void setMetric(FleetMetric metric);
    FleetMetric shownMetric() const;
    void setRefreshIntervalMs(int ms) { m_timer.setInterval(ms); }
    // Off: an opened cell is announced (nodeActivated) for the workspace to show, not in a window here.
    void setOpensDetailWindow(bool opens) { m_opensDetail = opens; }
    // Ctrl++ / Ctrl+- on the view itself (its own cell-size actions); off where a window's Zoom In and
    // Zoom Out already act on the view in front, so that no key is bound to two actions.
    void setZoomKeys(bool own);

signals:
    void nodeActivated(const QString &nodeId, int gpuSlot);

public slots:
    // Takes a snapshot of the store and shows it (the timer calls this).
    void refresh();
    void openDetail(const QString &nodeId, int gpuSlot);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void buildActions();
    void updateSummary();
    void mergeSources(); // m_scratch from this machine, the store and the groups
    void restoreSettings();
    void saveSettings() const;

    FleetStore *m_store = nullptr;
    FleetStore *m_local = nullptr;
    FleetSnapshot m_scratch;
    FleetSnapshot m_localScratch;
    QList<Group> m_groups;
    std::vector<FleetSnapshot> m_groupScratch;
    QComboBox *m_metricBox = nullptr;
    QComboBox *m_sortBox = nullptr;
    QComboBox *m_statusBox = nullptr;
    QLineEdit *m_filter = nullptr;
    QLabel *m_gpusLabel = nullptr;
    QLabel *m_nodesLabel = nullptr;
    QLabel *m_hottestLabel = nullptr;
    QLabel *m_linkLabel = nullptr;
    FleetHeatmap *m_heatmap = nullptr;
    FleetLegend *m_legend = nullptr;
    QPointer<FleetNodeDetail> m_detail;
    QTimer m_timer;
    bool m_restoring = false;
    bool m_opensDetail = true;
    bool m_geometryRestored = false;
};

} // namespace cg::ui
