// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace/overview_view.h"

#include "planning/cost.h"
#include "ssh/ssh_types.h"
#include "workspace/icons.h"
#include "workspace/sparkline.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cg::ui {

namespace {

const char *const kLines[] = {"hops",       "nodes", "gpus", "hottest", "link",
                              "validation", "jobs",  "cost", "datasets"};

QString dash()
{
    return QStringLiteral("—");
}

} // namespace

ClusterCardWidget::ClusterCardWidget(qint64 clusterId, QWidget *parent) : QFrame(parent), m_id(clusterId)
{
    setObjectName(QStringLiteral("ClusterCard"));
    setFrameShape(QFrame::StyledPanel);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    setMinimumWidth(kMinimumWidth);
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_title->setFont(f);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_badges = new QHBoxLayout;
    m_badges->setSpacing(4);
    m_badges->addStretch(1);
    layout->addLayout(m_badges);
    auto *sparks = new QHBoxLayout;
    m_utilization = new Sparkline(clusterId == 0 ? tr("Load") : tr("GPU utilization"), tr("%"), this);
    m_utilization->setObjectName(QStringLiteral("UtilizationSparkline"));
    m_utilization->setFixedMaximum(100);
    m_rtt = new Sparkline(tr("Link RTT"), tr("ms"), this);
    m_rtt->setObjectName(QStringLiteral("RttSparkline"));
    sparks->addWidget(m_utilization, 1);
    sparks->addWidget(m_rtt, 1);
    layout->addLayout(sparks);
    for (const char *name : kLines) {
        auto *l = new QLabel(this);
        l->setObjectName(QString::fromLatin1(name));
        l->setTextFormat(Qt::PlainText);
        l->setWordWrap(true); // a long line wraps inside the card, never clipped
        layout->addWidget(l);
        m_lines.insert(QString::fromLatin1(name), l);
    }
    m_streamOffer = new QWidget(this);
    m_streamOffer->setObjectName(QStringLiteral("StreamOffer"));
    auto *offer = new QHBoxLayout(m_streamOffer);
    offer->setContentsMargins(0, 0, 0, 0);
    auto *notStreaming = new QLabel(tr("Not streaming since the restart —"), m_streamOffer);
    notStreaming->setObjectName(QStringLiteral("StreamNotice"));
    notStreaming->setWordWrap(true);
    notStreaming->setStyleSheet(QStringLiteral("color: #8a5a00"));
    m_streamNotice = notStreaming;
    auto *stream = new QPushButton(tr("Stream Telemetry"), m_streamOffer);
    stream->setObjectName(QStringLiteral("StreamTelemetryButton"));
    stream->setToolTip(tr("Connect through the jump chain and stream this cluster's telemetry again (a "
                          "bastion may ask for its one-time password)"));
    offer->addWidget(notStreaming, 1);
    offer->addWidget(stream);
    connect(stream, &QPushButton::clicked, this, [this] { emit streamRequested(m_id); });
    layout->addWidget(m_streamOffer);
    m_streamOffer->hide();
    // A hop stopped at a host key nobody has accepted yet: the console waits for a person, nothing is down.
    m_hostKeyOffer = new QWidget(this);
    m_hostKeyOffer->setObjectName(QStringLiteral("HostKeyOffer"));
    auto *keyOffer = new QHBoxLayout(m_hostKeyOffer);
    keyOffer->setContentsMargins(0, 0, 0, 0);
    m_hostKeyNotice = new QLabel(m_hostKeyOffer);
    m_hostKeyNotice->setObjectName(QStringLiteral("HostKeyNotice"));
    m_hostKeyNotice->setWordWrap(true);
    auto *checkKey = new QPushButton(tr("Check Host Key…"), m_hostKeyOffer);
    checkKey->setObjectName(QStringLiteral("CheckHostKeyButton"));
    checkKey->setToolTip(tr("Check this cluster's connectivity: the new host keys are listed with their "
                            "fingerprints, to compare with the ones your provider gave you and accept"));
    keyOffer->addWidget(m_hostKeyNotice, 1);
    keyOffer->addWidget(checkKey);
    connect(checkKey, &QPushButton::clicked, this, [this] { emit hostKeyCheckRequested(m_id); });
    layout->addWidget(m_hostKeyOffer);
    m_hostKeyOffer->hide();
    layout->addStretch(1);
}

