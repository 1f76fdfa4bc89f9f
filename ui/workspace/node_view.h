// SPDX-License-Identifier: GPL-3.0-or-later
// One node in a tab: its state (live, stale, unreachable and why), its GPU and link charts (the fleet's
// node detail) and an Open Terminal button. The node's store is looked up on every refresh, so a fleet
// started later fills the view and a cluster that vanished leaves a message, not a dangling pointer.
#pragma once

#include <QTimer>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace cg {
class FleetStore;
}

namespace cg::ui {

class FleetNodeDetail;

class NodeView : public QWidget
{
    Q_OBJECT

public:
    using StoreLookup = std::function<FleetStore *()>;

    NodeView(qint64 clusterId, const QString &nodeId, const QString &title, StoreLookup lookup,
             QWidget *parent = nullptr);

    qint64 clusterId() const { return m_cluster; }
    QString nodeId() const { return m_node; }
    FleetNodeDetail *detail() const { return m_detail; }
    QLabel *stateLabel() const { return m_state; }
    QPushButton *terminalButton() const { return m_terminal; }
    // Enables Open Terminal (off until a terminal can be opened).
    void setTerminalAvailable(bool available);
    static QString key(qint64 clusterId, const QString &nodeId);

public slots:
    void refresh();

signals:
    void terminalRequested(qint64 clusterId, const QString &nodeId);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    qint64 m_cluster;
    QString m_node;
    StoreLookup m_lookup;
    FleetStore *m_store = nullptr;
    QLabel *m_state;
    QPushButton *m_terminal;
    FleetNodeDetail *m_detail;
    QTimer m_timer;
};

} // namespace cg::ui
