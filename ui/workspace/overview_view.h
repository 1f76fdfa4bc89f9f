// SPDX-License-Identifier: GPL-3.0-or-later
// The Overview: one card per cluster (state badges, utilization and link RTT sparklines, hops, nodes,
// GPUs, hottest GPU, worst link, validation, jobs, cost) and the compliance counters, from
// services::OverviewModel, refreshed on its own beat while shown. "This machine" is the first card, live
// from the first second. A click on a card opens that cluster; with no cluster yet the empty state says
// how to add one and offers the getting-started page. Cards wrap their lines and take as many columns as
// the width holds, filling it.
#pragma once

#include "services/overview_model.h"

#include <QFrame>
#include <QSet>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <limits>
#include <vector>

class QGridLayout;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;

namespace cg::ui {

class Sparkline;

// This machine's card and its readings now (the local agent's fleet of one and its CPU and GPU load).
struct LocalMachineCard
{
    services::ClusterCard card;
    double utilizationPercent = std::numeric_limits<double>::quiet_NaN(); // GPUs', or the CPU's without
    double rttMs = std::numeric_limits<double>::quiet_NaN();
    std::vector<double> utilizationHistory; // oldest first, one point a second (filled at the first read)
};

class ClusterCardWidget : public QFrame
{
    Q_OBJECT

public:
    static constexpr int kMinimumWidth = 340; // its lines wrap below their natural width

    explicit ClusterCardWidget(qint64 clusterId, QWidget *parent = nullptr);
    qint64 clusterId() const { return m_id; }
    void setCard(const services::ClusterCard &card);
    // One reading for the sparklines (NaN: none).
    void addReadings(double utilizationPercent, double rttMs);
    void setUtilizationHistory(const std::vector<double> &points);
    int utilizationPoints() const; // readings with a value
    int readingsHeld() const;      // readings, gaps (no value that second) included
    // Both sparklines' readings taken over from the card this one replaces (the same cluster).
    void takeReadingsFrom(const ClusterCardWidget &before);
    // The state badges shown ("streaming", "unreachable", "validated", ...), in order.
    QStringList badges() const;
    // Offers "not streaming — Stream Telemetry" while the cluster is not streaming (it was before the
    // restart); nothing starts until the button is pressed.
    // A sign-in the person cancelled (ClusterCard::signInCancelledAt) offers it too, saying so.
    void setStreamOffered(bool offered);
    bool offersStream() const;
    // The offer's sentence ("Not streaming since the restart —", "You cancelled the one-time password for
    // …"); empty while nothing is offered.
    QString streamNotice() const;
    // The card's lines as shown ("hops", "nodes", "gpus", "hottest", "link", "validation", "jobs", "cost",
    // "datasets").
    QString line(const QString &name) const;
    // "Waiting for you to check the host key of …" while a hop stopped at a host key nobody accepted yet
    // (with Check Host Key…); empty otherwise.
    QString hostKeyNotice() const;

signals:
    void activated(qint64 clusterId);
    void streamRequested(qint64 clusterId);
    // Check Host Key…: the cluster's connectivity check, whose review lists the new keys to accept.
    void hostKeyCheckRequested(qint64 clusterId);

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    qint64 m_id;
    void updateStreamOffer();

    void setBadges(const QList<QPair<QString, QString>> &badges); // text, colour

    QLabel *m_title;
    QHBoxLayout *m_badges;
    QList<QLabel *> m_badgeLabels;
    Sparkline *m_utilization;
    Sparkline *m_rtt;
    QHash<QString, QLabel *> m_lines;
    QWidget *m_streamOffer;
    QLabel *m_streamNotice;
    QWidget *m_hostKeyOffer;
    QLabel *m_hostKeyNotice;
    bool m_offered = false;
    bool m_streaming = false;
    bool m_cancelled = false; // the person cancelled a sign-in: the offer says so
};

class OverviewView : public QWidget
{
    Q_OBJECT

public:
    explicit OverviewView(services::OverviewModel *model, QWidget *parent = nullptr);

    void setRefreshIntervalMs(int ms) { m_timer.setInterval(ms); }
    // This machine's card, read at every refresh; unset: no such card.
    void setLocalMachine(std::function<LocalMachineCard()> source);
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
    void hostKeyCheckRequested(qint64 clusterId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
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
    // While another tab is in front: only the sparklines' readings go on (their minutes are not lost).
    QTimer m_sampleTimer;
    void sampleWhileHidden();
    bool m_dirty = true;
    std::function<LocalMachineCard()> m_local;
};

} // namespace cg::ui
