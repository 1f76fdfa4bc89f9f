// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Review Queue: export requests waiting for a decision (or all of them), with what they
// carry, where to and under which mechanism; Approve / Reject sign the decision with an officer's key from
// the keychain. Refusals (four eyes, a rule) are shown with their reason.
#pragma once

#include "ledger/ed25519.h"
#include "ledger/ledger.h"

#include <QAbstractTableModel>
#include <QDialog>
#include <QHash>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;
class QTimer;

namespace cg::ui {

class RequestsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Id, State, Requester, Datasets, Grade, Form, Destination, Mechanism, Age, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;
    void setRequests(QList<ledger::RequestView> rows);
    const ledger::RequestView &request(int row) const { return m_rows.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<ledger::RequestView> m_rows;
};

class ReviewQueue : public QDialog
{
    Q_OBJECT

public:
    // The signer for a key id (a private-key credential); the console reads it from the keychain.
    using SignerSource = std::function<Result<std::unique_ptr<ledger::Signer>>(const QString &keyId)>;

    ReviewQueue(ledger::LedgerStore *store, QStringList keyIds, SignerSource signerFor,
                QWidget *parent = nullptr);

    RequestsModel *model() const { return m_model; }
    void reload();
    // Signs and records a decision on the request in `row`; the outcome is shown and returned.
    Status decide(int row, bool approve, const QString &keyId, const QDate &expiresOn, const QString &reason);
    void done(int result) override;
    // Who signs with `keyId`: "olga (officer), key SHA256:..." from the ledger's registrations, never the
    // credential id alone.
    QString personFor(const QString &keyId);
    QLabel *whoAmI() const { return m_whoAmI; }
    // What the officer reads before deciding: the datasets with their grades and lineage, fields, people,
    // this year's totals against each threshold before and after, the mechanism the 2024 Provisions require
    // and any exemption with why, the legal references, destination, retention, the destruction plan, the
    // requester's identity (name and key fingerprint), and the decisions so far.
    QString details(const ledger::RequestView &view);
    // Why none of this desktop's keys may approve the selected request (empty: one may). Shown next to
    // the Approve button before anyone presses it.
    QString approveBlocked() const { return m_approveBlocked; }
    QPushButton *approveButton() const { return m_approve; }
    QPushButton *rejectButton() const { return m_reject; }
    // What the approve dialog states: who signs, until when.
    QString approvalStatement(const QString &keyId, const QDate &expiresOn);
    // Reloads when the ledger changed (another window, another desktop); the queue checks on a timer.
    void checkForChanges();
    QString detailsText() const;

private:
    void decideSelected(bool approve);
    void updateSelection();

    ledger::Ledger m_ledger;
    QStringList m_keyIds;
    SignerSource m_signerFor;
    RequestsModel *m_model;
    QComboBox *m_which;
    QTableView *m_table;
    QLabel *m_status;
    QLabel *m_whoAmI;
    QLabel *m_details;
    QPushButton *m_approve;
    QPushButton *m_reject;
    QLabel *m_blocked;
    QTimer *m_poll;
    qint64 m_lastSeq = -1;
    QString m_approveBlocked;
    QHash<QString, QString> m_people;        // key id -> person, read once
    QHash<QString, QByteArray> m_publicKeys; // key id -> public key, read once
    // Why the key may not approve this request (empty: it may), from the four-eyes rules.
    QString blockedFor(const QString &keyId, const ledger::RequestView &v);
};

} // namespace cg::ui
