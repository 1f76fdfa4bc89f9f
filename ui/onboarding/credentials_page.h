// SPDX-License-Identifier: GPL-3.0-or-later
// The credentials step: the key files tried on every hop and node; leaving it saves the cluster.
#pragma once

#include <QCoreApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QWizardPage>

namespace cg::ui {

class OnboardingWizard;

class OnboardingCredentialsPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit OnboardingCredentialsPage(OnboardingWizard *wizard);

    void initializePage() override;

    // Back keeps what was typed (QWizardPage's default would reset the page's fields).
    void cleanupPage() override {}

    bool validatePage() override;

private:
    OnboardingWizard *m_wizard;
    QPlainTextEdit *m_keys;
    QLabel *m_keychain;
    QLabel *m_state;
};

} // namespace cg::ui
