// SPDX-License-Identifier: GPL-3.0-or-later
// The bastion chain step: the jump hosts typed, or taken from ~/.ssh/config, each resolved as `ssh -J`
// would.
#pragma once

#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QWizardPage>

namespace cg::ui {

class OnboardingWizard;

class OnboardingChainPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit OnboardingChainPage(OnboardingWizard *wizard);

    void initializePage() override;

    bool isComplete() const override { return m_ok; }

    // Back keeps what was typed (QWizardPage's default would reset the page's fields).
    void cleanupPage() override {}

    bool validatePage() override;

private:
    void check();

    // "Use Its Chain": the jump hosts in front of the chosen host (its ProxyJump chain), not the host
    // itself: pick a node or login node of the cluster. "Jump Through It": that chain and then the host, for
    // a bastion whose alias is in the config.
    void useConfigHost(bool throughIt);

    OnboardingWizard *m_wizard;
    QPlainTextEdit *m_jumps;
    QComboBox *m_hosts;
    QPushButton *m_use;     // Use Its Chain: with a host to choose
    QPushButton *m_through; // Jump Through It: with a host to choose
    QLabel *m_state;
    bool m_ok = true;
};

} // namespace cg::ui
