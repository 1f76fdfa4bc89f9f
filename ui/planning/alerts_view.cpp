// SPDX-License-Identifier: GPL-3.0-or-later
#include "planning/alerts_view.h"

#include "common/dates.h"
#include "planning/alert_thresholds_dialog.h"

#include "common/local_user.h"
#include "common/remembered_geometry.h"
#include "export/alert_log.h"
#include "services/alert_center.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace cg::ui {

namespace {

using namespace cg::planning;

const QString kGeometry = QStringLiteral("alerts");
constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kDetailRole = Qt::UserRole + 2;

QColor severityColor(AlertSeverity s)
{
    switch (s) {
    case AlertSeverity::Critical:
        return QColor(0xb0, 0x00, 0x20);
    case AlertSeverity::Warning:
        return QColor(0xa0, 0x60, 0x00);
    case AlertSeverity::Info:
        break;
    }
    return {};
}

QString when(const QDateTime &t)
{
    return shownDateTime(t);
}

QTableWidget *table(const QStringList &headers, QWidget *parent)
{
    auto *t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setWordWrap(true);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

void fillRow(QTableWidget *t, int row, const Alert &a, const QStringList &cells)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells.at(c));
        item->setData(kIdRole, a.id);
        item->setToolTip(Qt::convertFromPlainText(a.todo)); // names jobs and nodes: plain text
        if (c == 0)
            item->setForeground(severityColor(a.severity));
        t->setItem(row, c, item);
    }
}

} // namespace

AlertsView::AlertsView(services::AlertCenter *center, QWidget *parent) : QDialog(parent), m_center(center)
{
    setWindowTitle(tr("Alerts"));
    m_tabs = new QTabWidget(this);
    m_active = table({tr("Severity"), tr("Cluster"), tr("Alert"), tr("What"), tr("Since"), tr("Acknowledged"),
                      tr("What to do")},
                     m_tabs);
    m_active->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_active->setAccessibleName(tr("Active alerts"));
    m_history = table({tr("Severity"), tr("Cluster"), tr("Alert"), tr("What"), tr("Raised"), tr("Cleared"),
                       tr("Acknowledged by")},
                      m_tabs);
    m_history->setAccessibleName(tr("Alert history"));
    m_tabs->addTab(m_active, tr("&Active"));
    m_tabs->addTab(m_history, tr("&History"));
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_detail = new QLabel(this);
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::PlainText);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setMinimumHeight(fontMetrics().lineSpacing() * 4);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_detail->setAccessibleName(tr("Selected alert"));

    m_ack = new QPushButton(tr("A&cknowledge"), this);
    m_ack->setToolTip(tr("Mark the selected alerts as seen; they stay until their condition ends"));
    connect(m_ack, &QPushButton::clicked, this, &AlertsView::acknowledgeSelected);
    auto *thresholds = new QPushButton(tr("&Thresholds…"), this);
    thresholds->setToolTip(tr("See and edit the alert thresholds in use (defaults and per cluster)"));
    connect(thresholds, &QPushButton::clicked, this, &AlertsView::loadThresholds);
    // The selected alert's advice as buttons that do it.
    auto *actions = new QHBoxLayout;
    const char *names[3] = {"RestartAgent", "CheckCluster", "OpenNode"};
    for (int k = 0; k < 3; ++k) {
        auto *b = new QPushButton(this);
        b->setObjectName(QLatin1String(names[k]));
        b->setVisible(false);
        connect(b, &QPushButton::clicked, this, [this, k] {
            const services::AlertAction *a =
                services::AlertActions::find(m_actions, services::AlertAction::Kind(k));
            if (!a)
                return;
            switch (a->kind) {
            case services::AlertAction::RestartAgent:
                setActionOutcome(tr("Restarting the agent on %1…").arg(a->node));
                emit restartAgentRequested(a->clusterId, a->node);
                break;
            case services::AlertAction::CheckCluster:
                emit checkClusterRequested(a->clusterId);
                break;
            case services::AlertAction::OpenNode:
                emit openNodeRequested(a->clusterId, a->node);
                break;
            }
        });
        m_actionButtons[k] = b;
        actions->addWidget(b);
    }
    actions->addStretch(1);
    m_outcome = new QLabel(this);
    m_outcome->setWordWrap(true);
    m_outcome->setTextFormat(Qt::PlainText);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_ack);
    bottom->addWidget(thresholds);
    bottom->addStretch(1);
    bottom->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_detail);
    layout->addLayout(actions);
    layout->addWidget(m_outcome);
    layout->addWidget(m_status);
    layout->addLayout(bottom);
    connect(m_center, &services::AlertCenter::changed, this, &AlertsView::reload);
    connect(m_active, &QTableWidget::itemSelectionChanged, this, [this] {
        m_ack->setEnabled(!m_active->selectedItems().isEmpty());
        showDetail(m_active);
    });
    connect(m_history, &QTableWidget::itemSelectionChanged, this, [this] { showDetail(m_history); });
    connect(m_tabs, &QTabWidget::currentChanged, this,
            [this](int i) { showDetail(i == 0 ? m_active : m_history); });
    restoreDialogGeometry(this, kGeometry, QSize(1200, 520));
    reload();
}