QString ClusterCardWidget::hostKeyNotice() const
{
    return m_hostKeyOffer->isVisibleTo(this) ? m_hostKeyNotice->text() : QString();
}

void ClusterCardWidget::setStreamOffered(bool offered)
{
    m_offered = offered;
    updateStreamOffer();
}

bool ClusterCardWidget::offersStream() const
{
    return (m_offered && !m_streaming) || m_cancelled;
}

QString ClusterCardWidget::streamNotice() const
{
    return offersStream() ? m_streamNotice->text() : QString();
}

void ClusterCardWidget::updateStreamOffer()
{
    if (m_streamOffer->isVisibleTo(this) != offersStream())
        m_streamOffer->setVisible(offersStream());
}

void ClusterCardWidget::addReadings(double utilizationPercent, double rttMs)
{
    m_utilization->addPoint(utilizationPercent);
    m_rtt->addPoint(rttMs);
}

void ClusterCardWidget::setUtilizationHistory(const std::vector<double> &points)
{
    m_utilization->setPoints(points);
}

int ClusterCardWidget::utilizationPoints() const
{
    return m_utilization->pointCount();
}

int ClusterCardWidget::readingsHeld() const
{
    return int(m_utilization->points().size());
}

void ClusterCardWidget::takeReadingsFrom(const ClusterCardWidget &before)
{
    m_utilization->setPoints(before.m_utilization->points());
    m_rtt->setPoints(before.m_rtt->points());
}

QStringList ClusterCardWidget::badges() const
{
    QStringList out;
    for (const QLabel *l : m_badgeLabels)
        out << l->text();
    return out;
}

void ClusterCardWidget::setBadges(const QList<QPair<QString, QString>> &badges)
{
    bool same = badges.size() == m_badgeLabels.size();
    for (int i = 0; same && i < badges.size(); ++i)
        same = m_badgeLabels[i]->text() == badges[i].first &&
               m_badgeLabels[i]->property("badgeColour").toString() == badges[i].second;
    if (same)
        return;
    qDeleteAll(m_badgeLabels);
    m_badgeLabels.clear();
    for (const auto &b : badges) {
        auto *l = new QLabel(b.first, this);
        l->setObjectName(QStringLiteral("StateBadge"));
        l->setProperty("badgeColour", b.second);
        l->setToolTip(b.first);
        // A pill in the state's colour: white text on it reads in the light and the dark palette alike.
        l->setStyleSheet(QStringLiteral("QLabel { background: %1; color: white; border-radius: 7px; "
                                        "padding: 1px 7px; }")
                             .arg(b.second));
        m_badges->insertWidget(m_badges->count() - 1, l);
        m_badgeLabels << l;
    }
}

QString ClusterCardWidget::line(const QString &name) const
{
    const QLabel *l = m_lines.value(name);
    return l ? l->text() : QString();
}

