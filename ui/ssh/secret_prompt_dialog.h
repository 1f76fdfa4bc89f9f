// SPDX-License-Identifier: GPL-3.0-or-later
// Asks for a passphrase, password or one-time password for one hop, and, for what can be kept (not a
// one-time password), offers to remember it in the keychain.
#pragma once

#include "ssh/ssh_types.h"

#include <QDialog>

class QCheckBox;
class QLineEdit;

namespace cg::ui {

class SecretPromptDialog : public QDialog
{
    Q_OBJECT

public:
    // `canRemember`: a keychain (or the vault) is available to keep the answer.
    SecretPromptDialog(const ssh::PromptRequest &request, bool canRemember, QWidget *parent = nullptr);
    ~SecretPromptDialog() override; // wipes the typed text

    // The typed answer; the caller wipes its copy after use.
    QString answer() const;
    bool remember() const;

private:
    QLineEdit *m_answer = nullptr;
    QCheckBox *m_remember = nullptr;
    bool m_offerRemember = false;
};

} // namespace cg::ui
