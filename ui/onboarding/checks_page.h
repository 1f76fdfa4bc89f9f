// SPDX-License-Identifier: GPL-3.0-or-later
// The L0 connectivity step: every node reached through the chain with a verified host key, and not
// reachable directly from this machine.
#pragma once

#include "inventory/inventory.h"

#include <QCoreApplication>
#include <QLabel>
#include <QList>
#include <QTableWidget>
#include <QWizardPage>

namespace cg::services {
class DirectReach;
}

namespace cg::ui {

class OnboardingWizard;

class OnboardingChecksPage : public QWizardPage
{
    Q_DECLARE_TR_FUNCTIONS(cg::ui::OnboardingWizard)

public:
    explicit OnboardingChecksPage(OnboardingWizard *wizard);

    void initializePage() override;

    bool isComplete() const override;

    int passed() const { return m_passed; }
    int failed() const { return int(m_nodes.size()) - m_passed; }

private:
    void update();

    OnboardingWizard *m_wizard;
    QTableWidget *m_table;
    QLabel *m_state;
    QList<NodeRecord> m_nodes;
    services::DirectReach *m_direct;
    int m_passed = 0;
};

} // namespace cg::ui