void ClusterCardWidget::setCard(const services::ClusterCard &c)
{
    const auto set = [this](const char *name, const QString &text) {
        QLabel *l = m_lines.value(QString::fromLatin1(name));
        if (l->text() != text) {
            l->setText(text);
            l->setToolTip(text);
        }
    };
    const QString title = c.region.isEmpty() ? c.name : tr("%1 · %2").arg(c.name, c.region);
    if (m_title->text() != title) {
        m_title->setText(title);
        m_title->setToolTip(title);
    }
    if (accessibleName() != c.name)
        setAccessibleName(c.name);
    m_streaming = c.streaming;
    m_cancelled = !c.signInCancelledAt.isEmpty();
    // Decided by the prompt's kind, as the fleet reported it; the sentence is only its wording.
    const QString cancelNotice =
        !m_cancelled ? QString()
        : c.signInCancelledPrompt == int(ssh::PromptRequest::KeyboardInteractive)
            ? tr("You cancelled the one-time password for %1.").arg(c.signInCancelledAt)
        : c.signInCancelledPrompt == int(ssh::PromptRequest::KeyPassphrase)
            ? tr("You cancelled the key passphrase for %1.").arg(c.signInCancelledAt)
            : tr("You cancelled the password for %1.").arg(c.signInCancelledAt);
    const QString notice = m_cancelled ? cancelNotice : tr("Not streaming since the restart —");
    if (m_streamNotice->text() != notice) {
        m_streamNotice->setText(notice);
        m_streamNotice->setToolTip(notice);
        m_streamNotice->setStyleSheet(m_cancelled ? QString() : QStringLiteral("color: #8a5a00"));
    }
    updateStreamOffer();

    QStringList hops;
    QStringList undecided; // hops waiting for a person to check their host key
    for (const services::HopCard &h : c.hops) {
        switch (h.state) {
        case services::HopState::NotReached:
            hops << tr("%1 not reached yet").arg(h.label);
            break;
        case services::HopState::Up:
            hops << (std::isfinite(h.ms) ? tr("%1 up (sign-in %2 ms)").arg(h.label).arg(qRound(h.ms))
                                         : tr("%1 up").arg(h.label));
            break;
        case services::HopState::HostKeyUndecided:
            hops << tr("%1 host key to check").arg(h.label);
            undecided << h.label;
            break;
        case services::HopState::Down:
            hops << tr("%1 down").arg(h.label);
            break;
        case services::HopState::Cancelled:
            hops << tr("%1 sign-in cancelled").arg(h.label);
            break;
        }
    }
    const QString keyNotice = undecided.isEmpty() ? QString()
                                                  : tr("Waiting for you to check the host key of %1.")
                                                        .arg(QLocale().createSeparatedList(undecided));
    if (m_hostKeyNotice->text() != keyNotice) {
        m_hostKeyNotice->setText(keyNotice);
        m_hostKeyNotice->setToolTip(keyNotice);
    }
    if (m_hostKeyOffer->isVisibleTo(this) == undecided.isEmpty())
        m_hostKeyOffer->setVisible(!undecided.isEmpty());
    set("hops", hops.isEmpty() ? tr("Hops: direct") : tr("Hops: %1").arg(hops.join(QStringLiteral(" → "))));
    if (!c.streaming || (m_cancelled && c.nodesLive == 0))
        set("nodes", tr("Nodes: %n, not streaming", nullptr, c.nodes));
    else
        set("nodes", tr("Nodes: %1 reachable · %2 streaming · %3 unreachable")
                         .arg(c.nodesLive + c.nodesStale)
                         .arg(c.nodesLive)
                         .arg(c.nodesUnreachable));
    set("gpus", c.streaming ? tr("GPUs: %1 busy · %2 idle").arg(c.gpusBusy).arg(c.gpusIdle)
                            : tr("GPUs: %1").arg(dash()));
    set("hottest", c.hottestNode.isEmpty() ? tr("Hottest GPU: %1").arg(dash())
                                           : tr("Hottest GPU: %1 GPU %2 at %3 °C")
                                                 .arg(c.hottestNode)
                                                 .arg(c.hottestGpu)
                                                 .arg(qRound(c.hottestC)));
    set("link", c.worstLinkNode.isEmpty() || !std::isfinite(c.worstRttMs)
                    ? tr("Worst link: %1").arg(dash())
                    : tr("Worst link: %1 %2 ms").arg(c.worstLinkNode).arg(c.worstRttMs, 0, 'f', 1));
    set("validation", c.validationLevel.isEmpty() ? tr("Validation: no level passed yet")
                                                  : tr("Validation: %1 passed").arg(c.validationLevel));
    set("jobs", c.jobsRunning < 0 ? tr("Jobs: %1").arg(dash())
                                  : tr("Jobs: %1 running · %2 queued").arg(c.jobsRunning).arg(c.jobsWaiting));
    const QString currency = c.currency.isEmpty() ? QStringLiteral("USD") : c.currency;
    if (!std::isfinite(c.costToday))
        set("cost", tr("Cost today: %1").arg(dash()));
    else if (!std::isfinite(c.idleWasteToday))
        set("cost", tr("Cost today: %1").arg(planning::CostModel::money(c.costToday, currency)));
    else
        set("cost", tr("Cost today: %1 · idle GPUs %2")
                        .arg(planning::CostModel::money(c.costToday, currency),
                             planning::CostModel::money(c.idleWasteToday, currency)));
    set("datasets", c.datasetsCleared < 0 ? tr("Datasets cleared: %1").arg(dash())
                                          : tr("Datasets cleared for %1: %2")
                                                .arg(c.region.isEmpty() ? c.name : c.region)
                                                .arg(c.datasetsCleared));
    QList<QPair<QString, QString>> badges;
    const QString green = QStringLiteral("#2e7d32"), red = QStringLiteral("#c62828"),
                  grey = QStringLiteral("#616161"), amber = QStringLiteral("#9a6700"),
                  blue = QStringLiteral("#1565c0"), slate = QStringLiteral("#455a64");
    if (c.id == 0)
        badges << qMakePair(c.nodesLive > 0 ? tr("live") : tr("agent starting"),
                            c.nodesLive > 0 ? green : grey);
    else if (c.streaming && c.nodesLive > 0) // a fleet attached with no node streaming is not "streaming"
        badges << qMakePair(tr("streaming"), green);
    else if (!m_cancelled)
        badges << qMakePair(tr("not streaming"), grey);
    if (m_cancelled) // the person's choice, not a failure: a neutral colour
        badges << qMakePair(tr("sign-in cancelled"), slate);
    if (c.streaming && c.nodesUnreachable > 0 && !m_cancelled)
        badges << qMakePair(tr("%n unreachable", nullptr, c.nodesUnreachable), red);
    if (c.streaming && c.nodesStale > 0)
        badges << qMakePair(tr("%n stale", nullptr, c.nodesStale), amber);
    int hopsDown = 0;
    for (const services::HopCard &h : c.hops)
        hopsDown += h.state == services::HopState::Down ? 1 : 0;
    if (hopsDown > 0)
        badges << qMakePair(tr("%n hop(s) down", nullptr, hopsDown), red);
    if (!undecided.isEmpty()) // a question, not a failure: a neutral colour
        badges << qMakePair(tr("%n host key(s) to check", nullptr, int(undecided.size())), slate);
    if (!c.validationLevel.isEmpty())
        badges << qMakePair(tr("%1 passed").arg(c.validationLevel), blue);
    setBadges(badges);

    const bool bad = c.streaming && c.nodesUnreachable > 0 && !m_cancelled;
    const QString style = bad ? QStringLiteral("#ClusterCard { border: 2px solid #c62828; }") : QString();
    if (styleSheet() != style)
        setStyleSheet(style);
}

void ClusterCardWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit activated(m_id);
    QFrame::mouseReleaseEvent(event);
}

void ClusterCardWidget::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) {
        emit activated(m_id);
        return;
    }
    QFrame::keyPressEvent(event);
}

OverviewView::OverviewView(services::OverviewModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("OverviewView"));
    auto *layout = new QVBoxLayout(this);

    auto *compliance = new QHBoxLayout;
    compliance->addWidget(new QLabel(tr("Compliance:"), this));
    m_waiting = new QPushButton(this);
    m_waiting->setObjectName(QStringLiteral("RequestsWaiting"));
    m_waiting->setFlat(true);
    m_overdue = new QPushButton(this);
    m_overdue->setObjectName(QStringLiteral("DestructionsOverdue"));
    m_overdue->setFlat(true);
    m_complianceNote = new QLabel(this);
    compliance->addWidget(m_waiting);
    compliance->addWidget(m_overdue);
    compliance->addWidget(m_complianceNote);
    compliance->addStretch(1);
    connect(m_waiting, &QPushButton::clicked, this, &OverviewView::complianceActivated);
    connect(m_overdue, &QPushButton::clicked, this, &OverviewView::complianceActivated);
    m_thresholds = new QPushButton(this);
    m_thresholds->setFlat(true);
    m_thresholds->setAccessibleName(tr("Threshold totals this year"));
    compliance->insertWidget(compliance->count() - 1, m_thresholds);
    connect(m_thresholds, &QPushButton::clicked, this, &OverviewView::complianceActivated);
    layout->addLayout(compliance);

    // One scrolling page: the cards (this machine first), then, while no cluster is saved, how to add one.
    auto *scroll = new QScrollArea(this);
    m_scroll = scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // cards wrap into more rows instead
    scroll->viewport()->installEventFilter(this);
    m_cardsPage = new QWidget(scroll);
    auto *page = new QVBoxLayout(m_cardsPage);
    m_grid = new QGridLayout;
    m_grid->setAlignment(Qt::AlignTop);
    page->addLayout(m_grid);

    m_stack = new QStackedWidget(m_cardsPage); // 0: no cluster saved yet; 1: nothing more to say
    auto *empty = new QWidget(m_stack);
    empty->setObjectName(QStringLiteral("OverviewEmptyState"));
    auto *el = new QVBoxLayout(empty);
    auto *text = new QLabel(tr("No clusters yet: Onboard Cluster… or Import ssh Config…"), empty);
    text->setAlignment(Qt::AlignCenter);
    text->setWordWrap(true);
    el->addWidget(text);
    auto *help = new QLabel(QStringLiteral("<a href=\"help:getting-started\">%1</a>")
                                .arg(tr("New here? Read Help > Getting Started").toHtmlEscaped()),
                            empty);
    help->setObjectName(QStringLiteral("GettingStartedLink"));
    help->setAlignment(Qt::AlignCenter);
    help->setWordWrap(true);
    help->setTextFormat(Qt::RichText);
    help->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(help, &QLabel::linkActivated, this, &OverviewView::gettingStartedRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    auto *onboard = new QPushButton(icon(IconId::Add), tr("Onboard Cluster…"), empty);
    onboard->setObjectName(QStringLiteral("OnboardButton"));
    auto *import = new QPushButton(icon(IconId::Import), tr("Import ssh Config…"), empty);
    import->setObjectName(QStringLiteral("ImportButton"));
    buttons->addWidget(onboard);
    buttons->addWidget(import);
    auto *guide = new QPushButton(icon(IconId::Help), tr("Getting Started"), empty);
    guide->setObjectName(QStringLiteral("GettingStartedButton"));
    guide->setToolTip(tr("What ClusterGate does and the first steps (Help > Getting Started)"));
    buttons->addWidget(guide);
    connect(guide, &QPushButton::clicked, this, &OverviewView::gettingStartedRequested);
    buttons->addStretch(1);
    el->addLayout(buttons);
    el->addWidget(help);
    connect(onboard, &QPushButton::clicked, this, &OverviewView::onboardRequested);
    connect(import, &QPushButton::clicked, this, &OverviewView::importRequested);
    m_stack->addWidget(empty);
    m_stack->addWidget(new QWidget(m_stack));
    page->addWidget(m_stack);
    page->addStretch(1);
    scroll->setWidget(m_cardsPage);
    layout->addWidget(scroll, 1);

    connect(model, &services::OverviewModel::clustersChanged, this, [this] {
        m_dirty = true;
        if (isVisible())
            refresh();
    });
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &OverviewView::refresh);
    m_sampleTimer.setInterval(1000);
    connect(&m_sampleTimer, &QTimer::timeout, this, &OverviewView::sampleWhileHidden);
    refresh();
}

