// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Request Export…: an export request filled in (from the Datasets view, or pre-filled from a
// job the compliance gate blocked: its datasets, cluster, country and purpose), checked, saved as a draft and
// submitted as the person the desktop acts as (services::DeskIdentity), signed with one of their keychain
// keys; then activated or expired. The dialog edits one draft (services::ExportDraftSession): Check files
// nothing, a refused Submit files nothing, and pressing them again never files another request. Every
// refusal shows the rules that refused and what would satisfy them.
#pragma once

#include "ledger/ed25519.h"
#include "ledger/ledger.h"

#include <QDialog>

#include <functional>
#include <memory>

class QComboBox;
class QPushButton;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace cg::ledger {
class LedgerWatch;
}
namespace cg::services {
class DeskIdentity;
class ExportDraftSession;
} // namespace cg::services

namespace cg::ui {

struct ExportDraft
{
    QStringList datasets;
    QString cluster;
    QString country;
    QString purpose;
};

// A cluster saved in this console, as a request's destination: its name and its region (the country the
// rules and the compliance gate check).
struct ExportDestination
{
    QString cluster;
    QString country;
};

class RequestDialog : public QDialog
{
    Q_OBJECT

public:
    using SignerSource = std::function<Result<std::unique_ptr<ledger::Signer>>(const QString &keyId)>;

    // Filed and signed as the person `identity` acts as (must outlive the dialog); `loginUser` files
    // unsigned requests when the keychain holds no registered key.
    RequestDialog(ledger::LedgerStore *store, services::DeskIdentity *identity, QString loginUser,
                  const ExportDraft &draft, QWidget *parent = nullptr);
    // With an identity of its own over `keyIds`.
    RequestDialog(ledger::LedgerStore *store, QString requester, const ExportDraft &draft,
                  QStringList keyIds = {}, SignerSource signerFor = {}, QWidget *parent = nullptr);
    ~RequestDialog() override;
    // Told of every change this dialog writes (the desk views follow it).
    void setLedgerWatch(ledger::LedgerWatch *watch);
    // The saved clusters to choose the destination from; the country follows the chosen cluster. A
    // destination typed by hand stays possible only as "Another cluster, not saved here…" (and where no
    // cluster is saved: a compliance desktop on the team ledger).
    void setDestinations(const QList<ExportDestination> &destinations);
    QComboBox *destinationBox() const { return m_destination; }
    // Who the request is filed as: the acting person, else the login user.
    QString requester() const;

    ledger::ExportRequest request() const; // as entered
    qint64 requestId() const { return m_id; }
    // Saves the request as a draft (the first time) or reports why not.
    Result<qint64> saveDraft();
    // Saves if needed and submits; refused with each rule's reason, shown.
    Status submit();
    Status withdraw();
    Status activate();
    Status expire();
    // Check: the rules' verdict on what is entered, shown; nothing is filed.
    Status check();
    QString statusText() const;
    // "Will be filed and signed as …" until the request is submitted, "Filed and signed as …" after.
    QString filedAsText() const;
    QPushButton *submitButton() const { return m_submit; }

    QLineEdit *datasetsEdit() const { return m_datasets; }
    QLineEdit *clusterEdit() const { return m_cluster; }
    QLineEdit *countryEdit() const { return m_country; }
    QLineEdit *purposeEdit() const { return m_purpose; }
    QComboBox *formBox() const { return m_form; }
    QComboBox *mechanismBox() const { return m_mechanism; }
    QComboBox *clauseBox() const { return m_clause; }
    QLineEdit *referenceEdit() const { return m_reference; }
    QLineEdit *piaEdit() const { return m_pia; }
    QLineEdit *consentEdit() const { return m_consent; }
    QLineEdit *formParamsEdit() const { return m_params; }
    QSpinBox *retentionBox() const { return m_retention; }
    QComboBox *keyBox() const { return m_key; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void build(const ExportDraft &draft);
    void say(const QString &text);
    void fillKeys();
    void changed();
    void enableFiledActions(); // Submit, Withdraw, Activate, Expire from the filed request's state
    void destinationChosen();
    void showFiledAs();

    ledger::Ledger m_ledger;
    services::DeskIdentity *m_identity;
    QString m_loginUser;
    std::unique_ptr<services::ExportDraftSession> m_session;
    ledger::LedgerWatch *m_watch = nullptr;
    qint64 m_id = 0;
    bool m_submitted = false; // the request this dialog filed is past its draft
    QPushButton *m_submit = nullptr;
    QList<QPushButton *> m_filedActions; // Withdraw, Activate, Expire: each in the state that allows it
    QLineEdit *m_datasets;
    QComboBox *m_destination;
    QList<ExportDestination> m_destinations;
    QLineEdit *m_cluster;
    QLineEdit *m_country;
    QLineEdit *m_purpose;
    QComboBox *m_form;
    QLineEdit *m_params;
    QComboBox *m_mechanism;
    QComboBox *m_clause;
    QLineEdit *m_reference;
    QLineEdit *m_pia;
    QLineEdit *m_consent;
    QSpinBox *m_retention;
    QComboBox *m_key;
    QLabel *m_filedAs;
    QLabel *m_status;
};

} // namespace cg::ui
