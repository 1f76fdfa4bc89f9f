// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Audit Log: the tamper-evident log, newest first, searchable (actor, action, subject,
// details), and a Verify button that walks the whole chain and checks the signed checkpoints. With the
// ledger's store it verifies as `clustergate ledger verify` does: against the configured trust anchors, and
// it says UNANCHORED where nothing from outside the file vouches for it; Trust Anchors… adds keys and
// checkpoint files to the profile's anchors (ledger::AnchorBook), which Verify uses. Details are shown as
// fields (key: value), the whole JSON in the tooltip and in the pane under the table. The rows follow the log
// through a ledger::LedgerWatch (Reload or F5 at once), and Verify walks the chain on a
// thread of its own, on a connection of its own, while the window stays usable (a log given without its store
// is walked on the calling thread).
#pragma once

#include "ledger/audit_log.h"
#include "ledger/ledger.h"

#include <QAbstractTableModel>
#include <QDialog>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QThread;
class QTimer;

namespace cg::ledger {
class LedgerWatch;
}
namespace cg::services {
class DeskIdentity;
}

namespace cg::ui {

// An audit row's details JSON as "key: value" fields, one per entry (nested values compact JSON).
QStringList auditDetailFields(const QString &json);

class AuditRowsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Seq, Time, Actor, Action, Subject, Details, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;
    void setRows(QList<ledger::AuditRow> rows);
    const ledger::AuditRow &row(int i) const { return m_rows.at(i); }
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<ledger::AuditRow> m_rows;
};

class AuditBrowser : public QDialog
{
    Q_OBJECT

public:
    static constexpr int kShown = 2000; // the newest rows matching the search

    // `store` (may be null: the chain alone is verified) is the ledger the log belongs to.
    explicit AuditBrowser(ledger::AuditLog *log, ledger::LedgerStore *store = nullptr,
                          QWidget *parent = nullptr);

    ~AuditBrowser() override;

    AuditRowsModel *model() const { return m_model; }
    // Re-reads the rows matching the search box.
    void reload();
    // Reloads when the log's last row is not the one shown (what the two-second poll runs).
    void checkForChanges();
    // Starts walking the chain on a worker thread (nothing when a walk is running); verified() says how it
    // went and the result is shown under the table.
    void startVerify();
    bool isVerifying() const { return m_verifyThread != nullptr; }
    // startVerify(), then waits (events keep being processed) for its report.
    ledger::ChainReport verify();
    // What the last verify() concluded about the whole ledger (Failed before any, or without a store when the
    // chain is broken; Unanchored for an intact chain checked alone).
    ledger::Trust trust() const { return m_trust; }
    // What the last verify() found missing for the ledger to be anchored (or wholly covered).
    ledger::AnchorGap gap() const { return m_gap; }
    // Offered after a Verify that found a checkpoint missing: Sign Checkpoint… (as in Trust Anchors).
    QPushButton *signCheckpointButton() const { return m_signCheckpoint; }
    // Who signs checkpoints here (must outlive the browser). Unset: the main window's desk identity, or one
    // over the console's keychain.
    void setIdentity(services::DeskIdentity *identity);
    QString verifyText() const;
    // Where the profile keeps its trust anchors (default: ledger::AnchorBook::defaultFile()).
    void setAnchorBookFile(const QString &file) { m_anchorBook = file; }
    QString anchorBookFile() const { return m_anchorBook; }
    // Audit Log > Trust Anchors: the profile's anchors, to add to and remove from.
    void openTrustAnchors();
    // The selected row's fields and whole JSON, as the pane under the table shows them.
    QString detailText() const;
    // Follow `watch` (shared with the other desk views) instead of the log's own poll.
    void setLedgerWatch(ledger::LedgerWatch *watch);
    void done(int result) override;

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

signals:
    void verified(const cg::ledger::ChainReport &report);

public:
    struct VerifyOutcome; // what a walk found (the worker fills it)

private:
    services::DeskIdentity *deskIdentity();
    qint64 lastSeq() const; // -1: unreadable
    void showVerified(const VerifyOutcome &outcome);
    void showSelected();

    ledger::AuditLog *m_log;
    ledger::LedgerStore *m_store;
    ledger::Trust m_trust = ledger::Trust::Failed;
    ledger::AnchorGap m_gap = ledger::AnchorGap::None;
    services::DeskIdentity *m_identity = nullptr;
    QPushButton *m_signCheckpoint = nullptr;
    AuditRowsModel *m_model;
    QLineEdit *m_search;
    QTableView *m_table;
    QLabel *m_status;
    QLabel *m_verifyStatus;
    QProgressBar *m_progress;
    QPushButton *m_verifyButton;
    QTimer *m_poll;
    QPlainTextEdit *m_detail;
    ledger::LedgerWatch *m_watch = nullptr;
    QString m_anchorBook;
    QThread *m_verifyThread = nullptr;
    qint64 m_lastSeq = -1;
    ledger::ChainReport m_lastReport;
};

} // namespace cg::ui
