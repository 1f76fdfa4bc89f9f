// SPDX-License-Identifier: GPL-3.0-or-later
// One node's detail, opened from the heatmap: status and host facts, per-GPU charts (utilization,
// memory, temperature, power) and link charts (RTT and jitter, retransmits, NIC and InfiniBand
// throughput) from the fleet store's history, gaps shown as gaps.
#pragma once

#include "fleet/node_history.h"

#include <QDialog>
#include <QList>
#include <QTimer>

class QComboBox;
class QLabel;

namespace cg {
class FleetStore;
}

namespace cg::ui {

class HistoryChart;

class FleetNodeDetail : public QDialog
{
    Q_OBJECT

public:
    explicit FleetNodeDetail(FleetStore *store, QWidget *parent = nullptr);

    void setStore(FleetStore *store);
    // Shows a node; `gpuSlot` is drawn emphasized in the GPU charts.
    void showNode(const QString &nodeId, int gpuSlot);
    QString nodeId() const { return m_node; }
    int gpuSlot() const { return m_gpu; }
    QString headerText() const;
    // The status line above the charts; a view that says the node's state itself (the node view) hides it,
    // so that the node's name and state are not shown twice.
    void setHeaderShown(bool shown);
    bool headerShown() const;
    QList<HistoryChart *> charts() const { return m_charts; }
    // The time range shown, 5 minutes (the live buffer, at 1 Hz) to 30 days (the history); remembered.
    QComboBox *rangeBox() const { return m_range; }
    qint64 rangeMs() const;
    void setRangeMs(qint64 ms);
    // Where ranges beyond the live buffer are read from; without one, every range shows the live buffer.
    void setHistory(const NodeHistorySource &source);
    // Why the history could not be shown (empty when it was, or is not asked for).
    QString historyProblem() const { return m_historyProblem; }

public slots:
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void refreshFromHistory(bool force);
    void rangeChanged();

    FleetStore *m_store;
    QString m_node;
    int m_gpu = 0;
    QLabel *m_header = nullptr;
    QList<HistoryChart *> m_charts; // 4 GPU charts, then 4 link charts
    QComboBox *m_range = nullptr;
    NodeHistorySource m_source;
    NodeHistory m_history;
    qint64 m_historyReadAt = 0; // console clock, ms
    bool m_historyReading = false;
    QString m_historyProblem;
    QTimer m_timer;
};

} // namespace cg::ui