namespace {

// A cluster card's sparkline readings now: the share of busy GPUs and the worst link RTT while it
// streams, none (NaN) otherwise.
std::pair<double, double> readingsOf(const services::ClusterCard &c)
{
    const int gpus = c.gpusBusy + c.gpusIdle;
    return {c.streaming && gpus > 0 ? 100.0 * c.gpusBusy / gpus : std::nan(""),
            c.streaming ? c.worstRttMs : std::nan("")};
}

} // namespace

void OverviewView::sampleWhileHidden()
{
    if (!window()->isVisible()) { // the window closed (it may be going away): nothing to keep for it
        m_sampleTimer.stop();
        return;
    }
    QHash<qint64, services::ClusterCard> byId;
    for (const services::ClusterCard &c : m_model->cards())
        byId.insert(c.id, c);
    for (ClusterCardWidget *w : std::as_const(m_cards)) {
        if (w->clusterId() == 0 && m_local) {
            const LocalMachineCard local = m_local();
            w->addReadings(local.utilizationPercent, local.rttMs);
        } else if (const auto it = byId.constFind(w->clusterId()); it != byId.constEnd()) {
            const auto [utilization, rtt] = readingsOf(*it);
            w->addReadings(utilization, rtt);
        }
    }
}

ClusterCardWidget *OverviewView::card(qint64 clusterId) const
{
    for (ClusterCardWidget *c : m_cards) {
        if (c->clusterId() == clusterId)
            return c;
    }
    return nullptr;
}

