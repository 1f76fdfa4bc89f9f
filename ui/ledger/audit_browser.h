// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Audit Log: the tamper-evident log, newest first, searchable (actor, action, subject,
// details), and a Verify button that walks the whole chain and checks the signed checkpoints. With the
// ledger's store it verifies as `clustergate ledger verify` does: against the configured trust anchors, and
// it says UNANCHORED where nothing from outside the file vouches for it. The rows follow the log by
// themselves (its last row is read every two seconds; Reload or F5 at once), and Verify walks the chain on a
// thread of its own, on a connection of its own, while the window stays usable (a log given without its store
// is walked on the calling thread).
#pragma once

#include "ledger/audit_log.h"
#include "ledger/ledger.h"

#include <QAbstractTableModel>
#include <QDialog>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QThread;
class QTimer;

namespace cg::ui {

class AuditRowsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Seq, Time, Actor, Action, Subject, Details, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;
    void setRows(QList<ledger::AuditRow> rows);
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
    void done(int result) override;

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

signals:
    void verified(const cg::ledger::ChainReport &report);

private:
    struct VerifyOutcome;
    qint64 lastSeq() const; // -1: unreadable
    void showVerified(const VerifyOutcome &outcome);

    ledger::AuditLog *m_log;
    ledger::LedgerStore *m_store;
    ledger::Trust m_trust = ledger::Trust::Failed;
    AuditRowsModel *m_model;
    QLineEdit *m_search;
    QTableView *m_table;
    QLabel *m_status;
    QLabel *m_verifyStatus;
    QProgressBar *m_progress;
    QPushButton *m_verifyButton;
    QTimer *m_poll;
    QThread *m_verifyThread = nullptr;
    qint64 m_lastSeq = -1;
    ledger::ChainReport m_lastReport;
};

} // namespace cg::ui
