// SPDX-License-Identifier: GPL-3.0-or-later
// One node's detail, opened from the heatmap: status and host facts, per-GPU charts (utilization,
// memory, temperature, power) and link charts (RTT and jitter, retransmits, NIC and InfiniBand
// throughput) from the fleet store's history, gaps shown as gaps.
#pragma once

#include <QDialog>
#include <QList>
#include <QTimer>

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
    QList<HistoryChart *> charts() const { return m_charts; }

public slots:
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    FleetStore *m_store;
    QString m_node;
    int m_gpu = 0;
    QLabel *m_header = nullptr;
    QList<HistoryChart *> m_charts; // 4 GPU charts, then 4 link charts
    QTimer m_timer;
};

} // namespace cg::ui
