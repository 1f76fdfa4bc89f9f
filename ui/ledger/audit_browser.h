// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Audit Log: the tamper-evident log, newest first, searchable (actor, action, subject,
// details), and a Verify button that walks the whole chain and checks the signed checkpoints.
#pragma once

#include "ledger/audit_log.h"

#include <QAbstractTableModel>
#include <QDialog>

class QLabel;
class QLineEdit;
class QTableView;

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

    explicit AuditBrowser(ledger::AuditLog *log, QWidget *parent = nullptr);

    AuditRowsModel *model() const { return m_model; }
    // Re-reads the rows matching the search box.
    void reload();
    // Walks the chain; the result is shown under the table (and returned).
    ledger::ChainReport verify();
    void done(int result) override;

private:
    ledger::AuditLog *m_log;
    AuditRowsModel *m_model;
    QLineEdit *m_search;
    QTableView *m_table;
    QLabel *m_status;
};

} // namespace cg::ui
