// SPDX-License-Identifier: GPL-3.0-or-later
#include "onboarding/host_keys_page.h"

#include "common/save_location.h"
#include "onboarding/onboarding_wizard.h"
#include "onboarding/page_widgets.h"
#include "services/connectivity_check.h"
#include "services/console.h"
#include "services/task_list.h"
#include "ssh/known_hosts.h"

#include <QCollator>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMessageBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cg::ui {

using onboarding::wrapLabel;

OnboardingHostKeysPage::OnboardingHostKeysPage(OnboardingWizard *wizard) : m_wizard(wizard)
{
    setTitle(tr("Host Keys"));
    setSubTitle(
        tr("Every host key the bastions and nodes offer, in one table. Compare the fingerprints with the "
           "list the provider sent (Export CSV), tick the ones that match and accept them. A changed "
           "key is never accepted here: that node stops with the warning, the others go on."));
    m_check =
        new services::ConnectivityCheck(&wizard->console()->ssh(), &wizard->console()->inventory(), this);
    m_table = new QTableView(this);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAccessibleName(tr("Host keys to review"));
    m_unreached = new QTableWidget(0, 5, this);
    m_unreached->setObjectName(QStringLiteral("UnreachedNodes"));
    m_unreached->setHorizontalHeaderLabels(
        {tr("Node"), tr("Address"), tr("Through"), tr("Host key"), tr("Why")});
    m_unreached->setAccessibleName(tr("Nodes not reached: no host key to accept"));
    m_unreached->verticalHeader()->hide();
    m_unreached->horizontalHeader()->setStretchLastSection(true);
    m_unreached->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_unreached->setWordWrap(true);
    m_unreached->hide();
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("HostKeyScanProgress"));
    m_progress->setAccessibleName(tr("Nodes scanned"));
    m_state = wrapLabel(QString(), this);
    m_state->setObjectName(QStringLiteral("HostKeyScanSummary"));
    m_selectNew = new QPushButton(tr("Select All &New"), this);
    m_accept = new QPushButton(tr("&Accept Selected"), this);
    m_export = new QPushButton(tr("E&xport CSV…"), this);
    m_rescan = new QPushButton(tr("&Scan Again"), this);
    m_tasks = wizard->options().tasks;
    m_cancelScan = new QPushButton(tr("&Cancel Scan"), this);
    m_cancelScan->setObjectName(QStringLiteral("CancelScan"));
    connect(m_cancelScan, &QPushButton::clicked, this, [this] { m_check->cancel(); });
    connect(m_selectNew, &QPushButton::clicked, this, [this] {
        if (m_model)
            m_model->checkAllNew();
    });
    connect(m_accept, &QPushButton::clicked, this, &OnboardingHostKeysPage::acceptSelected);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export Host Keys"),
            suggestedSavePath(QStringLiteral("hostKeys"), QStringLiteral("host-keys.csv")),
            tr("CSV files (*.csv)"));
        rememberSavePath(QStringLiteral("hostKeys"), path);
        if (path.isEmpty() || !m_model)
            return;
        HostKeyReviewDialog dialog(m_rows);
        QString error;
        if (!dialog.exportCsv(path, &error))
            QMessageBox::warning(this, tr("Export Host Keys"), error);
    });
    connect(m_rescan, &QPushButton::clicked, this, &OnboardingHostKeysPage::scan);
    // The bar counts the nodes whose own word is in, not the attempts that returned: a node stopped at the
    // bastion's new key has not been scanned yet.
    connect(m_check, &services::ConnectivityCheck::progress, this, [this](int, int) { showProgress(); });
    // The table fills as hops answer: a bastion's key first, the nodes' keys behind it as soon as it
    // is accepted (accepting during the scan checks those nodes again at once).
    connect(m_check, &services::ConnectivityCheck::hostKeyOffered, this, [this](const HostKeyRow &) {
        m_rows = withAccepted(m_check->refusedSoFar());
        showRows();
    });
    connect(m_check, &services::ConnectivityCheck::hostKeysToReview, this,
            [this](const QList<HostKeyRow> &rows) {
                m_rows = withAccepted(rows);
                showRows();
            });
    connect(m_check, &services::ConnectivityCheck::nodeChecked, this,
            [this](qint64, const QString &node, bool ok, const QString &text) {
                // Only a node's latest word counts: a retry replaces the one before.
                if (ok)
                    m_failures.remove(node);
                else
                    m_failures[node] = text;
                showProgress();
            });
    connect(m_check, &services::ConnectivityCheck::finished, this, [this](int, int) {
        m_scanning = false;
        // A check of some nodes again keeps what the others said before.
        refreshReach();
        int ok = 0;
        for (const services::NodeReach &r : std::as_const(m_reach))
            ok += r.state == services::NodeReach::State::Reached ? 1 : 0;
        m_reachable = ok;
        const int total = int(m_reach.size());
        showUnreached();
        // Stopped at keys a person must review: the scan waits for that decision and goes on as the same
        // task (services::TaskList::wait), instead of a "failed" first pass.
        const services::TaskInfo *t = m_task && m_tasks ? m_tasks->task(m_task) : nullptr;
        if (t && t->state == services::TaskState::Running && !m_check->refusedSoFar().isEmpty()) {
            m_tasks->wait(m_task,
                          tr("%n host key(s) to review", nullptr, int(m_check->refusedSoFar().size())));
        } else {
            if (t)
                m_tasks->finishCounted(m_task, ok, total, tr("%1 of %2 node(s) reached").arg(ok).arg(total));
            m_task = 0;
        }
        if (m_rows.isEmpty()) {
            m_rows = m_accepted;
            showRows();
        }
        // Reached, reached with a key to review, refused, behind a jump host's key, not reached: each apart
        // (a node waiting for its new key to be accepted was reached; it is not "not reached").
        m_state->setText(services::ConnectivityCheck::summary(m_reach) + failureText());
        showProgress();
        updateButtons();
        emit completeChanged();
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_selectNew);
    buttons->addWidget(m_accept);
    buttons->addWidget(m_export);
    buttons->addStretch(1);
    buttons->addWidget(m_rescan);
    buttons->addWidget(m_cancelScan);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_unreached);
    layout->addWidget(m_progress);
    layout->addWidget(m_state);
    layout->addLayout(buttons);
}

