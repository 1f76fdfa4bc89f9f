// SPDX-License-Identifier: GPL-3.0-or-later
// Compliance > Request Export…: an export request filled in (from the Datasets view, or pre-filled from a
// job the compliance gate blocked: its datasets, cluster, country and purpose), saved as a draft and
// submitted, signed with the requester's keychain key when there is one; then activated or expired. Every
// refusal shows the rules that refused and what would satisfy them.
#pragma once

#include "ledger/ed25519.h"
#include "ledger/ledger.h"

#include <QDialog>

#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace cg::ui {

struct ExportDraft
{
    QStringList datasets;
    QString cluster;
    QString country;
    QString purpose;
};

class RequestDialog : public QDialog
{
    Q_OBJECT

public:
    using SignerSource = std::function<Result<std::unique_ptr<ledger::Signer>>(const QString &keyId)>;

    RequestDialog(ledger::LedgerStore *store, QString requester, const ExportDraft &draft,
                  QStringList keyIds = {}, SignerSource signerFor = {}, QWidget *parent = nullptr);

    ledger::ExportRequest request() const; // as entered
    qint64 requestId() const { return m_id; }
    // Saves the request as a draft (the first time) or reports why not.
    Result<qint64> saveDraft();
    // Saves if needed and submits; refused with each rule's reason, shown.
    Status submit();
    Status withdraw();
    Status activate();
    Status expire();
    QString statusText() const;

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

private:
    void say(const QString &text);
    void preview();

    ledger::Ledger m_ledger;
    QString m_requester;
    SignerSource m_signerFor;
    qint64 m_id = 0;
    QLineEdit *m_datasets;
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
    QLabel *m_status;
};

} // namespace cg::ui
