// SPDX-License-Identifier: GPL-3.0-or-later
#include "transfer/transfers_view.h"

#include "common/local_user.h"
#include "services/cluster_connections.h"
#include "services/console.h"
#include "services/dataset_push.h"
#include "transfer/push_dialog.h"
#include "transfer/transfers_model.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace cg::ui {

QKeySequence TransfersView::pushShortcut()
{
    return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U);
}

TransfersView::TransfersView(QWidget *parent) : TransfersView(nullptr, nullptr, QString(), parent) {}

TransfersView::TransfersView(services::Console *console, services::TaskList *tasks, QString knownHostsFile,
                             QWidget *parent)
    : QWidget(parent), m_console(console), m_tasks(tasks), m_knownHostsFile(std::move(knownHostsFile)),
      m_model(new TransfersModel(transfer::TransferStore(), this)), m_table(new QTableView(this)),
      m_pushButton(new QPushButton(tr("&Push Dataset…"), this)),
      m_cancel(new QPushButton(tr("&Cancel"), this)), m_resume(new QPushButton(tr("&Resume"), this)),
      m_message(new QLabel(this)), m_timer(new QTimer(this))
{
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_pushButton->setToolTip(tr("Send a dataset to a cluster under its approved export (%1)")
                                 .arg(pushShortcut().toString(QKeySequence::NativeText)));
    m_pushButton->setEnabled(m_console && m_console->ledgerStore());
    m_cancel->setToolTip(tr("Stop before the next chunk; the transfer stays resumable"));
    m_resume->setToolTip(tr("Continue from the last verified chunk (the ledger is checked again first)"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_pushButton);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_resume);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Datasets leave only under an active approved export to the cluster's "
                                "country or region: Push Dataset… here, or 'clustergate data push "
                                "DATASET --cluster C'."),
                             this);
    intro->setWordWrap(true); // a long line wraps to the tab's width instead of widening the view
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    connect(m_pushButton, &QPushButton::clicked, this, &TransfersView::openPushDialog);
    connect(m_cancel, &QPushButton::clicked, this, &TransfersView::cancelSelected);
    connect(m_resume, &QPushButton::clicked, this, &TransfersView::resumeSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TransfersView::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TransfersView::updateButtons);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &TransfersView::updateButtons);
    connect(m_timer, &QTimer::timeout, m_model, &TransfersModel::refresh);
    m_timer->start(1000);
    updateButtons();
}

PushDialog *TransfersView::pushDialog() const
{
    return m_dialog;
}

QString TransfersView::messageText() const
{
    return m_message->text();
}

QString TransfersView::selectedId() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : m_model->transferId(rows.first().row());
}

void TransfersView::updateButtons()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const int row = rows.isEmpty() ? -1 : rows.first().row();
    const transfer::TransferStatus st = m_model->status(row);
    m_cancel->setEnabled(row >= 0 && st == transfer::TransferStatus::Running);
    m_resume->setEnabled(row >= 0 &&
                         (st == transfer::TransferStatus::Cancelled ||
                          st == transfer::TransferStatus::Stopped || st == transfer::TransferStatus::Failed));
}

void TransfersView::cancelSelected()
{
    const QString id = selectedId();
    if (id.isEmpty())
        return;
    // One of this console's: its task's Cancel (the task then reads "cancelled"); else the marker, which a
    // transfer in any process stops at.
    if (const quint64 task = m_taskOf.value(id); task && m_tasks && m_tasks->cancel(task)) {
        m_message->setText(tr("%1: asked to stop before its next chunk").arg(id));
        return;
    }
    const Status st = m_model->store().requestCancel(id);
    m_message->setText(st ? tr("%1: asked to stop before its next chunk").arg(id) : st.error());
}

void TransfersView::resumeSelected()
{
    const QString id = selectedId();
    if (id.isEmpty())
        return;
    if (m_console) {
        resume(id);
        return;
    }
    const bool started = QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                                 {QStringLiteral("data"), QStringLiteral("resume"), id});
    m_message->setText(
        started ? tr("%1: resuming in the background ('clustergate data status %1' shows it)").arg(id)
                : tr("%1: could not start 'clustergate data resume %1'").arg(id));
    m_model->refresh();
}

