// SPDX-License-Identifier: GPL-3.0-or-later
#include "terminal/terminals_view.h"

#include "common/dates.h"
#include "common/local_user.h"
#include "common/save_location.h"
#include "ledger/audit_log.h"
#include "terminal/recording_player.h"
#include "terminal/terminal_tab.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace cg::ui {

void RecordingsModel::setEntries(QList<terminal::RecordingEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

const terminal::RecordingEntry *RecordingsModel::entry(int row) const
{
    return row >= 0 && row < m_entries.size() ? &m_entries.at(row) : nullptr;
}

int RecordingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int RecordingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RecordingsModel::data(const QModelIndex &index, int role) const
{
    const terminal::RecordingEntry *e = index.isValid() ? entry(index.row()) : nullptr;
    if (!e || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const terminal::RecordingSummary &s = e->summary;
    switch (index.column()) {
    case Started:
        return shownDateTime(s.started);
    case Cluster:
        return s.cluster.isEmpty() ? tr("(none)") : s.cluster;
    case Node:
        return role == Qt::ToolTipRole ? tr("%1 through %2").arg(s.node, s.hops.join(QStringLiteral(" → ")))
                                       : (s.nodeName.isEmpty() ? s.node : s.nodeName);
    case Person:
        return s.actor;
    case Duration: {
        const qint64 secs = s.started.secsTo(s.ended);
        return secs < 60 ? tr("%n s", nullptr, int(secs)) : tr("%1 min").arg(secs / 60);
    }
    case Size:
        return QLocale().formattedDataSize(s.bytes, 1, QLocale::DataSizeTraditionalFormat);
    case State:
        if (e->deletedSeq > 0)
            return tr("deleted (audit row %1)").arg(e->deletedSeq);
        return s.inputRecorded ? tr("kept, keys recorded") : tr("kept");
    default:
        return {};
    }
}

QVariant RecordingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Started:
        return tr("Started");
    case Cluster:
        return tr("Cluster");
    case Node:
        return tr("Node");
    case Person:
        return tr("Person");
    case Duration:
        return tr("Length");
    case Size:
        return tr("Size");
    case State:
        return tr("State");
    default:
        return {};
    }
}

TerminalsView::TerminalsView(std::function<QList<TerminalTab *>()> terminals, ledger::AuditLog *log,
                             QWidget *parent)
    : QWidget(parent), m_terminals(std::move(terminals)), m_log(log)
{
    auto *openBox = new QGroupBox(tr("Open terminals"), this);
    m_open = new QListWidget(openBox);
    m_open->setMaximumHeight(140);
    m_openEmpty =
        new QLabel(tr("No terminals open. Select a node (Clusters, Fleet or Ctrl+K) and press Open "
                      "Terminal: the shell rides the cluster's existing login, with no new prompt."),
                   openBox);
    m_openEmpty->setWordWrap(true);
    auto *openLayout = new QVBoxLayout(openBox);
    openLayout->addWidget(m_openEmpty);
    openLayout->addWidget(m_open);
    connect(m_open, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const int row = m_open->row(item);
        if (row >= 0 && row < m_openTabs.size())
            emit terminalChosen(m_openTabs.at(row));
    });

    auto *recBox = new QGroupBox(tr("Recordings"), this);
    m_model = new RecordingsModel(this);
    m_table = new QTableView(recBox);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_play = new QPushButton(tr("&Play"), recBox);
    m_play->setToolTip(tr("Replay the session in the built-in player (pause, seek, speed, search)"));
    m_verify = new QPushButton(tr("&Verify"), recBox);
    m_verify->setToolTip(tr("Hash the file again and compare it with the audit log's record of it"));
    m_export = new QPushButton(tr("&Export…"), recBox);
    m_export->setToolTip(tr("Save a copy (verified first) that plays with asciinema"));
    m_reload = new QPushButton(tr("Re&load"), recBox);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_play, m_verify, m_export})
        buttons->addWidget(b);
    buttons->addStretch(1);
    buttons->addWidget(m_reload);
    m_status = new QLabel(recBox);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *recLayout = new QVBoxLayout(recBox);
    recLayout->addWidget(m_table, 1);
    recLayout->addLayout(buttons);
    recLayout->addWidget(m_status);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(openBox);
    layout->addWidget(recBox, 1);

    connect(m_play, &QPushButton::clicked, this, &TerminalsView::play);
    connect(m_verify, &QPushButton::clicked, this, &TerminalsView::verify);
    connect(m_export, &QPushButton::clicked, this, &TerminalsView::exportCopy);
    connect(m_reload, &QPushButton::clicked, this, &TerminalsView::refresh);
    connect(m_table, &QTableView::activated, this, &TerminalsView::play);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TerminalsView::updateButtons);
    refresh();
}

void TerminalsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void TerminalsView::refresh()
{
    m_openTabs = m_terminals ? m_terminals() : QList<TerminalTab *>{};
    m_open->clear();
    for (TerminalTab *t : std::as_const(m_openTabs))
        m_open->addItem(t->windowTitle());
    m_open->setVisible(!m_openTabs.isEmpty());
    m_openEmpty->setVisible(m_openTabs.isEmpty());

    if (!m_log) {
        m_model->setEntries({});
        m_status->setText(tr("The ledger is not open, so the recordings' audit events cannot be read."));
        updateButtons();
        return;
    }
    auto all = terminal::listRecordings(*m_log);
    if (!all) {
        m_model->setEntries({});
        m_status->setText(tr("Cannot list the recordings: %1").arg(all.error()));
        updateButtons();
        return;
    }
    QList<terminal::RecordingEntry> entries = all.value();
    std::reverse(entries.begin(), entries.end());
    m_model->setEntries(std::move(entries));
    m_table->resizeColumnsToContents();
    m_status->setText(m_model->rowCount() == 0
                          ? tr("No recordings yet: every terminal session is recorded when it closes.")
                          : QString());
    updateButtons();
}

const terminal::RecordingEntry *TerminalsView::current() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->entry(rows.first().row());
}

void TerminalsView::updateButtons()
{
    const terminal::RecordingEntry *e = current();
    const bool kept = e && e->deletedSeq == 0 && !m_check;
    m_play->setEnabled(kept);
    m_verify->setEnabled(kept);
    m_export->setEnabled(kept);
}

void TerminalsView::play()
{
    const terminal::RecordingEntry *e = current();
    if (!e || e->deletedSeq > 0)
        return;
    auto *player = new RecordingPlayer;
    if (const Status st = player->load(e->summary.path); !st) {
        delete player;
        m_status->setText(tr("Cannot play this recording: %1").arg(st.error()));
        return;
    }
    const QString title =
        tr("Recording %1").arg(e->summary.nodeName.isEmpty() ? e->summary.node : e->summary.nodeName);
    emit playerOpened(player, title, QStringLiteral("recording:%1").arg(e->seq));
}

void TerminalsView::checkInBackground(
    const terminal::RecordingEntry &entry, const QString &copyTo,
    std::function<void(const terminal::RecordingCheck &, const QString &)> done)
{
    if (m_check)
        return;
    struct Outcome
    {
        terminal::RecordingCheck check;
        QString copyError;
    };
    auto outcome = std::make_shared<Outcome>();
    const terminal::RecordingSummary summary = entry.summary;
    m_check = QThread::create([outcome, summary, copyTo] {
        outcome->check = terminal::verifyRecording(summary);
        if (copyTo.isEmpty() || !outcome->check.intact)
            return;
        QFile::remove(copyTo);
        if (!QFile::copy(summary.path, copyTo))
            outcome->copyError = tr("Cannot write %1: check the folder exists and is writable.").arg(copyTo);
    });
    connect(m_check, &QThread::finished, this, [this, outcome, done = std::move(done)] {
        m_check->deleteLater();
        m_check = nullptr;
        updateButtons();
        done(outcome->check, outcome->copyError);
    });
    m_status->setText(tr("Hashing the recording…"));
    updateButtons();
    m_check->start();
}

TerminalsView::~TerminalsView()
{
    if (m_check) {
        m_check->disconnect(this);
        m_check->wait();
        delete m_check;
    }
}

void TerminalsView::verify()
{
    const terminal::RecordingEntry *e = current();
    if (!e)
        return;
    checkInBackground(
        *e, {},
        [this, seq = e->seq, sha = e->summary.sha256,
         bytes = e->summary.bytes](const terminal::RecordingCheck &c, const QString &) {
            m_status->setText(
                c.intact ? tr("Intact: SHA-256 %1 and %2 bytes, as the audit log recorded at row %3.")
                               .arg(QString::fromLatin1(c.actualSha256))
                               .arg(c.actualBytes)
                               .arg(seq)
                         : tr("NOT intact: %1. The audit log recorded SHA-256 %2 (%3 bytes) at row %4.")
                               .arg(c.problem, QString::fromLatin1(sha))
                               .arg(bytes)
                               .arg(seq));
        });
}

void TerminalsView::exportCopy()
{
    const terminal::RecordingEntry *e = current();
    if (!e)
        return;
    const QString to = QFileDialog::getSaveFileName(
        this, tr("Export Recording"), suggestedSavePath(QStringLiteral("recordings"), e->summary.path),
        tr("asciicast recordings (*.cast)"));
    rememberSavePath(QStringLiteral("recordings"), to);
    if (to.isEmpty())
        return;
    checkInBackground(*e, to, [this, to](const terminal::RecordingCheck &c, const QString &copyError) {
        if (!c.intact)
            m_status->setText(
                tr("Not exported: the file does not match its audit event (%1).").arg(c.problem));
        else if (!copyError.isEmpty())
            m_status->setText(copyError);
        else
            m_status->setText(tr("Exported to %1 (SHA-256 %2). Play it with: asciinema play %1")
                                  .arg(to, QString::fromLatin1(c.actualSha256)));
    });
}

} // namespace cg::ui
