// SPDX-License-Identifier: GPL-3.0-or-later
// The first onboarding step: what the cluster is, where it is, and what the provider promised
// (the contract, later the validation baselines).
#pragma once

#include <QCoreApplication>
#include <QWizardPage>

namespace cg::ui {

class OnboardingWizard;

class OnboardingClusterPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit OnboardingClusterPage(OnboardingWizard *wizard);

    // Back keeps what was typed (QWizardPage's default would reset the page's fields).
    void cleanupPage() override {}

    bool validatePage() override;

private:
    OnboardingWizard *m_wizard;
};

} // namespace cg::ui
