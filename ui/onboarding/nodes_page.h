// SPDX-License-Identifier: GPL-3.0-or-later
// The nodes step: a list or hostlist expressions, or the scheduler's node list asked on a login node.
#pragma once

#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QWizardPage>

namespace cg::ui {

class OnboardingWizard;

class OnboardingNodesPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit OnboardingNodesPage(OnboardingWizard *wizard);

    void initializePage() override { check(); }
    bool isComplete() const override { return m_count > 0; }

    // Back keeps what was typed (QWizardPage's default would reset the page's fields).
    void cleanupPage() override {}

    bool validatePage() override;

private:
    void check();

    void discover();

    OnboardingWizard *m_wizard;
    QPlainTextEdit *m_nodes;
    QLineEdit *m_user;
    QLabel *m_state;
    QPushButton *m_discover;
    int m_count = 0;
};

} // namespace cg::ui