void AlertsView::reload()
{
    const AlertEngine &e = m_center->engine();
    const QList<Alert> active = e.active();
    m_active->setRowCount(int(active.size()));
    for (int r = 0; r < active.size(); ++r) {
        const Alert &a = active.at(r);
        fillRow(m_active, r, a,
                {severityName(a.severity), a.cluster, kindName(a.kind), a.what, when(a.since),
                 a.isAcknowledged() ? tr("%1, %2").arg(a.acknowledgedBy, when(a.acknowledged)) : tr("no"),
                 a.todo});
    }
    const QList<Alert> history = e.history();
    // Before this start: the alert log's rows (a restart kept them; the engine's history begins now).
    QList<exporting::AlertLogEntry> earlier;
    if (!m_log) {
        m_log = std::make_unique<exporting::AlertLog>();
        if (!m_log->open())
            m_log.reset();
    }
    if (m_log) {
        QSet<QString> activeKeys;
        for (const Alert &a : active)
            activeKeys.insert(a.key());
        if (const auto rows = m_log->firedBefore(m_center->startedAt(), activeKeys))
            earlier = rows.value();
    }
    m_history->setRowCount(int(history.size() + earlier.size()));
    for (int r = 0; r < history.size(); ++r) {
        const Alert &a = history.at(r);
        fillRow(m_history, r, a,
                {severityName(a.severity), a.cluster, kindName(a.kind), a.what, when(a.raised),
                 a.active() ? tr("active") : when(a.cleared), a.acknowledgedBy});
    }
    for (int i = 0; i < earlier.size(); ++i) {
        const exporting::AlertLogEntry &x = earlier.at(i);
        bool known = false;
        const Alert a = x.asAlert(&known); // no engine id: the detail comes from the row
        const QString kind = known ? kindName(a.kind) : x.alertname;
        fillRow(m_history, int(history.size()) + i, a,
                {severityName(a.severity), a.cluster, kind, a.what, when(a.raised),
                 a.active() ? tr("open when the console stopped") : when(a.cleared), a.acknowledgedBy});
        m_history->item(int(history.size()) + i, 0)
            ->setData(kDetailRole, tr("%1 (%2, %3): %4\nWhat to do: %5")
                                       .arg(kind, severityName(a.severity), a.cluster, a.what, a.todo));
    }
    for (QTableWidget *t : {m_active, m_history}) {
        t->resizeColumnsToContents();
        t->setColumnWidth(3, std::min(t->columnWidth(3), 480)); // "What" wraps; the detail shows it whole
        t->resizeRowsToContents();
    }
    showDetail(m_tabs->currentIndex() == 0 ? m_active : m_history);
    m_ack->setEnabled(!m_active->selectedItems().isEmpty());
    QString text =
        active.isEmpty()
            ? tr("No active alerts.")
            : tr("%1 active alert(s), %2 not acknowledged.").arg(active.size()).arg(e.unacknowledgedCount());
    if (!m_center->thresholdsSource().isEmpty())
        text += QLatin1Char(' ') + tr("Thresholds from %1.").arg(m_center->thresholdsSource());
    m_status->setText(text);
}

AlertsView::~AlertsView() = default;

void AlertsView::showDetail(QTableWidget *table)
{
    const QList<QTableWidgetItem *> selected = table->selectedItems();
    const auto a = selected.isEmpty()
                       ? std::nullopt
                       : m_center->engine().alert(selected.first()->data(kIdRole).toULongLong());
    m_actions = a && m_inventory && table == m_active ? services::AlertActions::forAlert(*a, *m_inventory)
                                                      : QList<services::AlertAction>{};
    updateActions();
    if (!a) {
        // A row of the alert log from before this start: its text is on the row.
        const QString kept = selected.isEmpty() ? QString() : selected.first()->data(kDetailRole).toString();
        m_detail->setText(kept.isEmpty() ? tr("Select an alert to see what to do about it.") : kept);
        return;
    }
    m_detail->setText(tr("%1 (%2, %3): %4\nWhat to do: %5")
                          .arg(kindName(a->kind), severityName(a->severity), a->cluster, a->what, a->todo));
}

void AlertsView::setInventory(const Inventory *inventory)
{
    m_inventory = inventory;
    showDetail(m_tabs->currentIndex() == 0 ? m_active : m_history);
}

QPushButton *AlertsView::actionButton(services::AlertAction::Kind kind) const
{
    return m_actionButtons[int(kind)];
}

void AlertsView::setActionOutcome(const QString &text)
{
    m_outcome->setText(text);
}

void AlertsView::updateActions()
{
    for (int k = 0; k < 3; ++k) {
        const services::AlertAction *a =
            services::AlertActions::find(m_actions, services::AlertAction::Kind(k));
        m_actionButtons[k]->setVisible(a != nullptr);
        if (a) {
            m_actionButtons[k]->setText(a->label);
            m_actionButtons[k]->setToolTip(a->tip);
        }
    }
}

int AlertsView::acknowledgeSelected()
{
    QSet<quint64> ids;
    for (const QTableWidgetItem *item : m_active->selectedItems())
        ids.insert(item->data(kIdRole).toULongLong());
    const QString who = localUserName();
    int n = 0;
    for (quint64 id : std::as_const(ids))
        n += m_center->acknowledge(id, who) ? 1 : 0;
    reload();
    return n;
}

void AlertsView::loadThresholds()
{
    AlertThresholdsDialog dialog(m_center, this);
    dialog.exec();
}

void AlertsView::done(int result)
{
    saveDialogGeometry(this, kGeometry);
    QDialog::done(result);
}

} // namespace cg::ui