OnboardingHostKeysPage::~OnboardingHostKeysPage()
{
    if (m_task && m_tasks)
        m_tasks->finish(m_task, false, tr("The onboarding was closed."));
}

void OnboardingHostKeysPage::scan()
{
    check({});
}

void OnboardingHostKeysPage::check(const QStringList &nodes)
{
    if (m_scanning)
        return;
    if (nodes.isEmpty()) {
        // The keys accepted so far stay listed (as known), so that the reviewed list can still be exported.
        m_keptRows.clear();
        m_rows = m_accepted;
        showRows();
        m_failures.clear();
        m_reach.clear();
        const auto all = m_wizard->console()->inventory().nodes(m_wizard->clusterId());
        for (const NodeRecord &n : all.ok() ? all.value() : QList<NodeRecord>{})
            m_reach.insert(n.name, services::NodeReach{});
        m_reachable = 0;
    } else {
        // The others keep their word: reached, not reached (a dead node is not tried again), or a key to
        // review.
        m_keptRows.clear();
        for (const HostKeyRow &r : std::as_const(m_rows)) {
            if (withoutHost(m_accepted, r.address, r.port).size() == m_accepted.size())
                m_keptRows << r;
        }
        for (const QString &n : nodes) {
            m_failures.remove(n);
            m_reach.insert(n, services::NodeReach{});
        }
    }
    m_checking = nodes;
    QString error;
    m_scanning = m_check->start(m_wizard->clusterId(), m_wizard->options().knownHostsFile, &error, nodes);
    m_state->setText(m_scanning ? tr("Reaching every node through the chain…") : error);
    showProgress();
    const services::TaskInfo *waiting = m_task && m_tasks ? m_tasks->task(m_task) : nullptr;
    if (m_scanning && waiting && waiting->state == services::TaskState::Waiting)
        m_tasks->resume(m_task, tr("Reaching every node through the chain…"));
    else if (m_scanning && m_tasks)
        m_task =
            m_tasks->start(services::TaskKind::Scan,
                           tr("Scan host keys of %1").arg(field(QStringLiteral("name")).toString().trimmed()),
                           [check = QPointer<services::ConnectivityCheck>(m_check)] {
                               if (check)
                                   check->cancel();
                           });
    updateButtons();
    emit completeChanged();
}

