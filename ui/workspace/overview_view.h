// SPDX-License-Identifier: GPL-3.0-or-later
// The Overview: one card per cluster (hops, nodes, GPUs, hottest GPU, worst link, validation, jobs,
// cost) and the compliance counters, from services::OverviewModel, refreshed on its own beat while
// shown. A click on a card opens that cluster; with no cluster yet it says how to add one and offers the
// getting-started page. Cards wrap their lines and take as many columns as the width holds.
#pragma once

#include "services/overview_model.h"

#include <QFrame>
#include <QSet>
#include <QTimer>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;

namespace cg::ui {

class ClusterCardWidget : public QFrame
{
    Q_OBJECT

public:
    static constexpr int kMinimumWidth = 340; // its lines wrap below their natural width

    explicit ClusterCardWidget(qint64 clusterId, QWidget *parent = nullptr);
    qint64 clusterId() const { return m_id; }
    void setCard(const services::ClusterCard &card);
    // Offers "not streaming — Stream Telemetry" while the cluster is not streaming (it was before the
    // restart); nothing starts until the button is pressed.
    void setStreamOffered(bool offered);
    bool offersStream() const;
    // The card's lines as shown ("hops", "nodes", "gpus", "hottest", "link", "validation", "jobs", "cost",
    // "datasets").
    QString line(const QString &name) const;

signals:
    void activated(qint64 clusterId);
    void streamRequested(qint64 clusterId);

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    qint64 m_id;
    void updateStreamOffer();

    QLabel *m_title;
    QHash<QString, QLabel *> m_lines;
    QWidget *m_streamOffer;
    bool m_offered = false;
    bool m_streaming = false;
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
    // The clusters that were streaming when the window last closed: their cards offer to stream again.
    void setStreamOffers(const QSet<qint64> &clusterIds);

public slots:
    void refresh();

signals:
    void clusterActivated(qint64 clusterId);
    void complianceActivated();
    void onboardRequested();
    void importRequested();
    void gettingStartedRequested();
    void streamRequested(qint64 clusterId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    static constexpr int kMaxColumns = 3;
    void rebuild();
    int columnsFor(int width) const;
    // As many columns as the viewport holds at the cards' minimum width, up to kMaxColumns.
    void layOutCards();

    services::OverviewModel *m_model;
    QStackedWidget *m_stack;
    QScrollArea *m_scroll;
    QWidget *m_cardsPage;
    int m_columns = 0;
    QSet<qint64> m_streamOffers;
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
