// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Review Queue: export requests waiting for a decision (or all of them), with what they
// carry, where to and under which mechanism; Approve / Reject sign the decision with a key of the person the
// desktop acts as (services::DeskIdentity: chosen in "Act as", re-read from the keychain when the queue is
// shown). Refusals (four eyes, a rule) are shown with their full reason before anyone presses. The queue
// follows the ledger through a ledger::LedgerWatch (another window, another desktop, the team server).
#pragma once

#include "ledger/ed25519.h"
#include "ledger/ledger.h"
#include "services/officer_keys.h"

#include <QAbstractTableModel>
#include <QDialog>
#include <QHash>
#include <QPointer>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace cg::ledger {
class LedgerWatch;
}
namespace cg::services {
class DeskIdentity;
}

namespace cg::ui {

class CreateSigningKeyDialog;
class FoundLedgerDialog;
class RegisterOfficerDialog;

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

    // The person this desktop acts as (shared with the other desk views; must outlive the queue).
    ReviewQueue(ledger::LedgerStore *store, services::DeskIdentity *identity, QWidget *parent = nullptr);
    // With an identity of its own over `keyIds` (the keychain's keys when the queue was made).
    ReviewQueue(ledger::LedgerStore *store, QStringList keyIds, SignerSource signerFor,
                QWidget *parent = nullptr);
    services::DeskIdentity *identity() const { return m_identity; }
    // Follow `watch` (shared with the other desk views) instead of the queue's own.
    void setLedgerWatch(ledger::LedgerWatch *watch);
    QComboBox *actAsBox() const { return m_actAs; }
    QComboBox *whichBox() const { return m_which; } // waiting for a decision, or every request
    // Create Signing Key… makes keys with `maker` (the console's keychain); without one it is disabled.
    void setKeyMaker(services::OfficerKeys::Maker maker);
    QPushButton *createKeyButton() const { return m_createKey; }
    // Enabled while the desktop acts as an admin; otherwise its tooltip says why not.
    QPushButton *registerOfficerButton() const { return m_registerOfficer; }
    // Shown while the ledger has no admin yet (nobody founded it): the desktop's person becomes its first
    // admin, with a key from the keychain or one made there.
    QPushButton *foundLedgerButton() const { return m_foundLedger; }
    // The dialogs the buttons opened (window-modal, not blocking); null before or once closed.
    CreateSigningKeyDialog *createKeyDialog() const;
    RegisterOfficerDialog *registerOfficerDialog() const;
    FoundLedgerDialog *foundLedgerDialog() const;

    RequestsModel *model() const { return m_model; }
    QTableView *tableView() const { return m_table; }
    QString statusText() const; // the outcome of the last action
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
    // A request's life after the decision, from this desk: the requester withdraws a submitted one, an
    // approved one is activated when the data leaves, an active one expires.
    enum class LifeStep { Withdraw, Activate, Expire };
    QPushButton *lifeButton(LifeStep step) const;
    Status takeLifeStep(LifeStep step);
    // What the approve dialog states: who signs, until when.
    QString approvalStatement(const QString &keyId, const QDate &expiresOn);
    // Reloads when the ledger changed (another window, another desktop); the ledger watch calls it.
    void checkForChanges();
    QString detailsText() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void build();
    void decideSelected(bool approve);
    void updateSelection();
    void identityChanged();
    void openCreateKey();
    void openRegisterOfficer();
    void openFoundLedger();

    ledger::Ledger m_ledger;
    services::DeskIdentity *m_identity;
    ledger::LedgerWatch *m_watch;
    QStringList m_keyIds; // the acting person's keys
    RequestsModel *m_model;
    QComboBox *m_actAs;
    QComboBox *m_which;
    QTableView *m_table;
    QLabel *m_status;
    QLabel *m_whoAmI;
    QLabel *m_details;
    QPushButton *m_approve;
    QPushButton *m_reject;
    QPushButton *m_withdraw;
    QPushButton *m_activate;
    QPushButton *m_expire;
    QLabel *m_blocked;
    QPushButton *m_createKey;
    QPushButton *m_registerOfficer;
    QPushButton *m_foundLedger;
    services::OfficerKeys::Maker m_keyMaker;
    QPointer<CreateSigningKeyDialog> m_createKeyDialog;
    QPointer<RegisterOfficerDialog> m_registerDialog;
    QPointer<FoundLedgerDialog> m_foundDialog;
    qint64 m_lastSeq = -1;
    QString m_approveBlocked;
    // Why the key may not approve this request (empty: it may), from the four-eyes rules.
    QString blockedFor(const QString &keyId, const ledger::RequestView &v);
};

} // namespace cg::ui