int OnboardingHostKeysPage::acceptSelected()
{
    if (!m_model)
        return 0;
    int recorded = 0;
    const QString file = m_wizard->options().knownHostsFile;
    const QString cluster = field(QStringLiteral("name")).toString().trimmed();
    for (const HostKeyRow &r : m_model->checkedRows()) {
        const auto accepted = m_check->acceptKey(cluster, r, file);
        if (!accepted.ok()) {
            m_state->setText(accepted.error());
            return recorded;
        }
        m_accepted = withoutHost(m_accepted, r.address, r.port);
        m_accepted << accepted.value();
        ++recorded;
    }
    if (recorded == 0)
        return 0;
    if (m_scanning) {
        // The scan goes on: the nodes stopped at the accepted hosts are on their way again.
        m_rows = withAccepted(m_check->refusedSoFar());
        showRows();
        return recorded;
    }
    // Only the nodes that stopped at the accepted keys go again: one that did not answer at all has no key
    // to accept, and trying it again would cost its whole timeout and retries.
    QStringList again;
    QList<HostKeyRow> rows;
    for (const HostKeyRow &r : std::as_const(m_rows)) {
        if (withoutHost(m_accepted, r.address, r.port).size() == m_accepted.size()) {
            rows << r;
            continue;
        }
        for (const QString &n : m_check->stoppedAt(r.address, r.port)) {
            if (!again.contains(n))
                again << n;
        }
    }
    m_rows = withAccepted(rows);
    showRows();
    if (!again.isEmpty())
        check(again);
    return recorded;
}

QList<HostKeyRow> OnboardingHostKeysPage::withoutHost(const QList<HostKeyRow> &rows, const QString &address,
                                                      quint16 port)
{
    QList<HostKeyRow> out;
    for (const HostKeyRow &r : rows) {
        if (r.address != address || r.port != port)
            out << r;
    }
    return out;
}

QList<HostKeyRow> OnboardingHostKeysPage::withAccepted(const QList<HostKeyRow> &rows) const
{
    QList<HostKeyRow> out = rows;
    for (const QList<HostKeyRow> *more : {&m_keptRows, &m_accepted}) {
        for (const HostKeyRow &a : *more) {
            if (withoutHost(out, a.address, a.port).size() == out.size())
                out << a;
        }
    }
    return out;
}

void OnboardingHostKeysPage::showUnreached()
{
    // Every node not reached for another reason than a host key: no key came from it, so there is nothing
    // to accept; it is listed so that the review is complete, and Scan Again tries it again.
    QList<NodeRecord> nodes;
    if (const auto all = m_wizard->console()->inventory().nodes(m_wizard->clusterId()); all.ok())
        nodes = all.value();
    // The way to the nodes in people's words: the bastions by name, first hop first (then the node).
    QStringList jumps;
    if (const auto cluster = m_wizard->console()->inventory().cluster(m_wizard->clusterId()); cluster.ok()) {
        for (const ssh::Endpoint &j : cluster->jumps)
            jumps << j.displayName();
    }
    m_unreached->setRowCount(0);
    for (const NodeRecord &n : std::as_const(nodes)) {
        if (!m_failures.contains(n.name) || !notReached(n.name))
            continue;
        const int row = m_unreached->rowCount();
        m_unreached->insertRow(row);
        const QStringList cells{n.name, HostKeyReviewModel::addressText(n.endpoint.host, n.endpoint.port),
                                jumps.isEmpty() ? tr("direct")
                                                : (jumps + QStringList{n.name}).join(tr(" → ")),
                                tr("none: not reached, no key to accept"), m_failures.value(n.name)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            item->setToolTip(cells.at(c));
            m_unreached->setItem(row, c, item);
        }
    }
    m_unreached->resizeColumnsToContents();
    m_unreached->resizeRowsToContents();
    // As tall as its rows, up to three (then it scrolls): the key table keeps the room.
    int height = m_unreached->horizontalHeader()->height() + 2 * m_unreached->frameWidth();
    for (int r = 0; r < std::min(3, m_unreached->rowCount()); ++r)
        height += m_unreached->rowHeight(r);
    m_unreached->setFixedHeight(height);
    m_unreached->setVisible(m_unreached->rowCount() > 0);
}