void TransfersView::openPushDialog()
{
    if (!m_console || !m_console->ledgerStore()) {
        m_message->setText(tr("No ledger: datasets cannot be pushed without one."));
        return;
    }
    if (m_dialog) {
        m_dialog->raise();
        return;
    }
    const QStringList keys = m_console->identityKeys();
    m_dialog = new PushDialog(m_console->ledgerStore(), &m_console->inventory(), keys, localUserName(), this);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &PushDialog::exportRequested, this, &TransfersView::exportRequested);
    PushDialog *dialog = m_dialog;
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { startPush(dialog->request(), dialog->keyId(), dialog->clusterId()); });
    m_dialog->open();
}

services::DatasetPush *TransfersView::startPush(const transfer::PushRequest &request, const QString &keyId,
                                                qint64 clusterId)
{
    return startPush(request, keyId, clusterId, transfer::TransferOptions());
}

services::DatasetPush *TransfersView::startPush(const transfer::PushRequest &request, const QString &keyId,
                                                qint64 clusterId, const transfer::TransferOptions &options)
{
    if (!m_console)
        return nullptr;
    const auto connection =
        services::ClusterConnections(m_console->inventory(), localOptions()).connection(clusterId);
    if (!connection.ok()) {
        m_message->setText(connection.error());
        return nullptr;
    }
    services::DatasetPushSpec spec;
    spec.request = request;
    spec.keyId = keyId;
    spec.options = options;
    spec.keychain = m_console->secretStore();
    spec.actor = localUserName();
    spec.plan = connection->plan;
    spec.base = connection->base;
    return run(new services::DatasetPush(m_console->hub(), spec));
}

ssh::SessionOptions TransfersView::localOptions() const
{
    ssh::SessionOptions local;
    local.knownHostsFile = m_knownHostsFile;
    local.useAgent = !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK");
    return local;
}

services::DatasetPush *TransfersView::resume(const QString &id)
{
    return resume(id, transfer::TransferOptions());
}

services::DatasetPush *TransfersView::resume(const QString &id, const transfer::TransferOptions &options)
{
    if (!m_console)
        return nullptr;
    const Result<transfer::TransferState> state = m_model->store().load(id);
    if (!state) {
        m_message->setText(state.error());
        return nullptr;
    }
    const auto clusters = m_console->inventory().clusters();
    std::optional<ClusterRecord> cluster;
    for (const ClusterRecord &c : clusters.ok() ? clusters.value() : QList<ClusterRecord>{}) {
        if (c.name == state->manifest.cluster)
            cluster = c;
    }
    if (!cluster) {
        m_message->setText(tr("%1: no saved cluster '%2' to resume it on").arg(id, state->manifest.cluster));
        return nullptr;
    }
    const auto connection =
        services::ClusterConnections(m_console->inventory(), localOptions()).connection(cluster->id);
    if (!connection.ok()) {
        m_message->setText(connection.error());
        return nullptr;
    }
    services::DatasetPushSpec spec;
    spec.resumeId = id;
    spec.options = options;
    spec.actor = localUserName();
    spec.plan = connection->plan;
    spec.base = connection->base;
    return run(new services::DatasetPush(m_console->hub(), spec));
}

services::DatasetPush *TransfersView::run(services::DatasetPush *push)
{
    // Owned by the task list where there is one: a push goes on when this tab is closed.
    push->setParent(m_tasks ? static_cast<QObject *>(m_tasks) : this);
    const quint64 task = m_tasks ? services::trackPush(*m_tasks, push) : 0;
    if (!push->transferId().isEmpty())
        m_taskOf.insert(push->transferId(), task);
    const QString title = push->title();
    connect(push, &services::DatasetPush::prepared, this, [this, title, task](const QString &id) {
        m_taskOf.insert(id, task);
        m_message->setText(tr("%1: %2 prepared and signed; sending").arg(title, id));
        m_model->refresh();
    });
    connect(push, &services::DatasetPush::finished, this, [this](bool, const QString &message) {
        m_message->setText(message);
        m_model->refresh();
    });
    connect(push, &services::DatasetPush::finished, push, &QObject::deleteLater);
    m_message->setText(tr("%1: started").arg(title));
    push->start();
    return push;
}

} // namespace cg::ui
