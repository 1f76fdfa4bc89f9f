// SPDX-License-Identifier: GPL-3.0-or-later
// The live view of one target: host facts and a grid of charts, refreshed on one coalescing timer.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QTimer>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace cg {
class TelemetryStore;
}

namespace cg::ui {

class ChartPanel;

class LiveView : public QWidget
{
    Q_OBJECT

public:
    // The visible spans the zoom steps through, in seconds.
    static const QList<int> &windowSteps();

    LiveView(TelemetryStore *store, QWidget *parent = nullptr);

    void setTarget(const QString &targetId, const QString &displayName);
    QString target() const { return m_target; }
    void setHostFacts(const QJsonObject &hello);

    bool isPaused() const { return m_paused; }
    int windowSeconds() const { return m_windowSeconds; }
    QList<ChartPanel *> panels() const { return m_panels; }
    int refreshCount() const { return m_refreshes; }

public slots:
    void setPaused(bool paused);
    void setWindowSeconds(int seconds);
    void zoomIn();
    void zoomOut();
    void refresh();

signals:
    void pausedChanged(bool paused);
    void windowChanged(int seconds);

private:
    void rebuildPanels();
    void addPanel(ChartPanel *panel);
    void zoomBy(int steps);

    TelemetryStore *m_store;
    QString m_target;
    QString m_targetName;
    QLabel *m_facts = nullptr;
    QLabel *m_pausedBadge = nullptr;
    QWidget *m_grid = nullptr;
    QGridLayout *m_gridLayout = nullptr;
    QList<ChartPanel *> m_panels;
    QList<quint32> m_gpus;
    QTimer m_timer;
    qint64 m_pausedAtMs = 0;
    int m_windowSeconds = 300;
    int m_refreshes = 0;
    bool m_paused = false;
};

} // namespace cg::ui