QString OnboardingHostKeysPage::failureText() const
{
    QMap<QString, QStringList> byReason;
    for (auto it = m_failures.cbegin(); it != m_failures.cend(); ++it) {
        // A node stopped at a new key is a row of the key table, not a failure to repeat here.
        if (notReached(it.key()))
            byReason[it.value()] << it.key();
    }
    QStringList lines;
    for (auto it = byReason.cbegin(); it != byReason.cend(); ++it) {
        QStringList nodes = it.value();
        const int more = int(nodes.size()) - 3;
        if (more > 0) {
            nodes.erase(nodes.begin() + 3, nodes.end());
            nodes << tr("%n more", nullptr, more);
        }
        lines << tr("Not reached: %1: %2").arg(nodes.join(QStringLiteral(", ")), it.key());
    }
    return lines.isEmpty() ? QString() : QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

bool OnboardingHostKeysPage::notReached(const QString &node) const
{
    const auto state = m_reach.value(node).state;
    return state == services::NodeReach::State::NotReached || state == services::NodeReach::State::Cancelled;
}

void OnboardingHostKeysPage::refreshReach()
{
    // The nodes of the check running (all, or those checked again) take its word; the others keep theirs.
    for (auto it = m_reach.begin(); it != m_reach.end(); ++it) {
        if (m_checking.isEmpty() || m_checking.contains(it.key()))
            it.value() = m_check->reach(it.key());
    }
}

void OnboardingHostKeysPage::showProgress()
{
    refreshReach();
    const int total = int(m_reach.size());
    int done = 0;
    for (const services::NodeReach &r : std::as_const(m_reach))
        done += r.scanned() ? 1 : 0;
    if (m_scanning && done == 0) {
        m_progress->setRange(0, 0); // busy: no node has answered for itself yet
    } else {
        m_progress->setRange(0, std::max(total, 1));
        m_progress->setValue(done);
        m_progress->setFormat(tr("%1 of %2 node(s) scanned").arg(done).arg(total));
    }
    if (m_task && m_tasks)
        m_tasks->setProgress(m_task, done, total);
}

void OnboardingHostKeysPage::showRows()
{
    auto *old = m_model;
    // Bastions first, then the nodes in their names' natural order (n2 before n10), as the scan found them
    // in no particular order.
    QList<HostKeyRow> rows = m_rows;
    QCollator natural;
    natural.setNumericMode(true);
    std::stable_sort(rows.begin(), rows.end(), [&natural](const HostKeyRow &a, const HostKeyRow &b) {
        if (a.hop != b.hop)
            return a.hop < b.hop;
        return natural.compare(a.hostName, b.hostName) < 0;
    });
    m_model = new HostKeyReviewModel(rows, this);
    // Ticks survive the table filling up while the scan goes on.
    if (old) {
        for (const HostKeyRow &c : old->checkedRows()) {
            for (int r = 0; r < m_model->rowCount(); ++r) {
                const HostKeyRow &n = m_model->row(r);
                if (n.address == c.address && n.port == c.port && n.offered == c.offered)
                    m_model->setChecked(r, true);
            }
        }
    }
    connect(m_model, &HostKeyReviewModel::checkedChanged, this, [this] { updateButtons(); });
    m_table->setModel(m_model);
    m_table->resizeColumnsToContents();
    delete old;
    updateButtons();
}

void OnboardingHostKeysPage::updateButtons()
{
    const bool rows = m_model && m_model->rowCount() > 0;
    m_selectNew->setEnabled(rows && m_model->newCount() > 0);
    m_accept->setEnabled(rows && m_model->checkedCount() > 0);
    m_export->setEnabled(rows);
    m_rescan->setEnabled(!m_scanning);
    m_cancelScan->setEnabled(m_scanning);
}

} // namespace cg::ui