void OverviewView::setStreamOffers(const QSet<qint64> &clusterIds)
{
    m_streamOffers = clusterIds;
    for (ClusterCardWidget *c : std::as_const(m_cards))
        c->setStreamOffered(m_streamOffers.contains(c->clusterId()));
}

bool OverviewView::showsEmptyState() const
{
    return m_stack->currentIndex() == 0;
}

void OverviewView::setLocalMachine(std::function<LocalMachineCard()> source)
{
    m_local = std::move(source);
    m_dirty = true;
    refresh();
}

void OverviewView::rebuild()
{
    qDeleteAll(m_cards);
    m_cards.clear();
    m_dirty = false;
}

void OverviewView::refresh()
{
    QList<services::ClusterCard> cards = m_model->cards();
    const int saved = int(cards.size());
    LocalMachineCard local;
    if (m_local) {
        local = m_local();
        local.card.id = 0;
        cards.prepend(local.card);
    }
    bool same = !m_dirty && cards.size() == m_cards.size();
    for (int i = 0; same && i < cards.size(); ++i)
        same = m_cards[i]->clusterId() == cards[i].id;
    if (!same) {
        // The cards are made again (a cluster added, renamed, removed): each keeps the minutes its
        // sparklines hold, which restarted empty before.
        QHash<qint64, ClusterCardWidget *> before;
        for (ClusterCardWidget *w : std::as_const(m_cards))
            before.insert(w->clusterId(), w);
        QList<ClusterCardWidget *> made;
        for (const services::ClusterCard &c : cards) {
            auto *w = new ClusterCardWidget(c.id, m_cardsPage);
            if (const ClusterCardWidget *old = before.value(c.id))
                w->takeReadingsFrom(*old);
            made << w;
        }
        rebuild();
        for (ClusterCardWidget *w : std::as_const(made)) {
            connect(w, &ClusterCardWidget::activated, this, &OverviewView::clusterActivated);
            connect(w, &ClusterCardWidget::streamRequested, this, &OverviewView::streamRequested);
            connect(w, &ClusterCardWidget::hostKeyCheckRequested, this, &OverviewView::hostKeyCheckRequested);
            m_cards << w;
        }
        m_columns = 0;
        layOutCards();
        if (m_local && !local.utilizationHistory.empty())
            m_cards.first()->setUtilizationHistory(local.utilizationHistory);
    }
    for (int i = 0; i < cards.size(); ++i) {
        const services::ClusterCard &c = cards[i];
        m_cards[i]->setStreamOffered(m_streamOffers.contains(c.id));
        m_cards[i]->setCard(c);
        if (m_local && i == 0) {
            m_cards[i]->addReadings(local.utilizationPercent, local.rttMs);
            continue;
        }
        const auto [utilization, rtt] = readingsOf(c);
        m_cards[i]->addReadings(utilization, rtt);
    }
    if (m_stack->currentIndex() != (saved == 0 ? 0 : 1)) {
        m_stack->setCurrentIndex(saved == 0 ? 0 : 1);
        m_stack->setVisible(saved == 0);
    }

    const services::ComplianceCounters cc = m_model->compliance();
    // Only what changed: a repeated text or style sheet would lay out and polish again every second.
    const auto setText = [](auto *w, const QString &text) {
        if (w->text() != text)
            w->setText(text);
    };
    m_waiting->setVisible(cc.available);
    m_overdue->setVisible(cc.available);
    setText(m_waiting, tr("%n request(s) waiting", nullptr, cc.requestsWaiting));
    setText(m_overdue, tr("%n destruction(s) overdue", nullptr, cc.destructionsOverdue));
    const QString overdueStyle =
        cc.destructionsOverdue > 0 ? QStringLiteral("color: #c62828; font-weight: bold;") : QString();
    if (m_overdue->styleSheet() != overdueStyle)
        m_overdue->setStyleSheet(overdueStyle);
    m_thresholds->setVisible(cc.available);
    setText(m_thresholds,
            tr("%1 so far: %2 people's sensitive, %3 people's other personal information abroad")
                .arg(cc.year)
                .arg(cc.peopleSensitive)
                .arg(cc.peopleNonSensitive));
    setText(m_complianceNote,
            cc.available ? cc.error : (cc.error.isEmpty() ? tr("no ledger open") : cc.error));
}

