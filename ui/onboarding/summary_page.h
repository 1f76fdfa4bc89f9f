// SPDX-License-Identifier: GPL-3.0-or-later
// The last onboarding step: what was onboarded and what comes next.
#pragma once

#include <QCoreApplication>
#include <QLabel>
#include <QWizardPage>

namespace cg::ui {

class OnboardingWizard;

class OnboardingSummaryPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit OnboardingSummaryPage(OnboardingWizard *wizard);

    void initializePage() override;

private:
    OnboardingWizard *m_wizard;
    QLabel *m_text;
};

} // namespace cg::ui
