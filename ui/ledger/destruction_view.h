// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Destruction Tracking: every export whose data is (or was) abroad, with the day it must be
// destroyed by, overdue ones first and in red; requests past their retention are expired, expired ones
// marked for destruction, and a destruction certificate (who, asset, method, verification, date, witness,
// SHA-256 of the evidence file) recorded. Each step is an audit event written by the ledger. The list follows
// the ledger (an activation in Request Export, another desktop) through a ledger::LedgerWatch.
#pragma once

#include "ledger/ledger.h"

#include <QAbstractTableModel>
#include <QDialog>

class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace cg::ledger {
class LedgerWatch;
}
namespace cg::services {
class ReportExport;
class TaskList;
} // namespace cg::services

namespace cg::ui {

class DestructionModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Id, State, Destination, Datasets, Activated, Due, Remaining, Certificate, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;
    // `today`: the day "remaining" and "overdue" are counted from.
    void setRequests(QList<ledger::RequestView> rows, const QDate &today);
    const ledger::RequestView &request(int row) const { return m_rows.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Days until the due date (negative: overdue); nothing when the data has not left or is destroyed.
    std::optional<qint64> daysLeft(int row) const;

private:
    QString certificateText(const ledger::RequestView &v) const;

    QList<ledger::RequestView> m_rows;
    QDate m_today;
};

// The certificate form: the evidence file is hashed here, the file itself stays where it is.
class DestructionCertificateDialog : public QDialog
{
    Q_OBJECT

public:
    DestructionCertificateDialog(const ledger::RequestView &request, QWidget *parent = nullptr);
    // The certificate as filled in; `error` says what is wrong when it cannot be built.
    std::optional<ledger::DestructionCertificate> certificate(QString *error) const;
    // The evidence file to hash (as if chosen with Browse).
    void setEvidenceFile(const QString &path);
    void done(int result) override;

private:
    void hashEvidence();

    qint64 m_requestId;
    QLineEdit *m_performedBy;
    QLineEdit *m_asset;
    QComboBox *m_method;
    QLineEdit *m_verification;
    QDateEdit *m_date;
    QLineEdit *m_witness;
    QLineEdit *m_evidence;
    QLabel *m_digest;
    QByteArray m_sha256;
};

class DestructionView : public QDialog
{
    Q_OBJECT

public:
    enum Show { AwaitingDestruction, Overdue, Everything };

    // `actor`: who expires, marks and records (the audit log's actor).
    DestructionView(ledger::LedgerStore *store, QString actor, QWidget *parent = nullptr);

    DestructionModel *model() const { return m_model; }
    void setShow(Show show);
    void reload();

    // The actions on the request in `row` (also behind the buttons); the outcome is shown and returned.
    Result<int> expireDue();
    Status markForDestruction(int row);
    Status recordDestruction(const ledger::DestructionCertificate &certificate);
    QString statusText() const;
    // Export Report…: the destruction status report (every export abroad with its due date and
    // certificate, the audit chain and every approval signature re-verified) as PDF, or CSV when `path`
    // ends in .csv. Built here, written on a thread of its own as a Report task of the task list (when set)
    // with Cancel; a cancelled or failed export leaves nothing at `path`. The outcome is shown and comes as
    // reportFinished().
    services::ReportExport *exportReport(const QString &path);
    void setTaskList(services::TaskList *tasks) { m_tasks = tasks; }
    // Follow `watch` (shared with the other desk views) instead of the view's own.
    void setLedgerWatch(ledger::LedgerWatch *watch);

    void done(int result) override;

signals:
    void reportFinished(bool ok, const QString &message);

protected:
    void showEvent(QShowEvent *event) override;

private:
    int selectedRow() const;
    void updateButtons();
    void recordSelected();
    void showOutcome(const Status &status, const QString &success);

    ledger::Ledger m_ledger;
    QString m_actor;
    DestructionModel *m_model;
    QComboBox *m_which;
    QTableView *m_table;
    QLabel *m_summary;
    QLabel *m_status;
    QPushButton *m_mark;
    QPushButton *m_record;
    services::TaskList *m_tasks = nullptr;
    ledger::LedgerWatch *m_watch;
};

} // namespace cg::ui