int OverviewView::columnsFor(int width) const
{
    const int spacing = m_grid->horizontalSpacing() > 0 ? m_grid->horizontalSpacing() : 6;
    const QMargins m = m_grid->contentsMargins();
    const int usable = width - m.left() - m.right();
    // As many as fit: a wide screen shows more cards side by side, never an empty field beside them.
    return std::max(1, (usable + spacing) / (ClusterCardWidget::kMinimumWidth + spacing));
}

void OverviewView::layOutCards()
{
    // As many columns as fit, but no more than there are cards: the cards share the whole width.
    const int columns =
        std::clamp(columnsFor(m_scroll->viewport()->width()), 1, std::max(1, int(m_cards.size())));
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (ClusterCardWidget *w : std::as_const(m_cards))
        m_grid->removeWidget(w);
    for (int i = 0; i < m_cards.size(); ++i)
        m_grid->addWidget(m_cards[i], i / columns, i % columns);
    for (int c = 0; c < std::max(columns, m_grid->columnCount()); ++c)
        m_grid->setColumnStretch(c, c < columns ? 1 : 0);
}

bool OverviewView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        layOutCards();
    return QWidget::eventFilter(watched, event);
}

void OverviewView::showEvent(QShowEvent *event)
{
    m_sampleTimer.stop();
    refresh();
    m_timer.start();
    QWidget::showEvent(event);
}

void OverviewView::hideEvent(QHideEvent *event)
{
    m_timer.stop();
    m_sampleTimer.start();
    QWidget::hideEvent(event);
}

} // namespace cg::ui
