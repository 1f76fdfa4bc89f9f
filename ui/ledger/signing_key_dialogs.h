// SPDX-License-Identifier: GPL-3.0-or-later
// The compliance desk's key onboarding, with no command line (services::OfficerKeys, shared with the CLI):
// Create Signing Key… makes a person's Ed25519 identity key in the keychain and shows its fingerprint and
// verifier key (the public half, to hand to an admin; the private key is never shown), and Register
// Officer… lets the admin the desktop acts as register a key with a role: a key from this keychain or a
// verifier key someone handed over, in the same signed registration row `ledger register-officer` writes.
// Found Ledger… makes the desktop's person the first admin of a ledger nobody founded yet (the row
// `ledger found` writes), with a key from the keychain or one made there.
//
// The dialogs size to their content: long lines wrap, the fingerprint is one selectable line, never cut.
#pragma once

#include "services/officer_keys.h"

#include <QDialog>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace cg::services {
class DeskIdentity;
}

namespace cg::ui {

class CreateSigningKeyDialog : public QDialog
{
    Q_OBJECT

public:
    CreateSigningKeyDialog(services::OfficerKeys::Maker maker, QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return m_name; }
    // Enabled while the name entered is usable; the status says why not as the user types.
    QPushButton *createButton() const { return m_create; }
    // The verifier key of the key just made (read-only, selectable); empty before.
    QLineEdit *verifierKeyEdit() const { return m_verifier; }
    // The fingerprint of the key just made, on one selectable line; empty before.
    QLabel *fingerprintLabel() const { return m_fingerprint; }
    QString statusText() const;
    // Makes the key for the name entered; the outcome is shown.
    Result<services::NewSigningKey> create();
    // Nobody administers the ledger yet: a new key's next step is Found Ledger…, not an admin.
    void setLedgerUnfounded(bool unfounded) { m_unfounded = unfounded; }

signals:
    void created(const QString &credentialId);

private:
    void nameEdited();

    services::OfficerKeys::Maker m_maker;
    bool m_unfounded = false;
    QLineEdit *m_name;
    QPushButton *m_create;
    QLineEdit *m_verifier;
    QPushButton *m_copy;
    QLabel *m_fingerprint;
    QLabel *m_status;
};

class FoundLedgerDialog : public QDialog
{
    Q_OBJECT

public:
    // `identity` says whether the ledger needs founding and lists the keychain's keys; `maker` makes a new
    // key when none is chosen (may be empty: no keychain). Both must outlive the dialog.
    FoundLedgerDialog(ledger::LedgerStore *store, services::DeskIdentity *identity,
                      services::OfficerKeys::Maker maker, QWidget *parent = nullptr);

    // The keychain's keys registered for no one (data: credential id), then "a new signing key" (data: "").
    QComboBox *keyBox() const { return m_key; }
    QLineEdit *nameEdit() const { return m_name; }
    QPushButton *foundButton() const { return m_found; }
    // What pressing Found Ledger does, in words (who becomes admin, with which key).
    QString confirmationText() const;
    QLabel *fingerprintLabel() const { return m_fingerprint; }
    // After founding, the founder's verifier key (read-only, selectable); hidden before.
    QLineEdit *verifierKeyEdit() const { return m_verifier; }
    // The text at the top: what founding does, then who administers the ledger once it is founded.
    QString introText() const;
    QString statusText() const;
    // Founds the ledger with the chosen key (made first for "a new signing key"), as the name entered.
    Result<services::LedgerFounded> foundNow();

signals:
    void founded(const QString &name);

private:
    void fillKeys();
    void update();

    ledger::Ledger m_ledger;
    services::DeskIdentity *m_identity;
    services::OfficerKeys::Maker m_maker;
    QLabel *m_intro;
    QFormLayout *m_form;
    QComboBox *m_key;
    QLineEdit *m_name;
    QLineEdit *m_verifier;
    QLabel *m_confirm;
    QLabel *m_fingerprint;
    QPushButton *m_found;
    QLabel *m_status;
    bool m_done = false;
};

class RegisterOfficerDialog : public QDialog
{
    Q_OBJECT

public:
    // Signed by a key of the admin `identity` acts as (both must outlive the dialog).
    RegisterOfficerDialog(ledger::LedgerStore *store, services::DeskIdentity *identity,
                          QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *roleBox() const { return m_role; }
    // The keychain's keys no one registered yet (data: credential id), then "a verifier key" (data: "").
    QComboBox *keyBox() const { return m_key; }
    QLineEdit *verifierEdit() const { return m_verifier; }
    QPushButton *registerButton() const { return m_register; }
    QString statusText() const;
    Result<services::OfficerRegistered> registerNow();

signals:
    void registered(const QString &name);

private:
    void fillKeys();
    void keyChosen();

    ledger::Ledger m_ledger;
    services::DeskIdentity *m_identity;
    QLineEdit *m_name;
    QComboBox *m_role;
    QComboBox *m_key;
    QLineEdit *m_verifier;
    QLabel *m_signer;
    QPushButton *m_register;
    QLabel *m_status;
};

} // namespace cg::ui
