// SPDX-License-Identifier: GPL-3.0-or-later
// The Overview: one card per cluster (hops, nodes, GPUs, hottest GPU, worst link, validation, jobs,
// cost) and the compliance counters, from services::OverviewModel, refreshed on its own beat while
// shown. A click on a card opens that cluster; with no cluster yet it says how to add one.
#pragma once

#include "services/overview_model.h"

#include <QFrame>
#include <QTimer>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;
class QStackedWidget;

namespace cg::ui {

class ClusterCardWidget : public QFrame
{
    Q_OBJECT

public:
    explicit ClusterCardWidget(qint64 clusterId, QWidget *parent = nullptr);
    qint64 clusterId() const { return m_id; }
    void setCard(const services::ClusterCard &card);
    // The card's lines as shown ("hops", "nodes", "gpus", "hottest", "link", "validation", "jobs", "cost",
    // "datasets").
    QString line(const QString &name) const;

signals:
    void activated(qint64 clusterId);

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    qint64 m_id;
    QLabel *m_title;
    QHash<QString, QLabel *> m_lines;
};

class OverviewView : public QWidget
{
    Q_OBJECT

public:
    explicit OverviewView(services::OverviewModel *model, QWidget *parent = nullptr);

    void setRefreshIntervalMs(int ms) { m_timer.setInterval(ms); }
    QList<ClusterCardWidget *> cards() const { return m_cards; }
    ClusterCardWidget *card(qint64 clusterId) const;
    QPushButton *requestsWaitingButton() const { return m_waiting; }
    QPushButton *destructionsOverdueButton() const { return m_overdue; }
    QPushButton *thresholdTotalsButton() const { return m_thresholds; }
    bool showsEmptyState() const;

public slots:
    void refresh();

signals:
    void clusterActivated(qint64 clusterId);
    void complianceActivated();
    void onboardRequested();
    void importRequested();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void rebuild();

    services::OverviewModel *m_model;
    QStackedWidget *m_stack;
    QWidget *m_cardsPage;
    QGridLayout *m_grid;
    QList<ClusterCardWidget *> m_cards;
    QPushButton *m_waiting;
    QPushButton *m_overdue;
    QPushButton *m_thresholds;
    QLabel *m_complianceNote;
    QTimer m_timer;
    bool m_dirty = true;
};

} // namespace cg::ui
